import "server-only";
import DataLoader from "dataloader";
import { articlePath } from "@/lib/url/entity-paths";
import { commentsByIds } from "@/server/db/queries/comments";
import {
  actionByUuid,
  actionsCount,
  actionsPage,
  type CommunityWatchActionRow,
  hasUserFeatureFlag,
  latestActionsOf,
} from "@/server/db/queries/community-watch";
import { applicationsOf, momentFeedUsersCount, momentFeedUsersPage } from "@/server/db/queries/moment-feed";
import { momentsByIds } from "@/server/db/queries/moments";
import { MAX_BATCH_SIZE } from "../batching";
import { decodeIdCursor, pageSize, toConnection } from "../connections";
import type { Context } from "../context";
import { ApiError } from "../errors";
import type { Resolvers } from "../generated/resolvers";
import { toGlobalId } from "../ids";
import { requireViewer } from "../rules/auth";
import {
  COMMUNITY_WATCH_FLAG,
  clearCommunityWatchOriginalContent,
  communityWatchRemoveComment,
  restoreCommunityWatchComment,
  updateCommunityWatchActionState,
} from "../services/community-watch";
import { applyMomentFeed, updateMomentFeedApplicationState } from "../services/moment-feed";

// Community watch and the hottest-moments feed applications (issue 37). The queue and the
// review are admins' (the SDL's @auth); an action's kept words are read by admins alone.

const isAdmin = (ctx: Context) => ctx.viewer.user?.role === "admin";

/** The signed-in admin; the contract guards these fields with oauth at most, the rest is ours. */
function requireAdmin(ctx: Context) {
  const viewer = requireViewer(ctx);
  if (viewer.role !== "admin") throw new ApiError("FORBIDDEN", "Admins only.");
  return viewer;
}

type Source = { type: "article" | "moment"; id: string; title: string; url: string | null };

// the article or moment of each removal of a list, read together: its comments in one
// statement, their moments in one, their articles through the request's article loader
const sourceLoaders = new WeakMap<object, DataLoader<number, Source>>();
function sourceOf(ctx: Context, row: CommunityWatchActionRow) {
  let loader = sourceLoaders.get(ctx.loaders);
  if (!loader) {
    loader = new DataLoader((commentIds: readonly number[]) => readSources(ctx, commentIds), {
      maxBatchSize: MAX_BATCH_SIZE,
    });
    sourceLoaders.set(ctx.loaders, loader);
  }
  return loader.load(row.commentId);
}

/** The article or moment each removed comment was on. */
async function readSources(ctx: Context, commentIds: readonly number[]): Promise<Source[]> {
  const found = new Map((await commentsByIds(ctx.db, commentIds)).map((c) => [c.id, c]));
  const momentIds = [...found.values()].filter((c) => c.type === "moment").map((c) => c.targetId);
  const moments = new Map((momentIds.length ? await momentsByIds(ctx.db, momentIds) : []).map((m) => [m.id, m]));
  return Promise.all(
    commentIds.map(async (commentId): Promise<Source> => {
      const comment = found.get(commentId);
      if (comment?.type === "moment") {
        const moment = moments.get(comment.targetId);
        return {
          type: "moment",
          id: toGlobalId("Moment", comment.targetId),
          title: (moment?.content ?? "").replace(/<[^>]*>/g, "").slice(0, 80),
          url: moment ? `/m/${moment.shortHash}` : null,
        };
      }
      const article = comment ? await ctx.loaders.article.load(comment.targetId) : undefined;
      return {
        type: "article",
        id: toGlobalId("Article", comment?.targetId ?? 0),
        title: article?.title ?? "",
        url: article ? articlePath(article.shortHash) : null,
      };
    }),
  );
}

export const resolvers = {
  Query: {
    communityWatchActions: async (_p, { input }, ctx) => {
      requireAdmin(ctx);
      const limit = pageSize(input.first);
      const beforeId = input.after ? decodeIdCursor(input.after) : null;
      const rows = await actionsPage(ctx.db, input, beforeId, limit + 1);
      return toConnection(rows, limit, (row) => [row.id], {
        totalCount: () => actionsCount(ctx.db, input),
        hasPrevious: beforeId != null,
      });
    },
    communityWatchAction: async (_p, { input }, ctx) => {
      requireAdmin(ctx);
      return (await actionByUuid(ctx.db, input.uuid)) ?? null;
    },
  },

  Mutation: {
    communityWatchRemoveComment: (_p, { input }, ctx) => communityWatchRemoveComment(ctx, requireViewer(ctx), input),
    updateCommunityWatchActionState: (_p, { input }, ctx) =>
      updateCommunityWatchActionState(ctx, requireAdmin(ctx), input),
    restoreCommunityWatchComment: (_p, { input }, ctx) => restoreCommunityWatchComment(ctx, requireAdmin(ctx), input),
    clearCommunityWatchOriginalContent: (_p, { input }, ctx) =>
      clearCommunityWatchOriginalContent(ctx, requireAdmin(ctx), input),
    applyMomentFeed: (_p, _a, ctx) => applyMomentFeed(ctx, requireViewer(ctx)),
    updateMomentFeedApplicationState: (_p, { input }, ctx) =>
      updateMomentFeedApplicationState(ctx, requireViewer(ctx), input),
  },

  OSS: {
    momentFeedUsers: async (_p, { input }, ctx) => {
      const limit = pageSize(input.first);
      const afterId = input.after ? decodeIdCursor(input.after) : null;
      const filter = { states: input.states, userName: input.userName };
      const rows = await momentFeedUsersPage(ctx.db, filter, afterId, limit + 1);
      return toConnection(rows, limit, (row) => [row.user.id], {
        totalCount: () => momentFeedUsersCount(ctx.db, filter),
        hasPrevious: afterId != null,
        toNode: (row) => row.user,
      });
    },
  },

  UserOSS: {
    momentFeedApplication: async (user, _a, ctx) => (await applicationsOf(ctx.db, [user.id])).get(user.id) ?? null,
  },

  MomentFeedApplication: {
    reviewer: async (row, _a, ctx) =>
      row.reviewerId == null ? null : ((await ctx.loaders.user.load(row.reviewerId)) ?? null),
  },

  CommunityWatchAction: {
    uuid: (row) => row.uuid,
    commentId: (row) => toGlobalId("Comment", row.commentId),
    sourceType: async (row, _a, ctx) => (await sourceOf(ctx, row)).type,
    sourceTitle: async (row, _a, ctx) => (await sourceOf(ctx, row)).title,
    sourceId: async (row, _a, ctx) => (await sourceOf(ctx, row)).id,
    sourceUrl: async (row, _a, ctx) => (await sourceOf(ctx, row)).url,
    actorDisplayName: async (row, _a, ctx) => (await ctx.loaders.user.load(row.actorId))?.displayName ?? "",
    // the removed words and their hash are for the admins who review them
    originalContent: (row, _a, ctx) => (isAdmin(ctx) ? row.originalContent : null),
    contentHash: (row, _a, ctx) => (isAdmin(ctx) ? row.contentHash : null),
    contentCleared: (row) => row.originalContent == null,
    // removals make no report here
    reportSynced: () => false,
  },
} satisfies Resolvers;

// one statement for the removals of every comment of a list
const perRequest = new WeakMap<object, DataLoader<number, CommunityWatchActionRow | null>>();

/** Comment.communityWatchAction: the comment's newest removal, batched over the comments of a list. */
export function communityWatchActionOf(ctx: Context, commentId: number) {
  let loader = perRequest.get(ctx.loaders);
  if (!loader) {
    loader = new DataLoader(
      async (ids: readonly number[]) => {
        const byComment = await latestActionsOf(ctx.db, ids);
        return ids.map((id) => byComment.get(id) ?? null);
      },
      { maxBatchSize: MAX_BATCH_SIZE },
    );
    perRequest.set(ctx.loaders, loader);
  }
  return loader.load(commentId);
}

/** UserFeatures.communityWatch: whether the person has the flag. */
export const watchesCommunity = (ctx: Context, userId: number) =>
  userId === 0 ? Promise.resolve(false) : hasUserFeatureFlag(ctx.db, userId, COMMUNITY_WATCH_FLAG);

/** User.isMomentFeedApplied: a pending or approved application. */
export async function appliedToMomentFeed(ctx: Context, userId: number) {
  const state = (await applicationsOf(ctx.db, [userId])).get(userId)?.state;
  return state === "pending" || state === "approved";
}
