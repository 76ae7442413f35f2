import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "../client";

// An author's analytics: reads, readers, new followers and donations in a window, by UTC day.
// Each is one range of one index, read from the index alone (EXPLAIN QUERY PLAN says "USING
// COVERING INDEX"): article_reads_author_created_idx, follows_followee_idx and
// transactions_recipient_donation_idx (migration 0014).

export const DAY = 86_400_000;
// written into the statement: a bound JS number arrives as a REAL, and integer division by it
// would not cut times into whole days
const PER_DAY = sql.raw(String(DAY));

export type Window = { userId: number; start: number; end: number };
export type DayCount = { day: number; reads: number; readers: number };
export type DayFollowers = { day: number; followers: number };
export type DayIncome = { day: number; currency: "HKD" | "LIKE" | "USDT"; amount: number; count: number };
export type WorkReads = { articleId: number; reads: number; readers: number };

/** Reads and different readers by day (`day` counts days since 1970-01-01 UTC). */
export const readsByDay = (db: Db, { userId, start, end }: Window) =>
  db.all<DayCount>(sql`
    select created_at / ${PER_DAY} as day, count(*) as reads, count(distinct reader_id) as readers
    from article_reads
    where author_id = ${userId} and created_at >= ${start} and created_at < ${end}
    group by day`);

/** Reads and different readers over the whole window. */
export async function readTotals(db: Db, { userId, start, end }: Window) {
  const [row] = await db.all<{ reads: number; readers: number }>(sql`
    select count(*) as reads, count(distinct reader_id) as readers
    from article_reads
    where author_id = ${userId} and created_at >= ${start} and created_at < ${end}`);
  return { reads: row?.reads ?? 0, readers: row?.readers ?? 0 };
}

/** The most read articles in the window, most reads first. */
export const topWorks = (db: Db, { userId, start, end }: Window, limit: number) =>
  db.all<WorkReads>(sql`
    select article_id as articleId, count(*) as reads, count(distinct reader_id) as readers
    from article_reads
    where author_id = ${userId} and created_at >= ${start} and created_at < ${end}
    group by article_id
    order by reads desc, article_id desc
    limit ${limit}`);

/** Follows made in the window that still stand, by day. */
export const followersByDay = (db: Db, { userId, start, end }: Window) =>
  db.all<DayFollowers>(sql`
    select created_at / ${PER_DAY} as day, count(*) as followers
    from follows
    where followee_id = ${userId} and created_at >= ${start} and created_at < ${end}
    group by day`);

export async function followerTotal(db: Db, userId: number) {
  const [row] = await db.all<{ n: number }>(sql`select count(*) as n from follows where followee_id = ${userId}`);
  return row?.n ?? 0;
}

const donationsTo = (userId: number) => sql`recipient_id = ${userId} and purpose = 'donation' and state = 'succeeded'`;

/** Succeeded donations to the person by day and currency. */
export const incomeByDay = (db: Db, { userId, start, end }: Window) =>
  db.all<DayIncome>(sql`
    select created_at / ${PER_DAY} as day, currency, sum(amount) as amount, count(*) as count
    from transactions
    where ${donationsTo(userId)} and created_at >= ${start} and created_at < ${end}
    group by day, currency`);

export type DonatorCount = { senderId: number; donations: number };
type Range = { userId: number; start: number | null; end: number | null };
const inRange = ({ start, end }: Range) =>
  sql`${start === null ? sql`1` : sql`created_at >= ${start}`} and ${end === null ? sql`1` : sql`created_at <= ${end}`}`;

/** Who donated to the person most often in the range, most donations first (ties: the latest donator first). */
export const topDonators = (db: Db, range: Range, limit: number, offset: number) =>
  db.all<DonatorCount>(sql`
    select sender_id as senderId, count(*) as donations
    from transactions
    where ${donationsTo(range.userId)} and sender_id is not null and ${inRange(range)}
    group by sender_id
    order by donations desc, max(created_at) desc, sender_id desc
    limit ${limit} offset ${offset}`);

export async function donatorCount(db: Db, range: Range) {
  const [row] = await db.all<{ n: number }>(sql`
    select count(distinct sender_id) as n
    from transactions
    where ${donationsTo(range.userId)} and sender_id is not null and ${inRange(range)}`);
  return row?.n ?? 0;
}
