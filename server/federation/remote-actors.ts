import type { Actor } from "@fedify/fedify/vocab";

// Remote actors as we last saw them (federation_remote_actors): the one place an actor Fedify
// fetched becomes a row, so replies, follows, timelines and reports all name the same actor.

export type RemoteActorRow = {
  id: number;
  uri: string;
  handle: string | null;
  preferredUsername: string | null;
  name: string | null;
  summary: string;
  url: string | null;
  avatarUrl: string | null;
  inbox: string;
  sharedInbox: string | null;
  domain: string;
  fetchedAt: number;
};

const COLUMNS =
  "id, uri, handle, preferred_username AS preferredUsername, name, summary, url, avatar_url AS avatarUrl, " +
  "inbox, shared_inbox AS sharedInbox, domain, fetched_at AS fetchedAt";

/**
 * Keeps (or refreshes) an actor Fedify fetched and verified, and answers its row. One upsert, so
 * two activities from a new actor at once leave one row. Null for an actor without an inbox,
 * which nobody can answer.
 */
export async function rememberActor(
  db: D1Database,
  actor: Actor,
  handle?: string | null,
): Promise<RemoteActorRow | null> {
  if (!actor.id || !actor.inboxId) return null;
  const icon = await actor.getIcon().catch(() => null);
  const username = actor.preferredUsername?.toString() ?? null;
  const domain = actor.id.hostname.toLowerCase();
  return db
    .prepare(
      "INSERT INTO federation_remote_actors (uri, handle, preferred_username, name, summary, url, avatar_url, inbox, " +
        "shared_inbox, domain, fetched_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (uri) DO UPDATE SET " +
        "handle = coalesce(excluded.handle, handle), preferred_username = excluded.preferred_username, name = excluded.name, " +
        "summary = excluded.summary, url = excluded.url, avatar_url = excluded.avatar_url, inbox = excluded.inbox, " +
        `shared_inbox = excluded.shared_inbox, fetched_at = excluded.fetched_at RETURNING ${COLUMNS}`,
    )
    .bind(
      actor.id.href,
      handle ?? (username ? `${username}@${actor.id.host}` : null),
      username,
      actor.name?.toString() ?? null,
      actor.summary?.toString() ?? "",
      hrefOf(actor.url),
      icon?.url instanceof URL ? icon.url.href : hrefOf(icon?.url),
      actor.inboxId.href,
      actor.endpoints?.sharedInbox?.href ?? null,
      domain,
      Date.now(),
    )
    .first<RemoteActorRow>();
}

export function remoteActorByUri(db: D1Database, uri: string): Promise<RemoteActorRow | null> {
  return db.prepare(`SELECT ${COLUMNS} FROM federation_remote_actors WHERE uri = ?`).bind(uri).first<RemoteActorRow>();
}

function hrefOf(value: unknown): string | null {
  if (value instanceof URL) return value.href;
  if (value && typeof value === "object" && "href" in value && value.href instanceof URL) return value.href.href;
  return null;
}
