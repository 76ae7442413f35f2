// Money as the ledger keeps it: integers of each currency's smallest unit, so that no sum of
// payments ever meets a rounding error. The API speaks in whole units (Float), as the contract
// does; these are the only conversions between the two.

export type PaymentCurrency = "HKD" | "LIKE" | "USDT";

/** Decimal places of the smallest unit: HKD cents; USDT as its token has 6; LIKE as the chain's 9. */
export const MINOR_DIGITS: Record<PaymentCurrency, number> = { HKD: 2, USDT: 6, LIKE: 9 };

/** The spec's daily limit on what one person pays out of their wallet: 5000 HKD a day, Hong Kong time. */
export const DAILY_PAYMENT_LIMIT_HKD_CENTS = 500_000;

/** The smallest USDT support, 0.1 USDT: below it the chain's fee outweighs the gift. */
export const MIN_USDT_SUPPORT_MINOR = 100_000;

/**
 * Whole units to the smallest unit, or null when the amount cannot be money of that currency:
 * not a finite number, zero or less, or finer than its smallest unit (10.005 HKD).
 */
export function toMinor(currency: PaymentCurrency, amount: number): number | null {
  if (!Number.isFinite(amount) || amount <= 0) return null;
  const digits = MINOR_DIGITS[currency];
  // the decimal the client wrote (a Float arrives as the nearest double; its shortest form is what was sent)
  const written = amount.toFixed(20).replace(/0+$/, "");
  const shortest = String(amount);
  const text = /e/i.test(shortest) ? written : shortest;
  const match = /^(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) return null;
  const [, whole = "0", fraction = ""] = match;
  if (fraction.length > digits) return null;
  const minor = Number(whole) * 10 ** digits + Number(fraction.padEnd(digits, "0"));
  return Number.isSafeInteger(minor) && minor > 0 ? minor : null;
}

/** The smallest unit back to whole units, for the API and the pages. */
export function fromMinor(currency: PaymentCurrency, minor: number): number {
  const digits = MINOR_DIGITS[currency];
  return Number((minor / 10 ** digits).toFixed(digits));
}

/** The Hong Kong calendar day (UTC+8 all year, no summer time) of a moment: the daily limit's day. */
export function hongKongDay(ms: number): string {
  return new Date(ms + 8 * 3_600_000).toISOString().slice(0, 10);
}

/** The smallest support (donation) in HKD: 1 HKD. Less is refused with PAYMENT_AMOUNT_TOO_SMALL (README, Wallet). */
export const MIN_DONATION_HKD_CENTS = 100;
