import { cacheTags } from "@/lib/cache/tags";
import { sanitizeHtml } from "@/lib/text/sanitize-html";
import { mayReach } from "./blocks";
import { type PurgeEnv, purgeTags } from "./purge";

// What arrives at our articles and authors from the fediverse, written (issue 38): replies
// (federation_posts with article_id), likes and boosts (federation_engagements), reports
// (federation_reports) and the author's grouped notices (federation_notifications). Plain D1
// statements, as the worker's bundle has them. Each entry asks blocks.ts first: a blocked actor
// or instance writes nothing. Replays write once: each row is unique by the activity's or
// object's URI, and the notice is counted only when the row is new.

export type InboundEnv = PurgeEnv & { DB: D1Database };

/** Longest reply text kept, as sanitized HTML (a comment here is far shorter). */
export const REPLY_MAX = 5000;
/** Actors named on one grouped notice; the count goes on past it. */
const NOTICE_ACTORS_MAX = 20;

/** Remote HTML as we keep it: a comment's elements only, every address checked, capped. */
export function replyHtml(html: string): string {
  // cut before sanitizing too, so a huge body costs little; sanitizing mends what a cut broke
  let clean = sanitizeHtml(html.slice(0, REPLY_MAX * 4), "short");
  // the elements a cut leaves open are closed again: room for their end tags
  if (clean.length > REPLY_MAX) clean = sanitizeHtml(clean.slice(0, REPLY_MAX - 200), "short");
  return clean;
}

export type OurArticle = { id: number; authorId: number };

/** An active article by its shortHash, with its author (the caller checks the author is an actor). */
export function articleByShortHash(db: D1Database, shortHash: string): Promise<OurArticle | null> {
  return db
    .prepare("SELECT id, author_id AS authorId FROM articles WHERE short_hash = ? AND state = 'active'")
    .bind(shortHash)
    .first<OurArticle>();
}

export type Reply = {
  objectUri: string;
  actorUri: string;
  remoteActorId: number;
  inReplyTo: string;
  content: string;
  summary: string;
  url: string | null;
  publishedAt: number;
};

/**
 * A reply under `article`: kept once (a replay, or the same Note in someone's timeline already,
 * leaves one row, which only gains its article), its author notified, the page purged.
 * False when refused or already kept.
 */
export async function storeReply(env: InboundEnv, article: OurArticle, reply: Reply): Promise<boolean> {
  if (!(await mayReach(env.DB, reply.actorUri, article.authorId))) return false;
  const content = replyHtml(reply.content);
  const row = await env.DB.prepare(
    "INSERT INTO federation_posts (object_uri, remote_actor_id, article_id, in_reply_to, content, summary, url, " +
      "published_at, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (object_uri) DO UPDATE SET " +
      "article_id = excluded.article_id, in_reply_to = excluded.in_reply_to " +
      "WHERE article_id IS NULL AND deleted_at IS NULL AND remote_actor_id = excluded.remote_actor_id RETURNING id",
  )
    .bind(
      reply.objectUri,
      reply.remoteActorId,
      article.id,
      reply.inReplyTo,
      content,
      reply.summary.slice(0, 500),
      reply.url,
      reply.publishedAt,
      Date.now(),
    )
    .first<{ id: number }>();
  if (!row) return false;
  await notifyAuthor(env.DB, article, "reply", reply.actorUri, reply.objectUri, previewOf(content));
  await purgeTags(env, [cacheTags.article(article.id)]);
  return true;
}

type KeptPost = { id: number; articleId: number | null; authorId: number | null; actorUri: string };

/** The post as kept, if `actorUri` wrote it and it is not deleted: only its writer changes it. */
async function ownPost(db: D1Database, objectUri: string, actorUri: string): Promise<KeptPost | null> {
  return db
    .prepare(
      "SELECT p.id, p.article_id AS articleId, a.author_id AS authorId, r.uri AS actorUri FROM federation_posts p " +
        "JOIN federation_remote_actors r ON r.id = p.remote_actor_id LEFT JOIN articles a ON a.id = p.article_id " +
        "WHERE p.object_uri = ? AND r.uri = ? AND p.deleted_at IS NULL",
    )
    .bind(objectUri, actorUri)
    .first<KeptPost>();
}

/** An Update of a reply: its text replaced, by its own writer only. */
export async function updateReply(
  env: InboundEnv,
  objectUri: string,
  actorUri: string,
  change: { content: string; summary: string; updatedAt: number },
): Promise<boolean> {
  const post = await ownPost(env.DB, objectUri, actorUri);
  if (!post?.articleId || post.authorId === null) return false;
  if (!(await mayReach(env.DB, actorUri, post.authorId))) return false;
  const result = await env.DB.prepare(
    "UPDATE federation_posts SET content = ?, summary = ?, updated_at = ? WHERE id = ? AND deleted_at IS NULL",
  )
    .bind(replyHtml(change.content), change.summary.slice(0, 500), change.updatedAt, post.id)
    .run();
  if (result.meta.changes > 0) await purgeTags(env, [cacheTags.article(post.articleId)]);
  return result.meta.changes > 0;
}

/** A Delete of a reply (its URI or its Tombstone): emptied and marked deleted, by its own writer only. */
export async function deleteReply(env: InboundEnv, objectUri: string, actorUri: string): Promise<boolean> {
  const post = await ownPost(env.DB, objectUri, actorUri);
  if (!post?.articleId || post.authorId === null) return false;
  if (!(await mayReach(env.DB, actorUri, post.authorId))) return false;
  const result = await env.DB.prepare(
    "UPDATE federation_posts SET content = '', summary = '', deleted_at = ? WHERE id = ? AND deleted_at IS NULL",
  )
    .bind(Date.now(), post.id)
    .run();
  if (result.meta.changes > 0) await purgeTags(env, [cacheTags.article(post.articleId)]);
  return result.meta.changes > 0;
}

export type Engagement = {
  kind: "like" | "announce";
  activityUri: string;
  actorUri: string;
  remoteActorId: number;
};

/** A Like or an Announce of `article`: once per actor, article and kind; the author notified. */
export async function storeEngagement(env: InboundEnv, article: OurArticle, e: Engagement): Promise<boolean> {
  if (!(await mayReach(env.DB, e.actorUri, article.authorId))) return false;
  const row = await env.DB.prepare(
    "INSERT INTO federation_engagements (kind, activity_uri, remote_actor_id, article_id, created_at) " +
      "VALUES (?, ?, ?, ?, ?) ON CONFLICT DO NOTHING RETURNING id",
  )
    .bind(e.kind, e.activityUri, e.remoteActorId, article.id, Date.now())
    .first<{ id: number }>();
  if (!row) return false;
  await notifyAuthor(env.DB, article, e.kind, e.actorUri, e.activityUri, null);
  await purgeTags(env, [cacheTags.article(article.id)]);
  return true;
}

/**
 * An Undo of a Like or an Announce: removed, by the actor who sent it only, and taken back from
 * the author's grouped notice (its count, unread count and named actors; the notice goes when
 * nothing is left in it). One batch: the notice never counts a like that is no longer there.
 */
export async function removeEngagement(env: InboundEnv, activityUri: string, actorUri: string): Promise<boolean> {
  // the engagement's notice group, while the engagement still exists (the batch's first two statements)
  const group =
    "(user_id, category, group_key) = (SELECT a.author_id, e.kind, CAST(e.article_id AS TEXT) " +
    "FROM federation_engagements e JOIN articles a ON a.id = e.article_id WHERE e.activity_uri = ?1 " +
    "AND e.remote_actor_id = (SELECT id FROM federation_remote_actors WHERE uri = ?2))";
  const [, , removed] = await env.DB.batch([
    env.DB.prepare(
      "UPDATE federation_notifications SET event_count = event_count - 1, unread_count = max(unread_count - 1, 0), " +
        "remote_actor_uris = (SELECT json_group_array(value) FROM json_each(remote_actor_uris) WHERE value <> ?2) " +
        `WHERE ${group}`,
    ).bind(activityUri, actorUri),
    env.DB.prepare(`DELETE FROM federation_notifications WHERE event_count <= 0 AND ${group}`).bind(
      activityUri,
      actorUri,
    ),
    env.DB.prepare(
      "DELETE FROM federation_engagements WHERE activity_uri = ?1 AND remote_actor_id = " +
        "(SELECT id FROM federation_remote_actors WHERE uri = ?2) RETURNING article_id AS articleId",
    ).bind(activityUri, actorUri),
  ]);
  const row = (removed?.results as { articleId: number }[] | undefined)?.[0];
  if (row) await purgeTags(env, [cacheTags.article(row.articleId)]);
  return row !== undefined;
}

export type InboundReport = {
  userId: number;
  actorUri: string;
  objectUri: string;
  activityUri: string;
  reason: string;
};

/** A Flag about one of our articles or authors: a report in the admin's queue, once per Flag. */
export async function storeReport(env: InboundEnv, report: InboundReport): Promise<boolean> {
  if (!(await mayReach(env.DB, report.actorUri, report.userId))) return false;
  const row = await env.DB.prepare(
    "INSERT INTO federation_reports (category, status, user_id, remote_actor_uri, remote_domain, object_uri, " +
      "activity_uri, reason, created_at) VALUES ('inbound', 'open', ?, ?, ?, ?, ?, ?, ?) " +
      "ON CONFLICT (activity_uri) DO NOTHING RETURNING id",
  )
    .bind(
      report.userId,
      report.actorUri,
      new URL(report.actorUri).hostname.toLowerCase(),
      report.objectUri,
      report.activityUri,
      report.reason.slice(0, 2000),
      Date.now(),
    )
    .first<{ id: number }>();
  return row !== null;
}

/** A new follower: the author's notice (the follow itself is store.ts's addFollower). */
export function notifyFollow(db: D1Database, authorId: number, actorUri: string, followUri: string) {
  return notifyAuthor(db, { id: null, authorId }, "follow", actorUri, followUri, null);
}

/**
 * One notice per author, kind and article (the contract's grouped FediverseNotification): a new
 * event counts on the group's row, adds its actor (the first NOTICE_ACTORS_MAX are named) and is
 * unread until read.
 */
async function notifyAuthor(
  db: D1Database,
  article: { id: number | null; authorId: number },
  category: "reply" | "like" | "announce" | "follow",
  actorUri: string,
  objectUri: string,
  preview: string | null,
) {
  await db
    .prepare(
      "INSERT INTO federation_notifications (user_id, category, group_key, article_id, object_uri, remote_actor_uris, " +
        "preview, event_count, unread_count, published_at) VALUES (?1, ?2, ?3, ?4, ?5, json_array(?6), ?7, 1, 1, ?8) " +
        "ON CONFLICT (user_id, category, group_key) DO UPDATE SET event_count = event_count + 1, " +
        "unread_count = unread_count + 1, published_at = excluded.published_at, object_uri = excluded.object_uri, " +
        "preview = coalesce(excluded.preview, preview), remote_actor_uris = CASE " +
        `WHEN instr(remote_actor_uris, json_quote(?6)) > 0 OR json_array_length(remote_actor_uris) >= ${NOTICE_ACTORS_MAX} ` +
        "THEN remote_actor_uris ELSE json_insert(remote_actor_uris, '$[#]', ?6) END",
    )
    .bind(
      article.authorId,
      category,
      article.id === null ? "" : String(article.id),
      article.id,
      objectUri,
      actorUri,
      preview,
      Date.now(),
    )
    .run();
}

/** The opening of a reply's text, for the notice. */
function previewOf(html: string): string {
  return html
    .replace(/<[^>]*>/g, " ")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, 140);
}
