import { describe, expect, it } from "vitest";
import { paymentPasswordKeyWarning } from "@/server/auth/payment-password-key";

describe("paymentPasswordKeyWarning", () => {
  it("says at start-up that nobody can pay without the key, or with one too short to be a secret", () => {
    expect(paymentPasswordKeyWarning({})).toMatch(/PAYMENT_PASSWORD_KEY is not set.*nobody can/);
    expect(paymentPasswordKeyWarning({ PAYMENT_PASSWORD_KEY: "0123456789" })).toMatch(/32\+ characters/);
    expect(paymentPasswordKeyWarning({ PAYMENT_PASSWORD_KEY: "k".repeat(32) })).toBeNull();
  });
});
