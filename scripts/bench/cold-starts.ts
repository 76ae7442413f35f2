// Cold starts (issue 33): what a freshly started worker's first request costs, as the first
// reader meets it in a new isolate, for two kinds of request:
//
// - a page nobody kept whose reads are current in the cache: each round renders the page once
//   on a server it then stops (kept reads go stale after a minute, and a stale read is run
//   again, as after a purge), starts the server again on the same state and asks for the page
//   first, each time under an address no page was kept for (a query the pages ignore);
// - an API read (the Latest feed's first article, over /graphql): the API's modules and its
//   schema, built on the isolate's first call.
//
//   npm run build:worker
//   npm run bench:cold -- [--rounds 5] [--port 8840] [--state .wrangler/state] [path …]
//
// Client time for the whole body, through wrangler dev's proxy, on a copy of the state.
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { REPO_ROOT } from "../seed/config.ts";
import { newestArticle, tagPath } from "./newest-article.ts";
import { prepareTagCache, startServer, stopServer } from "./serve.ts";

const argv = process.argv.slice(2);
const VALUED = new Set(["--rounds", "--port", "--state"]);
const option = (name: string, fallback: string) => {
  const i = argv.indexOf(`--${name}`);
  return i === -1 ? fallback : (argv[i + 1] ?? fallback);
};
const given = argv.filter((a, i) => !a.startsWith("--") && !VALUED.has(argv[i - 1] ?? ""));
const rounds = Number(option("rounds", "5"));
const port = option("port", "8840");
const base = `http://127.0.0.1:${port}`;
const source = path.resolve(option("state", path.join(REPO_ROOT, ".wrangler", "state")));
const API_READ = "API read (/graphql)";

async function timed(url: string): Promise<{ ms: number; status: number }> {
  const started = performance.now();
  const response = await fetch(url, { headers: { "accept-language": "en" }, redirect: "manual" });
  await response.arrayBuffer();
  return { ms: performance.now() - started, status: response.status };
}

async function timedApiRead(): Promise<{ ms: number; status: number }> {
  const started = performance.now();
  await newestArticle(base);
  return { ms: performance.now() - started, status: 200 };
}

/** The page under an address nothing was kept for: a query the pages ignore. */
const address = (p: string, mark: string) => `${base}${p}${p.includes("?") ? "&" : "?"}cold=${mark}`;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

/** The first request of a fresh server, after `before` (a render on a server stopped after). */
async function firstRequest(ask: () => Promise<{ ms: number; status: number }>, before?: () => Promise<unknown>) {
  if (before) {
    const server = await startServer(port, state);
    await before();
    await new Promise((resolve) => setTimeout(resolve, 1500)); // entries are written behind the answer
    await stopServer(server.child);
  }
  const server = await startServer(port, state);
  try {
    return await ask();
  } finally {
    await stopServer(server.child);
  }
}

// a copy, so the state the copy came from keeps what it had
const state = mkdtempSync(path.join(tmpdir(), "margins-cold-"));
cpSync(source, state, { recursive: true });
prepareTagCache(state);
try {
  const server = await startServer(port, state);
  const paths = given.length > 0 ? given : await discover();
  await stopServer(server.child);
  const times = new Map([...paths, API_READ].map((p) => [p, [] as number[]]));
  for (let round = 0; round < rounds; round++) {
    for (const p of paths) {
      const t = await firstRequest(
        () => timed(address(p, `cold${round}`)),
        () => timed(address(p, `warm${round}`)),
      );
      if (t.status !== 200) throw new Error(`${p} answered HTTP ${t.status} cold`);
      times.get(p)?.push(t.ms);
    }
    times.get(API_READ)?.push((await firstRequest(timedApiRead)).ms);
  }
  console.log(`cold starts, ${rounds} rounds, ms for the whole body (each a freshly started server's first request)`);
  console.table(
    [...times].map(([p, ms]) => ({
      request: p,
      median: median(ms).toFixed(0),
      min: Math.min(...ms).toFixed(0),
      max: Math.max(...ms).toFixed(0),
    })),
  );
} finally {
  rmSync(state, { recursive: true, force: true });
}

async function discover(): Promise<string[]> {
  const { path: article, tag } = await newestArticle(base);
  return [article, "/newest", ...(tag ? [tagPath(tag)] : [])];
}
