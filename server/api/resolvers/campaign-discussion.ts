import "server-only";
import { campaignDiscussionCount } from "@/server/db/queries/comments";
import type { Resolvers } from "../generated/resolvers";
import { commentConnection } from "./comment";

// WritingChallenge.discussion and discussionCount: the comment lists of the comment domain,
// read by whoever sees the challenge (the campaign query already hides pending and archived ones).

export const resolvers = {
  WritingChallenge: {
    discussion: (c, { input }, ctx) => commentConnection(ctx, "campaignDiscussion", c.id, input),
    discussionCount: (c, _a, ctx) => campaignDiscussionCount(ctx.db, c.id),
  },
} satisfies Resolvers;
