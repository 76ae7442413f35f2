// Moves article bodies and translated bodies still held in D1 (rows from before R2) into the
// local R2 bucket CONTENTS, then gives public versions from before CIDs theirs, as the
// every-minute cron round does in production, but all at once:
//   node scripts/bodies/backfill.ts                                   the demo state (.wrangler/state)
//   node scripts/bodies/backfill.ts --persist-to scripts/bench/data   the benchmark dataset
//   … --after 199000                                                 only versions after that id
// Resumable: each round clears only the rows whose bodies it stored, so a run cut short is
// taken up where it stopped. VACUUM the D1 file afterwards to give the room back (docs/scale.md).
import path from "node:path";
import { performance } from "node:perf_hooks";
import { getPlatformProxy } from "wrangler";
import { backfillBodies, backfillTranslationBodies } from "../../server/db/article-bodies.ts";
import { backfillCids } from "../../server/db/ipfs-blocks.ts";

const root = path.resolve(import.meta.dirname, "../..");
const at = process.argv.indexOf("--persist-to");
const persistTo = at > 0 ? process.argv[at + 1] : undefined;
const after = process.argv.indexOf("--after");
const ROUND = 200;

const proxy = await getPlatformProxy<{ DB: D1Database; CONTENTS: R2Bucket }>({
  configPath: path.join(root, "wrangler.toml"),
  // wrangler's --persist-to names the directory above v3; the proxy wants v3 itself
  persist: persistTo ? { path: path.join(path.resolve(persistTo), "v3") } : true,
});
const started = performance.now();
let moved = 0;
let translated = 0;
let named = 0;
let lastId = after > 0 ? Number(process.argv[after + 1]) : 0;
try {
  for (;;) {
    const round = await backfillBodies(proxy.env, ROUND, lastId);
    moved += round.moved;
    lastId = round.lastId;
    if (moved % 10_000 < ROUND && round.moved > 0) console.log(`  ${moved} moved (up to version ${lastId})`);
    if (round.done) break;
  }
  for (;;) {
    const round = await backfillTranslationBodies(proxy.env, ROUND);
    translated += round.moved;
    if (round.done) break;
  }
  // then public versions from before CIDs get theirs (their bodies now all in R2)
  for (;;) {
    const round = await backfillCids(proxy.env, ROUND);
    named += round.named;
    if (round.done) break;
  }
} finally {
  await proxy.dispose();
}
console.log(
  `moved ${moved} bodies and ${translated} translated bodies to R2, gave ${named} versions CIDs, in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
