import { describe, expect, it } from "vitest";
import { PaymentAttempt } from "@/components/wallet/payment-attempt";
import { GraphQLRequestError } from "@/lib/graphql/client";

// The key a payment island sends: the same for the same input while the first answer never
// came, a new one once the attempt was answered or the input changed.

function attempt() {
  let n = 0;
  return new PaymentAttempt(() => `key-${++n}`);
}

describe("PaymentAttempt", () => {
  it("sends the same key again when nobody knows whether the payment went through", () => {
    const a = attempt();
    const input = { amount: 10, recipientId: "VXNlcjox" };
    expect(a.keyFor(input)).toBe("key-1");
    for (const code of ["NETWORK_ERROR", "INTERNAL_SERVER_ERROR", "UNKNOWN_ERROR"]) {
      a.settled(new GraphQLRequestError(code, "no answer"));
      expect(a.keyFor({ ...input }), code).toBe("key-1");
    }
    // a wallet that refused, a script error: the payment may be recorded, so it is the same attempt
    a.settled(new Error("User rejected the request."));
    expect(a.keyFor(input)).toBe("key-1");
  });

  it("starts a new attempt after it was paid, after a refusal, and for other input", () => {
    const a = attempt();
    const input = { amount: 10 };
    expect(a.keyFor(input)).toBe("key-1");
    a.settled();
    expect(a.keyFor(input)).toBe("key-2");
    a.settled(new GraphQLRequestError("PAYMENT_PASSWORD_INVALID", "wrong"));
    expect(a.keyFor(input)).toBe("key-3");
    expect(a.keyFor({ amount: 11 })).toBe("key-4");
    expect(a.keyFor({ amount: 10 })).toBe("key-5");
  });
});
