import "server-only";
import { processorMode } from "@/lib/payments/processor-mode";
import { isLoopbackUrl } from "@/lib/url/loopback";
import type { Db } from "@/server/db/client";
import { localProvider } from "./local";
import type { Delivery } from "./local-subscriptions";
import type { PaymentEnv, PaymentProvider } from "./provider";
import { stripeProvider } from "./stripe";

// Who takes the card: Stripe when its keys are set, else the local card processor where it is
// asked for on a loopback site (development and tests only), else nobody
// (lib/payments/processor-mode.ts). The one module that knows both providers.

/**
 * The provider this deployment uses, or null where there is none (top-up and payout are then
 * unavailable). Half a Stripe configuration is an error, never a fallback to the local one.
 */
export function paymentProvider(env: PaymentEnv, db: Db, localDelivery?: Delivery): PaymentProvider | null {
  const mode = processorMode(env);
  if (mode === "none") return null;
  // the local processor's events of an off-session payment go there (Stripe knows its webhook)
  if (mode === "local") return localProvider(db, env, localDelivery);
  if (!env.STRIPE_SECRET_KEY || !env.STRIPE_WEBHOOK_SECRET) {
    throw new Error("Stripe needs both STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET.");
  }
  return stripeProvider(env.STRIPE_SECRET_KEY, stripeApiUrl(env));
}

/**
 * Where the Stripe client sends its requests instead of Stripe's API: the tests' stand-in
 * (tests/support/stripe-server.ts). Taken only when it and the site are loopback addresses, so
 * a misplaced variable can never send the secret key to another host.
 */
function stripeApiUrl(env: PaymentEnv): string | undefined {
  const url = env.STRIPE_API_URL;
  return url && isLoopbackUrl(url) && isLoopbackUrl(env.SITE_URL) ? url : undefined;
}
