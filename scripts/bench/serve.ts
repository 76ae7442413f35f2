// Serving the built worker on a benchmark state with `wrangler dev`, for the scripts that start
// their own server (pages.ts, tags.ts with --serve).
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { performance } from "node:perf_hooks";
import { REPO_ROOT } from "../seed/config.ts";

/**
 * Starts `wrangler dev` on the state (with `extra` arguments: another entry, `--var`s); resolves
 * once it says it is ready, with a way to read what it printed since.
 */
export async function startServer(
  port: string,
  state: string,
  extra: string[] = [],
): Promise<{ child: ChildProcess; readyMs: number; output: () => string }> {
  const started = performance.now();
  const child = spawn(
    "npx",
    ["wrangler", "dev", ...extra, "--port", port, "--ip", "127.0.0.1", "--persist-to", state],
    { cwd: REPO_ROOT, stdio: ["ignore", "pipe", "pipe"], detached: true },
  );
  let log = "";
  child.stdout?.on("data", (chunk) => {
    log += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    log += chunk;
  });
  for (;;) {
    if (child.exitCode !== null) throw new Error(`wrangler dev exited:\n${log}`);
    // "Ready on" can come before the port answers: wait for an answer too
    if (log.includes("Ready on") && (await answers(port)))
      return { child, readyMs: performance.now() - started, output: () => log };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function answers(port: string) {
  try {
    await (await fetch(`http://127.0.0.1:${port}/seed/covers/c01.svg`)).arrayBuffer();
    return true;
  } catch {
    return false;
  }
}

/** Stops the server's whole process group (wrangler and its workerd) and waits for the port to go. */
export async function stopServer(child: ChildProcess) {
  if (!child.pid || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  process.kill(-child.pid, "SIGTERM");
  await exited;
  await new Promise((resolve) => setTimeout(resolve, 500)); // let the port go
}

/**
 * OpenNext's tag cache table in the dataset's state, as `opennextjs-cloudflare preview` makes
 * it for the demo database (populate-cache.js of @opennextjs/cloudflare 1.20.13): without it
 * every cached read fails its tag check ("no such table: revalidations", "no such column: stale").
 */
export function prepareTagCache(state: string) {
  const d1 = (command: string) =>
    spawnSync(
      "npx",
      ["wrangler", "d1", "execute", "NEXT_TAG_CACHE_D1", "--local", "--persist-to", state, "--command", command],
      { cwd: REPO_ROOT, stdio: "ignore", env: { ...process.env, CI: "true" } },
    ).status;
  const created = d1(
    "CREATE TABLE IF NOT EXISTS revalidations (tag TEXT NOT NULL, revalidatedAt INTEGER NOT NULL, stale INTEGER, expire INTEGER default NULL, UNIQUE(tag) ON CONFLICT REPLACE)",
  );
  if (created !== 0) throw new Error(`could not create the tag cache table under ${state}`);
  // a table made before the columns existed gets them; fails harmlessly where they are there
  d1("ALTER TABLE revalidations ADD COLUMN stale INTEGER");
  d1("ALTER TABLE revalidations ADD COLUMN expire INTEGER default NULL");
}
