import "server-only";
import { cache } from "react";
import { cacheTags } from "@/lib/cache/tags";
import {
  CircleAnalyticsQuery,
  CircleInvitedByQuery,
  CircleInvitesQuery,
  CircleQuery,
  CircleViewerStateQuery,
  CircleWorksQuery,
} from "../documents/circle";
import { execute, executeAsViewer, executePage } from "../execute";
import { getViewerKind } from "./social";

/** A circle by name (any case, with or without ~); null: no such circle. */
export const getCircle = cache(async (name: string | null) => {
  if (!name) return null;
  const { circle } = await execute(CircleQuery, { name }, { tags: [cacheTags.circleByName(name)] });
  return circle;
});

export type CircleView = NonNullable<Awaited<ReturnType<typeof getCircle>>>;

/**
 * A page of the circle's works, the owner's articles: tagged with the owner's list of articles,
 * which publishing and archiving purge. Null when `after` no longer leads anywhere.
 */
export async function getCircleWorks(name: string, ownerId: string, after: string | null) {
  const tags = [cacheTags.circleByName(name), cacheTags.userArticles(ownerId)];
  const data = await executePage(CircleWorksQuery, { name, after }, { tags });
  return data?.circle?.works ?? null;
}

export type CircleViewerState = { followed: boolean; member: boolean; memberUntil: string | null };

/**
 * What the circle is to the viewer: followed, a member, and when an unsubscribed member's paid
 * month ends. Nothing for a visitor.
 */
export const getCircleViewerState = cache(async (name: string): Promise<CircleViewerState> => {
  if ((await getViewerKind()).kind === "visitor") return { followed: false, member: false, memberUntil: null };
  const { circle } = await executeAsViewer(CircleViewerStateQuery, { name });
  return {
    followed: circle?.isFollower === true,
    member: circle?.isMember === true,
    memberUntil: circle?.memberUntil ? String(circle.memberUntil) : null,
  };
});

// ---- invitations ----

/** The free period of the viewer's pending invitation to the circle, or null (also for a visitor). */
export const getCircleInvitation = cache(async (name: string): Promise<number | null> => {
  if ((await getViewerKind()).kind === "visitor") return null;
  const { circle } = await executeAsViewer(CircleInvitedByQuery, { name });
  return circle?.invitedBy?.freePeriod ?? null;
});

/** The owner's pending and accepted invitations, a page of each. */
export async function getCircleInvites(name: string, pendingAfter: string | null, acceptedAfter: string | null) {
  const { circle } = await executeAsViewer(CircleInvitesQuery, { name, pendingAfter, acceptedAfter });
  return circle?.invites ?? null;
}

/** The owner's analytics of the circle. */
export async function getCircleAnalytics(name: string) {
  const { circle } = await executeAsViewer(CircleAnalyticsQuery, { name });
  return circle?.analytics ?? null;
}
