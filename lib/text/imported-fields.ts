// What the readers of exported articles (imported-html.ts, imported-markdown.ts) find in a
// file, and the small rules they share for it.

export type ExportFields = {
  title: string | null;
  /** The author's subtitle or description, where the export has one. */
  summary: string | null;
  /** The day it was first published there (YYYY-MM-DD, UTC), where the export says. */
  date: string | null;
  /** The body as HTML, unsanitized; its images still at the export's addresses. */
  html: string;
};

/**
 * A date as an export writes it, as a day (YYYY-MM-DD): the day as written where it starts
 * with one (ISO 8601, whatever time and zone follow), else the UTC day of another spelling that
 * names a year (RFC 2822 in feeds, "March 4, 2019"); null when it is no date.
 */
export function exportDate(raw: string | null | undefined): string | null {
  const value = raw?.trim().replace(/^["']|["']$/g, "");
  if (!value) return null;
  const day = value.match(/^(\d{4})-(\d{2})-(\d{2})(?![\d])/);
  if (day) {
    const date = new Date(Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3])));
    // Date.UTC rolls 2019-02-31 over into March: a day that is not in the calendar is no date
    return date.getUTCDate() === Number(day[3]) && date.getUTCMonth() === Number(day[2]) - 1
      ? date.toISOString().slice(0, 10)
      : null;
  }
  // the engine reads many spellings, and some ("1", "May") as a year it makes up
  if (!/\b\d{4}\b/.test(value)) return null;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : new Date(time).toISOString().slice(0, 10);
}

/** Text of one line: white space collapsed; null when nothing is left. */
export const oneLine = (text: string | null | undefined): string | null => text?.replace(/\s+/gu, " ").trim() || null;
