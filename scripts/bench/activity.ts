// Reader activity for the benchmark dataset, so the hottest rankings have events to weigh:
// reads, comments, appreciations and donations, most of them recent, a few articles very busy.
// Also grows one tag to a size the generated tags never reach (they hold ~150 articles each).
//
//   npm run bench:generate && node scripts/bench/activity.ts [--reads 2000000] [--big-tag 20000]
//
// Times are relative to the clock (the rankings look at the last days), unlike the articles'.
// Run it again to start the activity over; the big tag is the tag with the id named by
// --big-tag-id (default: the generated tag with the most articles).
import { performance } from "node:perf_hooks";
import { DatabaseSync } from "node:sqlite";
import { DAY } from "../seed/config.ts";
import { createRng } from "../seed/random.ts";
import { benchDatabaseFile, stampActivity } from "./dataset.ts";

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i === -1 ? fallback : Number(process.argv[i + 1]);
};
const READS = arg("reads", 2_000_000);
const COMMENTS = arg("comments", 400_000);
const APPRECIATIONS = arg("appreciations", 300_000);
const DONATIONS = arg("donations", 30_000);
const BIG_TAG = arg("big-tag", 20_000);

const started = performance.now();
const elapsed = () => `${((performance.now() - started) / 1000).toFixed(1)}s`;

const file = benchDatabaseFile();

const db = new DatabaseSync(file);
db.exec("PRAGMA synchronous = OFF");
const count = (table: string) => Number((db.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n);
const articleCount = count("articles");
const userCount = count("users");
const rng = createRng(20261122);
const now = Date.now();

/** Mostly recent: half in the last three weeks, the rest over the last year. */
const when = () => now - Math.floor((rng.chance(0.5) ? rng.next() * 21 : rng.next() * 365) * DAY);
/** A few articles draw most of the activity (ids squared towards 1). */
const someArticle = () => 1 + Math.floor(rng.next() ** 3 * articleCount);
const someUser = () => rng.int(1, userCount);

db.exec("BEGIN");
for (const table of ["read_history", "comments", "appreciations", "transactions"]) db.exec(`DELETE FROM ${table}`);

const read = db.prepare(
  "INSERT OR IGNORE INTO read_history (user_id, article_id, read_at, read_seconds) VALUES (?, ?, ?, 60)",
);
for (let i = 0; i < READS; i++) read.run(someUser(), someArticle(), when());
console.log(`reads ${count("read_history")} (${elapsed()})`);

const comment = db.prepare(
  "INSERT INTO comments (type, target_id, author_id, content, state, created_at, updated_at) VALUES ('article', ?, ?, 'a comment', 'active', ?, ?)",
);
for (let i = 0; i < COMMENTS; i++) {
  const at = when();
  comment.run(someArticle(), someUser(), at, at);
}
console.log(`comments ${COMMENTS} (${elapsed()})`);

const appreciate = db.prepare(
  "INSERT INTO appreciations (sender_id, recipient_id, article_id, amount, created_at) SELECT ?, author_id, id, ?, ? FROM articles WHERE id = ?",
);
for (let i = 0; i < APPRECIATIONS; i++) appreciate.run(someUser(), rng.int(1, 5), when(), someArticle());
console.log(`appreciations ${APPRECIATIONS} (${elapsed()})`);

const donate = db.prepare(
  `INSERT INTO transactions (sender_id, recipient_id, amount, currency, purpose, state, target_type, target_id, created_at, updated_at)
   SELECT ?, author_id, ?, 'HKD', 'donation', 'succeeded', 'Article', id, ?, ? FROM articles WHERE id = ?`,
);
for (let i = 0; i < DONATIONS; i++) {
  const at = when();
  donate.run(someUser(), rng.int(1, 100), at, at, someArticle());
}
console.log(`donations ${DONATIONS} (${elapsed()})`);

const biggest = (db.prepare("SELECT id FROM tags ORDER BY num_articles DESC, id LIMIT 1").get() as { id: number }).id;
const bigTag = arg("big-tag-id", biggest);
const tagArticle = db.prepare(
  "INSERT OR IGNORE INTO article_tags (article_id, tag_id, created_at) SELECT id, ?, created_at FROM articles WHERE id = ?",
);
for (let i = 0; i < BIG_TAG; i++) tagArticle.run(bigTag, rng.int(1, articleCount));
db.prepare(
  "UPDATE tags SET num_articles = (SELECT count(*) FROM article_tags WHERE tag_id = tags.id) WHERE id = ?",
).run(bigTag);
const size = (db.prepare("SELECT num_articles AS n FROM tags WHERE id = ?").get(bigTag) as { n: number }).n;
console.log(`tag ${bigTag} now holds ${size} articles (${elapsed()})`);

db.exec("COMMIT");
db.exec("PRAGMA optimize");
db.close();
stampActivity();
console.log(`done in ${elapsed()}`);
