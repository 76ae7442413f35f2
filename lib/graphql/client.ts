import type { Document } from "./document";

/**
 * The browser fetcher for islands: one function, `request`, that sends a typed document to
 * the API at /graphql. Queries go as GET with a persisted-query hash (short URLs, cacheable),
 * mutations as POST with the preflight header the API needs against CSRF. No React here and
 * nothing server-only, so any island may import it.
 */

export const GRAPHQL_PATH = "/graphql";
/** The header a browser only sends after a CORS preflight; the API refuses POSTs without it. */
const PREFLIGHT = { "apollo-require-preflight": "true" };
/** GraphQL over HTTP: the newer type lets the server use real statuses (400 for a bad query). */
const ACCEPT = "application/graphql-response+json, application/json";
/** Longer GET URLs risk being cut by proxies and browsers, so big variables go by POST. */
const MAX_URL_LENGTH = 2000;
/** Spec section 9: "persisted-query hash 2000". */
const MAX_HASHES = 2000;

type Visibility = "public" | "private";

export type RequestOptions = {
  /** Public queries are sent without cookies (spec section 6); defaults to "private". */
  visibility?: Visibility;
  /**
   * A query with a side effect (`search(record: true)`) goes by POST, sent once: the API
   * writes nothing for a GET.
   */
  post?: boolean;
  signal?: AbortSignal;
  // injected by tests; the browser's own by default
  fetch?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
  random?: () => number;
};

export type GraphQLErrorBody = {
  message: string;
  path?: (string | number)[];
  locations?: { line: number; column: number }[];
  extensions?: { code?: string; [key: string]: unknown };
};

type Body = { data?: unknown; errors?: GraphQLErrorBody[] };

/** An error the island can map to a toast: `code` is the catalogue's (spec section 8). */
export class GraphQLRequestError extends Error {
  override readonly name = "GraphQLRequestError";
  readonly code: string;
  readonly status: number | undefined;
  readonly errors: readonly GraphQLErrorBody[];

  constructor(
    code: string,
    message: string,
    init: { status?: number; errors?: readonly GraphQLErrorBody[]; cause?: unknown } = {},
  ) {
    super(message, { cause: init.cause });
    this.code = code;
    this.status = init.status;
    this.errors = init.errors ?? [];
  }
}

// ---------------------------------------------------------------------------------------
// Retry policies (spec section 7). `attempt` is how many attempts have failed so far (1 after
// the first); the answer is the wait in ms before the next one, or undefined to give up.

/** Equal jitter: half the nominal delay is fixed, half random, so retries from many clients
 * spread out yet never come back at once (a short outage gets at least half the wait). */
function backoff(base: number, attempt: number, random: () => number): number {
  const nominal = base * 2 ** (attempt - 1);
  return nominal / 2 + (random() * nominal) / 2;
}

/** Network failures (fetch rejected, no status): 300 ms doubling, at most 5 attempts in all. */
export function networkRetryDelay(attempt: number, random: () => number): number | undefined {
  return attempt < 5 ? backoff(300, attempt, random) : undefined;
}

const RETRY_STATUSES = new Set([403, 408, 413, 429, 500, 502, 503, 504]);
/**
 * GraphQL codes worth asking again. Only INTERNAL_SERVER_ERROR: the API masks every unexpected
 * failure to it, and on workerd + D1 most of those are passing (a storage connection reset, an
 * isolate restart); a query is idempotent, so asking again is harmless. Every other code is an
 * answer about the request or the viewer (bad input, not found, forbidden, not logged in) and
 * comes back the same. ACTION_LIMIT_EXCEEDED is left out too: the API's limits are per minute
 * or longer, so a retry within a second only spends the viewer's quota.
 */
const TRANSIENT_CODES = new Set(["INTERNAL_SERVER_ERROR"]);
/** A server asking for a longer pause gets the error instead: an island should not hang. */
const MAX_RETRY_AFTER_MS = 10_000;

/**
 * HTTP answers: up to 3 retries, 150 ms doubling. With a GraphQL body the error's `code`
 * decides (a 403 carrying FORBIDDEN is a real answer, a bare 403 from the edge is not);
 * without one, the status does. Retry-After (seconds or an HTTP date) overrides the delay.
 */
export function httpRetryDelay(
  attempt: number,
  status: number,
  retryAfterHeader: string | null | undefined,
  random: () => number,
  { code, now = Date.now() }: { code?: string; now?: number } = {},
): number | undefined {
  if (attempt > 3) return undefined;
  const transient = code === undefined ? RETRY_STATUSES.has(status) : TRANSIENT_CODES.has(code);
  if (!transient) return undefined;
  const asked = parseRetryAfter(retryAfterHeader, now);
  if (asked === undefined) return backoff(150, attempt, random);
  return asked <= MAX_RETRY_AFTER_MS ? asked : undefined;
}

function parseRetryAfter(header: string | null | undefined, now: number): number | undefined {
  const value = header?.trim();
  if (!value) return undefined;
  if (/^\d+$/.test(value)) return Number(value) * 1000;
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

// ---------------------------------------------------------------------------------------
// Breadcrumbs (spec section 7): operations that may carry credentials or private text are
// never described to error reporting.

const SENSITIVE = /email|password|content|file|login|code|upload/i;

export function isSensitiveOperation(operationName: string | null | undefined, variables: unknown): boolean {
  if (operationName && SENSITIVE.test(operationName)) return true;
  return hasSensitiveKey(variables, 0);
}

// variables nest (`input: { email }`), so every level counts; the depth bound guards cycles
function hasSensitiveKey(value: unknown, depth: number): boolean {
  if (depth > 8 || typeof value !== "object" || value === null) return false;
  return Object.entries(value).some(([key, inner]) => SENSITIVE.test(key) || hasSensitiveKey(inner, depth + 1));
}

// ---------------------------------------------------------------------------------------
// The request.

export async function request<Data, Vars>(
  doc: Document<Data, Vars>,
  variables: Vars,
  options: RequestOptions = {},
): Promise<Data> {
  const text = String(doc);
  const { kind, name } = operationOf(text);
  if (kind === "mutation" || options.post) {
    // not idempotent: a retry could apply it twice, and two identical clicks are two actions
    const plan = { name, isQuery: false, visibility: "private", signal: options.signal } as const;
    return send(text, variables, plan, options) as Promise<Data>;
  }
  const visibility = options.visibility ?? "private";
  const key = `${visibility}\n${text}\n${JSON.stringify(variables ?? {})}`;
  return shared(key, options.signal, (signal) =>
    send(text, variables, { name, isQuery: true, visibility, signal }, options),
  ) as Promise<Data>;
}

// A generated document opens with its operation (the fragments it spreads follow), so its
// kind and name are its first words: no parser in the browser for them.
const OPERATION = /^[\s,]*(?:(query|mutation|subscription)\b[\s,]*([_A-Za-z][_0-9A-Za-z]*)?|(\{))/;

export function operationOf(text: string): { kind: string; name: string | undefined } {
  const match = OPERATION.exec(text);
  if (!match) throw new Error("The document does not open with an operation.");
  return match[3] ? { kind: "query", name: undefined } : { kind: match[1] ?? "query", name: match[2] };
}

type Plan = { name: string | undefined; isQuery: boolean; visibility: Visibility; signal: AbortSignal | undefined };

async function send(
  query: string,
  variables: unknown,
  { name: operationName, isQuery, visibility, signal }: Plan,
  options: RequestOptions,
): Promise<unknown> {
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init));
  const sleep = options.sleep ?? ((ms) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const random = options.random ?? Math.random;
  const credentials: RequestCredentials = visibility === "public" ? "omit" : "same-origin";
  const hash = isQuery ? await hashOf(query) : undefined;
  const vars = variables ?? {};
  const persisted = hash ? { persistedQuery: { version: 1, sha256Hash: hash } } : undefined;

  // Queries try the hash alone first; without a hash (no WebCrypto off https) or with a URL
  // too long, they go straight to a POST that carries the query (and registers the hash).
  let url: string | undefined;
  if (persisted) {
    const params = new URLSearchParams();
    if (operationName) params.set("operationName", operationName);
    params.set("variables", JSON.stringify(vars));
    params.set("extensions", JSON.stringify(persisted));
    url = `${GRAPHQL_PATH}?${params}`;
    if (url.length > MAX_URL_LENGTH) url = undefined;
  }
  const post = (): RequestInit => ({
    method: "POST",
    credentials,
    signal,
    headers: { ...PREFLIGHT, "content-type": "application/json", accept: ACCEPT },
    body: JSON.stringify({ operationName, query, variables: vars, extensions: persisted }),
  });

  let networkFailures = 0;
  let httpFailures = 0;
  for (;;) {
    signal?.throwIfAborted();
    let res: Response;
    try {
      res = url
        ? await doFetch(url, { method: "GET", credentials, signal, headers: { accept: ACCEPT } })
        : await doFetch(GRAPHQL_PATH, post());
    } catch (cause) {
      if (signal?.aborted) throw signal.reason;
      networkFailures++;
      const delay = isQuery ? networkRetryDelay(networkFailures, random) : undefined;
      if (delay === undefined) {
        throw new GraphQLRequestError("NETWORK_ERROR", `Network request failed: ${messageOf(cause)}`, { cause });
      }
      await untilAborted(sleep(delay), signal);
      continue;
    }

    const body = await readBody(res);
    const errors = body?.errors?.length ? body.errors : undefined;
    const first = errors?.[0];
    const code = errors ? (first?.extensions?.code ?? "UNKNOWN_ERROR") : undefined;
    if (url && code && isPersistedQueryMiss(code, first?.message)) {
      url = undefined; // the server has not seen this hash: send the query once, which registers it
      continue;
    }
    if (isQuery && (errors || !res.ok)) {
      httpFailures++;
      const delay = httpRetryDelay(httpFailures, res.status, res.headers.get("retry-after"), random, { code });
      if (delay !== undefined) {
        await untilAborted(sleep(delay), signal);
        continue;
      }
    }
    if (errors && code) {
      throw new GraphQLRequestError(code, first?.message ?? "", { status: res.status, errors });
    }
    if (!res.ok) {
      throw new GraphQLRequestError("NETWORK_ERROR", `Response not successful: Received status code ${res.status}`, {
        status: res.status,
      });
    }
    if (!body) {
      throw new GraphQLRequestError("NETWORK_ERROR", "Server response was missing for query", { status: res.status });
    }
    return body.data;
  }
}

/** A GraphQL body has data or errors; anything else (an HTML error page, empty) is not one. */
async function readBody(res: Response): Promise<Body | undefined> {
  try {
    const body: unknown = await res.json();
    if (typeof body === "object" && body !== null && ("data" in body || "errors" in body)) return body as Body;
  } catch {
    // not JSON
  }
  return undefined;
}

// yoga sends the code; older servers only the message, and some answer "not supported"
function isPersistedQueryMiss(code: string, message: string | undefined): boolean {
  return (
    code === "PERSISTED_QUERY_NOT_FOUND" ||
    code === "PERSISTED_QUERY_NOT_SUPPORTED" ||
    message === "PersistedQueryNotFound" ||
    message === "PersistedQueryNotSupported"
  );
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

// ---------------------------------------------------------------------------------------
// Hashes, computed once per document text. Insertion order makes the Map a simple LRU.

const hashes = new Map<string, Promise<string | undefined>>();

function hashOf(text: string): Promise<string | undefined> {
  let hash = hashes.get(text);
  if (hash) {
    hashes.delete(text);
  } else {
    hash = sha256(text);
    if (hashes.size >= MAX_HASHES) hashes.delete(hashes.keys().next().value as string);
  }
  hashes.set(text, hash);
  return hash;
}

async function sha256(text: string): Promise<string | undefined> {
  // crypto.subtle exists only in secure contexts (https, localhost); elsewhere queries POST
  if (!globalThis.crypto?.subtle) return undefined;
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, "0")).join("");
}

// ---------------------------------------------------------------------------------------
// Deduplication: identical queries in flight share one fetch. Each caller keeps its own
// abort; the shared fetch is aborted only when every caller has gone.

type Flight = { promise: Promise<unknown>; controller: AbortController; callers: number };
const inFlight = new Map<string, Flight>();

function shared(key: string, signal: AbortSignal | undefined, run: (signal: AbortSignal) => Promise<unknown>) {
  signal?.throwIfAborted();
  let flight = inFlight.get(key);
  if (!flight) {
    const controller = new AbortController();
    const created: Flight = { controller, callers: 0, promise: Promise.resolve() };
    created.promise = run(controller.signal).finally(() => {
      if (inFlight.get(key) === created) inFlight.delete(key);
    });
    inFlight.set(key, created);
    flight = created;
  }
  const joined = flight;
  joined.callers++;
  return untilAborted(joined.promise, signal, () => {
    if (--joined.callers > 0) return;
    joined.controller.abort(signal?.reason);
    if (inFlight.get(key) === joined) inFlight.delete(key); // a new caller starts afresh
  });
}

/** `promise`, or a rejection with the signal's reason as soon as it aborts. */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal | undefined, onAbort?: () => void): Promise<T> {
  if (!signal) return promise;
  return new Promise<T>((resolve, reject) => {
    const abort = () => {
      onAbort?.();
      reject(signal.reason);
    };
    if (signal.aborted) return abort();
    signal.addEventListener("abort", abort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener("abort", abort));
  });
}
