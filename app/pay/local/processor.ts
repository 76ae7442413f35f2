import "server-only";
import { getCloudflareContext } from "@opennextjs/cloudflare";
import { processorMode } from "@/lib/payments/processor-mode";
import { withCheckoutStatus } from "@/lib/url/checkout-status";
import { safeTarget } from "@/lib/url/safe-target";
import { createDb } from "@/server/db/client";
import { chargeLocal, type Deliver, type LocalIntentRow, type LocalStep, localIntent } from "@/server/payments/local";
import {
  completeLocalOnboarding,
  localAccount,
  localPayoutsOf,
  settleLocalPayout,
} from "@/server/payments/local-connect";
import { billLocalSubscription } from "@/server/payments/local-subscriptions";

// The local card processor's one door into server/: its form routes (./charge for cards,
// ./connect for connected accounts and payouts) and its pages (app/[locale]/(standalone)/pay/local/*)
// reach its tables through here and nowhere else. They stand where Stripe's hosted pages would:
// outside the site's API, so they read and write the processor's own tables, never the ledger.

/** The intent a checkout page is for; null when there is none, or the local processor is off. */
export async function checkoutIntent(clientSecret: string | null): Promise<LocalIntentRow | null> {
  if (!clientSecret) return null;
  const { env } = await getCloudflareContext({ async: true });
  if (processorMode(env) !== "local") return null;
  return localIntent(createDb(env.DB), clientSecret);
}

const localProcessorOff = () =>
  new Response("The local card processor is off: it runs only when asked for on a loopback site without Stripe keys.", {
    status: 404,
  });

const see = (location: string) => new Response(null, { status: 303, headers: { location } });

/**
 * A checkout form's POST: the card (or the second step's answer) taken as Stripe would, the
 * event delivered to the webhook through the worker itself, the payer sent on (303) to the
 * success, failure or confirm page, or back to the checkout for a card it does not know.
 */
export async function handleLocalCharge(request: Request): Promise<Response> {
  const { env } = await getCloudflareContext({ async: true });
  if (processorMode(env) !== "local") return localProcessorOff();
  const form = await request.formData();
  const clientSecret = String(form.get("client_secret") ?? "");
  const answer = form.get("authenticated");
  const step: LocalStep =
    answer === null ? { card: String(form.get("card") ?? "") } : { authenticated: answer === "yes" };
  const origin = new URL(request.url).origin;
  const self = env.WORKER_SELF_REFERENCE;
  // the same door Stripe knocks on; through the worker's own binding, as a fetch to its own
  // loopback address is refused (global_fetch_strictly_public)
  const deliver: Deliver = self ? (r) => self.fetch(r) : (r) => fetch(r);
  const outcome = await chargeLocal(createDb(env.DB), env, {
    clientSecret,
    step,
    webhookUrl: `${origin}/pay/stripe/webhook`,
    deliver,
  });
  const intent = encodeURIComponent(clientSecret.split("_secret_")[0] ?? "");
  const secret = encodeURIComponent(clientSecret);
  // where the payer came from (a circle's page, for a card subscription), as Stripe's return_url
  const back = safeTarget(String(form.get("return") ?? ""), origin);
  const again = back ? `&return=${encodeURIComponent(back)}` : "";
  // a circle's checkout goes back to its page, told how the card payment went (3-D Secure's
  // second step carries the way back along)
  switch (outcome) {
    case "succeeded":
      return see(back ? withCheckoutStatus(back, "paid") : `/pay/local/success?intent=${intent}`);
    case "requires_action":
      return see(`/pay/local/confirm?client_secret=${secret}${again}`);
    case "invalid_card":
      return see(`/pay/local/checkout?client_secret=${secret}&error=card${again}`);
    default:
      return see(back ? withCheckoutStatus(back, "failed") : `/pay/local/failure?intent=${intent}`);
  }
}

/** The local connected account an onboarding or dashboard page is for; null when there is none, or the local processor is off. */
export async function connectedAccount(accountId: string | null) {
  if (!accountId) return null;
  const { env } = await getCloudflareContext({ async: true });
  if (processorMode(env) !== "local") return null;
  const db = createDb(env.DB);
  const account = await localAccount(db, accountId);
  return account ? { account, payouts: await localPayoutsOf(db, account.id) } : null;
}

/**
 * The onboarding and dashboard forms' POST: onboarding completed (account.updated), or a payout
 * marked paid or failed (payout.paid / payout.failed), each told to the webhook as chargeLocal
 * tells a payment; then the person is sent on (303) to the wallet or back to the dashboard.
 */
export async function handleLocalConnect(request: Request): Promise<Response> {
  const { env } = await getCloudflareContext({ async: true });
  if (processorMode(env) !== "local") return localProcessorOff();
  const form = await request.formData();
  const action = String(form.get("action") ?? "");
  const accountId = String(form.get("account") ?? "");
  const origin = new URL(request.url).origin;
  const self = env.WORKER_SELF_REFERENCE;
  const delivery = {
    webhookUrl: `${origin}/pay/stripe/webhook`,
    deliver: (self ? (r) => self.fetch(r) : (r) => fetch(r)) satisfies Deliver,
  };
  const db = createDb(env.DB);
  if (action === "onboard") {
    const done = await completeLocalOnboarding(db, env, { ...delivery, accountId });
    return see(done ? "/me/wallet" : `/pay/local/onboarding?account=${encodeURIComponent(accountId)}`);
  }
  if (action === "paid" || action === "failed") {
    await settleLocalPayout(db, env, { ...delivery, payoutId: String(form.get("payout") ?? ""), status: action });
    return see(`/pay/local/dashboard?account=${encodeURIComponent(accountId)}`);
  }
  return new Response("Unknown action.", { status: 400 });
}

/**
 * Stripe's test clock for the local processor's subscriptions: POST { subscription, card? }
 * bills the next period now (to the saved card, or `card` to play a card declined since) and
 * delivers its events, or deletes a subscription set to cancel at its period's end. Answers
 * the outcome: paid, failed, canceled or not_found.
 */
export async function handleLocalBilling(request: Request): Promise<Response> {
  const { env } = await getCloudflareContext({ async: true });
  if (processorMode(env) !== "local") return localProcessorOff();
  const form = await request.formData();
  const card = form.get("card");
  const self = env.WORKER_SELF_REFERENCE;
  const outcome = await billLocalSubscription(createDb(env.DB), env, {
    subscriptionId: String(form.get("subscription") ?? ""),
    ...(card ? { card: String(card) } : {}),
    webhookUrl: `${new URL(request.url).origin}/pay/stripe/webhook`,
    deliver: self ? (r) => self.fetch(r) : (r) => fetch(r),
  });
  return Response.json({ outcome }, { status: outcome === "not_found" ? 404 : 200 });
}
