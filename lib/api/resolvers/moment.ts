import "server-only";
import DataLoader from "dataloader";
import {
  type AssetRow,
  assetsByIds,
  authorMomentPage,
  likedAmong,
  type MomentRow,
  momentByShortHash,
  momentsByIds,
} from "@/lib/db/queries/moments";
import { activeMomentCount } from "@/lib/db/queries/users";
import { decodeNumberCursor, pageSize, toConnection } from "../connections";
import type { Context } from "../context";
import type { Resolvers } from "../generated/resolvers";
import { toGlobalId } from "../ids";
import { mustLoad } from "../loaders";

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

export const resolvers = {
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
      if ("visitor" in u || u.state === "archived") {
        return toConnection([], 0, () => [], { totalCount: 0, hasPrevious: false });
      }
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

  // Moment.comments is the comment domain's (resolvers/comment.ts).
  Moment: {
    id: (m) => toGlobalId("Moment", m.id),
    state: (m) => (m.state === "active" ? "active" : "archived"),
    assets: async (m, _a, ctx) => {
      const rows = await momentLoaders(ctx).asset.loadMany(m.assets);
      return rows.filter((r): r is AssetRow => r !== undefined && !(r instanceof Error));
    },
    author: (m, _a, ctx) => mustLoad(ctx.loaders.user, m.authorId),
    liked: (m, _a, ctx) => (ctx.viewer.id === null ? false : momentLoaders(ctx).liked.load(m.id)),
    createdAt: (m) => new Date(m.createdAt),
  },
} satisfies Resolvers;
