import { env } from "cloudflare:workers";
import { Temporal } from "@js-temporal/polyfill";
import { describe, expect, it } from "vitest";
import { D1KvStore } from "@/server/federation/kv";

// Fedify's key-value store on D1 (server/federation/kv.ts): what Fedify relies on for its caches
// and for recognizing an activity it has already received.

const kv = () => new D1KvStore(env.DB);
const unique = () => crypto.randomUUID();

describe("D1KvStore", () => {
  it("keeps, replaces and forgets values under key arrays", async () => {
    const key = ["_test", unique()] as const;
    expect(await kv().get(key)).toBeUndefined();
    await kv().set(key, { a: 1 });
    expect(await kv().get(key)).toEqual({ a: 1 });
    await kv().set(key, ["b"]);
    expect(await kv().get(key)).toEqual(["b"]);
    await kv().delete(key);
    expect(await kv().get(key)).toBeUndefined();
  });

  it("lets a value expire after its ttl", async () => {
    const key = ["_test", unique()] as const;
    await kv().set(key, "brief", { ttl: Temporal.Duration.from({ milliseconds: 1 }) });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await kv().get(key)).toBeUndefined();
  });

  it("swaps only from the expected value, once when two try at once", async () => {
    const key = ["_test", unique()] as const;
    const results = await Promise.all([kv().cas(key, undefined, "first"), kv().cas(key, undefined, "second")]);
    expect(results.filter(Boolean)).toHaveLength(1);
    const held = await kv().get<string>(key);
    expect(await kv().cas(key, "nothing like it", "third")).toBe(false);
    expect(await kv().cas(key, held, "third")).toBe(true);
    expect(await kv().get(key)).toBe("third");
  });

  it("lists the keys under a prefix, and nothing beside it", async () => {
    const space = unique();
    await kv().set(["_test", space, "a"], 1);
    await kv().set(["_test", space, "b", "c"], 2);
    await kv().set(["_test", `${space}x`, "a"], 3);
    const listed = [];
    for await (const entry of kv().list(["_test", space])) listed.push(entry);
    expect(listed).toEqual([
      { key: ["_test", space, "a"], value: 1 },
      { key: ["_test", space, "b", "c"], value: 2 },
    ]);
  });
});
