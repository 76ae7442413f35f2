import "server-only";
import { cache } from "react";
import { cacheTags } from "@/lib/cache/tags";
import { CircleQuery, CircleViewerStateQuery, CircleWorksQuery } from "../documents/circle";
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

/** Whether the viewer follows the circle; false for a visitor. */
export const getCircleFollowed = cache(async (name: string) => {
  if ((await getViewerKind()).kind === "visitor") return false;
  const { circle } = await executeAsViewer(CircleViewerStateQuery, { name });
  return circle?.isFollower === true;
});
