import { describe, expect, it } from "vitest";
import { formatMoney } from "@/lib/i18n/format";
import { MONEY_CASES } from "../support/money-format-cases";

describe("money as the wallet writes it (Node's ICU)", () => {
  it.each(MONEY_CASES)("%s: %d %s (signed %s) → %s", (locale, amount, currency, signed, text) => {
    expect(formatMoney(locale, amount, currency, signed)).toBe(text);
  });

  it("never writes a currency's amount with a bare $", () => {
    for (const locale of ["en", "zh-Hant", "zh-Hans"]) {
      for (const currency of ["HKD", "USD", "TWD"]) {
        expect(formatMoney(locale, 5, currency)).toMatch(/^(HK|US|NT)\$/);
      }
    }
  });
});
