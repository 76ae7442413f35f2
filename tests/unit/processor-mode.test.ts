import { describe, expect, it } from "vitest";
import { processorMode, processorModeWarning } from "@/lib/payments/processor-mode";

const LOCAL = "http://127.0.0.1:8787";
const KEYS = { STRIPE_SECRET_KEY: "sk_test_x", STRIPE_WEBHOOK_SECRET: "whsec_x" };

describe("processorMode", () => {
  it("is Stripe wherever a Stripe key is set, whatever else is", () => {
    expect(processorMode({ ...KEYS, LOCAL_CARD_PROCESSOR: "on", SITE_URL: LOCAL })).toBe("stripe");
    expect(processorMode({ STRIPE_WEBHOOK_SECRET: "whsec_x", SITE_URL: "https://margins.example" })).toBe("stripe");
  });

  it("runs the local card processor only when asked for, on a loopback site", () => {
    expect(processorMode({ LOCAL_CARD_PROCESSOR: "on", SITE_URL: LOCAL })).toBe("local");
    expect(processorMode({ LOCAL_CARD_PROCESSOR: "on", SITE_URL: "http://localhost:3000" })).toBe("local");
    expect(processorMode({ SITE_URL: LOCAL })).toBe("none");
    expect(processorMode({ LOCAL_CARD_PROCESSOR: "yes", SITE_URL: LOCAL })).toBe("none");
    expect(processorMode({ LOCAL_CARD_PROCESSOR: "on", SITE_URL: "https://margins.example" })).toBe("none");
    expect(processorMode({ LOCAL_CARD_PROCESSOR: "on", SITE_URL: "http://127.0.0.1.evil.example" })).toBe("none");
    expect(processorMode({ LOCAL_CARD_PROCESSOR: "on" })).toBe("none");
  });
});

describe("processorModeWarning", () => {
  it("says at start-up why cards cannot be taken, and nothing when they can", () => {
    expect(processorModeWarning({})).toMatch(/STRIPE_SECRET_KEY.*LOCAL_CARD_PROCESSOR=on.*unavailable/);
    expect(processorModeWarning({ LOCAL_CARD_PROCESSOR: "on", SITE_URL: "https://margins.example" })).toMatch(
      /refused: SITE_URL \(https:\/\/margins\.example\) is not a loopback address/,
    );
    expect(processorModeWarning({ STRIPE_SECRET_KEY: "sk_test_x" })).toMatch(/needs both/);
    expect(processorModeWarning({ LOCAL_CARD_PROCESSOR: "on", SITE_URL: LOCAL })).toBeNull();
    expect(processorModeWarning(KEYS)).toBeNull();
  });
});
