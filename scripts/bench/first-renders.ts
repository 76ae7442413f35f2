// A page's first render after its reads were purged: every cached read of it a miss, so the
// page waits for its reads' round trips to D1 and R2, one chain after another where a read needs
// what an earlier one gave. Locally D1 and R2 answer within the process, so the script adds a
// round trip's latency to every call (profile-entry.ts, PROFILE_LATENCY_MS) to show the chains
// as a worker far from its database meets them.
//
//   npm run build:worker
//   npm run bench:first-renders -- [--port 8802] [--latency 0,20] [--rounds 3] [--state .wrangler/state]
//
// The state (the demo data by default) must not have served this build yet: its cache entries
// are kept under the build's id, and a render that finds them is no first render. Each round
// serves a fresh copy of it through profile-entry.ts, warms the layout's reads with two Latest
// pages, then asks once for each of the newest articles and the first tags of the tag list.
// Figures are the worker's own time per request (entry to last byte), median and range.
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { REPO_ROOT } from "../seed/config.ts";
import { graphql } from "./generated/gql.ts";
import { gql } from "./newest-article.ts";
import { prepareTagCache, startServer, stopServer } from "./serve.ts";

const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i === -1 ? fallback : (process.argv[i + 1] ?? fallback);
};
const port = arg("port", "8802");
const base = `http://127.0.0.1:${port}`;
const latencies = arg("latency", "0,20").split(",").map(Number);
const rounds = Number(arg("rounds", "3"));
const source = path.resolve(REPO_ROOT, arg("state", ".wrangler/state"));
const ARTICLES = 18;
const TAGS = 12;

const PAGES = graphql(`
  query BenchFirstRenderPages($articles: Int, $tags: Int) {
    viewer {
      recommendation {
        newest(input: { first: $articles }) {
          edges {
            node {
              shortHash
            }
          }
        }
        tags(input: { first: $tags }) {
          edges {
            node {
              id
              slug
            }
          }
        }
      }
    }
  }
`);

type Profile = { path: string; ms: number; totals: Record<string, { calls: number }> };

/** The PROFILE lines the server printed (profile-entry.ts), one per request. */
const profiles = (output: string): Profile[] =>
  output
    .split("\n")
    .filter((line) => line.includes("PROFILE {"))
    .map((line) => JSON.parse(line.slice(line.indexOf("{"))) as Profile);

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

const scratch = mkdtempSync(path.join(tmpdir(), "margins-first-renders-"));
const pristine = path.join(scratch, "pristine");
cpSync(source, pristine, { recursive: true });
prepareTagCache(pristine);
let paths: string[] | undefined;

try {
  for (const latency of latencies) {
    for (let round = 1; round <= rounds; round++) {
      const state = path.join(scratch, `round-${latency}-${round}`);
      cpSync(pristine, state, { recursive: true });
      const server = await startServer(port, state, [
        "scripts/bench/profile-entry.ts",
        "--var",
        `PROFILE_LATENCY_MS:${latency}`,
      ]);
      try {
        // the API's reads fill no page's cache entries: asked here, they leave the renders first
        if (!paths) {
          const { viewer } = await gql(base, PAGES, { articles: ARTICLES, tags: TAGS });
          const recommendation = viewer?.recommendation;
          paths = [
            ...(recommendation?.newest.edges ?? []).map((e) => `/a/${e.node.shortHash}`),
            ...(recommendation?.tags.edges ?? []).map((e) => `/tags/${e.node.id}-${encodeURIComponent(e.node.slug)}`),
          ];
        }
        for (const warm of ["/newest", "/newest?warm=1"]) await (await fetch(`${base}${warm}`)).arrayBuffer();
        const before = profiles(server.output()).length;
        for (const page of paths) {
          const response = await fetch(`${base}${page}`);
          await response.arrayBuffer();
          if (response.status !== 200) throw new Error(`${page} answered ${response.status}`);
        }
        const timed = profiles(server.output()).slice(before);
        // a render that asked D1 nothing found its reads kept: the state had served this build
        const kept = timed.filter((p) => !Object.keys(p.totals).some((name) => name.startsWith("DB.")));
        const cells = [
          ["articles", "/a/"],
          ["tags", "/tags/"],
        ].map(([label, prefix]) => {
          const ms = timed.filter((p) => p.path.startsWith(prefix ?? "")).map((p) => p.ms);
          return `${label} ${ms.length}: median ${median(ms).toFixed(0)} ms (${Math.min(...ms).toFixed(0)}-${Math.max(...ms).toFixed(0)})`;
        });
        console.log(
          `latency ${latency} ms, round ${round}: ${cells.join("; ")}${kept.length ? `; ${kept.length} found their reads kept: use a state that has not served this build` : ""}`,
        );
      } finally {
        await stopServer(server.child);
      }
    }
  }
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
