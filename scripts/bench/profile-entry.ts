// A worker entry for profiling pages (scripts/bench/profile.ts starts it with `wrangler dev
// scripts/bench/profile-entry.ts`): worker.ts itself, with the D1 and R2 bindings wrapped so
// that each request's time waiting on them is added up and printed as one `PROFILE {json}` line.
// The benchmark asks one page at a time, so one running total per isolate is each request's.
import worker from "../../worker.ts";

type Totals = Record<string, { calls: number; ms: number }>;
let totals: Totals = {};
/** What each call asked for: an R2 key, a statement's bound values. */
let asked: string[] = [];
let requestStarted = 0;
/**
 * Added before every call that is a round trip (PROFILE_LATENCY_MS, `--latency` of profile.ts):
 * locally D1 and R2 answer in the same process, where on Cloudflare each is a network call,
 * tens of milliseconds from a location far from the database, and reads a page waits for one
 * after another cost that many round trips.
 */
let latencyMs = 0;
const ROUND_TRIPS = new Set(["first", "all", "raw", "run", "batch", "exec", "get", "put", "head", "list", "delete"]);
const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function add(name: string, ms: number) {
  const entry = totals[name] ?? { calls: 0, ms: 0 };
  entry.calls += 1;
  entry.ms += ms;
  totals[name] = entry;
}

/** Times every method of `target` that returns a promise, under `label.method`. */
function timed<T extends object>(target: T, label: string): T {
  return new Proxy(target, {
    get(object, key) {
      const value = Reflect.get(object, key, object);
      if (typeof value !== "function") return value;
      return (...args: unknown[]) => {
        const started = performance.now();
        const call = () => value.apply(object, args);
        const result = latencyMs > 0 && ROUND_TRIPS.has(String(key)) ? delay(latencyMs).then(call) : call();
        // prepared statements: time their terminal calls (first, all, raw, run); a D1 session
        // (withSession, the signed-in reader's reads) is timed as the database it reads
        if (key === "prepare" || key === "bind" || key === "withSession") {
          if (key !== "prepare") asked.push(`${label}.${String(key)} ${JSON.stringify(args).slice(0, 300)}`);
          return timed(result as object, label);
        }
        if (!(result instanceof Promise)) return result;
        // a call's start and end from the request's start: calls that overlap waited together
        const line = asked.push(`${label}.${String(key)} ${JSON.stringify(args).slice(0, 300)}`) - 1;
        return result.finally(() => {
          const ended = performance.now();
          add(`${label}.${String(key)}`, ended - started);
          asked[line] =
            `${(started - requestStarted).toFixed(0)}-${(ended - requestStarted).toFixed(0)} ms ${asked[line]}`;
        });
      };
    },
  });
}

const WRAPPED = ["DB", "NEXT_TAG_CACHE_D1", "NEXT_INC_CACHE_R2_BUCKET"] as const;

export default {
  ...worker,
  async fetch(...[request, env, ctx]: Parameters<typeof worker.fetch>) {
    totals = {};
    latencyMs = Number((env as unknown as { PROFILE_LATENCY_MS?: string }).PROFILE_LATENCY_MS ?? 0);
    asked = [];
    const wrapped = { ...env } as Record<string, unknown>;
    for (const name of WRAPPED) {
      const binding = (env as unknown as Record<string, object | undefined>)[name];
      if (binding) wrapped[name] = timed(binding, name);
    }
    const started = performance.now();
    requestStarted = started;
    const response = await worker.fetch(request, wrapped as unknown as typeof env, ctx);
    // the whole body, as the benchmark times it
    const body = await response.arrayBuffer();
    const ms = performance.now() - started;
    console.log(`PROFILE ${JSON.stringify({ path: new URL(request.url).pathname, ms, totals, asked })}`);
    return new Response(body, response);
  },
};
