// Tag feed latency as a client sees it: POST /graphql to a served worker, one request at a time.
// Against the large dataset with reader activity (scripts/bench/activity.ts):
//
//   npm run bench:generate && node scripts/bench/activity.ts && npm run build:worker
//   npm run bench:serve                                                          (one terminal)
//   node scripts/bench/tags.ts -- [--base http://127.0.0.1:8787] [--runs 100]    (another)
//
// Cases: the biggest tag and a typical one, hottest and latest, the first page and the fifth
// (its cursor found by walking pages 1–4 once). Figures are per request, in milliseconds.
import { performance } from "node:perf_hooks";
import type { Document } from "../../lib/graphql/document.ts";
import { graphql } from "./generated/gql.ts";
import type { TagFeedQuery } from "./generated/graphql.ts";

const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i === -1 ? fallback : (process.argv[i + 1] ?? fallback);
};
const base = arg("base", "http://127.0.0.1:8787");
const runs = Number(arg("runs", "100"));

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
        for (let i = 0; i < 3; i++) await post(FEED, vars);
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
