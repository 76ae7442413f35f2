import { describe, expect, it } from "vitest";
import { formatMoney } from "@/lib/i18n/format";
import { MONEY_CASES } from "../support/money-format-cases";

// The wallet's pages are rendered in workerd: its ICU must print what Node's does.
describe("money as the wallet writes it (workerd's ICU)", () => {
  it.each(MONEY_CASES)("%s: %d %s (signed %s) → %s", (locale, amount, currency, signed, text) => {
    expect(formatMoney(locale, amount, currency, signed)).toBe(text);
  });
});
