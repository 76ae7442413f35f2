import "server-only";
import { createDb } from "@/server/db/client";
import { verifiedEvent, webhookSecret } from "@/server/payments/provider";
import { createContext, type Purge } from "../context";
import { applyCircleSubscriptionEvent, isCircleSubscriptionEvent } from "./circle-card-subscriptions";
import { notifyCircleOwner } from "./circle-notices";
import { applyPayoutEvent, isPayoutEvent } from "./payout";
import { applyPaymentEvent } from "./topup";

/**
 * The webhook (/pay/stripe/webhook): Stripe's events, or the local processor's where it runs
 * (lib/payments/processor-mode.ts), each verified against this deployment's one secret, then
 * handed by its type to the top-ups' service (./topup), the payouts' and connected accounts'
 * (./payout) or card subscriptions' (./circle-card-subscriptions). A missing or wrong signature is refused with 400 before anything is read; an
 * event we have already applied is answered 200 so the sender stops retrying. Where there is no
 * processor every event is refused (404).
 */
export async function handlePaymentWebhook(
  request: Request,
  env: Cloudflare.Env,
  // a card subscription's events change a circle's member count, shown on its cached page
  purge: Purge = () => {},
): Promise<Response> {
  if (request.method !== "POST") return new Response("Method not allowed", { status: 405 });
  const accepted = webhookSecret(env);
  // no processor: nothing may credit a wallet here, however the event is signed
  if (!accepted) return Response.json({ error: "This site takes no payment events." }, { status: 404 });
  const { provider, secret } = accepted;
  const payload = await request.text();
  const event = await verifiedEvent(payload, request.headers.get("stripe-signature"), secret);
  if (!event) return Response.json({ error: "The signature does not verify." }, { status: 400 });
  const db = createDb(env.DB);
  // payouts and connected accounts have their own service, card subscriptions to circles
  // theirs; the rest are top-ups' events
  const outcome = isPayoutEvent(event)
    ? await applyPayoutEvent(db, provider, event, Date.now())
    : isCircleSubscriptionEvent(event)
      ? await applyCircleSubscriptionEvent(db, provider, event, Date.now(), purge, (member) =>
          tellOwnerOfSubscriber(env, member),
        )
      : await applyPaymentEvent(db, provider, event, Date.now());
  if (outcome === "mismatch") {
    console.error(`Payment event ${event.id} does not match its transaction's amount or currency.`);
    return Response.json({ error: "The event does not match its transaction.", outcome }, { status: 400 });
  }
  return Response.json({ received: true, outcome });
}

/** A card subscriber's first month paid: the owner hears of it as of a wallet subscriber. */
async function tellOwnerOfSubscriber(env: Cloudflare.Env, member: { userId: number; circleId: number }) {
  const ctx = await createContext(new Request(env.SITE_URL || "http://localhost/"), env);
  const [subscriber, circle] = await Promise.all([
    ctx.loaders.user.load(member.userId),
    ctx.loaders.circle.load(member.circleId),
  ]);
  if (subscriber && circle) await notifyCircleOwner(ctx, subscriber, circle, "CircleNewSubscriber");
}
