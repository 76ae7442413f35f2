// A large local dataset for benchmarks, in its own D1 state (scripts/bench/data, git-ignored)
// so the demo database stays as it is:
//
//   npm run bench:generate -- [--articles 200000] [--users 20000]
//
// The schema comes from the real migrations (wrangler), then rows go straight into the
// SQLite file Miniflare keeps for the D1 binding, in one transaction: wrangler's SQL import
// would take hours at this size. Text comes from the demo seed's language banks, indexed by
// the same functions the API uses, so search finds it as it finds published work.
import { spawnSync } from "node:child_process";
import { performance } from "node:perf_hooks";
import { DatabaseSync } from "node:sqlite";
import { htmlToText } from "../../lib/text/html-text.ts";
import { indexText } from "../../lib/text/search-text.ts";
import { BASE_TIME, DAY, REPO_ROOT } from "../seed/config.ts";
import { createRng } from "../seed/random.ts";
import { SEED_LANGUAGES, TOPICS } from "../seed/text/bank.ts";
import { BANKS } from "../seed/text/banks.ts";
import { countWords, summarize, writeArticle, writeTitle } from "../seed/text/prose.ts";
import { TAG_SPECS } from "../seed/text/tags.ts";
import { BENCH_STATE, benchDatabaseFile, stampGenerated } from "./dataset.ts";

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i === -1 ? fallback : Number(process.argv[i + 1]);
};
const ARTICLES = arg("articles", 200_000);
const USERS = arg("users", 20_000);
const TAGS_PER_SPEC = 40;

const started = performance.now();
const elapsed = () => `${((performance.now() - started) / 1000).toFixed(1)}s`;

const migrate = spawnSync(
  "npx",
  ["wrangler", "d1", "migrations", "apply", "DB", "--local", "--persist-to", BENCH_STATE],
  { cwd: REPO_ROOT, stdio: "inherit", env: { ...process.env, CI: "true" } },
);
if (migrate.status !== 0) process.exit(migrate.status ?? 1);

const file = benchDatabaseFile();

const db = new DatabaseSync(file);
db.exec("PRAGMA synchronous = OFF");
for (const table of [
  "article_tags",
  "article_versions",
  "articles",
  "tags",
  "users",
  "search_articles",
  "search_article_titles",
  "search_users",
  "search_tags",
]) {
  db.exec(`DELETE FROM ${table}`);
}

const rng = createRng(20261122);
const insertUser = db.prepare(
  `INSERT INTO users (id, user_name, display_name, description, email, email_verified, state, language, created_at, updated_at)
   VALUES (?, ?, ?, ?, ?, 1, ?, ?, ?, ?)`,
);
const indexUser = db.prepare(
  "INSERT INTO search_users (rowid, user_name, display_name, description) VALUES (?, ?, ?, ?)",
);
const insertTag = db.prepare(
  "INSERT INTO tags (id, content, slug, short_hash, num_articles, num_authors, created_at) VALUES (?, ?, ?, ?, 0, 0, ?)",
);
const indexTag = db.prepare("INSERT INTO search_tags (rowid, content) VALUES (?, ?)");
const insertArticle = db.prepare(
  `INSERT INTO articles (id, author_id, short_hash, state, title, summary, word_count, language, read_count, comment_count, appreciation_total, created_at, updated_at)
   VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
);
const insertVersion = db.prepare(
  `INSERT INTO article_versions (id, article_id, title, summary, content, word_count, data_hash, license, access, created_at)
   VALUES (?, ?, ?, ?, ?, ?, ?, 'cc_by_nc_nd_4', 'public', ?)`,
);
const insertArticleTag = db.prepare("INSERT INTO article_tags (article_id, tag_id, created_at) VALUES (?, ?, ?)");
const indexArticle = db.prepare("INSERT INTO search_articles (rowid, title, summary, content) VALUES (?, ?, ?, ?)");
const indexTitle = db.prepare("INSERT INTO search_article_titles (rowid, title) VALUES (?, ?)");

db.exec("BEGIN");

const langs: string[] = [];
for (let id = 1; id <= USERS; id++) {
  const lang = rng.pick(SEED_LANGUAGES);
  langs[id] = lang;
  const bank = BANKS[lang];
  const displayName = `${rng.pick(bank.topics[rng.pick(TOPICS)].subjects).slice(0, 12)} ${id}`;
  const description = writeTitle(bank, rng.pick(TOPICS), rng);
  const state = rng.chance(0.01) ? "banned" : "active";
  const createdAt = BASE_TIME - rng.int(30, 900) * DAY;
  insertUser.run(
    id,
    `reader${id}`,
    displayName,
    description,
    `reader${id}@bench.example`,
    state,
    lang,
    createdAt,
    createdAt,
  );
  indexUser.run(id, indexText(`reader${id}`), indexText(displayName), indexText(description));
}
console.log(`users ${USERS} (${elapsed()})`);

let tagId = 0;
const tagIds: number[] = [];
for (const spec of TAG_SPECS) {
  for (let n = 0; n < TAGS_PER_SPEC; n++) {
    tagId += 1;
    const content = n === 0 ? spec.content : `${spec.content}${n}`;
    insertTag.run(tagId, content, content, `tag${tagId}`, BASE_TIME - rng.int(1, 900) * DAY);
    indexTag.run(tagId, indexText(content));
    tagIds.push(tagId);
  }
}
console.log(`tags ${tagIds.length} (${elapsed()})`);

for (let id = 1; id <= ARTICLES; id++) {
  const authorId = rng.int(1, USERS);
  const lang = (langs[authorId] ?? "en") as (typeof SEED_LANGUAGES)[number];
  const bank = BANKS[lang];
  const topic = rng.pick(TOPICS);
  const title = writeTitle(bank, topic, rng);
  const prose = writeArticle(bank, topic, rng, title);
  const summary = summarize(prose.text, lang);
  const words = countWords(prose.text, lang);
  const createdAt = BASE_TIME - Math.floor(rng.next() * 720 * DAY);
  const state = rng.chance(0.02) ? "archived" : "active";
  insertArticle.run(
    id,
    authorId,
    `b${id.toString(36).padStart(8, "0")}`,
    state,
    title,
    summary,
    words,
    lang,
    rng.int(0, 5000),
    rng.int(0, 40),
    rng.int(0, 300),
    createdAt,
    createdAt,
  );
  insertVersion.run(id, id, title, summary, prose.content, words, `bench-${id}`, createdAt);
  for (const tag of rng.sample(tagIds, rng.int(1, 3))) insertArticleTag.run(id, tag, createdAt);
  indexArticle.run(id, indexText(title), indexText(summary), indexText(htmlToText(prose.content)));
  indexTitle.run(id, indexText(title));
  if (id % 20_000 === 0) console.log(`articles ${id} (${elapsed()})`);
}

db.exec(`UPDATE tags SET num_articles = (SELECT count(*) FROM article_tags WHERE tag_id = tags.id)`);
db.exec("COMMIT");
db.exec("PRAGMA optimize");
db.close();
stampGenerated(file);

const size = spawnSync("du", ["-sh", BENCH_STATE], { encoding: "utf8" }).stdout.split("\t")[0];
console.log(`generated ${USERS} users, ${tagIds.length} tags, ${ARTICLES} articles in ${elapsed()}; state ${size}`);
