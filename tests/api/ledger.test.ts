import { describe, expect, it } from "vitest";
import { runBatch } from "@/server/db/client";
import {
  dailyPaymentStatement,
  type Leg,
  ledgerRefusal,
  reconcile,
  recordStatements,
  settleStatements,
  userAccount,
  walletBalance,
} from "@/server/db/queries/ledger";
import { createUser, db } from "../support/api";

// The ledger's own guarantees, below any mutation: every batch balances, no wallet goes below
// zero however the batches race, and a transaction's money moves once.

const uid = () => crypto.randomUUID();

async function topUp(userId: number, amount: number) {
  const row = { uid: uid(), recipientId: userId, amount, currency: "HKD" as const, purpose: "addCredit" as const };
  await runBatch(
    db(),
    recordStatements(db(), row, [
      { account: "processor", amount: -amount },
      { account: userAccount(userId), amount },
    ]),
  );
}

function pay(from: number, to: number, amount: number, day = "2026-11-23") {
  const legs: Leg[] = [
    { account: userAccount(from), amount: -amount },
    { account: userAccount(to), amount },
  ];
  const row = {
    uid: uid(),
    senderId: from,
    recipientId: to,
    amount,
    currency: "HKD" as const,
    purpose: "donation" as const,
  };
  return runBatch(db(), [...recordStatements(db(), row, legs), dailyPaymentStatement(db(), from, day, amount)]);
}

async function refusal(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    return ledgerRefusal(error);
  }
  return "paid";
}

describe("the ledger", () => {
  it("moves money between wallets with entries that sum to zero", async () => {
    const [a, b] = [await createUser(), await createUser()];
    await topUp(a.id, 1000);
    await pay(a.id, b.id, 300);
    expect(await walletBalance(db(), a.id, "HKD")).toBe(700);
    expect(await walletBalance(db(), b.id, "HKD")).toBe(300);
    expect(await reconcile(db())).toEqual({ sum: 0, unbalanced: [], mismatched: [] });
  });

  it("refuses inside the batch a payment the balance cannot cover, and keeps nothing of it", async () => {
    const [a, b] = [await createUser(), await createUser()];
    await topUp(a.id, 500);
    expect(await refusal(pay(a.id, b.id, 501))).toBe("balance");
    // a wallet that never had money has no row: the debit's insert itself is refused
    expect(await refusal(pay(b.id, a.id, 1))).toBe("balance");
    expect(await walletBalance(db(), a.id, "HKD")).toBe(500);
    expect(await walletBalance(db(), b.id, "HKD")).toBe(0);
    expect(await reconcile(db())).toEqual({ sum: 0, unbalanced: [], mismatched: [] });
  });

  it("lets racing payments through only as far as the balance goes", async () => {
    const [a, b] = [await createUser(), await createUser()];
    await topUp(a.id, 1000);
    const results = await Promise.all(Array.from({ length: 10 }, () => refusal(pay(a.id, b.id, 300))));
    expect(results.filter((r) => r === "paid")).toHaveLength(3);
    expect(results.filter((r) => r === "balance")).toHaveLength(7);
    expect(await walletBalance(db(), a.id, "HKD")).toBe(100);
    expect(await walletBalance(db(), b.id, "HKD")).toBe(900);
  });

  it("holds 5000 HKD a Hong Kong day per payer", async () => {
    const [a, b] = [await createUser(), await createUser()];
    await topUp(a.id, 1_000_000);
    expect(await refusal(pay(a.id, b.id, 400_000, "2026-11-23"))).toBe("paid");
    expect(await refusal(pay(a.id, b.id, 100_001, "2026-11-23"))).toBe("dailyLimit");
    expect(await refusal(pay(a.id, b.id, 100_000, "2026-11-23"))).toBe("paid");
    expect(await refusal(pay(a.id, b.id, 100_000, "2026-11-24"))).toBe("paid");
    expect(await walletBalance(db(), a.id, "HKD")).toBe(400_000);
  });

  it("settles a pending transaction once, however often it is told to", async () => {
    const a = await createUser();
    const row = {
      uid: uid(),
      recipientId: a.id,
      amount: 2500,
      currency: "HKD" as const,
      purpose: "addCredit" as const,
    };
    await runBatch(db(), recordStatements(db(), row));
    expect(await walletBalance(db(), a.id, "HKD")).toBe(0);
    const settle = () =>
      runBatch(
        db(),
        settleStatements(db(), { uid: row.uid, currency: "HKD", state: "succeeded", now: Date.now() }, [
          { account: "processor", amount: -2500 },
          { account: userAccount(a.id), amount: 2500 },
        ]),
      );
    await settle();
    expect(await refusal(settle())).toBe("applied");
    expect(await walletBalance(db(), a.id, "HKD")).toBe(2500);
    expect(await reconcile(db())).toEqual({ sum: 0, unbalanced: [], mismatched: [] });
  });

  it("will not write legs that do not balance", () => {
    const row = { uid: uid(), amount: 1, currency: "HKD" as const, purpose: "donation" as const };
    expect(() =>
      recordStatements(db(), row, [
        { account: "processor", amount: -1 },
        { account: "fees", amount: 2 },
      ]),
    ).toThrow();
  });
});
