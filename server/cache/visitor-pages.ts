// Visitors' pages served whole from a cache (DESIGN.md, "Visitors' pages"): someone without a
// session gets the same bytes as every other visitor reading the page in that language, theme
// and Chinese script, so the worker keeps the finished page and hands it out again until a
// purge of any tag its reads carried (lib/cache/tags.ts, the tags every mutation purges).
//
// - A kept page is checked with one D1 query against OpenNext's tag cache (the `revalidations`
//   table every purge writes through Next's revalidateTag): kept before the last purge of one
//   of its tags, it is rendered again. Nothing else on the way touches D1, R2 or Next: a hit
//   never loads OpenNext's bundle, which the worker imports on first need.
// - The page learns its tags as it renders (lib/cache/page-reads.ts): every shared read names
//   the tags of its cache entry. A page that read anything no tag stands for (a viewer's own
//   read, an uncached one) is not kept; one that read nothing (the about pages) is kept by
//   build and life alone.
// - Its policy names the hashes of its inline scripts (server/cache/script-hashes.ts), as a
//   nonce in HTML served to everyone would be no secret.
// - Kept in the isolate's memory and in the Workers Cache API (per location, only on a custom
//   domain: on workers.dev it keeps nothing, and the memory alone serves).
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { getBotType } from "next/dist/shared/lib/router/utils/is-bot";
import { watchPageReads } from "@/lib/cache/page-reads";
import {
  CHINESE_SCRIPT_COOKIE,
  isChineseScript,
  isTheme,
  LANGUAGE_COOKIE,
  SESSION_COOKIE,
  THEME_COOKIE,
} from "@/lib/cookies/names";
import { chosenEncoding } from "@/lib/http/compression";
import { LOCALE_PARAM, resolveLocale } from "@/lib/i18n/locales";
import { pageContentSecurityPolicy, SHARED_RENDER_HEADER } from "@/lib/security/headers";
import { inlineScriptHashes } from "./script-hashes";

/**
 * Served as kept for this long after it was rendered; then once more while it is rendered
 * again behind the answer. The shortest life of the reads under a page (lib/graphql/execute.ts,
 * "minutes"), so a page is never older than its reads would be; purges reach it at once.
 */
const FRESH_MS = 60_000;
/** Never served after this long (the "minutes" reads' expiry). */
const EXPIRE_MS = 3_600_000;
/** A page found not keepable is rendered as every other page, streamed, for this long. */
const NOT_KEPT_MS = 300_000;
/** What the isolate's memory holds of kept pages (a page is 50 to 200 KB). */
const MEMORY_BUDGET_BYTES = 24 * 1024 * 1024;
const LARGEST_KEPT_BYTES = 2 * 1024 * 1024;
/** Answered on every page the cache decided on: hit, stale (served, rendered again behind), miss. */
export const CACHE_STATUS_HEADER = "x-margins-cache";
/**
 * Pages alone: the doors, the API, files and feeds (the middleware's matcher leaves the same
 * out), and the pages that are a signed-in reader's or that sign one in.
 */
const NOT_PAGES =
  /^\/(?:_next|graphql|cron|oauth|pay|ipfs|og|feed|sitemaps|uploads|assets|seed|fonts|badges|\.well-known|me|admin|dev|login|signup)(?:\/|$)|^\/(?:sitemap\.xml|robots\.txt|icon\.svg)$/;
/** Headers of the rendered page that are the response's own, not the page's. */
const NOT_KEPT_HEADERS = new Set([
  "content-security-policy",
  "content-length",
  "content-encoding",
  "transfer-encoding",
  "date",
  "etag",
  "cache-control",
  "set-cookie",
]);
/** Browsers may keep a copy but ask again each time (a 304 while the page stands); caches between keep none. */
const BROWSER_CACHE_CONTROL = "private, no-cache";

type KeptPage = {
  body: ArrayBuffer;
  /**
   * The body compressed once for every visitor, where that is done (in the background after
   * the page is kept): compressing a 150 KB page on every answer cost more than the rest of a hit.
   */
  encoded?: { br: Uint8Array<ArrayBuffer>; gzip: Uint8Array<ArrayBuffer> };
  headers: [string, string][];
  tags: string[];
  /** When its render began: a purge after that may not be in it. */
  renderedAt: number;
  etag: string;
};

export type Render = (request: Request) => Promise<Response>;

const memory = new Map<string, KeptPage>();
let memoryBytes = 0;
const notKept = new Map<string, number>();
/** Renders under way in this isolate: visitors asking meanwhile wait for the same one. */
const rendering = new Map<string, Promise<KeptPage | null>>();
let buildId: string | undefined;

/**
 * The page's answer for a visitor, from the cache where it may be; every other request (and a
 * page that cannot be kept) is rendered by `render` as before.
 */
export async function serveVisitorPage(
  request: Request,
  env: CloudflareEnv,
  ctx: ExecutionContext,
  render: Render,
): Promise<Response> {
  const key = visitorPageKey(request);
  if (!key || (notKept.get(key) ?? 0) > Date.now()) return render(request);

  const kept = memory.get(key) ?? (await fromCacheApi(request, env, key));
  if (kept) {
    const age = Date.now() - kept.renderedAt;
    const purgedAt = age < EXPIRE_MS ? await lastPurge(env, kept.tags) : undefined;
    if (purgedAt !== undefined && purgedAt < kept.renderedAt) {
      remember(key, kept);
      if (!kept.encoded) ctx.waitUntil(Promise.resolve().then(() => encode(kept)));
      if (age < FRESH_MS) return answer(kept, request, "hit");
      if (!rendering.has(key)) ctx.waitUntil(renderAgain(key, request, env, ctx, render));
      return answer(kept, request, "stale");
    }
  }

  const waiting = rendering.get(key);
  if (waiting) {
    const page = await waiting;
    return page ? answer(page, request, "miss") : render(request);
  }
  const rendered = renderToKeep(key, request, env, ctx, render);
  track(key, rendered);
  const result = await rendered;
  return result.kept ? answer(result.page, request, "miss") : result.response;
}

/** A render behind a stale page's answer. */
function renderAgain(
  key: string,
  request: Request,
  env: CloudflareEnv,
  ctx: ExecutionContext,
  render: Render,
): Promise<unknown> {
  return track(key, renderToKeep(key, request, env, ctx, render));
}

/** The render under way for the key, for the visitors who ask meanwhile; gone when it ends. */
function track(key: string, rendered: Promise<Rendered>): Promise<KeptPage | null> {
  const page = rendered.then(
    (r) => (r.kept ? r.page : null),
    () => null,
  );
  rendering.set(key, page);
  return page.then((kept) => {
    rendering.delete(key);
    return kept;
  });
}

type Rendered = { kept: true; page: KeptPage } | { kept: false; response: Response };
const NULL_BODY = new Set([101, 204, 205, 304]);

/**
 * The page rendered for every visitor: without a nonce (the middleware sees the worker's
 * mark), so whether it is kept or not its policy names its scripts' hashes, which needs the
 * whole page before the first byte goes out. That wait is once per purge for a kept page; a
 * page found not keepable is streamed as usual for a while (NOT_KEPT_MS).
 */
async function renderToKeep(
  key: string,
  request: Request,
  env: CloudflareEnv,
  ctx: ExecutionContext,
  render: Render,
): Promise<Rendered> {
  const renderedAt = Date.now();
  const shared = new Request(request);
  shared.headers.set(SHARED_RENDER_HEADER, "1");
  // the one request header a page shows (the search page's way back): not the same for two visitors
  shared.headers.delete("referer");
  // a copy the browser holds is the render's business only for the pages that are not kept
  shared.headers.delete("if-none-match");
  const reads = watchPageReads(ctx);
  const response = await render(shared);
  const body = NULL_BODY.has(response.status) ? null : await response.arrayBuffer();
  const html =
    body && (response.headers.get("content-type") ?? "").startsWith("text/html") ? new TextDecoder().decode(body) : "";
  const policy = pageContentSecurityPolicy({ hashes: await inlineScriptHashes(html) });
  const kept =
    response.status === 200 &&
    body !== null &&
    html !== "" &&
    !response.headers.has("set-cookie") &&
    !reads.untracked &&
    body.byteLength <= LARGEST_KEPT_BYTES;
  if (!kept) {
    notKept.set(key, Date.now() + NOT_KEPT_MS);
    const headers = new Headers(response.headers);
    // a page's policy for a page; anything else keeps its own (or the worker's strict one)
    if (html) headers.set("content-security-policy", policy);
    headers.delete("content-length");
    return { kept: false, response: new Response(body, { status: response.status, headers }) };
  }
  const headers: [string, string][] = [["content-security-policy", policy]];
  response.headers.forEach((value, name) => {
    if (!NOT_KEPT_HEADERS.has(name.toLowerCase())) headers.push([name, value]);
  });
  const page: KeptPage = { body, headers, tags: [...reads.tags], renderedAt, etag: await entityTag(body) };
  remember(key, page);
  ctx.waitUntil(toCacheApi(request, env, key, page).then(() => encode(page)));
  return { kept: true, page };
}

function answer(page: KeptPage, request: Request, status: "hit" | "stale" | "miss"): Response {
  const headers = new Headers(page.headers);
  headers.set("etag", page.etag);
  headers.set("cache-control", BROWSER_CACHE_CONTROL);
  headers.set(CACHE_STATUS_HEADER, status);
  if (request.headers.get("if-none-match") === page.etag) return new Response(null, { status: 304, headers });
  if (request.method === "HEAD") return new Response(null, { status: 200, headers });
  const encoding = chosenEncoding(request.headers.get("accept-encoding"));
  const encoded = encoding && page.encoded?.[encoding];
  if (!encoding || !encoded) return new Response(page.body, { status: 200, headers });
  headers.set("content-encoding", encoding);
  // the bytes go out as they are (the runtime would otherwise compress them again)
  return new Response(encoded, { status: 200, headers, encodeBody: "manual" });
}

/**
 * Brotli at quality 5 compresses a page in a few milliseconds to within a few per cent of what
 * quality 11 gives in ten times that; gzip for the clients without Brotli.
 */
function encode(page: KeptPage): void {
  const body = new Uint8Array(page.body);
  page.encoded = {
    br: new Uint8Array(brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })),
    gzip: new Uint8Array(gzipSync(body)),
  };
}

/**
 * The key of a visitor's page, or null for anything else: a signed-in reader's request, a
 * client-side navigation's RSC payload, a door or the API. Everything a visitor's page is
 * rendered from that differs between visitors is in it: the address, the language the
 * middleware will choose, the theme, the Chinese script and whether the reader is a bot that
 * Next gives its metadata up front.
 */
export function visitorPageKey(request: Request): string | null {
  if (request.method !== "GET" && request.method !== "HEAD") return null;
  const url = new URL(request.url);
  if (NOT_PAGES.test(url.pathname) || url.searchParams.has("_rsc")) return null;
  const headers = request.headers;
  if (headers.has("rsc") || headers.has("next-router-prefetch") || headers.has("next-action")) return null;
  const cookies = cookieJar(headers.get("cookie"));
  if (cookies.has(SESSION_COOKIE)) return null;
  const locale = resolveLocale({
    cookie: cookies.get(LANGUAGE_COOKIE),
    query: url.searchParams.get(LOCALE_PARAM),
    acceptLanguage: headers.get("accept-language"),
  });
  const theme = cookies.get(THEME_COOKIE);
  const script = cookies.get(CHINESE_SCRIPT_COOKIE);
  return [
    locale,
    isTheme(theme) ? theme : "",
    isChineseScript(script) ? script : "",
    getBotType(headers.get("user-agent") ?? "") ?? "",
    url.pathname + url.search,
  ].join(" ");
}

function cookieJar(header: string | null): Map<string, string> {
  const jar = new Map<string, string>();
  for (const part of (header ?? "").split(";")) {
    const at = part.indexOf("=");
    if (at > 0) jar.set(part.slice(0, at).trim(), part.slice(at + 1).trim());
  }
  return jar;
}

/**
 * The newest purge of any of the tags, in ms (0 for none), by OpenNext's tag cache table and
 * keys (`<build id>/<tag>`); undefined when it cannot be told, and the page is rendered.
 */
async function lastPurge(env: CloudflareEnv, tags: string[]): Promise<number | undefined> {
  const db = env.NEXT_TAG_CACHE_D1;
  if (!db) return undefined;
  try {
    const prefix = `${await currentBuildId(env)}/`;
    const row = await db
      .prepare(
        "SELECT MAX(revalidatedAt) AS at FROM revalidations WHERE tag IN (SELECT ?1 || value FROM json_each(?2))",
      )
      .bind(prefix, JSON.stringify(tags))
      .first<{ at: number | null }>();
    return row?.at ?? 0;
  } catch (error) {
    console.error("The visitors' page cache could not read the tag cache.", error);
    return undefined;
  }
}

/**
 * The build id OpenNext prefixes tags with: its own, once its bundle has run in this isolate;
 * before that (a hit in a fresh isolate), the BUILD_ID file it publishes with the assets.
 */
async function currentBuildId(env: CloudflareEnv): Promise<string> {
  const ours = process.env.OPEN_NEXT_BUILD_ID;
  if (ours) return ours;
  if (buildId === undefined) {
    if (!env.ASSETS) throw new Error("No ASSETS binding to read BUILD_ID from.");
    const response = await env.ASSETS.fetch(new Request("http://assets.local/BUILD_ID"));
    if (!response.ok) throw new Error(`BUILD_ID answered HTTP ${response.status}`);
    buildId = (await response.text()).trim();
  }
  return buildId;
}

function remember(key: string, page: KeptPage): void {
  const before = memory.get(key);
  if (before) memoryBytes -= before.body.byteLength;
  memory.delete(key); // re-inserted last: the Map's order is the least recently used first
  memory.set(key, page);
  memoryBytes += page.body.byteLength;
  for (const [oldest, old] of memory) {
    if (memoryBytes <= MEMORY_BUDGET_BYTES) break;
    memory.delete(oldest);
    memoryBytes -= old.body.byteLength;
  }
}

/**
 * The Cache API's key for a page: an address of our own origin no route answers, naming the
 * build, whose pages name its scripts (an isolate's memory is one build's already).
 */
async function cacheApiKey(request: Request, env: CloudflareEnv, key: string): Promise<string> {
  const build = encodeURIComponent(await currentBuildId(env));
  return `${new URL(request.url).origin}/__visitor-pages/${build}/${encodeURIComponent(key)}`;
}

const META_HEADER = "x-kept-page";

/** The Workers Cache API's cache (the DOM's types name no `default`). */
const edgeCache = () => (caches as unknown as { default: Cache }).default;

async function fromCacheApi(request: Request, env: CloudflareEnv, key: string): Promise<KeptPage | undefined> {
  try {
    const found = await edgeCache().match(await cacheApiKey(request, env, key));
    const meta = found?.headers.get(META_HEADER);
    if (!found || !meta) return undefined;
    const { headers, tags, renderedAt, etag } = JSON.parse(meta) as Omit<KeptPage, "body">;
    return { body: await found.arrayBuffer(), headers, tags, renderedAt, etag };
  } catch {
    return undefined;
  }
}

async function toCacheApi(request: Request, env: CloudflareEnv, key: string, page: KeptPage): Promise<void> {
  const { body, ...meta } = page;
  const stored = new Response(body, {
    headers: { [META_HEADER]: JSON.stringify(meta), "cache-control": `public, max-age=${EXPIRE_MS / 1000}` },
  });
  try {
    await edgeCache().put(await cacheApiKey(request, env, key), stored);
  } catch (error) {
    console.error("The visitors' page cache could not store a page.", error);
  }
}

async function entityTag(body: ArrayBuffer): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", body));
  return `"${btoa(String.fromCharCode(...digest.subarray(0, 16)))}"`;
}
