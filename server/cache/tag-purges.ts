// When the tags of a kept page were last purged: OpenNext's D1 tag cache, read the way OpenNext
// writes it, from the worker in front of OpenNext (which a kept page's answer never loads).

let buildId: string | undefined;

/**
 * The newest purge of any of the tags, in ms (0 for none), by OpenNext's tag cache table and
 * keys (`<build id>/<tag>`); undefined when it cannot be told, and the page is rendered.
 */
export async function lastPurge(env: CloudflareEnv, tags: string[]): Promise<number | undefined> {
  // a page that read nothing (the about pages) has nothing to ask about
  if (tags.length === 0) return 0;
  const db = env.NEXT_TAG_CACHE_D1;
  if (!db) return undefined;
  try {
    const prefix = `${await currentBuildId(env)}/`;
    const row = await db
      .prepare(
        "SELECT MAX(revalidatedAt) AS at FROM revalidations WHERE tag IN (SELECT ?1 || value FROM json_each(?2))",
      )
      .bind(prefix, JSON.stringify(tags))
      .first<{ at: number | null }>();
    return row?.at ?? 0;
  } catch (error) {
    console.error("The visitors' page cache could not read the tag cache.", error);
    return undefined;
  }
}

/**
 * The build id OpenNext prefixes tags with: its own, once its bundle has run in this isolate;
 * before that (a hit in a fresh isolate), the BUILD_ID file it publishes with the assets.
 */
export async function currentBuildId(env: CloudflareEnv): Promise<string> {
  const ours = process.env.OPEN_NEXT_BUILD_ID;
  if (ours) return ours;
  if (buildId === undefined) {
    if (!env.ASSETS) throw new Error("No ASSETS binding to read BUILD_ID from.");
    const response = await env.ASSETS.fetch(new Request("http://assets.local/BUILD_ID"));
    if (!response.ok) throw new Error(`BUILD_ID answered HTTP ${response.status}`);
    buildId = (await response.text()).trim();
  }
  return buildId;
}
