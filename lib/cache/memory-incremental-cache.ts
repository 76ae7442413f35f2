import type {
  CacheEntryType,
  CacheValue,
  IncrementalCache,
  WithLastModified,
} from "@opennextjs/aws/types/overrides.js";

// Every page's `'use cache'` reads (lib/graphql/execute.ts) were each an R2 get: 2 to 6 per page,
// the largest share of a warm page's time (README, "Rendering and caching"). This keeps the
// entries an isolate has read or written in its own memory, in front of the store. Freshness is
// unchanged: OpenNext checks an entry's tags against the D1 tag cache after every get, wherever
// the entry came from, and a purge makes its `lastModified` too old, so the next request
// recomputes it and `set` replaces the copy here too. Time-based expiry (cacheLife) is judged
// by Next from the entry's own timestamp, which is the same in both places.

type TagCheck = { mode?: string; hasBeenRevalidated(tags: string[], lastModified?: number): Promise<boolean> };

/**
 * Whether a tag of a composable entry was purged after `lastModified`: OpenNext's own check,
 * which it makes again right after this get. The D1 tag cache keeps its answers for the
 * request, so asking here first costs no second query.
 */
async function purgedSince(value: unknown, lastModified: number): Promise<boolean> {
  const tagCache = (globalThis as { tagCache?: TagCheck }).tagCache;
  const tags = (value as { tags?: unknown } | null)?.tags;
  if (tagCache?.mode !== "nextMode" || !Array.isArray(tags) || tags.length === 0) return false;
  return tagCache.hasBeenRevalidated(tags, lastModified);
}

/** Characters of entry text kept per isolate (UTF-16, so about twice this in bytes). */
export const MEMORY_BUDGET_CHARS = 8 * 1024 * 1024;

type Kept = { text: string; lastModified: number };

/**
 * `store` with the composable (`'use cache'`) entries also held in memory, least recently used
 * dropped first past `budget` characters. Other kinds of entry go to the store alone.
 */
export function withMemory(
  store: IncrementalCache,
  budget = MEMORY_BUDGET_CHARS,
  now: () => number = Date.now,
): IncrementalCache {
  const kept = new Map<string, Kept>();
  let size = 0;

  const drop = (key: string) => {
    const old = kept.get(key);
    if (!old) return;
    kept.delete(key);
    size -= old.text.length;
  };
  const keep = (key: string, text: string, lastModified: number) => {
    drop(key);
    if (text.length > budget) return;
    kept.set(key, { text, lastModified });
    size += text.length;
    for (const oldest of kept.keys()) {
      if (size <= budget) break;
      drop(oldest);
    }
  };

  return {
    // the store's own name: `opennextjs-cloudflare` preview and deploy choose by it how to put
    // the build's prerendered entries (robots.txt, the sitemap, not-found) in the store
    name: store.name,
    async get<CacheType extends CacheEntryType = "cache">(
      key: string,
      cacheType?: CacheType,
    ): Promise<WithLastModified<CacheValue<CacheType>> | null> {
      if (cacheType !== "composable") return store.get(key, cacheType);
      const hit = kept.get(key);
      if (hit) {
        // parsed afresh per get, as the store's answer is: callers may change what they get
        const value = JSON.parse(hit.text);
        if (!(await purgedSince(value, hit.lastModified))) {
          // most recently used last: the map's order is the eviction order
          kept.delete(key);
          kept.set(key, hit);
          return { value, lastModified: hit.lastModified };
        }
        // purged since this copy was made: another isolate may have stored the entry afresh
        // since, which the store has, rather than every isolate computing it once again
        drop(key);
      }
      const entry = await store.get(key, cacheType);
      if (entry?.value && typeof entry.lastModified === "number") {
        keep(key, JSON.stringify(entry.value), entry.lastModified);
      }
      return entry;
    },
    async set<CacheType extends CacheEntryType = "cache">(
      key: string,
      value: CacheValue<CacheType>,
      cacheType?: CacheType,
    ): Promise<void> {
      if (cacheType !== "composable") return store.set(key, value, cacheType);
      // dated no later than the store's copy (its upload time), so that a purge landing while
      // the write is under way judges this copy at least as strictly as that one
      const written = now();
      drop(key);
      await store.set(key, value, cacheType);
      keep(key, JSON.stringify(value), written);
    },
    async delete(key: string): Promise<void> {
      drop(key);
      await store.delete(key);
    },
  };
}
