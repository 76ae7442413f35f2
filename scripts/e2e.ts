// Browser tests run on the demo database as the seed makes it, whatever earlier runs left there
// (accounts they signed up, comments, settings): prepare (session secret, migrations), reseed,
// then build, since a build reads the database for the pages it prerenders. Each build has its
// own id, and the cache keys carry it, so cached pages of an earlier run are never served.
// The build must fit Cloudflare's size limit (scripts/check-worker-size.ts) before anything is
// tested on it. The ledger's restart check (tests/restart/payments-restart.ts) then serves the
// same build on a copy of the freshly seeded state, kills it in the middle of a burst of payments
// and reconciles the books; then a short run of the load suite (tests/load/load.ts: 20 people for
// 10 s on another copy, failing on any 5xx, unexpected code, slow request or count that
// disagrees with its rows; pausing 2.5 s between actions, which keeps it a check of concurrency
// and not of capacity on a machine shared with other runs), the same with the worker killed 5 s
// in and restarted on the same state (`--kill-at 5`: nothing half-written at the kill nor at the
// end; about 45 s in all here, the restart 15-20 s of it) and the GraphQL fuzzer
// (tests/load/fuzz.ts: 500 documents, each answered 200 or 4xx): all on every full run (CI's),
// skipped when the run is narrowed to some specs (`npm run test:restart`, `test:load` and
// `test:fuzz` run them alone). Playwright starts the preview.
import { spawnSync } from "node:child_process";

const run = (command: string, args: string[]) => {
  const result = spawnSync(command, args, { stdio: "inherit", env: process.env });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

// db:prepare's steps except its seeding of an empty database: the seed below makes the demo
// content anew anyway, and a fresh clone (CI's) was seeded twice, 35 s each here
run("node", ["scripts/dev-vars.ts"]);
run("npm", ["run", "db:migrate"]);
run("npm", ["run", "db:seed"]);
run("npm", ["run", "build:worker"]);
run("node", ["scripts/check-worker-size.ts"]);
const narrowed = process.argv.length > 2;
if (!narrowed || process.env.CI) {
  run("node", ["tests/restart/payments-restart.ts"]);
  run("node", ["tests/load/load.ts", "--people", "20", "--seconds", "10", "--think-ms", "2500"]);
  run("node", ["tests/load/load.ts", "--people", "20", "--seconds", "10", "--think-ms", "2500", "--kill-at", "5"]);
  run("node", ["tests/load/fuzz.ts", "--count", "500"]);
} else {
  console.log(
    "e2e: the restart, load and fuzz checks are skipped in a narrowed run (npm run test:restart, test:load, test:fuzz)",
  );
}
run("npx", ["playwright", "test", ...process.argv.slice(2)]);
