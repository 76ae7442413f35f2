import "server-only";
import { and, count, desc, eq, inArray, lt, or, sql } from "drizzle-orm";
import type { Db } from "../client";
import { appreciations, articles, blocks, transactions } from "../schema";

// What an article received from readers: appreciations (likes, in amounts) and donations
// (succeeded transactions whose target is the article).

export type AppreciationRow = typeof appreciations.$inferSelect;
export type DonationRow = { id: number; senderId: number | null; createdAt: number };

/** An article's appreciations, newest first. Walks appreciations_article_idx. */
export function articleAppreciationPage(db: Db, articleId: number, limit: number, after?: readonly [number, number]) {
  return db
    .select()
    .from(appreciations)
    .where(
      and(
        eq(appreciations.articleId, articleId),
        after
          ? or(
              lt(appreciations.createdAt, after[0]),
              and(eq(appreciations.createdAt, after[0]), lt(appreciations.id, after[1])),
            )
          : undefined,
      ),
    )
    .orderBy(desc(appreciations.createdAt), desc(appreciations.id))
    .limit(limit + 1);
}

export async function articleAppreciationCount(db: Db, articleId: number) {
  const [row] = await db.select({ n: count() }).from(appreciations).where(eq(appreciations.articleId, articleId));
  return row?.n ?? 0;
}

/** articleAppreciationCount of many articles in one statement (appreciations_article_idx); a missing one has none. */
export async function articleAppreciationCounts(db: Db, articleIds: readonly number[]) {
  const rows = await db
    .select({ id: appreciations.articleId, n: count() })
    .from(appreciations)
    .where(inArray(appreciations.articleId, [...articleIds]))
    .groupBy(appreciations.articleId);
  return new Map(rows.map((r) => [r.id ?? 0, r.n]));
}

const donationsTo = (articleId: number) => donationsToAny([articleId]);

const donationsToAny = (articleIds: readonly number[]) =>
  and(
    eq(transactions.targetType, "Article"),
    inArray(transactions.targetId, [...articleIds]),
    eq(transactions.purpose, "donation"),
    eq(transactions.state, "succeeded"),
  );

/** An article's donations, newest first. Walks transactions_target_idx. */
export function articleDonationPage(
  db: Db,
  articleId: number,
  limit: number,
  after?: readonly [number, number],
): Promise<DonationRow[]> {
  return db
    .select({ id: transactions.id, senderId: transactions.senderId, createdAt: transactions.createdAt })
    .from(transactions)
    .where(
      and(
        donationsTo(articleId),
        after
          ? or(
              lt(transactions.createdAt, after[0]),
              and(eq(transactions.createdAt, after[0]), lt(transactions.id, after[1])),
            )
          : undefined,
      ),
    )
    .orderBy(desc(transactions.createdAt), desc(transactions.id))
    .limit(limit + 1);
}

export async function articleDonationCount(db: Db, articleId: number) {
  const [row] = await db.select({ n: count() }).from(transactions).where(donationsTo(articleId));
  return row?.n ?? 0;
}

/** articleDonationCount of many articles in one statement (transactions_target_idx); a missing one has none. */
export async function articleDonationCounts(db: Db, articleIds: readonly number[]) {
  const rows = await db
    .select({ id: transactions.targetId, n: count() })
    .from(transactions)
    .where(donationsToAny(articleIds))
    .groupBy(transactions.targetId);
  return new Map(rows.map((r) => [r.id ?? 0, r.n]));
}

export async function hasDonatedTo(db: Db, userId: number, articleId: number) {
  const [row] = await db
    .select({ id: transactions.id })
    .from(transactions)
    .where(and(donationsTo(articleId), eq(transactions.senderId, userId)))
    .limit(1);
  return row !== undefined;
}

// ---- giving ----

type Giving = { senderId: number; recipientId: number; articleId: number; now: number };

/** Not to someone who blocked the giver: checked in the statement, so a block made meanwhile holds. */
const notBlockedBy = ({ senderId, recipientId }: Giving) =>
  sql`not exists (select 1 from ${blocks} where ${blocks.userId} = ${recipientId} and ${blocks.blockedId} = ${senderId})`;

// The inserts below select every column of appreciations in the table's order (id left to
// SQLite): drizzle's insert … select takes a raw SELECT that way, and only that way joins a batch.

/**
 * Likes, cut to what the reader has left of `limit` for the article, in one statement: the sum
 * of what they gave and the new row are read and written together, so concurrent likes can
 * never pass the limit between them. Writes nothing when none is left (appreciations_sender_article_idx).
 */
export function appreciate(db: Db, giving: Giving & { amount: number; limit: number }) {
  const { senderId, recipientId, articleId, amount, limit, now } = giving;
  return db.insert(appreciations).select(
    sql`select null, ${senderId}, ${recipientId}, ${articleId}, min(${amount}, ${limit} - given), 'appreciate', ${now}
    from (select coalesce(sum(${appreciations.amount}), 0) as given from ${appreciations}
      where ${appreciations.senderId} = ${senderId} and ${appreciations.articleId} = ${articleId}
        and ${appreciations.purpose} = 'appreciate')
    where given < ${limit} and ${notBlockedBy(giving)}`,
  );
}

/** A civic liker's super like: one like of its own, once per reader and article. */
export function superLike(db: Db, giving: Giving) {
  const { senderId, recipientId, articleId, now } = giving;
  return db.insert(appreciations).select(
    sql`select null, ${senderId}, ${recipientId}, ${articleId}, 1, 'superLike', ${now}
    where not exists (select 1 from ${appreciations} where ${appreciations.senderId} = ${senderId}
        and ${appreciations.articleId} = ${articleId} and ${appreciations.purpose} = 'superLike')
      and ${notBlockedBy(giving)}`,
  );
}

/** The article's appreciation total, summed again from its rows. */
export const recountAppreciations = (db: Db, articleId: number) =>
  db
    .update(articles)
    .set({
      appreciationTotal: sql`(select coalesce(sum(${appreciations.amount}), 0) from ${appreciations} where ${appreciations.articleId} = ${articleId})`,
    })
    .where(eq(articles.id, articleId));

export type Given = { likes: number; superLiked: boolean };

/** What one reader gave each of these articles: likes (the limit counts these) and whether a super like. */
export async function givenAmong(db: Db, senderId: number, articleIds: readonly number[]) {
  const given = new Map<number, Given>();
  if (articleIds.length === 0) return given;
  const rows = await db
    .select({
      articleId: appreciations.articleId,
      purpose: appreciations.purpose,
      amount: sql<number>`coalesce(sum(${appreciations.amount}), 0)`,
    })
    .from(appreciations)
    .where(and(eq(appreciations.senderId, senderId), inArray(appreciations.articleId, [...articleIds])))
    .groupBy(appreciations.articleId, appreciations.purpose);
  for (const row of rows) {
    if (row.articleId === null) continue;
    const entry = given.get(row.articleId) ?? { likes: 0, superLiked: false };
    if (row.purpose === "appreciate") entry.likes += row.amount;
    if (row.purpose === "superLike") entry.superLiked = true;
    given.set(row.articleId, entry);
  }
  return given;
}

// ---- a person's appreciations ----

/** Given (sender) or received (recipient). */
export type AppreciationSide = "sender" | "recipient";
const sideColumn = (side: AppreciationSide) => (side === "sender" ? appreciations.senderId : appreciations.recipientId);

/** A person's appreciations on one side, newest first (appreciations_sender_idx, appreciations_recipient_idx). */
export function personAppreciationPage(
  db: Db,
  side: AppreciationSide,
  userId: number,
  limit: number,
  after?: readonly [number, number],
) {
  return db
    .select()
    .from(appreciations)
    .where(
      and(
        eq(sideColumn(side), userId),
        after
          ? or(
              lt(appreciations.createdAt, after[0]),
              and(eq(appreciations.createdAt, after[0]), lt(appreciations.id, after[1])),
            )
          : undefined,
      ),
    )
    .orderBy(desc(appreciations.createdAt), desc(appreciations.id))
    .limit(limit + 1);
}

/** How many appreciations, and the sum of their amounts, on one side of a person. */
export async function personAppreciationTotals(db: Db, side: AppreciationSide, userId: number) {
  const [row] = await db
    .select({ n: count(), amount: sql<number>`coalesce(sum(${appreciations.amount}), 0)` })
    .from(appreciations)
    .where(eq(sideColumn(side), userId));
  return { count: row?.n ?? 0, amount: row?.amount ?? 0 };
}
