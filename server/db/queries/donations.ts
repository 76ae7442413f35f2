import "server-only";
import { and, count, countDistinct, desc, eq, inArray, isNotNull, sql } from "drizzle-orm";
import type { Db } from "../client";
import { transactions } from "../schema";

// Succeeded donations: a person's counts both ways (UserStatus), and who gave an article (Article).

const succeededDonation = and(eq(transactions.purpose, "donation"), eq(transactions.state, "succeeded"));

/** Different articles the person has supported. */
export async function donatedArticleCount(db: Db, userId: number) {
  const [row] = await db
    .select({ n: countDistinct(transactions.targetId) })
    .from(transactions)
    .where(and(eq(transactions.senderId, userId), succeededDonation, eq(transactions.targetType, "Article")));
  return row?.n ?? 0;
}

/** Donations the person has received. Walks transactions_recipient_donation_idx. */
export async function receivedDonationCount(db: Db, userId: number) {
  const [row] = await db
    .select({ n: count() })
    .from(transactions)
    .where(and(eq(transactions.recipientId, userId), succeededDonation));
  return row?.n ?? 0;
}

// ---- an article's givers ----

type Purpose = (typeof transactions.$inferSelect)["purpose"];

/** Succeeded transactions of `purpose` to the article, from someone (a person, not a chain address). */
const givenTo = (articleId: number, purpose: Purpose, senderId?: number) =>
  and(
    eq(transactions.targetType, "Article"),
    eq(transactions.targetId, articleId),
    eq(transactions.purpose, purpose),
    eq(transactions.state, "succeeded"),
    senderId === undefined ? isNotNull(transactions.senderId) : eq(transactions.senderId, senderId),
  );

/**
 * The people who gave the article, each once, whoever gave last first, keyed by (their last
 * time, their id). Walks transactions_target_idx: the rows of one article and purpose.
 */
export function articleGiverPage(
  db: Db,
  filter: { articleId: number; purpose: Purpose; senderId?: number },
  limit: number,
  after?: readonly [number, number],
) {
  const lastAt = sql<number>`max(${transactions.createdAt})`;
  return db
    .select({ userId: sql<number>`${transactions.senderId}`, createdAt: lastAt })
    .from(transactions)
    .where(givenTo(filter.articleId, filter.purpose, filter.senderId))
    .groupBy(transactions.senderId)
    .having(
      after
        ? sql`${lastAt} < ${after[0]} or (${lastAt} = ${after[0]} and ${transactions.senderId} < ${after[1]})`
        : undefined,
    )
    .orderBy(desc(lastAt), desc(transactions.senderId))
    .limit(limit + 1);
}

/** How many different people gave the article. */
export async function articleGiverCount(db: Db, filter: { articleId: number; purpose: Purpose; senderId?: number }) {
  const [row] = await db
    .select({ n: countDistinct(transactions.senderId) })
    .from(transactions)
    .where(givenTo(filter.articleId, filter.purpose, filter.senderId));
  return row?.n ?? 0;
}

/** How many different people donated to each of `articleIds`, in one statement; a missing one has none. */
export async function articleDonorCounts(db: Db, articleIds: readonly number[]) {
  const rows = await db
    .select({ id: transactions.targetId, n: countDistinct(transactions.senderId) })
    .from(transactions)
    .where(
      and(
        eq(transactions.targetType, "Article"),
        inArray(transactions.targetId, [...articleIds]),
        eq(transactions.purpose, "donation"),
        eq(transactions.state, "succeeded"),
        isNotNull(transactions.senderId),
      ),
    )
    .groupBy(transactions.targetId);
  return new Map(rows.map((r) => [r.id ?? 0, r.n]));
}

/**
 * Other articles that the article's supporters also supported, those shared by the most
 * supporters first, then the latest supported: at most `limit` ids. Both sides walk an index
 * (transactions_target_idx for the supporters, transactions_sender_idx for what they gave).
 */
export async function alsoSupportedArticleIds(db: Db, articleId: number, limit: number): Promise<number[]> {
  const rows = await db.all<{ id: number }>(sql`
    select t2.target_id as id
    from (select distinct sender_id from ${transactions}
          where target_type = 'Article' and target_id = ${articleId} and purpose = 'donation'
            and state = 'succeeded' and sender_id is not null) s
    join ${transactions} t2 on t2.sender_id = s.sender_id
    where t2.target_type = 'Article' and t2.target_id != ${articleId}
      and t2.purpose = 'donation' and t2.state = 'succeeded'
    group by t2.target_id
    order by count(distinct t2.sender_id) desc, max(t2.created_at) desc, t2.target_id desc
    limit ${limit}`);
  return rows.map((r) => r.id);
}
