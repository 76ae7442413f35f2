import "server-only";
import { and, eq, gt, lte, ne } from "drizzle-orm";
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
      expiresAt,
    }),
  ] as const;
}

/** The user a live session belongs to, in one query: a signed token alone is not enough. */
export async function userOfSession(db: Db, sessionId: string, userId: number, now: number) {
  const [row] = await db
    .select({ user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), gt(sessions.expiresAt, now)))
    .limit(1);
  return row?.user;
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
