import type { InboxContext } from "@fedify/fedify";
import {
  Announce,
  Article,
  type Block,
  type Create,
  type Delete,
  type Flag,
  Like,
  Note,
  type Undo,
  type Update,
} from "@fedify/fedify/vocab";
import type { FederationEnv } from "./federation";
import {
  articleByShortHash,
  deleteReply,
  type OurArticle,
  removeEngagement,
  storeEngagement,
  storeReply,
  storeReport,
  updateReply,
} from "./inbound-store";
import { rememberActor } from "./remote-actors";
import { actorById, removeFollower } from "./store";

// The author's side of the inbox (issue 38): what the fediverse does to our articles and
// authors. A Note replying to one of our articles becomes a reply under it; its Update and
// Delete change it (its own writer's only); a Like or an Announce of an article is counted and
// undone; a Block drops the follower; a Flag is a report. Fedify checked the signature, and
// that the signer is the activity's actor; the writes and their rules are inbound-store.ts's.

type Ctx = InboxContext<FederationEnv>;

/** Our article an object URI names: its ActivityPub id (/ap/articles/<shortHash>) or its page (/a/<shortHash>). */
export async function ourArticle(ctx: Ctx, env: FederationEnv, uri: URL | null): Promise<OurArticle | null> {
  if (!uri) return null;
  let shortHash: string | undefined;
  const parsed = ctx.parseUri(uri);
  if (parsed?.type === "object" && parsed.class === Article) shortHash = parsed.values.shortHash;
  else if (uri.origin === ctx.origin) shortHash = /^\/a\/([^/?#]+)\/?$/.exec(uri.pathname)?.[1];
  if (!shortHash) return null;
  const article = await articleByShortHash(env.DB, decodeURIComponent(shortHash));
  // only an author who is an actor takes replies (opted out: nobody is there to answer)
  return article && (await actorById(env.DB, article.authorId)) ? article : null;
}

/** Our author an actor URI names, by id. */
async function ourAuthor(ctx: Ctx, env: FederationEnv, uri: URL | null): Promise<number | null> {
  const parsed = uri ? ctx.parseUri(uri) : null;
  if (parsed?.type !== "actor") return null;
  const actor = /^[1-9]\d{0,15}$/.test(parsed.identifier) ? await actorById(env.DB, Number(parsed.identifier)) : null;
  return actor?.id ?? null;
}

/** The sender as a row (fetched, or as last seen): who the reply or engagement is by. */
async function senderRow(ctx: Ctx, env: FederationEnv, activity: Create | Like | Announce) {
  const actor = await activity.getActor(ctx);
  if (!actor?.id || actor.id.href !== activity.actorId?.href) return null;
  return rememberActor(env.DB, actor);
}

export async function onArticleCreate(ctx: Ctx, env: FederationEnv, create: Create): Promise<void> {
  const object = await create.getObject(ctx);
  if (!(object instanceof Note) || !object.id || !create.actorId) return;
  // the signer wrote it: a Create of someone else's Note is not theirs to put under an article
  if (object.attributionId && object.attributionId.href !== create.actorId.href) return;
  const article = await ourArticle(ctx, env, object.replyTargetId);
  if (!article) return;
  const actor = await senderRow(ctx, env, create);
  if (!actor) return;
  await storeReply(env, article, {
    objectUri: object.id.href,
    actorUri: actor.uri,
    remoteActorId: actor.id,
    inReplyTo: object.replyTargetId?.href ?? "",
    content: object.content?.toString() ?? "",
    summary: object.summary?.toString() ?? "",
    url: object.url instanceof URL ? object.url.href : (object.url?.href?.href ?? null),
    publishedAt: object.published?.epochMilliseconds ?? Date.now(),
  });
}

export async function onArticleUpdate(ctx: Ctx, env: FederationEnv, update: Update): Promise<void> {
  const object = await update.getObject(ctx);
  if (!(object instanceof Note) || !object.id || !update.actorId) return;
  await updateReply(env, object.id.href, update.actorId.href, {
    content: object.content?.toString() ?? "",
    summary: object.summary?.toString() ?? "",
    updatedAt: object.updated?.epochMilliseconds ?? Date.now(),
  });
}

export async function onArticleDelete(_ctx: Ctx, env: FederationEnv, deletion: Delete): Promise<void> {
  // the object's id, whether sent as a URI or as a Tombstone
  if (!deletion.objectId || !deletion.actorId) return;
  await deleteReply(env, deletion.objectId.href, deletion.actorId.href);
}

export async function onArticleEngagement(ctx: Ctx, env: FederationEnv, activity: Like | Announce): Promise<void> {
  if (!activity.id) return;
  const article = await ourArticle(ctx, env, activity.objectId);
  if (!article) return;
  const actor = await senderRow(ctx, env, activity);
  if (!actor) return;
  await storeEngagement(env, article, {
    kind: activity instanceof Like ? "like" : "announce",
    activityUri: activity.id.href,
    actorUri: actor.uri,
    remoteActorId: actor.id,
  });
}

/** An Undo of a Like or an Announce (the Undo of a Follow is federation.ts's). */
export async function onUndoEngagement(env: FederationEnv, undo: Undo, object: unknown): Promise<void> {
  if (!undo.actorId) return;
  const activityUri = object instanceof Like || object instanceof Announce ? object.id : undo.objectId;
  if (activityUri) await removeEngagement(env, activityUri.href, undo.actorId.href);
}

/** A remote actor blocking our author: they follow no more, and nothing goes to them. */
export async function onBlock(ctx: Ctx, env: FederationEnv, block: Block): Promise<void> {
  if (!block.actorId) return;
  const authorId = await ourAuthor(ctx, env, block.objectId);
  if (authorId !== null) await removeFollower(env.DB, authorId, block.actorId.href);
}

/** A Flag naming our articles or authors: one report, about the first article named, else the author. */
export async function onFlag(ctx: Ctx, env: FederationEnv, flag: Flag): Promise<void> {
  if (!flag.id || !flag.actorId) return;
  let target: { userId: number; objectUri: string } | null = null;
  for (const uri of flag.objectIds) {
    const article = await ourArticle(ctx, env, uri);
    if (article) {
      target = { userId: article.authorId, objectUri: uri.href };
      break;
    }
    const authorId: number | null = target ? null : await ourAuthor(ctx, env, uri);
    if (authorId !== null) target = { userId: authorId, objectUri: uri.href };
  }
  if (!target) return;
  await storeReport(env, {
    ...target,
    actorUri: flag.actorId.href,
    activityUri: flag.id.href,
    reason: flag.content?.toString() ?? "",
  });
}
