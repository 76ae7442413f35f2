import "server-only";
import Stripe from "stripe";
import type { PaymentProvider } from "./provider";

// Stripe through its official library, over fetch (workerd has no Node http). The payer
// confirms on Stripe's side with the client secret; the webhook tells us the outcome. Payouts
// go through Connect: an Express account per person, paid by a transfer from the platform's
// balance and then a manual payout on that account, whose events (payout.paid / .failed) reach
// the same webhook as Connect events.

/** Stripe's own API, or the server at `apiUrl` (the tests' stand-in, which speaks its REST API). */
function apiAddress(apiUrl: string | undefined) {
  if (!apiUrl) return {};
  const url = new URL(apiUrl);
  const protocol = url.protocol === "http:" ? "http" : "https";
  return { protocol, host: url.hostname, port: url.port || (protocol === "http" ? "80" : "443") } as const;
}

export function stripeProvider(secretKey: string, apiUrl?: string): PaymentProvider {
  const stripe = new Stripe(secretKey, { httpClient: Stripe.createFetchHttpClient(), ...apiAddress(apiUrl) });
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

    async intentClientSecret(intentId) {
      const intent = await stripe.paymentIntents.retrieve(intentId);
      if (!intent.client_secret) throw new Error("Stripe answered a PaymentIntent without a client secret.");
      return intent.client_secret;
    },

    async createConnectedAccount({ userId, country, email }) {
      const account = await stripe.accounts.create(
        {
          type: "express",
          country,
          email: email ?? undefined,
          capabilities: { transfers: { requested: true } },
          // payouts leave only when payout asks, so each one has its transaction and its events
          settings: { payouts: { schedule: { interval: "manual" } } },
          metadata: { userId: String(userId) },
        },
        // two racing connectStripeAccount calls of one person open one account
        { idempotencyKey: `connect:${userId}` },
      );
      return { id: account.id };
    },

    async onboardingLink(accountId, { returnUrl, refreshUrl }) {
      const link = await stripe.accountLinks.create({
        account: accountId,
        type: "account_onboarding",
        return_url: returnUrl,
        refresh_url: refreshUrl,
      });
      return link.url;
    },

    async loginLink(accountId) {
      return (await stripe.accounts.createLoginLink(accountId)).url;
    },

    async createPayout({ accountId, amount, currency, uid, userId }) {
      const metadata = { uid, userId: String(userId), purpose: "payout" };
      const transfer = await stripe.transfers.create(
        { amount, currency: currency.toLowerCase(), destination: accountId, metadata },
        { idempotencyKey: `payout-transfer:${uid}` },
      );
      try {
        const payout = await stripe.payouts.create(
          { amount, currency: currency.toLowerCase(), metadata },
          { stripeAccount: accountId, idempotencyKey: `payout:${uid}` },
        );
        return { id: payout.id };
      } catch (error) {
        // the money went to the account but not on to its bank: take it back before we reverse ours
        await stripe.transfers
          .createReversal(transfer.id, {}, { idempotencyKey: `payout-transfer-reversal:${uid}` })
          .catch((reversal: unknown) => console.error("The payout's transfer could not be reversed.", reversal));
        throw error;
      }
    },

    async createCustomer({ userId, email }) {
      const customer = await stripe.customers.create(
        { email: email ?? undefined, metadata: { userId: String(userId) } },
        // two racing first card subscriptions of one person open one customer
        { idempotencyKey: `customer:${userId}` },
      );
      return { id: customer.id };
    },

    async createPrice({ priceId, circleId, name, amount, currency }) {
      const price = await stripe.prices.create(
        {
          currency: currency.toLowerCase(),
          unit_amount: amount,
          recurring: { interval: "month" },
          product_data: { name },
          metadata: { circleId: String(circleId), priceId: String(priceId) },
        },
        { idempotencyKey: `circle-price:${priceId}` },
      );
      return { id: price.id };
    },

    async createSubscription({ customerId, priceId, circleId, userId, key, trialEnd }) {
      const subscription = await stripe.subscriptions.create(
        {
          customer: customerId,
          items: [{ price: priceId }],
          // the first invoice waits for the payer's card on the checkout page
          payment_behavior: "default_incomplete",
          payment_settings: { save_default_payment_method: "on_subscription" },
          metadata: {
            circleId: String(circleId),
            userId: String(userId),
            purpose: "circleSubscription",
            ...(trialEnd ? { trialEnd: String(trialEnd) } : {}),
          },
          // the invoice's payment, whose secret the checkout confirms (the API's place for it since 2025)
          expand: ["latest_invoice.confirmation_secret"],
        },
        { idempotencyKey: `circle-subscription:${key}` },
      );
      const invoice = subscription.latest_invoice;
      const secret = typeof invoice === "object" ? invoice?.confirmation_secret?.client_secret : undefined;
      if (!secret) throw new Error("Stripe answered a subscription without its first invoice's client secret.");
      return { id: subscription.id, clientSecret: secret };
    },

    async cancelSubscription(subscriptionId, when) {
      if (when === "now") await stripe.subscriptions.cancel(subscriptionId);
      else await stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: true });
    },

    // save_default_payment_method kept the checkout's card attached to the customer; newest first
    async savedCard(customerId) {
      const cards = await stripe.customers.listPaymentMethods(customerId, { type: "card", limit: 1 });
      return cards.data[0]?.id ?? null;
    },

    async payFirstInvoiceOffSession(subscriptionId, card) {
      const subscription = await stripe.subscriptions.retrieve(subscriptionId);
      const invoice = subscription.latest_invoice;
      const invoiceId = typeof invoice === "string" ? invoice : invoice?.id;
      if (!invoiceId) throw new Error(`Stripe's subscription ${subscriptionId} has no first invoice.`);
      try {
        const paid = await stripe.invoices.pay(
          invoiceId,
          { payment_method: card, off_session: true },
          // two rounds at once pay the invoice once
          { idempotencyKey: `circle-invoice-off-session:${invoiceId}` },
        );
        return paid.status === "paid";
      } catch (error) {
        // declined, or the card wants its holder (authentication_required): nobody is there
        if (error instanceof Stripe.errors.StripeCardError) return false;
        throw error;
      }
    },
  };
}
