// Where a page's time goes (issue 18): serves the built worker through profile-entry.ts (the
// D1 and R2 bindings timed per request) with workerd's inspector open, and records a CPU
// profile (Chrome DevTools protocol, Profiler domain) over a batch of requests per path:
//
//   npm run build:worker
//   node scripts/bench/profile.ts [--port 8802] [--runs 50] [--out /tmp/profiles] [--sign-in EMAIL] [--latency MS] path …
//
// With --sign-in every request carries that seeded account's session (the demo password), as a
// signed-in reader's page is rendered for them alone. With --asked, what the last request asked
// of each binding is printed too, each call with its start and end from the request's start.
// With --latency, every D1 and R2 call waits that many milliseconds first, as a round trip to a
// database far away does.
//
// Per path, warm: the median request time and, per request, the CPU spent in each phase (from the
// profile's stacks) and the time waited on each binding; cold: the same for the path as the first
// request of a freshly started server. Profiles are written as .cpuprofile files (DevTools
// opens them). Served unminified so that the stacks name their functions.
import { type ChildProcess, spawn } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { REPO_ROOT } from "../seed/config.ts";

const argv = process.argv.slice(2);
const VALUED = new Set(["--runs", "--port", "--state", "--out", "--inspector", "--sign-in", "--latency"]);
const option = (name: string, fallback: string) => {
  const i = argv.indexOf(`--${name}`);
  return i === -1 ? fallback : (argv[i + 1] ?? fallback);
};
const paths = argv.filter((a, i) => !a.startsWith("--") && !VALUED.has(argv[i - 1] ?? ""));
const port = option("port", "8787");
const inspector = option("inspector", String(Number(port) + 1000));
const runs = Number(option("runs", "50"));
const out = option("out", path.join(REPO_ROOT, "scripts", "bench", "profiles"));
const state = path.resolve(option("state", path.join(REPO_ROOT, "scripts", "bench", "data")));
const base = `http://127.0.0.1:${port}`;
const skipCold = argv.includes("--no-cold");
const signInAs = option("sign-in", "");
/** Added to each D1 and R2 call, as a round trip to a distant database (profile-entry.ts). */
const latency = option("latency", "0");
/** The session cookie every request carries (--sign-in), taken once the first server is up. */
let sessionCookie: string | undefined;

/**
 * Phases, matched against the function names and script lines of a sample's stack, innermost
 * first: a sample counts for the first phase any frame of its stack matches.
 */
const PHASES: [string, RegExp][] = [
  ["graphql execution", /executeOperation|graphql-yoga|yoga|execute(Field|Fields|Operation)\b|resolveField/i],
  ["tag cache", /D1NextModeTagCache|resolveTagValues|hasBeenRevalidated|getLastRevalidated|isStale/],
  ["incremental cache", /R2IncrementalCache|ComposableCache|composable/i],
  ["middleware", /middleware|adapter\b|NextRequestHint/i],
  ["React render", /render|react|Fizz|Flight|RSC/i],
  ["OpenNext routing", /routing|resolveRoutes|handleRewrites|convertFrom|openNextHandler|processRequest/i],
];

type Node = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
};
type Profile = { nodes: Node[]; samples: number[]; timeDeltas: number[]; startTime: number; endTime: number };

async function startServer(): Promise<ChildProcess> {
  const child = spawn(
    "npx",
    [
      "wrangler",
      "dev",
      "scripts/bench/profile-entry.ts",
      "--port",
      port,
      "--ip",
      "127.0.0.1",
      "--inspector-port",
      inspector,
      "--persist-to",
      state,
      "--minify=false",
      "--var",
      `PROFILE_LATENCY_MS:${latency}`,
    ],
    { cwd: REPO_ROOT, stdio: ["ignore", "pipe", "pipe"], detached: true },
  );
  let log = "";
  const onData = (chunk: Buffer) => {
    log += chunk;
    for (const line of String(chunk).split("\n")) {
      const at = line.indexOf("PROFILE ");
      if (at !== -1) lines.push(JSON.parse(line.slice(at + 8)));
    }
  };
  child.stdout?.on("data", onData);
  child.stderr?.on("data", onData);
  for (;;) {
    if (child.exitCode !== null) throw new Error(`wrangler dev exited:\n${log}`);
    if (log.includes("Ready on")) {
      saveBundle();
      return child;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function stopServer(child: ChildProcess) {
  if (!child.pid || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  process.kill(-child.pid, "SIGTERM");
  await exited;
  await new Promise((resolve) => setTimeout(resolve, 500));
}

/** The script workerd runs, beside the profiles: their line numbers are its lines. */
function saveBundle() {
  const tmp = path.join(REPO_ROOT, ".wrangler", "tmp");
  for (const dir of existsSync(tmp) ? readdirSync(tmp) : []) {
    const bundle = path.join(tmp, dir, "profile-entry.js");
    if (dir.startsWith("dev-") && existsSync(bundle)) {
      mkdirSync(out, { recursive: true });
      copyFileSync(bundle, path.join(out, "profile-entry.js"));
    }
  }
}

type Line = { path: string; ms: number; totals: Record<string, { calls: number; ms: number }>; asked?: string[] };
const lines: Line[] = [];

/** A Chrome DevTools protocol session with the worker's isolate. */
async function devtools() {
  let targets: { webSocketDebuggerUrl: string }[] = [];
  for (let i = 0; i < 50 && !targets.length; i++) {
    try {
      targets = (await (await fetch(`http://127.0.0.1:${inspector}/json`)).json()) as typeof targets;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  const target = targets[0];
  if (!target) throw new Error("no inspector target");
  // wrangler's inspector proxy refuses a client that names no allowed Origin
  const socket = new WebSocket(target.webSocketDebuggerUrl, {
    headers: { origin: "http://localhost" },
  } as unknown as string[]);
  await new Promise((resolve, reject) => {
    socket.addEventListener("open", resolve);
    socket.addEventListener("error", reject);
  });
  let id = 0;
  const waiting = new Map<number, (value: unknown) => void>();
  socket.addEventListener("message", (event) => {
    const message = JSON.parse(String(event.data)) as { id?: number; result?: unknown };
    if (message.id !== undefined) waiting.get(message.id)?.(message.result);
  });
  const send = (method: string, params: Record<string, unknown> = {}) =>
    new Promise<unknown>((resolve) => {
      id += 1;
      waiting.set(id, resolve);
      socket.send(JSON.stringify({ id, method, params }));
    });
  return { send, close: () => socket.close() };
}

async function get(url: string) {
  const started = performance.now();
  const headers: Record<string, string> = { "accept-language": "en" };
  if (sessionCookie) headers.cookie = sessionCookie;
  const response = await fetch(url, { headers, redirect: "manual" });
  await response.arrayBuffer();
  return { ms: performance.now() - started, status: response.status };
}

/** CPU ms per phase (and in total) over the whole profile. */
function phases(profile: Profile): Record<string, number> {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const phaseOf = new Map<number, string>();
  const classify = (id: number): string => {
    const known = phaseOf.get(id);
    if (known) return known;
    const node = byId.get(id);
    let phase = "other";
    if (node) {
      const name = node.callFrame.functionName;
      if (name === "(idle)" || name === "(program)" || name === "(garbage collector)") phase = name;
      else {
        const frameText = `${name} ${node.callFrame.url}`;
        const hit = PHASES.find(([, re]) => re.test(frameText));
        const up = parent.get(id);
        phase = hit ? hit[0] : up !== undefined ? classify(up) : "other";
      }
    }
    phaseOf.set(id, phase);
    return phase;
  };
  const result: Record<string, number> = {};
  profile.samples.forEach((id, i) => {
    const phase = classify(id);
    result[phase] = (result[phase] ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000;
  });
  return result;
}

/**
 * The module each line of the saved bundle belongs to: esbuild names every module it wraps
 * (`__commonJS({"node_modules/…"(…`, `// path` above unwrapped ones), also inside OpenNext's
 * minified server bundle, and Next's webpack chunks are such modules too.
 */
function moduleLines(): { line: number; name: string }[] {
  const file = path.join(out, "profile-entry.js");
  if (!existsSync(file)) return [];
  const starts: { line: number; name: string }[] = [];
  readFileSync(file, "utf8")
    .split("\n")
    .forEach((text, line) => {
      const wrapped = /(?:__commonJS|__esm)\d*\(\{\s*"([^"]+)"/.exec(text) ?? /^\s*"([^"]+\.[cm]?js)"\(/.exec(text);
      const comment = /^\/\/ (\S+\.(?:m?js|cjs|ts|tsx|json))$/.exec(text);
      const name = wrapped?.[1] ?? comment?.[1];
      if (name) starts.push({ line, name: name.replace(/^.*?(node_modules\/|\.next\/server\/)/, "$1") });
    });
  return starts;
}

const MODULE_GROUPS: [string, RegExp][] = [
  ["React (react-dom, react-server-dom)", /react-dom|react-server-dom|node_modules\/react\//],
  ["app: API chunk (graphql, schema, resolvers)", /chunks\/2093\.js/],
  ["app: other server chunks and pages", /\.next\/server\//],
  ["graphql / graphql-tools", /graphql/],
  ["Next server (routing, app-render, caches)", /node_modules\/next\//],
  ["OpenNext", /opennext|open-next|\.open-next/i],
  ["middleware bundle", /middleware/],
];

/** Self CPU ms per module group and per module, from the innermost frame of each sample. */
function byModule(profile: Profile, starts: { line: number; name: string }[]) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const moduleOf = (line: number) => {
    let lo = 0;
    let hi = starts.length - 1;
    let found = "(before the first module)";
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      const start = starts[mid];
      if (start && start.line <= line) {
        found = start.name;
        lo = mid + 1;
      } else hi = mid - 1;
    }
    return found;
  };
  const groups: Record<string, number> = {};
  const modules: Record<string, number> = {};
  profile.samples.forEach((id, i) => {
    const frame = byId.get(id)?.callFrame;
    if (!frame || frame.functionName === "(idle)") return;
    const ms = (profile.timeDeltas[i] ?? 0) / 1000;
    const name = frame.url.endsWith("profile-entry.js")
      ? moduleOf(frame.lineNumber)
      : frame.url || frame.functionName || "(native)";
    const group = MODULE_GROUPS.find(([, re]) => re.test(name))?.[0] ?? (frame.url ? `other: ${name}` : name);
    groups[group] = (groups[group] ?? 0) + ms;
    modules[name] = (modules[name] ?? 0) + ms;
  });
  return { groups, modules };
}

/** Self CPU ms per function, largest first: where to look inside a phase. */
function topFunctions(profile: Profile, count: number) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const f = byId.get(id)?.callFrame;
    if (!f || f.functionName === "(idle)") return;
    const key = `${f.functionName || "(anonymous)"} ${path.basename(f.url)}:${f.lineNumber}`;
    self.set(key, (self.get(key) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
  });
  return [...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, count);
}

function bindingTotals(batch: Line[]) {
  const sum: Record<string, { calls: number; ms: number }> = {};
  for (const line of batch)
    for (const [name, t] of Object.entries(line.totals)) {
      const s = sum[name] ?? { calls: 0, ms: 0 };
      s.calls += t.calls;
      s.ms += t.ms;
      sum[name] = s;
    }
  return Object.fromEntries(
    Object.entries(sum).map(([k, v]) => [
      k,
      `${(v.calls / batch.length).toFixed(1)} calls, ${(v.ms / batch.length).toFixed(1)} ms`,
    ]),
  );
}

async function profiled(label: string, requests: () => Promise<number[]>) {
  const session = await devtools();
  await session.send("Profiler.enable");
  await session.send("Profiler.setSamplingInterval", { interval: 100 });
  await session.send("Profiler.start");
  lines.length = 0;
  const times = await requests();
  const { profile } = (await session.send("Profiler.stop")) as { profile: Profile };
  session.close();
  mkdirSync(out, { recursive: true });
  const file = path.join(out, `${label.replace(/[^\w-]+/g, "_")}-n${times.length}.cpuprofile`);
  writeFileSync(file, JSON.stringify(profile));
  const n = times.length;
  const sorted = [...times].sort((a, b) => a - b);
  const perRequest = Object.fromEntries(
    Object.entries(phases(profile))
      .sort((a, b) => b[1] - a[1])
      .map(([k, v]) => [k, Number((v / n).toFixed(2))]),
  );
  console.log(`\n== ${label}: ${n} request(s), median ${sorted[Math.floor(n / 2)]?.toFixed(1)} ms (client)`);
  console.log("CPU ms per request by phase:", perRequest);
  console.log("bindings per request:", bindingTotals(lines.slice(-n)));
  // what the last request asked of each binding, in order (a statement's bound values, an R2 key)
  if (argv.includes("--asked")) console.log("asked by the last request:", lines.at(-1)?.asked);
  console.log(
    "worker ms per request (entry, whole body):",
    (lines.slice(-n).reduce((s, l) => s + l.ms, 0) / Math.max(1, lines.slice(-n).length)).toFixed(1),
  );
  const { groups, modules } = byModule(profile, moduleLines());
  const perN = (o: Record<string, number>, count: number) =>
    Object.fromEntries(
      Object.entries(o)
        .sort((a, b) => b[1] - a[1])
        .slice(0, count)
        .map(([k, v]) => [k, Number((v / n).toFixed(2))]),
    );
  console.log("self CPU ms per request by module group:", perN(groups, 12));
  console.log("self CPU ms per request by module:", perN(modules, 12));
  console.log("top self CPU (ms per request):");
  for (const [name, ms] of topFunctions(profile, 15)) console.log(`  ${(ms / n).toFixed(2).padStart(7)}  ${name}`);
  console.log(`profile: ${path.relative(REPO_ROOT, file)}`);
}

if (argv.includes("--analyze")) {
  // the profiles already saved in --out, attributed again (e.g. after changing MODULE_GROUPS)
  const starts = moduleLines();
  for (const file of readdirSync(out).filter((f) => f.endsWith(".cpuprofile"))) {
    const profile = JSON.parse(readFileSync(path.join(out, file), "utf8")) as Profile;
    const n = Number(/-n(\d+)\./.exec(file)?.[1] ?? 1);
    const { groups, modules } = byModule(profile, starts);
    const perN = (o: Record<string, number>, count: number) =>
      Object.fromEntries(
        Object.entries(o)
          .sort((a, b) => b[1] - a[1])
          .slice(0, count)
          .map(([k, v]) => [k, Number((v / n).toFixed(2))]),
      );
    console.log(`\n== ${file} (${n} requests)`);
    console.log("self CPU ms per request by module group:", perN(groups, 14));
    console.log("self CPU ms per request by module:", perN(modules, 16));
  }
  process.exit(0);
}

/** The seeded account's session cookie (sessions are kept in D1, so they outlive a restart). */
async function signIn(email: string): Promise<string> {
  const response = await fetch(`${base}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", "apollo-require-preflight": "true" },
    body: JSON.stringify({
      query: "mutation($input: EmailLoginInput!) { emailLogin(input: $input) { auth } }",
      variables: { input: { email, passwordOrCode: "margins-demo-2026" } },
    }),
  });
  const cookie = response.headers
    .getSetCookie()
    .find((c) => c.startsWith("__access_token="))
    ?.split(";")[0];
  if (!cookie) throw new Error(`could not sign in as ${email}: ${response.status} ${await response.text()}`);
  return cookie;
}

if (signInAs) {
  const child = await startServer();
  try {
    sessionCookie = await signIn(signInAs);
  } finally {
    await stopServer(child);
  }
}

if (!skipCold) {
  for (const p of paths) {
    const child = await startServer();
    try {
      await profiled(`cold ${p}`, async () => [(await get(`${base}${p}`)).ms]);
    } finally {
      await stopServer(child);
    }
  }
}
const child = await startServer();
try {
  for (const p of paths) for (let i = 0; i < 5; i++) await get(`${base}${p}`);
  for (const p of paths) {
    await profiled(`warm ${p}`, async () => {
      const times: number[] = [];
      for (let i = 0; i < runs; i++) times.push((await get(`${base}${p}`)).ms);
      return times;
    });
  }
} finally {
  await stopServer(child);
}
