import "server-only";
import { and, eq, sql } from "drizzle-orm";
import type { RemoteActorRow } from "@/server/federation/remote-actors";
import { changesOf, type Db } from "../client";
import { federationActorBlocks, federationFollowing } from "../schema";

// A reader here and the fediverse (issue 38, server/db/schema/federation-social.ts): whom they
// follow, what they liked, boosted, blocked and reported, their notifications. Every write that
// a limit or a uniqueness guards is one conditional statement.

const ACTOR_COLUMNS = sql.raw(
  "ra.id, ra.uri, ra.handle, ra.preferred_username AS preferredUsername, ra.name, ra.summary, ra.url, " +
    "ra.avatar_url AS avatarUrl, ra.inbox, ra.shared_inbox AS sharedInbox, ra.domain, ra.fetched_at AS fetchedAt",
);

/** A remote actor we already know, by its URI or its handle (name@host, any case). */
export async function knownRemoteActor(
  db: Db,
  by: { uri: string } | { handle: string },
): Promise<RemoteActorRow | null> {
  const where = "uri" in by ? sql`ra.uri = ${by.uri}` : sql`lower(ra.handle) = lower(${by.handle})`;
  const rows = await db.all<RemoteActorRow>(
    sql`SELECT ${ACTOR_COLUMNS} FROM federation_remote_actors ra WHERE ${where} LIMIT 1`,
  );
  return rows[0] ?? null;
}

export type FollowOutcome = "created" | "exists" | "full";

/**
 * A pending follow, only while the person follows fewer than `max` (pending ones count): one
 * INSERT … SELECT … WHERE, so simultaneous follows cannot pass the limit together.
 */
export async function insertFollowing(
  db: Db,
  row: { userId: number; remoteActorId: number; followUri: string; max: number; now: number },
): Promise<FollowOutcome> {
  const result = await db.run(sql`
    INSERT INTO federation_following (user_id, remote_actor_id, state, follow_uri, created_at)
    SELECT ${row.userId}, ${row.remoteActorId}, 'pending', ${row.followUri}, ${row.now}
    WHERE (SELECT count(*) FROM federation_following WHERE user_id = ${row.userId}) < ${row.max}
    ON CONFLICT (user_id, remote_actor_id) DO NOTHING`);
  if (changesOf(result) > 0) return "created";
  const existing = await followingOf(db, row.userId, row.remoteActorId);
  return existing ? "exists" : "full";
}

export async function followingOf(db: Db, userId: number, remoteActorId: number) {
  const rows = await db.all<{ followUri: string; state: "pending" | "accepted" }>(sql`
    SELECT follow_uri AS followUri, state FROM federation_following
    WHERE user_id = ${userId} AND remote_actor_id = ${remoteActorId}`);
  return rows[0] ?? null;
}

/** The follow taken back (its Follow's id, for the Undo), or null when there was none. */
export async function deleteFollowing(db: Db, userId: number, remoteActorId: number): Promise<string | null> {
  const rows = await db.all<{ followUri: string }>(sql`
    DELETE FROM federation_following WHERE user_id = ${userId} AND remote_actor_id = ${remoteActorId}
    RETURNING follow_uri AS followUri`);
  return rows[0]?.followUri ?? null;
}

/** A post that arrived (not deleted), with who wrote it. */
export async function postByObjectUri(db: Db, objectUri: string) {
  const rows = await db.all<{ postId: number; objectUri: string } & RemoteActorRow>(sql`
    SELECT p.id AS postId, p.object_uri AS objectUri, ${ACTOR_COLUMNS}
    FROM federation_posts p JOIN federation_remote_actors ra ON ra.id = p.remote_actor_id
    WHERE p.object_uri = ${objectUri} AND p.deleted_at IS NULL`);
  return rows[0] ?? null;
}

export type EngagementKind = "like" | "announce";

/** A like or boost, once per person, post and kind: the activity id that stands (new or earlier). */
export async function insertEngagement(
  db: Db,
  row: { userId: number; postId: number; kind: EngagementKind; activityUri: string; now: number },
): Promise<{ activityUri: string; created: boolean }> {
  const inserted = await db.all<{ activityUri: string }>(sql`
    INSERT INTO federation_viewer_engagements (user_id, post_id, kind, activity_uri, created_at)
    VALUES (${row.userId}, ${row.postId}, ${row.kind}, ${row.activityUri}, ${row.now})
    ON CONFLICT (user_id, post_id, kind) DO NOTHING RETURNING activity_uri AS activityUri`);
  if (inserted[0]) return { activityUri: inserted[0].activityUri, created: true };
  const existing = await db.all<{ activityUri: string }>(sql`
    SELECT activity_uri AS activityUri FROM federation_viewer_engagements
    WHERE user_id = ${row.userId} AND post_id = ${row.postId} AND kind = ${row.kind}`);
  return { activityUri: existing[0]?.activityUri ?? row.activityUri, created: false };
}

/** The like or boost taken back: its activity id, for the Undo (null when there was none). */
export async function deleteEngagement(db: Db, userId: number, postId: number, kind: EngagementKind) {
  const rows = await db.all<{ activityUri: string }>(sql`
    DELETE FROM federation_viewer_engagements WHERE user_id = ${userId} AND post_id = ${postId} AND kind = ${kind}
    RETURNING activity_uri AS activityUri`);
  return rows[0]?.activityUri ?? null;
}

/** A block, and the follow of the blocked actor ended with it (one batch): whether it is new. */
export async function insertActorBlock(db: Db, userId: number, actor: { id: number; uri: string }, now: number) {
  const [blocked] = await db.batch([
    db
      .insert(federationActorBlocks)
      .values({ userId, actorUri: actor.uri, createdAt: now })
      .onConflictDoNothing()
      .returning({ userId: federationActorBlocks.userId }),
    db
      .delete(federationFollowing)
      .where(and(eq(federationFollowing.userId, userId), eq(federationFollowing.remoteActorId, actor.id))),
  ]);
  return blocked.length > 0;
}

export async function deleteActorBlock(db: Db, userId: number, actorUri: string) {
  const result = await db.run(
    sql`DELETE FROM federation_actor_blocks WHERE user_id = ${userId} AND actor_uri = ${actorUri}`,
  );
  return changesOf(result) > 0;
}

/** A person here reporting a remote actor (and maybe one of its posts) to the admins and its instance. */
export async function insertOutboundReport(
  db: Db,
  row: {
    userId: number;
    actor: RemoteActorRow;
    objectUri: string | null;
    activityUri: string;
    reason: string;
    now: number;
  },
) {
  await db.run(sql`
    INSERT INTO federation_reports (category, status, user_id, remote_actor_uri, remote_domain, object_uri, activity_uri, reason, created_at)
    VALUES ('outbound', 'open', ${row.userId}, ${row.actor.uri}, ${row.actor.domain}, ${row.objectUri}, ${row.activityUri},
      ${row.reason}, ${row.now})`);
}

/** Notifications read: the ones named (only the person's own), or all of them. */
export async function markNotificationsRead(db: Db, userId: number, ids: number[] | null): Promise<number> {
  const only = ids
    ? sql` AND id IN (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`
    : sql``;
  const result = await db.run(
    sql`UPDATE federation_notifications SET unread_count = 0 WHERE user_id = ${userId} AND unread_count > 0${only}`,
  );
  return changesOf(result);
}

export type FollowingRow = RemoteActorRow & { status: "pending" | "accepted" };

/** Whom the person follows (pending and accepted), newest first, at most `limit`. */
export async function followingList(db: Db, userId: number, limit: number): Promise<FollowingRow[]> {
  return db.all<FollowingRow>(sql`
    SELECT ${ACTOR_COLUMNS}, f.state AS status
    FROM federation_following f JOIN federation_remote_actors ra ON ra.id = f.remote_actor_id
    WHERE f.user_id = ${userId} ORDER BY f.created_at DESC, f.id DESC LIMIT ${limit}`);
}

export type TimelineRow = {
  objectUri: string;
  content: string;
  summary: string;
  postUrl: string | null;
  inReplyTo: string | null;
  publishedAt: number;
  likeActivityId: string | null;
  announceActivityId: string | null;
} & RemoteActorRow;

/**
 * The posts of the actors the person follows (accepted), newest first, with their own like and
 * boost of each; nothing deleted, nothing of an actor they blocked. One query.
 */
export async function timeline(db: Db, userId: number, limit: number): Promise<TimelineRow[]> {
  return db.all<TimelineRow>(sql`
    SELECT p.object_uri AS objectUri, p.content, p.summary, p.url AS postUrl, p.in_reply_to AS inReplyTo,
      p.published_at AS publishedAt, l.activity_uri AS likeActivityId, a.activity_uri AS announceActivityId, ${ACTOR_COLUMNS}
    FROM federation_following f
    JOIN federation_posts p ON p.remote_actor_id = f.remote_actor_id AND p.deleted_at IS NULL
    JOIN federation_remote_actors ra ON ra.id = p.remote_actor_id
    LEFT JOIN federation_viewer_engagements l ON l.user_id = f.user_id AND l.post_id = p.id AND l.kind = 'like'
    LEFT JOIN federation_viewer_engagements a ON a.user_id = f.user_id AND a.post_id = p.id AND a.kind = 'announce'
    WHERE f.user_id = ${userId} AND f.state = 'accepted'
      AND NOT EXISTS (SELECT 1 FROM federation_actor_blocks b WHERE b.user_id = f.user_id AND b.actor_uri = ra.uri)
    ORDER BY p.published_at DESC, p.id DESC LIMIT ${limit}`);
}

export type NotificationRow = {
  id: number;
  category: string;
  articleId: number | null;
  objectUri: string | null;
  remoteActorUris: string;
  headline: string | null;
  preview: string | null;
  eventCount: number;
  unreadCount: number;
  publishedAt: number;
};

export async function notifications(db: Db, userId: number, limit: number): Promise<NotificationRow[]> {
  return db.all<NotificationRow>(sql`
    SELECT id, category, article_id AS articleId, object_uri AS objectUri, remote_actor_uris AS remoteActorUris,
      headline, preview, event_count AS eventCount, unread_count AS unreadCount, published_at AS publishedAt
    FROM federation_notifications WHERE user_id = ${userId} ORDER BY published_at DESC, id DESC LIMIT ${limit}`);
}

/** The profile's counts, in one statement. */
export async function fediverseCounts(db: Db, userId: number) {
  const [row] = await db.all<{ followers: number; following: number; pending: number; unread: number }>(sql`
    SELECT (SELECT count(*) FROM federation_followers WHERE user_id = ${userId}) AS followers,
      (SELECT count(*) FROM federation_following WHERE user_id = ${userId} AND state = 'accepted') AS following,
      (SELECT count(*) FROM federation_following WHERE user_id = ${userId} AND state = 'pending') AS pending,
      (SELECT coalesce(sum(unread_count), 0) FROM federation_notifications WHERE user_id = ${userId}) AS unread`);
  return row ?? { followers: 0, following: 0, pending: 0, unread: 0 };
}

export async function unreadNotificationCount(db: Db, userId: number): Promise<number> {
  const [row] = await db.all<{ n: number }>(sql`
    SELECT coalesce(sum(unread_count), 0) AS n FROM federation_notifications WHERE user_id = ${userId}`);
  return row?.n ?? 0;
}
