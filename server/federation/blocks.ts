// Who may not reach whom: an instance an admin blocked (federation_domain_blocks) reaches
// nobody here, and a remote actor a person blocked (federation_actor_blocks) does not reach
// them. Asked before anything an activity would write, and before anything is sent.

/** The lower-case host of an actor's URI, as blocks name it. */
export function domainOf(uri: string): string | null {
  return URL.canParse(uri) ? new URL(uri).hostname.toLowerCase() : null;
}

/** Whether an admin blocked the instance that `actorUri` lives on. */
export async function isDomainBlocked(db: D1Database, actorUri: string): Promise<boolean> {
  const domain = domainOf(actorUri);
  if (!domain) return true;
  const row = await db.prepare("SELECT 1 AS hit FROM federation_domain_blocks WHERE domain = ?").bind(domain).first();
  return row !== null;
}

/** Whether `actorUri` may reach the person `userId`: its instance not blocked, nor it by them. */
export async function mayReach(db: D1Database, actorUri: string, userId: number): Promise<boolean> {
  const domain = domainOf(actorUri);
  if (!domain) return false;
  const row = await db
    .prepare(
      "SELECT (SELECT count(*) FROM federation_domain_blocks WHERE domain = ?) + " +
        "(SELECT count(*) FROM federation_actor_blocks WHERE user_id = ? AND actor_uri = ?) AS blocks",
    )
    .bind(domain, userId, actorUri)
    .first<{ blocks: number }>();
  return (row?.blocks ?? 1) === 0;
}
