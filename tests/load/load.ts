// The load suite (issue 20): the built worker (`npm run build:worker`; this builds nothing) served
// by `wrangler dev` on a fresh copy of the seeded demo state on 127.0.0.1, driven by N simulated
// people for S seconds (tests/load/people.ts): readers, signed-in readers, authors and supporters.
// It prints requests per second, the median, p95 and p99 of each kind of request, the peak
// resident memory of the worker's workerd processes, and the answers by status; then it
// reconciles the database against what the people were told (tests/load/reconcile.ts).
//
// It fails (exit 1) on any 5xx, any error code other than the limits people meet (rate limits,
// an empty wallet, the daily payment limit), any request that waits more than 5 s or gets no
// answer, and any reconciliation that does not hold.
//
// With `--kill-at S` the worker's whole process group is killed (SIGKILL) S seconds into the run,
// while the people are writing: the database as the kill left it is reconciled (nothing
// half-written: tests/load/reconcile.ts), the worker is started again on the same state and the
// people carry on; at the end everything is reconciled again. Requests the kill took (no answer,
// or a 5xx, between the kill and the restarted server's first answer) are counted as lost: not
// failures, and not done either, so the rows may hold up to that many more writes than answered.
//
// The generator is undici's Agent with one bounded loop per person (not autocannon): the people
// carry state from answer to answer (their cookies, a cursor, the draft they are writing, who is
// ready to be paid), which a fixed request list cannot, and every answer is read and judged.
//
//   npm run test:load -- [--people 200] [--seconds 60] [--think-ms 1000] [--kill-at 5] [--keep-state]
//     (or LOAD_PEOPLE, LOAD_SECONDS, LOAD_THINK_MS, LOAD_KILL_AT; the port is LOAD_PORT, else PORT + 113;
//     LOAD_INSPECTOR=PORT opens the worker's DevTools socket there, for a CPU profile of the run)
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { performance } from "node:perf_hooks";
import type { DatabaseSync } from "node:sqlite";
import { dbId } from "../support/global-ids.ts";
import {
  assertBuilt,
  killNow,
  prepareTagCache,
  type Server,
  sleep,
  Workspace,
  workerdResident,
} from "../support/served-worker.ts";
import { createAgent, GIVE_UP_MS, type GqlAnswer, percentile, Recorder, Session, SLOW_MS } from "./client.ts";
import { ARTICLE, ARTICLE_COUNTS, FOLLOWER_COUNTS, HEALTH, NEWEST, SEARCH, TAG, TAGS } from "./documents.ts";
import type { LoadTagsQuery } from "./generated/graphql.ts";
import { type Article, type Author, emptyLedger, type Ledger, mix, Person, type World } from "./people.ts";
import { type ApiCounts, type Check, reconcile } from "./reconcile.ts";

const option = (name: string, env: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  const raw = i === -1 ? process.env[env] : process.argv[i + 1];
  const value = Number(raw ?? fallback);
  if (!Number.isFinite(value) || value < 0) throw new Error(`--${name} (${env}) must be a number, not ${raw}`);
  return value;
};
const PEOPLE = option("people", "LOAD_PEOPLE", 200);
const SECONDS = option("seconds", "LOAD_SECONDS", 60);
const THINK_MS = option("think-ms", "LOAD_THINK_MS", 1_000);
/** Seconds into the run at which the worker is killed; 0: no kill. */
const KILL_AT = option("kill-at", "LOAD_KILL_AT", 0);
/** Leaves the copy of the state behind, for a look at the rows after the run. */
const KEEP_STATE = process.argv.includes("--keep-state");
const PORT = Number(process.env.LOAD_PORT ?? Number(process.env.PORT ?? 8787) + 113);
/** People arrive over this long (the first quarter of the run, up to 15 s), not all at once. */
const RAMP_MS = Math.min(15_000, (SECONDS * 1000) / 4);
/** The whole run's bound: setup, the run, its stragglers, the checks (and a restart). */
const WHOLE_MS = (SECONDS + (KILL_AT > 0 ? 270 : 180)) * 1000;
if (KILL_AT > 0 && KILL_AT >= SECONDS)
  throw new Error(`--kill-at (${KILL_AT}) must come before the run's end (${SECONDS} s)`);

const started = Date.now();
const log = (line: string) => console.log(`[${((Date.now() - started) / 1000).toFixed(1)} s] ${line}`);

const space = new Workspace("margins-load-", PORT);
const watchdog = setTimeout(() => {
  console.error(`load: over ${WHOLE_MS / 1000} s in all; stopped`);
  space.cleanUpNow();
  process.exit(1);
}, WHOLE_MS);

const globalId = (type: string, id: number) => Buffer.from(`${type}:${id}`).toString("base64");

/** Words people search for: words of the seeded titles (two characters of Chinese ones). */
function searchKeys(titles: string[]): string[] {
  const keys = new Set<string>();
  for (const title of titles) {
    for (const word of title.split(/[\s\p{P}\p{S}]+/u)) {
      if (/^\p{Script=Han}{2,}$/u.test(word)) keys.add(word.slice(0, 2));
      else if (/^\p{L}{4,}$/u.test(word)) keys.add(word.toLowerCase());
    }
  }
  return [...keys].slice(0, 150);
}

/** What the seeded data offers, read from the copy before it is served. */
function discover(db: DatabaseSync): Omit<World, "tags"> {
  const rows = db
    .prepare(
      `SELECT a.id, a.short_hash AS shortHash, a.author_id AS authorId, a.title, u.user_name AS userName,
        coalesce((SELECT v.can_comment FROM article_versions v WHERE v.article_id = a.id
          ORDER BY v.created_at DESC, v.id DESC LIMIT 1), 1) AS canComment
       FROM articles a JOIN users u ON u.id = a.author_id
       WHERE a.state = 'active' AND u.state = 'active' AND u.user_name IS NOT NULL
       ORDER BY a.id`,
    )
    .all() as {
    id: number;
    shortHash: string;
    authorId: number;
    title: string;
    userName: string;
    canComment: number;
  }[];
  const articles: Article[] = rows.map((r) => ({
    id: r.id,
    globalId: globalId("Article", r.id),
    shortHash: r.shortHash,
    authorId: r.authorId,
    canComment: r.canComment === 1,
  }));
  const authors = new Map<number, Author>();
  for (const [i, r] of rows.entries()) {
    const author: Author = authors.get(r.authorId) ?? {
      id: r.authorId,
      globalId: globalId("User", r.authorId),
      userName: r.userName,
      articles: [],
    };
    author.articles.push(articles[i] as Article);
    authors.set(r.authorId, author);
  }
  const userNames = (
    db.prepare("SELECT user_name AS n FROM users WHERE state = 'active' AND user_name IS NOT NULL").all() as {
      n: string;
    }[]
  ).map((r) => r.n);
  const circles = (
    db
      .prepare(
        `SELECT c.id FROM circles c WHERE c.state = 'active'
          AND EXISTS (SELECT 1 FROM circle_prices p WHERE p.circle_id = c.id AND p.state = 'active')`,
      )
      .all() as { id: number }[]
  ).map((r) => ({ id: r.id, globalId: globalId("Circle", r.id) }));
  return {
    articles,
    circles,
    commentable: articles.filter((a) => a.canComment),
    authors: [...authors.values()],
    searchKeys: searchKeys(rows.map((r) => r.title)),
    userNames,
  };
}

/** What the people had been told was done, by kind. */
function answered(ledger: Ledger) {
  return {
    comments: ledger.comments,
    published: ledger.published.size,
    payments: ledger.payments,
    topUps: ledger.topUps,
    subscriptions: ledger.subscriptions,
    "draft saves": ledger.draftsSaved,
  };
}

/** The run's rows, by kind (its people's accounts, and its supports' message). */
const runRows = (runId: string) => (db: DatabaseSync) => {
  const users = `SELECT id FROM users WHERE email LIKE 'load-${runId}-%@example.com'`;
  const n = (sql: string) => Number((db.prepare(sql).get() as { n: number }).n);
  return {
    accounts: n(`SELECT count(*) AS n FROM (${users})`),
    comments: n(`SELECT count(*) AS n FROM comments WHERE author_id IN (${users})`),
    drafts: n(`SELECT count(*) AS n FROM drafts WHERE author_id IN (${users})`),
    published: n(`SELECT count(*) AS n FROM drafts WHERE author_id IN (${users}) AND publish_state = 'published'`),
    "pending publishes": n(
      `SELECT count(*) AS n FROM drafts WHERE author_id IN (${users}) AND publish_state = 'pending'`,
    ),
    payments: n(
      `SELECT count(*) AS n FROM transactions WHERE purpose = 'donation' AND state = 'succeeded' AND message = 'load ${runId}'`,
    ),
    "ledger entries": n(
      `SELECT count(*) AS n FROM ledger_entries e JOIN transactions t ON t.id = e.transaction_id WHERE t.message = 'load ${runId}'`,
    ),
    follows: n(`SELECT count(*) AS n FROM follows WHERE follower_id IN (${users})`),
    bookmarks: n(`SELECT count(*) AS n FROM article_bookmarks WHERE user_id IN (${users})`),
    appreciations: n(`SELECT count(*) AS n FROM appreciations WHERE sender_id IN (${users})`),
    subscriptions: n(
      `SELECT count(*) AS n FROM transactions WHERE purpose = 'subscriptionSplit' AND sender_id IN (${users})`,
    ),
  };
};

const figuresText = (figures: Record<string, number>) =>
  Object.entries(figures)
    .map(([name, n]) => `${n} ${name}`)
    .join(", ");

function loadAverage() {
  return readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).join(" ");
}

const chunks = <T>(items: T[], size: number) =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, i * size + size));

async function main(): Promise<boolean> {
  assertBuilt();
  if (await space.portOpen()) throw new Error(`something already answers on ${space.base}: set PORT or LOAD_PORT`);
  space.copyFrom();
  prepareTagCache(space.stateDir);
  const seeded = space.readDb(discover);
  const runId = randomBytes(3).toString("hex");
  log(
    `state copied to ${space.work} (run ${runId}): ${seeded.articles.length} articles, ${seeded.authors.length} authors`,
  );

  // the mailbox serves the sign-up codes, the local card processor the supporters' top-ups;
  // SITE_URL is the port served, as a deployment's own
  const vars = { DEV_MAILBOX: "on", LOCAL_CARD_PROCESSOR: "on", SITE_URL: space.base };
  let server: Server = space.startServer("1", vars);
  await space.waitReady(server);
  const idleBytes = workerdResident(server);
  log(`server ready on ${space.base} (workerd ${(idleBytes / 2 ** 20).toFixed(0)} MiB resident)`);

  const agent = createAgent(PEOPLE);
  const setupRecorder = new Recorder();
  const setup = new Session(space.base, agent, setupRecorder, null);
  const tags: World["tags"] = [];
  let after: string | null = null;
  for (let pages = 0; pages < 5; pages++) {
    const answer: GqlAnswer<LoadTagsQuery> = await setup.gql("setup", TAGS, { after });
    const page = answer.data?.viewer?.recommendation.tags;
    for (const edge of page?.edges ?? []) tags.push({ id: edge.node.id, slug: edge.node.slug });
    if (!page?.pageInfo.hasNextPage) break;
    after = page.pageInfo.endCursor ?? null;
  }
  if (tags.length === 0 || setupRecorder.failed > 0) {
    throw new Error(`could not list the tags: ${setupRecorder.failures.join("; ")}`);
  }
  const world: World = { ...seeded, tags };

  // a deployed worker is warm: each kind of page and read once before the clock starts (the
  // first of each compiles its code in workerd; not counted, but a failure here still fails)
  const sample = world.articles[0] as Article;
  const tag = tags[0] as World["tags"][number];
  const warmUp = async (session: Session) => {
    for (const path of ["/", "/newest", `/a/${sample.shortHash}`, `/tags/${tag.id}-${tag.slug}`, "/search?q=city"]) {
      await session.page("warm-up", path);
    }
    await session.page("warm-up", `/@${world.userNames[0]}`);
    await session.gql("warm-up", NEWEST, { after: null });
    await session.gql("warm-up", ARTICLE, { shortHash: sample.shortHash });
    await session.gql("warm-up", TAG, { id: tag.id, after: null });
    await session.gql("warm-up", SEARCH, { key: world.searchKeys[0] ?? "city", type: "Article", after: null });
  };
  await warmUp(setup);
  // the restart's warm-up: its own recorder, whose failures fail the run as the first one's do
  const restartRecorder = new Recorder();
  const restartAgent = createAgent(4);
  const restartSession = new Session(space.base, restartAgent, restartRecorder, null);
  const ledger = emptyLedger(runId);

  // the run
  const recorder = new Recorder();

  /**
   * SIGKILL to the worker's process group `at` seconds into the run, the state as the kill left
   * it reconciled, then the worker started again on it. What was answered and what the rows
   * hold at the kill are kept for the report.
   */
  async function killMidRun(at: number, from: number) {
    await sleep(Math.max(0, from + at * 1000 - performance.now()));
    const answeredBefore = { ...answered(ledger) };
    const inFlight = recorder.inFlight;
    const requestsBefore = recorder.total;
    const killedAt = performance.now();
    recorder.outage = { down: killedAt, upAt: null };
    log(
      `kill: SIGKILL to the server's process group at ${((killedAt - from) / 1000).toFixed(1)} s, ${inFlight} requests in flight`,
    );
    killNow(server);
    await space.waitDead(server);
    const deadMs = performance.now() - killedAt;
    // the requests the kill cut settle (as lost) before the books are read
    await sleep(500);
    const committed = space.readDb(runRows(ledger.runId));
    const atKill = space.readDb((db) => reconcile(db, ledger, { articles: new Map(), followers: new Map() }));
    const lostAtKill = recorder.lost;
    server = space.startServer("2", vars);
    await space.waitReady(server);
    const answeringMs = performance.now() - killedAt;
    // a restarted worker compiles each kind of page again on its first request, as the first
    // start did before the clock started: until that is done, a slow answer is the restart's
    await warmUp(restartSession);
    const upAt = performance.now();
    recorder.outage.upAt = upAt;
    // the people get the time the kill took from them
    until.at += upAt - killedAt;
    log(
      `kill: restarted on the same state, answering ${(answeringMs / 1000).toFixed(1)} s and warm ${((upAt - killedAt) / 1000).toFixed(1)} s after the kill`,
    );
    return {
      atSeconds: (killedAt - from) / 1000,
      inFlight,
      requestsBefore,
      deadMs,
      answeringMs,
      downMs: upAt - killedAt,
      answeredBefore,
      committed,
      lostAtKill,
      atKill,
    };
  }
  const kinds = mix(PEOPLE);
  const loadBefore = loadAverage();
  let peakBytes = idleBytes;
  const sampler = setInterval(() => {
    peakBytes = Math.max(peakBytes, workerdResident(server));
  }, 250);
  const runStarted = performance.now();
  const until = { at: Date.now() + SECONDS * 1000 };
  log(`${PEOPLE} people for ${SECONDS} s (think ${THINK_MS} ms; load average ${loadBefore})`);
  const killing = KILL_AT > 0 ? killMidRun(KILL_AT, runStarted) : null;
  const people = kinds.map(async (kind, index) => {
    await sleep((RAMP_MS * index) / Math.max(1, PEOPLE));
    // an address of their own (198.18.0.0/15, set aside for benchmarks): the per-IP limits
    const ip = `198.18.${Math.floor(index / 250)}.${(index % 250) + 1}`;
    const session = new Session(space.base, agent, recorder, ip);
    await new Person({ session, world, ledger, recorder, index, until, thinkMs: THINK_MS }).run(kind);
  });
  await Promise.all(people);
  const kill = killing ? await killing : null;
  const runSeconds = (performance.now() - runStarted) / 1000;
  clearInterval(sampler);
  peakBytes = Math.max(peakBytes, workerdResident(server));
  const loadAfter = loadAverage();

  // what the API shows of what the run touched, and that it still serves
  const check = new Session(space.base, agent, setupRecorder, null);
  const api: ApiCounts = { articles: new Map(), followers: new Map() };
  const touched = [...new Set([...ledger.commented, ...ledger.bookmarked, ...ledger.appreciated])];
  for (const ids of chunks(touched, 90)) {
    const answer = await check.gql("check", ARTICLE_COUNTS, { ids: ids.map((id) => globalId("Article", id)) });
    for (const node of answer.data?.nodes ?? []) {
      if ("commentCount" in node) api.articles.set(dbId(node.id), node);
    }
  }
  // a person's followers connection weighs about 550 in the API's cost limit (20,000 a query)
  for (const ids of chunks([...ledger.followed], 25)) {
    const answer = await check.gql("check", FOLLOWER_COUNTS, { ids: ids.map((id) => globalId("User", id)) });
    for (const node of answer.data?.nodes ?? []) {
      if ("followers" in node) {
        api.followers.set(dbId(node.id), node.followers.totalCount);
      }
    }
  }
  const health = await check.gql("check", HEALTH, {});
  const healthy = health.code === null && (health.data?.viewer?.recommendation.newest.edges?.length ?? 0) > 0;
  await space.stopServer(server);
  await agent.close();
  await restartAgent.close();
  const checks = space.readDb((db) => reconcile(db, ledger, api));

  // the report
  const total = recorder.total;
  console.log("");
  console.log(
    `load (run ${runId}): ${PEOPLE} people (${[...new Set(kinds)].map((k) => `${kinds.filter((x) => x === k).length} ${k}s`).join(", ")}) for ${SECONDS} s, think ${THINK_MS} ms`,
  );
  console.log(
    `  ${total} requests in ${runSeconds.toFixed(1)} s: ${(total / runSeconds).toFixed(1)} per second; load average ${loadBefore} before, ${loadAfter} after`,
  );
  console.log(
    `  workerd resident memory: ${(idleBytes / 2 ** 20).toFixed(0)} MiB idle, ${(peakBytes / 2 ** 20).toFixed(0)} MiB at the peak`,
  );
  console.log("");
  console.log(
    `  ${"kind".padEnd(36)} ${"count".padStart(6)} ${"per s".padStart(6)} ${"median".padStart(7)} ${"p95".padStart(7)} ${"p99".padStart(7)} ${"max".padStart(7)}  refused  failed`,
  );
  for (const [kind, samples] of [...recorder.byKind].sort(([a], [b]) => a.localeCompare(b))) {
    const ms = samples.map((s) => s.ms).sort((a, b) => a - b);
    const refused = samples.filter((s) => s.outcome === "refused").length;
    const failed = samples.filter((s) => s.outcome === "failed").length;
    console.log(
      `  ${kind.padEnd(36)} ${String(samples.length).padStart(6)} ${(samples.length / runSeconds).toFixed(1).padStart(6)} ${percentile(ms, 0.5).toFixed(0).padStart(7)} ${percentile(ms, 0.95).toFixed(0).padStart(7)} ${percentile(ms, 0.99).toFixed(0).padStart(7)} ${(ms.at(-1) ?? 0).toFixed(0).padStart(7)}  ${String(refused).padStart(7)} ${String(failed).padStart(7)}`,
    );
  }
  console.log("");
  console.log(
    `  pages by the cache's answer: ${[...recorder.cacheByKind]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(
        ([kind, answers]) => `${kind.replace(/^page: /, "")} ${[...answers].map(([a, n]) => `${a} ×${n}`).join(" ")}`,
      )
      .join("; ")}`,
  );
  console.log(
    `  answers by status: ${[...recorder.byStatus]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([status, n]) => `${status} ×${n}`)
      .join(", ")}`,
  );
  console.log(
    `  done: ${ledger.follows.size} follow pairs, ${ledger.bookmarks.size} bookmark pairs, ${ledger.comments} comments, ${ledger.draftsSaved} draft saves, ${ledger.published.size} published, ${ledger.payments} supports, ${ledger.topUps} top-ups`,
  );
  const slow = recorder.slow.length;
  console.log(
    `  over ${SLOW_MS / 1000} s: ${slow}${slow ? ` (${recorder.slow.slice(0, 5).map((s) => `${s.kind} ${(s.ms / 1000).toFixed(1)} s`)})` : ""}; failed: ${recorder.failed}`,
  );
  if (slow) console.log(`  over ${SLOW_MS / 1000} s, by when they were sent: ${bySendTime(recorder.slow, runStarted)}`);
  for (const failure of recorder.failures) console.log(`    ${failure}`);
  console.log(`  after the run: the health query ${healthy ? "answered" : "FAILED"}`);
  if (kill) {
    const lostKinds = [...recorder.lostByKind].map(([k, n]) => `${k} ×${n}`).join(", ");
    console.log("");
    console.log(
      `  kill at ${kill.atSeconds.toFixed(1)} s: ${kill.inFlight} requests in flight, ${kill.requestsBefore} answered before it; processes gone in ${kill.deadMs.toFixed(0)} ms, answering again ${(kill.answeringMs / 1000).toFixed(1)} s and warm ${(kill.downMs / 1000).toFixed(1)} s after the kill`,
    );
    console.log(
      `  over ${SLOW_MS / 1000} s while the server restarted (not failures): ${recorder.slowAtRestart.length}${recorder.slowAtRestart.length ? `, the longest ${(Math.max(...recorder.slowAtRestart.map((s) => s.ms)) / 1000).toFixed(1)} s` : ""}; the restart's own warm-up failed ${restartRecorder.failed}`,
    );
    console.log(
      `  lost to the kill: ${recorder.lost} requests (${kill.lostAtKill} cut in flight or refused while down before the books were read)${lostKinds ? `: ${lostKinds}` : ""}`,
    );
    console.log(`  answered before the kill: ${figuresText(kill.answeredBefore)}`);
    console.log(`  committed before the kill (rows of the run): ${figuresText(kill.committed)}`);
    console.log(`  writes whose answer the kill took: ${figuresText(ledger.lost)}`);
    console.log("");
    console.log("  reconciliation of the state the kill left (before the restart)");
    for (const c of kill.atKill) console.log(`    ${c.ok ? "ok  " : "FAIL"} ${c.name}: ${c.figures}`);
  }
  console.log("");
  console.log(kill ? "  reconciliation at the end (after the restart and the rest of the run)" : "  reconciliation");
  for (const c of checks) console.log(`    ${c.ok ? "ok  " : "FAIL"} ${c.name}: ${c.figures}`);

  const killOk = kill === null || kill.atKill.every((c: Check) => c.ok);
  const ok =
    recorder.failed === 0 &&
    slow === 0 &&
    healthy &&
    checks.every((c) => c.ok) &&
    killOk &&
    setupRecorder.failed === 0 &&
    restartRecorder.failed === 0;
  if (setupRecorder.failed > 0) console.log(`  checks' own requests failed: ${setupRecorder.failures.join("; ")}`);
  if (restartRecorder.failed > 0) {
    console.log(`  the restart's warm-up requests failed: ${restartRecorder.failures.join("; ")}`);
  }
  return ok;
}

/** "0-5 s ×12, 5-10 s ×3": whether slow answers came in one burst (a stall) or all along (a queue). */
function bySendTime(slow: { started: number }[], runStarted: number) {
  const buckets = new Map<number, number>();
  for (const s of slow) {
    const bucket = Math.max(0, Math.floor((s.started - runStarted) / 5000));
    buckets.set(bucket, (buckets.get(bucket) ?? 0) + 1);
  }
  return [...buckets]
    .sort(([a], [b]) => a - b)
    .map(([b, n]) => `${b * 5}-${b * 5 + 5} s ×${n}`)
    .join(", ");
}

let passed = false;
try {
  passed = await main();
} catch (error) {
  console.error(`load: ${error instanceof Error ? error.message : String(error)}`);
} finally {
  clearTimeout(watchdog);
  space.cleanUpNow(KEEP_STATE);
}
if (!passed) {
  console.error(`load: failed (5xx, unexpected codes, waits over ${SLOW_MS / 1000} s, or the books disagree)`);
  process.exit(1);
}
console.log(`load: passed (no request failed or waited over ${SLOW_MS / 1000} s; up to ${GIVE_UP_MS / 1000} s waited)`);
