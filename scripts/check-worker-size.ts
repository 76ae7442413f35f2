// The worker as Cloudflare would receive it, measured offline: `wrangler deploy --dry-run`
// bundles the last build (`npm run build:worker`) exactly as a deploy would, without uploading,
// and prints the upload's size; `wrangler check startup` then runs that bundle's global scope in
// a local workerd under the profiler. Checked against Cloudflare's limits (64 MiB uncompressed on
// every plan, since the 3 MiB free / 10 MiB paid gzip limits were removed; 1 s of startup CPU)
// and the project's own budgets (README, "Deploying": the sizes, and why these budgets). Run by
// `npm run test:e2e` after its build, or alone: `npm run check:size`.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";

const PLATFORM_LIMIT_KIB = 64 * 1024;
// The former paid plan's limit: the worker is over the former free plan's 3 MiB.
const GZIP_BUDGET_KIB = 10 * 1024;
// Half of Cloudflare's 1 s: measured here at 80-115 ms on a loaded machine, whose CPU is not
// Cloudflare's; a margin that only real work done at startup (not noise) would use up.
const STARTUP_BUDGET_MS = 500;

if (!existsSync(".open-next/worker.js")) {
  console.error("check-worker-size: no build in .open-next; run `npm run build:worker` first");
  process.exit(1);
}

const dir = mkdtempSync(path.join(tmpdir(), "margins-worker-"));
const problems: string[] = [];
try {
  check(path.join(dir, "modules"), path.join(dir, "worker.bundle"));
} finally {
  rmSync(dir, { recursive: true, force: true });
}
for (const problem of problems) console.error(`check-worker-size: ${problem}`);
process.exit(problems.length ? 1 : 0);

function check(outdir: string, bundle: string) {
  const deploy = wrangler(["deploy", "--dry-run", "--outdir", outdir, "--outfile", bundle]);
  const sizes = /Total Upload: ([\d.]+) KiB \/ gzip: ([\d.]+) KiB/.exec(deploy);
  if (!sizes) {
    problems.push("`wrangler deploy --dry-run` printed no size");
    return;
  }
  const [raw, gzip] = [Number(sizes[1]), Number(sizes[2])];
  console.log(
    `worker: ${kib(raw)} raw (limit ${kib(PLATFORM_LIMIT_KIB)}), ${kib(gzip)} gzip (budget ${kib(GZIP_BUDGET_KIB)})`,
  );
  // the modules, largest first: where to look when the total grows
  for (const { name, bytes, gzipped } of modules(outdir).slice(0, 8))
    console.log(`  ${kib(bytes / 1024).padStart(10)} ${kib(gzipped / 1024).padStart(9)} gzip  ${name}`);
  if (raw > PLATFORM_LIMIT_KIB) problems.push(`${kib(raw)} is over Cloudflare's limit of ${kib(PLATFORM_LIMIT_KIB)}`);
  if (gzip > GZIP_BUDGET_KIB) problems.push(`${kib(gzip)} gzip is over the budget of ${kib(GZIP_BUDGET_KIB)}`);

  const startup = wrangler(["check", "startup", "--worker", bundle, "--outfile", path.join(dir, "startup.cpuprofile")]);
  const active = /Active: ([\d.]+) ms/.exec(startup);
  if (!active) {
    problems.push("`wrangler check startup` printed no startup time");
    return;
  }
  const ms = Number(active[1]);
  console.log(
    `startup: ${ms} ms of CPU in this machine's workerd (budget ${STARTUP_BUDGET_MS} ms, Cloudflare's limit 1 s)`,
  );
  if (ms > STARTUP_BUDGET_MS) problems.push(`startup took ${ms} ms of CPU, over the budget of ${STARTUP_BUDGET_MS} ms`);
}

/** wrangler's output; a failed command is a problem, reported with what it printed. */
function wrangler(args: string[]): string {
  const result = spawnSync("npx", ["wrangler", ...args], { encoding: "utf8" });
  const output = `${result.stdout}${result.stderr}`;
  if (result.status !== 0) {
    console.error(output);
    problems.push(`\`wrangler ${args.slice(0, 2).join(" ")}\` failed`);
  }
  return output;
}

function kib(n: number) {
  return `${Math.round(n).toLocaleString("en")} KiB`;
}

function modules(outdir: string) {
  return readdirSync(outdir)
    .filter((name) => !name.endsWith(".map") && name !== "README.md")
    .map((name) => {
      const file = path.join(outdir, name);
      return {
        name: name.replace(/^[0-9a-f]{40}-/, ""),
        bytes: statSync(file).size,
        gzipped: gzipSync(readFileSync(file)).length,
      };
    })
    .sort((a, b) => b.gzipped - a.gzipped);
}
