/**
 * An API failure in a server render; `code` is the catalogue's, `extensions` the error's others
 * (a reason). In a module of its own, so that pages can tell one code from another without
 * loading the API (lib/graphql/execute.ts loads it on the first read that needs it).
 */
export class InProcessError extends Error {
  constructor(
    message: string,
    readonly code: string,
    readonly extensions: Readonly<Record<string, unknown>> = {},
  ) {
    super(message);
  }
}
