import "server-only";
import DataLoader from "dataloader";
import type { ArticleRow } from "@/lib/db/queries/articles";
import {
  type CommentKey,
  type CommentRow,
  type CommentSort,
  type CommentTargetType,
  commentsByIds,
  firstRepliesOf,
  replyCounts,
  replyPage,
  topLevelCount,
  topLevelPage,
} from "@/lib/db/queries/comments";
import type { MomentRow } from "@/lib/db/queries/moments";
import { decodeCursor, pageSize, toConnection } from "../connections";
import type { Context } from "../context";
import { ApiError } from "../errors";
import type { CommentsInput, Resolvers } from "../generated/resolvers";
import { toGlobalId } from "../ids";
import { mustLoad } from "../loaders";
import { canSeeArticle } from "./article";
import { loadMoment } from "./moment";

// Comments on articles and moments, threaded one level as in the contract: a top-level
// comment (parentComment null) and its replies (parentComment set, replyTo the comment
// answered). Lists are keyset pages on (createdAt, id), read through comments_target_idx
// and comments_parent_idx.
//
// Comments by people the viewer blocked are listed like any other: the contract has no
// filter for them, and the author's `isBlocking` tells a client to fold them. Shared pages
// render the visitor's view, so none of this reaches cached HTML.

/** Banned comments keep their place in a thread but not their words; deleted ones likewise. */
export const HIDDEN_CONTENT = new Set<CommentRow["state"]>(["banned", "archived"]);

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
    replyCount: new DataLoader<number, number>(async (ids) => {
      const counts = await replyCounts(ctx.db, ids);
      return ids.map((id) => counts.get(id) ?? 0);
    }, options),
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

/** The article or moment a comment is on, when the viewer may read it. */
async function targetOf(ctx: Context, c: CommentRow): Promise<ArticleRow | MomentRow | null> {
  if (c.type === "moment") return loadMoment(ctx, c.targetId);
  if (c.type === "article") {
    const article = await ctx.loaders.article.load(c.targetId);
    return article && canSeeArticle(ctx, article) ? article : null;
  }
  return null;
}

/** A comment by db id (node lookups): only when its article or moment is readable by the viewer. */
export async function loadComment(ctx: Context, id: number) {
  const comment = await commentLoaders(ctx).comment.load(id);
  return comment && (await targetOf(ctx, comment)) ? comment : null;
}

/** The top-level comments of an article or moment: newest first unless sorted oldest. */
export async function commentConnection(ctx: Context, type: CommentTargetType, targetId: number, input: CommentsInput) {
  const limit = pageSize(input.first);
  const sort = input.sort ?? "newest";
  const after = cursorOf(input.after);
  const rows = await topLevelPage(ctx.db, type, targetId, limit, sort, after);
  const loader = commentLoaders(ctx).comment;
  for (const row of rows) loader.prime(row.id, row);
  return toConnection(rows, limit, (r) => [r.createdAt, r.id], {
    totalCount: () => topLevelCount(ctx.db, type, targetId),
    hasPrevious: Boolean(after),
  });
}

async function replyConnection(ctx: Context, parent: CommentRow, input: CommentsInput) {
  // one level of threading: a reply has no replies of its own
  if (parent.parentCommentId !== null) return empty();
  const limit = pageSize(input.first);
  const sort = input.sort ?? "oldest";
  const after = cursorOf(input.after);
  const loaders = commentLoaders(ctx);
  const rows = after
    ? await replyPage(ctx.db, parent.id, limit, sort, after)
    : await loaders.firstReplies(limit, sort).load(parent.id);
  for (const row of rows) loaders.comment.prime(row.id, row);
  return toConnection(rows, limit, (r) => [r.createdAt, r.id], {
    totalCount: () => loaders.replyCount.load(parent.id),
    hasPrevious: Boolean(after),
  });
}

const loadRelated = async (ctx: Context, id: number | null) =>
  id === null ? null : ((await commentLoaders(ctx).comment.load(id)) ?? null);

export const resolvers = {
  Comment: {
    id: (c) => toGlobalId("Comment", c.id),
    createdAt: (c) => new Date(c.createdAt),
    content: (c) => (HIDDEN_CONTENT.has(c.state) ? null : c.content),
    author: (c, _a, ctx) => mustLoad(ctx.loaders.user, c.authorId),
    comments: (c, { input }, ctx) => replyConnection(ctx, c, input),
    parentComment: (c, _a, ctx) => loadRelated(ctx, c.parentCommentId),
    replyTo: (c, _a, ctx) => loadRelated(ctx, c.replyToId),
    // a comment is only ever reached through what it is on, so that is readable
    node: async (c, _a, ctx) => {
      const target = await targetOf(ctx, c);
      if (!target) throw new ApiError("ENTITY_NOT_FOUND", "Entity not found.");
      return target;
    },
  },

  Article: {
    comments: (a, { input }, ctx) => commentConnection(ctx, "article", a.id, input),
  },

  Moment: {
    comments: (m, { input }, ctx) => commentConnection(ctx, "moment", m.id, input),
  },
} satisfies Resolvers;
