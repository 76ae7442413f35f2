import { currentBuildId } from "@/server/cache/tag-purges";

// A purge from the worker's side: the fediverse's writes (a reply, a like arriving) change what
// an article's page shows, but they happen in the queue's consumer, outside Next, where
// revalidateTag cannot run. A purge is only a row in OpenNext's D1 tag cache (`revalidations`,
// keyed `<build id>/<tag>`, written as revalidateTag(tag, { expire: 0 }) writes it), which both
// Next's cached reads and the visitors' kept pages (server/cache/visitor-pages.ts) consult.

export type PurgeEnv = Pick<Cloudflare.Env, "NEXT_TAG_CACHE_D1" | "ASSETS">;

/** Purges `tags` now; without a tag cache (a test without the binding) there is nothing to purge. */
export async function purgeTags(env: PurgeEnv, tags: readonly string[]): Promise<void> {
  const db = env.NEXT_TAG_CACHE_D1;
  if (!db || tags.length === 0) return;
  try {
    const prefix = `${await currentBuildId(env as CloudflareEnv)}/`;
    const now = Date.now();
    await db.batch(
      tags.map((tag) =>
        db
          .prepare("INSERT INTO revalidations (tag, revalidatedAt, stale, expire) VALUES (?, ?, ?, ?)")
          .bind(prefix + tag, now, now, now),
      ),
    );
  } catch (error) {
    // a page kept a little longer is better than a reply lost: the write stands either way
    console.error("The fediverse's purge could not reach the tag cache.", error);
  }
}
