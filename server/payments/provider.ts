import "server-only";
import Stripe from "stripe";
import { type ProcessorEnv, processorMode } from "@/lib/payments/processor-mode";

// What a payment provider answers, and how its events are signed and verified. Two providers
// implement it: Stripe (./stripe.ts) and the local card processor (./local.ts); both deliver their
// events, signed, to the same webhook (/pay/stripe/webhook), verified by the same code below.
// Which one a deployment uses is ./choose-provider.ts's: this module imports neither, so each
// provider can import it without a cycle.

export type ProviderName = "stripe" | "local";

/** A PaymentIntent as addCredit needs it: the provider's id (our providerRef) and the secret the payer's page confirms with. */
export type CreatedIntent = { id: string; clientSecret: string };

export type NewIntent = {
  /** In the currency's smallest unit (HKD cents), as Stripe's `amount` is. */
  amount: number;
  currency: "HKD";
  /** Our transaction's uid: the idempotency key at the provider, and in the intent's metadata. */
  uid: string;
  userId: number;
};

/** A connected account for a person's payouts (Stripe Connect Express). */
export type NewConnectedAccount = {
  userId: number;
  /** ISO 3166-1 alpha-2. */
  country: string;
  email: string | null;
};

/** Where the processor sends the person back from onboarding: done, or the link had expired. */
export type OnboardingReturn = { returnUrl: string; refreshUrl: string };

export type NewPayout = {
  /** The connected account's id at the processor. */
  accountId: string;
  /** What reaches the person, fee taken: in the currency's smallest unit. */
  amount: number;
  currency: "HKD";
  /** Our transaction's uid: the idempotency key at the provider, and in the payout's metadata. */
  uid: string;
  userId: number;
};

/** A circle's monthly price, made a recurring Price at the processor (with its Product). */
export type NewPrice = {
  /** Our circle_prices id: the idempotency key at the provider. */
  priceId: number;
  circleId: number;
  /** The circle's name, the product's name on the processor's receipts. */
  name: string;
  amount: number;
  currency: "HKD";
};

/** A card subscription to a circle: billed monthly to the customer at the price. */
export type NewSubscription = {
  customerId: string;
  /** The processor's price id (NewPrice made it). */
  priceId: string;
  /** The price in the currency's smallest unit (the local processor bills it; Stripe reads its Price). */
  amount: number;
  currency: "HKD";
  circleId: number;
  userId: number;
  /** The idempotency key at the provider: a retried subscribeCircle makes no second subscription. */
  key: string;
  /**
   * The ended free trial (its end, ms) this subscription pays on from: in the subscription's
   * metadata, so the first paid invoice marks the invitation transfer_succeeded.
   */
  trialEnd?: number;
};

/** The subscription made, and the secret the payer's page confirms its first invoice's payment with. */
export type CreatedSubscription = { id: string; clientSecret: string };

export interface PaymentProvider {
  readonly name: ProviderName;
  createIntent(intent: NewIntent): Promise<CreatedIntent>;
  /** The client secret of an intent createIntent made: a repeated addCredit answers it again. */
  intentClientSecret(intentId: string): Promise<string>;
  /** Opens a connected account; its id is kept in stripe_accounts. */
  createConnectedAccount(account: NewConnectedAccount): Promise<{ id: string }>;
  /** A link to the processor's onboarding for the account (single use, short-lived at Stripe). */
  onboardingLink(accountId: string, back: OnboardingReturn): Promise<string>;
  /** A link to the account's dashboard at the processor (Stripe Express's login link). */
  loginLink(accountId: string): Promise<string>;
  /** Sends `amount` to the account's bank; its payout id is our providerRef. */
  createPayout(payout: NewPayout): Promise<{ id: string }>;
  /** A customer for the person's card subscriptions; its id is kept in processor_customers. */
  createCustomer(customer: { userId: number; email: string | null }): Promise<{ id: string }>;
  /** A Price for a circle's price; its id is kept in processor_circle_prices. */
  createPrice(price: NewPrice): Promise<{ id: string }>;
  /** Opens a subscription whose first invoice waits for the payer (Stripe's default_incomplete). */
  createSubscription(subscription: NewSubscription): Promise<CreatedSubscription>;
  /**
   * Ends a subscription: at its period's end (no further invoice, no refund), or now (a renewal
   * left unpaid, which the processor would otherwise keep retrying).
   */
  cancelSubscription(subscriptionId: string, when: "periodEnd" | "now"): Promise<void>;
  /**
   * The card the customer saved paying an earlier subscription's invoice (its payment method
   * at the processor), to be charged off-session; null when there is none.
   */
  savedCard(customerId: string): Promise<string | null>;
  /**
   * Pays a subscription's open first invoice with a saved card, off-session (no payer at hand):
   * true when paid, false when declined or when the card asks for its holder (3-D Secure),
   * which nobody is there to answer. Throws when the processor cannot be reached. Its events
   * reach the webhook as a checkout's do.
   */
  payFirstInvoiceOffSession(subscriptionId: string, card: string): Promise<boolean>;
}

export type PaymentEnv = ProcessorEnv & Pick<Cloudflare.Env, "STRIPE_API_URL">;

/**
 * The local processor signs with this. It is no secret, which is why the local processor (and
 * so this secret) is taken only where processorMode says "local": asked for, on a loopback site.
 */
export const LOCAL_WEBHOOK_SECRET = "whsec_local_development_only";

/** The secret webhook events must be signed with on this deployment; null where there is no processor. */
export function webhookSecret(env: PaymentEnv): { provider: ProviderName; secret: string } | null {
  const mode = processorMode(env);
  if (mode === "none") return null;
  if (mode === "local") return { provider: "local", secret: LOCAL_WEBHOOK_SECRET };
  if (!env.STRIPE_WEBHOOK_SECRET) throw new Error("STRIPE_WEBHOOK_SECRET is not set.");
  return { provider: "stripe", secret: env.STRIPE_WEBHOOK_SECRET };
}

const crypto = Stripe.createSubtleCryptoProvider();

/**
 * The event in a webhook request, when its Stripe-Signature header signs this exact body with
 * `secret` within Stripe's tolerance (5 minutes); null otherwise.
 */
export async function verifiedEvent(payload: string, signature: string | null, secret: string) {
  if (!signature) return null;
  try {
    return await Stripe.webhooks.constructEventAsync(payload, signature, secret, undefined, crypto);
  } catch {
    return null;
  }
}

/** A Stripe-Signature header for `payload`, as Stripe makes them (the local processor's and the tests'). */
export function signPayload(payload: string, secret: string) {
  return Stripe.webhooks.generateTestHeaderStringAsync({ payload, secret, cryptoProvider: crypto });
}

export type PaymentEvent = Stripe.Event;
export type PaymentIntentObject = Stripe.PaymentIntent;
export type ConnectedAccountObject = Stripe.Account;
export type PayoutObject = Stripe.Payout;
export type InvoiceObject = Stripe.Invoice;
export type SubscriptionObject = Stripe.Subscription;
