import "server-only";
import { authorArticleCount, authorArticlePage } from "@/server/db/queries/articles";
import { circleMember, subscribedCircleCount, subscribedCirclePage } from "@/server/db/queries/circle-members";
import {
  circleByName,
  circleFollowerCount,
  circleFollowerPage,
  circleMemberCount,
  circleMemberPage,
  isCircleMember,
} from "@/server/db/queries/circles";
import { circlesOwnedBy } from "@/server/db/queries/users";
import { decodeNumberCursor, pageSize, toConnection } from "../connections";
import type { Resolvers } from "../generated/resolvers";
import { toGlobalId } from "../ids";
import { mustLoad } from "../loaders";
import { peopleConnection } from "../people-connection";
import { requireViewer } from "../rules/auth";
import { putCircleArticles } from "../services/circle-articles";
import { subscribeCircle, unsubscribeCircle } from "../services/circle-subscriptions";
import { putCircle, toggleFollow } from "../services/circles";
import { viewerRelations } from "../viewer-relations";

const stripMark = (name: string) => name.trim().replace(/^[~～]+/u, "");

export const resolvers = {
  Query: {
    circle: async (_p, { input }, ctx) => {
      const name = stripMark(input.name);
      if (!name) return null;
      const circle = await circleByName(ctx.db, name);
      if (circle) ctx.loaders.circle.prime(circle.id, circle);
      return circle ?? null;
    },
  },

  Mutation: {
    putCircle: (_p, { input }, ctx) => putCircle(ctx, requireViewer(ctx), input),
    toggleFollowCircle: (_p, { input }, ctx) => toggleFollow(ctx, requireViewer(ctx), input),
    subscribeCircle: (_p, { input }, ctx) => subscribeCircle(ctx, requireViewer(ctx), input),
    unsubscribeCircle: (_p, { input }, ctx) => unsubscribeCircle(ctx, requireViewer(ctx), input),
    // paywall
    putCircleArticles: (_p, { input }, ctx) => putCircleArticles(ctx, requireViewer(ctx), input),
  },

  User: {
    ownCircles: (u, _a, ctx) => ("visitor" in u ? [] : circlesOwnedBy(ctx.db, u.id)),
    subscribedCircles: async (u, { input }, ctx) => {
      const limit = pageSize(input.first);
      const after = input.after ? decodeNumberCursor(input.after, 2) : undefined;
      const rows = "visitor" in u ? [] : await subscribedCirclePage(ctx.db, u.id, limit, after);
      for (const { circle } of rows) ctx.loaders.circle.prime(circle.id, circle);
      return toConnection(rows, limit, (r) => [r.createdAt, r.circle.id], {
        totalCount: async () => ("visitor" in u ? 0 : subscribedCircleCount(ctx.db, u.id)),
        hasPrevious: Boolean(after),
        toNode: (r) => r.circle,
      });
    },
  },

  Circle: {
    id: (c) => toGlobalId("Circle", c.id),
    owner: (c, _x, ctx) => mustLoad(ctx.loaders.user, c.ownerId),
    prices: (c, _x, ctx) => ctx.loaders.circlePrices.load(c.id),
    createdAt: (c) => new Date(c.createdAt),
    updatedAt: (c) => new Date(c.updatedAt),
    isFollower: (c, _x, ctx) => viewerRelations(ctx).followsCircle.load(c.id),
    isMember: (c, _x, ctx) => (ctx.viewer.id === null ? false : isCircleMember(ctx.db, c.id, ctx.viewer.id)),
    memberUntil: async (c, _x, ctx) => {
      if (ctx.viewer.id === null) return null;
      const member = await circleMember(ctx.db, c.id, ctx.viewer.id);
      return member?.state === "active" && member.cancelAtPeriodEnd ? new Date(member.periodEnd) : null;
    },
    followers: (c, { input }, ctx) =>
      peopleConnection(
        ctx,
        input,
        (limit, after) => circleFollowerPage(ctx.db, c.id, limit, after),
        () => circleFollowerCount(ctx.db, c.id),
      ),
    members: async (c, { input }, ctx) => {
      const limit = pageSize(input.first);
      const after = input.after ? decodeNumberCursor(input.after, 2) : undefined;
      const [rows, prices] = await Promise.all([
        circleMemberPage(ctx.db, c.id, limit, after),
        ctx.loaders.circlePrices.load(c.id),
      ]);
      const price = prices[0];
      // a member joined at the circle's price: none can exist without one
      return toConnection(price ? rows : [], limit, (r) => [r.createdAt, r.userId], {
        totalCount: () => circleMemberCount(ctx.db, c.id),
        hasPrevious: Boolean(after),
        toNode: (r) => ({ userId: r.userId, price: price as NonNullable<typeof price> }),
      });
    },
    works: async (c, { input }, ctx) => {
      const limit = pageSize(input.first);
      const after = input.after ? decodeNumberCursor(input.after, 2) : undefined;
      const rows = await authorArticlePage(ctx.db, c.ownerId, "active", limit, after);
      for (const { article } of rows) ctx.loaders.article.prime(article.id, article);
      return toConnection(rows, limit, (r) => [r.sortValue, r.article.id], {
        totalCount: () => authorArticleCount(ctx.db, c.ownerId, "active"),
        hasPrevious: Boolean(after),
        toNode: (r) => r.article,
      });
    },
  },

  Member: {
    user: (m, _x, ctx) => mustLoad(ctx.loaders.user, m.userId),
  },

  Price: {
    id: (p) => toGlobalId("Price", p.id),
    circle: (p, _x, ctx) => mustLoad(ctx.loaders.circle, p.circleId),
    createdAt: (p) => new Date(p.createdAt),
    updatedAt: (p) => new Date(p.updatedAt),
  },
} satisfies Resolvers;
