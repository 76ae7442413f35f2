import "server-only";
import Stripe from "stripe";
import type { PaymentProvider } from "./provider";

// Stripe through its official library, over fetch (workerd has no Node http). The payer
// confirms on Stripe's side with the client secret; the webhook tells us the outcome.

export function stripeProvider(secretKey: string): PaymentProvider {
  const stripe = new Stripe(secretKey, { httpClient: Stripe.createFetchHttpClient() });
  return {
    name: "stripe",
    async createIntent({ amount, currency, uid, userId }) {
      const intent = await stripe.paymentIntents.create(
        {
          amount,
          currency: currency.toLowerCase(),
          automatic_payment_methods: { enabled: true },
          metadata: { uid, userId: String(userId), purpose: "addCredit" },
        },
        // a retried addCredit with the same transaction never makes a second intent
        { idempotencyKey: `addCredit:${uid}` },
      );
      if (!intent.client_secret) throw new Error("Stripe answered a PaymentIntent without a client secret.");
      return { id: intent.id, clientSecret: intent.client_secret };
    },
  };
}
