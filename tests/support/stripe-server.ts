// A local stand-in for Stripe's REST API (https://api.stripe.com/v1), for exactly the calls
// server/payments/stripe.ts makes, so the real `stripe` client's requests are made and answered end to
// end: payment intents (created, retrieved; confirmed with Stripe's test payment methods), Billing
// (customers, monthly prices, subscriptions opened default_incomplete whose invoices are paid by
// confirming their intents, or off-session with a card a customer's subscription saved, cancel at
// period end), Connect
// Express accounts (created; onboarding and login links), transfers and their reversals, payouts on
// a connected account (Stripe-Account), and the balance. It speaks Stripe's wire format:
// form-encoded bodies with bracketed keys, the secret key as a Bearer token, Idempotency-Key
// replays, objects with `object` and `id`, and Stripe's error envelope ({ error: { type, code,
// message, param } } with Stripe's statuses).
//
// What Stripe would post to the site's webhook it signs as Stripe does (Stripe-Signature with the
// platform's whsec_ secret, by the library's own generateTestHeaderStringAsync) and keeps until
// the test collects it: the tests run inside workerd, which nothing in Node can call, so the test
// hands each event to the webhook as Stripe's delivery would.
//
// Each platform (a secret key) is a Stripe account of its own, so tests running at once never see
// each other's objects. Beside Stripe's API, for the tests:
//   POST /_stand-in/platforms                        a new platform ({ available } HKD cents):
//                                                    { secretKey, webhookSecret }
//   GET  /_stand-in/requests                         the platform's API requests, in order
//   POST /_stand-in/deliveries                       its events not yet collected, signed now
//   POST /_stand-in/accounts/<id>/disable-payouts    Stripe stops an account's payouts
//   POST /_stand-in/payouts/<id>/paid, …/failed      the bank's answer to a payout
//   POST /_stand-in/subscriptions/<id>/renew         the period ends (Stripe's test clock): the next
//                                                    invoice charged ({ paymentMethod } to override), or
//                                                    the subscription deleted if set to cancel
//   POST /express/onboarding/<token>                 the person completes Stripe's hosted onboarding
//   GET  /express/<account>                          the Express dashboard a login link opens
import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import Stripe from "stripe";

export type Params = { [key: string]: string | Params };
type StripeObject = Record<string, unknown> & { id: string };

/** One request to Stripe's API as it arrived, and the status it was answered with. */
export type LoggedRequest = {
  method: string;
  path: string;
  authorization: string | null;
  contentType: string | null;
  stripeVersion: string | null;
  stripeAccount: string | null;
  idempotencyKey: string | null;
  params: Params;
  status: number;
  /** What it was answered: the object made, or Stripe's error envelope. */
  response: unknown;
};

type Account = StripeObject & { available: number };

type Platform = {
  secretKey: string;
  webhookSecret: string;
  /** The platform's available HKD balance, in cents. */
  available: number;
  requests: LoggedRequest[];
  /** Event payloads for the webhook, not yet collected. */
  pending: string[];
  idempotent: Map<string, { fingerprint: string; status: number; body: unknown }>;
  intents: Map<string, StripeObject>;
  accounts: Map<string, Account>;
  /** Onboarding link tokens → their account and where the person goes back to. */
  links: Map<string, { account: string; returnUrl: string }>;
  transfers: Map<string, StripeObject>;
  payouts: Map<string, StripeObject & { holder: string | null }>;
  customers: Map<string, StripeObject>;
  prices: Map<string, StripeObject>;
  subscriptions: Map<string, StripeObject>;
  invoices: Map<string, StripeObject>;
  /** A subscription invoice's PaymentIntent → the invoice it pays (Stripe keeps the link on its side). */
  invoiceOfIntent: Map<string, string>;
};

const platforms = new Map<string, Platform>();

/** Stripe's error envelope, with its HTTP status. */
class StripeError extends Error {
  constructor(
    readonly status: number,
    readonly body: { type: string; code?: string; message: string; param?: string; [key: string]: unknown },
  ) {
    super(body.message);
  }
}

const missing = (param: string) =>
  new StripeError(400, {
    type: "invalid_request_error",
    code: "parameter_missing",
    message: `Missing required param: ${param}.`,
    param,
  });

const noSuch = (kind: string, id: string, param: string) =>
  new StripeError(404, {
    type: "invalid_request_error",
    code: "resource_missing",
    message: `No such ${kind}: '${id}'`,
    param,
  });

const ALPHANUMERIC = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

/** An id in Stripe's style: its prefix, then letters and digits. */
const randomId = (prefix: string, length = 24) =>
  `${prefix}_${Array.from(randomBytes(length), (b) => ALPHANUMERIC[b % ALPHANUMERIC.length]).join("")}`;

const now = () => Math.floor(Date.now() / 1000);

/** `metadata[uid]=x&amount=5` → { metadata: { uid: "x" }, amount: "5" }, as Stripe reads its bodies. */
export function parseForm(body: string): Params {
  const params: Params = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const [head = key] = key.split("[");
    const path = [head, ...[...key.matchAll(/\[([^\]]*)\]/g)].map((m) => m[1] ?? "")];
    let node = params;
    for (const [i, part] of path.entries()) {
      if (i === path.length - 1) {
        node[part] = value;
        break;
      }
      const inner = node[part];
      const next: Params = typeof inner === "object" ? inner : {};
      node[part] = next;
      node = next;
    }
  }
  return params;
}

function text(params: Params, name: string, required = true): string | undefined {
  const value = params[name];
  if (typeof value === "string" && value !== "") return value;
  if (required) throw missing(name);
  return undefined;
}

function amountOf(params: Params, name = "amount"): number {
  const value = text(params, name) as string;
  if (!/^\d+$/.test(value) || Number(value) < 1) {
    throw new StripeError(400, {
      type: "invalid_request_error",
      code: "parameter_invalid_integer",
      message: `Invalid positive integer: ${value}`,
      param: name,
    });
  }
  return Number(value);
}

function currencyOf(params: Params): string {
  const currency = (text(params, "currency") as string).toLowerCase();
  if (currency !== "hkd") {
    throw new StripeError(400, {
      type: "invalid_request_error",
      code: "parameter_invalid_string",
      message: `This stand-in keeps HKD balances only, not ${currency}.`,
      param: "currency",
    });
  }
  return currency;
}

const metadataOf = (params: Params) => (typeof params.metadata === "object" ? params.metadata : {});

/** An event as Stripe posts it; `account` on a connected account's events (Connect). */
function emit(platform: Platform, type: string, object: StripeObject, account?: string) {
  platform.pending.push(
    JSON.stringify({
      id: randomId("evt"),
      object: "event",
      api_version: Stripe.API_VERSION,
      ...(account ? { account } : {}),
      created: now(),
      data: { object: publicView(object) },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
    }),
  );
}

/** An object as the API shows it: the stand-in's own bookkeeping left out. */
function publicView(object: StripeObject): StripeObject {
  const { available: _available, holder: _holder, ...shown } = object;
  return shown as StripeObject;
}

type Call = {
  platform: Platform;
  method: string;
  path: string[];
  params: Params;
  account: string | null;
  base: string;
};

function connectedAccount(platform: Platform, id: string, param = "account"): Account {
  const account = platform.accounts.get(id);
  if (!account) throw noSuch("account", id, param);
  return account;
}

function intentOf(platform: Platform, id: string): StripeObject {
  const intent = platform.intents.get(id);
  if (!intent) throw noSuch("payment_intent", id, "intent");
  return intent;
}

function createIntent({ platform, params }: Call) {
  const id = randomId("pi");
  const intent: StripeObject = {
    id,
    object: "payment_intent",
    amount: amountOf(params),
    amount_received: 0,
    automatic_payment_methods:
      typeof params.automatic_payment_methods === "object"
        ? { enabled: params.automatic_payment_methods.enabled === "true", allow_redirects: "always" }
        : null,
    capture_method: "automatic",
    client_secret: `${id}_secret_${randomBytes(12).toString("hex")}`,
    confirmation_method: "automatic",
    created: now(),
    currency: currencyOf(params),
    last_payment_error: null,
    livemode: false,
    metadata: metadataOf(params),
    payment_method: null,
    payment_method_types: ["card"],
    status: "requires_payment_method",
  };
  platform.intents.set(id, intent);
  return intent;
}

const retrieveIntent = ({ platform, path }: Call) => intentOf(platform, path[1] as string);

/** Stripe's test payment methods: pm_card_visa succeeds, pm_card_chargeDeclined is declined. */
function confirmIntent({ platform, path, params }: Call) {
  const intent = intentOf(platform, path[1] as string);
  if (intent.status === "succeeded") {
    throw new StripeError(400, {
      type: "invalid_request_error",
      code: "payment_intent_unexpected_state",
      message:
        "You cannot confirm this PaymentIntent because it has already succeeded after being previously confirmed.",
      payment_intent: intent,
    });
  }
  const method = text(params, "payment_method") as string;
  if (method === "pm_card_visa") {
    Object.assign(intent, {
      status: "succeeded",
      amount_received: intent.amount,
      payment_method: method,
      last_payment_error: null,
    });
    platform.available += intent.amount as number;
    emit(platform, "payment_intent.succeeded", intent);
    invoiceSettled(platform, intent, method);
    return intent;
  }
  if (method === "pm_card_chargeDeclined") {
    const error = {
      type: "card_error",
      code: "card_declined",
      decline_code: "generic_decline",
      message: "Your card was declined.",
    };
    Object.assign(intent, { status: "requires_payment_method", payment_method: null, last_payment_error: error });
    emit(platform, "payment_intent.payment_failed", intent);
    invoiceSettled(platform, intent, null);
    throw new StripeError(402, { ...error, payment_intent: publicView(intent) });
  }
  throw noSuch("PaymentMethod", method, "payment_method");
}

// ---- Billing: customers, prices, subscriptions and their invoices ----

function createCustomer({ platform, params }: Call) {
  const customer: StripeObject = {
    id: randomId("cus", 14),
    object: "customer",
    created: now(),
    email: text(params, "email", false) ?? null,
    invoice_settings: { default_payment_method: null },
    livemode: false,
    metadata: metadataOf(params),
  };
  platform.customers.set(customer.id, customer);
  return customer;
}

/** A recurring price, with its product made from product_data as Stripe allows. */
function createPrice({ platform, params }: Call) {
  const recurring = typeof params.recurring === "object" ? params.recurring : null;
  if (!recurring || text(recurring, "interval") !== "month") {
    throw new StripeError(400, {
      type: "invalid_request_error",
      message: "This stand-in keeps monthly recurring prices only.",
      param: "recurring[interval]",
    });
  }
  const productData = typeof params.product_data === "object" ? params.product_data : null;
  const product = text(params, "product", false) ?? (productData ? randomId("prod", 14) : undefined);
  if (!product) throw missing("product");
  if (productData) text(productData, "name");
  const price: StripeObject = {
    id: randomId("price"),
    object: "price",
    active: true,
    created: now(),
    currency: currencyOf(params),
    livemode: false,
    metadata: metadataOf(params),
    product,
    recurring: { interval: "month", interval_count: 1, usage_type: "licensed" },
    type: "recurring",
    unit_amount: amountOf(params, "unit_amount"),
  };
  platform.prices.set(price.id, price);
  return price;
}

/** A calendar month on from `start` (seconds), as Stripe bills a monthly price. */
const monthAfter = (start: number) => {
  const date = new Date(start * 1000);
  date.setUTCMonth(date.getUTCMonth() + 1);
  return Math.floor(date.getTime() / 1000);
};

/** An open invoice for the subscription's period, and its PaymentIntent (what the payer confirms). */
function openInvoice(platform: Platform, sub: StripeObject, period: { start: number; end: number }, reason: string) {
  const price = platform.prices.get(sub.price as string) as StripeObject;
  const id = randomId("in");
  const intent = createIntent({
    platform,
    method: "POST",
    path: [],
    params: { amount: String(price.unit_amount), currency: price.currency as string },
    account: null,
    base: "",
  });
  const invoice: StripeObject = {
    id,
    object: "invoice",
    amount_due: price.unit_amount,
    amount_paid: 0,
    amount_remaining: price.unit_amount,
    billing_reason: reason,
    confirmation_secret: { client_secret: intent.client_secret, type: "payment_intent" },
    created: now(),
    currency: price.currency,
    customer: sub.customer,
    lines: {
      object: "list",
      data: [
        {
          id: randomId("il"),
          object: "line_item",
          amount: price.unit_amount,
          currency: price.currency,
          period,
          pricing: { price_details: { price: price.id, product: price.product } },
        },
      ],
      has_more: false,
      url: `/v1/invoices/${id}/lines`,
    },
    livemode: false,
    metadata: {},
    parent: {
      type: "subscription_details",
      quote_details: null,
      subscription_details: { subscription: sub.id, metadata: sub.metadata },
    },
    period_end: period.start,
    period_start: period.start,
    status: "open",
  };
  platform.invoices.set(id, invoice);
  platform.invoiceOfIntent.set(intent.id, id);
  return invoice;
}

/** The invoice as the API answers it: confirmation_secret only where it is expanded. */
function invoiceView(invoice: StripeObject, withSecret: boolean) {
  const { confirmation_secret, ...shown } = invoice;
  return withSecret ? { ...shown, confirmation_secret } : shown;
}

function subscriptionView(platform: Platform, sub: StripeObject, expand: string[] = []) {
  const { price: _price, payment_method: _method, ...shown } = sub;
  const invoice = platform.invoices.get(sub.latest_invoice as string);
  const expanded = expand.includes("latest_invoice") || expand.includes("latest_invoice.confirmation_secret");
  return {
    ...shown,
    latest_invoice:
      expanded && invoice
        ? invoiceView(invoice, expand.includes("latest_invoice.confirmation_secret"))
        : sub.latest_invoice,
  };
}

const expandOf = (params: Params) =>
  typeof params.expand === "object" ? Object.values(params.expand).filter((v) => typeof v === "string") : [];

/** payment_behavior=default_incomplete: the first invoice waits for the payer to confirm its intent. */
function createSubscription({ platform, params }: Call) {
  const customer = text(params, "customer") as string;
  if (!platform.customers.has(customer)) throw noSuch("customer", customer, "customer");
  const items = typeof params.items === "object" ? Object.values(params.items) : [];
  const item = items[0];
  if (items.length !== 1 || typeof item !== "object") throw missing("items");
  const priceId = text(item, "price") as string;
  const price = platform.prices.get(priceId);
  if (!price) throw noSuch("price", priceId, "items[0][price]");
  if (text(params, "payment_behavior") !== "default_incomplete") {
    throw new StripeError(400, {
      type: "invalid_request_error",
      message: "This stand-in opens subscriptions with payment_behavior=default_incomplete only.",
      param: "payment_behavior",
    });
  }
  const start = now();
  const end = monthAfter(start);
  const sub: StripeObject = {
    id: randomId("sub"),
    object: "subscription",
    cancel_at_period_end: false,
    created: start,
    currency: price.currency,
    customer,
    items: {
      object: "list",
      data: [
        {
          id: randomId("si", 14),
          object: "subscription_item",
          current_period_start: start,
          current_period_end: end,
          price,
          quantity: 1,
        },
      ],
      has_more: false,
      url: "/v1/subscription_items",
    },
    latest_invoice: null,
    livemode: false,
    metadata: metadataOf(params),
    status: "incomplete",
    price: priceId,
    payment_method: null,
  };
  platform.subscriptions.set(sub.id, sub);
  sub.latest_invoice = openInvoice(platform, sub, { start, end }, "subscription_create").id;
  emit(platform, "customer.subscription.created", subscriptionView(platform, sub) as StripeObject);
  return subscriptionView(platform, sub, expandOf(params));
}

function updateSubscription({ platform, path, params }: Call) {
  const sub = platform.subscriptions.get(path[1] as string);
  if (!sub) throw noSuch("subscription", path[1] as string, "id");
  if (sub.status === "canceled") {
    throw new StripeError(400, {
      type: "invalid_request_error",
      message: "A canceled subscription can only update its cancellation_details and metadata.",
    });
  }
  if (params.cancel_at_period_end !== undefined) sub.cancel_at_period_end = params.cancel_at_period_end === "true";
  emit(platform, "customer.subscription.updated", subscriptionView(platform, sub) as StripeObject);
  return subscriptionView(platform, sub, expandOf(params));
}

/** Canceled at once: no further invoice, the open one no longer retried. */
function cancelSubscription({ platform, path }: Call) {
  const sub = platform.subscriptions.get(path[1] as string);
  if (!sub) throw noSuch("subscription", path[1] as string, "id");
  if (sub.status !== "canceled") {
    sub.status = "canceled";
    emit(platform, "customer.subscription.deleted", subscriptionView(platform, sub) as StripeObject);
  }
  return subscriptionView(platform, sub);
}

const periodOf = (sub: StripeObject) =>
  (sub.items as { data: { current_period_start: number; current_period_end: number }[] }).data[0] as {
    current_period_start: number;
    current_period_end: number;
  };

/**
 * An invoice's intent confirmed: paid (the payment method saved on the subscription for the next
 * invoices, the subscription active for the invoice's period) or declined (a renewal's leaves it
 * past_due; a first invoice's stays incomplete). Stripe's events follow the intent's.
 */
function invoiceSettled(platform: Platform, intent: StripeObject, method: string | null) {
  const invoice = platform.invoices.get(platform.invoiceOfIntent.get(intent.id) ?? "");
  if (!invoice) return;
  const details = (invoice.parent as { subscription_details: { subscription: string } }).subscription_details;
  const sub = platform.subscriptions.get(details.subscription) as StripeObject;
  const period = (invoice.lines as { data: { period: { start: number; end: number } }[] }).data[0]?.period;
  if (method) {
    Object.assign(invoice, { status: "paid", amount_paid: invoice.amount_due, amount_remaining: 0 });
    Object.assign(sub, { status: "active", payment_method: method });
    if (period) Object.assign(periodOf(sub), { current_period_start: period.start, current_period_end: period.end });
    emit(platform, "invoice.paid", invoiceView(invoice, false) as StripeObject);
    emit(platform, "invoice.payment_succeeded", invoiceView(invoice, false) as StripeObject);
  } else {
    if (invoice.billing_reason === "subscription_cycle") sub.status = "past_due";
    emit(platform, "invoice.payment_failed", invoiceView(invoice, false) as StripeObject);
  }
  emit(platform, "customer.subscription.updated", subscriptionView(platform, sub) as StripeObject);
}

/**
 * The subscription's period ends (Stripe's test clock advanced): deleted when it was set to
 * cancel at period end, else the next invoice charged to the saved payment method, or to
 * `method` (pm_card_chargeDeclined to play a card declined since).
 */
function renewSubscription(platform: Platform, sub: StripeObject, method?: string) {
  if (sub.cancel_at_period_end) {
    sub.status = "canceled";
    emit(platform, "customer.subscription.deleted", subscriptionView(platform, sub) as StripeObject);
    return subscriptionView(platform, sub);
  }
  const start = periodOf(sub).current_period_end;
  const invoice = openInvoice(platform, sub, { start, end: monthAfter(start) }, "subscription_cycle");
  sub.latest_invoice = invoice.id;
  const secret = (invoice.confirmation_secret as { client_secret: string }).client_secret;
  const intentId = secret.split("_secret_")[0] as string;
  try {
    confirmIntent({
      platform,
      method: "POST",
      path: ["payment_intents", intentId, "confirm"],
      params: { payment_method: method ?? (sub.payment_method as string) },
      account: null,
      base: "",
    });
  } catch (error) {
    if (!(error instanceof StripeError) || error.status !== 402) throw error;
  }
  return subscriptionView(platform, sub);
}

function retrieveSubscription({ platform, path, params }: Call) {
  const sub = platform.subscriptions.get(path[1] as string);
  if (!sub) throw noSuch("subscription", path[1] as string, "id");
  return subscriptionView(platform, sub, expandOf(params));
}

/** The cards a customer's subscriptions saved (save_default_payment_method), newest first. */
function customerPaymentMethods({ platform, path }: Call) {
  const customer = path[1] as string;
  if (!platform.customers.has(customer)) throw noSuch("customer", customer, "customer");
  const methods = [...platform.subscriptions.values()]
    .filter((sub) => sub.customer === customer && typeof sub.payment_method === "string")
    .reverse()
    .map((sub) => sub.payment_method as string);
  const data = [...new Set(methods)].map((id) => ({ id, object: "payment_method", type: "card", customer }));
  return { object: "list", data, has_more: false, url: `/v1/customers/${customer}/payment_methods` };
}

/**
 * An open invoice paid now with `payment_method` (off_session: nobody confirms): its intent
 * confirmed as the card form would, a declined card answered 402 as Stripe answers it.
 */
function payInvoice({ platform, path, params }: Call) {
  const invoice = platform.invoices.get(path[1] as string);
  if (!invoice) throw noSuch("invoice", path[1] as string, "invoice");
  if (invoice.status === "paid") {
    throw new StripeError(400, {
      type: "invalid_request_error",
      code: "invoice_already_paid",
      message: "Invoice is already paid",
    });
  }
  const secret = (invoice.confirmation_secret as { client_secret: string }).client_secret;
  confirmIntent({
    platform,
    method: "POST",
    path: ["payment_intents", secret.split("_secret_")[0] as string, "confirm"],
    params: { payment_method: text(params, "payment_method") as string },
    account: null,
    base: "",
  });
  return invoiceView(invoice, false);
}

function createAccount({ platform, params }: Call) {
  if (text(params, "type") !== "express") {
    throw new StripeError(400, {
      type: "invalid_request_error",
      message: "This stand-in opens Express accounts only.",
      param: "type",
    });
  }
  const account: Account = {
    id: randomId("acct", 16),
    object: "account",
    type: "express",
    country: text(params, "country"),
    email: text(params, "email", false) ?? null,
    default_currency: "hkd",
    capabilities: { transfers: "inactive" },
    charges_enabled: false,
    details_submitted: false,
    payouts_enabled: false,
    created: now(),
    metadata: metadataOf(params),
    settings: typeof params.settings === "object" ? params.settings : {},
    available: 0,
  };
  platform.accounts.set(account.id, account);
  return account;
}

function createAccountLink({ platform, params, base }: Call) {
  const account = connectedAccount(platform, text(params, "account") as string);
  if (text(params, "type") !== "account_onboarding") {
    throw new StripeError(400, { type: "invalid_request_error", message: "Invalid type.", param: "type" });
  }
  text(params, "refresh_url");
  const token = randomBytes(16).toString("hex");
  platform.links.set(token, { account: account.id, returnUrl: text(params, "return_url") as string });
  return {
    object: "account_link",
    created: now(),
    expires_at: now() + 300,
    url: `${base}/express/onboarding/${token}`,
  };
}

function createLoginLink({ platform, path, base }: Call) {
  const account = connectedAccount(platform, path[1] as string);
  if (!account.details_submitted) {
    throw new StripeError(400, {
      type: "invalid_request_error",
      message: "Cannot create a login link for an account that has not completed onboarding.",
      param: "account",
    });
  }
  return { object: "login_link", created: now(), url: `${base}/express/${account.id}` };
}

function createTransfer({ platform, params }: Call) {
  const amount = amountOf(params);
  const currency = currencyOf(params);
  const destination = connectedAccount(platform, text(params, "destination") as string, "destination");
  if ((destination.capabilities as { transfers: string }).transfers !== "active") {
    throw new StripeError(400, {
      type: "invalid_request_error",
      code: "insufficient_capabilities_for_transfer",
      message:
        "Your destination account needs to have at least one of the following capabilities enabled: transfers, crypto_transfers, legacy_payments",
      param: "destination",
    });
  }
  if (platform.available < amount) throw insufficientFunds();
  platform.available -= amount;
  destination.available += amount;
  const id = randomId("tr");
  const transfer: StripeObject = {
    id,
    object: "transfer",
    amount,
    amount_reversed: 0,
    created: now(),
    currency,
    destination: destination.id,
    livemode: false,
    metadata: metadataOf(params),
    reversals: { object: "list", data: [], has_more: false, total_count: 0, url: `/v1/transfers/${id}/reversals` },
    reversed: false,
  };
  platform.transfers.set(id, transfer);
  return transfer;
}

function reverseTransfer({ platform, path, params }: Call) {
  const transfer = platform.transfers.get(path[1] as string);
  if (!transfer) throw noSuch("transfer", path[1] as string, "id");
  const left = (transfer.amount as number) - (transfer.amount_reversed as number);
  const amount = params.amount === undefined ? left : amountOf(params);
  if (amount > left) {
    throw new StripeError(400, {
      type: "invalid_request_error",
      message: `Refund amount (${amount}) is greater than unrefunded amount on the transfer (${left}).`,
      param: "amount",
    });
  }
  const account = connectedAccount(platform, transfer.destination as string);
  account.available -= amount;
  platform.available += amount;
  const reversal = {
    id: randomId("trr"),
    object: "transfer_reversal",
    amount,
    created: now(),
    currency: transfer.currency,
    metadata: metadataOf(params),
    transfer: transfer.id,
  };
  const list = transfer.reversals as { data: unknown[]; total_count: number };
  list.data.unshift(reversal);
  list.total_count += 1;
  transfer.amount_reversed = (transfer.amount_reversed as number) + amount;
  transfer.reversed = transfer.amount_reversed === transfer.amount;
  return reversal;
}

const insufficientFunds = () =>
  new StripeError(400, {
    type: "invalid_request_error",
    code: "balance_insufficient",
    message: "You have insufficient available funds in your Stripe account.",
  });

/** A payout from the connected account named by Stripe-Account, or from the platform's own balance. */
function createPayout({ platform, params, account: accountId }: Call) {
  const amount = amountOf(params);
  const currency = currencyOf(params);
  const account = accountId ? connectedAccount(platform, accountId) : null;
  if (account && !account.payouts_enabled) {
    throw new StripeError(400, {
      type: "invalid_request_error",
      code: "payouts_not_allowed",
      message: "Payouts have been disabled on this account. Check the account's requirements.",
    });
  }
  const available = account ? account.available : platform.available;
  if (available < amount) throw insufficientFunds();
  if (account) account.available -= amount;
  else platform.available -= amount;
  const payout = {
    id: randomId("po"),
    object: "payout",
    amount,
    arrival_date: now() + 86_400,
    automatic: false,
    created: now(),
    currency,
    destination: "ba_stand_in",
    failure_code: null,
    failure_message: null,
    livemode: false,
    metadata: metadataOf(params),
    method: "standard",
    status: "pending",
    type: "bank_account",
    holder: account?.id ?? null,
  };
  platform.payouts.set(payout.id, payout);
  return payout;
}

function balance({ platform, account: accountId }: Call) {
  const amount = accountId ? connectedAccount(platform, accountId).available : platform.available;
  return {
    object: "balance",
    available: [{ amount, currency: "hkd", source_types: { card: amount } }],
    livemode: false,
    pending: [{ amount: 0, currency: "hkd", source_types: { card: 0 } }],
  };
}

/** Stripe's API routes this stand-in answers: method, path pattern ("*" one segment), handler. */
const ROUTES: [string, string[], (call: Call) => unknown][] = [
  ["POST", ["payment_intents"], createIntent],
  ["GET", ["payment_intents", "*"], retrieveIntent],
  ["POST", ["payment_intents", "*", "confirm"], confirmIntent],
  ["POST", ["accounts"], createAccount],
  ["POST", ["account_links"], createAccountLink],
  ["POST", ["accounts", "*", "login_links"], createLoginLink],
  ["POST", ["transfers"], createTransfer],
  ["POST", ["transfers", "*", "reversals"], reverseTransfer],
  ["POST", ["payouts"], createPayout],
  ["GET", ["balance"], balance],
  ["POST", ["customers"], createCustomer],
  ["POST", ["prices"], createPrice],
  ["POST", ["subscriptions"], createSubscription],
  ["POST", ["subscriptions", "*"], updateSubscription],
  ["GET", ["subscriptions", "*"], retrieveSubscription],
  ["GET", ["customers", "*", "payment_methods"], customerPaymentMethods],
  ["POST", ["invoices", "*", "pay"], payInvoice],
  ["DELETE", ["subscriptions", "*"], cancelSubscription],
];

function platformOf(authorization: string | undefined): Platform {
  const key = authorization?.match(/^Bearer (.+)$/)?.[1];
  const platform = key ? platforms.get(key) : undefined;
  if (platform) return platform;
  throw new StripeError(401, {
    type: "invalid_request_error",
    message: key
      ? `Invalid API Key provided: ${key.slice(0, 8)}****${key.slice(-4)}`
      : "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY').",
  });
}

const header = (request: IncomingMessage, name: string) => {
  const value = request.headers[name];
  return (Array.isArray(value) ? value[0] : value) ?? null;
};

async function bodyOf(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

function send(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  response
    .writeHead(status, {
      "content-type": "application/json",
      "request-id": randomId("req", 14),
      "stripe-version": Stripe.API_VERSION,
      ...headers,
    })
    .end(JSON.stringify(body, null, 2));
}

/** /v1/…: Stripe's API, with Idempotency-Key replays as Stripe keeps them (per account, 24 hours). */
async function answerApi(request: IncomingMessage, response: ServerResponse, url: URL, base: string) {
  const method = request.method ?? "GET";
  const path = url.pathname.split("/").slice(2);
  const body = await bodyOf(request);
  let platform: Platform;
  try {
    platform = platformOf(header(request, "authorization") ?? undefined);
  } catch (error) {
    send(response, (error as StripeError).status, { error: (error as StripeError).body });
    return;
  }
  const params = method === "GET" ? parseForm(url.search.slice(1)) : parseForm(body);
  const account = header(request, "stripe-account");
  const idempotencyKey = method === "POST" ? header(request, "idempotency-key") : null;
  const logged: LoggedRequest = {
    method,
    path: url.pathname,
    authorization: header(request, "authorization"),
    contentType: header(request, "content-type"),
    stripeVersion: header(request, "stripe-version"),
    stripeAccount: account,
    idempotencyKey,
    params,
    status: 0,
    response: null,
  };
  platform.requests.push(logged);
  const answer = (status: number, answered: unknown, headers: Record<string, string> = {}) => {
    logged.status = status;
    logged.response = answered;
    send(response, status, answered, headers);
  };

  const remembered = idempotencyKey ? `${account ?? ""}|${idempotencyKey}` : null;
  const fingerprint = `${url.pathname}?${body}`;
  const earlier = remembered ? platform.idempotent.get(remembered) : undefined;
  if (earlier) {
    if (earlier.fingerprint === fingerprint) {
      answer(earlier.status, earlier.body, {
        "idempotent-replayed": "true",
        "idempotency-key": String(idempotencyKey),
      });
    } else {
      answer(400, {
        error: {
          type: "idempotency_error",
          message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`,
        },
      });
    }
    return;
  }

  const route = ROUTES.find(
    ([m, pattern]) =>
      m === method && pattern.length === path.length && pattern.every((p, i) => p === "*" || p === path[i]),
  );
  let status = 200;
  let answered: unknown;
  try {
    if (!route) {
      throw new StripeError(404, {
        type: "invalid_request_error",
        message: `Unrecognized request URL (${method}: ${url.pathname}).`,
      });
    }
    if (account && !platform.accounts.has(account)) {
      throw new StripeError(403, {
        type: "invalid_request_error",
        code: "account_invalid",
        message: `The provided key does not have access to account '${account}' (or that account does not exist).`,
      });
    }
    const made = route[2]({ platform, method, path, params, account, base });
    answered = made && typeof made === "object" && "id" in made ? publicView(made as StripeObject) : made;
  } catch (error) {
    if (!(error instanceof StripeError)) throw error;
    status = error.status;
    answered = { error: error.body };
  }
  if (remembered) platform.idempotent.set(remembered, { fingerprint, status, body: answered });
  answer(status, answered, idempotencyKey ? { "idempotency-key": idempotencyKey } : {});
}

/** The tests' controls, and Stripe's hosted pages a person's browser would post to. */
async function answerControl(request: IncomingMessage, response: ServerResponse, url: URL) {
  const [, area, ...rest] = url.pathname.split("/");
  const method = request.method ?? "GET";
  if (area === "express" && rest[0] === "onboarding" && method === "POST") {
    const link = [...platforms.values()]
      .map((platform) => ({ platform, link: platform.links.get(rest[1] ?? "") }))
      .find((found) => found.link);
    if (!link?.link) return send(response, 404, { error: "This onboarding link has expired." });
    const account = connectedAccount(link.platform, link.link.account);
    Object.assign(account, { details_submitted: true, payouts_enabled: true, capabilities: { transfers: "active" } });
    link.platform.links.delete(rest[1] ?? "");
    emit(link.platform, "account.updated", account, account.id);
    return response.writeHead(303, { location: link.link.returnUrl }).end();
  }
  if (area === "express" && method === "GET") {
    return response.writeHead(200, { "content-type": "text/html" }).end(`<h1>Express dashboard of ${rest[0]}</h1>`);
  }
  if (area !== "_stand-in") return send(response, 404, { error: "Not found." });

  if (rest[0] === "platforms" && method === "POST") {
    const options = JSON.parse((await bodyOf(request)) || "{}") as { available?: number };
    const platform: Platform = {
      secretKey: `sk_test_${randomBytes(24).toString("hex")}`,
      webhookSecret: `whsec_${randomBytes(24).toString("base64url")}`,
      available: options.available ?? 0,
      requests: [],
      pending: [],
      idempotent: new Map(),
      intents: new Map(),
      customers: new Map(),
      prices: new Map(),
      subscriptions: new Map(),
      invoices: new Map(),
      invoiceOfIntent: new Map(),
      accounts: new Map(),
      links: new Map(),
      transfers: new Map(),
      payouts: new Map(),
    };
    platforms.set(platform.secretKey, platform);
    return send(response, 200, { secretKey: platform.secretKey, webhookSecret: platform.webhookSecret });
  }
  const platform = platforms.get(header(request, "authorization")?.replace(/^Bearer /, "") ?? "");
  if (!platform) return send(response, 401, { error: "Unknown platform." });
  if (rest[0] === "requests" && method === "GET") return send(response, 200, platform.requests);
  if (rest[0] === "deliveries" && method === "POST") {
    const deliveries = await Promise.all(
      platform.pending.splice(0).map(async (payload) => ({
        payload,
        signature: await Stripe.webhooks.generateTestHeaderStringAsync({ payload, secret: platform.webhookSecret }),
      })),
    );
    return send(response, 200, deliveries);
  }
  if (rest[0] === "accounts" && rest[2] === "disable-payouts" && method === "POST") {
    const account = connectedAccount(platform, rest[1] ?? "");
    account.payouts_enabled = false;
    emit(platform, "account.updated", account, account.id);
    return send(response, 200, publicView(account));
  }
  const subscription = rest[0] === "subscriptions" ? platform.subscriptions.get(rest[1] ?? "") : undefined;
  if (subscription && method === "POST" && rest[2] === "renew") {
    const options = JSON.parse((await bodyOf(request)) || "{}") as { paymentMethod?: string };
    return send(response, 200, renewSubscription(platform, subscription, options.paymentMethod));
  }
  const payout = rest[0] === "payouts" ? platform.payouts.get(rest[1] ?? "") : undefined;
  if (payout && method === "POST" && (rest[2] === "paid" || rest[2] === "failed")) {
    if (payout.status !== "pending") return send(response, 409, { error: `The payout is ${payout.status}.` });
    payout.status = rest[2];
    if (rest[2] === "failed") {
      Object.assign(payout, { failure_code: "account_closed", failure_message: "The bank account has been closed." });
      // a failed payout's money goes back to the balance it left
      const holder = payout.holder ? platform.accounts.get(payout.holder) : null;
      if (holder) holder.available += payout.amount as number;
      else platform.available += payout.amount as number;
    }
    emit(platform, `payout.${rest[2]}`, payout, payout.holder ?? undefined);
    return send(response, 200, publicView(payout));
  }
  return send(response, 404, { error: "Not found." });
}

export type StripeServer = { url: string; close: () => Promise<void> };

export async function startStripeServer(): Promise<StripeServer> {
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://x");
    const base = `http://${request.headers.host}`;
    const answering = url.pathname.startsWith("/v1/")
      ? answerApi(request, response, url, base)
      : answerControl(request, response, url);
    answering.catch((error: unknown) => {
      if (response.headersSent) return;
      if (error instanceof StripeError) return send(response, error.status, { error: error.body });
      console.error("stripe stand-in:", error);
      send(response, 500, { error: { type: "api_error", message: String(error) } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  if (!address || typeof address === "string") throw new Error("no port");
  return {
    url: `http://127.0.0.1:${address.port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
