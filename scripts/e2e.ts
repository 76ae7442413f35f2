// Browser tests run on the demo database as the seed makes it, whatever earlier runs left there
// (accounts they signed up, comments, settings): prepare (session secret, migrations), reseed,
// then build, since a build reads the database for the pages it prerenders. Each build has its
// own id, and the cache keys carry it, so cached pages of an earlier run are never served.
// The build must fit Cloudflare's size limit (scripts/check-worker-size.ts) before anything is
// tested on it. Playwright starts the preview.
import { spawnSync } from "node:child_process";

const run = (command: string, args: string[]) => {
  const result = spawnSync(command, args, { stdio: "inherit", env: process.env });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

run("npm", ["run", "db:prepare"]);
run("npm", ["run", "db:seed"]);
run("npm", ["run", "build:worker"]);
run("node", ["scripts/check-worker-size.ts"]);
run("npx", ["playwright", "test", ...process.argv.slice(2)]);
