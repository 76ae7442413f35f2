// Browser tests need the demo database and the built worker; Playwright starts the preview.
import { spawnSync } from "node:child_process";

const run = (command: string, args: string[]) => {
  const result = spawnSync(command, args, { stdio: "inherit", env: process.env });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

run("npm", ["run", "db:prepare"]);
run("npm", ["run", "build:worker"]);
run("npx", ["playwright", "test", ...process.argv.slice(2)]);
