import { getCloudflareContext } from "@opennextjs/cloudflare";
import { D1NextModeTagCache } from "@opennextjs/cloudflare/overrides/tag-cache/d1-next-tag-cache";

// Every cached read of a page is checked against the D1 tag cache after its get, and OpenNext's
// D1 tag cache asks D1 once per check for the tags it has not seen in this request: four round
// trips to D1's primary for a signed-in reader's article (article, channels, features,
// comments). This answers the checks a render makes together with one query: a check waits
// one turn of the event loop for the others, then one query fills OpenNext's own per-request
// record with all of their tags, and OpenNext's check runs on it unchanged, asking D1 nothing.
// Freshness is unchanged: every value is still read after the check was asked for.

type Row = [tag: string, revalidatedAt: number | null, stale: number | null, expire: number | null];
type TagValue = { revalidatedAt: number; stale: number | null; expire: number | null } | null;

/** The tags asked for since the last query went out, and that query's turn. */
type Batch = { waiting: Set<string>; turn?: Promise<boolean> };

// keyed by the request's record (OpenNext's per-request map), so a batch is one request's
const batches = new WeakMap<Map<string, TagValue>, Batch>();

const tagCacheDisabled = () =>
  Boolean(
    (globalThis as { openNextConfig?: { dangerous?: { disableTagCache?: boolean } } }).openNextConfig?.dangerous
      ?.disableTagCache,
  );

const nextTurn = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

export class BatchedD1TagCache extends D1NextModeTagCache {
  override async hasBeenRevalidated(tags: string[], lastModified?: number) {
    await this.prefetch(tags);
    return super.hasBeenRevalidated(tags, lastModified);
  }

  override async isStale(tags: string[], lastModified?: number) {
    await this.prefetch(tags);
    return super.isStale(tags, lastModified);
  }

  override async getLastRevalidated(tags: string[]) {
    await this.prefetch(tags);
    return super.getLastRevalidated(tags);
  }

  /**
   * Puts the tags' values in the request's record, with those of every other check asked in
   * the same turn. Without a request (a build) or after a failed query it leaves the record
   * as it is, and OpenNext's check asks D1 itself.
   */
  private async prefetch(tags: string[]) {
    const known = this.getItemsCache();
    if (!known || tags.length === 0 || tagCacheDisabled()) return;
    let batch = batches.get(known);
    if (!batch) {
      batch = { waiting: new Set() };
      batches.set(known, batch);
    }
    for (;;) {
      const missing = tags.filter((tag) => !known.has(tag));
      if (missing.length === 0) return;
      for (const tag of missing) batch.waiting.add(tag);
      const current = batch;
      current.turn ??= nextTurn().then(() => this.load(known, current));
      // a tag asked for after a query went out waits for the next one
      if (!(await current.turn)) return;
    }
  }

  /** One query for every tag waiting; false when D1 could not answer. */
  private async load(known: Map<string, TagValue>, batch: Batch): Promise<boolean> {
    const tags = [...batch.waiting];
    batch.waiting.clear();
    batch.turn = undefined;
    const db = getCloudflareContext().env.NEXT_TAG_CACHE_D1;
    if (!db || tags.length === 0) return false;
    const byKey = new Map(tags.map((tag) => [this.getCacheKey(tag), tag]));
    try {
      const rows = await db
        .prepare(
          "SELECT tag, revalidatedAt, stale, expire FROM revalidations WHERE tag IN (SELECT value FROM json_each(?1))",
        )
        .bind(JSON.stringify([...byKey.keys()]))
        .raw<Row>();
      for (const tag of tags) known.set(tag, null);
      for (const [key, revalidatedAt, stale, expire] of rows) {
        const tag = byKey.get(key);
        if (tag !== undefined) known.set(tag, { revalidatedAt: revalidatedAt ?? 0, stale, expire });
      }
      return true;
    } catch (error) {
      console.error("The tag cache could not be read in one query.", error);
      return false;
    }
  }
}

export default new BatchedD1TagCache();
