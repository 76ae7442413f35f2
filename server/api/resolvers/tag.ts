import "server-only";
import type { ArticleRow } from "@/server/db/queries/articles";
import { hottestCount, hottestPage, isHottestCursor } from "@/server/db/queries/hottest";
import { type MomentRow, tagMomentCount, tagMomentPage } from "@/server/db/queries/moments";
import {
  relatedTagCount,
  relatedTagPage,
  type TagRow,
  tagAuthorCount,
  tagAuthorsPage,
  tagBookmarkCount,
  tagLatestCount,
  tagLatestPage,
  tagsByScore,
  tagsWithArticlesCount,
} from "@/server/db/queries/tags";
import type { UserRow } from "@/server/db/queries/users";
import { decodeNumberCursor, decodeOffset, pageSize, toConnection } from "../connections";
import type { Context } from "../context";
import { ApiError } from "../errors";
import type { Resolvers, TagArticlesInput, WritingInput } from "../generated/resolvers";
import { toGlobalId } from "../ids";
import { mergedConnection } from "../merged-connection";
import { requireViewer } from "../rules/auth";
import { toggleTagBookmark } from "../services/bookmarks";
import { viewerRelations } from "../viewer-relations";
import { loadArticles } from "./article";
import { translate } from "./channel";
import { shuffled } from "./shuffle";

/** Rows of ids (already ordered) with the article each names; ids that no longer load are dropped. */
async function withArticles<R extends { id: number }>(ctx: Context, rows: R[]) {
  const loaded = await loadArticles(
    ctx,
    rows.map((r) => r.id),
  );
  return rows.flatMap((row, i) => {
    const article = loaded[i];
    return article ? [{ ...row, article }] : [];
  });
}

const toArticle = (r: { article: ArticleRow }) => r.article;

async function hottestArticles(ctx: Context, tag: TagRow, input: TagArticlesInput) {
  const limit = pageSize(input.first);
  const after = input.after ? decodeNumberCursor(input.after, 3) : undefined;
  if (after && !isHottestCursor(after)) throw new ApiError("BAD_USER_INPUT", "Invalid cursor.");
  const { asOf, rows } = await hottestPage(ctx.db, { tagId: tag.id }, limit, after, ctx.now);
  return toConnection(await withArticles(ctx, rows), limit, (r) => [asOf, r.score, r.id], {
    totalCount: () => hottestCount(ctx.db, { tagId: tag.id }),
    hasPrevious: Boolean(after),
    toNode: toArticle,
  });
}

async function latestArticles(ctx: Context, tag: TagRow, input: TagArticlesInput) {
  const limit = pageSize(input.first);
  const after = input.after ? decodeNumberCursor(input.after, 2) : undefined;
  const rows = await tagLatestPage(ctx.db, tag.id, limit, after);
  return toConnection(await withArticles(ctx, rows), limit, (r) => [r.taggedAt, r.id], {
    totalCount: () => tagLatestCount(ctx.db, tag.id),
    hasPrevious: Boolean(after),
    toNode: toArticle,
  });
}

/** The tag's latest articles and its moments, newest first; nothing is pinned to a tag. */
async function tagWritings(ctx: Context, tag: TagRow, input: WritingInput) {
  const connection = await mergedConnection<ArticleRow | MomentRow>(
    input,
    [
      {
        page: async (limit, after) =>
          (await withArticles(ctx, await tagLatestPage(ctx.db, tag.id, limit, after))).map((r) => ({
            time: r.taggedAt,
            id: r.id,
            node: r.article,
          })),
      },
      {
        page: async (limit, after) =>
          (await tagMomentPage(ctx.db, tag.id, limit, after)).map((m) => ({ time: m.createdAt, id: m.id, node: m })),
      },
    ],
    () => Promise.all([tagLatestCount(ctx.db, tag.id), tagMomentCount(ctx.db, tag.id)]).then(([a, m]) => a + m),
  );
  return { ...connection, edges: connection.edges.map((edge) => ({ ...edge, pinned: false })) };
}

/** Shuffled recommendations draw from this many of the tags with the most articles. */
const TAG_POOL = 50;

export const resolvers = {
  Mutation: {
    toggleBookmarkTag: (_p, { input }, ctx) => toggleTagBookmark(ctx, requireViewer(ctx), input),
  },

  Tag: {
    id: (t) => toGlobalId("Tag", t.id),
    // putTagChannel's title in the language asked, else the viewer's, else English, else the content
    navbarTitle: (t, args, ctx) =>
      translate(
        { en: t.navbarTitleEn ?? t.content, zh_hant: t.navbarTitleZhHant, zh_hans: t.navbarTitleZhHans },
        args,
        ctx,
      ),
    channelEnabled: (t) => t.channelEnabled,
    createdAt: (t) => new Date(t.createdAt),
    isFollower: (t, _x, ctx) => viewerRelations(ctx).bookmarkedTag.load(t.id),
    articles: (t, { input }, ctx) =>
      input.sortBy === "byHottestDesc" ? hottestArticles(ctx, t, input) : latestArticles(ctx, t, input),
    writings: (t, { input }, ctx) => tagWritings(ctx, t, input),
    recommended: async (t, { input }, ctx) => {
      const limit = pageSize(input.first);
      const offset = decodeOffset(input.after);
      const ids = await relatedTagPage(ctx.db, t.id, limit, offset);
      const loaded = await ctx.loaders.tag.loadMany(ids.map((r) => r.id));
      // the cursor is the position in the ranking, counted before any row is dropped
      const rows = loaded.flatMap((tag, i) =>
        tag && !(tag instanceof Error) ? [{ tag, position: offset + i + 1 }] : [],
      );
      return toConnection(rows, limit, (r) => [r.position], {
        totalCount: () => relatedTagCount(ctx.db, t.id),
        hasPrevious: offset > 0,
        toNode: (r) => r.tag,
      });
    },
    recommendedAuthors: async (t, { input }, ctx) => {
      const limit = pageSize(input.first);
      const offset = decodeOffset(input.after);
      const ids = await tagAuthorsPage(ctx.db, t.id, limit, offset);
      const users = await ctx.loaders.user.loadMany(ids.map((r) => r.id));
      // the cursor is the position in the ranking, counted before any row is dropped
      const rows = users.flatMap((u, i) => (u && !(u instanceof Error) ? [{ user: u, position: offset + i + 1 }] : []));
      return toConnection<{ user: UserRow; position: number }, UserRow>(rows, limit, (r) => [r.position], {
        totalCount: () => tagAuthorCount(ctx.db, t.id),
        hasPrevious: offset > 0,
        toNode: (r) => r.user,
      });
    },
    numFollowers: (t, _a, ctx) => tagBookmarkCount(ctx.db, t.id),
  },

  Recommendation: {
    tags: async (_p, { input }, ctx) => {
      const limit = pageSize(input.first);
      const random = input.filter?.random;
      if (random != null) {
        // a shuffle of the pool, stable for one key: paging within a minute is consistent
        const offset = decodeOffset(input.after);
        const top = (await tagsByScore(ctx.db, TAG_POOL)).slice(0, TAG_POOL).map((r) => r.tag);
        const pool = shuffled(top, random);
        const rows = pool.slice(offset, offset + limit + 1).map((tag, i) => ({ tag, position: offset + i + 1 }));
        return toConnection(rows, limit, (r) => [r.position], {
          totalCount: pool.length,
          hasPrevious: offset > 0,
          toNode: (r) => r.tag,
        });
      }
      const after = input.after ? decodeNumberCursor(input.after, 2) : undefined;
      const rows = await tagsByScore(ctx.db, limit, after);
      for (const row of rows) ctx.loaders.tag.prime(row.tag.id, row.tag);
      return toConnection(rows, limit, (r) => [r.score, r.tag.id], {
        totalCount: () => tagsWithArticlesCount(ctx.db),
        hasPrevious: Boolean(after),
        toNode: (r) => r.tag,
      });
    },
  },
} satisfies Resolvers;
