import { env } from "cloudflare:test";
import { AsyncLocalStorage } from "node:async_hooks";
import { RequestCache } from "@opennextjs/aws/utils/requestCache.js";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { BatchedD1TagCache } from "@/lib/cache/batched-tag-cache";

// The tag cache on the local D1 database OpenNext's tag cache uses, in the table and keys
// OpenNext writes: run as a render runs it, inside OpenNext's per-request store, with the
// statements D1 is sent counted.

const db = env.NEXT_TAG_CACHE_D1 as D1Database;
const BUILD = "no-build-id"; // OpenNext's key prefix when no build id is set
const sent: string[] = [];
const als = new AsyncLocalStorage<{ requestCache: RequestCache }>();
const contextKey = Symbol.for("__cloudflare-context__");
const holder = globalThis as Record<PropertyKey, unknown>;

// the real binding, with each prepared statement's text noted as it goes out
const countedDb = new Proxy(db, {
  get(target, name) {
    if (name === "prepare") {
      return (sql: string) => {
        sent.push(sql);
        return target.prepare(sql);
      };
    }
    const value = Reflect.get(target, name);
    return typeof value === "function" ? value.bind(target) : value;
  },
});

beforeAll(async () => {
  await db.exec(
    "CREATE TABLE IF NOT EXISTS revalidations (tag TEXT NOT NULL, revalidatedAt INTEGER NOT NULL, stale INTEGER, expire INTEGER, UNIQUE(tag) ON CONFLICT REPLACE)",
  );
  holder[contextKey] = { env: { ...env, NEXT_TAG_CACHE_D1: countedDb }, ctx: {}, cf: undefined };
  holder.__openNextAls = als;
  holder.openNextConfig = {}; // what OpenNext's runtime sets: no `dangerous` options
});

afterAll(() => {
  delete holder[contextKey];
  delete holder.__openNextAls;
  delete holder.openNextConfig;
});

beforeEach(async () => {
  await db.exec("DELETE FROM revalidations");
  sent.length = 0;
});

const purge = (tag: string, at: number) =>
  db
    .prepare("INSERT INTO revalidations (tag, revalidatedAt, stale, expire) VALUES (?, ?, ?, NULL)")
    .bind(`${BUILD}/${tag}`, at, at)
    .run();

/** `run` as one request. */
const inRequest = <T>(run: () => Promise<T>) => als.run({ requestCache: new RequestCache() }, run);

describe("the batched D1 tag cache", () => {
  it("answers a render's checks asked together with one query, each check its own answer", async () => {
    await purge("article:1", 2_000);
    await purge("user:9", 500);
    const cache = new BatchedD1TagCache();
    const answers = await inRequest(() =>
      Promise.all([
        cache.hasBeenRevalidated(["article:1", "user:2"], 1_000),
        cache.hasBeenRevalidated(["channels", "user:9"], 1_000),
        cache.hasBeenRevalidated(["features"], 1_000),
        cache.getLastRevalidated(["article:1", "user:9"]),
      ]),
    );
    expect(answers).toEqual([true, false, false, 2_000]);
    expect(sent).toHaveLength(1);
  });

  it("asks again for tags first asked after the query went out, and never again for the same tag", async () => {
    await purge("comments:1", 3_000);
    const cache = new BatchedD1TagCache();
    await inRequest(async () => {
      expect(await cache.hasBeenRevalidated(["article:1"], 1_000)).toBe(false);
      expect(await cache.hasBeenRevalidated(["comments:1", "article:1"], 1_000)).toBe(true);
      expect(await cache.isStale(["comments:1"], 1_000)).toBe(true);
    });
    expect(sent).toHaveLength(2);
  });

  it("sees a purge made after an earlier request read the same tags", async () => {
    const cache = new BatchedD1TagCache();
    expect(await inRequest(() => cache.hasBeenRevalidated(["article:7"], 1_000))).toBe(false);
    await purge("article:7", 5_000);
    expect(await inRequest(() => cache.hasBeenRevalidated(["article:7"], 1_000))).toBe(true);
    expect(sent).toHaveLength(2);
  });

  it("keeps two simultaneous requests' batches apart", async () => {
    await purge("tag:1", 4_000);
    const cache = new BatchedD1TagCache();
    const [a, b] = await Promise.all([
      inRequest(() => cache.hasBeenRevalidated(["tag:1"], 5_000)),
      inRequest(() => cache.hasBeenRevalidated(["tag:1"], 3_000)),
    ]);
    expect([a, b]).toEqual([false, true]);
    expect(sent).toHaveLength(2);
  });
});
