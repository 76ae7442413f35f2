// Search latency as a client sees it: POST /graphql to a served worker, one request at a time.
// Against the large dataset:
//
//   npm run bench:generate && npm run build:worker && npm run bench:serve   (one terminal)
//   npm run bench:search -- [--base http://127.0.0.1:8787] [--runs 200]    (another)
//
// Every case runs a warm-up first; the figures are per request, in milliseconds.
import { performance } from "node:perf_hooks";

const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i === -1 ? fallback : (process.argv[i + 1] ?? fallback);
};
const base = arg("base", "http://127.0.0.1:8787");
const runs = Number(arg("runs", "200"));

const SEARCH = `query Search($key: String!, $type: SearchTypes!, $quick: Boolean) {
  search(input: { key: $key, type: $type, first: 20, quicksearch: $quick }) {
    edges { node { id ... on Article { title } ... on User { userName } ... on Tag { content } } }
  }
}`;
const COUNTED = `query Counted($key: String!, $type: SearchTypes!) {
  search(input: { key: $key, type: $type, first: 20 }) { totalCount edges { node { id } } }
}`;
const QUICK = `query QuickResult($key: String!) {
  users: search(input: { key: $key, type: User, quicksearch: true, first: 5 }) { edges { node { id } } }
  tags: search(input: { key: $key, type: Tag, quicksearch: true, first: 5 }) { edges { node { id } } }
}`;

// Keys rotate so no case is one repeated query; each is common in the generated text.
const CASES = [
  {
    name: "English query, articles",
    query: SEARCH,
    keys: ["city", "morning", "coffee", "station", "garden"],
    type: "Article",
  },
  {
    name: "two-character Chinese, articles",
    query: SEARCH,
    keys: ["城市", "咖啡", "電影", "早晨", "圖書"],
    type: "Article",
  },
  {
    // the commonest words of the generated text: 方式, 一個 and 關於 are each in over 100,000
    // of the 200,000 articles, the and about in about 67,000
    name: "commonest words, articles",
    query: SEARCH,
    keys: ["方式", "the", "關於", "about", "一個"],
    type: "Article",
  },
  {
    name: "two-character Chinese with totalCount",
    query: COUNTED,
    keys: ["城市", "咖啡", "電影", "早晨", "圖書"],
    type: "Article",
  },
  {
    name: "quick search, people + tags",
    query: QUICK,
    keys: ["旅行", "coffee", "閱讀", "city", "音乐"],
    type: undefined,
  },
] as const;

async function once(query: string, variables: Record<string, unknown>) {
  const started = performance.now();
  const response = await fetch(`${base}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", "apollo-require-preflight": "true" },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { errors?: { message: string }[] };
  if (!response.ok || body.errors) throw new Error(`search failed: ${JSON.stringify(body.errors ?? response.status)}`);
  return performance.now() - started;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

const rows = [];
for (const { name, query, keys, type } of CASES) {
  const vars = (i: number) => ({ key: keys[i % keys.length], type });
  for (let i = 0; i < keys.length; i++) await once(query, vars(i));
  const times: number[] = [];
  for (let i = 0; i < runs; i++) times.push(await once(query, vars(i)));
  times.sort((a, b) => a - b);
  rows.push({
    case: name,
    runs,
    "median ms": percentile(times, 0.5).toFixed(1),
    "p95 ms": percentile(times, 0.95).toFixed(1),
    "max ms": (times.at(-1) ?? 0).toFixed(1),
  });
}
console.table(rows);
