// A worker entry for profiling pages (scripts/bench/profile.ts starts it with `wrangler dev
// scripts/bench/profile-entry.ts`): worker.ts itself, with the D1 and R2 bindings wrapped so
// that each request's time waiting on them is added up and printed as one `PROFILE {json}` line.
// The benchmark asks one page at a time, so one running total per isolate is each request's.
import worker from "../../worker.ts";

type Totals = Record<string, { calls: number; ms: number }>;
let totals: Totals = {};
/** What each call asked for: an R2 key, a statement's bound values. */
let asked: string[] = [];

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
        const result = value.apply(object, args);
        if (key !== "prepare") asked.push(`${label}.${String(key)} ${JSON.stringify(args).slice(0, 300)}`);
        // prepared statements: time their terminal calls (first, all, raw, run); a D1 session
        // (withSession, the signed-in reader's reads) is timed as the database it reads
        if (key === "prepare" || key === "bind" || key === "withSession") return timed(result as object, label);
        if (result instanceof Promise)
          return result.finally(() => add(`${label}.${String(key)}`, performance.now() - started));
        return result;
      };
    },
  });
}

const WRAPPED = ["DB", "NEXT_TAG_CACHE_D1", "NEXT_INC_CACHE_R2_BUCKET"] as const;

export default {
  ...worker,
  async fetch(...[request, env, ctx]: Parameters<typeof worker.fetch>) {
    totals = {};
    asked = [];
    const wrapped = { ...env } as Record<string, unknown>;
    for (const name of WRAPPED) {
      const binding = (env as unknown as Record<string, object | undefined>)[name];
      if (binding) wrapped[name] = timed(binding, name);
    }
    const started = performance.now();
    const response = await worker.fetch(request, wrapped as unknown as typeof env, ctx);
    // the whole body, as the benchmark times it
    const body = await response.arrayBuffer();
    const ms = performance.now() - started;
    console.log(`PROFILE ${JSON.stringify({ path: new URL(request.url).pathname, ms, totals, asked })}`);
    return new Response(body, response);
  },
};
