// What each kind of request costs the worker's one thread (issue 33's load target): `wrangler
// dev` runs the worker on one workerd thread, and under the load run that thread is busy the
// whole time, so how long people wait follows from how many milliseconds of it each request
// takes. Each kind is asked by several clients at once, each sending its next request as soon as
// its last is answered, so the thread never waits for work; the run's length over the answers
// it gave is then that kind's thread time per request.
//
//   npm run build:worker
//   npm run bench:capacity -- [--clients 8] [--seconds 6] [--pages 120] [--port 8850] [--state .wrangler/state]
//
// The kinds: a static asset (the worker's floor), a visitor's article page kept whole, an
// article page rendered with its reads current (the same articles again in another language,
// within the reads' minute), an article page nobody read before (its reads run against D1), and
// three API reads the load run's people send (tests/load/documents.ts). Runs on a copy of the
// state, so the pages it keeps stay out of the state it came from.
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import type { Document } from "../../lib/graphql/document.ts";
import { ARTICLE, HEALTH, NEWEST } from "../../tests/load/documents.ts";
import type { LoadNewestQuery } from "../../tests/load/generated/graphql.ts";
import { REPO_ROOT } from "../seed/config.ts";
import { gql } from "./newest-article.ts";
import { prepareTagCache, startServer, stopServer } from "./serve.ts";

const argv = process.argv.slice(2);
const option = (name: string, fallback: string) => {
  const i = argv.indexOf(`--${name}`);
  return i === -1 ? fallback : (argv[i + 1] ?? fallback);
};
const clients = Number(option("clients", "8"));
const seconds = Number(option("seconds", "6"));
/** Article pages each of the two rendering kinds asks for, each once (the demo data has 392). */
const pageCount = Number(option("pages", "120"));
const port = option("port", "8850");
const base = `http://127.0.0.1:${port}`;
const source = path.resolve(option("state", path.join(REPO_ROOT, ".wrangler", "state")));

// Brotli as browsers take it: under wrangler dev, an answer in an encoding the client did not
// name first is decoded and compressed again in front of the worker, which production never does
// (and which takes a third off the API reads' rate on this machine)
const HEADERS = { "accept-encoding": "br, gzip" };

type Answer = { status: number; cache: string | null };
type Kind = { label: string; ask: (i: number) => Promise<Answer>; count?: number };

async function get(url: string, language = "en"): Promise<Answer> {
  const response = await fetch(url, { headers: { ...HEADERS, "accept-language": language }, redirect: "manual" });
  await response.arrayBuffer();
  return { status: response.status, cache: response.headers.get("x-margins-cache") };
}

const api =
  <Data, Variables>(doc: Document<Data, Variables>, variables: (i: number) => Variables) =>
  async (i: number): Promise<Answer> => {
    await gql(base, doc, variables(i), HEADERS);
    return { status: 200, cache: null };
  };

/** The newest `count` articles' short hashes, from the Latest feed a page at a time. */
async function articles(count: number): Promise<string[]> {
  const hashes: string[] = [];
  let after: string | null | undefined = null;
  while (hashes.length < count) {
    const data: LoadNewestQuery = await gql(base, NEWEST, { after }, HEADERS);
    const feed = data.viewer?.recommendation.newest;
    for (const edge of feed?.edges ?? []) if (edge.node.shortHash) hashes.push(edge.node.shortHash);
    if (!feed?.pageInfo.hasNextPage) break;
    after = feed.pageInfo.endCursor;
  }
  return hashes.slice(0, count);
}

type Row = { kind: string; answers: number; perSecond: string; threadMs: string; median: string; cache: string };

/** `clients` loops asking `kind` until its time (or its `count` of requests) is up. */
async function measure(kind: Kind): Promise<Row> {
  const times: number[] = [];
  const caches = new Map<string, number>();
  let next = 0;
  const started = performance.now();
  const until = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: clients }, async () => {
      for (;;) {
        const i = next++;
        if (kind.count === undefined ? performance.now() >= until : i >= kind.count) return;
        const t = performance.now();
        const answer = await kind.ask(i);
        if (answer.status !== 200) throw new Error(`${kind.label}: HTTP ${answer.status}`);
        times.push(performance.now() - t);
        const cache = answer.cache ?? "-";
        caches.set(cache, (caches.get(cache) ?? 0) + 1);
      }
    }),
  );
  const elapsed = performance.now() - started;
  times.sort((a, b) => a - b);
  return {
    kind: kind.label,
    answers: times.length,
    perSecond: ((times.length * 1000) / elapsed).toFixed(1),
    threadMs: (elapsed / times.length).toFixed(1),
    median: (times[times.length >> 1] ?? Number.NaN).toFixed(0),
    cache: [...caches].map(([name, n]) => `${name} ×${n}`).join(", "),
  };
}

const state = mkdtempSync(path.join(tmpdir(), "margins-capacity-"));
cpSync(source, state, { recursive: true });
prepareTagCache(state);
const server = await startServer(port, state);
try {
  const hashes = await articles(pageCount * 2 + 1);
  if (hashes.length < pageCount * 2 + 1) throw new Error(`only ${hashes.length} articles: lower --pages`);
  const [kept = "", ...rest] = hashes;
  const cold = rest.slice(0, pageCount);
  const feed = rest.slice(pageCount);
  await get(`${base}/a/${kept}`);
  const kinds: Kind[] = [
    { label: "static asset", ask: () => get(`${base}/seed/covers/c01.svg`) },
    { label: "article page, kept", ask: () => get(`${base}/a/${kept}`) },
    { label: "article page, reads run", ask: (i) => get(`${base}/a/${cold[i]}`), count: cold.length },
    // the same articles in another language, within the minute their reads are current
    { label: "article page, reads kept", ask: (i) => get(`${base}/a/${cold[i]}`, "zh-TW"), count: cold.length },
    { label: "API: health (1 id)", ask: api(HEALTH, () => ({})) },
    { label: "API: article", ask: api(ARTICLE, (i) => ({ shortHash: feed[i % feed.length] ?? kept })) },
    { label: "API: Latest, 10", ask: api(NEWEST, () => ({ after: null })) },
  ];
  // a round first, so that no kind pays for the modules it loads first (the API's, Next's)
  for (const kind of kinds) if (kind.count === undefined) await kind.ask(0);
  const rows: Row[] = [];
  for (const kind of kinds) rows.push(await measure(kind));
  console.log(`${clients} clients at once per kind; thread ms = the run's length / its answers`);
  console.table(rows);
} finally {
  await stopServer(server.child);
  rmSync(state, { recursive: true, force: true });
}
