import { hottestCount, hottestPage, isHottestCursor } from "@/server/db/queries/hottest";
import { markFollowFeedSeen } from "@/server/db/queries/notices";
import "server-only";
import { type ArticleRow, newestCount, newestPage } from "@/server/db/queries/articles";
import {
  ACTIVITY_KINDS,
  type ActivityRow,
  authorPool,
  featuredCount,
  featuredPage,
  followedByFollowees,
  followeesAmong,
  followingActivityCount,
  followingActivityPage,
} from "@/server/db/queries/feeds";
import { blockedAmong } from "@/server/db/queries/social";
import type { UserRow } from "@/server/db/queries/users";
import {
  type Connection,
  decodeNumberCursor,
  decodeOffset,
  encodeCursor,
  pageSize,
  toConnection,
} from "../connections";
import type { Context } from "../context";
import { ApiError } from "../errors";
import type { Resolvers } from "../generated/resolvers";
import type { FollowingActivityNode, RecommendationModel } from "../models";
import { requireViewer } from "../rules/auth";
import { loadArticles } from "./article";
import { loadComment } from "./comment";
import { momentLoaders } from "./moment";
import { shuffled } from "./shuffle";

const EMPTY: Connection<never> = {
  totalCount: 0,
  edges: [],
  pageInfo: { startCursor: null, endCursor: null, hasNextPage: false, hasPreviousPage: false },
};

/** Every user's `recommendation`: the feeds are the same for all (the viewer is in the context). */
const RECOMMENDATION: RecommendationModel = {};

/** The recommended authors are drawn from this many of the most followed. */
const AUTHOR_POOL = 50;
/** How many people the follow feed's "who to follow" row shows, after this many activities. */
const WHO_TO_FOLLOW = 5;
const WHO_TO_FOLLOW_AFTER = 3;

async function activityNode(ctx: Context, row: ActivityRow): Promise<FollowingActivityNode | null> {
  const actor = await ctx.loaders.user.load(row.actorId);
  const createdAt = new Date(row.createdAt);
  switch (row.kind) {
    case "publish":
    case "tag": {
      const node = await ctx.loaders.article.load(row.id);
      if (!actor || !node) return null;
      if (row.kind === "publish") return { __typename: "UserPublishArticleActivity", actor, createdAt, node };
      const target = row.targetId === null ? undefined : await ctx.loaders.tag.load(row.targetId);
      return target ? { __typename: "UserAddArticleTagActivity", actor, createdAt, node, target } : null;
    }
    case "circle": {
      const node = await ctx.loaders.circle.load(row.id);
      return actor && node ? { __typename: "UserCreateCircleActivity", actor, createdAt, node } : null;
    }
    case "broadcast": {
      // read through the comment rules: a member who has since left is shown nothing
      const [node, target] = await Promise.all([
        loadComment(ctx, row.id),
        row.targetId === null ? null : ctx.loaders.circle.load(row.targetId),
      ]);
      return actor && node && target
        ? { __typename: "UserBroadcastCircleActivity", actor, createdAt, node, target }
        : null;
    }
    case "moment": {
      const node = await momentLoaders(ctx).moment.load(row.id);
      return actor && node ? { __typename: "UserPostMomentActivity", actor, createdAt, node, more: [] } : null;
    }
    default:
      return null;
  }
}

const SITE = { site: true } as const;

export const resolvers = {
  Mutation: {
    logRecord: async (_p, { input }, ctx) => {
      const viewer = requireViewer(ctx);
      if (input.type !== "ReadResponseInfoPopUp") await markFollowFeedSeen(ctx.db, viewer.id, ctx.now);
      return true;
    },
  },

  User: {
    recommendation: () => RECOMMENDATION,
  },

  Recommendation: {
    // the hottest ranking of server/db/queries/hottest.ts over every article, as a tag's is over its own
    hottest: async (_p, { input }, ctx) => {
      const limit = pageSize(input.first);
      const after = input.after ? decodeNumberCursor(input.after, 3) : undefined;
      if (after && !isHottestCursor(after)) throw new ApiError("BAD_USER_INPUT", "Invalid cursor.");
      const { asOf, rows } = await hottestPage(ctx.db, SITE, limit, after, ctx.now);
      const loaded = await loadArticles(
        ctx,
        rows.map((r) => r.id),
      );
      const found = rows.flatMap((row, i) => {
        const article = loaded[i];
        return article ? [{ ...row, article }] : [];
      });
      return toConnection(found, limit, (r) => [asOf, r.score, r.id], {
        totalCount: () => hottestCount(ctx.db, SITE),
        hasPrevious: Boolean(after),
        toNode: (r) => r.article,
      });
    },
    newest: async (_p, { input }, ctx) => {
      const limit = pageSize(input.first);
      const after = input.after ? decodeNumberCursor(input.after, 2) : undefined;
      const exclude = input.excludeChannelArticles ?? false;
      const rows = (await newestPage(ctx.db, limit, after, exclude)).map((r) => r.article);
      for (const row of rows) ctx.loaders.article.prime(row.id, row);
      return toConnection(rows, limit, (r) => [r.createdAt, r.id], {
        totalCount: () => newestCount(ctx.db, exclude),
        hasPrevious: Boolean(after),
      });
    },

    icymi: async (_p, { input }, ctx) => {
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

    following: async (_p, { input }, ctx) => {
      const viewerId = ctx.viewer.id;
      if (viewerId === null) return EMPTY;
      const limit = pageSize(input.first);
      const after = input.after ? decodeNumberCursor(input.after, 3) : undefined;
      const articlesOnly = input.filter?.type === "article";
      // opening the feed (its first page) is what clears My Page's dot (UserStatus.unreadFollowing):
      // as My Page renders, or asked by POST; a GET, which a link from elsewhere can make, writes
      // nothing. The write is begun first and waited for last: it goes to the primary, which may
      // be far from the reader, while the reads below are answered near them.
      const seen =
        !after && (ctx.rendering || ctx.method === "POST")
          ? Promise.resolve(markFollowFeedSeen(ctx.db, viewerId, ctx.now))
          : undefined;
      // both begun early are awaited below; should a read throw first, that await never comes,
      // and their rejection must not go unhandled (the later await still throws it)
      seen?.catch(() => undefined);
      const rows = await followingActivityPage(ctx.db, viewerId, limit, { after, articlesOnly });
      const page = rows.slice(0, limit);
      // who to follow, read beside the page's nodes where the page may be long enough to show it
      const suggested =
        !after && !articlesOnly && page.length >= WHO_TO_FOLLOW_AFTER
          ? followedByFollowees(ctx.db, viewerId, WHO_TO_FOLLOW).then((ids) =>
              Promise.all(ids.map((id) => ctx.loaders.user.load(id))),
            )
          : undefined;
      suggested?.catch(() => undefined);
      const nodes = await Promise.all(page.map((r) => activityNode(ctx, r)));
      const edges = page.flatMap((r, i) => {
        const node = nodes[i];
        return node ? [{ cursor: encodeCursor(cursorOf(r)), node }] : [];
      });
      const users = ((await suggested) ?? []).filter((u) => u !== undefined);
      if (edges.length >= WHO_TO_FOLLOW_AFTER && users.length > 0) {
        const anchor = edges[WHO_TO_FOLLOW_AFTER - 1]?.cursor ?? "";
        // the row shares the cursor of the activity before it: paging resumes after that activity
        edges.splice(WHO_TO_FOLLOW_AFTER, 0, {
          cursor: anchor,
          node: { __typename: "UserRecommendationActivity" as const, source: "UserFollowing" as const, nodes: users },
        });
      }
      await seen;
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

    authors: async (_p, { input }, ctx) => {
      const random = input.filter?.random ?? 0;
      const limit = pageSize(input.first);
      const offset = decodeOffset(input.after);
      let pool: UserRow[] = (await authorPool(ctx.db, AUTHOR_POOL, ctx.viewer.id)).map((r) => r.user);
      if (ctx.viewer.id !== null) {
        // the people a reader follows, or blocked, are not suggested to them
        const ids = pool.map((u) => u.id);
        const [followed, blocked] = await Promise.all([
          followeesAmong(ctx.db, ctx.viewer.id, ids),
          blockedAmong(ctx.db, ctx.viewer.id, ids),
        ]);
        pool = pool.filter((u) => !followed.has(u.id) && !blocked.has(u.id));
      }
      const ordered = shuffled(pool, random);
      const rows = ordered.slice(offset, offset + limit + 1).map((user, i) => ({ user, position: offset + i + 1 }));
      return toConnection(rows, limit, (r) => [r.position], {
        totalCount: ordered.length,
        hasPrevious: offset > 0,
        toNode: (r) => r.user,
      });
    },
  },

  FollowingActivity: {
    __resolveType: (activity) => activity.__typename,
  },
} satisfies Resolvers;

const cursorOf = (row: ActivityRow): [number, number, number] => [
  row.createdAt,
  ACTIVITY_KINDS.indexOf(row.kind),
  row.id,
];
