// Reading pages against a static asset, served by the same worker in the same run (issue 5,
// "Performance"). Against the large dataset:
//
//   npm run bench:generate && npm run build:worker
//   npm run bench:serve                                        (one terminal), then
//   npm run bench:pages -- [--base http://127.0.0.1:8787] [--runs 100] [--accept-encoding "gzip, deflate"] [path …]
//
// (bench:serve first runs this script with --prepare, which creates OpenNext's tag cache
// table in the dataset's state), or let the script start the server itself, which also
// measures the cold start:
//
//   npm run bench:pages -- --serve [--port 8787] [--runs 100]
//
// Without paths it finds real ones through /graphql: the newest article (/a/{shortHash}),
// the Latest feed (/newest), the tag of that article with the most articles
// (/tags/{id}-{slug}), the article and the tag as a signed-in reader (user1@example.com), a file under
// public/ (/seed/covers/c01.svg), the baseline, and the largest script the article loads (a
// static file of a page's size). When paths are given,
// the first is the static baseline, and a path ending in #signed-in is read as that reader
// (`/#signed-in` is their home, the follow feed, rendered for them alone). Each run requests every path once, in a
// rotating order (interleaved, so drift in the machine's load touches all alike), after a
// warm-up; a request is timed until its whole body has arrived. A page that answers other
// than 200 (e.g. a route not built yet) is reported with its status, not left out silently.
//
// Printed per path: with --serve, two cold times, each the path as the very first request of a
// freshly started server (one restart per path and time): the page kept before (in the Workers
// Cache API, which outlives an isolate), and the page under an address not kept (rendered); the
// first request in this run; then the warm median, p95 and median time to first byte; each
// page's median as a multiple of the static asset's; and the size of the D1 database the server
// reads.
import type { ChildProcess } from "node:child_process";
import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { REPO_ROOT } from "../seed/config.ts";
import { newestArticle, tagPath } from "./newest-article.ts";
import { prepareTagCache, startServer, stopServer } from "./serve.ts";

const argv = process.argv.slice(2);
const VALUED = new Set(["--base", "--runs", "--warmup", "--port", "--state", "--accept-encoding"]);
const option = (name: string, fallback: string) => {
  const i = argv.indexOf(`--${name}`);
  return i === -1 ? fallback : (argv[i + 1] ?? fallback);
};
const positional = argv.filter((a, i) => !a.startsWith("--") && !VALUED.has(argv[i - 1] ?? ""));
const serve = argv.includes("--serve");
const port = option("port", "8787");
const base = option("base", `http://127.0.0.1:${port}`);
const runs = Number(option("runs", "100"));
const warmup = Number(option("warmup", "5"));
const state = path.resolve(option("state", path.join(REPO_ROOT, "scripts", "bench", "data")));
/**
 * Asked for in the encoding the worker answers in, unless --accept-encoding says otherwise: a
 * visitor's kept page in Brotli, a signed-in reader's in gzip (its state spliced into a gzip copy,
 * server/cache/member-pages.ts). Under wrangler dev, Miniflare's entry worker tells the worker
 * "br, gzip" whatever the client said, then re-encodes the answer on its way out into the first
 * of gzip and br the client's header names: Node's fetch says "gzip, deflate" and Chromium
 * "gzip, deflate, br, zstd", so every visitor's page was timed with a Brotli-to-gzip
 * transcoding of several ms done by wrangler dev, not by the worker being measured.
 */
const acceptEncoding = (signedIn: boolean) => option("accept-encoding", signedIn ? "gzip" : "br, gzip");
const STATIC_DEFAULT = "/seed/covers/c01.svg";

/** `cache`: the worker's x-margins-cache (hit, stale, miss), absent where the cache did not decide. */
type Timing = { ms: number; ttfb: number; status: number; bytes: number; cache: string | null };
/** A target read as a signed-in reader: the session cookie it is sent with. */
const cookies = new Map<string, string>();
/** Marks a path as the signed-in reader's copy of another (the same address, another target). */
const SIGNED_IN = "#signed-in";

async function get(url: string): Promise<Timing> {
  const started = performance.now();
  const cookie = url.endsWith(SIGNED_IN) ? cookies.get(SIGNED_IN) : undefined;
  const response = await fetch(url.replace(SIGNED_IN, ""), {
    headers: {
      "accept-language": "en",
      "accept-encoding": acceptEncoding(url.endsWith(SIGNED_IN)),
      ...(cookie ? { cookie } : {}),
    },
    redirect: "manual",
  });
  const ttfb = performance.now() - started;
  const body = await response.arrayBuffer();
  const cache = response.headers.get("x-margins-cache");
  return { ms: performance.now() - started, ttfb, status: response.status, bytes: body.byteLength, cache };
}

/**
 * Real paths from the served data: the newest article, the Latest feed, that article's biggest
 * tag, as a visitor reads them; and the article and the tag as a signed-in reader (a seeded
 * account), each the copy kept for every signed-in reader with their state written in.
 */
async function discover(): Promise<{ label: string; path: string }[]> {
  const { path: articlePath, tag } = await newestArticle(base);
  const paths = [
    { label: "static asset", path: STATIC_DEFAULT },
    { label: "article page", path: articlePath },
    { label: "Latest feed", path: "/newest" },
  ];
  if (tag) paths.push({ label: `tag page (${tag.numArticles} articles)`, path: tagPath(tag) });
  const script = await largestScript(articlePath);
  if (script) paths.splice(1, 0, { label: "static asset, page-sized", path: script });
  const session = await signIn("user1@example.com");
  if (session) {
    cookies.set(SIGNED_IN, session);
    paths.push({ label: "article, signed in", path: `${articlePath}${SIGNED_IN}` });
    if (tag) paths.push({ label: "tag page, signed in", path: `${tagPath(tag)}${SIGNED_IN}` });
  }
  return paths;
}

/**
 * The largest script the article page loads: a static file of a page's size. A kept page is a
 * static answer too, and against a 0.6 KB file its 75 to 150 KB weigh as much as the worker.
 */
async function largestScript(pagePath: string): Promise<string | undefined> {
  const html = await (await fetch(`${base}${pagePath}`, { headers: { "accept-language": "en" } })).text();
  let largest: { path: string; bytes: number } | undefined;
  for (const [, src] of html.matchAll(/<script src="(\/_next\/static\/[^"]+\.js)"/g)) {
    if (!src) continue;
    const bytes = (await (await fetch(`${base}${src}`)).arrayBuffer()).byteLength;
    if (!largest || bytes > largest.bytes) largest = { path: src, bytes };
  }
  return largest?.path;
}

/**
 * A seeded reader's cookies as a browser keeps them after logging in (the session and the
 * language cookies the login writes), or undefined where the data has no such account.
 */
async function signIn(email: string): Promise<string | undefined> {
  const response = await fetch(`${base}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", "apollo-require-preflight": "true" },
    body: JSON.stringify({
      query: "mutation($input: EmailLoginInput!) { emailLogin(input: $input) { auth } }",
      variables: { input: { email, passwordOrCode: "margins-demo-2026" } },
    }),
  });
  const cookies = response.headers.getSetCookie().map((c) => c.split(";")[0] ?? "");
  return cookies.some((c) => c.startsWith("__access_token=")) ? cookies.join("; ") : undefined;
}

/** The SQLite file Miniflare keeps for the D1 binding, and its size with the write-ahead log. */
function databaseSize(): string {
  const dir = path.join(state, "v3", "d1", "miniflare-D1DatabaseObject");
  try {
    const files = readdirSync(dir).filter((f) => f.endsWith(".sqlite") && f !== "metadata.sqlite");
    const sizes = files.map((f) => {
      const main = path.join(dir, f);
      const wal = `${main}-wal`;
      let bytes = statSync(main).size;
      try {
        bytes += statSync(wal).size;
      } catch {
        // no write-ahead log
      }
      return { f, bytes };
    });
    const largest = sizes.sort((a, b) => b.bytes - a.bytes)[0];
    return largest
      ? `${(largest.bytes / 1024 / 1024).toFixed(0)} MB (${path.relative(REPO_ROOT, dir)}/${largest.f})`
      : "none";
  } catch {
    return `unknown (no D1 state under ${state})`;
  }
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
const median = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    0.5,
  );

async function targetsToRun(): Promise<{ label: string; path: string }[]> {
  if (!positional.length) return discover();
  // a path given as `…#signed-in` is read as the seeded reader, as the discovered ones are
  if (positional.some((p) => p.endsWith(SIGNED_IN))) {
    const session = await signIn("user1@example.com");
    if (!session) throw new Error("user1@example.com could not sign in, for the paths marked #signed-in");
    cookies.set(SIGNED_IN, session);
  }
  return positional.map((p, i) => ({ label: i === 0 ? "static asset" : p, path: p }));
}

if (argv.includes("--prepare")) {
  prepareTagCache(state);
  process.exit(0);
}

const cold: Record<string, Timing> = {};
const coldRender: Record<string, Timing> = {};

/** A cold time, with the cache's word where it was not the one the column is about. */
const coldCell = (timing: Timing | undefined, expected: string) =>
  `${(timing?.ms ?? 0).toFixed(0)}${timing?.cache && timing.cache !== expected ? ` (${timing.cache})` : ""}`;

/**
 * The path under an address no page was kept for (a query the pages ignore, new each time),
 * so a fresh server renders it: the first reader after a purge in a new isolate.
 */
function unkept(target: string): string {
  const marker = target.endsWith(SIGNED_IN) ? SIGNED_IN : "";
  const bare = target.slice(0, target.length - marker.length);
  return `${bare}${bare.includes("?") ? "&" : "?"}cold=${Date.now().toString(36)}${marker}`;
}
let server: ChildProcess | undefined;
let targets: { label: string; path: string }[];
if (serve) {
  prepareTagCache(state);
  // cold: for each path, a fresh server and that path as its very first request
  let started = await startServer(port, state);
  console.log(`wrangler dev ready in ${(started.readyMs / 1000).toFixed(1)} s`);
  targets = await targetsToRun();
  // each page kept and current, as it is in the edge cache a fresh isolate starts beside: asked
  // until it is a hit (a copy older than a minute is answered stale and rendered again behind)
  for (const t of targets) {
    for (let tries = 0; tries < 40; tries++) {
      const { cache } = await get(`${base}${t.path}`);
      if (cache === null || cache === "hit") break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  // a page is stored behind its answer (ctx.waitUntil): given the time to finish before the stop
  await new Promise((resolve) => setTimeout(resolve, 2000));
  await stopServer(started.child);
  for (const t of targets) {
    started = await startServer(port, state);
    cold[t.path] = await get(`${base}${t.path}`);
    await stopServer(started.child);
    started = await startServer(port, state);
    coldRender[t.path] = await get(`${base}${unkept(t.path)}`);
    await stopServer(started.child);
  }
  server = (await startServer(port, state)).child;
} else {
  targets = await targetsToRun();
}

try {
  const first: Record<string, Timing> = {};
  for (const t of targets) first[t.path] = await get(`${base}${t.path}`);
  for (let w = 0; w < warmup; w++) for (const t of targets) await get(`${base}${t.path}`);
  const times = new Map(targets.map((t) => [t.path, [] as Timing[]]));
  for (let run = 0; run < runs; run++) {
    for (let k = 0; k < targets.length; k++) {
      const t = targets[(run + k) % targets.length];
      if (t) times.get(t.path)?.push(await get(`${base}${t.path}`));
    }
  }

  const staticMedian = median(times.get(targets[0]?.path ?? "")?.map((t) => t.ms) ?? []);
  const rows = targets.map((t) => {
    const list = times.get(t.path) ?? [];
    const ms = list.map((x) => x.ms).sort((a, b) => a - b);
    const statuses = [...new Set(list.map((x) => x.status))].join(",");
    const med = percentile(ms, 0.5);
    return {
      page: t.label,
      path: t.path.length > 40 ? `${t.path.slice(0, 37)}…` : t.path,
      status: statuses,
      ...(serve
        ? {
            "cold ms": coldCell(cold[t.path], "hit"),
            "cold render ms": coldCell(coldRender[t.path], "miss"),
          }
        : {}),
      "first ms": (first[t.path]?.ms ?? 0).toFixed(1),
      "median ms": med.toFixed(1),
      "p95 ms": percentile(ms, 0.95).toFixed(1),
      "median TTFB": median(list.map((x) => x.ttfb)).toFixed(1),
      KB: ((list[0]?.bytes ?? 0) / 1024).toFixed(1),
      "× static": statuses === "200" ? (med / staticMedian).toFixed(1) : "n/a",
    };
  });
  console.log(
    `${base}: ${runs} interleaved runs after ${warmup} warm-up rounds (times in ms, whole body; Accept-Encoding: ${acceptEncoding(false)}, signed in ${acceptEncoding(true)})`,
  );
  if (serve) {
    console.log("cold ms: the path as the first request of a freshly started server, the page kept before");
    console.log("cold render ms: the same for an address of the page not kept (rendered by the fresh server)");
  }
  console.log("first ms: the path's first request in this run; median, p95: warm");
  console.table(rows);
  for (const r of rows.filter((row) => row.status !== "200")) {
    console.log(`note: ${r.path} answered ${r.status}; its figures are not a page's`);
  }
  console.log(`D1 database: ${databaseSize()}`);
} finally {
  if (server) await stopServer(server);
}
