// Payout terms, shared by the API (payout checks and charges them) and the payout dialog (shows them).

/** The smallest payout, in HKD cents: 100 HKD, so the fee and the processor's own costs stay small beside it. */
export const PAYOUT_MIN_CENTS = 10_000;

/** The fee on a payout, in percent of its amount. */
export const PAYOUT_FEE_PERCENT = 3;

/** The fee on `cents`: 3% rounded up to the cent, so the site never pays the processor's rounding. */
export function payoutFeeCents(cents: number): number {
  return Math.floor((cents * PAYOUT_FEE_PERCENT + 99) / 100);
}
