import "server-only";
import { and, desc, eq, ne } from "drizzle-orm";
import type { ProcessorEnv } from "@/lib/payments/processor-mode";
import { changesOf, type Db } from "@/server/db/client";
import { localConnectedAccounts, localPayouts } from "@/server/db/schema";
import { type Deliver, deliverLocalEvent, randomHex, refuseUnlessLocal } from "./local-events";
import type { ConnectedAccountObject, PaymentProvider, PayoutObject } from "./provider";

// The local processor's Stripe Connect: connected accounts and their payouts kept in its own
// tables, an onboarding page (/pay/local/onboarding) and a dashboard (/pay/local/dashboard)
// where the developer completes the one and pays or fails the others by hand. Each step is told
// to the site as Stripe tells it: a signed account.updated, payout.paid or payout.failed.

export type LocalAccountRow = typeof localConnectedAccounts.$inferSelect;
export type LocalPayoutRow = typeof localPayouts.$inferSelect;

type ConnectOperations = Pick<
  PaymentProvider,
  "createConnectedAccount" | "onboardingLink" | "loginLink" | "createPayout"
>;

/** The connect half of the local provider (server/payments/local.ts adds it to the card half). */
export function localConnect(db: Db): ConnectOperations {
  return {
    async createConnectedAccount({ userId, country }) {
      const id = `acct_local_${randomHex(12)}`;
      await db
        .insert(localConnectedAccounts)
        .values({ id, country, metadata: JSON.stringify({ userId: String(userId) }) });
      return { id };
    },
    // the pages are this site's own, so the links stay on whichever address the person came by
    async onboardingLink(accountId) {
      return `/pay/local/onboarding?account=${encodeURIComponent(accountId)}`;
    },
    async loginLink(accountId) {
      return `/pay/local/dashboard?account=${encodeURIComponent(accountId)}`;
    },
    async createPayout({ accountId, amount, currency, uid, userId }) {
      const account = await localAccount(db, accountId);
      // as Stripe refuses a payout to an account that cannot take one
      if (!account?.onboarded) throw new Error(`The local account ${accountId} cannot take payouts.`);
      await db
        .insert(localPayouts)
        .values({
          id: `po_local_${randomHex(12)}`,
          accountId,
          amount,
          currency: currency.toLowerCase(),
          status: "pending",
          idempotencyKey: uid,
          metadata: JSON.stringify({ uid, userId: String(userId), purpose: "payout" }),
        })
        // a retried request with the same key answers the payout it made the first time
        .onConflictDoNothing();
      const [payout] = await db.select().from(localPayouts).where(eq(localPayouts.idempotencyKey, uid));
      if (!payout) throw new Error("The local payout was not written.");
      return { id: payout.id };
    },
  };
}

export async function localAccount(db: Db, id: string): Promise<LocalAccountRow | null> {
  const [row] = await db.select().from(localConnectedAccounts).where(eq(localConnectedAccounts.id, id));
  return row ?? null;
}

/** The account's payouts, newest first: its dashboard's list. */
export function localPayoutsOf(db: Db, accountId: string): Promise<LocalPayoutRow[]> {
  return db
    .select()
    .from(localPayouts)
    .where(eq(localPayouts.accountId, accountId))
    .orderBy(desc(localPayouts.createdAt), desc(localPayouts.id));
}

/** The account as Stripe shows it inside an event (the fields the webhook reads). */
export function accountObject(account: LocalAccountRow): ConnectedAccountObject {
  return {
    id: account.id,
    object: "account",
    type: "express",
    country: account.country,
    charges_enabled: false,
    details_submitted: account.onboarded,
    payouts_enabled: account.onboarded,
    created: Math.floor(account.createdAt / 1000),
    metadata: JSON.parse(account.metadata) as Record<string, string>,
  } as ConnectedAccountObject;
}

/** The payout as Stripe shows it inside an event. */
export function payoutObject(payout: LocalPayoutRow): PayoutObject {
  const failed = payout.status === "failed";
  return {
    id: payout.id,
    object: "payout",
    amount: payout.amount,
    currency: payout.currency,
    status: payout.status,
    method: "standard",
    type: "bank_account",
    created: Math.floor(payout.createdAt / 1000),
    livemode: false,
    metadata: JSON.parse(payout.metadata) as Record<string, string>,
    failure_code: failed ? "account_closed" : null,
    failure_message: failed ? "The bank account has been closed." : null,
  } as PayoutObject;
}

type Delivery = { webhookUrl: string; deliver: Deliver };

/** The onboarding page's button: the account can take payouts, and the site hears so (account.updated). */
export async function completeLocalOnboarding(db: Db, env: ProcessorEnv, input: Delivery & { accountId: string }) {
  refuseUnlessLocal(env);
  await db
    .update(localConnectedAccounts)
    .set({ onboarded: true, updatedAt: Date.now() })
    .where(eq(localConnectedAccounts.id, input.accountId));
  const account = await localAccount(db, input.accountId);
  if (!account) return false;
  await deliverLocalEvent(input, "account.updated", accountObject(account), account.id);
  return true;
}

export type PayoutOutcome = "paid" | "failed" | "not_found" | "unchanged";

/**
 * The dashboard's buttons: a pending payout is paid or failed; a paid one may still fail (as a
 * bank returns money days later, and Stripe then sends payout.failed); a failed one stays so.
 */
export async function settleLocalPayout(
  db: Db,
  env: ProcessorEnv,
  input: Delivery & { payoutId: string; status: "paid" | "failed" },
): Promise<PayoutOutcome> {
  refuseUnlessLocal(env);
  const result = await db
    .update(localPayouts)
    .set({ status: input.status, updatedAt: Date.now() })
    .where(
      and(
        eq(localPayouts.id, input.payoutId),
        ne(localPayouts.status, "failed"),
        ne(localPayouts.status, input.status),
      ),
    );
  const [payout] = await db.select().from(localPayouts).where(eq(localPayouts.id, input.payoutId));
  if (!payout) return "not_found";
  // only the request that changed it tells the site (two clicks, one event)
  if (changesOf(result) !== 1) return "unchanged";
  await deliverLocalEvent(input, `payout.${input.status}`, payoutObject(payout), payout.accountId);
  return input.status;
}
