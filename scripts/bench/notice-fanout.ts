// Does fan-out slow publishing? Times publishArticle for authors with no followers and authors
// with 10,000 followers each, interleaved, against a served worker, then how long the queue
// took to light every follower's My Page dot (follow_feed_visits.unread_since).
//
//   npm run bench:fanout -- --prepare [--runs 10] [--followers 10000]   (server stopped: writes the local D1)
//   PORT=8881 npm run preview &                                          (a built worker on the same state)
//   npm run bench:fanout -- --base http://127.0.0.1:8881 [--runs 10]
//
// --prepare adds to the local database (.wrangler/state): `runs` authors without followers,
// `runs` authors each followed by the same `followers` readers, all with the demo accounts'
// password (copied from alice's row). Each author publishes once.
import { readdirSync } from "node:fs";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { DatabaseSync } from "node:sqlite";
import { REPO_ROOT } from "../seed/config.ts";

const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i === -1 ? fallback : (process.argv[i + 1] ?? fallback);
};
const RUNS = Number(arg("runs", "10"));
const FOLLOWERS = Number(arg("followers", "10000"));
const BASE = arg("base", "http://127.0.0.1:8787");
const PASSWORD = "margins-demo-2026";
const HEADERS = { "content-type": "application/json", "apollo-require-preflight": "true" };

const author = (kind: "none" | "many", k: number) => `fanout_${kind}_${k}`;

function openDatabase(readOnly: boolean) {
  const dir = path.join(REPO_ROOT, ".wrangler", "state", "v3", "d1", "miniflare-D1DatabaseObject");
  const file = readdirSync(dir)
    .filter((name) => name.endsWith(".sqlite") && name !== "metadata.sqlite")
    .map((name) => path.join(dir, name))
    .find((candidate) => {
      const probe = new DatabaseSync(candidate, { readOnly: true });
      const found = probe.prepare("SELECT 1 FROM sqlite_master WHERE name = 'follow_feed_visits'").get();
      probe.close();
      return found !== undefined;
    });
  if (!file) throw new Error(`no migrated local database under ${dir}: run npm run db:prepare first`);
  return new DatabaseSync(file, { readOnly });
}

function prepare() {
  const db = openDatabase(false);
  const hash = (db.prepare("SELECT password_hash AS h FROM users WHERE user_name = 'alice'").get() as { h: string }).h;
  const addUser = db.prepare(
    `INSERT INTO users (user_name, display_name, email, email_verified, password_hash, language, state)
     VALUES (?, ?, ?, 1, ?, 'en', 'active') ON CONFLICT DO NOTHING`,
  );
  const idOf = db.prepare("SELECT id FROM users WHERE user_name = ?");
  const follow = db.prepare("INSERT OR IGNORE INTO follows (follower_id, followee_id, created_at) VALUES (?, ?, ?)");
  db.exec("BEGIN");
  const followers: number[] = [];
  for (let i = 0; i < FOLLOWERS; i++) {
    const name = `fanout_reader_${i}`;
    addUser.run(name, `Reader ${i}`, `${name}@example.com`, hash);
    followers.push((idOf.get(name) as { id: number }).id);
  }
  for (let k = 0; k < RUNS; k++) {
    for (const kind of ["none", "many"] as const) {
      const name = author(kind, k);
      addUser.run(name, name, `${name}@example.com`, hash);
      if (kind === "none") continue;
      const id = (idOf.get(name) as { id: number }).id;
      for (const reader of followers) follow.run(reader, id, Date.now());
    }
  }
  db.exec("COMMIT");
  console.log(`prepared ${RUNS} authors without followers and ${RUNS} with ${FOLLOWERS} followers each`);
}

// a random start: runs a few minutes apart would otherwise reuse the addresses of the last
let addresses = Math.floor(Math.random() * 5_000_000);
/**
 * Each call from an address of its own, as wrangler dev passes the header through: publishing
 * is limited to 2 in 12 minutes per address, and the bench publishes more than that.
 */
const nextAddress = () => {
  addresses += 1;
  return `10.${(77 + Math.floor(addresses / 62_500)) % 250}.${Math.floor(addresses / 250) % 250}.${(addresses % 250) + 1}`;
};

async function gql<T>(cookie: string, query: string, variables: Record<string, unknown> = {}) {
  const response = await fetch(`${BASE}/graphql`, {
    method: "POST",
    headers: { ...HEADERS, cookie, "cf-connecting-ip": `${nextAddress()}` },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T; errors?: { message: string }[] };
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return { data: body.data as T, response };
}

async function signIn(userName: string) {
  const { response } = await gql("", `mutation($input: EmailLoginInput!) { emailLogin(input: $input) { auth } }`, {
    input: { email: `${userName}@example.com`, passwordOrCode: PASSWORD },
  });
  return response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

/** Publishes a new draft of the author's; answers publishArticle's time in milliseconds. */
async function timePublish(userName: string) {
  const cookie = await signIn(userName);
  const { data } = await gql<{ putDraft: { id: string } }>(
    cookie,
    `mutation($input: PutDraftInput!) { putDraft(input: $input) { id } }`,
    { input: { title: `Fan-out ${userName} ${Date.now()}`, content: "<p>Does anyone hear this?</p>" } },
  );
  const started = performance.now();
  await gql(cookie, `mutation($id: ID!) { publishArticle(input: { id: $id }) { publishState } }`, {
    id: data.putDraft.id,
  });
  return performance.now() - started;
}

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
};
const ms = (value: number) => `${value.toFixed(1)} ms`;

async function measure() {
  // written beside the running worker (SQLite locks the file for each writer): the dots are put
  // out before each publish, so the wait counts this publish's fan-out alone
  const db = openDatabase(false);
  const readers = `SELECT id FROM users WHERE user_name LIKE 'fanout_reader_%'`;
  const darken = db.prepare(
    `UPDATE follow_feed_visits SET unread_since = NULL, seen_at = 0 WHERE user_id IN (${readers})`,
  );
  const lit = db.prepare(
    `SELECT count(*) AS n FROM follow_feed_visits WHERE unread_since IS NOT NULL AND user_id IN (${readers})`,
  );
  const times = { none: [] as number[], many: [] as number[] };
  const drains: number[] = [];
  let reached = 0;
  for (let k = 0; k < RUNS; k++) {
    for (const kind of k % 2 === 0 ? (["none", "many"] as const) : (["many", "none"] as const)) {
      // before either kind, so that both publish just after the same outside write
      darken.run();
      const took = await timePublish(author(kind, k));
      // the first publish of each kind warms the isolate up and is not counted
      if (k > 0) times[kind].push(took);
      if (kind !== "many") continue;
      const answered = performance.now();
      while (performance.now() - answered < 60_000) {
        reached = (lit.get() as { n: number }).n;
        if (reached >= FOLLOWERS) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      if (k > 0) drains.push(performance.now() - answered);
    }
  }
  console.log(`publishArticle, ${times.none.length} runs each after a warm-up, interleaved:`);
  for (const kind of ["none", "many"] as const) {
    const label = kind === "none" ? "0 followers" : `${FOLLOWERS} followers`;
    console.log(
      `  ${label.padEnd(16)} median ${ms(quantile(times[kind], 0.5))}  p95 ${ms(quantile(times[kind], 0.95))}`,
    );
  }
  console.log(
    `fan-out after the publish answered (all ${FOLLOWERS} dots lit; last run ${reached}): median ${ms(quantile(drains, 0.5))}  p95 ${ms(quantile(drains, 0.95))}`,
  );
}

if (process.argv.includes("--prepare")) prepare();
else await measure();
