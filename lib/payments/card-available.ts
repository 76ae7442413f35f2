import "server-only";
import { getCloudflareContext } from "@opennextjs/cloudflare";
import { processorMode } from "./processor-mode";

/**
 * Whether a card can be taken here (Stripe, or the local processor where it runs): where it
 * cannot, subscribing to a circle offers the wallet only, as subscribeCircle without a
 * password would ask for one.
 */
export async function cardPaymentsAvailable(): Promise<boolean> {
  const { env } = await getCloudflareContext({ async: true });
  return processorMode(env) !== "none";
}
