// The load generator's side of the wire: one undici Agent for every simulated person (a bounded
// pool of kept-alive connections, as many as there are people), a cookie jar and an address per
// person, and a recorder that times every request by kind and sorts its outcome into what the
// suite passes (answers, and the refusals real people meet: rate limits, an empty wallet) and
// what fails it (5xx, codes nobody should meet, waits over the slow bound, no answer at all).
import { performance } from "node:perf_hooks";
import { promisify } from "node:util";
import { brotliDecompress, gunzip } from "node:zlib";
import { Agent, request } from "undici";
import type { Document } from "../../lib/graphql/document.ts";

const unbrotli = promisify(brotliDecompress);
const ungzip = promisify(gunzip);

/** The body as text, decoded as a browser would (undici's request leaves that to its caller). */
async function decoded(encoding: string | string[] | undefined, body: ArrayBuffer): Promise<string> {
  const bytes = Buffer.from(body);
  if (encoding === "br") return (await unbrotli(bytes)).toString("utf8");
  if (encoding === "gzip") return (await ungzip(bytes)).toString("utf8");
  return bytes.toString("utf8");
}

/** A request that waits longer than this fails the run. */
export const SLOW_MS = 5_000;
/** A request is given up after this (and counts as failed): every wait is bounded. */
export const GIVE_UP_MS = 30_000;

type Outcome = "ok" | "refused" | "failed" | "lost";

type Sample = { ms: number; outcome: Outcome };

export class Recorder {
  readonly byKind = new Map<string, Sample[]>();
  /** "200", "200 ACTION_LIMIT_EXCEEDED", "502", "no answer: UND_ERR_…" → how many. */
  readonly byStatus = new Map<string, number>();
  readonly failures: string[] = [];
  failed = 0;
  /** `started`: performance.now() when the request went out. */
  readonly slow: { kind: string; ms: number; started: number }[] = [];
  readonly slowAtRestart: { kind: string; ms: number; started: number }[] = [];
  counting = true;
  /**
   * The kill of a `--kill-at` run (performance.now() ms): from the kill until the restarted
   * server answers, a request that gets no answer, or a 5xx, is lost to the kill, as a person's
   * request to a server that died is: neither a server error nor done. `down` is when the kill
   * came; `upAt` when the restarted server first answered (null while it is down).
   */
  outage: { down: number; upAt: number | null } | null = null;
  lost = 0;
  /** Requests sent and not yet answered (nor given up). */
  inFlight = 0;
  /** Pages by kind, then by the worker's cache answer (hit, stale, miss, or none: rendered per request). */
  readonly cacheByKind = new Map<string, Map<string, number>>();
  /** Writes that got no answer because of the kill, by kind: done or not, nobody was told. */
  readonly lostByKind = new Map<string, number>();

  /** Whether a request that started at `started` and failed now is one the kill took. */
  takenByKill(started: number): boolean {
    const o = this.outage;
    return o !== null && performance.now() >= o.down && (o.upAt === null || started < o.upAt);
  }

  add(kind: string, ms: number, outcome: Outcome, status: string, why?: string) {
    if (!this.counting) return;
    if (outcome === "lost") {
      this.lost += 1;
      this.lostByKind.set(kind, (this.lostByKind.get(kind) ?? 0) + 1);
    }
    const samples = this.byKind.get(kind) ?? [];
    samples.push({ ms, outcome });
    this.byKind.set(kind, samples);
    this.byStatus.set(status, (this.byStatus.get(status) ?? 0) + 1);
    // a wait the restart caused (the server down, then compiling its code again) is reported apart
    if (ms > SLOW_MS) {
      const started = performance.now() - ms;
      (this.takenByKill(started) ? this.slowAtRestart : this.slow).push({ kind, ms, started });
    }
    if (outcome === "failed") {
      this.failed += 1;
      if (this.failures.length < 30) this.failures.push(`${kind}: ${why ?? status} (${ms.toFixed(0)} ms)`);
    }
  }

  /** A page's cache answer, counted beside its time (the timed runs only). */
  addCache(kind: string, answer: string) {
    if (!this.counting) return;
    const answers = this.cacheByKind.get(kind) ?? new Map<string, number>();
    answers.set(answer, (answers.get(answer) ?? 0) + 1);
    this.cacheByKind.set(kind, answers);
  }

  get total() {
    let n = 0;
    for (const samples of this.byKind.values()) n += samples.length;
    return n;
  }
}

export const percentile = (sorted: number[], q: number) =>
  sorted.length === 0 ? 0 : (sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0);

export type GqlAnswer<Data> = { data: Data | null; code: string | null };

/** One simulated person's connection to the served worker: its address, its cookies. */
export class Session {
  private readonly jar = new Map<string, string>();
  readonly base: string;
  private readonly agent: Agent;
  private readonly recorder: Recorder;
  /** The client address Cloudflare would report (cf-connecting-ip): limits per IP count per person. */
  readonly ip: string | null;

  constructor(base: string, agent: Agent, recorder: Recorder, ip: string | null) {
    this.base = base;
    this.agent = agent;
    this.recorder = recorder;
    this.ip = ip;
  }

  private headers(extra: Record<string, string>): Record<string, string> {
    // as browsers ask: the worker compresses what it sends (lib/http/compression.ts)
    const headers: Record<string, string> = { "accept-language": "en", "accept-encoding": "br, gzip" };
    if (this.jar.size) headers.cookie = [...this.jar].map(([k, v]) => `${k}=${v}`).join("; ");
    if (this.ip) headers["cf-connecting-ip"] = this.ip;
    return { ...headers, ...extra };
  }

  private keep(setCookie: string | string[] | undefined) {
    for (const cookie of typeof setCookie === "string" ? [setCookie] : (setCookie ?? [])) {
      const [pair = "", ...attrs] = cookie.split(";");
      const at = pair.indexOf("=");
      const name = pair.slice(0, at).trim();
      if (attrs.some((a) => a.trim().toLowerCase() === "max-age=0")) this.jar.delete(name);
      else this.jar.set(name, pair.slice(at + 1).trim());
    }
  }

  /**
   * A raw request, timed to its last byte. Never throws: a request that gets no answer is
   * recorded as failed and answered with status 0.
   */
  async send(
    kind: string,
    method: "GET" | "POST",
    path: string,
    body?: string,
    headers: Record<string, string> = {},
  ): Promise<{ status: number; text: string; location: string; ms: number; started: number; cache: string }> {
    const started = performance.now();
    this.recorder.inFlight += 1;
    try {
      const response = await request(`${this.base}${path}`, {
        method,
        headers: this.headers(headers),
        body,
        dispatcher: this.agent,
        signal: AbortSignal.timeout(GIVE_UP_MS),
      });
      this.keep(response.headers["set-cookie"]);
      const text = await decoded(response.headers["content-encoding"], await response.body.arrayBuffer());
      const location = response.headers.location;
      const cache = response.headers["x-margins-cache"];
      return {
        cache: typeof cache === "string" ? cache : "none",
        status: response.statusCode,
        text,
        location: typeof location === "string" ? location : "",
        ms: performance.now() - started,
        started,
      };
    } catch (error) {
      const ms = performance.now() - started;
      // an abort is a DOMException, whose numeric code says less than its name
      const { code, name } = error as { code?: unknown; name?: string };
      const why = typeof code === "string" ? code : (name ?? String(error));
      const lost = this.recorder.takenByKill(started);
      this.recorder.add(
        kind,
        ms,
        lost ? "lost" : "failed",
        `${lost ? "lost to the kill" : "no answer"}: ${why}`,
        `no answer (${why})`,
      );
      return { status: 0, text: "", location: "", ms, started, cache: "none" };
    } finally {
      this.recorder.inFlight -= 1;
    }
  }

  /** A page as a browser asks for it: 200 (or a redirect) passes, anything else fails. */
  async page(kind: string, path: string): Promise<number> {
    const { status, ms, started, cache } = await this.send(kind, "GET", path, undefined, { accept: "text/html" });
    if (status === 0) return 0;
    this.recorder.addCache(kind, cache);
    const ok = status < 400;
    const lost = !ok && status >= 500 && this.recorder.takenByKill(started);
    this.recorder.add(kind, ms, ok ? "ok" : lost ? "lost" : "failed", String(status), `${path} answered ${status}`);
    return status;
  }

  /**
   * A GraphQL operation. `expected` holds the error codes this person may meet here (a limit,
   * an empty wallet): those answer `code` and pass; any other error, a 5xx or a 4xx fails.
   */
  async gql<Data, Variables>(
    kind: string,
    document: Document<Data, Variables>,
    variables: Variables,
    expected: readonly string[] = [],
    headers: Record<string, string> = {},
  ): Promise<GqlAnswer<Data>> {
    const { status, text, ms, started } = await this.send(
      kind,
      "POST",
      "/graphql",
      JSON.stringify({ query: String(document), variables }),
      { "content-type": "application/json", "apollo-require-preflight": "true", ...headers },
    );
    if (status === 0) return { data: null, code: "NO_ANSWER" };
    let body: { data?: Data | null; errors?: { message?: string; extensions?: { code?: string } }[] };
    try {
      body = JSON.parse(text);
    } catch {
      const lost = status >= 500 && this.recorder.takenByKill(started);
      this.recorder.add(kind, ms, lost ? "lost" : "failed", String(status), `${status} with a body that is not JSON`);
      return { data: null, code: lost ? "NO_ANSWER" : "NOT_JSON" };
    }
    const code = body.errors?.[0]?.extensions?.code ?? (body.errors ? "NO_CODE" : null);
    if (status !== 200) {
      const lost = status >= 500 && this.recorder.takenByKill(started);
      this.recorder.add(
        kind,
        ms,
        lost ? "lost" : "failed",
        code ? `${status} ${code}` : String(status),
        `${status} ${code ?? ""}`,
      );
      return { data: null, code: lost ? "NO_ANSWER" : (code ?? String(status)) };
    }
    if (code === null) {
      this.recorder.add(kind, ms, "ok", "200");
      return { data: body.data ?? null, code: null };
    }
    const refused = expected.includes(code);
    this.recorder.add(
      kind,
      ms,
      refused ? "refused" : "failed",
      `200 ${code}`,
      `${code}: ${body.errors?.[0]?.message ?? ""}`,
    );
    return { data: body.data ?? null, code };
  }
}

/** One pool for every person: as many kept-alive connections as people, and no more. */
export function createAgent(people: number) {
  return new Agent({
    connections: people + 4,
    keepAliveTimeout: 30_000,
    headersTimeout: GIVE_UP_MS,
    bodyTimeout: GIVE_UP_MS,
  });
}
