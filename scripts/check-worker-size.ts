// The worker as Cloudflare would receive it, measured offline: `wrangler deploy --dry-run`
// bundles the last build (`npm run build:worker`) exactly as a deploy would, without uploading,
// and prints the upload's size. Cloudflare refuses a worker whose gzip size passes the plan's
// limit (3 MiB free, 10 MiB paid), so this fails before a deploy would. Run by `npm run
// test:e2e` after its build, or alone: `npm run check:size`.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";

// The paid plan's limit: the worker is over the free plan's 3 MiB (README, "Deploying", says by
// how much and what would bring it under).
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
  console.log(`worker: ${raw.toFixed(0)} KiB raw, ${gzip.toFixed(0)} KiB gzip (budget ${BUDGET_KIB} KiB gzip)`);
  // the modules, largest first: where to look when the total grows
  for (const { name, bytes, gzipped } of modules(outdir).slice(0, 8))
    console.log(
      `  ${(bytes / 1024).toFixed(0).padStart(6)} KiB ${(gzipped / 1024).toFixed(0).padStart(5)} KiB gzip  ${name}`,
    );
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
