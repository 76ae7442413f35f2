import type { InboxContext } from "@fedify/fedify";
import { type Accept, Article, type Create, type Delete, Note, type Reject, type Update } from "@fedify/fedify/vocab";
import { cacheTags } from "@/lib/cache/tags";
import { sanitizeHtml } from "@/lib/text/sanitize-html";
import { isDomainBlocked } from "./blocks";
import type { FederationEnv } from "./federation";
import { purgeTags } from "./purge";

// The reader's side of the inbox (issue 38): the answer to our Follow (Accept makes it
// accepted, Reject removes it), and the posts of actors someone here follows, kept for their
// timelines (federation_posts), changed or emptied only by the actor who wrote them.

type Ctx = InboxContext<FederationEnv>;

/** Remote HTML is cut to this before and after sanitizing: a timeline item, not a book. */
export const POST_CONTENT_MAX = 20_000;

/** Our Follow (named by its id) answered: accepted, or gone when refused. Only its object may answer. */
export async function onFollowAnswer(ctx: Ctx, answer: Accept | Reject, accepted: boolean) {
  const followId = answer.objectId?.href;
  const by = answer.actorId?.href;
  if (!followId || !by) return;
  const db = ctx.data.DB;
  const match = "follow_uri = ? AND remote_actor_id = (SELECT id FROM federation_remote_actors WHERE uri = ?)";
  if (accepted) {
    await db
      .prepare(
        `UPDATE federation_following SET state = 'accepted', accepted_at = ? WHERE ${match} AND state = 'pending'`,
      )
      .bind(Date.now(), followId, by)
      .run();
  } else {
    await db.prepare(`DELETE FROM federation_following WHERE ${match}`).bind(followId, by).run();
  }
}

/** The remote actor's row when someone here follows it (accepted) and no admin blocked its instance. */
async function followedActorId(db: D1Database, actorUri: string): Promise<number | null> {
  if (await isDomainBlocked(db, actorUri)) return null;
  const row = await db
    .prepare(
      "SELECT ra.id FROM federation_remote_actors ra WHERE ra.uri = ? AND EXISTS " +
        "(SELECT 1 FROM federation_following f WHERE f.remote_actor_id = ra.id AND f.state = 'accepted')",
    )
    .bind(actorUri)
    .first<{ id: number }>();
  return row?.id ?? null;
}

/** A post's text as we keep it: sanitized, and cut so the cut is sanitized again. */
export function postHtml(raw: string): string {
  const clean = sanitizeHtml(raw.slice(0, POST_CONTENT_MAX * 2), "short");
  return clean.length <= POST_CONTENT_MAX ? clean : sanitizeHtml(clean.slice(0, POST_CONTENT_MAX), "short");
}

type Post = {
  id: URL;
  content: string;
  summary: string;
  url: string | null;
  inReplyTo: string | null;
  published: number;
};

async function postOf(ctx: Ctx, activity: Create | Update): Promise<Post | null> {
  const object = await activity.getObject(ctx).catch(() => null);
  if (!(object instanceof Note || object instanceof Article) || !object.id) return null;
  // written by the actor who sent it (Fedify checked the signature is that actor's)
  if (!activity.actorId || object.attributionId?.href !== activity.actorId.href) return null;
  const url = object.url;
  return {
    id: object.id,
    content: postHtml(object.content?.toString() ?? ""),
    summary: (object.summary?.toString() ?? object.name?.toString() ?? "").slice(0, 500),
    url: url instanceof URL ? url.href : (url?.href?.href ?? null),
    inReplyTo: object.replyTargetId?.href ?? null,
    published: object.published?.epochMilliseconds ?? Date.now(),
  };
}

/** A Create of a Note or Article by a followed actor: a timeline item (once, however often sent). */
export async function onTimelineCreate(ctx: Ctx, create: Create) {
  if (!create.actorId) return;
  const actorId = await followedActorId(ctx.data.DB, create.actorId.href);
  if (!actorId) return;
  const post = await postOf(ctx, create);
  if (!post) return;
  await ctx.data.DB.prepare(
    "INSERT INTO federation_posts (object_uri, remote_actor_id, in_reply_to, content, summary, url, published_at, created_at) " +
      "VALUES (?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (object_uri) DO NOTHING",
  )
    .bind(post.id.href, actorId, post.inReplyTo, post.content, post.summary, post.url, post.published, Date.now())
    .run();
}

const BY_AUTHOR =
  "object_uri = ? AND deleted_at IS NULL AND remote_actor_id = (SELECT id FROM federation_remote_actors WHERE uri = ?)";

/** An Update of a post: new content, only from the actor who wrote it. */
export async function onTimelineUpdate(ctx: Ctx, update: Update) {
  if (!update.actorId) return;
  const post = await postOf(ctx, update);
  if (!post) return;
  await ctx.data.DB.prepare(`UPDATE federation_posts SET content = ?, summary = ?, updated_at = ? WHERE ${BY_AUTHOR}`)
    .bind(post.content, post.summary, Date.now(), post.id.href, update.actorId.href)
    .run();
}

/**
 * A Delete of a post: emptied and marked, only by the actor who wrote it. A Delete of the actor
 * itself (an account deleted over there): all its posts, timeline items and replies under our
 * articles alike, emptied, and nobody here follows it any more.
 */
export async function onTimelineDelete(ctx: Ctx, del: Delete) {
  const objectId = del.objectId?.href;
  if (!objectId || !del.actorId) return;
  if (objectId === del.actorId.href) return forgetActor(ctx.data, objectId);
  await ctx.data.DB.prepare(`UPDATE federation_posts SET content = '', summary = '', deleted_at = ? WHERE ${BY_AUTHOR}`)
    .bind(Date.now(), objectId, del.actorId.href)
    .run();
}

async function forgetActor(env: FederationEnv, actorUri: string) {
  const actor = "(SELECT id FROM federation_remote_actors WHERE uri = ?)";
  const [emptied] = await env.DB.batch([
    env.DB.prepare(
      "UPDATE federation_posts SET content = '', summary = '', deleted_at = ? " +
        `WHERE remote_actor_id = ${actor} AND deleted_at IS NULL RETURNING article_id AS articleId`,
    ).bind(Date.now(), actorUri),
    env.DB.prepare(`DELETE FROM federation_following WHERE remote_actor_id = ${actor}`).bind(actorUri),
  ]);
  const articles = new Set(
    ((emptied?.results ?? []) as { articleId: number | null }[]).flatMap((r) => (r.articleId ? [r.articleId] : [])),
  );
  await purgeTags(
    env,
    [...articles].map((id) => cacheTags.article(id)),
  );
}
