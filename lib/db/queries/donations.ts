import "server-only";
import { and, count, countDistinct, eq } from "drizzle-orm";
import type { Db } from "../client";
import { transactions } from "../schema";

// Counts of a person's succeeded donations, both ways, for UserStatus.

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
