import { defineCloudflareConfig } from "@opennextjs/cloudflare";
import r2IncrementalCache from "@opennextjs/cloudflare/overrides/incremental-cache/r2-incremental-cache";
import memoryQueue from "@opennextjs/cloudflare/overrides/queue/memory-queue";
import d1NextTagCache from "@opennextjs/cloudflare/overrides/tag-cache/d1-next-tag-cache";
import { softTagFilter, withFilter } from "@opennextjs/cloudflare/overrides/tag-cache/tag-cache-filter";

export default defineCloudflareConfig({
  incrementalCache: r2IncrementalCache,
  // Next's implicit per-path tags (`_N_T_/…`) change only through revalidatePath, which nothing
  // here calls (purges are revalidateTag with lib/cache/tags.ts): checking them was a D1 query
  // on every page for tags that are never written
  tagCache: withFilter({ tagCache: d1NextTagCache, filterFn: softTagFilter }),
  queue: memoryQueue,
});
