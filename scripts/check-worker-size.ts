// The worker as Cloudflare would receive it, measured offline: `wrangler deploy --dry-run`
// bundles the last build (`npm run build:worker`) exactly as a deploy would, without uploading,
// and prints the upload's size. Two limits: Cloudflare's own, 64 MiB uncompressed on every plan
// (what wrangler measures against since the 3 MiB free / 10 MiB paid gzip limits were removed),
// and the project's gzip budget (README, "Deploying": the size, and why this budget). Run by
// `npm run test:e2e` after its build, or alone: `npm run check:size`.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";

const PLATFORM_LIMIT_KIB = 64 * 1024;
// The former paid plan's limit: the worker is over the former free plan's 3 MiB.
const BUDGET_KIB = 10 * 1024;

if (!existsSync(".open-next/worker.js")) {
  console.error("check-worker-size: no build in .open-next; run `npm run build:worker` first");
  process.exit(1);
}

const outdir = mkdtempSync(path.join(tmpdir(), "margins-worker-"));
try {
  const result = spawnSync("npx", ["wrangler", "deploy", "--dry-run", "--outdir", outdir], { encoding: "utf8" });
  const output = `${result.stdout}${result.stderr}`;
  const sizes = /Total Upload: ([\d.]+) KiB \/ gzip: ([\d.]+) KiB/.exec(output);
  if (result.status !== 0 || !sizes) {
    console.error(output);
    console.error("check-worker-size: `wrangler deploy --dry-run` failed");
    process.exit(1);
  }
  const [raw, gzip] = [Number(sizes[1]), Number(sizes[2])];
  console.log(
    `worker: ${raw.toFixed(0)} KiB raw (limit ${PLATFORM_LIMIT_KIB}), ${gzip.toFixed(0)} KiB gzip (budget ${BUDGET_KIB})`,
  );
  // the modules, largest first: where to look when the total grows
  for (const { name, bytes, gzipped } of modules(outdir).slice(0, 8))
    console.log(
      `  ${(bytes / 1024).toFixed(0).padStart(6)} KiB ${(gzipped / 1024).toFixed(0).padStart(5)} KiB gzip  ${name}`,
    );
  if (raw > PLATFORM_LIMIT_KIB) {
    console.error(`check-worker-size: ${raw.toFixed(0)} KiB is over Cloudflare's limit of ${PLATFORM_LIMIT_KIB} KiB`);
    process.exit(1);
  }
  if (gzip > BUDGET_KIB) {
    console.error(`check-worker-size: ${gzip.toFixed(0)} KiB gzip is over the budget of ${BUDGET_KIB} KiB`);
    process.exit(1);
  }
} finally {
  rmSync(outdir, { recursive: true, force: true });
}

function modules(dir: string) {
  return readdirSync(dir)
    .filter((name) => !name.endsWith(".map") && name !== "README.md")
    .map((name) => {
      const file = path.join(dir, name);
      return {
        name: name.replace(/^[0-9a-f]{40}-/, ""),
        bytes: statSync(file).size,
        gzipped: gzipSync(readFileSync(file)).length,
      };
    })
    .sort((a, b) => b.gzipped - a.gzipped);
}
