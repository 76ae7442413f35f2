import { describe, expect, it } from "vitest";
import { PAYOUT_MIN_CENTS, payoutFeeCents } from "@/lib/money/payout";

// The payout fee: 3% of the amount, rounded up to the cent, so a fraction of a cent is the
// payer's and never the site's loss.

describe("payoutFeeCents", () => {
  it.each([
    [PAYOUT_MIN_CENTS, 300],
    [10_001, 301],
    [10_033, 301],
    [10_034, 302],
    [15_000, 450],
    [12_345, 371],
    [1, 1],
  ])("takes %i cents' fee as %i", (cents, fee) => {
    expect(payoutFeeCents(cents)).toBe(fee);
  });
});
