import "server-only";
import { CircleCommentsQuery } from "../documents/circle-discussion";
import { executeAsViewer } from "../execute";
import { COMMENTS_PER_PAGE, REPLIES_SHOWN } from "./comment";
import { getViewerKind } from "./social";

export type CircleCommentsKind = "discussion" | "broadcast";

/**
 * A page of a circle's discussion or broadcast as the viewer sees it, never cached (only the
 * owner and members read it): null for anyone else, and for a visitor without asking.
 */
export async function getCircleComments(name: string, kind: CircleCommentsKind, after: string | null) {
  const viewer = await getViewerKind();
  if (viewer.kind === "visitor") return null;
  const variables = { name, broadcast: kind === "broadcast", first: COMMENTS_PER_PAGE, after, replies: REPLIES_SHOWN };
  const { circle } = await executeAsViewer(CircleCommentsQuery, variables).catch(() => ({ circle: null }));
  if (!circle || (!circle.isMember && circle.owner.id !== viewer.id)) return null;
  const comments = kind === "broadcast" ? circle.broadcast : circle.discussion;
  return comments ? { circleId: circle.id, ownerId: circle.owner.id, comments } : null;
}
