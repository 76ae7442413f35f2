// What a page read while it rendered, for the worker's cache of visitors' pages
// (server/cache/visitor-pages.ts). The worker and the app are two bundles with two copies of
// every module; what they share per request is the ExecutionContext object the worker hands
// OpenNext, which `getCloudflareContext()` returns inside the render. So the record lives in a
// WeakMap on the global object under a registered symbol, keyed by that object: both copies of
// this module find the same map, and a request's record goes with its context.

/** The cache tags of every shared read the page made, and whether it read anything else. */
export type PageReads = {
  readonly tags: Set<string>;
  /**
   * A read that no tag stands for (a viewer's own, or an uncached one): the page cannot be
   * kept, as no purge would reach what it showed.
   */
  untracked: boolean;
  /** When the page shows something else with no write to purge it (ms): kept no longer. */
  changesAt?: number;
};

const REGISTRY = Symbol.for("margins.page-reads");

function registry(): WeakMap<object, PageReads> {
  const holder = globalThis as { [REGISTRY]?: WeakMap<object, PageReads> };
  holder[REGISTRY] ??= new WeakMap();
  return holder[REGISTRY];
}

/** The worker, before it renders a page it may keep: from here on the page's reads are noted. */
export function watchPageReads(context: object): PageReads {
  const reads: PageReads = { tags: new Set(), untracked: false };
  registry().set(context, reads);
  return reads;
}

/** A shared read's tags (a no-op for a page nobody watches: a signed-in reader's). */
export function notePageTags(context: object, tags: Iterable<string>): void {
  const reads = registry().get(context);
  if (reads) for (const tag of tags) reads.tags.add(tag);
}

/** A read no tag stands for. */
export function noteUntrackedRead(context: object): void {
  const reads = registry().get(context);
  if (reads) reads.untracked = true;
}

/** The moment the page changes by the clock alone (a shuffle of the minute); the earliest wins. */
export function notePageChangesAt(context: object, at: number): void {
  const reads = registry().get(context);
  if (reads && (reads.changesAt === undefined || at < reads.changesAt)) reads.changesAt = at;
}
