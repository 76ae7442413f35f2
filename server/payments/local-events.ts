import "server-only";
import { type ProcessorEnv, processorMode } from "@/lib/payments/processor-mode";
import { LOCAL_WEBHOOK_SECRET, signPayload } from "./provider";

// How the local processor tells the site what happened: an event in Stripe's format, signed
// with the local secret, POSTed to the site's one webhook, as Stripe would send it.

/** Sends a signed request to the site's webhook: through the worker's own binding in production builds. */
export type Deliver = (request: Request) => Promise<Response>;

/** Every step of the local processor starts here: it runs only where processorMode says "local". */
export function refuseUnlessLocal(env: ProcessorEnv) {
  const mode = processorMode(env);
  if (mode === "stripe") throw new Error("The local card processor is for development only: Stripe keys are set.");
  if (mode === "none") {
    throw new Error(
      "The local card processor is for development only: it runs when asked for (LOCAL_CARD_PROCESSOR=on) on a loopback SITE_URL.",
    );
  }
}

export const randomHex = (bytes: number) =>
  Array.from(crypto.getRandomValues(new Uint8Array(bytes)), (b) => b.toString(16).padStart(2, "0")).join("");

/**
 * A Stripe-format event around `object`, signed with the local secret, POSTed to the webhook.
 * `account` is set on a connected account's events, as Stripe sets it on Connect events.
 */
export async function deliverLocalEvent(
  input: { webhookUrl: string; deliver: Deliver },
  type: string,
  object: object,
  account?: string,
) {
  const payload = JSON.stringify({
    id: `evt_local_${randomHex(12)}`,
    object: "event",
    type,
    ...(account ? { account } : {}),
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: { object },
  });
  // Stripe retries for days; the local processor a few times at once, then says so
  let last = "";
  for (let attempt = 0; attempt < 3; attempt++) {
    const response = await input.deliver(
      new Request(input.webhookUrl, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "stripe-signature": await signPayload(payload, LOCAL_WEBHOOK_SECRET),
        },
        body: payload,
      }),
    );
    if (response.ok) return;
    last = `${response.status} ${await response.text()}`;
  }
  throw new Error(`The webhook refused the local processor's ${type}: ${last}`);
}
