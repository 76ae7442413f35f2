import { type Context, createFederation, type Federation } from "@fedify/fedify";
import {
  Accept,
  Announce,
  Article,
  Block,
  Create,
  Delete,
  Endpoints,
  Flag,
  Follow,
  Hashtag,
  Image,
  Like,
  Person,
  PUBLIC_COLLECTION,
  Reject,
  Undo,
  Update,
} from "@fedify/fedify/vocab";
import { Temporal } from "@js-temporal/polyfill";
import { assetPath } from "@/lib/media/paths";
import { articlePath, tagPath, userPath } from "@/lib/url/entity-paths";
import { isLoopbackUrl } from "@/lib/url/loopback";
import { mayReach } from "./blocks";
import {
  onArticleCreate,
  onArticleDelete,
  onArticleEngagement,
  onArticleUpdate,
  onBlock,
  onFlag,
  onUndoEngagement,
} from "./inbound-article";
import { notifyFollow } from "./inbound-store";
import { onFollowAnswer, onTimelineCreate, onTimelineDelete, onTimelineUpdate } from "./inbound-timeline";
import { actorKeyPairs } from "./keys";
import { D1KvStore } from "./kv";
import { CloudflareMessageQueue } from "./queue";
import {
  type ActorRow,
  type ArticleObjectRow,
  actorById,
  actorByName,
  addFollower,
  federatedArticle,
  followerCount,
  followers,
  following,
  followingCount,
  isFollower,
  outboxArticles,
  outboxCount,
  removeFollower,
  usage,
} from "./store";

// The ActivityPub side of the site (issue 38), on Fedify: an actor per opted-in author, their
// outbox of eligible articles, followers, the inboxes, WebFinger and NodeInfo. Built per
// request from the env (bindings belong to a request); loaded only for federation requests
// (worker.ts), so pages never evaluate Fedify.

export type FederationEnv = Pick<
  Cloudflare.Env,
  "DB" | "CONTENTS" | "SITE_URL" | "FEDERATION_QUEUE" | "FEDERATION_RETRY_SECONDS" | "NEXT_TAG_CACHE_D1" | "ASSETS"
>;

/** Where actors and their collections live: by user id, which a rename leaves alone. */
export const ACTOR_PATH = "/ap/users/{identifier}";
export const ARTICLE_PATH = "/ap/articles/{shortHash}";
const FOLLOWERS_PAGE = 100;
const OUTBOX_ITEMS = 20;

/** An inbox that answered a permanent failure (404, 410): Fedify sends it nothing more of that activity. */
export type PermanentFailure = { inbox: URL; statusCode: number };

/**
 * `onPermanentFailure`: told when a delivery's inbox answers that it is gone for good (the
 * queue's consumer records it, consume.ts); Fedify then neither throws nor retries.
 */
export function buildFederation(
  env: FederationEnv,
  onPermanentFailure?: (failure: PermanentFailure) => void,
): Federation<FederationEnv> {
  const origin = env.SITE_URL || "http://127.0.0.1:8787";
  const federation = createFederation<FederationEnv>({
    kv: new D1KvStore(env.DB),
    queue: env.FEDERATION_QUEUE ? new CloudflareMessageQueue(env.FEDERATION_QUEUE, env.DB) : undefined,
    // the queue is consumed by worker.ts's queue handler, never polled in a request
    manuallyStartQueue: true,
    origin,
    // Fedify refuses to fetch private addresses (a remote actor's key on 10.0.0.1 …). Only a
    // site on a loopback address, which is a test or a developer's machine, lifts that, so two
    // local servers (or a test's stand-in) can federate. Signatures are checked either way.
    allowPrivateAddress: isLoopbackUrl(origin),
    // Fedify's circuit breaker would hold (re-enqueue) or drop a delivery to a host that keeps
    // failing, out of the consumer's sight: the delivery would count as done and never reach the
    // dead letters. Our queue's backoff (consume.ts) spaces the retries instead, and every
    // failure reaches the consumer, which records it.
    circuitBreaker: false,
  });

  federation
    .setActorDispatcher(ACTOR_PATH, async (ctx, identifier) => {
      const actor = await actorOf(env, identifier);
      if (!actor) return null;
      const keys = await ctx.getActorKeyPairs(identifier);
      return new Person({
        id: ctx.getActorUri(identifier),
        preferredUsername: actor.userName,
        name: actor.displayName ?? actor.userName,
        summary: actor.description || null,
        url: new URL(userPath(actor.userName), origin),
        icon: actor.avatar ? new Image({ url: new URL(assetPath(actor.avatar), origin) }) : null,
        published: Temporal.Instant.fromEpochMilliseconds(actor.createdAt),
        inbox: ctx.getInboxUri(identifier),
        endpoints: new Endpoints({ sharedInbox: ctx.getInboxUri() }),
        outbox: ctx.getOutboxUri(identifier),
        followers: ctx.getFollowersUri(identifier),
        following: ctx.getFollowingUri(identifier),
        manuallyApprovesFollowers: false,
        discoverable: true,
        publicKey: keys[0]?.cryptographicKey ?? null,
        assertionMethods: keys.map((k) => k.multikey),
      });
    })
    .setKeyPairsDispatcher(async (_ctx, identifier) => {
      const actor = await actorOf(env, identifier);
      return actor ? actorKeyPairs(env.DB, actor.id) : [];
    })
    // WebFinger's acct:name@host: the current userName finds the actor's id
    .mapHandle(async (_ctx, username) => {
      const actor = await actorByName(env.DB, username);
      return actor ? String(actor.id) : null;
    });

  federation.setObjectDispatcher(Article, ARTICLE_PATH, async (ctx, { shortHash }) => {
    const row = await federatedArticle(env, shortHash);
    return row ? articleObject(ctx, origin, row) : null;
  });

  // paged by offset (OUTBOX_ITEMS a page): the collection names its first and last pages and
  // its count; each page links the next and previous
  federation
    .setOutboxDispatcher(`${ACTOR_PATH}/outbox`, async (ctx, identifier, cursor) => {
      const actor = await actorOf(env, identifier);
      if (!actor || cursor === null) return actor ? { items: [] } : null;
      const offset = pageOffset(cursor);
      if (offset === null) return null;
      const rows = await outboxArticles(env, actor, offset, OUTBOX_ITEMS);
      return {
        items: rows.map((row) => createOf(ctx, origin, row)),
        nextCursor: rows.length === OUTBOX_ITEMS ? String(offset + OUTBOX_ITEMS) : null,
        prevCursor: offset > 0 ? String(Math.max(offset - OUTBOX_ITEMS, 0)) : null,
      };
    })
    .setCounter(async (_ctx, identifier) => {
      const actor = await actorOf(env, identifier);
      return actor ? outboxCount(env.DB, actor) : null;
    })
    .setFirstCursor(() => "0")
    .setLastCursor(async (_ctx, identifier) => {
      const actor = await actorOf(env, identifier);
      if (!actor) return null;
      const count = await outboxCount(env.DB, actor);
      return String(Math.max(Math.ceil(count / OUTBOX_ITEMS) - 1, 0) * OUTBOX_ITEMS);
    });

  federation
    .setFollowersDispatcher(`${ACTOR_PATH}/followers`, async (_ctx, identifier, cursor) => {
      // no cursor: Fedify asks for every follower at once (sendActivity to "followers"); null
      // makes it walk the pages instead (an answer of no items would deliver to nobody)
      if (cursor === null) return null;
      const actor = await actorOf(env, identifier);
      if (!actor) return null;
      const offset = Number(cursor) || 0;
      const rows = await followers(env.DB, actor.id, offset, FOLLOWERS_PAGE);
      return {
        items: rows.map((r) => ({
          id: new URL(r.actorUri),
          inboxId: new URL(r.inbox),
          endpoints: r.sharedInbox ? { sharedInbox: new URL(r.sharedInbox) } : null,
        })),
        nextCursor: rows.length === FOLLOWERS_PAGE ? String(offset + FOLLOWERS_PAGE) : null,
      };
    })
    .setCounter(async (_ctx, identifier) => {
      const actor = await actorOf(env, identifier);
      return actor ? followerCount(env.DB, actor.id) : null;
    })
    .setFirstCursor(() => "0");

  // the remote accounts the actor follows, once they accepted (actFediverse follow)
  federation
    .setFollowingDispatcher(`${ACTOR_PATH}/following`, async (_ctx, identifier, cursor) => {
      const actor = await actorOf(env, identifier);
      if (!actor || cursor === null) return actor ? { items: [] } : null;
      const offset = Number(cursor) || 0;
      const uris = await following(env.DB, actor.id, offset, FOLLOWERS_PAGE);
      return {
        items: uris.map((uri) => new URL(uri)),
        nextCursor: uris.length === FOLLOWERS_PAGE ? String(offset + FOLLOWERS_PAGE) : null,
      };
    })
    .setCounter(async (_ctx, identifier) => {
      const actor = await actorOf(env, identifier);
      return actor ? followingCount(env.DB, actor.id) : null;
    })
    .setFirstCursor(() => "0");

  federation
    .setInboxListeners(`${ACTOR_PATH}/inbox`, "/ap/inbox")
    .on(Follow, async (ctx, follow) => {
      if (!follow.id || !follow.actorId || !follow.objectId) return;
      const target = ctx.parseUri(follow.objectId);
      if (target?.type !== "actor") return;
      const author = await actorOf(env, target.identifier);
      if (!author) return;
      // an instance an admin blocked, or an actor the author blocked, follows nobody here and
      // hears nothing back (asked before the actor is fetched)
      if (!(await mayReach(env.DB, follow.actorId.href, author.id))) return;
      const follower = await follow.getActor(ctx);
      // the signed request's key belongs to the Follow's actor (Fedify checked): who follows is them
      if (!follower?.id || !follower.inboxId || follower.id.href !== follow.actorId.href) return;
      const known = await isFollower(env.DB, author.id, follower.id.href);
      await addFollower(env.DB, author.id, {
        actorUri: follower.id.href,
        followUri: follow.id.href,
        inbox: follower.inboxId.href,
        sharedInbox: follower.endpoints?.sharedInbox?.href ?? null,
      });
      if (!known) await notifyFollow(env.DB, author.id, follower.id.href, follow.id.href);
      await ctx.sendActivity(
        { identifier: target.identifier },
        follower,
        new Accept({
          id: new URL(`#accepts/${crypto.randomUUID()}`, ctx.getActorUri(target.identifier)),
          actor: ctx.getActorUri(target.identifier),
          object: follow,
        }),
      );
    })
    .on(Undo, async (ctx, undo) => {
      const object = await undo.getObject(ctx).catch(() => null);
      if (!(object instanceof Follow)) return onUndoEngagement(env, undo, object);
      if (!undo.actorId || !object.objectId) return;
      // only the one who followed may undo it
      if (object.actorId && object.actorId.href !== undo.actorId.href) return;
      const target = ctx.parseUri(object.objectId);
      if (target?.type !== "actor") return;
      const author = await actorOf(env, target.identifier);
      if (author) await removeFollower(env.DB, author.id, undo.actorId.href);
    })
    .on(Accept, (ctx, accept) => onFollowAnswer(ctx, accept, true))
    .on(Reject, (ctx, reject) => onFollowAnswer(ctx, reject, false))
    // A post may be both a reply under one of our articles (inbound-article.ts) and a timeline
    // item of a followed actor (inbound-timeline.ts): the article's side first, as the row it
    // writes names the article and the timeline's insert then leaves it be.
    .on(Create, async (ctx, create) => {
      await onArticleCreate(ctx, env, create);
      await onTimelineCreate(ctx, create);
    })
    .on(Update, async (ctx, update) => {
      await onArticleUpdate(ctx, env, update);
      await onTimelineUpdate(ctx, update);
    })
    .on(Delete, async (ctx, deletion) => {
      await onArticleDelete(ctx, env, deletion);
      await onTimelineDelete(ctx, deletion);
    })
    .on(Like, (ctx, like) => onArticleEngagement(ctx, env, like))
    .on(Announce, (ctx, announce) => onArticleEngagement(ctx, env, announce))
    .on(Block, (ctx, block) => onBlock(ctx, env, block))
    .on(Flag, (ctx, flag) => onFlag(ctx, env, flag));

  federation.setNodeInfoDispatcher("/nodeinfo/2.1", async () => ({
    software: { name: "margins", version: "0.1.0" },
    protocols: ["activitypub"],
    usage: { users: { total: (await usage(env.DB)).users }, localPosts: 0, localComments: 0 },
    openRegistrations: true,
  }));

  if (onPermanentFailure)
    federation.setOutboxPermanentFailureHandler((_ctx, { inbox, statusCode }) =>
      onPermanentFailure({ inbox, statusCode }),
    );

  return federation;
}

/** A page's cursor is the offset of its first item; anything else names no page. */
function pageOffset(cursor: string): number | null {
  return /^(?:0|[1-9]\d{0,8})$/.test(cursor) ? Number(cursor) : null;
}

/** An actor's identifier is its user id in decimal; anything else names no one. */
function actorOf(env: FederationEnv, identifier: string): Promise<ActorRow | null> {
  if (!/^[1-9]\d{0,15}$/.test(identifier)) return Promise.resolve(null);
  return actorById(env.DB, Number(identifier));
}

type UriContext = Pick<Context<FederationEnv>, "getActorUri" | "getObjectUri" | "getFollowersUri">;

/** An article as the fediverse reads it: title, summary, the whole public body, its tags. */
export function articleObject(ctx: UriContext, origin: string, row: ArticleObjectRow): Article {
  const author = String(row.authorId);
  return new Article({
    id: ctx.getObjectUri(Article, { shortHash: row.shortHash }),
    attribution: ctx.getActorUri(author),
    name: row.title,
    summary: row.summary,
    content: row.content,
    mediaType: "text/html",
    url: new URL(articlePath(row.shortHash), origin),
    published: Temporal.Instant.fromEpochMilliseconds(row.createdAt),
    updated: row.revisedAt ? Temporal.Instant.fromEpochMilliseconds(row.revisedAt) : null,
    tags: row.tags.map(
      (t) => new Hashtag({ name: `#${t.content}`, href: new URL(tagPath(btoa(`Tag:${t.id}`), t.slug), origin) }),
    ),
    to: PUBLIC_COLLECTION,
    cc: ctx.getFollowersUri(author),
  });
}

export function createOf(ctx: UriContext, origin: string, row: ArticleObjectRow): Create {
  const object = articleObject(ctx, origin, row);
  return new Create({
    id: new URL(`${object.id?.href}#create`),
    actor: ctx.getActorUri(String(row.authorId)),
    object,
    published: object.published,
    to: PUBLIC_COLLECTION,
    cc: ctx.getFollowersUri(String(row.authorId)),
  });
}
