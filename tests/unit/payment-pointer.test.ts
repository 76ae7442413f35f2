import { describe, expect, it } from "vitest";
import { paymentPointerUrl } from "@/lib/url/payment-pointer";

describe("paymentPointerUrl", () => {
  it("resolves a pointer as Interledger's rule says: its path, or /.well-known/pay for none", () => {
    expect(paymentPointerUrl("$wallet.example.com/alice")).toBe("https://wallet.example.com/alice");
    expect(paymentPointerUrl("$ilp.example.com")).toBe("https://ilp.example.com/.well-known/pay");
    expect(paymentPointerUrl("$ilp.example.com:8443/pay/bob")).toBe("https://ilp.example.com:8443/pay/bob");
  });

  it("answers null for what is not a pointer", () => {
    for (const value of [
      null,
      undefined,
      "",
      "wallet.example.com/alice",
      "$",
      "$user:pw@host.example/x",
      "$a.example/?q=1",
    ]) {
      expect(paymentPointerUrl(value), String(value)).toBeNull();
    }
  });
});
