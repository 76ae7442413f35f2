// How long the heaviest queries the API's limits allow take, and how quickly the refused ones
// are answered, against a served worker with the demo data, signed in as the demo user:
//
//   npm run build:worker && PORT=8787 npm run preview      (one terminal)
//   npm run bench:limits -- [--base http://127.0.0.1:8787] [--runs 20]   (another)
//
// Each case runs once to warm up, then `runs` times one after another; figures are per request,
// in milliseconds, as the client sees them (HTTP on the same machine included).
import { performance } from "node:perf_hooks";
import type { QueryLimitsNewestIdsQuery } from "./generated/graphql.ts";
import {
  type Case,
  DEMO_LOGIN,
  fixturesOf,
  heaviestAllowed,
  LOGIN,
  NEWEST_IDS,
  refused,
} from "./query-limits-cases.ts";

const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i === -1 ? fallback : (process.argv[i + 1] ?? fallback);
};
const base = arg("base", "http://127.0.0.1:8787");
const runs = Number(arg("runs", "20"));

type Answer = {
  status: number;
  bytes: number;
  body: { data?: unknown; errors?: { extensions?: { code?: string } }[] };
};

let cookie = "";

async function post(query: string, variables?: Record<string, unknown>): Promise<Answer> {
  const response = await fetch(`${base}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", "apollo-require-preflight": "true", cookie },
    body: JSON.stringify({ query, variables }),
  });
  const text = await response.text();
  const set = response.headers.getSetCookie().find((c) => c.startsWith("__access_token="));
  if (set) cookie = set.split(";")[0] ?? "";
  return { status: response.status, bytes: text.length, body: JSON.parse(text) };
}

await post(LOGIN, { input: { email: DEMO_LOGIN.email, passwordOrCode: DEMO_LOGIN.password } });
if (!cookie) throw new Error("could not sign in as the demo user: is the demo data seeded?");
const newest = ((await post(String(NEWEST_IDS))).body.data as QueryLimitsNewestIdsQuery).viewer?.recommendation.newest;
const fixtures = fixturesOf(newest?.edges ?? []);
if (!fixtures.articleIds.length) throw new Error("no articles: is the demo data seeded?");

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

async function time(kind: string, c: Case, check: (a: Answer) => string | undefined) {
  const first = await post(c.query, c.variables);
  const problem = check(first);
  if (problem) throw new Error(`${c.name}: ${problem} ${JSON.stringify(first.body).slice(0, 300)}`);
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await post(c.query, c.variables);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return {
    kind,
    case: c.name,
    "answer KB": (first.bytes / 1024).toFixed(1),
    "median ms": percentile(times, 0.5).toFixed(0),
    "p95 ms": percentile(times, 0.95).toFixed(0),
    "max ms": (times.at(-1) ?? 0).toFixed(0),
  };
}

const rows = [];
for (const c of heaviestAllowed(fixtures)) {
  rows.push(await time("allowed", c, (a) => (a.body.errors ? "errors" : undefined)));
}
for (const c of refused()) {
  rows.push(
    await time("refused", c, (a) =>
      a.body.errors?.length === 1 && a.body.errors[0]?.extensions?.code === "BAD_USER_INPUT"
        ? undefined
        : "not one BAD_USER_INPUT",
    ),
  );
}
console.table(rows);
