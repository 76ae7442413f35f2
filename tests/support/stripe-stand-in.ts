// The API tests' side of the Stripe stand-in (stripe-server.ts, started by stripe-global-setup.ts):
// a platform of its own per test, the variables that point the worker's real `stripe` client at
// it, what reached it, and its webhook events handed to the worker's webhook as Stripe delivers
// them (one after another, each signed with the platform's secret).
import { env } from "cloudflare:workers";
import Stripe from "stripe";
import { inject } from "vitest";
import { handlePaymentWebhook } from "@/server/api/services/payment-webhook";
import type { LoggedRequest } from "./stripe-server";

export type { LoggedRequest } from "./stripe-server";

const WEBHOOK = "http://127.0.0.1:8787/pay/stripe/webhook";

/** A signed event as the stand-in hands it over, and what the site's webhook answered to it. */
export type Delivery = { payload: string; signature: string };
export type Delivered = { type: string; status: number; outcome: string | undefined; delivery: Delivery };

export async function stripePlatform(options: { available?: number } = {}) {
  const server = inject("stripeServer");
  const made = await fetch(`${server}/_stand-in/platforms`, { method: "POST", body: JSON.stringify(options) });
  const { secretKey, webhookSecret } = (await made.json()) as { secretKey: string; webhookSecret: string };
  const auth = { authorization: `Bearer ${secretKey}` };
  /** The deployment's variables: Stripe's keys, and the stand-in in place of api.stripe.com. */
  const vars: Partial<Cloudflare.Env> = {
    STRIPE_SECRET_KEY: secretKey,
    STRIPE_WEBHOOK_SECRET: webhookSecret,
    STRIPE_API_URL: server,
  };
  const { hostname, port } = new URL(server);

  /** One delivery to the worker's webhook, as Stripe posts it. */
  async function post(delivery: Delivery): Promise<Delivered> {
    const response = await handlePaymentWebhook(
      new Request(WEBHOOK, {
        method: "POST",
        headers: { "content-type": "application/json; charset=utf-8", "stripe-signature": delivery.signature },
        body: delivery.payload,
      }),
      { ...env, ...vars },
    );
    const answer = (await response.json()) as { outcome?: string };
    const { type } = JSON.parse(delivery.payload) as { type: string };
    return { type, status: response.status, outcome: answer.outcome, delivery };
  }

  return {
    server,
    secretKey,
    vars,
    /**
     * The same library, to do what happens on Stripe's side of the site: the payer confirming
     * with a test payment method (Stripe.js would), reading the balances (the dashboard would).
     */
    stripe: new Stripe(secretKey, {
      httpClient: Stripe.createFetchHttpClient(),
      protocol: "http",
      host: hostname,
      port,
    }),
    /** Every request to Stripe's API the stand-in had from this platform, in order. */
    async requests(): Promise<LoggedRequest[]> {
      return (await fetch(`${server}/_stand-in/requests`, { headers: auth })).json();
    },
    /** The events waiting for the webhook, delivered in order: what the webhook answered to each. */
    async deliver(): Promise<Delivered[]> {
      const response = await fetch(`${server}/_stand-in/deliveries`, { method: "POST", headers: auth });
      const delivered: Delivered[] = [];
      for (const delivery of (await response.json()) as Delivery[]) delivered.push(await post(delivery));
      return delivered;
    },
    /** The same event again, as Stripe sends it when it did not hear back in time. */
    redeliver: post,
    /** A test control (/_stand-in/…): what Stripe or a bank decides on its own. */
    async control(path: string, body?: object) {
      const response = await fetch(`${server}/_stand-in/${path}`, {
        method: "POST",
        headers: auth,
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
      if (!response.ok) throw new Error(`stand-in ${path}: ${response.status} ${await response.text()}`);
      return response.json();
    },
  };
}

export type StripePlatform = Awaited<ReturnType<typeof stripePlatform>>;

/** The webhook's answers in short: [type, status, outcome]. */
export const answersOf = (delivered: Delivered[]) => delivered.map((d) => [d.type, d.status, d.outcome]);
