import "server-only";
import DataLoader from "dataloader";
import type { ArticleRow } from "@/server/db/queries/articles";
import {
  type AssetRow,
  articlesOfMoments,
  assetsByIds,
  authorMomentPage,
  commentedFollowees,
  hottestMomentCount,
  hottestMomentPage,
  likedAmong,
  type MomentRow,
  momentByShortHash,
  momentsByIds,
  type TagRow,
  tagMomentCount,
  tagMomentPage,
  tagsOfMoments,
} from "@/server/db/queries/moments";
import { activeMomentCount, type UserRow } from "@/server/db/queries/users";
import { decodeNumberCursor, pageSize, toConnection } from "../connections";
import type { Context } from "../context";
import type { ConnectionArgs, Resolvers } from "../generated/resolvers";
import { toGlobalId } from "../ids";
import { mustLoad } from "../loaders";
import { requireViewer } from "../rules/auth";
import { deleteMoment, likeMoment, putMoment, unlikeMoment } from "../services/moments";
import { canSeeArticle } from "./article";
import { spamStatusOf } from "./spam-status";

/** Anyone reads active moments; the author and admins also read archived and banned ones. */
export function canSeeMoment(ctx: Context, moment: MomentRow) {
  return moment.state === "active" || ctx.viewer.id === moment.authorId || ctx.viewer.user?.role === "admin";
}

// Per-request loaders of this domain, kept beside the request's shared loaders: a list of
// moments reads its images, and the viewer's likes, in one query each.
const perRequest = new WeakMap<Context["loaders"], ReturnType<typeof createMomentLoaders>>();

function createMomentLoaders(ctx: Context) {
  const options = { maxBatchSize: 90 };
  return {
    moment: new DataLoader<number, MomentRow | undefined>(async (ids) => {
      const rows = new Map((await momentsByIds(ctx.db, ids)).map((r) => [r.id, r]));
      return ids.map((id) => rows.get(id));
    }, options),
    asset: new DataLoader<number, AssetRow | undefined>(async (ids) => {
      const rows = new Map((await assetsByIds(ctx.db, ids)).map((r) => [r.id, r]));
      return ids.map((id) => rows.get(id));
    }, options),
    liked: new DataLoader<number, boolean>(async (ids) => {
      const liked = ctx.viewer.id === null ? new Set<number>() : await likedAmong(ctx.db, ctx.viewer.id, ids);
      return ids.map((id) => liked.has(id));
    }, options),
    tags: new DataLoader<number, TagRow[]>(async (ids) => {
      const tags = await tagsOfMoments(ctx.db, ids);
      return ids.map((id) => tags.get(id) ?? []);
    }, options),
    articleIds: new DataLoader<number, number[]>(async (ids) => {
      const articles = await articlesOfMoments(ctx.db, ids);
      return ids.map((id) => articles.get(id) ?? []);
    }, options),
    /** The people the viewer follows who commented on each moment; none for a visitor. */
    commentedFollowees: new DataLoader<number, number[]>(async (ids) => {
      const viewerId = ctx.viewer.id;
      if (viewerId === null) return ids.map(() => []);
      const found = await commentedFollowees(ctx.db, ids, viewerId, COMMENTED_FOLLOWEES);
      return ids.map((id) => found.get(id) ?? []);
    }, options),
  };
}

export function momentLoaders(ctx: Context) {
  let loaders = perRequest.get(ctx.loaders);
  if (!loaders) {
    loaders = createMomentLoaders(ctx);
    perRequest.set(ctx.loaders, loaders);
  }
  return loaders;
}

/** A moment the viewer may read, by db id (node lookups, a comment's node). */
export async function loadMoment(ctx: Context, id: number) {
  const moment = await momentLoaders(ctx).moment.load(id);
  return moment && canSeeMoment(ctx, moment) ? moment : null;
}

/** People the viewer follows who commented on a moment, at most this many. */
const COMMENTED_FOLLOWEES = 10;

const emptyConnection = () => toConnection([], 0, () => [], { totalCount: 0, hasPrevious: false });

/** A tag's active moments, newest first. */
async function tagMoments(ctx: Context, tag: TagRow, input: ConnectionArgs) {
  const limit = pageSize(input.first);
  const after = input.after ? decodeNumberCursor(input.after, 2) : undefined;
  const rows = await tagMomentPage(ctx.db, tag.id, limit, after);
  for (const row of rows) momentLoaders(ctx).moment.prime(row.id, row);
  return toConnection(rows, limit, (r) => [r.createdAt, r.id], {
    totalCount: () => tagMomentCount(ctx.db, tag.id),
    hasPrevious: Boolean(after),
  });
}

export const resolvers = {
  Mutation: {
    putMoment: (_p, { input }, ctx) => putMoment(ctx, requireViewer(ctx), input),
    deleteMoment: (_p, { input }, ctx) => deleteMoment(ctx, requireViewer(ctx), input.id),
    likeMoment: (_p, { input }, ctx) => likeMoment(ctx, requireViewer(ctx), input.id),
    unlikeMoment: (_p, { input }, ctx) => unlikeMoment(ctx, requireViewer(ctx), input.id),
  },

  Query: {
    moment: async (_p, { input }, ctx) => {
      const moment = await momentByShortHash(ctx.db, input.shortHash.trim());
      if (!moment || !canSeeMoment(ctx, moment)) return null;
      momentLoaders(ctx).moment.prime(moment.id, moment);
      return moment;
    },
  },

  User: {
    moments: async (u, { input }, ctx) => {
      if ("visitor" in u || u.state === "archived") return emptyConnection();
      const limit = pageSize(input.first);
      const after = input.after ? decodeNumberCursor(input.after, 2) : undefined;
      const rows = await authorMomentPage(ctx.db, u.id, limit, after);
      for (const row of rows) momentLoaders(ctx).moment.prime(row.id, row);
      return toConnection(rows, limit, (r) => [r.createdAt, r.id], {
        totalCount: () => activeMomentCount(ctx.db, u.id),
        hasPrevious: Boolean(after),
      });
    },
  },

  Recommendation: {
    hottestMoments: async (_p, { input }, ctx) => {
      const limit = pageSize(input.first);
      // the cursor carries the ranking's instant, as the article ranking's does
      const cursor = input.after ? decodeNumberCursor(input.after, 3) : undefined;
      const asOf = cursor ? cursor[0] : ctx.now;
      const rows = await hottestMomentPage(ctx.db, asOf, limit, cursor ? [cursor[1], cursor[2]] : undefined);
      for (const { moment } of rows) momentLoaders(ctx).moment.prime(moment.id, moment);
      return toConnection(rows, limit, (r) => [asOf, r.score, r.moment.id], {
        totalCount: () => hottestMomentCount(ctx.db, asOf),
        hasPrevious: Boolean(cursor),
        toNode: (r) => r.moment,
      });
    },
  },

  Tag: {
    moments: (t, { input }, ctx) => tagMoments(ctx, t, input),
    numMoments: (t, _a, ctx) => tagMomentCount(ctx.db, t.id),
  },

  // Moment.comments is the comment domain's (resolvers/comment.ts), Moment.translation the
  // translation domain's.
  Moment: {
    id: (m) => toGlobalId("Moment", m.id),
    state: (m) => (m.state === "active" ? "active" : "archived"),
    assets: async (m, _a, ctx) => {
      const rows = await momentLoaders(ctx).asset.loadMany(m.assets);
      return rows.filter((r): r is AssetRow => r !== undefined && !(r instanceof Error));
    },
    tags: (m, _a, ctx) => momentLoaders(ctx).tags.load(m.id),
    articles: async (m, _a, ctx) => {
      const ids = await momentLoaders(ctx).articleIds.load(m.id);
      const rows = await ctx.loaders.article.loadMany(ids);
      return rows.filter((r): r is ArticleRow => r !== undefined && !(r instanceof Error) && canSeeArticle(ctx, r));
    },
    author: (m, _a, ctx) => mustLoad(ctx.loaders.user, m.authorId),
    commentedFollowees: async (m, _a, ctx) => {
      if (ctx.viewer.id === null) return [];
      const ids = await momentLoaders(ctx).commentedFollowees.load(m.id);
      const rows = await ctx.loaders.user.loadMany(ids);
      return rows.filter((r): r is UserRow => r !== undefined && !(r instanceof Error));
    },
    liked: (m, _a, ctx) => (ctx.viewer.id === null ? false : momentLoaders(ctx).liked.load(m.id)),
    // nothing here scores writings for spam or advertising
    spamStatus: spamStatusOf,
    adStatus: (m) => ({ isAd: m.isAd }),
    createdAt: (m) => new Date(m.createdAt),
  },
} satisfies Resolvers;
