// The built worker (`npm run build:worker`) served by `wrangler dev` on a private copy of the
// local state, for the checks that drive it from outside as clients do: the ledger's restart
// check (tests/restart) and the load and fault suite (tests/load). Each copy lives in a temporary
// directory of its own, so a check neither disturbs nor depends on what a browser test run does
// with .wrangler/state; the servers and the copy go however the check ends. Linux: a server's
// processes are found in /proc.
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, openSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { fileURLToPath } from "node:url";

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
/** The project's own state, as `npm run db:prepare` and `db:seed` leave it. */
export const SOURCE_STATE = path.join(ROOT, ".wrangler", "state", "v3");

/**
 * `pids`: its processes at the last look; `dead` once all were seen gone, after which no id of it
 * is signalled again (an id may be reused).
 */
export type Server = { child: ChildProcess; logFile: string; pids: Set<number>; exited: boolean; dead: boolean };

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Throws unless there is a worker build and a local D1 to copy. */
export function assertBuilt() {
  if (!existsSync(path.join(ROOT, ".open-next", "worker.js"))) {
    throw new Error("no worker build in .open-next: run `npm run build:worker` first");
  }
  if (!existsSync(path.join(SOURCE_STATE, "d1"))) {
    throw new Error("no local D1 in .wrangler/state: run `npm run db:prepare`");
  }
}

/**
 * A consistent copy of the local state: each SQLite file through `VACUUM INTO` (its WAL folded
 * in, even if a server were writing it), every other file (R2 blobs) as it is.
 */
export function copyState(from: string, to: string) {
  for (const entry of readdirSync(from, { withFileTypes: true, recursive: true })) {
    const source = path.join(entry.parentPath, entry.name);
    const target = path.join(to, path.relative(from, source));
    if (entry.isDirectory()) {
      mkdirSync(target, { recursive: true });
      continue;
    }
    if (!entry.isFile() || /\.sqlite-(wal|shm|journal)$/.test(entry.name)) continue;
    mkdirSync(path.dirname(target), { recursive: true });
    if (entry.name.endsWith(".sqlite")) {
      const db = new DatabaseSync(source, { readOnly: true });
      db.exec(`VACUUM INTO '${target.replaceAll("'", "''")}'`);
      db.close();
    } else {
      copyFileSync(source, target);
    }
  }
}

/**
 * OpenNext's tag cache table, as `opennextjs-cloudflare preview` makes it in .wrangler/state
 * (populate-cache.js of @opennextjs/cloudflare 1.20.13) before it serves: without it every
 * cached read of a page fails its tag check, and some pages hang for about ten seconds.
 * `persistTo` is the directory wrangler's `--persist-to` takes (the parent of `v3`).
 */
export function prepareTagCache(persistTo: string) {
  const d1 = (command: string) =>
    spawnSync(
      process.execPath,
      [
        path.join(ROOT, "node_modules", "wrangler", "bin", "wrangler.js"),
        "d1",
        "execute",
        "NEXT_TAG_CACHE_D1",
        "--local",
        "--persist-to",
        persistTo,
        "--command",
        command,
      ],
      { cwd: ROOT, stdio: "ignore", env: { ...process.env, CI: "true", WRANGLER_SEND_METRICS: "false" } },
    ).status;
  const created = d1(
    "CREATE TABLE IF NOT EXISTS revalidations (tag TEXT NOT NULL, revalidatedAt INTEGER NOT NULL, stale INTEGER, expire INTEGER default NULL, UNIQUE(tag) ON CONFLICT REPLACE)",
  );
  if (created !== 0) throw new Error(`could not create the tag cache table under ${persistTo}`);
  // a table made before the columns existed gets them; fails harmlessly where they are there
  d1("ALTER TABLE revalidations ADD COLUMN stale INTEGER");
  d1("ALTER TABLE revalidations ADD COLUMN expire INTEGER default NULL");
}

/** The application database under a state directory (the one with the ledger; the other D1 is the tag cache). */
export function databaseFile(persistTo: string): string {
  const dir = path.join(persistTo, "v3", "d1", "miniflare-D1DatabaseObject");
  for (const name of readdirSync(dir)) {
    if (!name.endsWith(".sqlite") || name === "metadata.sqlite") continue;
    const probe = new DatabaseSync(path.join(dir, name), { readOnly: true });
    const found = probe.prepare("SELECT 1 FROM sqlite_master WHERE name = 'ledger_entries'").get();
    probe.close();
    if (found) return path.join(dir, name);
  }
  throw new Error(`no migrated database in ${dir}`);
}

export function readDb<T>(persistTo: string, read: (db: DatabaseSync) => T): T {
  const db = new DatabaseSync(databaseFile(persistTo), { readOnly: true });
  try {
    return read(db);
  } finally {
    db.close();
  }
}

/** The processes under `root` (its process group, and any child that left it), from /proc. */
export function processTree(root: number): Set<number> {
  const children = new Map<number, number[]>();
  for (const name of readdirSync("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${name}/stat`, "utf8");
    } catch {
      continue;
    }
    // "pid (comm) state ppid …"; comm may hold spaces and parentheses
    const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
    children.set(ppid, [...(children.get(ppid) ?? []), Number(name)]);
  }
  const tree = new Set<number>([root]);
  for (const pid of tree) for (const child of children.get(pid) ?? []) tree.add(child);
  return tree;
}

/** Running, as opposed to gone or a zombie waiting to be reaped (it holds no port nor file). */
export function running(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const state = stat.slice(stat.lastIndexOf(")") + 2)[0];
    return state !== "Z" && state !== "X";
  } catch {
    return false;
  }
}

/** Resident memory of a process in bytes (VmRSS), and its command name; null once it is gone. */
function residentOf(pid: number): { bytes: number; name: string } | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    const rss = /^VmRSS:\s+(\d+) kB/m.exec(status)?.[1];
    const name = /^Name:\s+(.*)$/m.exec(status)?.[1] ?? "";
    return { bytes: Number(rss ?? 0) * 1024, name };
  } catch {
    return null;
  }
}

/**
 * The resident memory of a server's workerd processes and their children (the runtime that
 * runs the worker and its D1), leaving out wrangler's own Node process, which only proxies.
 */
export function workerdResident(server: Server): number {
  const root = server.child.pid;
  if (!root) return 0;
  const tree = processTree(root);
  const workerd = [...tree].filter((pid) => residentOf(pid)?.name === "workerd");
  const under = new Set<number>();
  for (const pid of workerd) for (const child of processTree(pid)) under.add(child);
  let bytes = 0;
  for (const pid of under) bytes += residentOf(pid)?.bytes ?? 0;
  return bytes;
}

/** A check's private state and the servers it starts on it, removed however the check ends. */
export class Workspace {
  readonly work: string;
  /** The copy, as wrangler's `--persist-to` takes it (the copy of .wrangler/state/v3 is `v3` under it). */
  readonly stateDir: string;
  readonly servers: Server[] = [];
  readonly port: number;
  /** The loopback address it listens on: another than 127.0.0.1 makes a second "host" (tests/e2e/federation-two-instances.spec.ts). */
  readonly host: string;
  private cleanedUp = false;

  // no parameter properties: Node runs this file by stripping its types, which cannot make them
  constructor(prefix: string, port: number, host = "127.0.0.1") {
    this.port = port;
    this.host = host;
    this.work = mkdtempSync(path.join(tmpdir(), prefix));
    this.stateDir = path.join(this.work, "state");
    for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) {
      process.on(signal, () => {
        this.cleanUpNow();
        process.exit(1);
      });
    }
  }

  get base() {
    return `http://${this.host}:${this.port}`;
  }

  /** Copies the project's state into the workspace. */
  copyFrom(source = SOURCE_STATE) {
    copyState(source, path.join(this.stateDir, "v3"));
  }

  readDb<T>(read: (db: DatabaseSync) => T): T {
    return readDb(this.stateDir, read);
  }

  async portOpen(): Promise<boolean> {
    try {
      await fetch(`${this.base}/graphql?query=%7B__typename%7D`, { signal: AbortSignal.timeout(2_000) });
      return true;
    } catch {
      return false;
    }
  }

  /** `wrangler dev` of the built worker on the copy; `vars` as `--var NAME:value`. */
  startServer(label: string, vars: Record<string, string> = {}): Server {
    const logFile = path.join(this.work, `server-${label}.log`);
    const out = openSync(logFile, "a");
    const child = spawn(
      process.execPath,
      [
        path.join(ROOT, "node_modules", "wrangler", "bin", "wrangler.js"),
        "dev",
        "--port",
        String(this.port),
        "--ip",
        this.host,
        "--persist-to",
        this.stateDir,
        // the devtools socket on a port the system picks: wrangler's default (9229 if it looks
        // free, checked before it binds) raced with other servers on this machine, and a restart
        // once failed with "Address already in use"; LOAD_INSPECTOR names one, for a profiler to
        // attach to during a load run (scripts/bench/README.md, "Where the load run's thread goes")
        "--inspector-port",
        process.env.LOAD_INSPECTOR ?? "0",
        "--show-interactive-dev-session=false",
        ...Object.entries(vars).flatMap(([name, value]) => ["--var", `${name}:${value}`]),
      ],
      {
        cwd: ROOT,
        // its own process group, so that one signal reaches wrangler, esbuild and workerd
        detached: true,
        stdio: ["ignore", out, out],
        // a registry of its own: the shared one would announce this worker to other checkouts'
        // servers, and keep a dead entry after a kill
        env: {
          ...process.env,
          WRANGLER_REGISTRY_PATH: path.join(this.work, "registry"),
          WRANGLER_SEND_METRICS: "false",
        },
      },
    );
    const server: Server = { child, logFile, pids: new Set(child.pid ? [child.pid] : []), exited: false, dead: false };
    child.on("exit", () => {
      server.exited = true;
    });
    this.servers.push(server);
    return server;
  }

  async waitReady(server: Server, limitMs = 60_000) {
    const deadline = Date.now() + limitMs;
    while (Date.now() < deadline) {
      if (server.exited) throw new Error(`the server exited before answering; its log:\n${tail(server.logFile)}`);
      try {
        const response = await fetch(`${this.base}/graphql?query=%7B__typename%7D`, {
          signal: AbortSignal.timeout(5_000),
        });
        if (response.ok) {
          if (server.child.pid) server.pids = processTree(server.child.pid);
          return;
        }
      } catch {
        // not listening yet
      }
      await sleep(250);
    }
    throw new Error(`the server did not answer within ${limitMs / 1000} s; its log:\n${tail(server.logFile)}`);
  }

  /** Until every process the server had is gone and the port refuses connections (bounded). */
  async waitDead(server: Server, limitMs = 15_000) {
    const deadline = Date.now() + limitMs;
    while (Date.now() < deadline) {
      const left = [...server.pids].filter(running);
      if (left.length === 0 && !(await this.portOpen())) {
        server.dead = true;
        return;
      }
      await sleep(100);
    }
    throw new Error(`the server's processes ${[...server.pids].filter(running).join(", ")} outlived SIGKILL`);
  }

  /** A polite stop (SIGTERM to the group), then SIGKILL if it lingers. */
  async stopServer(server: Server, limitMs = 10_000) {
    const root = server.child.pid;
    if (!root || server.dead) return;
    server.pids = processTree(root);
    try {
      process.kill(-root, "SIGTERM");
    } catch {
      // gone
    }
    const deadline = Date.now() + limitMs;
    while (Date.now() < deadline && [...server.pids].some(running)) await sleep(100);
    killNow(server);
    await this.waitDead(server);
  }

  /**
   * Synchronous, so that it also runs from a signal handler or a watchdog. `keep` leaves the
   * copy of the state on disk, for a look at what a failed run left.
   */
  cleanUpNow(keep = false) {
    if (this.cleanedUp) return;
    this.cleanedUp = true;
    for (const server of this.servers) killNow(server);
    if (keep) console.log(`the state is kept in ${this.stateDir}`);
    else rmSync(this.work, { recursive: true, force: true });
  }
}

/**
 * SIGKILL to the server's process group, and to every process of its tree as found just before
 * (one that left the group would escape the first); nothing is asked first.
 */
export function killNow(server: Server) {
  const root = server.child.pid;
  if (!root || server.dead) return;
  server.pids = processTree(root);
  try {
    process.kill(-root, "SIGKILL");
  } catch {
    // the group is gone already
  }
  for (const pid of server.pids) {
    try {
      process.kill(pid, "SIGKILL");
    } catch {
      // gone with the group
    }
  }
}

export function tail(file: string, lines = 30): string {
  try {
    return readFileSync(file, "utf8").split("\n").slice(-lines).join("\n");
  } catch {
    return "(no log)";
  }
}
