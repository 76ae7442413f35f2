import "server-only";
import DataLoader from "dataloader";
import {
  connectingArticleCount,
  connectingArticleCounts,
  respondingArticlePage,
} from "@/server/db/queries/article-links";
import type { ArticleRow } from "@/server/db/queries/articles";
import type { CircleRow } from "@/server/db/queries/circles";
import { donationsAmong, pinnedComments, pinnedCounts, votesAmong } from "@/server/db/queries/comment-writes";
import {
  authorCommentCount,
  authorCommentPage,
  type CommentKey,
  type CommentRow,
  type CommentSort,
  type CommentTargetType,
  commentFilter,
  commentsByIds,
  featuredComment,
  firstRepliesOf,
  type PageWindow,
  type ResponseKey,
  replyCounts,
  replyCountWhere,
  replyPage,
  responseCommentPage,
  topLevelCount,
  topLevelCounts,
  topLevelPage,
} from "@/server/db/queries/comments";
import type { MomentRow } from "@/server/db/queries/moments";
import { type CursorKey, decodeCursor, decodeNumberCursor, pageSize, toConnection } from "../connections";
import type { Context } from "../context";
import { ApiError } from "../errors";
import type { CommentCommentsInput, CommentsInput, Resolvers, ResponsesInput } from "../generated/resolvers";
import { idOf, toGlobalId } from "../ids";
import { mustLoad } from "../loaders";
import type { ChannelWithCampaign } from "../models";
import { requireViewer } from "../rules/auth";
import { readsArticleBody } from "../rules/paywall";
import { visibleChallenge } from "../services/campaign-comments";
import { isCircleCommentType, viewerInCircle } from "../services/circle-comments";
import {
  deleteComment,
  PIN_COMMENT_LIMIT,
  putComment,
  togglePinComment,
  unvoteComment,
  voteComment,
} from "../services/comments";
import { canSeeArticle } from "./article";
import { communityWatchActionOf } from "./community-watch";
import { loadMoment } from "./moment";
import { spamStatusOf } from "./spam-status";

// Comments on articles and moments, threaded one level as in the contract: a top-level
// comment (parentComment null) and its replies (parentComment set, replyTo the comment
// answered). Lists are keyset pages on (createdAt, id), read through comments_target_idx
// and comments_parent_idx.
//
// Comments by people the viewer blocked are listed like any other: the contract has no
// filter for them, and the author's `isBlocking` tells a client to fold them. Shared pages
// render the visitor's view, so none of this reaches cached HTML.

/** Banned comments keep their place in a thread but not their words; deleted ones likewise. */
const HIDDEN_CONTENT = new Set<CommentRow["state"]>(["banned", "archived"]);

const cursorOf = (after: string | null | undefined) =>
  after ? (decodeCursor(after, 2) as unknown as CommentKey) : undefined;

const empty = () => toConnection<CommentRow>([], 0, () => [], { totalCount: 0, hasPrevious: false });

const perRequest = new WeakMap<Context["loaders"], ReturnType<typeof createCommentLoaders>>();

function createCommentLoaders(ctx: Context) {
  const options = { maxBatchSize: 90 };
  const firstReplies = new Map<string, DataLoader<number, CommentRow[]>>();
  return {
    comment: new DataLoader<number, CommentRow | undefined>(async (ids) => {
      const rows = new Map((await commentsByIds(ctx.db, ids)).map((r) => [r.id, r]));
      return ids.map((id) => rows.get(id));
    }, options),
    /** The viewer's vote on each comment; no statement runs for a visitor. */
    myVote: new DataLoader<number, "up" | "down" | null>(async (ids) => {
      if (ctx.viewer.id === null) return ids.map(() => null);
      const votes = await votesAmong(ctx.db, ctx.viewer.id, ids);
      return ids.map((id) => votes.get(id) ?? null);
    }, options),
    /** Whether a comment's author donated to its article, keyed `articleId:authorId`. */
    fromDonator: new DataLoader<string, boolean>(async (keys) => {
      const pairs = keys.map((k) => k.split(":").map(Number) as [number, number]);
      const found = await donationsAmong(
        ctx.db,
        pairs.map(([a]) => a),
        pairs.map(([, u]) => u),
      );
      return keys.map((k) => found.has(k));
    }, options),
    /** Article.responseCount: the top-level comments it shows and the active articles linking it. */
    responseCount: new DataLoader<number, number>(async (ids) => {
      const [comments, articles] = await Promise.all([
        topLevelCounts(ctx.db, "article", ids),
        connectingArticleCounts(ctx.db, ids),
      ]);
      return ids.map((id) => (comments.get(id) ?? 0) + (articles.get(id) ?? 0));
    }, options),
    replyCount: new DataLoader<number, number>(async (ids) => {
      const counts = await replyCounts(ctx.db, ids);
      return ids.map((id) => counts.get(id) ?? 0);
    }, options),
    /**
     * How many comments each article has pinned: the comments of a list all ask of their one
     * article. Never cached, so a pin's answer, read after its write, counts it.
     */
    pinnedCount: new DataLoader<number, number>(
      async (ids) => {
        const counts = await pinnedCounts(ctx.db, "article", [...new Set(ids)]);
        return ids.map((id) => counts.get(id) ?? 0);
      },
      { ...options, cache: false },
    ),
    /** The first page of replies of many comments at once, one loader per page size and order. */
    firstReplies(limit: number, sort: CommentSort) {
      const key = `${limit}:${sort}`;
      let loader = firstReplies.get(key);
      if (!loader) {
        loader = new DataLoader<number, CommentRow[]>(async (ids) => {
          const byParent = await firstRepliesOf(ctx.db, ids, limit, sort);
          return ids.map((id) => byParent.get(id) ?? []);
        }, options);
        firstReplies.set(key, loader);
      }
      return loader;
    },
  };
}

function commentLoaders(ctx: Context) {
  let loaders = perRequest.get(ctx.loaders);
  if (!loaders) {
    loaders = createCommentLoaders(ctx);
    perRequest.set(ctx.loaders, loaders);
  }
  return loaders;
}

/**
 * The article, moment, circle or writing challenge a comment is on, when the viewer may read it
 * (a circle's: its owner and members; a challenge's: whoever sees the challenge).
 */
async function targetOf(
  ctx: Context,
  c: CommentRow,
): Promise<ArticleRow | MomentRow | CircleRow | ChannelWithCampaign | null> {
  if (c.type === "moment") return loadMoment(ctx, c.targetId);
  if (c.type === "campaignDiscussion") return visibleChallenge(ctx, c.targetId);
  if (isCircleCommentType(c.type)) {
    const circle = await ctx.loaders.circle.load(c.targetId);
    return circle && (await viewerInCircle(ctx, circle)) ? circle : null;
  }
  if (c.type === "article") {
    const article = await ctx.loaders.article.load(c.targetId);
    if (!article || !canSeeArticle(ctx, article)) return null;
    return c.authorId === ctx.viewer.id || (await readsArticleBody(ctx, article)) ? article : null;
  }
  return null;
}

/**
 * Whether the viewer reads this comment's words and replies: a paywalled article's thread is
 * its circle's however a comment of it is reached (a node, a notice, a parent or a reply), and
 * one's own words stay one's own after one leaves.
 */
async function readsThreadOf(ctx: Context, c: CommentRow) {
  if (c.type !== "article") return true;
  const article = await ctx.loaders.article.load(c.targetId);
  return article ? readsArticleBody(ctx, article) : false;
}

/**
 * The comment's words as the viewer may read them, or null: none for a banned or deleted
 * comment, none outside the thread's readers (readsThreadOf), and none of a comment judged
 * spam or an advertisement, or of a frozen person's, but to its author and the admins (issue 37).
 */
export async function readableCommentContent(ctx: Context, c: CommentRow) {
  if (HIDDEN_CONTENT.has(c.state)) return null;
  if (c.authorId === ctx.viewer.id) return c.content;
  if (!(await readsThreadOf(ctx, c))) return null;
  if (ctx.viewer.user?.role === "admin") return c.content;
  // judged spam or an advertisement (setSpamStatus, setWritingAdStatus)
  if (c.isSpam || c.isAd) return null;
  return (await ctx.loaders.user.load(c.authorId))?.state === "frozen" ? null : c.content;
}

/** A comment by db id (node lookups): only when its article or moment is readable by the viewer. */
export async function loadComment(ctx: Context, id: number) {
  const comment = await commentLoaders(ctx).comment.load(id);
  return comment && (await targetOf(ctx, comment)) ? comment : null;
}

const keyOf = (r: CommentRow) => [r.createdAt, r.id];

/** What part of a list CommentsInput asks for: after or before a cursor (not both), the cursor's own comment or not. */
function windowOf(input: CommentsInput) {
  if (input.after && input.before) {
    throw new ApiError("BAD_USER_INPUT", "Give `after` or `before`, not both.", { field: "input.before" });
  }
  const backwards = Boolean(input.before);
  const cursor = cursorOf(input.before ?? input.after);
  const inclusive = Boolean(backwards ? input.includeBefore : input.includeAfter);
  return { cursor, window: { backwards, inclusive } satisfies PageWindow };
}

/**
 * A page from rows read `limit + 1` at a time. Read backwards (`before`), they come nearest the
 * cursor first: the page turns them back into the list's order, and the extra row says whether
 * more lie before; after an exclusive cursor there is always the cursor's comment.
 */
function paged(
  rows: CommentRow[],
  limit: number,
  window: PageWindow,
  hadCursor: boolean,
  totalCount: () => Promise<number>,
) {
  if (!window.backwards) return toConnection(rows, limit, keyOf, { totalCount, hasPrevious: hadCursor });
  const connection = toConnection(rows.slice(0, limit).reverse(), limit, keyOf, {
    totalCount,
    hasPrevious: rows.length > limit,
  });
  return { ...connection, pageInfo: { ...connection.pageInfo, hasNextPage: !window.inclusive } };
}

function filterOf(filter: CommentsInput["filter"]) {
  return commentFilter({
    authorId: filter?.author ? idOf(filter.author, "User") : undefined,
    state: filter?.state ?? undefined,
  });
}

/**
 * The top-level comments of an article or moment: newest first unless sorted oldest. With
 * `filter.parentComment`, the replies of that comment (one of this article's or moment's).
 */
export async function commentConnection(ctx: Context, type: CommentTargetType, targetId: number, input: CommentsInput) {
  const limit = pageSize(input.first);
  const { cursor, window } = windowOf(input);
  const where = filterOf(input.filter);
  const loader = commentLoaders(ctx).comment;
  if (input.filter?.parentComment) {
    const parent = await loader.load(idOf(input.filter.parentComment, "Comment"));
    if (!parent || parent.type !== type || parent.targetId !== targetId || parent.parentCommentId !== null) {
      return empty();
    }
    const sort = input.sort ?? "oldest";
    const rows = await replyPage(ctx.db, parent.id, limit, sort, cursor, { ...window, where });
    for (const row of rows) loader.prime(row.id, row);
    return paged(rows, limit, window, Boolean(cursor), () => replyCountWhere(ctx.db, parent.id, where));
  }
  const sort = input.sort ?? "newest";
  const rows = await topLevelPage(ctx.db, type, targetId, limit, sort, cursor, { ...window, where });
  for (const row of rows) loader.prime(row.id, row);
  return paged(rows, limit, window, Boolean(cursor), () => topLevelCount(ctx.db, type, targetId, where));
}

async function replyConnection(ctx: Context, parent: CommentRow, input: CommentCommentsInput) {
  // one level of threading: a reply has no replies of its own
  if (parent.parentCommentId !== null) return empty();
  const limit = pageSize(input.first);
  const sort = input.sort ?? "oldest";
  const after = cursorOf(input.after);
  const loaders = commentLoaders(ctx);
  const where = input.author ? commentFilter({ authorId: idOf(input.author, "User") }) : undefined;
  // the first page of every thread of a list comes in one batch; a later or filtered page alone
  const rows =
    after || where
      ? await replyPage(ctx.db, parent.id, limit, sort, after, { where })
      : await loaders.firstReplies(limit, sort).load(parent.id);
  for (const row of rows) loaders.comment.prime(row.id, row);
  return toConnection(rows, limit, keyOf, {
    totalCount: () => (where ? replyCountWhere(ctx.db, parent.id, where) : loaders.replyCount.load(parent.id)),
    hasPrevious: Boolean(after),
  });
}

/** Pinned comments and the well voted, top-level, newest first unless sorted oldest. */
async function featuredConnection(ctx: Context, articleId: number, input: CommentsInput) {
  const limit = pageSize(input.first);
  const sort = input.sort ?? "newest";
  const after = cursorOf(input.after);
  const rows = await topLevelPage(ctx.db, "article", articleId, limit, sort, after, { where: featuredComment });
  for (const row of rows) commentLoaders(ctx).comment.prime(row.id, row);
  return toConnection(rows, limit, keyOf, {
    totalCount: () => topLevelCount(ctx.db, "article", articleId, featuredComment),
    hasPrevious: Boolean(after),
  });
}

type ResponseRow = { key: ResponseKey; node: ArticleRow | CommentRow };

function responseCursorOf(cursor: string | null | undefined): ResponseKey | undefined {
  if (!cursor) return undefined;
  const [time, kind, id] = decodeNumberCursor(cursor, 3);
  if (kind !== 0 && kind !== 1) throw new ApiError("BAD_USER_INPUT", "Invalid cursor.");
  return [time, kind, id];
}

/**
 * Article.responses: a page of each of its two lists from the same cursor, merged by
 * (time, kind, id) and cut to the page, so both lists are read once a page whatever their mix.
 */
async function responseConnection(ctx: Context, article: ArticleRow, input: ResponsesInput) {
  if (input.after && input.before) {
    throw new ApiError("BAD_USER_INPUT", "Give `after` or `before`, not both.", { field: "input.before" });
  }
  const limit = pageSize(input.first);
  const sort = input.sort ?? "newest";
  const backwards = Boolean(input.before);
  const cursor = responseCursorOf(input.before ?? input.after);
  const window: PageWindow = { backwards, inclusive: Boolean(backwards ? input.includeBefore : input.includeAfter) };
  const loaders = commentLoaders(ctx);
  const [comments, linking] = await Promise.all([
    input.articleOnly ? [] : responseCommentPage(ctx.db, article.id, limit, sort, cursor, window),
    respondingArticlePage(ctx.db, article.id, limit, sort, cursor, window),
  ]);
  for (const row of comments) loaders.comment.prime(row.id, row);
  for (const { article: row } of linking) ctx.loaders.article.prime(row.id, row);
  const down = (sort === "newest") !== backwards;
  const rows: ResponseRow[] = [
    ...comments.map((c): ResponseRow => ({ key: [c.createdAt, 0, c.id], node: c })),
    ...linking.map((l): ResponseRow => ({ key: [l.linkedAt, 1, l.article.id], node: l.article })),
  ]
    .sort((a, b) => compareKeys(a.key, b.key) * (down ? -1 : 1))
    .slice(0, limit + 1);
  const totalCount = () =>
    input.articleOnly ? connectingArticleCount(ctx.db, article.id) : loaders.responseCount.load(article.id);
  const keyOf = (r: ResponseRow): CursorKey => r.key;
  const toNode = (r: ResponseRow) => r.node;
  if (!backwards) return toConnection(rows, limit, keyOf, { totalCount, hasPrevious: Boolean(cursor), toNode });
  // read backwards, nearest the cursor first: turned back into the list's order (as comments' pages)
  const connection = toConnection(rows.slice(0, limit).reverse(), limit, keyOf, {
    totalCount,
    hasPrevious: rows.length > limit,
    toNode,
  });
  return { ...connection, pageInfo: { ...connection.pageInfo, hasNextPage: !window.inclusive } };
}

function compareKeys(a: ResponseKey, b: ResponseKey) {
  return a[0] - b[0] || a[1] - b[1] || a[2] - b[2];
}

const loadRelated = async (ctx: Context, id: number | null) =>
  id === null ? null : ((await commentLoaders(ctx).comment.load(id)) ?? null);

export const resolvers = {
  Mutation: {
    putComment: (_p, { input }, ctx) => putComment(ctx, requireViewer(ctx), input),
    deleteComment: (_p, { input }, ctx) => deleteComment(ctx, requireViewer(ctx), input.id),
    togglePinComment: (_p, { input }, ctx) => togglePinComment(ctx, requireViewer(ctx), input.id, input.enabled),
    // the contract's older pair: togglePinComment with the switch named
    pinComment: (_p, { input }, ctx) => togglePinComment(ctx, requireViewer(ctx), input.id, true),
    unpinComment: (_p, { input }, ctx) => togglePinComment(ctx, requireViewer(ctx), input.id, false),
    voteComment: (_p, { input }, ctx) => voteComment(ctx, requireViewer(ctx), input.id, input.vote),
    unvoteComment: (_p, { input }, ctx) => unvoteComment(ctx, requireViewer(ctx), input.id),
  },

  Comment: {
    id: (c) => toGlobalId("Comment", c.id),
    createdAt: (c) => new Date(c.createdAt),
    content: (c, _a, ctx) => readableCommentContent(ctx, c),
    author: (c, _a, ctx) => mustLoad(ctx.loaders.user, c.authorId),
    communityWatchAction: (c, _a, ctx) => communityWatchActionOf(ctx, c.id),
    fromDonator: (c, _a, ctx) =>
      c.type === "article" ? commentLoaders(ctx).fromDonator.load(`${c.targetId}:${c.authorId}`) : false,
    downvotes: (c) => c.downvotes,
    myVote: (c, _a, ctx) => commentLoaders(ctx).myVote.load(c.id),
    spamStatus: spamStatusOf,
    remark: () => null,
    comments: async (c, { input }, ctx) => ((await readsThreadOf(ctx, c)) ? replyConnection(ctx, c, input) : empty()),
    parentComment: (c, _a, ctx) => loadRelated(ctx, c.parentCommentId),
    replyTo: (c, _a, ctx) => loadRelated(ctx, c.replyToId),
    // a comment is only ever reached through what it is on, so that is readable
    node: async (c, _a, ctx) => {
      const target = await targetOf(ctx, c);
      if (!target) throw new ApiError("ENTITY_NOT_FOUND", "Entity not found.");
      return target;
    },
  },

  // an article's rows carry a short hash, a comment's never do
  Response: {
    __resolveType: (node) => ("shortHash" in node ? "Article" : "Comment"),
  },

  // a paywalled article's thread is its circle's: anyone else reads empty lists, not an error
  Article: {
    comments: async (a, { input }, ctx) =>
      (await readsArticleBody(ctx, a)) ? commentConnection(ctx, "article", a.id, input) : empty(),
    responseCount: (a, _x, ctx) => commentLoaders(ctx).responseCount.load(a.id),
    // the articles linking it are public; its comments are not
    responses: async (a, { input }, ctx) =>
      responseConnection(ctx, a, (await readsArticleBody(ctx, a)) ? input : { ...input, articleOnly: true }),
    pinCommentLimit: () => PIN_COMMENT_LIMIT,
    pinCommentLeft: async (a, _x, ctx) =>
      Math.max(0, PIN_COMMENT_LIMIT - (await commentLoaders(ctx).pinnedCount.load(a.id))),
    featuredComments: async (a, { input }, ctx) =>
      (await readsArticleBody(ctx, a)) ? featuredConnection(ctx, a.id, input) : empty(),
    pinnedComments: async (a, _x, ctx) => {
      if (!(await readsArticleBody(ctx, a))) return [];
      const rows = await pinnedComments(ctx.db, "article", a.id);
      for (const row of rows) commentLoaders(ctx).comment.prime(row.id, row);
      return rows;
    },
  },

  Moment: {
    comments: (m, { input }, ctx) => commentConnection(ctx, "moment", m.id, input),
  },

  // the person's own comment history (User.activity is theirs alone)
  UserActivity: {
    comments: async ({ userId }, { input }, ctx) => {
      if (!userId) return empty();
      const limit = pageSize(input.first);
      const after = input.after ? decodeNumberCursor(input.after, 2) : undefined;
      const rows = await authorCommentPage(ctx.db, userId, limit, after);
      for (const row of rows) commentLoaders(ctx).comment.prime(row.id, row);
      return toConnection(rows, limit, keyOf, {
        totalCount: () => authorCommentCount(ctx.db, userId),
        hasPrevious: Boolean(after),
      });
    },
  },
} satisfies Resolvers;
