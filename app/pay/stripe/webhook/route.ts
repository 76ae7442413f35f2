import { getCloudflareContext } from "@opennextjs/cloudflare";
import { revalidateTag } from "next/cache";
import { handlePaymentWebhook } from "@/server/api/services/payment-webhook";

// The payment processor's door: Stripe's events, or the local card processor's where it runs
// (asked for, on a loopback site; lib/payments/processor-mode.ts). Verification and the ledger
// live in server/api/services/payment-webhook.ts (the second route, after app/graphql, that imports
// server/api: the money must move by the API's own rules).
export async function POST(request: Request) {
  const { env } = await getCloudflareContext({ async: true });
  return handlePaymentWebhook(request, env, (tags) => {
    for (const tag of tags) revalidateTag(tag, { expire: 0 });
  });
}
