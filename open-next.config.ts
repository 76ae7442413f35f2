import { defineCloudflareConfig } from "@opennextjs/cloudflare";
import r2IncrementalCache from "@opennextjs/cloudflare/overrides/incremental-cache/r2-incremental-cache";
import memoryQueue from "@opennextjs/cloudflare/overrides/queue/memory-queue";
import d1NextTagCache from "@opennextjs/cloudflare/overrides/tag-cache/d1-next-tag-cache";

export default defineCloudflareConfig({
  incrementalCache: r2IncrementalCache,
  // Not wrapped in OpenNext's withFilter(softTagFilter), which would save the D1 query for Next's
  // per-path tags on every page: the wrapper renames the tag cache, and `opennextjs-cloudflare`
  // preview and deploy recognise the D1 tag cache by its name to create its `revalidations`
  // table, so a fresh database got none and every purge failed (OpenNext 1.20.13).
  tagCache: d1NextTagCache,
  queue: memoryQueue,
});
