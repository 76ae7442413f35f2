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
// - Kept in the isolate's memory and in the Workers Cache API (server/cache/kept-pages.ts).
import { watchPageReads } from "@/lib/cache/page-reads";
import { chosenEncoding } from "@/lib/http/compression";
import { pageContentSecurityPolicy, SHARED_RENDER_HEADER } from "@/lib/security/headers";
import { EXPIRE_MS, encode, entityTag, type KeptPage, keep, keptPage, remember } from "./kept-pages";
import { inlineScriptHashes } from "./script-hashes";
import { lastPurge } from "./tag-purges";
import { visitorPageKey } from "./visitor-page-key";

/**
 * Served as kept for this long after it was rendered; then once more while it is rendered
 * again behind the answer. The shortest life of the reads under a page (lib/graphql/execute.ts,
 * "minutes"), so a page is never older than its reads would be; purges reach it at once.
 */
const FRESH_MS = 60_000;
/** A page found not keepable is rendered as every other page, streamed, for this long. */
const NOT_KEPT_MS = 300_000;
const LARGEST_KEPT_BYTES = 2 * 1024 * 1024;
/** Answered on every page the cache decided on: hit, stale (served, rendered again behind), miss. */
export const CACHE_STATUS_HEADER = "x-margins-cache";
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

/** Renders a request with Next. */
export type Render = (request: Request) => Promise<Response>;
/** Readies a kept page for its answers, once (its later calls return at once): compresses it. */
export type Prepare = (page: KeptPage) => void;

const notKept = new Map<string, number>();
/** Renders under way in this isolate: visitors asking meanwhile wait for the same one. */
const rendering = new Map<string, Promise<KeptPage | null>>();

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
  if (!key || notKeptNow(key)) return render(request);
  const served = await sharedPage(key, request, env, ctx, render);
  return "page" in served ? answer(served.page, request, served.status) : served.response;
}

/** A key whose page was found not keepable a short while ago: rendered per request for now. */
export const notKeptNow = (key: string) => (notKept.get(key) ?? 0) > Date.now();

export type Served = { page: KeptPage; status: "hit" | "stale" | "miss" } | { response: Response };

/**
 * The page kept under `key`, current, or else rendered from `request` for everyone who shares
 * the key and kept (visitors' pages and the signed-in readers' shells,
 * server/cache/member-pages.ts); the render's own response where it cannot be kept.
 */
export async function sharedPage(
  key: string,
  request: Request,
  env: CloudflareEnv,
  ctx: ExecutionContext,
  render: Render,
  prepare: Prepare = encode,
): Promise<Served> {
  const kept = await keptPage(request, env, key);
  if (kept) {
    const age = Date.now() - kept.renderedAt;
    const current = age < EXPIRE_MS && (kept.changesAt === undefined || Date.now() < kept.changesAt);
    const purgedAt = current ? await lastPurge(env, kept.tags) : undefined;
    if (purgedAt !== undefined && purgedAt < kept.renderedAt) {
      remember(key, kept);
      ctx.waitUntil(Promise.resolve().then(() => prepare(kept)));
      if (age < FRESH_MS) return { page: kept, status: "hit" };
      if (!rendering.has(key)) ctx.waitUntil(renderAgain(key, request, env, ctx, render, prepare));
      return { page: kept, status: "stale" };
    }
  }

  const waiting = rendering.get(key);
  if (waiting) {
    const page = await waiting;
    return page ? { page, status: "miss" } : { response: await render(request) };
  }
  const rendered = renderToKeep(key, request, env, ctx, render, prepare);
  track(key, rendered);
  const result = await rendered;
  return result.kept ? { page: result.page, status: "miss" } : { response: result.response };
}

/**
 * A render behind a stale page's answer, begun once the answer is on its way: in a fresh
 * isolate the render first evaluates OpenNext's bundle, about 300 ms of the one thread that
 * would otherwise hold the stale answer back with it.
 */
function renderAgain(
  key: string,
  request: Request,
  env: CloudflareEnv,
  ctx: ExecutionContext,
  render: Render,
  prepare: Prepare,
): Promise<unknown> {
  const behind = new Promise((resolve) => setTimeout(resolve, 0));
  return track(
    key,
    behind.then(() => renderToKeep(key, request, env, ctx, render, prepare)),
  );
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
  prepare: Prepare,
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
  const page: KeptPage = {
    body,
    headers,
    tags: [...reads.tags],
    renderedAt,
    changesAt: reads.changesAt,
    etag: await entityTag(body),
  };
  ctx.waitUntil(keep(request, env, key, page, prepare));
  return { kept: true, page };
}

function answer(page: KeptPage, request: Request, status: "hit" | "stale" | "miss"): Response {
  const headers = new Headers(page.headers);
  headers.set("etag", page.etag);
  headers.set("cache-control", BROWSER_CACHE_CONTROL);
  headers.set(CACHE_STATUS_HEADER, status);
  // one address, bodies in three encodings
  const vary = headers.get("vary");
  if (!vary?.toLowerCase().includes("accept-encoding"))
    headers.set("vary", vary ? `${vary}, Accept-Encoding` : "Accept-Encoding");
  if (request.headers.get("if-none-match") === page.etag) return new Response(null, { status: 304, headers });
  if (request.method === "HEAD") return new Response(null, { status: 200, headers });
  const encoding = chosenEncoding(request.headers.get("accept-encoding"));
  const encoded = encoding && page.encoded?.[encoding];
  if (!encoding || !encoded) return new Response(page.body, { status: 200, headers });
  headers.set("content-encoding", encoding);
  // the bytes go out as they are (the runtime would otherwise compress them again)
  return new Response(encoded, { status: 200, headers, encodeBody: "manual" });
}
