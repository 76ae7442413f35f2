import "server-only";
import { and, eq } from "drizzle-orm";
import type { Db } from "../client";
import { stripeAccounts } from "../schema";

// Who is paid out where: a person's connected account at the processor.

export type StripeAccountRow = typeof stripeAccounts.$inferSelect;
/** The processor an account is at, as the table holds it (server/payments names the same two). */
type ProviderName = StripeAccountRow["provider"];

export async function stripeAccountOf(db: Db, userId: number): Promise<StripeAccountRow | null> {
  const [row] = await db.select().from(stripeAccounts).where(eq(stripeAccounts.userId, userId));
  return row ?? null;
}

/** Keeps a new account unless the person has one already (a racing call): answers the one kept. */
export async function keepStripeAccount(
  db: Db,
  account: { userId: number; provider: ProviderName; accountId: string; country: string },
): Promise<StripeAccountRow> {
  await db.insert(stripeAccounts).values(account).onConflictDoNothing();
  const kept = await stripeAccountOf(db, account.userId);
  if (!kept) throw new Error("The connected account was not kept.");
  return kept;
}

/** What the processor said of an account's payouts (account.updated); false when it is not ours. */
export async function setPayoutsEnabled(
  db: Db,
  provider: ProviderName,
  accountId: string,
  enabled: boolean,
  now: number,
): Promise<boolean> {
  const rows = await db
    .update(stripeAccounts)
    .set({ payoutsEnabled: enabled, updatedAt: now })
    .where(and(eq(stripeAccounts.provider, provider), eq(stripeAccounts.accountId, accountId)))
    .returning({ userId: stripeAccounts.userId });
  return rows.length > 0;
}
