import "server-only";
import type { ArticleRow } from "@/lib/db/queries/articles";
import {
  ACTIVITY_KINDS,
  type ActivityRow,
  authorPool,
  circlesByIds,
  featuredCount,
  featuredPage,
  followedByFollowees,
  followeesAmong,
  followingActivityCount,
  followingActivityPage,
} from "@/lib/db/queries/feeds";
import type { UserRow } from "@/lib/db/queries/users";
import {
  type ConnectionArgs,
  decodeNumberCursor,
  decodeOffset,
  encodeCursor,
  pageSize,
  toConnection,
} from "../connections";
import type { Context } from "../context";
import { momentLoaders } from "./moment";
import { type RecommendInput, randomKey, shuffled } from "./shuffle";
import type { TypeResolvers } from "./types";

const EMPTY = {
  totalCount: 0,
  edges: [],
  pageInfo: { startCursor: null, endCursor: null, hasNextPage: false, hasPreviousPage: false },
};

/** The recommended authors are drawn from this many of the most followed. */
const AUTHOR_POOL = 50;
/** How many people the follow feed's "who to follow" row shows, after this many activities. */
const WHO_TO_FOLLOW = 5;
const WHO_TO_FOLLOW_AFTER = 3;

async function activityNode(ctx: Context, row: ActivityRow) {
  const actor = await ctx.loaders.user.load(row.actorId);
  const createdAt = new Date(row.createdAt);
  switch (row.kind) {
    case "publish":
    case "tag": {
      const node = await ctx.loaders.article.load(row.id);
      if (!actor || !node) return null;
      if (row.kind === "publish") return { __typename: "UserPublishArticleActivity", actor, createdAt, node };
      const target = row.tagId === null ? undefined : await ctx.loaders.tag.load(row.tagId);
      return target ? { __typename: "UserAddArticleTagActivity", actor, createdAt, node, target } : null;
    }
    case "circle": {
      const [node] = await circlesByIds(ctx.db, [row.id]);
      return actor && node ? { __typename: "UserCreateCircleActivity", actor, createdAt, node } : null;
    }
    case "moment": {
      const node = await momentLoaders(ctx).moment.load(row.id);
      return actor && node ? { __typename: "UserPostMomentActivity", actor, createdAt, node, more: [] } : null;
    }
    default:
      return null;
  }
}

export const Recommendation: TypeResolvers<unknown> = {
  icymi: async (_p, { input }: { input: ConnectionArgs }, ctx) => {
    const limit = pageSize(input.first);
    const after = input.after ? decodeNumberCursor(input.after, 2) : undefined;
    const rows = await featuredPage(ctx.db, limit, after);
    for (const { article } of rows) ctx.loaders.article.prime(article.id, article);
    return toConnection(rows, limit, (r) => [r.pickedAt, r.article.id], {
      totalCount: () => featuredCount(ctx.db),
      hasPrevious: Boolean(after),
      toNode: (r): ArticleRow => r.article,
    });
  },

  following: async (_p, { input }: { input: ConnectionArgs & { filter?: { type?: "article" } | null } }, ctx) => {
    const viewerId = ctx.viewer.id;
    if (viewerId === null) return EMPTY;
    const limit = pageSize(input.first);
    const after = input.after ? decodeNumberCursor(input.after, 3) : undefined;
    const articlesOnly = input.filter?.type === "article";
    const rows = await followingActivityPage(ctx.db, viewerId, limit, { after, articlesOnly });
    const page = rows.slice(0, limit);
    const nodes = await Promise.all(page.map((r) => activityNode(ctx, r)));
    const edges: { cursor: string; node: object | null | undefined }[] = page
      .map((r, i) => ({ cursor: encodeCursor(cursorOf(r)), node: nodes[i] }))
      .filter((e) => e.node !== null);
    if (!after && !articlesOnly && edges.length >= WHO_TO_FOLLOW_AFTER) {
      const ids = await followedByFollowees(ctx.db, viewerId, WHO_TO_FOLLOW);
      const users = (await Promise.all(ids.map((id) => ctx.loaders.user.load(id)))).filter(Boolean);
      if (users.length > 0) {
        const anchor = edges[WHO_TO_FOLLOW_AFTER - 1]?.cursor ?? "";
        // the row shares the cursor of the activity before it: paging resumes after that activity
        edges.splice(WHO_TO_FOLLOW_AFTER, 0, {
          cursor: anchor,
          node: { __typename: "UserRecommendationActivity", source: "UserFollowing", nodes: users },
        });
      }
    }
    return {
      totalCount: () => followingActivityCount(ctx.db, viewerId, articlesOnly),
      edges,
      pageInfo: {
        startCursor: edges[0]?.cursor ?? null,
        endCursor: page.length > 0 ? encodeCursor(cursorOf(page[page.length - 1] as ActivityRow)) : null,
        hasNextPage: rows.length > limit,
        hasPreviousPage: Boolean(after),
      },
    };
  },

  authors: async (_p, { input }: { input: RecommendInput }, ctx) => {
    const random = randomKey(input) ?? 0;
    const limit = pageSize(input.first);
    const offset = decodeOffset(input.after);
    let pool: UserRow[] = (await authorPool(ctx.db, AUTHOR_POOL, ctx.viewer.id)).map((r) => r.user);
    if (ctx.viewer.id !== null) {
      const followed = await followeesAmong(
        ctx.db,
        ctx.viewer.id,
        pool.map((u) => u.id),
      );
      pool = pool.filter((u) => !followed.has(u.id));
    }
    const ordered = shuffled(pool, random);
    const rows = ordered.slice(offset, offset + limit + 1).map((user, i) => ({ user, position: offset + i + 1 }));
    return toConnection(rows, limit, (r) => [r.position], {
      totalCount: ordered.length,
      hasPrevious: offset > 0,
      toNode: (r) => r.user,
    });
  },
};

const cursorOf = (row: ActivityRow): [number, number, number] => [
  row.createdAt,
  ACTIVITY_KINDS.indexOf(row.kind),
  row.id,
];
