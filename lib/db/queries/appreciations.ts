import "server-only";
import { and, count, desc, eq, lt, or } from "drizzle-orm";
import type { Db } from "../client";
import { appreciations, transactions } from "../schema";

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

const donationsTo = (articleId: number) =>
  and(
    eq(transactions.targetType, "Article"),
    eq(transactions.targetId, articleId),
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

export async function hasDonatedTo(db: Db, userId: number, articleId: number) {
  const [row] = await db
    .select({ id: transactions.id })
    .from(transactions)
    .where(and(donationsTo(articleId), eq(transactions.senderId, userId)))
    .limit(1);
  return row !== undefined;
}
