import { useRef } from "react";
import { GraphQLRequestError } from "@/lib/graphql/client";

// The idempotency key a payment island sends with payTo, addCredit or payout. Mutations are sent
// once (lib/graphql/client.ts), so a repeat is the person pressing Pay again; when the first
// answer never came (the connection dropped, the server failed after paying), the same input is
// the same attempt and goes with the same key, and the API answers the first payment instead of
// paying twice. Any answer that settles the attempt (paid, or refused for a reason a retry would
// meet again) ends it, and so does other input: the next press is a new payment.

/** Codes after which nobody knows whether the payment went through. */
const UNSETTLED = new Set(["NETWORK_ERROR", "INTERNAL_SERVER_ERROR", "UNKNOWN_ERROR"]);

const randomKey = () => globalThis.crypto?.randomUUID?.() ?? null;

export class PaymentAttempt {
  #current: { input: string; key: string | null } | null = null;

  constructor(private readonly newKey: () => string | null = randomKey) {}

  /** The key for sending `input` (what the person asked, the password left out). */
  keyFor(input: unknown): string | null {
    const text = JSON.stringify(input);
    if (this.#current?.input !== text) this.#current = { input: text, key: this.newKey() };
    return this.#current.key;
  }

  /** The request was answered (`caught` when it failed): the attempt ends unless its outcome is unknown. */
  settled(caught?: unknown) {
    const code = caught instanceof GraphQLRequestError ? caught.code : caught === undefined ? null : "UNKNOWN_ERROR";
    if (code === null || !UNSETTLED.has(code)) this.#current = null;
  }
}

/** The island's payment attempt, kept while it is mounted. */
export function usePaymentAttempt(): PaymentAttempt {
  const attempt = useRef<PaymentAttempt | null>(null);
  attempt.current ??= new PaymentAttempt();
  return attempt.current;
}
