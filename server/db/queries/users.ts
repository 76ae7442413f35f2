import "server-only";
import { and, count, desc, eq, gt, inArray, lt, ne, or, sql } from "drizzle-orm";
import { userNameSkeleton } from "@/lib/text/user-name";
import type { Db } from "../client";
import { articles, blocks, circles, comments, emailChanges, follows, moments, notices, users } from "../schema";

export type UserRow = typeof users.$inferSelect;

export function usersByIds(db: Db, ids: readonly number[]) {
  return db
    .select()
    .from(users)
    .where(inArray(users.id, [...ids]));
}

export async function userByName(db: Db, userName: string) {
  const [row] = await db.select().from(users).where(sql`lower(${users.userName}) = lower(${userName})`).limit(1);
  return row;
}

export async function userByEmail(db: Db, email: string) {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row;
}

/** `ethAddress` in lower case, as stored. */
export async function userByEthAddress(db: Db, ethAddress: string) {
  const [row] = await db.select().from(users).where(eq(users.ethAddress, ethAddress)).limit(1);
  return row;
}

/**
 * Whether an account other than `exceptId` has the name, in any case, or one that reads as it
 * (the same skeleton: "aIice" for "alice"). Both are index lookups.
 */
export async function userNameTaken(db: Db, userName: string, exceptId?: number) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        or(sql`lower(${users.userName}) = lower(${userName})`, eq(users.userNameSkeleton, userNameSkeleton(userName))),
        exceptId === undefined ? undefined : ne(users.id, exceptId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * Whether a write failed because another account took the name, or one that reads as it,
 * between the check and the write (the unique indexes of migrations 0000 and 0027).
 */
export function isUserNameConflict(error: unknown) {
  // D1's error may come wrapped (drizzle's failed query, with D1's as its cause)
  for (let cause: unknown = error; cause instanceof Error; cause = cause.cause) {
    if (/UNIQUE constraint failed: (users\.user_name_skeleton|index 'users_user_name_unique')/.test(cause.message)) {
      return true;
    }
  }
  return false;
}

/** Keyset page of followers (`followee` = the user) or followees (`follower` = the user). */
export function followPage(
  db: Db,
  side: "followers" | "following",
  userId: number,
  limit: number,
  after?: readonly [number, number],
) {
  const self = side === "followers" ? follows.followeeId : follows.followerId;
  const other = side === "followers" ? follows.followerId : follows.followeeId;
  return db
    .select({ userId: other, createdAt: follows.createdAt })
    .from(follows)
    .where(
      and(
        eq(self, userId),
        after
          ? or(lt(follows.createdAt, after[0]), and(eq(follows.createdAt, after[0]), lt(other, after[1])))
          : undefined,
      ),
    )
    .orderBy(desc(follows.createdAt), desc(other))
    .limit(limit + 1);
}

export async function followCount(db: Db, side: "followers" | "following", userId: number) {
  const self = side === "followers" ? follows.followeeId : follows.followerId;
  const [row] = await db.select({ n: count() }).from(follows).where(eq(self, userId));
  return row?.n ?? 0;
}

/** For each of `targetIds`, whether `viewerId` follows it. */
export async function followedAmong(db: Db, viewerId: number, targetIds: readonly number[]) {
  const rows = await db
    .select({ id: follows.followeeId })
    .from(follows)
    .where(and(eq(follows.followerId, viewerId), inArray(follows.followeeId, [...targetIds])));
  return new Set(rows.map((r) => r.id));
}

/** For each of `targetIds`, whether it follows `viewerId`. */
export async function followersAmong(db: Db, viewerId: number, targetIds: readonly number[]) {
  const rows = await db
    .select({ id: follows.followerId })
    .from(follows)
    .where(and(eq(follows.followeeId, viewerId), inArray(follows.followerId, [...targetIds])));
  return new Set(rows.map((r) => r.id));
}

export async function isBlocking(db: Db, userId: number, blockedId: number) {
  const [row] = await db
    .select({ one: sql`1` })
    .from(blocks)
    .where(and(eq(blocks.userId, userId), eq(blocks.blockedId, blockedId)))
    .limit(1);
  return row !== undefined;
}

export async function activeArticleCount(db: Db, userId: number) {
  const [row] = await db
    .select({ n: count() })
    .from(articles)
    .where(and(eq(articles.authorId, userId), eq(articles.state, "active")));
  return row?.n ?? 0;
}

export async function activeMomentCount(db: Db, userId: number) {
  const [row] = await db
    .select({ n: count() })
    .from(moments)
    .where(and(eq(moments.authorId, userId), eq(moments.state, "active")));
  return row?.n ?? 0;
}

/** The person's comments that still show (on articles and moments alike). */
export async function activeCommentCount(db: Db, userId: number) {
  const [row] = await db
    .select({ n: count() })
    .from(comments)
    .where(and(eq(comments.authorId, userId), eq(comments.state, "active")));
  return row?.n ?? 0;
}

/** The words of the person's readable articles, each at its latest version. */
export async function activeWordCount(db: Db, userId: number) {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${articles.wordCount}), 0)` })
    .from(articles)
    .where(and(eq(articles.authorId, userId), eq(articles.state, "active")));
  return Number(row?.n ?? 0);
}

/** The accounts signed up with the person's referral code: a referral link carries their user name. */
export async function referredCount(db: Db, userName: string | null) {
  if (!userName) return 0;
  const [row] = await db.select({ n: count() }).from(users).where(eq(users.referralCode, userName));
  return row?.n ?? 0;
}

export async function unreadNoticeCount(db: Db, userId: number) {
  const [row] = await db
    .select({ n: count() })
    .from(notices)
    .where(and(eq(notices.recipientId, userId), eq(notices.unread, true)));
  return row?.n ?? 0;
}

export function circlesOwnedBy(db: Db, userId: number) {
  return db
    .select()
    .from(circles)
    .where(and(eq(circles.ownerId, userId), eq(circles.state, "active")));
}

export async function circleById(db: Db, id: number) {
  const [row] = await db.select().from(circles).where(eq(circles.id, id)).limit(1);
  return row;
}

/** How many times the user changed their email since `since` (unix ms). */
export async function emailChangeCount(db: Db, userId: number, since: number) {
  const [row] = await db
    .select({ n: count() })
    .from(emailChanges)
    .where(and(eq(emailChanges.userId, userId), gt(emailChanges.createdAt, since)));
  return row?.n ?? 0;
}

/**
 * Whether the user may change their email once more: fewer than `max` changes since `since`.
 * Asked inside the statement that records the change, so changes at once cannot all pass it.
 */
export const emailChangeRoom = (userId: number, since: number, max: number) =>
  sql`(SELECT count(*) FROM ${emailChanges} WHERE ${emailChanges.userId} = ${userId} AND ${emailChanges.createdAt} > ${since}) < ${max}`;
