// Failures of the storage underneath that pass if the person tries again: D1 busy (SQLite's
// SQLITE_BUSY, "database is locked"), overloaded (its queue full) or its object reset, and R2's
// internal error (10001) or a dropped connection. The API answers them with
// INTERNAL_SERVER_ERROR, marked `retryable`, and a message that says so; whatever they
// interrupted was one batch, applied whole or not at all, so nothing needs undoing by hand.

const D1_TRANSIENT = [
  /SQLITE_BUSY/,
  /database is locked/i,
  /D1 DB is overloaded/i,
  /Network connection lost/i,
  /storage caused object to be reset/i,
  /object to be reset/i,
  /reset because its code was updated/i,
];

const R2_TRANSIENT_CODES = new Set([10001, 10043, 10058]);

function messagesOf(error: unknown): string[] {
  const messages: string[] = [];
  for (let e: unknown = error, depth = 0; e instanceof Error && depth < 4; e = e.cause, depth++) {
    messages.push(e.message);
  }
  return messages;
}

export type Transient = "database" | "storage";

/** Which kind of passing failure `error` is (looking through its causes), or null. */
export function transientKind(error: unknown): Transient | null {
  for (let e: unknown = error, depth = 0; e instanceof Error && depth < 4; e = e.cause, depth++) {
    const { name, code } = e as { name?: unknown; code?: unknown };
    if (name === "R2Error" && typeof code === "number" && R2_TRANSIENT_CODES.has(code)) return "storage";
  }
  const messages = messagesOf(error);
  if (messages.some((m) => m.startsWith("D1_") && D1_TRANSIENT.some((re) => re.test(m)))) return "database";
  return null;
}

export const TRANSIENT_MESSAGE: Record<Transient, string> = {
  database: "The database is busy and nothing was saved. Please try again.",
  storage: "The file could not be stored and nothing was saved. Please try again.",
};
