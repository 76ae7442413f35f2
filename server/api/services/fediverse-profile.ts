import "server-only";
import { assetPath } from "@/lib/media/paths";
import { userPath } from "@/lib/url/entity-paths";
import { userFederationSetting } from "@/server/db/queries/federation-settings";
import {
  type FollowingRow,
  fediverseCounts,
  followingList,
  notifications,
  type TimelineRow,
  timeline,
  unreadNotificationCount,
} from "@/server/db/queries/fediverse-reader";
import type { UserRow } from "@/server/db/queries/users";
import { actorUri, enqueueJobs } from "@/server/federation/job-messages";
import { MAX_FOLLOWING_PER_ACTOR, TIMELINE_MAX_ITEMS, TIMELINE_RETENTION_DAYS } from "@/server/federation/limits";
import type { RemoteActorRow } from "@/server/federation/remote-actors";
import type { Context } from "../context";
import { requireFediverseActor } from "./fediverse-actions";

// viewerFediverse: the viewer's actor as the fediverse sees it and what they follow and
// received, each list capped (newest first) so the page stays one request of bounded size.

export const NOTIFICATIONS_MAX = 100;
/** The actors a grouped notification names (its latest), as the cost rules count them. */
export const NOTIFICATION_ACTORS_MAX = 20;

const origin = (ctx: Context) => ctx.env.SITE_URL || "http://localhost/";

export async function viewerFediverse(ctx: Context, viewer: UserRow) {
  await requireFediverseActor(ctx, viewer);
  const base = origin(ctx);
  const account = `${viewer.userName}@${new URL(base).host}`;
  const [counts, following, notes, posts] = await Promise.all([
    fediverseCounts(ctx.db, viewer.id),
    followingList(ctx.db, viewer.id, MAX_FOLLOWING_PER_ACTOR),
    notifications(ctx.db, viewer.id, NOTIFICATIONS_MAX),
    timeline(ctx.db, viewer.id, TIMELINE_MAX_ITEMS),
  ]);
  return {
    actorId: actorUri(base, viewer.id),
    handle: `@${account}`,
    account,
    displayName: viewer.displayName ?? viewer.userName ?? "",
    summary: viewer.description ?? "",
    profileUrl: new URL(userPath(viewer.userName ?? ""), base).href,
    avatarUrl: viewer.avatar ? new URL(assetPath(viewer.avatar), base).href : null,
    headerUrl: null,
    followersCount: counts.followers,
    followingCount: counts.following,
    pendingFollowingCount: counts.pending,
    unreadNotificationsCount: counts.unread,
    maxFollowing: MAX_FOLLOWING_PER_ACTOR,
    retentionDays: TIMELINE_RETENTION_DAYS,
    timelineMaxItems: TIMELINE_MAX_ITEMS,
    following: following.map((row: FollowingRow) => remoteActor(row, row.status)),
    notifications: notes.map((n) => ({
      id: String(n.id),
      category: n.category,
      contentId: null,
      objectId: n.objectUri,
      remoteActorIds: (JSON.parse(n.remoteActorUris) as string[]).slice(-NOTIFICATION_ACTORS_MAX),
      headline: n.headline,
      preview: n.preview,
      eventCount: n.eventCount,
      unreadCount: n.unreadCount,
      publishedAt: new Date(n.publishedAt),
    })),
    timeline: posts.map(post),
  };
}

/** 0 for a viewer who has not opted in: nothing can reach them. */
export async function viewerFediverseUnreadCount(ctx: Context, viewer: UserRow): Promise<number> {
  const setting = await userFederationSetting(ctx.db, viewer.id);
  return setting?.state === "enabled" ? unreadNotificationCount(ctx.db, viewer.id) : 0;
}

/** Queues a lookup of each followed actor again (their names and pictures change); true when any was. */
export async function refreshFediverseProfile(ctx: Context, viewer: UserRow): Promise<boolean> {
  await requireFediverseActor(ctx, viewer);
  const following = await followingList(ctx.db, viewer.id, MAX_FOLLOWING_PER_ACTOR);
  if (!following.length || !ctx.env.FEDERATION_QUEUE) return false;
  return enqueueJobs(
    ctx.env.FEDERATION_QUEUE,
    following.map((row) => ({ kind: "margins.refresh", actorUri: row.uri })),
  );
}

export function remoteActor(row: RemoteActorRow, status: string | null = null) {
  return {
    actorId: row.uri,
    account: row.handle,
    preferredUsername: row.preferredUsername,
    name: row.name,
    summary: row.summary,
    url: row.url ?? row.uri,
    avatarUrl: row.avatarUrl,
    status,
  };
}

function post(row: TimelineRow) {
  return {
    objectId: row.objectUri,
    content: row.content,
    summary: row.summary,
    url: row.postUrl,
    inReplyTo: row.inReplyTo,
    publishedAt: new Date(row.publishedAt),
    liked: row.likeActivityId !== null,
    announced: row.announceActivityId !== null,
    likeActivityId: row.likeActivityId,
    announceActivityId: row.announceActivityId,
    remoteActor: remoteActor(row),
  };
}
