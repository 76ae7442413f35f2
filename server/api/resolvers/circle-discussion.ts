import "server-only";
import type { CircleRow } from "@/server/db/queries/circles";
import { pinnedComments } from "@/server/db/queries/comment-writes";
import { circleDiscussionCounts } from "@/server/db/queries/comments";
import { toConnection } from "../connections";
import type { Context } from "../context";
import type { CommentsInput, Resolvers } from "../generated/resolvers";
import { viewerInCircle } from "../services/circle-comments";
import { commentConnection } from "./comment";

// Circle.discussion and Circle.broadcast: the comment lists of the comment domain, for the
// circle's owner and members only; anyone else reads them empty (no error), as upstream.

const empty = () => toConnection([], 0, () => [], { totalCount: 0, hasPrevious: false });

async function membersList(
  ctx: Context,
  circle: CircleRow,
  type: "circleDiscussion" | "circleBroadcast",
  input: CommentsInput,
) {
  return (await viewerInCircle(ctx, circle)) ? commentConnection(ctx, type, circle.id, input) : empty();
}

export const resolvers = {
  Circle: {
    discussion: (c, { input }, ctx) => membersList(ctx, c, "circleDiscussion", input),
    broadcast: (c, { input }, ctx) => membersList(ctx, c, "circleBroadcast", input),
    pinnedBroadcast: async (c, _a, ctx) =>
      (await viewerInCircle(ctx, c)) ? pinnedComments(ctx.db, "circleBroadcast", c.id) : [],
    discussionCount: async (c, _a, ctx) => (await circleDiscussionCounts(ctx.db, c.id)).comments,
    discussionThreadCount: async (c, _a, ctx) => (await circleDiscussionCounts(ctx.db, c.id)).threads,
  },
} satisfies Resolvers;
