// Do the books survive a server killed in the middle of a burst of payments? The ledger promises
// that each payment is one db.batch(): whole or absent, whatever happens to the process. This
// check holds it to that against the built worker (`npm run build:worker`), as CI runs it:
//
//   1. a private copy of the local state (.wrangler/state), so it neither disturbs nor depends on
//      what a browser test run does with that state;
//   2. the worker served on it by `wrangler dev --persist-to <copy>` on its own port (PORT + 112,
//      8899 by default): what `npm run preview` runs once it has filled the page cache, which
//      only pages need and which it would write into .wrangler/state;
//   3. alice, bob and a third author sign in (the third sets a payment password); bob tops up
//      6,000 HKD and the third author 1,000 HKD through the local card processor, and alice opens
//      a top-up she never pays (a pending transaction, which the ledger allows);
//   4. 200 concurrent supports, started 15 ms apart: 40 that meet the limits (the balance CHECK,
//      the daily limit CHECK; LIMITS_PART below), then 160 small ones the money covers;
//   5. once 60 have been answered, the 10 held back are sent and 50 ms later comes SIGKILL to
//      the server's whole process group (workerd included), then a wait until every process of
//      it is gone and the port is closed;
//   6. the worker started again on the same state, then the reconciliation (below), read from
//      the copy's D1 with node:sqlite;
//   7. more payments through the restarted server (a top-up and supports), the balances they
//      must move checked in the database and through the API, and the reconciliation again.
//
// Every wait is bounded, only 127.0.0.1 is asked, and the servers and the copy are removed
// however it ends. Linux: the server's processes are found in /proc.
//
//   npm run test:restart      (after npm run build:worker; PORT=… moves the port, RESTART_PORT sets it)
import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, openSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { fileURLToPath } from "node:url";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const PORT = Number(process.env.RESTART_PORT ?? Number(process.env.PORT ?? 8787) + 112);
const BASE = `http://127.0.0.1:${PORT}`;
const PASSWORD = "margins-demo-2026";
const PAYMENT_PASSWORD = "135790";
const HEADERS = { "content-type": "application/json", "apollo-require-preflight": "true" };

/** The burst: how many payments, how far apart they start, and after how many answers the kill comes. */
const BURST = 200;
const STAGGER_MS = 15;
const KILL_AFTER_ANSWERS = 60;
/**
 * The burst's last 10 are held back and sent when the kill is due, 50 ms before it: too few for
 * the server to finish (each checks a PBKDF2 payment password), so the kill always meets payments
 * in flight, even where a loaded server answers the rest of the burst in one wave.
 */
const HELD_BACK = 10;
const HELD_BACK_KILL_MS = 50;
/**
 * The burst's first 40 meet the limits: alice pays bob 300 HKD at a time (her 1,070 HKD covers 3:
 * the balance CHECK) and bob 1,000 HKD at a time for the third author's article (5,000 HKD a day
 * covers 5: the daily limit CHECK). The other 160 are covered by the money: the third author pays
 * 2 HKD for one of alice's articles, alice 1 HKD to bob. So the kill meets payments that succeed.
 */
const LIMITS_PART = 40;
const ALICE_BIG = 300;
const BOB_BIG = 1_000;
const BOB_TOP_UP = 6_000;
const THIRD_TOP_UP = 1_000;
/** The daily limit of lib/money/amounts.ts, in cents. */
const DAILY_LIMIT_CENTS = 500_000;
/** The refusals a payment of the burst may meet; any other answer is a failure. */
const EXPECTED_REFUSALS = new Set(["PAYMENT_BALANCE_INSUFFICIENT", "PAYMENT_REACH_MAXIMUM_LIMIT"]);

/** Every wait's bound, in ms: the whole check (a run takes 15-40 s here), a server's start, a request, … */
const LIMITS = {
  whole: 120_000,
  ready: 60_000,
  request: 30_000,
  killed: 15_000,
  stop: 10_000,
};

const started = Date.now();
const elapsed = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;
const log = (line: string) => console.log(`[${elapsed()}] ${line}`);
const problems: string[] = [];
const expect = (ok: boolean, what: string) => {
  if (!ok) problems.push(what);
  return ok;
};

// ---------------------------------------------------------------------------------------------
// The state copy and the servers

const work = mkdtempSync(path.join(tmpdir(), "margins-restart-"));
const stateDir = path.join(work, "state");
const servers: Server[] = [];

/**
 * `pids`: its processes at the last look; `dead` once all were seen gone, after which no id of it
 * is signalled again (an id may be reused).
 */
type Server = { child: ChildProcess; logFile: string; pids: Set<number>; exited: boolean; dead: boolean };

/**
 * A consistent copy of the local state: each SQLite file through `VACUUM INTO` (its WAL folded
 * in, even if a server were writing it), every other file (R2 blobs) as it is.
 */
function copyState(from: string, to: string) {
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

/** The copy's application database (the one with the ledger; the other D1 is the tag cache). */
function databaseFile(): string {
  const dir = path.join(stateDir, "v3", "d1", "miniflare-D1DatabaseObject");
  for (const name of readdirSync(dir)) {
    if (!name.endsWith(".sqlite") || name === "metadata.sqlite") continue;
    const probe = new DatabaseSync(path.join(dir, name), { readOnly: true });
    const found = probe.prepare("SELECT 1 FROM sqlite_master WHERE name = 'ledger_entries'").get();
    probe.close();
    if (found) return path.join(dir, name);
  }
  throw new Error(`no migrated database in the copy of ${dir}`);
}

function readDb<T>(read: (db: DatabaseSync) => T): T {
  const db = new DatabaseSync(databaseFile(), { readOnly: true });
  try {
    return read(db);
  } finally {
    db.close();
  }
}

/** The processes under `root` (its process group, and any child that left it), from /proc. */
function processTree(root: number): Set<number> {
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
function running(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const state = stat.slice(stat.lastIndexOf(")") + 2)[0];
    return state !== "Z" && state !== "X";
  } catch {
    return false;
  }
}

async function portOpen(): Promise<boolean> {
  try {
    await fetch(`${BASE}/graphql?query=%7B__typename%7D`, { signal: AbortSignal.timeout(2_000) });
    return true;
  } catch {
    return false;
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function startServer(label: string): Server {
  const logFile = path.join(work, `server-${label}.log`);
  const out = openSync(logFile, "a");
  const child = spawn(
    process.execPath,
    [
      path.join(ROOT, "node_modules", "wrangler", "bin", "wrangler.js"),
      "dev",
      "--port",
      String(PORT),
      "--ip",
      "127.0.0.1",
      "--persist-to",
      stateDir,
      // the devtools socket on a port the system picks: wrangler's default (9229 if it looks
      // free, checked before it binds) raced with other servers on this machine, and a restart
      // once failed with "Address already in use"
      "--inspector-port",
      "0",
      "--show-interactive-dev-session=false",
    ],
    {
      cwd: ROOT,
      // its own process group, so that one signal reaches wrangler, esbuild and workerd
      detached: true,
      stdio: ["ignore", out, out],
      // a registry of its own: the shared one would announce this worker to other checkouts'
      // servers, and keep a dead entry after the kill
      env: { ...process.env, WRANGLER_REGISTRY_PATH: path.join(work, "registry"), WRANGLER_SEND_METRICS: "false" },
    },
  );
  const server: Server = { child, logFile, pids: new Set(child.pid ? [child.pid] : []), exited: false, dead: false };
  child.on("exit", () => {
    server.exited = true;
  });
  servers.push(server);
  return server;
}

async function waitReady(server: Server) {
  const deadline = Date.now() + LIMITS.ready;
  while (Date.now() < deadline) {
    if (server.exited) throw new Error(`the server exited before answering; its log:\n${tail(server.logFile)}`);
    try {
      const response = await fetch(`${BASE}/graphql?query=%7B__typename%7D`, { signal: AbortSignal.timeout(5_000) });
      if (response.ok) {
        if (server.child.pid) server.pids = processTree(server.child.pid);
        return;
      }
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  throw new Error(`the server did not answer within ${LIMITS.ready / 1000} s; its log:\n${tail(server.logFile)}`);
}

/**
 * SIGKILL to the server's process group, and to every process of its tree as found just before
 * (one that left the group would escape the first); nothing is asked first.
 */
function killNow(server: Server) {
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

/** Until every process the server had is gone and the port refuses connections (bounded). */
async function waitDead(server: Server) {
  const deadline = Date.now() + LIMITS.killed;
  while (Date.now() < deadline) {
    const left = [...server.pids].filter(running);
    if (left.length === 0 && !(await portOpen())) {
      server.dead = true;
      return;
    }
    await sleep(100);
  }
  throw new Error(`the server's processes ${[...server.pids].filter(running).join(", ")} outlived SIGKILL`);
}

/** A polite stop (SIGTERM to the group), then SIGKILL if it lingers. */
async function stopServer(server: Server) {
  const root = server.child.pid;
  if (!root || server.dead) return;
  server.pids = processTree(root);
  try {
    process.kill(-root, "SIGTERM");
  } catch {
    // gone
  }
  const deadline = Date.now() + LIMITS.stop;
  while (Date.now() < deadline && [...server.pids].some(running)) await sleep(100);
  killNow(server);
  await waitDead(server);
}

function tail(file: string, lines = 30): string {
  try {
    return readFileSync(file, "utf8").split("\n").slice(-lines).join("\n");
  } catch {
    return "(no log)";
  }
}

let cleanedUp = false;
/** Synchronous, so that it also runs from a signal handler or the watchdog. */
function cleanUpNow() {
  if (cleanedUp) return;
  cleanedUp = true;
  for (const server of servers) killNow(server);
  rmSync(work, { recursive: true, force: true });
}
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) {
  process.on(signal, () => {
    cleanUpNow();
    process.exit(1);
  });
}
const watchdog = setTimeout(() => {
  console.error(`payments-restart: over ${LIMITS.whole / 1000} s in all; stopped`);
  cleanUpNow();
  process.exit(1);
}, LIMITS.whole);

// ---------------------------------------------------------------------------------------------
// The API, as a client sees it

type Answer = { data?: Record<string, unknown> | null; errors?: { message: string; extensions?: { code?: string } }[] };

async function gql(cookie: string, query: string, variables: Record<string, unknown> = {}) {
  const response = await fetch(`${BASE}/graphql`, {
    method: "POST",
    headers: { ...HEADERS, cookie },
    body: JSON.stringify({ query, variables }),
    signal: AbortSignal.timeout(LIMITS.request),
  });
  return { response, body: (await response.json()) as Answer };
}

async function signIn(email: string): Promise<string> {
  const { response, body } = await gql(
    "",
    "mutation($input: EmailLoginInput!) { emailLogin(input: $input) { auth } }",
    { input: { email, passwordOrCode: PASSWORD } },
  );
  if (body.errors) throw new Error(`sign in ${email}: ${JSON.stringify(body.errors)}`);
  return response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

/** The viewer's HKD balance in cents, as the API answers it. */
async function apiBalance(cookie: string): Promise<number> {
  const { body } = await gql(cookie, "{ viewer { wallet { balance { HKD } } } }");
  const hkd = (body.data as { viewer?: { wallet?: { balance?: { HKD?: number } } } } | undefined)?.viewer?.wallet
    ?.balance?.HKD;
  if (typeof hkd !== "number") throw new Error(`no balance in ${JSON.stringify(body)}`);
  return Math.round(hkd * 100);
}

/** A top-up through the local card processor with the 4242… card, as the checkout page posts it. */
async function topUp(cookie: string, amount: number, pay = true): Promise<string> {
  const { body } = await gql(
    cookie,
    "mutation($input: AddCreditInput!) { addCredit(input: $input) { client_secret transaction { id } } }",
    { input: { amount } },
  );
  const secret = (body.data?.addCredit as { client_secret?: string } | undefined)?.client_secret;
  if (!secret) throw new Error(`addCredit: ${JSON.stringify(body)}`);
  if (!pay) return "pending";
  const response = await fetch(`${BASE}/pay/local/charge`, {
    method: "POST",
    headers: { cookie, origin: BASE },
    body: new URLSearchParams({ client_secret: secret, card: "4242 4242 4242 4242" }),
    redirect: "manual",
    signal: AbortSignal.timeout(LIMITS.request),
  });
  const location = response.headers.get("location") ?? "";
  if (response.status !== 303 || !location.startsWith("/pay/local/success")) {
    throw new Error(`the local charge answered ${response.status} ${location}`);
  }
  return "succeeded";
}

const globalId = (type: string, id: number) => Buffer.from(`${type}:${id}`).toString("base64");
const dbId = (id: string) => Number(Buffer.from(id, "base64").toString().split(":")[1]);
const hongKongDay = (ms: number) => new Date(ms + 8 * 3_600_000).toISOString().slice(0, 10);

const PAY = "mutation($input: PayToInput!) { payTo(input: $input) { transaction { id } } }";

const PAYERS = ["alice", "bob", "third"] as const;
type Payer = (typeof PAYERS)[number];
type Person = { id: number; email: string };
type Payment = {
  payer: Payer;
  to: Payer;
  cents: number;
  recipientId: string;
  targetId: string | null;
  message: string;
};
type Outcome =
  | { kind: "ok"; transactionId: number }
  | { kind: "refused"; code: string }
  | { kind: "lost"; error: string }
  | { kind: "unsent" };

async function pay(cookie: string, p: Payment): Promise<Outcome> {
  const input = {
    amount: p.cents / 100,
    currency: "HKD",
    purpose: "donation",
    recipientId: p.recipientId,
    targetId: p.targetId,
    password: PAYMENT_PASSWORD,
    message: p.message,
  };
  try {
    const { body } = await gql(cookie, PAY, { input });
    const id = (body.data?.payTo as { transaction?: { id?: string } } | undefined)?.transaction?.id;
    if (id) return { kind: "ok", transactionId: dbId(id) };
    return { kind: "refused", code: body.errors?.[0]?.extensions?.code ?? `no code: ${JSON.stringify(body)}` };
  } catch (error) {
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    return { kind: "lost", error: cause?.code ?? cause?.message ?? String(error) };
  }
}

// ---------------------------------------------------------------------------------------------
// The reconciliation

type Figures = Record<string, number>;

/**
 * The books as the database holds them, and the database file itself (SQLite's integrity and
 * foreign key checks, after a kill). Every figure but `entries`, `transactions`, `pending
 * top-ups` and `daily rows` must be 0. Rules (lib/db/queries/ledger.ts): a succeeded HKD
 * transaction has legs summing to zero, written in its batch; a transaction without legs is a
 * top-up still waiting for (or refused by) its processor; wallets hold the sum of their entries
 * and never less than nothing; daily_payments holds each payer's succeeded HKD supports of the
 * Hong Kong day (the seed writes none for its own, older supports, whose uids are `seed-…`).
 */
function reconcile(db: DatabaseSync): Figures {
  const one = (sql: string) => Number((db.prepare(sql).get() as { n: number | null }).n ?? 0);
  const hkDay = "strftime('%Y-%m-%d', t.created_at / 1000 + 8 * 3600, 'unixepoch')";
  const integrity = db.prepare("PRAGMA integrity_check").all() as { integrity_check: string }[];
  return {
    "database integrity problems": integrity.filter((row) => row.integrity_check !== "ok").length,
    "foreign keys pointing nowhere": db.prepare("PRAGMA foreign_key_check").all().length,
    entries: one("SELECT count(*) AS n FROM ledger_entries"),
    transactions: one("SELECT count(*) AS n FROM transactions"),
    "sum of all entries": one("SELECT coalesce(sum(amount), 0) AS n FROM ledger_entries"),
    "currencies not summing to 0": one(
      "SELECT count(*) AS n FROM (SELECT currency FROM ledger_entries GROUP BY currency HAVING sum(amount) != 0)",
    ),
    "unbalanced transactions": one(
      "SELECT count(*) AS n FROM (SELECT transaction_id FROM ledger_entries GROUP BY transaction_id HAVING sum(amount) != 0 OR count(*) < 2)",
    ),
    "wallets differing from their entries": one(`
      SELECT count(*) AS n FROM wallet_balances w WHERE w.balance != coalesce((SELECT sum(e.amount)
        FROM ledger_entries e WHERE e.account = 'user:' || w.user_id AND e.currency = w.currency), 0)`),
    "entries of a wallet with no balance row": one(`
      SELECT count(*) AS n FROM ledger_entries e WHERE e.account LIKE 'user:%' AND NOT EXISTS (SELECT 1
        FROM wallet_balances w WHERE 'user:' || w.user_id = e.account AND w.currency = e.currency)`),
    "negative balances": one("SELECT count(*) AS n FROM wallet_balances WHERE balance < 0"),
    "succeeded supports without exactly their two legs": one(`
      SELECT count(*) AS n FROM transactions t
      WHERE t.purpose = 'donation' AND t.state = 'succeeded' AND t.currency = 'HKD' AND NOT (
        (SELECT count(*) FROM ledger_entries e WHERE e.transaction_id = t.id) = 2
        AND EXISTS (SELECT 1 FROM ledger_entries e WHERE e.transaction_id = t.id
          AND e.account = 'user:' || t.sender_id AND e.amount = -t.amount AND e.currency = t.currency)
        AND EXISTS (SELECT 1 FROM ledger_entries e WHERE e.transaction_id = t.id
          AND e.account = 'user:' || t.recipient_id AND e.amount = t.amount AND e.currency = t.currency))`),
    "supports not succeeded": one(
      "SELECT count(*) AS n FROM transactions WHERE purpose = 'donation' AND currency = 'HKD' AND state != 'succeeded'",
    ),
    "legs without their transaction": one(
      "SELECT count(*) AS n FROM ledger_entries e WHERE NOT EXISTS (SELECT 1 FROM transactions t WHERE t.id = e.transaction_id)",
    ),
    "transactions with legs not succeeded": one(`
      SELECT count(*) AS n FROM transactions t WHERE t.state != 'succeeded'
        AND EXISTS (SELECT 1 FROM ledger_entries e WHERE e.transaction_id = t.id)`),
    "succeeded without legs": one(`
      SELECT count(*) AS n FROM transactions t WHERE t.state = 'succeeded' AND t.currency = 'HKD'
        AND NOT EXISTS (SELECT 1 FROM ledger_entries e WHERE e.transaction_id = t.id)`),
    "waiting without legs where not allowed": one(`
      SELECT count(*) AS n FROM transactions t WHERE t.state != 'succeeded' AND t.purpose != 'addCredit'
        AND NOT EXISTS (SELECT 1 FROM ledger_entries e WHERE e.transaction_id = t.id)`),
    "pending top-ups (allowed)": one(
      "SELECT count(*) AS n FROM transactions WHERE purpose = 'addCredit' AND state = 'pending'",
    ),
    "daily rows": one("SELECT count(*) AS n FROM daily_payments"),
    "daily rows differing from the day's supports": one(`
      WITH paid AS (
        SELECT t.sender_id AS user_id, ${hkDay} AS day, sum(t.amount) AS amount FROM transactions t
        WHERE t.purpose = 'donation' AND t.state = 'succeeded' AND t.currency = 'HKD' AND t.uid NOT LIKE 'seed-%'
        GROUP BY 1, 2)
      SELECT count(*) AS n FROM (
        SELECT d.user_id FROM daily_payments d LEFT JOIN paid p ON p.user_id = d.user_id AND p.day = d.day
        WHERE p.amount IS NOT d.amount
        UNION ALL
        SELECT p.user_id FROM paid p LEFT JOIN daily_payments d ON d.user_id = p.user_id AND d.day = p.day
        WHERE d.user_id IS NULL)`),
    "daily rows over the limit": one(`SELECT count(*) AS n FROM daily_payments WHERE amount > ${DAILY_LIMIT_CENTS}`),
  };
}

const INFORMATIVE = new Set(["entries", "transactions", "pending top-ups (allowed)", "daily rows"]);

function checkFigures(label: string, figures: Figures) {
  for (const [name, value] of Object.entries(figures)) {
    if (!INFORMATIVE.has(name)) expect(value === 0, `${label}: ${name} = ${value}`);
  }
}

type Row = { id: number; sender_id: number; recipient_id: number; amount: number; state: string; message: string };

/** This run's supports in the database, by their message. */
function runTransactions(db: DatabaseSync, runId: string): Map<string, Row[]> {
  const rows = db
    .prepare(
      "SELECT id, sender_id, recipient_id, amount, state, message FROM transactions WHERE purpose = 'donation' AND message LIKE ?",
    )
    .all(`restart-check ${runId} %`) as Row[];
  const byMessage = new Map<string, Row[]>();
  for (const row of rows) byMessage.set(row.message, [...(byMessage.get(row.message) ?? []), row]);
  return byMessage;
}

const balanceOf = (db: DatabaseSync, userId: number) =>
  Number(
    (
      db.prepare("SELECT balance AS n FROM wallet_balances WHERE user_id = ? AND currency = 'HKD'").get(userId) as
        | { n: number }
        | undefined
    )?.n ?? 0,
  );
const paidToday = (db: DatabaseSync, userId: number, day: string) =>
  Number(
    (
      db.prepare("SELECT amount AS n FROM daily_payments WHERE user_id = ? AND day = ?").get(userId, day) as
        | { n: number }
        | undefined
    )?.n ?? 0,
  );

// ---------------------------------------------------------------------------------------------
// The run

async function main() {
  const source = path.join(ROOT, ".wrangler", "state", "v3");
  if (!existsSync(path.join(ROOT, ".open-next", "worker.js"))) {
    throw new Error("no worker build in .open-next: run `npm run build:worker` first");
  }
  if (!existsSync(path.join(source, "d1"))) throw new Error("no local D1 in .wrangler/state: run `npm run db:prepare`");
  if (await portOpen()) throw new Error(`something already answers on ${BASE}: set PORT or RESTART_PORT`);

  copyState(source, path.join(stateDir, "v3"));
  const runId = randomBytes(4).toString("hex");
  const found = readDb((db) => {
    const user = (email: string) =>
      db.prepare("SELECT id, email FROM users WHERE email = ?").get(email) as Person | undefined;
    const articleOf = (userId: number) =>
      (
        db
          .prepare("SELECT id FROM articles WHERE author_id = ? AND state = 'active' ORDER BY id LIMIT 1")
          .get(userId) as { id: number } | undefined
      )?.id;
    // an active author with an email and no payment password yet (the run sets one), who
    // neither blocks nor is blocked by alice or bob (a block refuses support between them)
    const third = db
      .prepare(`SELECT u.id, u.email FROM users u WHERE u.state = 'active' AND u.email IS NOT NULL
        AND u.payment_password_hash IS NULL AND u.user_name NOT IN ('alice', 'bob')
        AND EXISTS (SELECT 1 FROM articles a WHERE a.author_id = u.id AND a.state = 'active')
        AND NOT EXISTS (SELECT 1 FROM blocks b JOIN users o ON o.user_name IN ('alice', 'bob')
          AND ((b.user_id = u.id AND b.blocked_id = o.id) OR (b.user_id = o.id AND b.blocked_id = u.id)))
        ORDER BY u.id LIMIT 1`)
      .get() as Person | undefined;
    const alice = user("alice@example.com");
    const bob = user("bob@example.com");
    const blocked =
      alice && bob
        ? db
            .prepare("SELECT 1 FROM blocks WHERE (user_id = ? AND blocked_id = ?) OR (user_id = ? AND blocked_id = ?)")
            .get(alice.id, bob.id, bob.id, alice.id)
        : undefined;
    if (blocked) throw new Error("alice and bob block each other in this state: run `npm run db:seed`");
    return {
      alice,
      bob,
      third,
      aliceArticle: alice && articleOf(alice.id),
      thirdArticle: third && articleOf(third.id),
    };
  });
  const { alice, bob, third, aliceArticle, thirdArticle } = found;
  if (!alice || !bob || !third || !aliceArticle || !thirdArticle) {
    throw new Error("the copy lacks alice, bob, a third author or their articles: run `npm run db:seed`");
  }
  log(`state copied to ${work} (run ${runId}); serving on ${BASE}`);

  let server = startServer("1");
  await waitReady(server);
  log(`server ready (${server.pids.size} processes)`);
  const cookies: Record<Payer, string> = {
    alice: await signIn(alice.email),
    bob: await signIn(bob.email),
    third: await signIn(third.email),
  };
  const set = await gql(
    cookies.third,
    "mutation($password: String!) { updateUserInfo(input: { paymentPassword: $password }) { id } }",
    { password: PAYMENT_PASSWORD },
  );
  if (set.body.errors) throw new Error(`the third author's payment password: ${JSON.stringify(set.body.errors)}`);
  const bobBefore = await apiBalance(cookies.bob);
  await topUp(cookies.bob, BOB_TOP_UP);
  expect(
    (await apiBalance(cookies.bob)) === bobBefore + BOB_TOP_UP * 100,
    "bob's top-up before the burst moved his balance",
  );
  await topUp(cookies.third, THIRD_TOP_UP);
  await topUp(cookies.alice, 20, false);

  const ids = { alice: alice.id, bob: bob.id, third: third.id };
  const balances = () =>
    readDb((db) => ({ alice: balanceOf(db, alice.id), bob: balanceOf(db, bob.id), third: balanceOf(db, third.id) }));
  const before = balances();

  // the burst: first the payments that meet the limits, then payments the money covers
  const payment = (i: number, payer: Payer, to: Payer, hkd: number, article: number | null): Payment => ({
    payer,
    to,
    cents: hkd * 100,
    recipientId: globalId("User", ids[to]),
    targetId: article === null ? null : globalId("Article", article),
    message: `restart-check ${runId} #${i}`,
  });
  const payments: Payment[] = Array.from({ length: BURST }, (_, i) => {
    if (i < LIMITS_PART) {
      return i % 2 === 0
        ? payment(i, "alice", "bob", ALICE_BIG, null)
        : payment(i, "bob", "third", BOB_BIG, thirdArticle);
    }
    return i % 2 === 0 ? payment(i, "third", "alice", 2, aliceArticle) : payment(i, "alice", "bob", 1, null);
  });
  const outcomes: Outcome[] = payments.map(() => ({ kind: "unsent" }));
  let answered = 0;
  let killing = false;
  let killedAt: number | null = null;
  let sentAtKill = 0;
  const first = server;
  const burstStarted = Date.now();
  const inFlight: Promise<void>[] = [];
  const send = (i: number) => {
    const p = payments[i] as Payment;
    inFlight.push(
      pay(cookies[p.payer], p).then((outcome) => {
        outcomes[i] = outcome;
        if (outcome.kind === "lost") {
          if (killedAt === null) problems.push(`payment #${i} got no answer before the kill: ${outcome.error}`);
          return;
        }
        if (outcome.kind === "refused" && !EXPECTED_REFUSALS.has(outcome.code)) {
          problems.push(`payment #${i} was refused with ${outcome.code}`);
        }
        answered += 1;
        if (answered >= KILL_AFTER_ANSWERS && !killing) {
          // the held-back payments go now, and the kill just after: whatever the server did
          // with the others meanwhile, it is in the middle of these
          killing = true;
          for (let j = BURST - HELD_BACK; j < BURST; j++) send(j);
          setTimeout(() => {
            killNow(first);
            killedAt = Date.now() - burstStarted;
            sentAtKill = inFlight.length;
          }, HELD_BACK_KILL_MS);
        }
      }),
    );
  };
  for (let i = 0; i < BURST - HELD_BACK && !killing; i++) {
    send(i);
    await sleep(STAGGER_MS);
  }
  // the held-back payments join the list after the kill's trigger: wait until it stops growing
  for (let seen = -1; seen !== inFlight.length; ) {
    seen = inFlight.length;
    await Promise.all(inFlight);
  }
  if (killedAt === null) {
    throw new Error(`only ${answered} of ${BURST} payments were answered: the kill never came`);
  }
  await waitDead(first);
  log(`burst: ${sentAtKill} sent, killed after ${killedAt} ms at ${answered} answers; every process gone`);

  server = startServer("2");
  await waitReady(server);
  log("restarted on the same state");

  // after the restart: the books, and what each client saw
  const afterRestart = readDb(reconcile);
  checkFigures("after the restart", afterRestart);
  const committed = readDb((db) => runTransactions(db, runId));
  const parts = {
    limits: { ok: 0, refused: 0, lost: 0, committed: 0, unsent: 0 },
    flow: { ok: 0, refused: 0, lost: 0, committed: 0, unsent: 0 },
  };
  const refusedBy = new Map<string, number>();
  const net: Record<Payer, number> = { alice: 0, bob: 0, third: 0 };
  for (const [i, outcome] of outcomes.entries()) {
    const p = payments[i] as Payment;
    const part = parts[i < LIMITS_PART ? "limits" : "flow"];
    const rows = committed.get(p.message) ?? [];
    expect(rows.length <= 1, `payment #${i} is recorded ${rows.length} times`);
    const row = rows[0];
    if (row) {
      expect(
        row.state === "succeeded" &&
          row.amount === p.cents &&
          row.sender_id === ids[p.payer] &&
          row.recipient_id === ids[p.to],
        `payment #${i} is recorded as transaction ${row.id} with other figures`,
      );
    }
    if (outcome.kind === "ok") {
      part.ok += 1;
      expect(
        row?.id === outcome.transactionId,
        `payment #${i} was answered OK (${outcome.transactionId}) but is missing`,
      );
    } else if (outcome.kind === "refused") {
      part.refused += 1;
      refusedBy.set(outcome.code, (refusedBy.get(outcome.code) ?? 0) + 1);
      expect(row === undefined, `payment #${i} was refused (${outcome.code}) but left transaction ${row?.id}`);
    } else if (outcome.kind === "lost") {
      part.lost += 1;
      if (row) part.committed += 1;
    } else {
      part.unsent += 1;
      expect(row === undefined, `payment #${i} was never sent but left transaction ${row?.id}`);
    }
    if (row?.state === "succeeded") {
      net[p.payer] -= row.amount;
      net[p.to] += row.amount;
    }
  }
  expect(parts.flow.ok > 0, "some payments of the flow were answered before the kill");
  expect(parts.flow.lost + parts.flow.unsent > 0, "the kill came before every payment was answered");
  expect(
    (refusedBy.get("PAYMENT_BALANCE_INSUFFICIENT") ?? 0) > 0 && (refusedBy.get("PAYMENT_REACH_MAXIMUM_LIMIT") ?? 0) > 0,
    "both limits refused payments before the kill",
  );
  const afterBurst = balances();
  for (const who of PAYERS) {
    expect(
      afterBurst[who] === before[who] + net[who],
      `${who}'s balance moved by ${afterBurst[who] - before[who]}, the committed payments say ${net[who]}`,
    );
  }

  // the restarted server serves, and balances move as they must
  const day = hongKongDay(Date.now());
  const bobPaid = readDb((db) => paidToday(db, bob.id, day));
  expect(
    (await apiBalance(cookies.alice)) === afterBurst.alice && (await apiBalance(cookies.bob)) === afterBurst.bob,
    "the API's balances equal the database's after the restart",
  );
  await topUp(cookies.alice, 100);
  const smalls = await Promise.all(
    [0, 1, 2].map((n) =>
      pay(cookies.alice, { ...payment(0, "alice", "bob", 5, null), message: `restart-check ${runId} after ${n}` }),
    ),
  );
  expect(
    smalls.every((o) => o.kind === "ok"),
    `alice's supports after the restart: ${JSON.stringify(smalls)}`,
  );
  // bob's big one: within the day's limit, or refused by it, as the database says it must be
  const bobCanPay = bobPaid + BOB_BIG * 100 <= DAILY_LIMIT_CENTS && afterBurst.bob + 1_500 >= BOB_BIG * 100;
  const bobAfter = await pay(cookies.bob, {
    ...payment(0, "bob", "third", BOB_BIG, thirdArticle),
    message: `restart-check ${runId} after`,
  });
  const sameDay = hongKongDay(Date.now()) === day;
  if (sameDay) {
    expect(
      bobCanPay
        ? bobAfter.kind === "ok"
        : bobAfter.kind === "refused" && bobAfter.code === "PAYMENT_REACH_MAXIMUM_LIMIT",
      `bob's support after the restart (paid today ${bobPaid / 100} HKD): expected ${bobCanPay ? "OK" : "the daily limit"}, got ${JSON.stringify(bobAfter)}`,
    );
  }
  const bobMoved = bobAfter.kind === "ok" ? BOB_BIG * 100 : 0;
  const want = {
    alice: afterBurst.alice + 10_000 - 1_500,
    bob: afterBurst.bob + 1_500 - bobMoved,
    third: afterBurst.third + bobMoved,
  };
  const final = balances();
  const finalFigures = readDb(reconcile);
  for (const who of PAYERS) {
    expect(final[who] === want[who], `after the restart ${who} holds ${final[who]} cents, expected ${want[who]}`);
  }
  expect(
    (await apiBalance(cookies.alice)) === want.alice &&
      (await apiBalance(cookies.bob)) === want.bob &&
      (await apiBalance(cookies.third)) === want.third,
    "the API's balances after the payments following the restart",
  );
  checkFigures("at the end", finalFigures);
  await stopServer(server);

  // the report
  const hkd = (cents: number) => `${cents < 0 ? "-" : "+"}${Math.abs(cents / 100).toFixed(2)} HKD`;
  const line = (name: string, part: (typeof parts)["flow"]) =>
    `    ${name.padEnd(10)} ${String(part.ok).padStart(4)} ${String(part.refused).padStart(8)} ${String(part.lost).padStart(5)} ${String(part.committed).padStart(19)} ${String(part.unsent).padStart(11)}`;
  console.log("");
  console.log(`payments-restart (run ${runId}, ${elapsed()})`);
  console.log(
    `  burst: ${BURST} supports ${STAGGER_MS} ms apart, the last ${HELD_BACK} held back until the ${KILL_AFTER_ANSWERS}th answer; ${sentAtKill} sent when the kill came, ${killedAt} ms in`,
  );
  console.log(`    part         OK  refused  lost  (lost but committed)  never sent`);
  console.log(line("limits", parts.limits));
  console.log(line("flow", parts.flow));
  console.log(`    refused by code: ${[...refusedBy].map(([code, n]) => `${code} ${n}`).join(", ") || "none"}`);
  console.log(`    net: alice ${hkd(net.alice)}, bob ${hkd(net.bob)}, the third author ${hkd(net.third)}`);
  console.log(
    `  after the restart: alice's top-up of 100 HKD and 3 × 5 HKD to bob OK; bob's ${BOB_BIG} HKD ${bobAfter.kind === "ok" ? "OK" : `refused (${bobAfter.kind === "refused" ? bobAfter.code : bobAfter.kind})`}${sameDay ? "" : " (unchecked: the Hong Kong day changed)"}`,
  );
  console.log("  reconciliation                                  after restart  at the end");
  for (const name of Object.keys(afterRestart)) {
    console.log(
      `    ${name.padEnd(50)} ${String(afterRestart[name]).padStart(6)} ${String(finalFigures[name]).padStart(10)}`,
    );
  }
}

let failed = false;
try {
  await main();
} catch (error) {
  failed = true;
  console.error(`payments-restart: ${error instanceof Error ? error.message : String(error)}`);
} finally {
  clearTimeout(watchdog);
  cleanUpNow();
}
if (problems.length > 0) {
  console.error(`\npayments-restart: ${problems.length} problem(s):`);
  for (const problem of problems) console.error(`  - ${problem}`);
}
if (failed || problems.length > 0) process.exit(1);
console.log("payments-restart: the books survived the kill");
