/** One query parameter of a page (`searchParams`): the first value when repeated, null when empty or absent. */
export function queryParam(value: string | string[] | undefined): string | null {
  const first = Array.isArray(value) ? value[0] : value;
  return first ? first : null;
}
