import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { beforeAll, describe, expect, it } from "vitest";
import { buildDataset } from "@/scripts/seed/dataset";
import { searchIndexStatements } from "@/scripts/seed/search-index";
import { insertStatements } from "@/scripts/seed/sql";
import { emptyLedger } from "../load/people";
import { reconcile } from "../load/reconcile";

// The load suite's reconciliation (tests/load/reconcile.ts) must be able to fail: on a scratch
// database (every migration, then the demo seed) it passes as the seed leaves it, and each
// half-written record planted in it, one at a time and rolled back after, fails the check
// that is about it.

let file: DatabaseSync;
const RUN = "unit01";

const ledger = () => emptyLedger(RUN);
const noApi = () => ({ articles: new Map(), followers: new Map() });

const one = (sql: string) => (file.prepare(sql).get() as { v: number }).v;

/** The checks that fail with `plant` applied, which is then rolled back. */
function failingWith(plant: string, books = ledger()): string[] {
  file.exec("BEGIN");
  try {
    file.exec(plant);
    return reconcile(file, books, noApi())
      .filter((c) => !c.ok)
      .map((c) => c.name);
  } finally {
    file.exec("ROLLBACK");
  }
}

beforeAll(async () => {
  // foreign keys not enforced, as in D1 before a batch ends: the test plants rows that break them
  file = new DatabaseSync(":memory:", { enableForeignKeyConstraints: false });
  const dir = path.resolve(__dirname, "../../drizzle");
  for (const name of readdirSync(dir)
    .filter((n) => n.endsWith(".sql"))
    .sort()) {
    file.exec(readFileSync(path.join(dir, name), "utf8"));
  }
  const tables = await buildDataset();
  for (const table of tables) for (const statement of insertStatements(table)) file.exec(statement);
  for (const statement of searchIndexStatements(tables)) file.exec(statement);
  file.exec("PRAGMA foreign_keys = OFF");
  // a person of the run, as the load suite signs them up
  file.exec(
    `INSERT INTO users (user_name, display_name, email, language) VALUES ('loadunit', 'Load', 'load-${RUN}-1@example.com', 'en')`,
  );
}, 120_000);

describe("the load suite's reconciliation", () => {
  it("passes on the seeded database", () => {
    const failed = reconcile(file, ledger(), noApi()).filter((c) => !c.ok);
    expect(failed).toEqual([]);
  });

  it("finds an article without its version", () => {
    const id = one("SELECT min(a.id) AS v FROM articles a WHERE a.state = 'active'");
    expect(failingWith(`DELETE FROM article_versions WHERE article_id = ${id}`)).toEqual([
      "no article without a version, no search entry without its article, no unpublished draft naming an article",
    ]);
  });

  it("finds a comment counted but missing", () => {
    const id = one(
      "SELECT min(target_id) AS v FROM comments WHERE type = 'article' AND state = 'active' AND parent_comment_id IS NULL",
    );
    const failed = failingWith(
      `DELETE FROM comments WHERE id = (SELECT min(id) FROM comments WHERE type = 'article' AND target_id = ${id} AND state = 'active'
        AND NOT EXISTS (SELECT 1 FROM comments r WHERE r.parent_comment_id = comments.id OR r.reply_to_id = comments.id))`,
    );
    expect(failed).toContain("article comment counts = their active comments");
  });

  it("finds a comment written that nobody was told of", () => {
    const article = one("SELECT min(id) AS v FROM articles WHERE state = 'active'");
    const author = one(`SELECT id AS v FROM users WHERE email = 'load-${RUN}-1@example.com'`);
    // counted, so only the comparison with the answers fails
    expect(
      failingWith(`
        INSERT INTO comments (type, target_id, author_id, content, state) VALUES ('article', ${article}, ${author}, '<p>x</p>', 'active');
        UPDATE articles SET comment_count = comment_count + 1 WHERE id = ${article};`),
    ).toEqual(["comments written = comments answered"]);
    // unless the kill took as many answers
    const books = ledger();
    books.lost.comments = 1;
    expect(
      failingWith(
        `INSERT INTO comments (type, target_id, author_id, content, state) VALUES ('article', ${article}, ${author}, '<p>x</p>', 'active');
         UPDATE articles SET comment_count = comment_count + 1 WHERE id = ${article};`,
        books,
      ),
    ).toEqual([]);
  });

  it("finds a payment without both its ledger entries", () => {
    const leg = one(`SELECT min(e.id) AS v FROM ledger_entries e JOIN transactions t ON t.id = e.transaction_id
      WHERE t.purpose = 'donation' AND t.state = 'succeeded' AND t.currency = 'HKD'`);
    expect(leg).toBeGreaterThan(0);
    expect(failingWith(`DELETE FROM ledger_entries WHERE id = ${leg}`)).toEqual([
      "the ledger (entries sum to 0, balances = entries, none negative) and the file (integrity, foreign keys)",
    ]);
  });

  it("finds a failed payout not given back, and passes one that was, and one still held", () => {
    const [payer, balance] = [
      one("SELECT user_id AS v FROM wallet_balances WHERE currency = 'HKD' ORDER BY balance DESC LIMIT 1"),
      one("SELECT max(balance) AS v FROM wallet_balances WHERE currency = 'HKD'"),
    ];
    expect(balance).toBeGreaterThanOrEqual(10_000);
    // as server/api/services/payout.ts writes them: the payout's legs hold the amount at once
    const payout = (id: number, state: string) => `
      INSERT INTO transactions (id, uid, sender_id, amount, fee, currency, purpose, state, provider)
        VALUES (${id}, 'unit-payout-${id}', ${payer}, 10000, 300, 'HKD', 'payout', '${state}', 'local');
      INSERT INTO ledger_entries (transaction_id, account, currency, amount)
        VALUES (${id}, 'user:${payer}', 'HKD', -10000), (${id}, 'payout', 'HKD', 9700), (${id}, 'fees', 'HKD', 300);
      UPDATE wallet_balances SET balance = balance - 10000 WHERE user_id = ${payer} AND currency = 'HKD';`;
    const reversal = (id: number) => `
      INSERT INTO transactions (id, uid, recipient_id, amount, fee, currency, purpose, state, provider, target_type, target_id)
        VALUES (${id + 1}, 'unit-payout-${id}:reversal', ${payer}, 10000, 0, 'HKD', 'payoutReversal', 'succeeded', 'local', 'Transaction', ${id});
      INSERT INTO ledger_entries (transaction_id, account, currency, amount)
        VALUES (${id + 1}, 'user:${payer}', 'HKD', 10000), (${id + 1}, 'payout', 'HKD', -9700), (${id + 1}, 'fees', 'HKD', -300);
      UPDATE wallet_balances SET balance = balance + 10000 WHERE user_id = ${payer} AND currency = 'HKD';`;
    const ledgerCheck =
      "the ledger (entries sum to 0, balances = entries, none negative) and the file (integrity, foreign keys)";
    expect(failingWith(payout(900_001, "failed"))).toEqual([ledgerCheck]);
    expect(failingWith(payout(900_001, "canceled"))).toEqual([ledgerCheck]);
    expect(failingWith(payout(900_001, "failed") + reversal(900_001))).toEqual([]);
    expect(failingWith(payout(900_001, "pending"))).toEqual([]);
  });

  it("finds a published draft without its article, and an unpublished one naming an article", () => {
    const author = one(`SELECT id AS v FROM users WHERE email = 'load-${RUN}-1@example.com'`);
    expect(
      failingWith(
        `INSERT INTO drafts (author_id, title, content, publish_state) VALUES (${author}, 'T', '<p>x</p>', 'published')`,
      ),
    ).toEqual([
      "every published draft has its active article and one search entry",
      "no published draft without its article, no active article without a search entry (whole database)",
    ]);
    const article = one("SELECT min(id) AS v FROM articles WHERE state = 'active'");
    expect(
      failingWith(
        `INSERT INTO drafts (author_id, title, content, publish_state, article_id) VALUES (${author}, 'T', '<p>x</p>', 'pending', ${article})`,
      ),
    ).toContain(
      "no article without a version, no search entry without its article, no unpublished draft naming an article",
    );
  });

  it("finds an active article missing from search, and a row pointing nowhere", () => {
    const id = one("SELECT min(id) AS v FROM articles WHERE state = 'active'");
    expect(failingWith(`DELETE FROM search_articles WHERE rowid = ${id}`)).toEqual([
      "no published draft without its article, no active article without a search entry (whole database)",
    ]);
    expect(
      failingWith(
        "INSERT INTO article_bookmarks (user_id, article_id) VALUES (999999, (SELECT min(id) FROM articles))",
      ),
    ).toContain(
      "the ledger (entries sum to 0, balances = entries, none negative) and the file (integrity, foreign keys)",
    );
  });
});
