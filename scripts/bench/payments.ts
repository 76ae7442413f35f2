// How fast does support go through, and do the books stay whole? Fires `count` concurrent payTo
// calls of 1 HKD at a served worker (half bob to alice for one of her articles, half alice to
// bob), then reads the ledger from the local D1 and reconciles it: the sum of every entry, the
// transactions whose entries do not sum to zero, the wallets that differ from their entries,
// and any other rule of the ledger it breaks (tests/support/ledger-figures.ts).
//
//   PORT=8911 npm run preview &                          (a built worker on the seeded local state)
//   npm run bench:payments -- --base http://127.0.0.1:8911 [--count 100]
import path from "node:path";
import { performance } from "node:perf_hooks";
import { DatabaseSync } from "node:sqlite";
import { ledgerFigures, ledgerProblems } from "../../tests/support/ledger-figures.ts";
import { databaseFile } from "../../tests/support/served-worker.ts";
import { DEMO_PAYMENT_PASSWORD, REPO_ROOT } from "../seed/config.ts";

const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i === -1 ? fallback : (process.argv[i + 1] ?? fallback);
};
const COUNT = Number(arg("count", "100"));
const BASE = arg("base", "http://127.0.0.1:8787");
const PASSWORD = "margins-demo-2026";
const HEADERS = { "content-type": "application/json", "apollo-require-preflight": "true" };

async function call(cookie: string, query: string, variables: Record<string, unknown> = {}) {
  const response = await fetch(`${BASE}/graphql`, {
    method: "POST",
    headers: { ...HEADERS, cookie },
    body: JSON.stringify({ query, variables }),
  });
  return {
    response,
    body: (await response.json()) as { data?: unknown; errors?: { extensions?: { code?: string } }[] },
  };
}

async function signIn(email: string) {
  const { response, body } = await call(
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

/** The books of the local D1 (tests/support/ledger-figures.ts): the figures that must be 0, and the counts. */
function reconcile() {
  const db = new DatabaseSync(databaseFile(path.join(REPO_ROOT, ".wrangler", "state")), { readOnly: true });
  try {
    const figures = ledgerFigures(db);
    return {
      sum: figures["sum of all entries"],
      unbalanced: figures["unbalanced transactions"],
      mismatched: figures["wallets differing from their entries"],
      problems: ledgerProblems(figures),
    };
  } finally {
    db.close();
  }
}

const [alice, bob] = [await signIn("alice@example.com"), await signIn("bob@example.com")];
const ids = await call(
  alice,
  `query { a: user(input: { userName: "alice" }) { id articles(input: { first: 1 }) { edges { node { id } } } } b: user(input: { userName: "bob" }) { id } }`,
);
type Ids = { a: { id: string; articles: { edges: Array<{ node: { id: string } }> } }; b: { id: string } };
const found = ids.body.data as Ids;
const aliceId = found.a.id;
const bobId = found.b.id;
const articleId = found.a.articles.edges[0]?.node.id;
if (!articleId) throw new Error("alice has no article");
const PAY = `mutation($input: PayToInput!) { payTo(input: $input) { transaction { id } } }`;

const timings: number[] = [];
const codes = new Map<string, number>();
const started = performance.now();
await Promise.all(
  Array.from({ length: COUNT }, async (_, i) => {
    const fromBob = i % 2 === 0;
    const input = {
      amount: 1,
      currency: "HKD",
      purpose: "donation",
      recipientId: fromBob ? aliceId : bobId,
      targetId: fromBob ? articleId : null,
      password: DEMO_PAYMENT_PASSWORD,
    };
    const t0 = performance.now();
    const { body } = await call(fromBob ? bob : alice, PAY, { input });
    timings.push(performance.now() - t0);
    const code = body.errors?.[0]?.extensions?.code ?? "ok";
    codes.set(code, (codes.get(code) ?? 0) + 1);
  }),
);
const elapsed = (performance.now() - started) / 1000;
timings.sort((a, b) => a - b);
const at = (q: number) => timings[Math.min(timings.length - 1, Math.floor(q * timings.length))] ?? 0;
console.table([
  {
    payments: COUNT,
    seconds: elapsed.toFixed(2),
    "per second": (COUNT / elapsed).toFixed(1),
    "median ms": at(0.5).toFixed(0),
    "p95 ms": at(0.95).toFixed(0),
    outcomes: JSON.stringify(Object.fromEntries(codes)),
  },
]);
console.log("reconciliation", reconcile());
