// Tag feed latency as a client sees it: POST /graphql to a served worker, one request at a time,
// on a fresh generation of the large dataset with reader activity (scripts/bench/activity.ts).
//
//   npm run build:worker
//   npm run bench:tags -- [--port 8787] [--runs 100] [--warmup 10] [--fresh]
//
// It first checks that the dataset was generated after the newest migration, with activity, and
// never migrated in place (dataset.ts: a migrated dataset's statistics hid a flat 60 ms in
// Hottest); if not, or with --fresh, it runs bench:generate and activity.ts, then serves the
// built worker on the dataset itself. Against a server already running on the dataset:
//
//   node scripts/bench/tags.ts --base http://127.0.0.1:8787 [--runs 100] [--stale-ok]
//
// which refuses a stale dataset unless --stale-ok (the figures then say nothing of a fresh one).
//
// Cases: the biggest tag and a typical one, hottest and latest, the first page and the fifth
// (its cursor found by walking pages 1–4 once). Figures are per request, in milliseconds.
import { spawnSync } from "node:child_process";
import { performance } from "node:perf_hooks";
import type { Document } from "../../lib/graphql/document.ts";
import { REPO_ROOT } from "../seed/config.ts";
import { BENCH_STATE, staleness } from "./dataset.ts";
import { graphql } from "./generated/gql.ts";
import type { TagFeedQuery } from "./generated/graphql.ts";
import { prepareTagCache, startServer, stopServer } from "./serve.ts";

const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i === -1 ? fallback : (process.argv[i + 1] ?? fallback);
};
const given = process.argv.includes("--base");
const port = arg("port", "8787");
const base = arg("base", `http://127.0.0.1:${port}`);
const runs = Number(arg("runs", "100"));
// per case, before its runs: a server just started takes a few requests to warm up
const warmup = Number(arg("warmup", "10"));

const stale = staleness();
if (given) {
  if (stale && !process.argv.includes("--stale-ok")) {
    console.error(`The served dataset is not a fresh generation: ${stale}.
Run npm run bench:tags without --base (it generates the dataset again and serves it), or pass
--stale-ok to measure it anyway.`);
    process.exit(1);
  }
} else if (stale || process.argv.includes("--fresh")) {
  console.log(`Generating the dataset again: ${stale ?? "--fresh"}.`);
  for (const script of ["generate.ts", "activity.ts"]) {
    const run = spawnSync(process.execPath, [`scripts/bench/${script}`], { cwd: REPO_ROOT, stdio: "inherit" });
    if (run.status !== 0) process.exit(run.status ?? 1);
  }
}
if (stale && given) console.log(`note: stale dataset (${stale})`);

let server: Awaited<ReturnType<typeof startServer>> | undefined;
if (!given) {
  prepareTagCache(BENCH_STATE);
  server = await startServer(port, BENCH_STATE);
  console.log(`wrangler dev ready on port ${port} in ${(server.readyMs / 1000).toFixed(1)} s`);
}

const FEED = graphql(`
  query TagFeed($id: ID!, $sortBy: TagArticlesSortBy!, $after: String) {
    node(input: { id: $id }) {
      ... on Tag {
        content
        numArticles
        articles(input: { sortBy: $sortBy, first: 20, after: $after }) {
          edges {
            node {
              id
              shortHash
              title
              summary
              createdAt
              author {
                userName
                displayName
              }
            }
          }
          pageInfo {
            endCursor
            hasNextPage
          }
        }
      }
    }
  }
`);
const LIST = graphql(`
  query TagList($after: String) {
    viewer {
      recommendation {
        tags(input: { first: 30, after: $after }) {
          edges {
            node {
              id
              content
              slug
              numArticles
            }
          }
          pageInfo {
            endCursor
            hasNextPage
          }
        }
      }
    }
  }
`);

async function post<Data, Variables>(
  query: Document<Data, Variables>,
  variables: Variables,
): Promise<{ ms: number; data: Data }> {
  const started = performance.now();
  const response = await fetch(`${base}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", "apollo-require-preflight": "true" },
    body: JSON.stringify({ query: String(query), variables }),
  });
  const body = (await response.json()) as { data?: Data; errors?: { message: string }[] };
  if (!response.ok || body.errors || !body.data) {
    throw new Error(`request failed: ${JSON.stringify(body.errors ?? response.status)}`);
  }
  return { ms: performance.now() - started, data: body.data };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

try {
  // the biggest tag, and the tag at the middle of the first page of the list
  const list = (await post(LIST, {})).data.viewer?.recommendation.tags.edges ?? [];
  const biggest = list[0]?.node;
  const typical = list[Math.floor(list.length / 2)]?.node;
  if (!biggest || !typical) throw new Error("no tags: is the benchmark dataset served?");

  const rows = [];
  for (const [label, tag] of [
    ["biggest", biggest],
    ["typical", typical],
  ] as const) {
    for (const sortBy of ["byHottestDesc", "byCreatedAtDesc"] as const) {
      let after: string | null = null;
      for (let page = 1; page <= 5; page++) {
        if (page === 1 || page === 5) {
          const vars = { id: tag.id, sortBy, after };
          for (let i = 0; i < warmup; i++) await post(FEED, vars);
          const times: number[] = [];
          for (let i = 0; i < runs; i++) times.push((await post(FEED, vars)).ms);
          times.sort((a, b) => a - b);
          rows.push({
            case: `${label} tag (${tag.numArticles} articles), ${sortBy}, page ${page}`,
            runs,
            "median ms": percentile(times, 0.5).toFixed(1),
            "p95 ms": percentile(times, 0.95).toFixed(1),
            "max ms": (times.at(-1) ?? 0).toFixed(1),
          });
        }
        const { data }: { data: TagFeedQuery } = await post(FEED, { id: tag.id, sortBy, after });
        after = data.node?.articles.pageInfo.endCursor ?? null;
      }
    }
  }
  {
    const times: number[] = [];
    for (let i = 0; i < runs; i++) times.push((await post(LIST, {})).ms);
    times.sort((a, b) => a - b);
    rows.push({
      case: "tag list, first page",
      runs,
      "median ms": percentile(times, 0.5).toFixed(1),
      "p95 ms": percentile(times, 0.95).toFixed(1),
      "max ms": (times.at(-1) ?? 0).toFixed(1),
    });
  }
  console.table(rows);
} finally {
  if (server) await stopServer(server.child);
}
