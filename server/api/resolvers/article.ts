import { versionHash } from "../services/version-hash";
import "server-only";
import DataLoader from "dataloader";
import { assetPath } from "@/lib/media/paths";
import { firstImage } from "@/lib/text/article-text";
import { htmlToMarkdown } from "@/lib/text/html-markdown";
import { slugify } from "@/lib/text/slug";
import {
  articleAppreciationCounts,
  articleAppreciationPage,
  articleDonationCounts,
  articleDonationPage,
  hasDonatedTo,
} from "@/server/db/queries/appreciations";
import {
  campaignsOfArticles,
  connectingArticleCount,
  connectingArticlePage,
  connectionIdsOf,
} from "@/server/db/queries/article-links";
import {
  type ArticleRow,
  articleByMediaHash,
  articleByShortHash,
  otherArticleIdsBy,
  relatedArticleIds,
} from "@/server/db/queries/articles";
import { assetsOfArticle } from "@/server/db/queries/assets";
import { articleDonorCounts } from "@/server/db/queries/donations";
import { MAX_BATCH_SIZE } from "../batching";
import {
  asksForNone,
  type ConnectionArgs,
  countOnly,
  decodeNumberCursor,
  listConnection,
  pageSize,
  toConnection,
} from "../connections";
import type { Context } from "../context";
import { ApiError } from "../errors";
import type { Resolvers } from "../generated/resolvers";
import { toGlobalId } from "../ids";
import { mustLoad } from "../loaders";
import type { ArticleCampaignModel } from "../models";
import { APPRECIATE_LIMIT } from "../rules/appreciate-limit";
import { requireViewer } from "../rules/auth";
import { readsArticleBody } from "../rules/paywall";
import { appreciateArticle } from "../services/appreciation";
import { versionBody } from "../services/article-body";
import { toggleArticleBookmark } from "../services/bookmarks";
import { editArticle } from "../services/edit-article";
import { publishArticle } from "../services/publish";
import { shownAssets } from "../services/shown-assets";
import { viewerRelations } from "../viewer-relations";

/** Related reading is one short list, never paged. */
const RELATED_MAX = 12;

/** Words a minute for the read time; CJK text counts characters as words at a similar pace. */
const READING_SPEED = 300;

/** Anyone sees active articles; the author and admins also see archived and banned ones. */
export function canSeeArticle(ctx: Context, article: ArticleRow) {
  return article.state === "active" || ctx.viewer.id === article.authorId || ctx.viewer.user?.role === "admin";
}

const version = async (a: ArticleRow, ctx: Context) => {
  const v = await ctx.loaders.articleVersion.load(a.id);
  if (!v) throw new ApiError("ARTICLE_NOT_FOUND", "Article not found.");
  return v;
};

/** The article's body, or "" for a viewer outside the circle of paywalled work. */
async function readableBody(ctx: Context, a: ArticleRow) {
  return (await readsArticleBody(ctx, a)) ? versionBody(ctx, await version(a, ctx)) : "";
}

/** The articles an article links, those the viewer may read, in the author's order. */
async function connections(ctx: Context, a: ArticleRow, input: ConnectionArgs) {
  const rows = await loadArticles(ctx, await connectionIdsOf(ctx.db, a.id));
  return listConnection(
    rows.filter((r): r is ArticleRow => r !== undefined && canSeeArticle(ctx, r)),
    input,
  );
}

// What a list of article cards shows of each article, read for the whole list at once: the
// counts of its appreciations, donations and donors, and the writing challenges it is in. Batched,
// never cached: a mutation's answer, read after its write, reads afresh.
const perRequest = new WeakMap<Context["loaders"], ReturnType<typeof createCardLoaders>>();

function createCardLoaders(ctx: Context) {
  const options = { maxBatchSize: MAX_BATCH_SIZE, cache: false };
  const counted = (read: (ids: readonly number[]) => Promise<Map<number, number>>) =>
    new DataLoader<number, number>(async (ids) => {
      const counts = await read(ids);
      return ids.map((id) => counts.get(id) ?? 0);
    }, options);
  return {
    appreciationCount: counted((ids) => articleAppreciationCounts(ctx.db, ids)),
    donationCount: counted((ids) => articleDonationCounts(ctx.db, ids)),
    /** Article.donationCount: the different people who donated. */
    donorCount: counted((ids) => articleDonorCounts(ctx.db, ids)),
    campaigns: new DataLoader<number, ArticleCampaignModel[]>(async (ids) => {
      const byArticle = await campaignsOfArticles(ctx.db, ids);
      return ids.map((id) => byArticle.get(id) ?? []);
    }, options),
  };
}

export function cardLoaders(ctx: Context) {
  let loaders = perRequest.get(ctx.loaders);
  if (!loaders) {
    loaders = createCardLoaders(ctx);
    perRequest.set(ctx.loaders, loaders);
  }
  return loaders;
}

/** Accounts whose work search engines are asked to leave out. */
const UNINDEXED_AUTHOR_STATES = new Set(["archived", "banned"]);

/** Articles by id, in the order asked; an id that no longer loads is undefined. */
export async function loadArticles(ctx: Context, ids: readonly number[]) {
  const loaded = await ctx.loaders.article.loadMany(ids);
  return loaded.map((a) => (a && !(a instanceof Error) ? a : undefined));
}

export const resolvers = {
  Query: {
    article: async (_p, { input }, ctx) => {
      const article = input.shortHash
        ? await articleByShortHash(ctx.db, input.shortHash)
        : input.mediaHash
          ? await articleByMediaHash(ctx.db, input.mediaHash)
          : undefined;
      return article && canSeeArticle(ctx, article) ? article : null;
    },
  },

  Mutation: {
    publishArticle: (_p, { input }, ctx) => publishArticle(ctx, requireViewer(ctx), input),
    editArticle: (_p, { input }, ctx) => editArticle(ctx, requireViewer(ctx), input),
    toggleBookmarkArticle: (_p, { input }, ctx) => toggleArticleBookmark(ctx, requireViewer(ctx), input),
    appreciateArticle: (_p, { input }, ctx) => appreciateArticle(ctx, requireViewer(ctx), input),
  },

  ArticleAccess: {
    secret: () => null,
    circle: async (a, _x, ctx) => (a.circleId ? ((await ctx.loaders.circle.load(a.circleId)) ?? null) : null),
  },

  Appreciation: {
    // the reference's purposes have no super like apart: it is an appreciation
    purpose: (r) => (r.purpose === "superLike" ? "appreciate" : r.purpose),
    content: () => "",
    createdAt: (r) => new Date(r.createdAt),
    recipient: (r, _x, ctx) => mustLoad(ctx.loaders.user, r.recipientId),
    sender: async (r, _x, ctx) => (r.senderId ? ((await ctx.loaders.user.load(r.senderId)) ?? null) : null),
    target: async (r, _x, ctx) => {
      const article = r.articleId ? await ctx.loaders.article.load(r.articleId) : undefined;
      return article && canSeeArticle(ctx, article) ? article : null;
    },
  },

  ArticleDonation: {
    id: (d) => toGlobalId("Transaction", d.id),
    sender: async (d, _x, ctx) => (d.senderId ? ((await ctx.loaders.user.load(d.senderId)) ?? null) : null),
  },

  // converted from whatever html the contents field was given, so it follows that field's source
  ArticleContents: {
    markdown: (c) => htmlToMarkdown(c.html),
  },

  Article: {
    id: (a) => toGlobalId("Article", a.id),
    slug: (a) => slugify(a.title),
    createdAt: (a) => new Date(a.createdAt),
    revisedAt: (a) => (a.revisedAt ? new Date(a.revisedAt) : null),
    author: (a, _x, ctx) => mustLoad(ctx.loaders.user, a.authorId),
    summaryCustomized: async (a, _x, ctx) => (await version(a, ctx)).summaryCustomized,
    tags: (a, _x, ctx) => ctx.loaders.articleTags.load(a.id),
    dataHash: async (a, _x, ctx) => versionHash(await version(a, ctx)),
    mediaHash: async (a, _x, ctx) => versionHash(await version(a, ctx)),
    // paywalled work outside its circle: empty (title, summary and cover stay)
    content: async (a, _x, ctx) => readableBody(ctx, a),
    // sanitized when published (the publish service); read as stored
    contents: async (a, _x, ctx) => ({ html: await readableBody(ctx, a) }),
    // a cover is stored as its asset's path (an upload's key): readers get the address it is served at
    cover: (a) => (a.cover ? assetPath(a.cover) : null),
    displayCover: async (a, _x, ctx) => (a.cover ? assetPath(a.cover) : firstImage(await readableBody(ctx, a))),
    requestForDonation: async (a, _x, ctx) => (await version(a, ctx)).requestForDonation,
    replyToDonator: async (a, _x, ctx) => {
      const reply = (await version(a, ctx)).replyToDonator;
      if (!reply || ctx.viewer.id === null) return null;
      return ctx.viewer.id === a.authorId || (await hasDonatedTo(ctx.db, ctx.viewer.id, a.id)) ? reply : null;
    },
    appreciationsReceived: async (a, { input }, ctx) => {
      const count = cardLoaders(ctx).appreciationCount;
      if (asksForNone(input)) return countOnly(await count.load(a.id));
      const limit = pageSize(input.first);
      const after = input.after ? decodeNumberCursor(input.after, 2) : undefined;
      const rows = await articleAppreciationPage(ctx.db, a.id, limit, after);
      return toConnection(rows, limit, (r) => [r.createdAt, r.id], {
        totalCount: () => count.load(a.id),
        hasPrevious: Boolean(after),
      });
    },
    donations: async (a, { input }, ctx) => {
      const count = cardLoaders(ctx).donationCount;
      if (asksForNone(input)) return countOnly(await count.load(a.id));
      const limit = pageSize(input.first);
      const after = input.after ? decodeNumberCursor(input.after, 2) : undefined;
      const rows = await articleDonationPage(ctx.db, a.id, limit, after);
      return toConnection(rows, limit, (r) => [r.createdAt, r.id], {
        totalCount: () => count.load(a.id),
        hasPrevious: Boolean(after),
      });
    },
    connections: (a, { input }, ctx) => connections(ctx, a, input),
    collection: (a, { input }, ctx) => connections(ctx, a, input),
    connectedBy: async (a, { input }, ctx) => {
      const limit = pageSize(input.first);
      const after = input.after ? decodeNumberCursor(input.after, 2) : undefined;
      const rows = await connectingArticlePage(ctx.db, a.id, limit, after);
      return toConnection(rows, limit, (r) => [r.linkedAt, r.article.id], {
        totalCount: () => connectingArticleCount(ctx.db, a.id),
        hasPrevious: Boolean(after),
        toNode: (r) => r.article,
      });
    },
    // the author's alone: what they uploaded is theirs to reuse, not a reader's to list
    assets: async (a, _x, ctx) => {
      if (ctx.viewer.id !== a.authorId) return [];
      const v = await version(a, ctx);
      const body = await versionBody(ctx, v);
      return shownAssets(ctx, a.authorId, assetsOfArticle(ctx.db, a.id, a.authorId), v.cover, body);
    },
    indentFirstLine: async (a, _x, ctx) => (await version(a, ctx)).indentFirstLine,
    noindex: async (a, _x, ctx) => {
      if (a.state !== "active") return true;
      const author = await ctx.loaders.user.load(a.authorId);
      return !author || UNINDEXED_AUTHOR_STATES.has(author.state);
    },
    iscnId: () => null,
    campaigns: (a, _x, ctx) => cardLoaders(ctx).campaigns.load(a.id),
    relatedArticles: async (a, { input }, ctx) => {
      const limit = Math.min(pageSize(input.first), RELATED_MAX);
      let ids = await relatedArticleIds(ctx.db, a.id, limit);
      if (ids.length < limit) {
        const more = await otherArticleIdsBy(ctx.db, a.authorId, a.id, limit);
        ids = [...new Set([...ids, ...more])].slice(0, limit);
      }
      const rows = (await loadArticles(ctx, ids)).filter((r): r is ArticleRow => r !== undefined);
      return toConnection(rows, limit, (r) => [r.id], { totalCount: rows.length, hasPrevious: false });
    },
    appreciationsReceivedTotal: (a) => a.appreciationTotal,
    readerCount: (a) => a.readCount,
    bookmarked: (a, _x, ctx) => viewerRelations(ctx).bookmarkedArticle.load(a.id),
    subscribed: (a, _x, ctx) => viewerRelations(ctx).bookmarkedArticle.load(a.id),
    appreciateLimit: () => APPRECIATE_LIMIT,
    // a visitor has nothing to give, and an author gives nothing to their own work
    appreciateLeft: async (a, _x, ctx) =>
      ctx.viewer.id === null || ctx.viewer.id === a.authorId
        ? 0
        : Math.max(0, APPRECIATE_LIMIT - (await viewerRelations(ctx).given.load(a.id)).likes),
    hasAppreciate: async (a, _x, ctx) => (await viewerRelations(ctx).given.load(a.id)).likes > 0,
    canSuperLike: async (a, _x, ctx) =>
      Boolean(ctx.viewer.user?.civicLiker) &&
      ctx.viewer.id !== a.authorId &&
      !(await viewerRelations(ctx).given.load(a.id)).superLiked,
    readTime: (a) => Math.max(1, Math.round(a.wordCount / READING_SPEED)) * 60,
    access: async (a, _x, ctx) => {
      const v = await version(a, ctx);
      return { type: v.access, circleId: v.circleId };
    },
    sensitiveByAuthor: async (a, _x, ctx) => (await version(a, ctx)).sensitiveByAuthor,
    license: async (a, _x, ctx) => (await version(a, ctx)).license,
    canComment: async (a, _x, ctx) => (await version(a, ctx)).canComment,
  },
} satisfies Resolvers;
