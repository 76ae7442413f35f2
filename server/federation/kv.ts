import type { KvKey, KvStore, KvStoreListEntry, KvStoreSetOptions } from "@fedify/fedify";

// Fedify's key-value store on D1 (table federation_kv): its caches of remote documents and
// public keys and the inbox's marks of activities already seen. Plain D1 statements: this runs
// in worker.ts's bundle, which has no `server-only` (and needs no Drizzle here).

const encode = (key: KvKey) => JSON.stringify(key);
const expiry = (options?: KvStoreSetOptions) =>
  options?.ttl ? Date.now() + options.ttl.total({ unit: "milliseconds" }) : null;
const LIVE = "(expires_at IS NULL OR expires_at > ?)";

export class D1KvStore implements KvStore {
  constructor(private readonly db: D1Database) {}

  async get<T = unknown>(key: KvKey): Promise<T | undefined> {
    const row = await this.db
      .prepare(`SELECT value FROM federation_kv WHERE key = ? AND ${LIVE}`)
      .bind(encode(key), Date.now())
      .first<{ value: string }>();
    return row ? (JSON.parse(row.value) as T) : undefined;
  }

  async set(key: KvKey, value: unknown, options?: KvStoreSetOptions): Promise<void> {
    await this.db
      .prepare(
        "INSERT INTO federation_kv (key, value, expires_at) VALUES (?, ?, ?) " +
          "ON CONFLICT (key) DO UPDATE SET value = excluded.value, expires_at = excluded.expires_at",
      )
      .bind(encode(key), JSON.stringify(value), expiry(options))
      .run();
  }

  async delete(key: KvKey): Promise<void> {
    await this.db.prepare("DELETE FROM federation_kv WHERE key = ?").bind(encode(key)).run();
  }

  /**
   * Compare-and-swap as one conditional statement: the row changes only if it still holds the
   * expected value (or is absent or expired when undefined is expected).
   */
  async cas(key: KvKey, expected: unknown, next: unknown, options?: KvStoreSetOptions): Promise<boolean> {
    const now = Date.now();
    const k = encode(key);
    const value = JSON.stringify(next);
    const result =
      expected === undefined
        ? await this.db
            .prepare(
              "INSERT INTO federation_kv (key, value, expires_at) VALUES (?, ?, ?) " +
                "ON CONFLICT (key) DO UPDATE SET value = excluded.value, expires_at = excluded.expires_at " +
                "WHERE federation_kv.expires_at IS NOT NULL AND federation_kv.expires_at <= ?",
            )
            .bind(k, value, expiry(options), now)
            .run()
        : await this.db
            .prepare(`UPDATE federation_kv SET value = ?, expires_at = ? WHERE key = ? AND value = ? AND ${LIVE}`)
            .bind(value, expiry(options), k, JSON.stringify(expected), now)
            .run();
    return result.meta.changes > 0;
  }

  async *list(prefix?: KvKey): AsyncIterable<KvStoreListEntry> {
    // a key array's JSON starts with its prefix's JSON minus the closing bracket, then a comma
    const exact = prefix ? encode(prefix) : null;
    const start = exact ? `${exact.slice(0, -1)},` : "[";
    const { results } = await this.db
      .prepare(
        `SELECT key, value FROM federation_kv WHERE (key = ? OR (key >= ? AND key < ?)) AND ${LIVE} ORDER BY key`,
      )
      .bind(exact, start, `${start}\uffff`, Date.now())
      .all<{ key: string; value: string }>();
    for (const row of results) yield { key: JSON.parse(row.key) as KvKey, value: JSON.parse(row.value) };
  }
}
