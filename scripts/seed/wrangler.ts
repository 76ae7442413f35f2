import { spawnSync } from "node:child_process";
import { REPO_ROOT } from "./config.ts";

function wrangler(args: readonly string[]): string {
  const result = spawnSync("npx", ["wrangler", "d1", "execute", "DB", "--local", ...args], {
    cwd: REPO_ROOT,
    encoding: "utf8",
    maxBuffer: 256 * 1024 * 1024,
  });
  if (result.error) throw result.error;
  if (result.status !== 0) {
    process.stderr.write(result.stdout ?? "");
    process.stderr.write(result.stderr ?? "");
    throw new Error(`wrangler d1 execute exited with ${result.status}`);
  }
  return result.stdout;
}

export function queryNumber(sql: string): number {
  const out = wrangler(["--command", sql, "--json"]);
  const parsed: unknown = JSON.parse(out);
  const first = Array.isArray(parsed) ? (parsed[0] as { results?: unknown[] } | undefined) : undefined;
  const row = first?.results?.[0];
  const value = row && typeof row === "object" ? Object.values(row)[0] : undefined;
  if (typeof value !== "number") throw new Error(`expected a number from: ${sql}`);
  return value;
}

export function executeFile(file: string): void {
  wrangler(["--file", file]);
}
