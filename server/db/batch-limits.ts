import "server-only";
import { type SQL, sql } from "drizzle-orm";

// A limit checked inside the write it limits. A count read before a db.batch() is stale by the
// time the batch runs (requests' awaits interleave), so two requests at once would both pass it;
// a statement of the batch judges it instead, as it runs, and fails the whole batch when the
// limit is reached. SQLite raises errors of its own only from triggers and constraints: the
// value below is NULL past the limit, and the NOT NULL column it is written to fails the
// statement, naming that column (limitRefused finds it).

/** `value` while `room` holds, NULL once it does not; write it to a NOT NULL column. */
export const withinLimit = (room: SQL, value: SQL | number): SQL => sql`CASE WHEN ${room} THEN ${value} END`;

/** Whether D1 refused a write because withinLimit gave `column` ("articles.pinned") NULL. */
export function limitRefused(error: unknown, column: string): boolean {
  for (let cause: unknown = error; cause instanceof Error; cause = cause.cause) {
    if (cause.message.includes(`NOT NULL constraint failed: ${column}`)) return true;
  }
  return false;
}
