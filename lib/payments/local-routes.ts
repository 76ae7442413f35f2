import "server-only";
import { getCloudflareContext } from "@opennextjs/cloudflare";
import { createDb } from "@/lib/db/client";
import { chargeLocal, type Deliver, type LocalIntentRow, type LocalStep, localIntent } from "./local";
import { stripeConfigured } from "./provider";

// The local card processor's pages and its form door (app/[locale]/(standalone)/pay/local/*,
// app/pay/local/charge). They stand where Stripe's hosted pages would: outside the site's API,
// so they read and write the processor's own table, never the ledger.

/** The intent a checkout page is for; null when there is none, or Stripe is configured. */
export async function checkoutIntent(clientSecret: string | null): Promise<LocalIntentRow | null> {
  if (!clientSecret) return null;
  const { env } = await getCloudflareContext({ async: true });
  if (stripeConfigured(env)) return null;
  return localIntent(createDb(env.DB), clientSecret);
}

const see = (location: string) => new Response(null, { status: 303, headers: { location } });

/**
 * A checkout form's POST: the card (or the second step's answer) taken as Stripe would, the
 * event delivered to the webhook through the worker itself, the payer sent on (303) to the
 * success, failure or confirm page, or back to the checkout for a card it does not know.
 */
export async function handleLocalCharge(request: Request): Promise<Response> {
  const { env } = await getCloudflareContext({ async: true });
  if (stripeConfigured(env))
    return new Response("The local card processor is off: Stripe keys are set.", { status: 404 });
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
  switch (outcome) {
    case "succeeded":
      return see(`/pay/local/success?intent=${intent}`);
    case "requires_action":
      return see(`/pay/local/confirm?client_secret=${secret}`);
    case "invalid_card":
      return see(`/pay/local/checkout?client_secret=${secret}&error=card`);
    default:
      return see(`/pay/local/failure?intent=${intent}`);
  }
}
