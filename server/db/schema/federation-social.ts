import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { articles } from "./articles.ts";
import { createdAt, id } from "./columns.ts";
import { users } from "./users.ts";

// The fediverse's social side (issue 38): the remote accounts we know, who here follows whom
// there, the posts and engagements that arrive (replies under articles, a reader's timeline),
// blocks, reports and the notices they make. Everything remote is named by its URI; a remote
// actor's row is a cache of its profile, refreshed when it is fetched again.

/** A remote actor as last fetched: who signs, where to deliver, what to show. */
export const federationRemoteActors = sqliteTable(
  "federation_remote_actors",
  {
    id: id(),
    uri: text("uri").notNull(),
    // acct:name@host without "acct:", when WebFinger or preferredUsername gave one
    handle: text("handle"),
    preferredUsername: text("preferred_username"),
    name: text("name"),
    summary: text("summary").notNull().default(""),
    url: text("url"),
    avatarUrl: text("avatar_url"),
    inbox: text("inbox").notNull(),
    sharedInbox: text("shared_inbox"),
    // the host of `uri`, lower case: what an instance block matches
    domain: text("domain").notNull(),
    fetchedAt: integer("fetched_at").notNull(),
  },
  (t) => [
    uniqueIndex("federation_remote_actors_uri_unique").on(t.uri),
    index("federation_remote_actors_handle_idx").on(t.handle),
    index("federation_remote_actors_domain_idx").on(t.domain),
  ],
);

export const FEDERATION_FOLLOWING_STATES = ["pending", "accepted"] as const;

/** A person here following a remote actor: pending until its Accept arrives. */
export const federationFollowing = sqliteTable(
  "federation_following",
  {
    id: id(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    remoteActorId: integer("remote_actor_id")
      .notNull()
      .references(() => federationRemoteActors.id),
    state: text("state", { enum: FEDERATION_FOLLOWING_STATES }).notNull(),
    // our Follow's id, which the remote Accept (or Reject) and our Undo name
    followUri: text("follow_uri").notNull(),
    createdAt: createdAt(),
    acceptedAt: integer("accepted_at"),
  },
  (t) => [
    uniqueIndex("federation_following_user_actor_unique").on(t.userId, t.remoteActorId),
    index("federation_following_actor_idx").on(t.remoteActorId, t.state),
    uniqueIndex("federation_following_follow_uri_unique").on(t.followUri),
  ],
);

/**
 * A remote post that arrived (a Create): a reply under one of our articles (`articleId`), or a
 * post by an actor someone here follows (a timeline item), or both. Content is sanitized HTML.
 * A Delete marks it deleted (`deletedAt`) and empties it; an Update replaces the content.
 */
export const federationPosts = sqliteTable(
  "federation_posts",
  {
    id: id(),
    objectUri: text("object_uri").notNull(),
    remoteActorId: integer("remote_actor_id")
      .notNull()
      .references(() => federationRemoteActors.id),
    articleId: integer("article_id").references(() => articles.id),
    inReplyTo: text("in_reply_to"),
    content: text("content").notNull(),
    summary: text("summary").notNull().default(""),
    url: text("url"),
    publishedAt: integer("published_at").notNull(),
    updatedAt: integer("updated_at"),
    deletedAt: integer("deleted_at"),
    receivedAt: createdAt(),
  },
  (t) => [
    uniqueIndex("federation_posts_object_unique").on(t.objectUri),
    index("federation_posts_article_idx").on(t.articleId, t.publishedAt),
    index("federation_posts_actor_idx").on(t.remoteActorId, t.publishedAt),
  ],
);

export const FEDERATION_ENGAGEMENT_KINDS = ["like", "announce"] as const;

/** A remote Like or Announce of one of our articles; an Undo of the activity removes it. */
export const federationEngagements = sqliteTable(
  "federation_engagements",
  {
    id: id(),
    kind: text("kind", { enum: FEDERATION_ENGAGEMENT_KINDS }).notNull(),
    activityUri: text("activity_uri").notNull(),
    remoteActorId: integer("remote_actor_id")
      .notNull()
      .references(() => federationRemoteActors.id),
    articleId: integer("article_id")
      .notNull()
      .references(() => articles.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("federation_engagements_activity_unique").on(t.activityUri),
    // one like and one boost per remote actor and article, however often it is sent
    uniqueIndex("federation_engagements_once").on(t.articleId, t.remoteActorId, t.kind),
  ],
);

/** A person here liking or boosting a remote post (actFediverse like/announce): our activity's id. */
export const federationViewerEngagements = sqliteTable(
  "federation_viewer_engagements",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    postId: integer("post_id")
      .notNull()
      .references(() => federationPosts.id),
    kind: text("kind", { enum: FEDERATION_ENGAGEMENT_KINDS }).notNull(),
    activityUri: text("activity_uri").notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.postId, t.kind] })],
);

/** A remote actor a person here blocked (actFediverse block): nothing of theirs reaches them. */
export const federationActorBlocks = sqliteTable(
  "federation_actor_blocks",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    actorUri: text("actor_uri").notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.actorUri] })],
);

/** A whole instance an admin blocked: no activity from its host is accepted, nothing is sent there. */
export const federationDomainBlocks = sqliteTable("federation_domain_blocks", {
  domain: text("domain").primaryKey(),
  reason: text("reason"),
  createdBy: integer("created_by").references(() => users.id),
  createdAt: createdAt(),
});

export const FEDERATION_REPORT_CATEGORIES = ["inbound", "outbound"] as const;
export const FEDERATION_REPORT_STATUSES = ["open", "resolved"] as const;

/**
 * A report: "inbound" is a Flag a remote server sent about something here; "outbound" is a
 * person here reporting a remote actor or post (actFediverse report). The admin resolves both.
 */
export const federationReports = sqliteTable(
  "federation_reports",
  {
    id: id(),
    category: text("category", { enum: FEDERATION_REPORT_CATEGORIES }).notNull(),
    status: text("status", { enum: FEDERATION_REPORT_STATUSES }).notNull().default("open"),
    // inbound: the local user the Flag is about (or whose article); outbound: the reporter
    userId: integer("user_id").references(() => users.id),
    remoteActorUri: text("remote_actor_uri"),
    remoteDomain: text("remote_domain"),
    objectUri: text("object_uri"),
    activityUri: text("activity_uri"),
    reason: text("reason"),
    resolution: text("resolution"),
    resolvedBy: integer("resolved_by").references(() => users.id),
    resolvedAt: integer("resolved_at"),
    createdAt: createdAt(),
  },
  (t) => [
    index("federation_reports_status_idx").on(t.status, t.createdAt),
    uniqueIndex("federation_reports_activity_unique").on(t.activityUri),
  ],
);

export const FEDERATION_NOTIFICATION_CATEGORIES = ["follow", "reply", "like", "announce", "mention"] as const;

/**
 * What the fediverse did to a person here, grouped as the contract's FediverseNotification:
 * one row per (user, category, object) with the actors who did it and how many times.
 */
export const federationNotifications = sqliteTable(
  "federation_notifications",
  {
    id: id(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    category: text("category", { enum: FEDERATION_NOTIFICATION_CATEGORIES }).notNull(),
    // what it is about: our article's id for replies/likes/boosts, "" for a follow
    groupKey: text("group_key").notNull().default(""),
    articleId: integer("article_id").references(() => articles.id),
    objectUri: text("object_uri"),
    remoteActorUris: text("remote_actor_uris", { mode: "json" }).$type<string[]>().notNull(),
    headline: text("headline"),
    preview: text("preview"),
    eventCount: integer("event_count").notNull().default(1),
    unreadCount: integer("unread_count").notNull().default(1),
    publishedAt: integer("published_at").notNull(),
  },
  (t) => [
    uniqueIndex("federation_notifications_group_unique").on(t.userId, t.category, t.groupKey),
    index("federation_notifications_user_idx").on(t.userId, t.publishedAt),
  ],
);

export const FEDERATION_DELIVERY_STATES = ["pending", "delivered", "dead_letter"] as const;

/**
 * A queued federation task as the gateway dashboard counts it: recorded when enqueued, marked
 * when processed or dead-lettered. Fedify's message is the queue's; this is the bookkeeping.
 */
export const federationDeliveries = sqliteTable(
  "federation_deliveries",
  {
    id: text("id").primaryKey(),
    kind: text("kind").notNull(),
    state: text("state", { enum: FEDERATION_DELIVERY_STATES }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    activityUri: text("activity_uri"),
    targetUri: text("target_uri"),
    createdAt: createdAt(),
    settledAt: integer("settled_at"),
  },
  (t) => [index("federation_deliveries_state_idx").on(t.state, t.createdAt)],
);
