import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "../client";

// A circle's figures for its owner, each one grouped statement: money from the ledger's
// subscriptionSplit transactions to the owner that target the circle, members and invitations
// from their tables, reads from article_reads. Months are cut in SQL by the month's start in UTC
// (strftime over the millisecond time), so a month is one group however long it is.

export type MonthValue = { month: string; value: number };

const MONTH = (column: string) => sql.raw(`strftime('%Y-%m', ${column} / 1000, 'unixepoch')`);

/** HKD cents received each month since `since`, and the paying members of each month. */
export const incomeByMonth = (db: Db, circleId: number, ownerId: number, since: number) =>
  db.all<{ month: string; cents: number; payers: number }>(sql`
    select ${MONTH("created_at")} as month, sum(amount) as cents, count(distinct sender_id) as payers
    from transactions
    where recipient_id = ${ownerId} and purpose = 'subscriptionSplit' and state = 'succeeded'
      and target_type = 'Circle' and target_id = ${circleId} and currency = 'HKD' and created_at >= ${since}
    group by month`);

/** HKD cents received from the circle ever, and since `since`. */
export async function incomeTotals(db: Db, circleId: number, ownerId: number, since: number) {
  const [row] = await db.all<{ total: number | null; recent: number | null }>(sql`
    select sum(amount) as total, sum(case when created_at >= ${since} then amount else 0 end) as recent
    from transactions
    where recipient_id = ${ownerId} and purpose = 'subscriptionSplit' and state = 'succeeded'
      and target_type = 'Circle' and target_id = ${circleId} and currency = 'HKD'`);
  return { total: row?.total ?? 0, recent: row?.recent ?? 0 };
}

/** Members by state now, and what next month's renewals of paying members who stay come to (HKD). */
export async function memberFigures(db: Db, circleId: number) {
  const [row] = await db.all<{ paying: number; trialing: number; renewing: number | null }>(sql`
    select
      sum(case when m.state = 'active' then 1 else 0 end) as paying,
      sum(case when m.state = 'trialing' then 1 else 0 end) as trialing,
      sum(case when m.state = 'active' and m.cancel_at_period_end = 0 then p.amount else 0 end) as renewing
    from circle_members m left join circle_prices p on p.id = m.price_id
    where m.circle_id = ${circleId}`);
  return { paying: row?.paying ?? 0, trialing: row?.trialing ?? 0, renewing: row?.renewing ?? 0 };
}

/** Invitations accepted each month since `since`. */
export const acceptedByMonth = (db: Db, circleId: number, since: number) =>
  db.all<MonthValue>(sql`
    select ${MONTH("accepted_at")} as month, count(*) as value
    from circle_invitations
    where circle_id = ${circleId} and accepted_at is not null and accepted_at >= ${since}
    group by month`);

/** The circle's followers now, how many of them are members, and those who followed each month since `since`. */
export async function followerFigures(db: Db, circleId: number, since: number) {
  const [counts] = await db.all<{ followers: number; members: number }>(sql`
    select count(*) as followers,
      count(m.user_id) as members
    from circle_follows f
    left join circle_members m on m.circle_id = f.circle_id and m.user_id = f.user_id
      and m.state in ('active', 'trialing')
    where f.circle_id = ${circleId}`);
  const byMonth = await db.all<MonthValue>(sql`
    select ${MONTH("created_at")} as month, count(*) as value
    from circle_follows
    where circle_id = ${circleId} and created_at >= ${since}
    group by month`);
  return { followers: counts?.followers ?? 0, members: counts?.members ?? 0, byMonth };
}

/**
 * The owner's active articles of one access as their latest version has it (paywalled: in this
 * circle), most read first.
 */
export const readsOfArticles = (
  db: Db,
  circleId: number,
  ownerId: number,
  access: "public" | "paywall",
  limit: number,
) =>
  db.all<{ articleId: number; reads: number }>(sql`
    select a.id as articleId, (select count(*) from article_reads r where r.article_id = a.id) as reads
    from articles a
    join article_versions v on v.id = (select max(id) from article_versions where article_id = a.id)
    where a.author_id = ${ownerId} and a.state = 'active' and v.access = ${access}
      ${access === "paywall" ? sql`and v.circle_id = ${circleId}` : sql``}
    order by reads desc, a.id desc
    limit ${limit}`);
