// Where kept visitors' pages live (server/cache/visitor-pages.ts): the isolate's memory, least
// recently used dropped first, in front of the Workers Cache API, which keeps them per
// location and only on a custom domain (on workers.dev it keeps nothing, and the memory alone
// serves).
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { currentBuildId } from "./tag-purges";

/** Never served after this long (the "minutes" reads' expiry, lib/graphql/execute.ts). */
export const EXPIRE_MS = 3_600_000;
/** What the isolate's memory holds of kept pages (a page is 50 to 200 KB). */
const MEMORY_BUDGET_BYTES = 24 * 1024 * 1024;

export type KeptPage = {
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
  /** When it shows something else by the clock alone (lib/cache/page-reads.ts): never served after. */
  changesAt?: number;
  etag: string;
};

const memory = new Map<string, KeptPage>();
let memoryBytes = 0;

/** The page kept for the key, from memory or else the Cache API. */
export async function keptPage(request: Request, env: CloudflareEnv, key: string): Promise<KeptPage | undefined> {
  return memory.get(key) ?? (await fromCacheApi(request, env, key));
}

/** The page kept in this isolate's memory (again, as the most recently used). */
export function remember(key: string, page: KeptPage): void {
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

/** The page kept in memory and the Cache API, prepared for its answers once stored (`encode` for a visitor's). */
export async function keep(
  request: Request,
  env: CloudflareEnv,
  key: string,
  page: KeptPage,
  prepare: (page: KeptPage) => void,
): Promise<void> {
  remember(key, page);
  await toCacheApi(request, env, key, page);
  prepare(page);
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
    const { headers, tags, renderedAt, changesAt, etag } = JSON.parse(meta) as Omit<KeptPage, "body">;
    return { body: await found.arrayBuffer(), headers, tags, renderedAt, changesAt, etag };
  } catch {
    return undefined;
  }
}

async function toCacheApi(request: Request, env: CloudflareEnv, key: string, page: KeptPage): Promise<void> {
  const { body, headers, tags, renderedAt, changesAt, etag } = page;
  const meta = { headers, tags, renderedAt, changesAt, etag };
  const stored = new Response(body, {
    headers: { [META_HEADER]: JSON.stringify(meta), "cache-control": `public, max-age=${EXPIRE_MS / 1000}` },
  });
  try {
    await edgeCache().put(await cacheApiKey(request, env, key), stored);
  } catch (error) {
    console.error("The visitors' page cache could not store a page.", error);
  }
}

/**
 * Brotli at quality 5 compresses a page in a few milliseconds to within a few per cent of what
 * quality 11 gives in ten times that; gzip for the clients without Brotli.
 */
export function encode(page: KeptPage): void {
  if (page.encoded) return;
  const body = new Uint8Array(page.body);
  page.encoded = {
    br: new Uint8Array(brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })),
    gzip: new Uint8Array(gzipSync(body)),
  };
}

/** A strong validator of the page's bytes. */
export async function entityTag(body: ArrayBuffer): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", body));
  return `"${btoa(String.fromCharCode(...digest.subarray(0, 16)))}"`;
}
