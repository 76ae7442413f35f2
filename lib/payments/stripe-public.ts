import "server-only";
import { getCloudflareContext } from "@opennextjs/cloudflare";
import { processorMode } from "./processor-mode";

/**
 * The publishable key Stripe's card form loads Stripe.js with; null where Stripe is not this
 * deployment's processor (the local one confirms on its own checkout page) or the key is unset.
 */
export async function stripePublishableKey(): Promise<string | null> {
  const { env } = await getCloudflareContext({ async: true });
  if (processorMode(env) !== "stripe") return null;
  return env.STRIPE_PUBLISHABLE_KEY?.startsWith("pk_") ? env.STRIPE_PUBLISHABLE_KEY : null;
}
