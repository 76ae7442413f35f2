// Lighthouse's mobile preset (its default config: a mid-range phone, simulated slow 4G and a
// 4x slower CPU) on the home page, an article page and a tag page, with Debian's Chromium
// (issue 18). Targets: performance 95 or more; accessibility, best practices and SEO 100.
//
//   npm run build:worker
//   npm run bench:lighthouse                          # serves the build on a copy of the demo data
//   npm run bench:lighthouse -- --base http://127.0.0.1:8787 [--runs 5] [--save DIR] [path …]
//
// Without --base it serves the built worker with `wrangler dev` on a private copy of
// .wrangler/state (the seeded demo, as `npm run db:prepare` leaves it), on --port or PORT
// (default 8790). Without paths it asks /graphql for the newest article and its biggest tag:
// `/`, `/a/{shortHash}`, `/tags/{id}-{slug}`. Each page is requested once before measuring, so
// the first run does not pay for filling the worker's caches.
//
// Each run launches a fresh Chromium for each page, pages interleaved run by run so drift in the
// machine's load touches all alike. Printed: the median of each score and of LCP, TBT and CLS
// over the runs (with the lowest and highest performance score), Lighthouse's own measure of the
// host's speed (benchmarkIndex; it falls as the machine's load rises, and TBT rises with it), the
// load average before and after, and for each page the audits that cost points in any run (by id).
import { type ChildProcess, spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import lighthouse from "lighthouse";
import { assertBuilt, prepareTagCache, Workspace } from "../../tests/support/served-worker.ts";
import { newestArticle, tagPath } from "./newest-article.ts";

const argv = process.argv.slice(2);
const VALUED = new Set(["--base", "--runs", "--port", "--chromium", "--save"]);
const option = (name: string, fallback: string) => {
  const i = argv.indexOf(`--${name}`);
  return i === -1 ? fallback : (argv[i + 1] ?? fallback);
};
const positional = argv.filter((a, i) => !a.startsWith("--") && !VALUED.has(argv[i - 1] ?? ""));
const runs = Number(option("runs", "5"));
const chromium = option("chromium", "/usr/bin/chromium");
/** A folder for each run's full report (JSON, for the Lighthouse viewer or jq), if given. */
const saveTo = option("save", "");
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
const TARGET: Record<(typeof CATEGORIES)[number], number> = {
  performance: 95,
  accessibility: 100,
  "best-practices": 100,
  seo: 100,
};

let workspace: Workspace | undefined;
let base = option("base", "");
if (!base) {
  assertBuilt();
  workspace = new Workspace("margins-lighthouse-", Number(option("port", process.env.PORT ?? "8790")));
  workspace.copyFrom();
  prepareTagCache(workspace.stateDir);
  const server = workspace.startServer("lighthouse");
  await workspace.waitReady(server);
  base = workspace.base;
}

async function pages(): Promise<{ label: string; path: string }[]> {
  if (positional.length) return positional.map((p) => ({ label: p, path: p }));
  const article = await newestArticle(base);
  if (!article.tag) throw new Error(`the newest article (${article.path}) has no tag`);
  return [
    { label: "home", path: "/" },
    { label: "article", path: article.path },
    { label: "tag", path: tagPath(article.tag) },
  ];
}

/** A headless Chromium with its DevTools port, in a profile of its own that goes with it. */
async function launchChromium(): Promise<{ port: number; stop: () => void }> {
  const profile = mkdtempSync(path.join(tmpdir(), "margins-lighthouse-chromium-"));
  const child: ChildProcess = spawn(
    chromium,
    [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--remote-debugging-port=0",
      `--user-data-dir=${profile}`,
      "about:blank",
    ],
    { detached: true, stdio: ["ignore", "ignore", "pipe"] },
  );
  const stop = () => {
    try {
      if (child.pid) process.kill(-child.pid, "SIGKILL");
    } catch {
      // gone already
    }
    rmSync(profile, { recursive: true, force: true });
  };
  let log = "";
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Chromium gave no DevTools port in 30 s:\n${log}`)), 30_000);
    child.stderr?.on("data", (chunk) => {
      log += chunk;
      const found = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(log);
      if (found) {
        clearTimeout(timer);
        resolve(Number(found[1]));
      }
    });
    child.on("exit", (code) => reject(new Error(`Chromium exited (${code}):\n${log}`)));
  }).catch((error) => {
    stop();
    throw error;
  });
  return { port, stop };
}

type Run = {
  scores: Record<(typeof CATEGORIES)[number], number>;
  lcp: number;
  tbt: number;
  cls: number;
  /** Lighthouse's measure of the host's speed at that moment (higher is faster): the load shows here. */
  benchmarkIndex: number;
  /** Audits that cost points: in the three 100-point categories any below a full score, in performance the metrics and insights below 0.9. */
  failing: string[];
};

let version = "";

async function measure(url: string, name: string): Promise<Run> {
  const browser = await launchChromium();
  try {
    const result = await lighthouse(url, {
      port: browser.port,
      output: "json",
      logLevel: "error",
      onlyCategories: [...CATEGORIES],
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const { lhr } = result;
    version = lhr.lighthouseVersion;
    if (saveTo) {
      mkdirSync(saveTo, { recursive: true });
      writeFileSync(path.join(saveTo, `${name}.json`), JSON.stringify(lhr));
    }
    if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const failing: string[] = [];
    for (const id of CATEGORIES) {
      for (const ref of lhr.categories[id]?.auditRefs ?? []) {
        const audit = lhr.audits[ref.id];
        if (!audit || audit.score === null) continue;
        if (audit.scoreDisplayMode === "notApplicable" || audit.scoreDisplayMode === "informative") continue;
        const bar = id === "performance" ? 0.9 : 1;
        if (audit.score < bar) failing.push(`${id}:${ref.id}`);
      }
    }
    return {
      scores: {
        performance: score("performance"),
        accessibility: score("accessibility"),
        "best-practices": score("best-practices"),
        seo: score("seo"),
      },
      lcp: lhr.audits["largest-contentful-paint"]?.numericValue ?? Number.NaN,
      tbt: lhr.audits["total-blocking-time"]?.numericValue ?? Number.NaN,
      cls: lhr.audits["cumulative-layout-shift"]?.numericValue ?? Number.NaN,
      benchmarkIndex: lhr.environment.benchmarkIndex,
      failing,
    };
  } finally {
    browser.stop();
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(" ");

try {
  const targets = await pages();
  for (const t of targets) {
    const response = await fetch(`${base}${t.path}`, { redirect: "manual" });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${t.path} answered ${response.status}`);
  }
  const loadBefore = load();
  const results = new Map(targets.map((t) => [t.path, [] as Run[]]));
  for (let run = 0; run < runs; run++) {
    for (let k = 0; k < targets.length; k++) {
      const t = targets[(run + k) % targets.length];
      if (!t) continue;
      const result = await measure(`${base}${t.path}`, `${t.label.replace(/\W+/g, "_")}-${run + 1}`);
      results.get(t.path)?.push(result);
      console.error(
        `run ${run + 1}/${runs} ${t.label}: ${CATEGORIES.map((c) => result.scores[c]).join(" / ")}, LCP ${result.lcp.toFixed(0)} ms, TBT ${result.tbt.toFixed(0)} ms, CLS ${result.cls.toFixed(3)}, host index ${Math.round(result.benchmarkIndex)} (load ${load()})`,
      );
    }
  }
  const loadAfter = load();

  console.log(`${base}: Lighthouse ${version} mobile preset, ${chromium}, median of ${runs} runs per page`);
  console.log(`load average (1, 5, 15 min) before: ${loadBefore}; after: ${loadAfter}`);
  console.table(
    targets.map((t) => {
      const list = results.get(t.path) ?? [];
      const perf = list.map((r) => r.scores.performance);
      return {
        page: t.label,
        path: t.path.length > 36 ? `${t.path.slice(0, 33)}…` : t.path,
        performance: median(perf),
        "perf range": `${Math.min(...perf)}-${Math.max(...perf)}`,
        accessibility: median(list.map((r) => r.scores.accessibility)),
        "best practices": median(list.map((r) => r.scores["best-practices"])),
        SEO: median(list.map((r) => r.scores.seo)),
        "LCP ms": Math.round(median(list.map((r) => r.lcp))),
        "TBT ms": Math.round(median(list.map((r) => r.tbt))),
        CLS: median(list.map((r) => r.cls)).toFixed(3),
        "host index": Math.round(median(list.map((r) => r.benchmarkIndex))),
      };
    }),
  );
  let allMet = true;
  for (const t of targets) {
    const list = results.get(t.path) ?? [];
    const missed = CATEGORIES.filter((c) => median(list.map((r) => r.scores[c])) < TARGET[c]);
    if (missed.length) allMet = false;
    const counts = new Map<string, number>();
    for (const r of list) for (const id of r.failing) counts.set(id, (counts.get(id) ?? 0) + 1);
    const audits = [...counts].map(([id, n]) => `${id} (${n}/${list.length})`).join(", ");
    console.log(
      `${t.label}: ${missed.length ? `below target in ${missed.join(", ")}` : "every target met"}${audits ? `; audits short of full marks: ${audits}` : ""}`,
    );
  }
  console.log(
    allMet ? "all targets met" : "targets: performance >= 95; accessibility, best practices, SEO 100 (median)",
  );
} finally {
  workspace?.cleanUpNow();
}
