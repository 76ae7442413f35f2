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
import { randomBytes } from "node:crypto";
import type { DatabaseSync } from "node:sqlite";
import { DAILY_PAYMENT_LIMIT_HKD_CENTS as DAILY_LIMIT_CENTS } from "../../lib/money/amounts.ts";
import { dbId } from "../support/global-ids.ts";
import { type Figures, ledgerProblems, ledgerFigures as reconcile } from "../support/ledger-figures.ts";
import { assertBuilt, killNow, type Server, SOURCE_STATE, sleep, Workspace } from "../support/served-worker.ts";

const PORT = Number(process.env.RESTART_PORT ?? Number(process.env.PORT ?? 8787) + 112);
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
// The state copy and the servers (tests/support/served-worker.ts)

const space = new Workspace("margins-restart-", PORT);
const BASE = space.base;
const readDb = <T>(read: (db: DatabaseSync) => T): T => space.readDb(read);
// bob tops up through the local card processor, asked for as `npm start` does
const startServer = (label: string) => space.startServer(label, { LOCAL_CARD_PROCESSOR: "on" });
const waitReady = (server: Server) => space.waitReady(server, LIMITS.ready);
const waitDead = (server: Server) => space.waitDead(server, LIMITS.killed);
const stopServer = (server: Server) => space.stopServer(server, LIMITS.stop);
const cleanUpNow = () => space.cleanUpNow();
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

function checkFigures(label: string, figures: Figures) {
  for (const problem of ledgerProblems(figures)) problems.push(`${label}: ${problem}`);
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
  assertBuilt();
  if (await space.portOpen()) throw new Error(`something already answers on ${BASE}: set PORT or RESTART_PORT`);

  space.copyFrom(SOURCE_STATE);
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
  log(`state copied to ${space.work} (run ${runId}); serving on ${BASE}`);

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
