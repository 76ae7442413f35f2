import { env } from "cloudflare:workers";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { handleDirectUpload } from "@/server/api/direct-upload";
import { runBatch } from "@/server/db/client";
import { recordStatements, userAccount } from "@/server/db/queries/ledger";
import { comments, drafts, features, transactions } from "@/server/db/schema";
import { type Client, codeOf, db, type GqlResult, nextMidnight, paymentPasswordHash, present } from "../support/api";
import { d1BusyError, FaultyD1, FaultyR2, WRITE_SQL } from "../support/faults";
import { png, uploadFile } from "../support/media";
import { gid, insertArticle, writer } from "../support/writing-fixtures";
import { graphql } from "./generated/gql";

// Faults (issue 20): the database busy (SQLITE_BUSY, as D1 reports it) at each write of a
// representative set of writes in turn (a comment, publishing, a support, an image upload), and
// the R2 bucket failing an upload's bytes. Each fault is injected through the bindings the API
// reads (tests/support/faults.ts), never by replacing our own functions. The rule held: an
// answer that is an error leaves nothing behind (no row, no count, no ledger entry, no object)
// and says to try again; an answer that is not an error wrote its thing once; and trying again
// with the real bindings then succeeds, once.

const COMMENT = graphql(`
  mutation FaultsComment($input: PutCommentInput!) {
    putComment(input: $input) {
      id
    }
  }
`);

const PUT_DRAFT = graphql(`
  mutation FaultsPutDraft($input: PutDraftInput!) {
    putDraft(input: $input) {
      id
    }
  }
`);

const PUBLISH = graphql(`
  mutation FaultsPublish($id: ID!) {
    publishArticle(input: { id: $id }) {
      id
      publishState
      article {
        id
      }
    }
  }
`);

const PAY = graphql(`
  mutation FaultsPay($input: PayToInput!) {
    payTo(input: $input) {
      transaction {
        id
        state
      }
    }
  }
`);

const PAYMENT_PASSWORD = "135790";

/** Each request in a rate-limit window of its own (an hour apart), on the API's clock. */
let windows = 0;
const nextWindow = (client: Client) => {
  windows += 1;
  return client.at(nextMidnight() + windows * 3_600_000);
};

/** The request as the API would answer it with these bindings (the real ones where unset). */
function using(client: Client, bindings: Partial<Cloudflare.Env>) {
  return nextWindow(client).withVars(bindings);
}

async function one(sql: string): Promise<number | string> {
  const row = await env.DB.prepare(sql).first<{ v: number | string | null }>();
  return row?.v ?? 0;
}

async function objectCount() {
  let count = 0;
  let cursor: string | undefined;
  do {
    const page = await env.UPLOADS.list({ cursor });
    count += page.objects.length;
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
  return count;
}

/**
 * Everything a write of this file could leave behind, whole-database: rows, the counts kept
 * beside them, the ledger, the objects. (Rate-limit windows are not in it: a limit counts
 * attempts, failed ones too.)
 */
async function everything() {
  const counts: Record<string, number | string> = {};
  for (const table of [
    "comments",
    "notices",
    "articles",
    "article_versions",
    "article_tags",
    "tags",
    "search_articles",
    "transactions",
    "ledger_entries",
    "daily_payments",
    "assets",
    "asset_map",
  ]) {
    counts[table] = await one(`SELECT count(*) AS v FROM ${table}`);
  }
  counts["articles' comment counts"] = await one("SELECT coalesce(sum(comment_count), 0) AS v FROM articles");
  counts["tags' article counts"] = await one("SELECT coalesce(sum(num_articles), 0) AS v FROM tags");
  counts.wallets = await one(
    "SELECT coalesce(group_concat(user_id || ':' || currency || ':' || balance), '') AS v FROM (SELECT * FROM wallet_balances ORDER BY user_id, currency)",
  );
  counts["daily amounts"] = await one("SELECT coalesce(sum(amount), 0) AS v FROM daily_payments");
  counts["R2 objects"] = await objectCount();
  return counts;
}

/** A busy answer: the catalogue's INTERNAL_SERVER_ERROR, retryable, saying to try again. */
function expectRetryable(result: GqlResult, kind: "database" | "file" = "database") {
  expect(codeOf(result)).toBe("INTERNAL_SERVER_ERROR");
  const error = present(result.errors?.[0]);
  expect(error.extensions?.retryable).toBe(true);
  expect(error.message).toMatch(
    kind === "database" ? /database is busy.*try again/i : /could not be stored.*try again/i,
  );
  // nothing of D1's or R2's own words
  expect(error.message).not.toMatch(/D1_ERROR|SQLITE|R2|10001/);
}

type Case = {
  /** A fresh setup; the request it makes (with the bindings given), and how many of its thing exist. */
  prepare: () => Promise<{
    act: (bindings: Partial<Cloudflare.Env>) => Promise<GqlResult>;
    written: () => Promise<number>;
  }>;
  /** Codes besides the busy INTERNAL_SERVER_ERROR an interrupted write may answer. */
  alsoAnswers?: string[];
};

/**
 * The database busy from the k-th write on (for the rest of the request) and at the k-th write
 * alone (a moment's contention), for every write the request makes.
 */
async function busyAtEveryWrite({ prepare, alsoAnswers = [] }: Case) {
  const traced = await prepare();
  const tracer = new FaultyD1(env.DB, { times: 0 });
  const clean = await traced.act({ DB: tracer.binding });
  expect(clean.errors).toBeUndefined();
  expect(await traced.written()).toBe(1);
  const writeCalls = tracer.calls.filter((c) => c.sql.some((s) => WRITE_SQL.test(s)));
  const writes = writeCalls.length;
  expect(writes).toBeGreaterThanOrEqual(2);
  const what = (k: number) =>
    (writeCalls[k]?.sql ?? [])
      .map((s) => /^\s*(insert into|update|delete from)\s+"?(\w+)/i.exec(s)?.[2] ?? "?")
      .join("+");

  const seen: string[] = [];
  for (let k = 0; k < writes; k++) {
    for (const times of [Number.POSITIVE_INFINITY, 1]) {
      const { act, written } = await prepare();
      const before = await everything();
      const faulty = new FaultyD1(env.DB, { skip: k, times });
      const result = await act({ DB: faulty.binding });
      // the fault was met
      expect(faulty.failed, `write ${k + 1}`).toBeGreaterThan(0);
      if (result.errors) {
        const code = codeOf(result);
        seen.push(`${what(k)}${times === 1 ? " alone" : " on"}: ${code}`);
        if (code === "INTERNAL_SERVER_ERROR") expectRetryable(result);
        else expect(alsoAnswers, `write ${k + 1}: ${JSON.stringify(result.errors)}`).toContain(code);
        expect(await everything(), `write ${k + 1} left something`).toEqual(before);
        expect(await written()).toBe(0);
        const retried = await act({});
        expect(retried.errors, `retry after write ${k + 1}`).toBeUndefined();
      } else {
        // what failed came after the write was done (a notice): the answer holds
        seen.push(`${what(k)}${times === 1 ? " alone" : " on"}: answered`);
      }
      expect(await written()).toBe(1);
    }
  }
  console.log(seen.join("\n"));
  return seen;
}

/**
 * Writes that are notes beside the request's work, whose failure alone the answer survives:
 * the notices it sends, and the session's last-seen time.
 */
const afterTheWork = (seen: string) => seen.startsWith("notices") || seen === "sessions alone: answered";

async function enablePayments() {
  await db()
    .insert(features)
    .values({ name: "payment", flag: "on" })
    .onConflictDoUpdate({ target: features.name, set: { flag: "on" } });
}

async function topUp(userId: number, cents: number) {
  await runBatch(
    db(),
    recordStatements(
      db(),
      { uid: crypto.randomUUID(), recipientId: userId, amount: cents, currency: "HKD", purpose: "addCredit" },
      [
        { account: "processor", amount: -cents },
        { account: userAccount(userId), amount: cents },
      ],
    ),
  );
}

describe("the faults injected", () => {
  it("look as D1's and R2's own: D1_ERROR, SQLite's message and code, and the same as the cause", async () => {
    const real = await env.DB.prepare("SELECT * FROM no_such_table")
      .all()
      .catch((e: unknown) => e);
    expect(real).toBeInstanceOf(Error);
    const shape = /^D1_ERROR: (.+): SQLITE_[A-Z]+$/;
    const { message, cause } = real as Error;
    expect(message).toMatch(shape);
    expect((cause as Error).message).toBe(message.replace(/^D1_ERROR: /, ""));
    const busy = d1BusyError();
    expect(busy.message).toMatch(shape);
    expect((busy.cause as Error).message).toBe(busy.message.replace(/^D1_ERROR: /, ""));
  });
});

// each case runs its request a few dozen times
describe("the database busy", { timeout: 240_000 }, () => {
  it("at each write of a comment: a clear error and nothing written, or the comment once; then it posts", async () => {
    const author = await writer();
    const article = await insertArticle(author.user.id);
    const seen = await busyAtEveryWrite({
      async prepare() {
        const { user, client } = await writer();
        return {
          act: (bindings) =>
            using(client, bindings).gql(COMMENT, {
              input: { comment: { type: "article", articleId: gid("Article", article.id), content: "<p>A note</p>" } },
            }),
          written: async () =>
            (
              await db()
                .select()
                .from(comments)
                .where(and(eq(comments.authorId, user.id), eq(comments.targetId, article.id)))
            ).length,
        };
      },
    });
    // the comment and its count in one batch; the author's notice after it, which cannot undo it
    expect(seen).toContain("comments+articles on: INTERNAL_SERVER_ERROR");
    expect(seen).toContain("comments+articles alone: INTERNAL_SERVER_ERROR");
    expect(seen.filter(afterTheWork).every((s) => s.endsWith("answered"))).toBe(true);
    expect(seen.filter((s) => !afterTheWork(s)).every((s) => s.endsWith("INTERNAL_SERVER_ERROR"))).toBe(true);
    // the count kept beside the rows still equals them
    const [row] = await env.DB.prepare(
      "SELECT comment_count AS kept, (SELECT count(*) FROM comments WHERE target_id = ? AND type = 'article' AND state = 'active') AS rows FROM articles WHERE id = ?",
    )
      .bind(article.id, article.id)
      .raw();
    expect(row?.[0]).toBe(row?.[1]);
  });

  it("at each write of publishing: nothing of the article is left, and publishing again succeeds", async () => {
    const seen = await busyAtEveryWrite({
      alsoAnswers: ["ACTION_FAILED"],
      async prepare() {
        const { user, client } = await writer();
        const draft = await nextWindow(client).gql(PUT_DRAFT, {
          input: { title: "Tides", content: "<p>The sea comes in twice a day.</p>", tags: ["faults"] },
        });
        const id = present(draft.data?.putDraft.id);
        return {
          act: async (bindings) => {
            const result = await using(client, bindings).gql(PUBLISH, { id });
            // a publish answered but not done would fail the count below
            return result;
          },
          written: async () =>
            (
              await env.DB.prepare(
                "SELECT count(*) AS n FROM articles a JOIN article_versions v ON v.article_id = a.id JOIN search_articles s ON s.rowid = a.id WHERE a.author_id = ?",
              )
                .bind(user.id)
                .first<{ n: number }>()
            )?.n ?? 0,
        };
      },
    });
    // the claim (the draft pending) alone, then the batch of the article, its version, search
    // entry, tags and the draft published
    expect(seen).toContain("drafts on: INTERNAL_SERVER_ERROR");
    const batch = seen.filter((s) => s.includes("articles+article_versions"));
    expect(batch).toHaveLength(2);
    expect(batch.every((s) => s.endsWith("ACTION_FAILED"))).toBe(true);
  });

  it("for the publish batch and its undoing: the claim goes stale, and publishing after it takes it over", async () => {
    const { user, client } = await writer();
    const draft = await nextWindow(client).gql(PUT_DRAFT, {
      input: { title: "Harbour", content: "<p>Boats at rest.</p>" },
    });
    const id = present(draft.data?.putDraft.id);
    // the claim passes; the batch and the claim's undoing meet a busy database
    const faulty = new FaultyD1(env.DB, {
      match: (call) => call.kind === "batch" || /^update "drafts"/.test(call.sql[0] ?? ""),
      skip: 1,
    });
    const at = nextMidnight() + 500 * 3_600_000;
    const failed = await client.at(at).withVars({ DB: faulty.binding }).gql(PUBLISH, { id });
    expect(codeOf(failed)).toBe("ACTION_FAILED");
    expect(faulty.failed).toBe(2);
    const [row] = await db().select().from(drafts).where(eq(drafts.authorId, user.id));
    expect(row).toMatchObject({ publishState: "pending", articleId: null });
    // at once: still being published, as far as anyone can tell
    const soon = await client
      .at(at + 1_000)
      .withVars({})
      .gql(PUBLISH, { id });
    expect(soon.data?.publishArticle.publishState).toBe("pending");
    // (a window of the publish limit of its own: the attempts above count in theirs)
    const later = await client.at(at + 3_600_000).gql(PUBLISH, { id });
    expect(later.errors).toBeUndefined();
    expect(later.data?.publishArticle).toMatchObject({
      publishState: "published",
      article: { id: expect.any(String) },
    });
  });

  it("at each write of a support: no transaction, no ledger entry, no daily amount; then it pays once", async () => {
    await enablePayments();
    const author = await writer();
    const article = await insertArticle(author.user.id);
    const seen = await busyAtEveryWrite({
      async prepare() {
        const { user, client } = await writer({ paymentPasswordHash: await paymentPasswordHash(PAYMENT_PASSWORD) });
        await topUp(user.id, 10_000);
        return {
          act: (bindings) =>
            using(client, bindings).gql(PAY, {
              input: {
                amount: 12,
                currency: "HKD",
                purpose: "donation",
                password: PAYMENT_PASSWORD,
                recipientId: gid("User", author.user.id),
                targetId: gid("Article", article.id),
              },
            }),
          written: async () =>
            (
              await db()
                .select()
                .from(transactions)
                .where(and(eq(transactions.senderId, user.id), eq(transactions.purpose, "donation")))
            ).length,
        };
      },
    });
    expect(seen.filter((s) => s.endsWith("INTERNAL_SERVER_ERROR")).length).toBeGreaterThanOrEqual(2);
    const books = await env.DB.prepare(
      "SELECT coalesce(sum(amount), 0) AS sum, (SELECT count(*) FROM wallet_balances WHERE balance < 0) AS negative FROM ledger_entries",
    ).first<{ sum: number; negative: number }>();
    expect(books).toEqual({ sum: 0, negative: 0 });
  });

  it("after a support's batch: paid is answered as paid, whatever fails after the money moved", async () => {
    await enablePayments();
    const author = await writer();
    const { user, client } = await writer({ paymentPasswordHash: await paymentPasswordHash(PAYMENT_PASSWORD) });
    await topUp(user.id, 10_000);
    const pay = (bindings: Partial<Cloudflare.Env>) =>
      using(client, bindings).gql(PAY, {
        input: {
          amount: 5,
          currency: "HKD",
          purpose: "donation",
          password: PAYMENT_PASSWORD,
          recipientId: gid("User", author.user.id),
        },
      });
    const tracer = new FaultyD1(env.DB, { times: 0 });
    expect((await pay({ DB: tracer.binding })).errors).toBeUndefined();
    const batchAt = tracer.calls.findIndex(
      (c) => c.kind === "batch" && c.sql.some((s) => s.includes('"transactions"')),
    );
    expect(batchAt).toBeGreaterThan(0);
    // every call after the batch fails, reads too (D1 overloaded, say): the answer must not tell
    // the person to pay again
    const faulty = new FaultyD1(env.DB, { match: () => true, skip: batchAt + 1 });
    const result = await pay({ DB: faulty.binding });
    expect(faulty.failed).toBeGreaterThan(0);
    expect(result.errors).toBeUndefined();
    expect(result.data?.payTo.transaction).toMatchObject({ state: "succeeded" });
    const paid = await db()
      .select()
      .from(transactions)
      .where(and(eq(transactions.senderId, user.id), eq(transactions.purpose, "donation")));
    expect(paid).toHaveLength(2);
  });

  it("at each write of an image upload: no asset, no link, no object left in R2; then it uploads", async () => {
    const seen = await busyAtEveryWrite({
      async prepare() {
        const { user, client } = await writer();
        return {
          act: async (bindings) =>
            uploadFile(
              using(client, bindings),
              { type: "cover", entityType: "user" },
              { bytes: await png(40, 30), name: "pixel.png", type: "image/png" },
            ),
          written: async () => Number(await one(`SELECT count(*) AS v FROM assets WHERE author_id = ${user.id}`)),
        };
      },
    });
    expect(seen.filter((s) => !afterTheWork(s)).every((s) => s.endsWith("INTERNAL_SERVER_ERROR"))).toBe(true);
  });
});

describe("R2 failing to store", { timeout: 60_000 }, () => {
  it("an uploaded image: a clear error, no asset and no object; then it uploads", async () => {
    const { user, client } = await writer();
    const file = { bytes: await png(40, 30), name: "pixel.png", type: "image/png" };
    const before = await everything();
    const bucket = new FaultyR2(env.UPLOADS);
    const failed = await uploadFile(
      using(client, { UPLOADS: bucket.binding }),
      { type: "cover", entityType: "user" },
      file,
    );
    expect(bucket.failed).toBe(1);
    expectRetryable(failed, "file");
    expect(await everything()).toEqual(before);

    const retried = await uploadFile(using(client, {}), { type: "cover", entityType: "user" }, file);
    const asset = present(retried.data?.singleFileUpload);
    expect(await env.UPLOADS.head(asset.path.replace(/^\/assets\//, ""))).not.toBeNull();
    expect(await one(`SELECT count(*) AS v FROM assets WHERE author_id = ${user.id}`)).toBe(1);
  });

  it("a direct upload's bytes: 503 with a clear error, the address still waiting; sending again stores them", async () => {
    const { client } = await writer();
    const started = await nextWindow(client).gql<{ directImageUpload: { path: string; uploadURL: string } }>(
      `mutation($input: DirectImageUploadInput!) { directImageUpload(input: $input) { path uploadURL } }`,
      { input: { type: "cover", mime: "image/png", entityType: "user" } },
    );
    const { path, uploadURL } = present(started.data?.directImageUpload);
    const key = path.replace(/^\/assets\//, "");
    const bytes = (await png(40, 30)) as Uint8Array<ArrayBuffer>;
    const send = (bucket: R2Bucket) =>
      handleDirectUpload(
        new Request(`http://127.0.0.1:8787${uploadURL}`, {
          method: "PUT",
          body: bytes,
          headers: { cookie: client.cookieHeader },
        }),
        { ...env, UPLOADS: bucket },
      );

    const faulty = new FaultyR2(env.UPLOADS);
    const failed = await send(faulty.binding);
    expect(faulty.failed).toBe(1);
    expect(failed.status).toBe(503);
    const body = (await failed.json()) as { errors: { message: string; extensions: Record<string, unknown> }[] };
    expect(body.errors[0]?.extensions).toEqual({ code: "INTERNAL_SERVER_ERROR", retryable: true });
    expect(body.errors[0]?.message).toMatch(/try again/i);
    expect(await env.UPLOADS.head(key)).toBeNull();
    expect(await one(`SELECT draft AS v FROM assets WHERE path = '${key}'`)).toBe(1);

    const stored = await send(env.UPLOADS);
    expect(stored.status).toBe(200);
    expect(await env.UPLOADS.head(key)).not.toBeNull();
    expect(await one(`SELECT draft AS v FROM assets WHERE path = '${key}'`)).toBe(0);
  });
});
