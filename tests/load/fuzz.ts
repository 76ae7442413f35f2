// The GraphQL fuzzer (issue 20): random documents and variables built from the schema, then
// damaged, POSTed to the built worker served on a copy of the demo state. Grammar-aware: it walks
// the SDL's types to build selections that are valid, or nearly (fields of the right type, the
// required arguments, inline fragments on an interface's types), then mutates one in most
// documents: a value of the wrong type, numbers past every bound, nesting hundreds deep, fields
// and arguments that do not exist, broken unicode, broken syntax, broken variables.
//
// Every answer must be a 200 (with data or errors) or a 4xx: never a 5xx, never an
// INTERNAL_SERVER_ERROR (a resolver that threw), never no answer; and after the last the server
// must still answer a health query. Half the documents go as a signed-in newcomer (an account
// made through the sign-up code), half as a visitor. The run is seeded: `--seed` repeats it.
//
//   npm run test:fuzz -- [--count 10000] [--seed N] [--concurrency 8]
//     (or FUZZ_COUNT, FUZZ_SEED; the port is FUZZ_PORT, else PORT + 114)
import { performance } from "node:perf_hooks";
import { assertBuilt, Workspace } from "../support/served-worker.ts";
import { createAgent, GIVE_UP_MS, Recorder, Session, SLOW_MS } from "./client.ts";
import { EMAIL_LOGIN, HEALTH, MAILBOX, SEND_CODE } from "./documents.ts";
import { type Built, document, loadSchema, MUTATIONS, rng } from "./fuzz-documents.ts";

const option = (name: string, env: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  const raw = i === -1 ? process.env[env] : process.argv[i + 1];
  const value = Number(raw ?? fallback);
  if (!Number.isInteger(value) || value < 0) throw new Error(`--${name} (${env}) must be a whole number, not ${raw}`);
  return value;
};
const COUNT = option("count", "FUZZ_COUNT", 10_000);
const SEED = option("seed", "FUZZ_SEED", Date.now() % 2 ** 31);
const CONCURRENCY = Math.max(1, option("concurrency", "FUZZ_CONCURRENCY", 8));
const PORT = Number(process.env.FUZZ_PORT ?? Number(process.env.PORT ?? 8787) + 114);
const WHOLE_MS = 30 * 60_000;

// ---------------------------------------------------------------------------------------------
// The run

const started = Date.now();
const log = (line: string) => console.log(`[${((Date.now() - started) / 1000).toFixed(1)} s] ${line}`);
const space = new Workspace("margins-fuzz-", PORT);
const watchdog = setTimeout(() => {
  console.error(`fuzz: over ${WHOLE_MS / 1000} s in all; stopped`);
  space.cleanUpNow();
  process.exit(1);
}, WHOLE_MS);

async function main(): Promise<boolean> {
  assertBuilt();
  if (await space.portOpen()) throw new Error(`something already answers on ${space.base}: set PORT or FUZZ_PORT`);
  const schema = loadSchema();
  space.copyFrom();
  const server = space.startServer("1", { DEV_MAILBOX: "on", LOCAL_CARD_PROCESSOR: "on", SITE_URL: space.base });
  await space.waitReady(server);
  log(`server ready on ${space.base}; ${COUNT} documents, seed ${SEED}`);

  const agent = createAgent(CONCURRENCY);
  const setupRecorder = new Recorder();
  const visitor = new Session(space.base, agent, setupRecorder, "198.19.0.1");
  const member = new Session(space.base, agent, setupRecorder, "198.19.0.2");
  const email = `fuzz-${SEED}@example.com`;
  await member.gql("setup", SEND_CODE, { input: { email, type: "register", language: "en" } });
  const mail = await member.gql("setup", MAILBOX, { email }, [], { "cf-connecting-ip": "127.0.0.1" });
  const code = mail.data?.devMailbox?.[0]?.text.match(/\b(\d{6})\b/)?.[1] ?? "";
  const login = await member.gql("setup", EMAIL_LOGIN, { input: { email, passwordOrCode: code, language: "en" } });
  if (!login.data) throw new Error(`the fuzzer could not sign up: ${setupRecorder.failures.join("; ")}`);

  const r = rng(SEED);
  const names = Object.keys(MUTATIONS);
  const damage = new Map<string, number>();
  const statuses = new Map<string, number>();
  const failures: string[] = [];
  const slow: string[] = [];
  const times: number[] = [];
  let next = 0;
  const show = (doc: Built) =>
    `${doc.query.slice(0, 300)}${doc.query.length > 300 ? "…" : ""} ${JSON.stringify(doc.variables)?.slice(0, 200)}`;
  const worker = async () => {
    while (next < COUNT) {
      next += 1;
      const index = next;
      let doc = document(r, schema);
      let how = "none";
      if (r.chance(0.7)) {
        how = r.pick(names);
        doc = (MUTATIONS[how] as (typeof MUTATIONS)[string])(r, doc);
      }
      damage.set(how, (damage.get(how) ?? 0) + 1);
      const session = r.chance(0.5) ? member : visitor;
      const t0 = performance.now();
      const answer = await session.send(
        "fuzz",
        "POST",
        "/graphql",
        JSON.stringify({ query: doc.query, variables: doc.variables }),
        { "content-type": "application/json", "apollo-require-preflight": "true" },
      );
      const ms = performance.now() - t0;
      times.push(ms);
      let code = "";
      try {
        code =
          (JSON.parse(answer.text) as { errors?: { extensions?: { code?: string } }[] }).errors?.[0]?.extensions
            ?.code ?? "";
      } catch {
        code = answer.status === 200 ? "NOT_JSON" : "";
      }
      const status = answer.status === 0 ? "no answer" : String(answer.status);
      statuses.set(`${status}${code ? ` ${code}` : ""}`, (statuses.get(`${status}${code ? ` ${code}` : ""}`) ?? 0) + 1);
      const bad =
        answer.status === 0 ||
        answer.status >= 500 ||
        (answer.status < 400 && answer.status !== 200) ||
        code === "INTERNAL_SERVER_ERROR" ||
        code === "NOT_JSON";
      if (bad && failures.length < 20) failures.push(`${status} ${code} (${how}): ${show(doc)}`);
      if (bad) statuses.set("FAILED", (statuses.get("FAILED") ?? 0) + 1);
      if (ms > SLOW_MS && slow.length < 10) slow.push(`${(ms / 1000).toFixed(1)} s (${how}): ${show(doc)}`);
      if (index % 1000 === 0) log(`${index} answered`);
    }
  };
  const fuzzStarted = performance.now();
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const seconds = (performance.now() - fuzzStarted) / 1000;
  const health = await visitor.gql("health", HEALTH, {});
  const healthy = health.code === null && (health.data?.viewer?.recommendation.newest.edges?.length ?? 0) > 0;
  await space.stopServer(server);
  await agent.close();

  times.sort((a, b) => a - b);
  const failed = statuses.get("FAILED") ?? 0;
  console.log("");
  console.log(
    `fuzz (seed ${SEED}): ${COUNT} documents in ${seconds.toFixed(1)} s, ${CONCURRENCY} at a time; median ${times[Math.floor(times.length / 2)]?.toFixed(0)} ms, max ${times.at(-1)?.toFixed(0)} ms`,
  );
  console.log(
    `  damage: ${[...damage]
      .sort(([, a], [, b]) => b - a)
      .map(([how, n]) => `${how} ${n}`)
      .join(", ")}`,
  );
  console.log(
    `  answers: ${[...statuses]
      .sort(([, a], [, b]) => b - a)
      .map(([s, n]) => `${s} ×${n}`)
      .join(", ")}`,
  );
  console.log(`  over ${SLOW_MS / 1000} s: ${slow.length}`);
  for (const line of slow) console.log(`    ${line}`);
  console.log(`  failed: ${failed}`);
  for (const line of failures) console.log(`    ${line}`);
  console.log(`  after the last: the health query ${healthy ? "answered" : "FAILED"}`);
  return failed === 0 && healthy;
}

let passed = false;
try {
  passed = await main();
} catch (error) {
  console.error(`fuzz: ${error instanceof Error ? error.message : String(error)}`);
} finally {
  clearTimeout(watchdog);
  space.cleanUpNow();
}
if (!passed) {
  console.error(`fuzz: failed (a 5xx, an internal error, no answer within ${GIVE_UP_MS / 1000} s, or no health after)`);
  process.exit(1);
}
console.log("fuzz: passed (every answer a 200 or a 4xx, and the server still serves)");
