import "server-only";
import { and, desc, eq, gt, isNull, lt, lte, ne, or } from "drizzle-orm";
import type { Db } from "../client";
import { sessions, users } from "../schema";

export type NewSession = { id: string; userId: number; userAgent: string | null; ip: string | null; now: number };

/** Stores a session, and drops the user's expired ones while at it (the index makes it cheap). */
export function createSessionStatements(db: Db, session: NewSession, expiresAt: number) {
  return [
    db.delete(sessions).where(and(eq(sessions.userId, session.userId), lte(sessions.expiresAt, session.now))),
    db.insert(sessions).values({
      id: session.id,
      userId: session.userId,
      userAgent: session.userAgent,
      ip: session.ip,
      createdAt: session.now,
      lastSeenAt: session.now,
      expiresAt,
    }),
  ] as const;
}

/** How stale a session's last-seen time may get before a request refreshes it: one write per device per period. */
export const LAST_SEEN_PRECISION_MS = 5 * 60 * 1000;

/**
 * The user a live session belongs to, in one query: a signed token alone is not enough. The
 * session's last-seen time is moved on when it is older than LAST_SEEN_PRECISION_MS.
 */
export async function userOfSession(db: Db, sessionId: string, userId: number, now: number) {
  const [row] = await db
    .select({ user: users, lastSeenAt: sessions.lastSeenAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), gt(sessions.expiresAt, now)))
    .limit(1);
  if (row) await noteSessionSeen(db, sessionId, row.lastSeenAt, now);
  return row?.user;
}

/**
 * Moves a session's last-seen time on when the one read (`lastSeenAt`) is older than
 * LAST_SEEN_PRECISION_MS: conditional, so two requests at once write once; a note, not the
 * request's work: a busy database fails it and the next request writes it.
 */
export async function noteSessionSeen(db: Db, sessionId: string, lastSeenAt: number | null, now: number) {
  if ((lastSeenAt ?? 0) > now - LAST_SEEN_PRECISION_MS) return;
  await db
    .update(sessions)
    .set({ lastSeenAt: now })
    .where(
      and(
        eq(sessions.id, sessionId),
        or(isNull(sessions.lastSeenAt), lt(sessions.lastSeenAt, now - LAST_SEEN_PRECISION_MS)),
      ),
    )
    .catch((error: unknown) => console.error("the session's last-seen time was not written", error));
}

/** The user's live sessions (signed-in devices), the most recently used first. */
export function liveSessions(db: Db, userId: number, now: number) {
  return db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, now)))
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.createdAt))
    .limit(MAX_LISTED_SESSIONS);
}

/** More devices than anyone signs in from; the list stays one bounded query. */
export const MAX_LISTED_SESSIONS = 100;

/** Ends one of the user's sessions; answers whether there was one to end. */
export async function deleteUserSession(db: Db, userId: number, sessionId: string) {
  const rows = await db
    .delete(sessions)
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)))
    .returning({ id: sessions.id });
  return rows.length > 0;
}

export function deleteSession(db: Db, sessionId: string) {
  return db.delete(sessions).where(eq(sessions.id, sessionId));
}

/** Ends every session of the user but `keep` (the device that changed the password), or all. */
export function deleteOtherSessions(db: Db, userId: number, keep: string | null) {
  return db
    .delete(sessions)
    .where(keep ? and(eq(sessions.userId, userId), ne(sessions.id, keep)) : eq(sessions.userId, userId));
}
