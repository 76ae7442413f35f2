// Wallets: each donor's top-up by card, then the donations they made out of it, written as the
// ledger writes them (a transaction, its legs, the balances), so the seeded books balance.
// alice and bob (DEMO_PAYERS) start with money to support others with.
import type * as s from "../../../server/db/schema/index.ts";
import { BASE_TIME, DAY, DEMO_PAYERS, HOUR } from "../config.ts";
import { timeBetween } from "../context.ts";
import type { Rng } from "../random.ts";
import type { SeededArticle } from "../rows.ts";
import type { SeededUsers } from "./users.ts";

type Insert<T extends { $inferInsert: unknown }> = T["$inferInsert"];

export type Wallets = {
  transactions: Insert<typeof s.transactions>[];
  ledgerEntries: Insert<typeof s.ledgerEntries>[];
  walletBalances: Insert<typeof s.walletBalances>[];
};

/** What the demo payers top up with, in HKD cents. */
const DEMO_TOP_UP = 100_000;

export function generateWallets(
  rng: Rng,
  { users, articles }: { users: SeededUsers; articles: readonly SeededArticle[] },
): Wallets {
  const out: Wallets = { transactions: [], ledgerEntries: [], walletBalances: [] };
  const balances = new Map<number, number>();
  const record = (
    row: Omit<Insert<typeof s.transactions>, "id" | "uid">,
    legs: [account: number | "processor", amount: number][],
  ) => {
    const id = out.transactions.length + 1;
    out.transactions.push({ ...row, id, uid: `seed-${id}`, updatedAt: row.createdAt });
    for (const [account, amount] of legs) {
      out.ledgerEntries.push({
        transactionId: id,
        account: account === "processor" ? "processor" : `user:${account}`,
        currency: "HKD",
        amount,
        createdAt: row.createdAt,
      });
      if (account !== "processor") balances.set(account, (balances.get(account) ?? 0) + amount);
    }
  };
  const topUp = (userId: number, amount: number, createdAt: number, n: number) =>
    record(
      {
        senderId: null,
        recipientId: userId,
        amount,
        currency: "HKD",
        purpose: "addCredit",
        state: "succeeded",
        provider: "local",
        providerRef: `seed-top-up-${n}`,
        createdAt,
      },
      [
        ["processor", -amount],
        [userId, amount],
      ],
    );

  const active = articles.filter((a) => a.row.state === "active");
  const targets = [
    ...rng.sample(
      active.filter((a) => a.row.authorId === users.alice.id),
      2,
    ),
    ...rng.sample(
      active.filter((a) => a.row.authorId === users.bob.id),
      2,
    ),
    ...rng.sample(active, 3),
  ];
  const donations = targets.map((article) => {
    const sender = rng.pick(users.active.filter((u) => u.id !== article.row.authorId));
    const createdAt = timeBetween(rng, article.row.createdAt + HOUR, article.row.createdAt + 10 * DAY);
    return { article, sender, createdAt, amount: rng.pick([5, 10, 20, 50]) * 100 };
  });

  // every donor topped up before their first donation, enough for all of them
  const donors = new Map<number, { first: number; total: number }>();
  for (const d of donations) {
    const seen = donors.get(d.sender.id);
    donors.set(d.sender.id, {
      first: Math.min(seen?.first ?? d.createdAt, d.createdAt),
      total: (seen?.total ?? 0) + d.amount,
    });
  }
  let n = 0;
  for (const [userId, { first, total }] of donors) topUp(userId, Math.ceil(total / 10_000) * 10_000, first - DAY, ++n);
  for (const name of DEMO_PAYERS) {
    const payer = users.all.find((u) => u.userName === name);
    if (payer) topUp(payer.id, DEMO_TOP_UP, BASE_TIME - 30 * DAY, ++n);
  }
  for (const d of donations.sort((a, b) => a.createdAt - b.createdAt)) {
    record(
      {
        senderId: d.sender.id,
        recipientId: d.article.row.authorId,
        amount: d.amount,
        currency: "HKD",
        purpose: "donation",
        state: "succeeded",
        targetType: "Article",
        targetId: d.article.row.id,
        createdAt: d.createdAt,
      },
      [
        [d.sender.id, -d.amount],
        [d.article.row.authorId, d.amount],
      ],
    );
  }
  out.transactions.sort((a, b) => (a.id ?? 0) - (b.id ?? 0));
  for (const [userId, balance] of balances) {
    out.walletBalances.push({ userId, currency: "HKD", balance, updatedAt: BASE_TIME });
  }
  return out;
}
