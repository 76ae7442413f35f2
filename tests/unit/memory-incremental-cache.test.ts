import composableCache from "@opennextjs/aws/adapters/composable-cache.js";
import type { IncrementalCache, NextModeTagCache } from "@opennextjs/aws/types/overrides.js";
import { afterEach, describe, expect, it } from "vitest";
import { withMemory } from "@/lib/cache/memory-incremental-cache";

// The store: what R2 does for these calls (an entry with the time it was written), counting gets.
function countingStore() {
  const entries = new Map<string, { text: string; lastModified: number }>();
  let clock = 1_000;
  const store = {
    name: "store",
    gets: 0,
    tick: () => {
      clock += 1_000;
      return clock;
    },
    now: () => clock,
    async get(key: string) {
      store.gets += 1;
      const entry = entries.get(key);
      return entry ? { value: JSON.parse(entry.text), lastModified: entry.lastModified } : null;
    },
    async set(key: string, value: unknown) {
      entries.set(key, { text: JSON.stringify(value), lastModified: clock });
    },
    async delete(key: string) {
      entries.delete(key);
    },
  };
  return store;
}

const entry = (value: string, tags: string[]) => ({
  value,
  tags,
  stale: 60,
  timestamp: 1,
  expire: 3600,
  revalidate: 60,
});

describe("withMemory", () => {
  it("answers a composable entry it has read once without asking the store again", async () => {
    const store = countingStore();
    await store.set("k", entry("a", ["article:1"]));
    const cache = withMemory(store as unknown as IncrementalCache);
    const first = await cache.get("k", "composable");
    const second = await cache.get("k", "composable");
    expect(store.gets).toBe(1);
    expect(second).toEqual(first);
    // a copy per get: changing one answer leaves the kept entry as it was
    (second?.value as { value: string }).value = "changed";
    expect((await cache.get("k", "composable"))?.value?.value).toBe("a");
  });

  it("keeps what it writes, dated no later than the store's copy", async () => {
    const store = countingStore();
    const cache = withMemory(store as unknown as IncrementalCache, undefined, store.now);
    await cache.set("k", entry("b", []), "composable");
    const kept = await cache.get("k", "composable");
    expect(store.gets).toBe(0);
    expect(kept?.value?.value).toBe("b");
    expect(kept?.lastModified).toBeLessThanOrEqual((await store.get("k"))?.lastModified ?? 0);
  });

  it("leaves other kinds of entry to the store, and forgets deleted ones", async () => {
    const store = countingStore();
    const cache = withMemory(store as unknown as IncrementalCache);
    await store.set("page", { type: "app", html: "<p>" });
    await cache.get("page", "cache");
    await cache.get("page", "cache");
    expect(store.gets).toBe(2);
    await store.set("k", entry("c", []));
    await cache.get("k", "composable");
    await cache.delete("k");
    expect(await cache.get("k", "composable")).toBeNull();
  });

  it("drops the least recently used entries past its budget", async () => {
    const store = countingStore();
    for (const key of ["a", "b", "c"]) await store.set(key, entry(key.repeat(40), []));
    const size = JSON.stringify(entry("a".repeat(40), [])).length;
    const cache = withMemory(store as unknown as IncrementalCache, size * 2);
    await cache.get("a", "composable");
    await cache.get("b", "composable");
    await cache.get("a", "composable"); // a is now the most recent
    await cache.get("c", "composable"); // over budget: b goes
    const before = store.gets;
    await cache.get("a", "composable");
    await cache.get("c", "composable");
    expect(store.gets).toBe(before);
    await cache.get("b", "composable");
    expect(store.gets).toBe(before + 1);
  });
});

describe("withMemory under OpenNext's composable cache", () => {
  // what OpenNext's server sets up before any get (its Next version decides the stale check)
  const globals = globalThis as unknown as {
    incrementalCache?: IncrementalCache;
    tagCache?: NextModeTagCache;
    nextVersion?: string;
    openNextConfig?: object;
  };
  afterEach(() => {
    delete globals.incrementalCache;
    delete globals.tagCache;
    delete globals.nextVersion;
    delete globals.openNextConfig;
  });

  /** OpenNext's globals with a tag cache whose purges are the map answered: tag → when purged. */
  function openNextGlobals() {
    const revalidated = new Map<string, number>();
    globals.nextVersion = "16.4.6";
    globals.openNextConfig = {};
    globals.tagCache = {
      name: "tags",
      mode: "nextMode",
      getLastRevalidated: async (tags) => Math.max(0, ...tags.map((t) => revalidated.get(t) ?? 0)),
      hasBeenRevalidated: async (tags, lastModified) =>
        tags.some((t) => (revalidated.get(t) ?? 0) > (lastModified ?? Date.now())),
      isStale: async () => false,
      writeTags: async () => {},
    } as NextModeTagCache;
    return revalidated;
  }

  it("misses once a tag of the entry is purged, though the entry is in memory, and keeps the new one", async () => {
    const store = countingStore();
    const revalidated = openNextGlobals();
    globals.incrementalCache = withMemory(store as unknown as IncrementalCache, undefined, store.now);
    // Next hands the value over as a stream (Node's types and the DOM's differ on streams)
    type Pending = Parameters<typeof composableCache.set>[1];
    const pending = (text: string) =>
      Promise.resolve({ ...entry("", ["article:1"]), value: new Response(text).body }) as unknown as Pending;
    const read = async () => {
      const got = await composableCache.get("k");
      return got ? await new Response(got.value as unknown as BodyInit).text() : undefined;
    };

    await composableCache.set("k", pending("old"));
    expect(await read()).toBe("old");
    expect(store.gets).toBe(0);

    // a mutation purges the article's tag after the entry was written
    revalidated.set("article:1", store.tick());
    expect(await read()).toBeUndefined();

    // the page computes it afresh; the new entry is served, from memory
    store.tick();
    await composableCache.set("k", pending("new"));
    expect(await read()).toBe("new");
    expect(store.gets).toBe(1);
    expect(await read()).toBe("new");
    expect(store.gets).toBe(1);
  });

  it("takes from the store what another isolate computed after a purge, rather than computing it again", async () => {
    const store = countingStore();
    const revalidated = openNextGlobals();
    const here = withMemory(store as unknown as IncrementalCache, undefined, store.now);
    const there = withMemory(store as unknown as IncrementalCache, undefined, store.now);
    globals.incrementalCache = here;
    const read = async () => {
      const got = await composableCache.get("k");
      return got ? await new Response(got.value as unknown as BodyInit).text() : undefined;
    };

    await there.set("k", entry("old", ["article:1"]), "composable");
    expect(await read()).toBe("old");
    expect(await read()).toBe("old");
    expect(store.gets).toBe(1);

    // purged; the other isolate computes the entry afresh and stores it
    revalidated.set("article:1", store.tick());
    store.tick();
    await there.set("k", entry("new", ["article:1"]), "composable");
    expect(await read()).toBe("new");
    expect(store.gets).toBe(2);
  });
});
