import { env } from "cloudflare:workers";
import { and, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { cacheTags } from "@/lib/cache/tags";
import { hongKongDay } from "@/lib/money/amounts";
import { createContext } from "@/server/api/context";
import { checkPaymentPassword } from "@/server/api/services/payment-password";
import { hashPassword } from "@/server/auth/password";
import { hashPaymentPassword, verifyPaymentPassword } from "@/server/auth/payment-password-hash";
import { runBatch } from "@/server/db/client";
import { reconcile, recordStatements, userAccount, walletBalance } from "@/server/db/queries/ledger";
import { RUNNING_CHECK_LEASE_MS } from "@/server/db/queries/system";
import {
  articles,
  articleVersions,
  blocks,
  dailyPayments,
  features,
  notices,
  rateLimitChecks,
  transactions,
  users,
} from "@/server/db/schema";
import {
  Client,
  codeOf,
  createUser,
  db,
  type GqlResult,
  nextMidnight,
  paymentPasswordHash,
  present,
  signIn,
} from "../support/api";
import { gid, insertArticle } from "../support/writing-fixtures";
import { graphql } from "./generated/gql";
import type { TransactionPurpose } from "./generated/graphql";

// payTo, support from the wallet: each refusal in the spec's order with its own code, nothing
// written by a refused call, and racing payments held by the ledger.

const PAYMENT_PASSWORD = "135790";

const PAY = `mutation($input: PayToInput!) {
  payTo(input: $input) {
    redirectUrl
    transaction {
      id state purpose amount fee currency message
      sender { id } recipient { id }
      target { ... on Article { id } }
    }
  }
}`;

type Paid = {
  payTo: {
    redirectUrl: string | null;
    transaction: {
      id: string;
      state: string;
      purpose: string;
      amount: number;
      fee: number;
      currency: string;
      message: string | null;
      sender: { id: string };
      recipient: { id: string };
      target: { id: string } | null;
    };
  };
};

async function setPayment(enabled: boolean) {
  await db()
    .insert(features)
    .values({ name: "payment", flag: enabled ? "on" : "off" })
    .onConflictDoUpdate({ target: features.name, set: { flag: enabled ? "on" : "off" } });
}

async function topUp(userId: number, cents: number) {
  const row = {
    uid: crypto.randomUUID(),
    recipientId: userId,
    amount: cents,
    currency: "HKD" as const,
    purpose: "addCredit" as const,
  };
  await runBatch(
    db(),
    recordStatements(db(), row, [
      { account: "processor", amount: -cents },
      { account: userAccount(userId), amount: cents },
    ]),
  );
}

/** A supporter with `cents` in their wallet and (unless told) the payment password, signed in. */
async function supporter(cents: number, withPassword = true) {
  const user = await createUser(
    withPassword ? { paymentPasswordHash: await paymentPasswordHash(PAYMENT_PASSWORD) } : {},
  );
  if (cents > 0) await topUp(user.id, cents);
  return { user, client: await signIn(user.email as string) };
}

function pay(client: Client, input: Record<string, unknown>): Promise<GqlResult<Paid>> {
  return client.gql<Paid>(PAY, {
    input: { currency: "HKD", purpose: "donation", password: PAYMENT_PASSWORD, ...input },
  });
}

const SUPPORTERS = graphql(`
  query PaymentsSupporters($shortHash: String!) {
    article(input: { shortHash: $shortHash }) {
      replyToDonator
      donations(input: { first: 10 }) {
        totalCount
        pageInfo {
          hasNextPage
        }
        edges {
          cursor
          node {
            id
            sender {
              id
            }
          }
        }
      }
    }
  }
`);

const sentBy = (userId: number) => db().select().from(transactions).where(eq(transactions.senderId, userId));

describe("payTo", () => {
  beforeEach(() => setPayment(true));

  it("pays an author for an article: both wallets, the transaction, the notice and the supporters list", async () => {
    const author = await createUser();
    const article = await insertArticle(author.id);
    await db()
      .update(articleVersions)
      .set({ replyToDonator: "Thank you!" })
      .where(eq(articleVersions.articleId, article.id));
    const { user, client } = await supporter(10_000);

    const result = await pay(client, {
      amount: 12.5,
      recipientId: gid("User", author.id),
      targetId: gid("Article", article.id),
      message: "  For the chapter on tides  ",
    });
    expect(result.errors).toBeUndefined();
    expect(result.data?.payTo).toEqual({
      redirectUrl: null,
      transaction: {
        id: expect.any(String),
        state: "succeeded",
        purpose: "donation",
        amount: 12.5,
        fee: 0,
        currency: "HKD",
        message: "For the chapter on tides",
        sender: { id: gid("User", user.id) },
        recipient: { id: gid("User", author.id) },
        target: { id: gid("Article", article.id) },
      },
    });
    expect(await walletBalance(db(), user.id, "HKD")).toBe(10_000 - 1250);
    expect(await walletBalance(db(), author.id, "HKD")).toBe(1250);
    expect(client.purged).toContain(cacheTags.article(article.id));
    const received = await db()
      .select()
      .from(notices)
      .where(and(eq(notices.recipientId, author.id), eq(notices.type, "PaymentReceivedDonation")));
    expect(received).toHaveLength(1);

    // a second supporter later: supporters newest first, and the donor now reads the author's reply
    const second = await supporter(1000);
    expect(
      (
        await second.client.at(Date.now() + 1000).gql(PAY, {
          input: {
            currency: "HKD",
            purpose: "donation",
            password: PAYMENT_PASSWORD,
            amount: 1,
            recipientId: gid("User", author.id),
            targetId: gid("Article", article.id),
          },
        })
      ).errors,
    ).toBeUndefined();
    const read = await client.gql(SUPPORTERS, { shortHash: article.shortHash });
    expect(read.errors).toBeUndefined();
    expect(read.data?.article?.replyToDonator).toBe("Thank you!");
    expect(read.data?.article?.donations.totalCount).toBe(2);
    expect(read.data?.article?.donations.pageInfo.hasNextPage).toBe(false);
    expect(read.data?.article?.donations.edges?.map((e) => e.node.sender?.id)).toEqual([
      gid("User", second.user.id),
      gid("User", user.id),
    ]);
    expect(await reconcile(db())).toEqual({ sum: 0, unbalanced: [], mismatched: [] });
  });

  it("supports a person without a target (a moment's author) and purges nothing cached", async () => {
    const author = await createUser();
    const { user, client } = await supporter(500);
    const result = await pay(client, { amount: 5, recipientId: gid("User", author.id) });
    expect(result.errors).toBeUndefined();
    expect(result.data?.payTo.transaction.target).toBeNull();
    expect(client.purged).toEqual([]);
    expect(await walletBalance(db(), user.id, "HKD")).toBe(0);
  });

  it("1. answers FORBIDDEN while the payment flag is off, before looking at anything else", async () => {
    await setPayment(false);
    const author = await createUser();
    const { user, client } = await supporter(0, false);
    const result = await pay(client, { amount: 0, recipientId: gid("User", author.id) });
    expect(codeOf(result)).toBe("FORBIDDEN");
    expect(result.errors?.[0]?.message).toMatch(/switched off/);
    expect(await sentBy(user.id)).toEqual([]);
  });

  it("2. refuses amounts that are not money (PAYMENT_AMOUNT_INVALID) and under 1 HKD (PAYMENT_AMOUNT_TOO_SMALL)", async () => {
    const author = await createUser();
    // no password, no balance: the amount is judged first
    const { user, client } = await supporter(0, false);
    const to = gid("User", author.id);
    for (const amount of [0, -5, 1.005, 10.123]) {
      expect(codeOf(await pay(client, { amount, recipientId: to })), String(amount)).toBe("PAYMENT_AMOUNT_INVALID");
    }
    for (const amount of [0.99, 0.5, 0.01]) {
      expect(codeOf(await pay(client, { amount, recipientId: to })), String(amount)).toBe("PAYMENT_AMOUNT_TOO_SMALL");
    }
    // not a number at all never reaches the resolver: GraphQL's Float refuses it
    expect(codeOf(await pay(client, { amount: "ten", recipientId: to }))).toBe("BAD_USER_INPUT");
    expect(await sentBy(user.id)).toEqual([]);
  });

  it("answers other currencies and purposes with a clear error", async () => {
    const author = await createUser();
    const { client } = await supporter(1000);
    const to = gid("User", author.id);
    const like = await pay(client, { amount: 1, currency: "LIKE", recipientId: to });
    expect(codeOf(like)).toBe("BAD_USER_INPUT");
    expect(like.errors?.[0]?.message).toMatch(/HKD or USDT/);
    // USDT is paid on chain (tests/api/usdt-support.test.ts), which must be named
    const usdt = await pay(client, { amount: 1, currency: "USDT", recipientId: to });
    expect(codeOf(usdt)).toBe("BAD_USER_INPUT");
    expect(usdt.errors?.[0]?.message).toMatch(/chain: Optimism/);
    expect(codeOf(await pay(client, { amount: 1, purpose: "payout", recipientId: to }))).toBe("BAD_USER_INPUT");
  });

  it("3. answers PAYMENT_PASSWORD_NOT_SET before balance for someone without a payment password", async () => {
    const author = await createUser();
    const { user, client } = await supporter(0, false);
    expect(codeOf(await pay(client, { amount: 5, recipientId: gid("User", author.id) }))).toBe(
      "PAYMENT_PASSWORD_NOT_SET",
    );
    expect(await sentBy(user.id)).toEqual([]);
  });

  it("4. answers PAYMENT_PASSWORD_INVALID for a wrong one, and stops guessing after 5 wrong in 10 minutes", async () => {
    const author = await createUser();
    const { user, client } = await supporter(1000);
    const to = gid("User", author.id);
    // failures that are not guesses do not count towards the limit
    for (let i = 0; i < 6; i += 1) {
      expect(codeOf(await pay(client, { amount: 100, recipientId: to }))).toBe("PAYMENT_BALANCE_INSUFFICIENT");
    }
    for (const password of ["000000", "135791", "", "13579", "999999"]) {
      expect(codeOf(await pay(client, { amount: 1, recipientId: to, password }))).toBe("PAYMENT_PASSWORD_INVALID");
    }
    // the right password no longer helps until the window passes
    expect(codeOf(await pay(client, { amount: 1, recipientId: to }))).toBe("ACTION_LIMIT_EXCEEDED");
    expect(await sentBy(user.id)).toEqual([]);
    expect(
      codeOf(
        await client.at(Date.now() + 11 * 60_000).gql(PAY, {
          input: { currency: "HKD", purpose: "donation", password: PAYMENT_PASSWORD, amount: 1, recipientId: to },
        }),
      ),
    ).toBeUndefined();
  });

  it("4. checks at most 5 of 50 payment passwords sent at once, the right one among them", async () => {
    const author = await createUser();
    const { user, client } = await supporter(1000);
    const to = gid("User", author.id);
    const passwords = Array.from({ length: 49 }, (_, i) => String(200_000 + i));
    const right = Math.floor(Math.random() * 50);
    passwords.splice(right, 0, PAYMENT_PASSWORD);
    // one window for all of them (the limit's is ten minutes)
    const at = client.at(nextMidnight());
    const results = await Promise.all(passwords.map((password) => pay(at, { amount: 1, recipientId: to, password })));
    const outcomes = results.map((r) => codeOf(r) ?? "paid");
    const count = (outcome: string) => outcomes.filter((o) => o === outcome).length;
    expect(count("PAYMENT_PASSWORD_INVALID")).toBeLessThanOrEqual(5);
    expect(count("PAYMENT_PASSWORD_INVALID") + count("ACTION_LIMIT_EXCEEDED") + count("paid")).toBe(50);
    // paid only if the right one was checked, which a success does not count as a guess
    if (count("paid")) expect(outcomes[right]).toBe("paid");
    else expect([count("PAYMENT_PASSWORD_INVALID"), outcomes[right]]).toEqual([5, "ACTION_LIMIT_EXCEEDED"]);
    expect(await sentBy(user.id)).toHaveLength(count("paid"));
  });

  it("4. gives back a place held by a check whose worker died, once its lease ends", async () => {
    const author = await createUser();
    const { user, client } = await supporter(1000);
    // five checks that started and never ended (their worker was killed mid-check), 1.5 s
    // short of their lease: every place is held until then
    const key = `payment.password|600/5|user:${user.id}`;
    const leaseEnds = Date.now() + 1500;
    await db()
      .insert(rateLimitChecks)
      .values([0, 1, 2, 3, 4].map((i) => ({ key, id: `dead-${i}`, startedAt: leaseEnds - RUNNING_CHECK_LEASE_MS })));
    const paid = await pay(client, { amount: 1, recipientId: gid("User", author.id) });
    expect(codeOf(paid)).toBeUndefined();
    // it waited for the places, not refused, and paid once they were given back
    expect(Date.now()).toBeGreaterThanOrEqual(leaseEnds);
    expect(await sentBy(user.id)).toHaveLength(1);
    // the dead checks' rows are gone with the check that found them
    expect(await db().select().from(rateLimitChecks).where(eq(rateLimitChecks.key, key))).toEqual([]);
  });

  it("5. answers PAYMENT_BALANCE_INSUFFICIENT for more than the wallet holds, before the recipient is looked at", async () => {
    const { user, client } = await supporter(999);
    // paying oneself more than one has: the balance is judged first
    expect(codeOf(await pay(client, { amount: 10, recipientId: gid("User", user.id) }))).toBe(
      "PAYMENT_BALANCE_INSUFFICIENT",
    );
    expect(await walletBalance(db(), user.id, "HKD")).toBe(999);
  });

  it("6. answers PAYMENT_REACH_MAXIMUM_LIMIT past 5000 HKD a Hong Kong day", async () => {
    const author = await createUser();
    const { user, client } = await supporter(10_000);
    await db()
      .insert(dailyPayments)
      .values({ userId: user.id, day: hongKongDay(Date.now()), amount: 499_900 });
    const to = gid("User", author.id);
    expect(codeOf(await pay(client, { amount: 1.01, recipientId: to }))).toBe("PAYMENT_REACH_MAXIMUM_LIMIT");
    expect(codeOf(await pay(client, { amount: 1, recipientId: to }))).toBeUndefined();
    expect(codeOf(await pay(client, { amount: 1, recipientId: to }))).toBe("PAYMENT_REACH_MAXIMUM_LIMIT");
    expect(await walletBalance(db(), user.id, "HKD")).toBe(9_900);
  });

  it("7. refuses paying oneself with FORBIDDEN", async () => {
    const { user, client } = await supporter(1000);
    expect(codeOf(await pay(client, { amount: 1, recipientId: gid("User", user.id) }))).toBe("FORBIDDEN");
    expect(await sentBy(user.id)).toEqual([]);
  });

  it("8. refuses a recipient who is not active with FORBIDDEN_BY_TARGET_STATE, and an unknown one with USER_NOT_FOUND", async () => {
    const { user, client } = await supporter(1000);
    for (const state of ["banned", "frozen", "archived"] as const) {
      const gone = await createUser({ state });
      expect(codeOf(await pay(client, { amount: 1, recipientId: gid("User", gone.id) }))).toBe(
        "FORBIDDEN_BY_TARGET_STATE",
      );
    }
    expect(codeOf(await pay(client, { amount: 1, recipientId: gid("User", 9_999_999) }))).toBe("USER_NOT_FOUND");
    expect(await sentBy(user.id)).toEqual([]);
  });

  it("8b. refuses a recipient who blocked the supporter with FORBIDDEN, and lets the block's maker pay", async () => {
    const author = await createUser();
    const { user, client } = await supporter(1000);
    await db().insert(blocks).values({ userId: author.id, blockedId: user.id });
    expect(codeOf(await pay(client, { amount: 1, recipientId: gid("User", author.id) }))).toBe("FORBIDDEN");
    expect(await sentBy(user.id)).toEqual([]);
    // the other way round is the blocker's own choice
    const blocker = await supporter(1000);
    const blocked = await createUser();
    await db().insert(blocks).values({ userId: blocker.user.id, blockedId: blocked.id });
    expect(codeOf(await pay(blocker.client, { amount: 1, recipientId: gid("User", blocked.id) }))).toBeUndefined();
  });

  it("9. refuses a target that is not one of the recipient's articles with ARTICLE_NOT_FOUND", async () => {
    const [author, other] = [await createUser(), await createUser()];
    const others = await insertArticle(other.id);
    const archived = await insertArticle(author.id, "archived");
    const { user, client } = await supporter(1000);
    const to = gid("User", author.id);
    for (const targetId of [
      gid("Article", others.id),
      gid("Article", archived.id),
      gid("Article", 9_999_999),
      gid("User", author.id),
    ]) {
      expect(codeOf(await pay(client, { amount: 1, recipientId: to, targetId }))).toBe("ARTICLE_NOT_FOUND");
    }
    expect(await sentBy(user.id)).toEqual([]);
  });

  it("keeps a message to 200 characters", async () => {
    const author = await createUser();
    const { user, client } = await supporter(1000);
    const result = await pay(client, { amount: 1, recipientId: gid("User", author.id), message: "x".repeat(201) });
    expect(codeOf(result)).toBe("BAD_USER_INPUT");
    expect(await sentBy(user.id)).toEqual([]);
  });

  it("lets 10 concurrent payments of 3 HKD from 10 HKD through exactly 3 times, and the books stay whole", async () => {
    const author = await createUser();
    const { user, client } = await supporter(1000);
    const to = gid("User", author.id);
    const results = await Promise.all(Array.from({ length: 10 }, () => pay(client, { amount: 3, recipientId: to })));
    const codes = results.map((r) => codeOf(r) ?? "ok");
    expect(codes.filter((c) => c === "ok")).toHaveLength(3);
    expect(codes.filter((c) => c !== "ok")).toEqual(Array(7).fill("PAYMENT_BALANCE_INSUFFICIENT"));
    expect(await walletBalance(db(), user.id, "HKD")).toBe(100);
    expect(await walletBalance(db(), author.id, "HKD")).toBe(900);
    expect(await sentBy(user.id)).toHaveLength(3);
    expect(await reconcile(db())).toEqual({ sum: 0, unbalanced: [], mismatched: [] });
  });
  it("pays once for an idempotency key, however many repeats arrive at once, and answers each with that payment", async () => {
    const author = await createUser();
    const article = await insertArticle(author.id);
    const { user, client } = await supporter(1000);
    const input = {
      amount: 3,
      recipientId: gid("User", author.id),
      targetId: gid("Article", article.id),
      idempotencyKey: crypto.randomUUID(),
    };
    const results = await Promise.all(Array.from({ length: 8 }, () => pay(client, input)));
    for (const result of results) expect(result.errors).toBeUndefined();
    const ids = new Set(results.map((r) => present(r.data).payTo.transaction.id));
    expect(ids.size).toBe(1);
    expect(await walletBalance(db(), user.id, "HKD")).toBe(700);
    expect(await walletBalance(db(), author.id, "HKD")).toBe(300);
    expect(await sentBy(user.id)).toHaveLength(1);
    const told = await db()
      .select()
      .from(notices)
      .where(and(eq(notices.recipientId, author.id), eq(notices.type, "PaymentReceivedDonation")));
    expect(told).toHaveLength(1);

    // later, as a client that never saw the answer would: the same payment, nothing moves
    const later = await pay(client, input);
    expect(present(later.data).payTo.transaction).toMatchObject({ id: [...ids][0], state: "succeeded", amount: 3 });
    expect(await walletBalance(db(), user.id, "HKD")).toBe(700);

    // the key with another request is no repeat; a fresh key is a new payment
    expect(codeOf(await pay(client, { ...input, amount: 4 }))).toBe("BAD_USER_INPUT");
    expect(codeOf(await pay(client, { ...input, targetId: null }))).toBe("BAD_USER_INPUT");
    expect(await walletBalance(db(), user.id, "HKD")).toBe(700);
    expect((await pay(client, { ...input, idempotencyKey: crypto.randomUUID() })).errors).toBeUndefined();
    expect(await walletBalance(db(), user.id, "HKD")).toBe(400);
    expect(await reconcile(db())).toEqual({ sum: 0, unbalanced: [], mismatched: [] });
  });

  it("leaves a key free when its request was refused before paying, and keeps each person's keys their own", async () => {
    const author = await createUser();
    const { user, client } = await supporter(1000);
    const input = { amount: 2, recipientId: gid("User", author.id), idempotencyKey: "attempt-1" };
    expect(codeOf(await pay(client, { ...input, password: "000000" }))).toBe("PAYMENT_PASSWORD_INVALID");
    expect(codeOf(await pay(client, { ...input, amount: 20 }))).toBe("PAYMENT_BALANCE_INSUFFICIENT");
    const paid = await pay(client, input);
    expect(present(paid.data).payTo.transaction.state).toBe("succeeded");
    // another supporter's "attempt-1" is theirs
    const other = await supporter(1000);
    const theirs = await pay(other.client, input);
    expect(present(theirs.data).payTo.transaction.id).not.toBe(present(paid.data).payTo.transaction.id);
    expect(await walletBalance(db(), user.id, "HKD")).toBe(800);
    expect(await walletBalance(db(), other.user.id, "HKD")).toBe(800);
    for (const bad of ["", "k".repeat(101)]) {
      expect(codeOf(await pay(client, { ...input, idempotencyKey: bad }))).toBe("BAD_USER_INPUT");
    }
  });

  it("counts a person's donations both ways, and tells only the person whether they have a payment password", async () => {
    const author = await createUser();
    const [first, second] = [await insertArticle(author.id), await insertArticle(author.id)];
    const { user, client } = await supporter(1000);
    for (const article of [first, first, second]) {
      const result = await pay(client, {
        amount: 1,
        recipientId: gid("User", author.id),
        targetId: gid("Article", article.id),
      });
      expect(result.errors).toBeUndefined();
    }
    const STATUS = `query($id: ID!) { node(input: { id: $id }) { ... on User { status { hasPaymentPassword donatedArticleCount receivedDonationCount } } } }`;
    const own = await client.gql<{ node: { status: Record<string, unknown> } }>(STATUS, { id: gid("User", user.id) });
    expect(own.data?.node.status).toEqual({
      hasPaymentPassword: true,
      donatedArticleCount: 2,
      receivedDonationCount: 0,
    });
    const theirs = await client.gql<{ node: { status: Record<string, unknown> } }>(STATUS, {
      id: gid("User", author.id),
    });
    expect(theirs.data?.node.status).toEqual({
      hasPaymentPassword: false,
      donatedArticleCount: 0,
      receivedDonationCount: 3,
    });
  });
});

describe("one money-moving field per request", () => {
  beforeEach(() => setPayment(true));

  const aliased = (count: number) =>
    `mutation($input: PayToInput!) {\n${Array.from(
      { length: count },
      (_, i) => `  p${i}: payTo(input: $input) { transaction { id state } }`,
    ).join("\n")}\n}`;

  it("refuses 10 aliased payTo whole with BAD_USER_INPUT, before any of them pays", async () => {
    const author = await createUser();
    const { user, client } = await supporter(1000);
    const input = { amount: 3, currency: "HKD", purpose: "donation", recipientId: gid("User", author.id) };
    const result = await client.gql(aliased(10), { input: { ...input, password: PAYMENT_PASSWORD } });
    expect(codeOf(result)).toBe("BAD_USER_INPUT");
    expect(result.errors?.[0]?.message).toMatch(/one money-moving field per request/i);
    expect(result.data ?? null).toBeNull();
    expect(await sentBy(user.id)).toEqual([]);
    expect(await walletBalance(db(), user.id, "HKD")).toBe(1000);
  });

  it("counts every money-moving mutation, through fragments too; one of them runs as before", async () => {
    const author = await createUser();
    const { user, client } = await supporter(1000);
    const input = {
      amount: 1,
      currency: "HKD",
      purpose: "donation",
      recipientId: gid("User", author.id),
      password: PAYMENT_PASSWORD,
    };
    const documents = [
      `mutation($input: PayToInput!) { payTo(input: $input) { transaction { id } } addCredit(input: { amount: 20 }) { client_secret } }`,
      `mutation($input: PayToInput!) { ...Pay ... on Mutation { payout(input: { amount: 100, password: "135790" }) { id } } }
       fragment Pay on Mutation { payTo(input: $input) { transaction { id } } }`,
      `mutation($input: PayToInput!) { payTo(input: $input) { transaction { id } } withdrawLockedTokens { transaction { id } } }`,
    ];
    for (const document of documents) {
      expect(codeOf(await client.gql(document, { input })), document).toBe("BAD_USER_INPUT");
    }
    expect(await sentBy(user.id)).toEqual([]);
    // the same field twice under one name is one field (GraphQL merges them): it pays once
    const merged = await client.gql(
      `mutation($input: PayToInput!) { payTo(input: $input) { transaction { id } } payTo(input: $input) { transaction { state } } }`,
      { input },
    );
    expect(merged.errors).toBeUndefined();
    expect(await sentBy(user.id)).toHaveLength(1);
    expect(await walletBalance(db(), user.id, "HKD")).toBe(900);
  });
});

describe("an article's supporters (Article.donationCount, donated, transactionsReceivedBy, relatedDonationArticles)", () => {
  beforeEach(() => setPayment(true));

  const GIVERS = graphql(`
    query PaymentsArticleGivers(
      $shortHash: String!
      $purpose: TransactionPurpose!
      $senderId: ID
      $after: String
      $first: Int
    ) {
      article(input: { shortHash: $shortHash }) {
        donationCount
        donated
        transactionsReceivedBy(input: { purpose: $purpose, senderId: $senderId, first: $first, after: $after }) {
          totalCount
          pageInfo {
            hasNextPage
            endCursor
          }
          edges {
            node {
              id
            }
          }
        }
      }
    }
  `);

  const RELATED = graphql(`
    query PaymentsRelatedDonationArticles($shortHash: String!, $random: Int) {
      article(input: { shortHash: $shortHash }) {
        relatedDonationArticles(input: { first: 10, random: $random }) {
          totalCount
          edges {
            node {
              id
            }
          }
        }
      }
    }
  `);

  /** `who` supports each of `articles` by the API, one second after the other. */
  async function supportAll(who: Client, at: number, articles: { id: number; authorId: number }[]) {
    for (const [i, article] of articles.entries()) {
      const result = await who.at(at + i * 1000).gql(PAY, {
        input: {
          currency: "HKD",
          purpose: "donation",
          password: PAYMENT_PASSWORD,
          amount: 1,
          recipientId: gid("User", article.authorId),
          targetId: gid("Article", article.id),
        },
      });
      expect(result.errors).toBeUndefined();
    }
  }

  it("counts each supporter once, tells the viewer whether they gave, and pages the givers whoever gave last first", async () => {
    const author = await createUser();
    const article = await insertArticle(author.id);
    const [first, second, bystander] = [await supporter(1000), await supporter(1000), await supporter(1000)];
    const t = Date.now();
    await supportAll(first.client, t, [article]);
    await supportAll(second.client, t + 10_000, [article]);
    // first gives again, last of all: once in the count, and first in the list
    await supportAll(first.client, t + 20_000, [article]);

    const read = async (
      client: Client,
      variables: { purpose?: TransactionPurpose; senderId?: string; first?: number; after?: string | null } = {},
    ) => {
      const result = await client.gql(GIVERS, { shortHash: article.shortHash, purpose: "donation", ...variables });
      return { code: codeOf(result), article: result.data?.article };
    };
    const ids = (article: Awaited<ReturnType<typeof read>>["article"]) =>
      present(article).transactionsReceivedBy.edges?.map((e) => e.node.id);

    const all = present((await read(bystander.client)).article);
    expect(all.donationCount).toBe(2);
    expect(all.donated).toBe(false);
    expect(all.transactionsReceivedBy.totalCount).toBe(2);
    expect(ids(all)).toEqual([gid("User", first.user.id), gid("User", second.user.id)]);
    expect((await read(first.client)).article?.donated).toBe(true);
    expect((await read(new Client())).article?.donated).toBe(false);

    // one a page, by the cursor
    const page1 = present((await read(bystander.client, { first: 1 })).article);
    expect(page1.transactionsReceivedBy.pageInfo.hasNextPage).toBe(true);
    const page2 = present(
      (await read(bystander.client, { first: 1, after: page1.transactionsReceivedBy.pageInfo.endCursor })).article,
    );
    expect(ids(page2)).toEqual([gid("User", second.user.id)]);
    expect(page2.transactionsReceivedBy.pageInfo.hasNextPage).toBe(false);

    // one person asked about, another purpose, a malformed sender
    expect(ids((await read(bystander.client, { senderId: gid("User", second.user.id) })).article)).toEqual([
      gid("User", second.user.id),
    ]);
    const credits = present((await read(bystander.client, { purpose: "addCredit" })).article);
    expect(credits.transactionsReceivedBy.totalCount).toBe(0);
    expect(ids(credits)).toEqual([]);
    expect((await read(bystander.client, { senderId: gid("Article", article.id) })).code).toBe("BAD_USER_INPUT");
  });

  it("relates the articles the same supporters also supported, the most shared first, never an archived one", async () => {
    const [x, y, z] = [await createUser(), await createUser(), await createUser()];
    const [a, b, c, d] = [
      await insertArticle(x.id),
      await insertArticle(y.id),
      await insertArticle(z.id),
      await insertArticle(z.id),
    ];
    const [one, two, three] = [await supporter(1000), await supporter(1000), await supporter(1000)];
    const t = Date.now();
    await supportAll(one.client, t, [a, b]);
    await supportAll(two.client, t + 10_000, [a, b, c]);
    await supportAll(three.client, t + 20_000, [d]);

    const related = async (random?: number) => {
      const result = await one.client.gql(RELATED, { shortHash: a.shortHash, random });
      return present(result.data?.article).relatedDonationArticles.edges?.map((e) => e.node.id);
    };
    expect(await related()).toEqual([gid("Article", b.id), gid("Article", c.id)]);
    // shuffled, the same pool
    expect(new Set(await related(7))).toEqual(new Set([gid("Article", b.id), gid("Article", c.id)]));
    await db().update(articles).set({ state: "archived" }).where(eq(articles.id, b.id));
    expect(await related()).toEqual([gid("Article", c.id)]);
  });
});

describe("payment passwords stored before the keyed form (PBKDF2)", () => {
  beforeEach(() => setPayment(true));

  const storedHash = async (userId: number) =>
    present((await db().select().from(users).where(eq(users.id, userId)))[0]?.paymentPasswordHash);

  /** A supporter whose payment password was set before the keyed form, as the seed's are. */
  async function earlierSupporter(cents: number) {
    const user = await createUser({ paymentPasswordHash: await hashPassword(PAYMENT_PASSWORD) });
    await topUp(user.id, cents);
    return { user, client: await signIn(present(user.email)) };
  }

  it("still pays, and the right password replaces the old hash with the keyed one; a wrong one leaves it", async () => {
    const author = await createUser();
    const { user, client } = await earlierSupporter(10_000);
    const old = await storedHash(user.id);
    const to = gid("User", author.id);
    expect(codeOf(await pay(client, { amount: 1, recipientId: to, password: "135791" }))).toBe(
      "PAYMENT_PASSWORD_INVALID",
    );
    expect(await storedHash(user.id)).toBe(old);
    expect((await pay(client, { amount: 1, recipientId: to })).errors).toBeUndefined();
    const keyed = await storedHash(user.id);
    expect(keyed).toMatch(/^hmac-sha256\$/);
    expect((await verifyPaymentPassword(env, PAYMENT_PASSWORD, keyed)).valid).toBe(true);
    // and the keyed one pays and refuses as the old one did
    expect((await pay(client, { amount: 1, recipientId: to })).errors).toBeUndefined();
    expect(codeOf(await pay(client, { amount: 1, recipientId: to, password: "000000" }))).toBe(
      "PAYMENT_PASSWORD_INVALID",
    );
    expect(await walletBalance(db(), user.id, "HKD")).toBe(9_800);
  });

  it("pays every one of several payments sent at once, which leave one keyed hash that checks", async () => {
    const author = await createUser();
    const { user, client } = await earlierSupporter(10_000);
    const to = gid("User", author.id);
    const results = await Promise.all(Array.from({ length: 6 }, () => pay(client, { amount: 1, recipientId: to })));
    expect(results.map((r) => codeOf(r) ?? "paid")).toEqual(Array(6).fill("paid"));
    expect((await verifyPaymentPassword(env, PAYMENT_PASSWORD, await storedHash(user.id))).valid).toBe(true);
    expect(await walletBalance(db(), user.id, "HKD")).toBe(9_400);
  });

  it("never puts the old password back over one reset while it was being checked", async () => {
    const user = await createUser({ paymentPasswordHash: await hashPassword(PAYMENT_PASSWORD) });
    // the request read the account before the reset below was written
    const asRead = present((await db().select().from(users).where(eq(users.id, user.id)))[0]);
    const reset = await paymentPasswordHash("246802");
    await db().update(users).set({ paymentPasswordHash: reset }).where(eq(users.id, user.id));
    const ctx = await createContext(new Request("http://127.0.0.1:8787/graphql"), env);
    await checkPaymentPassword(ctx, asRead, PAYMENT_PASSWORD);
    expect(await storedHash(user.id)).toBe(reset);
  });
});

describe("the payment passwords' key", () => {
  it("is what checks a stored hash: another key, or none, checks nothing", async () => {
    const hash = await paymentPasswordHash(PAYMENT_PASSWORD);
    expect(hash).not.toContain(PAYMENT_PASSWORD);
    expect(await paymentPasswordHash(PAYMENT_PASSWORD)).not.toBe(hash);
    const other = { PAYMENT_PASSWORD_KEY: "another-deployment-payment-key-0123456789" };
    expect((await verifyPaymentPassword(other, PAYMENT_PASSWORD, hash)).valid).toBe(false);
    await expect(verifyPaymentPassword({}, PAYMENT_PASSWORD, hash)).rejects.toThrow(/PAYMENT_PASSWORD_KEY/);
    await expect(hashPaymentPassword({ PAYMENT_PASSWORD_KEY: "short" }, PAYMENT_PASSWORD)).rejects.toThrow(
      /PAYMENT_PASSWORD_KEY/,
    );
  });

  it("can be changed: the previous key's hashes still check and move to the new one; a key no longer set checks nothing", async () => {
    const before = { PAYMENT_PASSWORD_KEY: "the-key-before-0123456789abcdef0123456" };
    const stored = await hashPaymentPassword(before, PAYMENT_PASSWORD);
    const changing = {
      PAYMENT_PASSWORD_KEY: "the-key-after-0123456789abcdef01234567",
      PAYMENT_PASSWORD_KEY_PREVIOUS: before.PAYMENT_PASSWORD_KEY,
    };
    expect(await verifyPaymentPassword(changing, "000000", stored)).toEqual({ valid: false });
    const moved = await verifyPaymentPassword(changing, PAYMENT_PASSWORD, stored);
    expect(moved.valid).toBe(true);
    const rehashed = present(moved.rehashed);
    // the key id names the key a hash was made with, so rows still on the old one can be counted
    expect(rehashed.split("$")[1]).not.toBe(stored.split("$")[1]);
    expect(await verifyPaymentPassword(changing, PAYMENT_PASSWORD, rehashed)).toEqual({ valid: true });
    const after = { PAYMENT_PASSWORD_KEY: changing.PAYMENT_PASSWORD_KEY };
    expect(await verifyPaymentPassword(after, PAYMENT_PASSWORD, rehashed)).toEqual({ valid: true });
    expect(await verifyPaymentPassword(after, PAYMENT_PASSWORD, stored)).toEqual({ valid: false });
  });
});
