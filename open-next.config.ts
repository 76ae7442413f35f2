import { defineCloudflareConfig } from "@opennextjs/cloudflare";
import r2IncrementalCache from "@opennextjs/cloudflare/overrides/incremental-cache/r2-incremental-cache";
import memoryQueue from "@opennextjs/cloudflare/overrides/queue/memory-queue";
import { softTagFilter, withFilter } from "@opennextjs/cloudflare/overrides/tag-cache/tag-cache-filter";
import batchedTagCache from "./lib/cache/batched-tag-cache";
import { withMemory } from "./lib/cache/memory-incremental-cache";

export default defineCloudflareConfig({
  // the isolate's memory in front of R2 (lib/cache/memory-incremental-cache.ts): a page's cached
  // reads were an R2 get each; the D1 tag check after each get keeps them fresh
  incrementalCache: withMemory(r2IncrementalCache),
  // Next's implicit per-path tags (_N_T_/…) are written only by revalidatePath, which nothing
  // here calls, so asking D1 for them is a round trip per page that never finds a row. The
  // filter leaves them out. It also renames the tag cache, and `opennextjs-cloudflare` preview
  // and deploy find the D1 tag cache by its name to create its `revalidations` table (a fresh
  // database got none, and every purge failed), so the name is D1's own again (OpenNext
  // 1.20.13). CI's browser tests start on a fresh database, and cache-purge.spec fails without it.
  // The D1 tag cache answers a render's checks together, one query for all (lib/cache/batched-tag-cache.ts).
  tagCache: { ...withFilter({ tagCache: batchedTagCache, filterFn: softTagFilter }), name: batchedTagCache.name },
  queue: memoryQueue,
});
