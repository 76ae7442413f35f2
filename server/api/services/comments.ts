import "server-only";
import { cacheTags } from "@/lib/cache/tags";
import { COMMENT_TEXT_MAX, commentTextLength } from "@/lib/text/comment-text";
import { htmlToText } from "@/lib/text/html-text";
import { sanitizeHtml } from "@/lib/text/sanitize-html";
import type { ArticleRow } from "@/server/db/queries/articles";
import type { CircleRow } from "@/server/db/queries/circles";
import {
  archiveComment,
  type CommentVote,
  createComment,
  editComment,
  pinComment,
  unpinComment,
  unvoteComment as unvoteRow,
  voteComment as voteRow,
} from "@/server/db/queries/comment-writes";
import { type CommentRow, type CommentTargetType, commentsByIds } from "@/server/db/queries/comments";
import { type MomentRow, momentsByIds } from "@/server/db/queries/moments";
import type { UserRow } from "@/server/db/queries/users";
import type { Context } from "../context";
import { ApiError } from "../errors";
import type { CommentInput, PutCommentInput } from "../generated/resolvers";
import { idOf } from "../ids";
import type { ChannelWithCampaign } from "../models";
import { readsArticleBody } from "../rules/paywall";
import { refuseIfBlockedBy } from "../rules/social";
import { challengeToWriteIn, checkCampaignCommentLength, visibleChallenge } from "./campaign-comments";
import { circleToWriteIn, isCircleCommentType, viewerInCircle } from "./circle-comments";
import { notifyCircleComment } from "./circle-notices";
import { mentionedIn, notify } from "./notices";

// Comments on articles, moments, circles (discussion and broadcast) and writing challenges
// (discussion): written, replied to (one level: a thread's comment and its replies), edited and
// deleted by their author, pinned by the author of what they are on (a circle's owner), voted up
// or down once per person. What a comment changes on a page (its thread, the article's or
// moment's count) is purged by the tags of what it is on; a vote or an edit changes only the
// comment, whose entity tag every page showing it carries.

/** How many comments an author may pin on one article or moment (the reference's limit). */
export const PIN_COMMENT_LIMIT = 3;

type TargetRow = ArticleRow | MomentRow | CircleRow | ChannelWithCampaign;

/**
 * What a comment is on, and whose it is: the article's or moment's author, the circle's owner;
 * a writing challenge's discussion is no one's (no one pins there, and no block keeps anyone out).
 */
type Target = { type: CommentTargetType; row: TargetRow; ownerId: number | null };

const targetOfRow = (type: CommentTargetType, row: TargetRow): Target => ({
  type,
  row,
  ownerId: "ownerId" in row ? row.ownerId : "authorId" in row ? row.authorId : null,
});

const notFound = () => new ApiError("COMMENT_NOT_FOUND", "Comment not found.");

/** The tags of the page a comment is on: its thread and count show there. */
export function targetTags(type: CommentTargetType, row: TargetRow) {
  // a circle's page shows its discussion counts; its threads are read per viewer, never cached
  if ("ownerId" in row) return [cacheTags.circle(row.id)];
  if (!("authorId" in row)) return [cacheTags.writingChallenge(row.id)];
  return type === "moment"
    ? [cacheTags.moment(row.id), cacheTags.momentByHash(row.shortHash)]
    : [cacheTags.article(row.id), cacheTags.articleByHash(row.shortHash)];
}

/** The text as stored: sanitized (the XSS corpus lives in tests/api/comment-writes.test.ts), then counted. */
function checkedContent(raw: string) {
  const content = sanitizeHtml(raw, "comment");
  const length = commentTextLength(htmlToText(content));
  if (length === 0)
    throw new ApiError("BAD_USER_INPUT", "A comment needs some text.", { field: "input.comment.content" });
  if (length > COMMENT_TEXT_MAX) {
    throw new ApiError("BAD_USER_INPUT", `A comment has at most ${COMMENT_TEXT_MAX} characters.`, {
      field: "input.comment.content",
      limit: COMMENT_TEXT_MAX,
    });
  }
  return content;
}

/** What a new comment is on: an article that takes comments, a moment, a circle or a challenge, up and readable. */
async function targetOf(ctx: Context, input: CommentInput, content: string): Promise<Target> {
  if (input.type === "article") {
    if (!input.articleId)
      throw new ApiError("BAD_USER_INPUT", "A comment on an article names it.", { field: "input.comment.articleId" });
    const article = await ctx.loaders.article.load(idOf(input.articleId, "Article"));
    if (!article || (article.state !== "active" && article.authorId !== ctx.viewer.id)) {
      throw new ApiError("ARTICLE_NOT_FOUND", "Article not found.");
    }
    if (article.state !== "active") throw new ApiError("FORBIDDEN_BY_TARGET_STATE", "This article takes no comments.");
    const version = await ctx.loaders.articleVersion.load(article.id);
    if (!version?.canComment) throw new ApiError("FORBIDDEN_BY_TARGET_STATE", "The author has turned comments off.");
    if (!(await readsArticleBody(ctx, article))) {
      throw new ApiError("FORBIDDEN", "Comments on this article are for its circle's members.");
    }
    return targetOfRow("article", article);
  }
  if (input.type === "moment") {
    if (!input.momentId)
      throw new ApiError("BAD_USER_INPUT", "A comment on a moment names it.", { field: "input.comment.momentId" });
    const [moment] = await momentsByIds(ctx.db, [idOf(input.momentId, "Moment")]);
    if (!moment || (moment.state !== "active" && moment.authorId !== ctx.viewer.id)) {
      throw new ApiError("ENTITY_NOT_FOUND", "Moment not found.");
    }
    if (moment.state !== "active") throw new ApiError("FORBIDDEN_BY_TARGET_STATE", "This moment takes no comments.");
    return targetOfRow("moment", moment);
  }
  if (isCircleCommentType(input.type)) return targetOfRow(input.type, await circleToWriteIn(ctx, input, input.type));
  if (input.type === "campaignDiscussion") {
    return targetOfRow(input.type, await challengeToWriteIn(ctx, input, content));
  }
  throw new ApiError("BAD_USER_INPUT", "Comments are written on articles, moments, circles and challenges.", {
    field: "input.comment.type",
  });
}

/** A comment by global id, with what it is on; not found when either is gone for the viewer. */
async function namedComment(ctx: Context, globalId: string): Promise<{ comment: CommentRow; target: Target }> {
  const [comment] = await commentsByIds(ctx.db, [idOf(globalId, "Comment")]);
  if (!comment) throw notFound();
  if (isCircleCommentType(comment.type)) {
    // a circle's comments exist only for its owner and members
    const circle = await ctx.loaders.circle.load(comment.targetId);
    if (!circle || !(await viewerInCircle(ctx, circle))) throw notFound();
    return { comment, target: targetOfRow(comment.type, circle) };
  }
  if (comment.type === "campaignDiscussion") {
    const challenge = await visibleChallenge(ctx, comment.targetId);
    if (!challenge) throw notFound();
    return { comment, target: targetOfRow(comment.type, challenge) };
  }
  const row =
    comment.type === "article"
      ? await ctx.loaders.article.load(comment.targetId)
      : (await momentsByIds(ctx.db, [comment.targetId]))[0];
  const readable =
    row && (row.state === "active" || row.authorId === ctx.viewer.id || ctx.viewer.user?.role === "admin");
  if (!row || !readable) throw notFound();
  return { comment, target: targetOfRow(comment.type, row) };
}

/** The thread a reply joins and the comment it answers, both on the same article or moment and shown. */
async function threadOf(ctx: Context, input: CommentInput, target: Target) {
  if (!input.parentId) {
    if (input.replyTo)
      throw new ApiError("BAD_USER_INPUT", "A reply names its thread.", { field: "input.comment.parentId" });
    return { parent: null, replyTo: null };
  }
  const parentId = idOf(input.parentId, "Comment");
  const replyToId = input.replyTo ? idOf(input.replyTo, "Comment") : parentId;
  const rows = new Map((await commentsByIds(ctx.db, [parentId, replyToId])).map((r) => [r.id, r]));
  const parent = rows.get(parentId);
  const replyTo = rows.get(replyToId);
  const onTarget = (c: CommentRow | undefined) => c && c.type === target.type && c.targetId === target.row.id;
  if (!parent || !replyTo || !onTarget(parent) || !onTarget(replyTo)) throw notFound();
  if (parent.parentCommentId !== null) {
    throw new ApiError("BAD_USER_INPUT", "Replies hang under a top-level comment.", {
      field: "input.comment.parentId",
    });
  }
  if (replyTo.id !== parent.id && replyTo.parentCommentId !== parent.id) {
    throw new ApiError("BAD_USER_INPUT", "A reply answers a comment of its own thread.", {
      field: "input.comment.replyTo",
    });
  }
  if (parent.state !== "active" && parent.state !== "collapsed") {
    throw new ApiError("FORBIDDEN_BY_TARGET_STATE", "This comment takes no replies.");
  }
  return { parent, replyTo };
}

function checkMentions(ids: readonly string[] | null | undefined) {
  // mentions are links in the content; the ids are checked for shape (notifications read them later)
  for (const id of ids ?? []) idOf(id, "User");
}

export async function putComment(ctx: Context, viewer: UserRow, input: PutCommentInput): Promise<CommentRow> {
  const content = checkedContent(input.comment.content);
  checkMentions(input.comment.mentions);
  if (input.id) return editOwn(ctx, viewer, input.id, content);
  const target = await targetOf(ctx, input.comment, content);
  const { parent, replyTo } = await threadOf(ctx, input.comment, target);
  // a person the author blocked may not comment on their work, nor reply to someone who blocked them
  if (target.ownerId !== null) await refuseIfBlockedBy(ctx, target.ownerId, viewer.id);
  if (replyTo && replyTo.authorId !== target.ownerId) await refuseIfBlockedBy(ctx, replyTo.authorId, viewer.id);
  const comment = await createComment(
    ctx.db,
    {
      type: target.type,
      targetId: target.row.id,
      authorId: viewer.id,
      parentCommentId: parent?.id ?? null,
      replyToId: input.comment.replyTo ? (replyTo?.id ?? null) : (parent?.id ?? null),
      content,
    },
    ctx.now,
  );
  ctx.purge(targetTags(target.type, target.row));
  await notifyComment(ctx, viewer, comment, target, replyTo, input.comment.mentions ?? []);
  return comment;
}

/**
 * Who hears of a new comment: the person it answers (CommentNewReply), else the author of
 * what it is on (ArticleNewComment, MomentNewComment), and the people it mentions, each once:
 * someone both answered and mentioned hears of the reply.
 */
async function notifyComment(
  ctx: Context,
  viewer: UserRow,
  comment: CommentRow,
  target: Target,
  replyTo: CommentRow | null,
  mentionIds: readonly string[],
) {
  const told = new Set<number>();
  const notices = [];
  const mentioned = await mentionedIn(ctx, comment.content, mentionIds);
  if ("ownerId" in target.row && isCircleCommentType(comment.type)) {
    // the circle's owner and members hear of it as CircleNotice, replies and mentions included;
    // no one outside the circle hears of what only the circle reads
    await notifyCircleComment(ctx, viewer, target.row, { ...comment, type: comment.type }, mentioned);
    return;
  }
  if (replyTo) {
    notices.push({
      recipientId: replyTo.authorId,
      type: "CommentNewReply",
      targetId: replyTo.id,
      entityId: comment.id,
    });
    told.add(replyTo.authorId);
  }
  if (target.ownerId !== null && !told.has(target.ownerId) && (target.type === "article" || target.type === "moment")) {
    const type = target.type === "moment" ? "MomentNewComment" : "ArticleNewComment";
    notices.push({ recipientId: target.ownerId, type, targetId: comment.id });
    told.add(target.ownerId);
  }
  for (const recipientId of mentioned) {
    if (!told.has(recipientId)) notices.push({ recipientId, type: "CommentMentionedYou", targetId: comment.id });
  }
  await notify(ctx, viewer, notices);
}

async function editOwn(ctx: Context, viewer: UserRow, globalId: string, content: string) {
  const { comment } = await namedComment(ctx, globalId);
  if (comment.authorId !== viewer.id) throw new ApiError("FORBIDDEN", "Only its author may edit a comment.");
  if (comment.type === "campaignDiscussion") checkCampaignCommentLength(content);
  if (comment.state !== "active" && comment.state !== "collapsed") {
    throw new ApiError("FORBIDDEN_BY_TARGET_STATE", "This comment can no longer be edited.");
  }
  if (comment.content === content) return comment;
  const edited = await editComment(ctx.db, comment.id, viewer.id, content, ctx.now);
  if (!edited) throw new ApiError("FORBIDDEN_BY_TARGET_STATE", "This comment can no longer be edited.");
  ctx.purge([cacheTags.comment(comment.id)]);
  return edited;
}

/** The author's delete: archived (its words gone); deleting again changes nothing. */
export async function deleteComment(ctx: Context, viewer: UserRow, globalId: string): Promise<CommentRow> {
  const { comment, target } = await namedComment(ctx, globalId);
  if (comment.authorId !== viewer.id) throw new ApiError("FORBIDDEN", "Only its author may delete a comment.");
  if (comment.state === "archived") return comment;
  const archived = await archiveComment(ctx.db, comment, ctx.now);
  if (!archived) return (await commentsByIds(ctx.db, [comment.id]))[0] ?? comment;
  ctx.purge([cacheTags.comment(comment.id), ...targetTags(target.type, target.row)]);
  return archived;
}

/** Pins (enabled, or unpinned before) or unpins a top-level comment, by the author of what it is on. */
export async function togglePinComment(
  ctx: Context,
  viewer: UserRow,
  globalId: string,
  enabled: boolean | null | undefined,
): Promise<CommentRow> {
  const { comment, target } = await namedComment(ctx, globalId);
  if (target.ownerId !== viewer.id) {
    throw new ApiError("FORBIDDEN", "Only the author of what it is on may pin a comment.");
  }
  // a circle shows pins only in its broadcast (Circle.pinnedBroadcast)
  if (comment.type === "circleDiscussion") throw new ApiError("FORBIDDEN", "Only broadcasts are pinned in a circle.");
  const pin = enabled ?? !comment.pinned;
  if (pin === comment.pinned) return comment;
  let changed: CommentRow | undefined;
  if (pin) {
    if (comment.parentCommentId !== null || (comment.state !== "active" && comment.state !== "collapsed")) {
      throw new ApiError("FORBIDDEN_BY_TARGET_STATE", "Only a shown top-level comment can be pinned.");
    }
    changed = await pinComment(ctx.db, comment, PIN_COMMENT_LIMIT, ctx.now);
    if (!changed) {
      const [now] = await commentsByIds(ctx.db, [comment.id]);
      if (now?.pinned) return now; // pinned meanwhile by the same author
      throw new ApiError("ACTION_LIMIT_EXCEEDED", `At most ${PIN_COMMENT_LIMIT} comments can be pinned.`, {
        limit: PIN_COMMENT_LIMIT,
      });
    }
  } else {
    changed = await unpinComment(ctx.db, comment.id, ctx.now);
  }
  if (!changed) return (await commentsByIds(ctx.db, [comment.id]))[0] ?? comment;
  ctx.purge([cacheTags.comment(comment.id), ...targetTags(target.type, target.row)]);
  if (pin) await notify(ctx, viewer, [{ recipientId: comment.authorId, type: "CommentPinned", targetId: comment.id }]);
  return changed;
}

/** A comment that may be voted on: shown (active or collapsed), by someone not blocked by what it is on's author. */
async function votable(ctx: Context, viewer: UserRow, globalId: string) {
  const { comment, target } = await namedComment(ctx, globalId);
  if (comment.state !== "active" && comment.state !== "collapsed") {
    throw new ApiError("FORBIDDEN_BY_TARGET_STATE", "This comment takes no votes.");
  }
  if (target.ownerId !== null) await refuseIfBlockedBy(ctx, target.ownerId, viewer.id);
  return comment;
}

export async function voteComment(ctx: Context, viewer: UserRow, globalId: string, vote: CommentVote) {
  const comment = await votable(ctx, viewer, globalId);
  const voted = (await voteRow(ctx.db, comment.id, viewer.id, vote, ctx.now)) ?? comment;
  if (voted.upvotes !== comment.upvotes || voted.downvotes !== comment.downvotes) {
    ctx.purge([cacheTags.comment(comment.id)]);
  }
  if (vote === "up" && voted.upvotes > comment.upvotes) {
    const key = `CommentLiked:${comment.id}`;
    await notify(ctx, viewer, [
      { recipientId: comment.authorId, type: "CommentLiked", targetId: comment.id, groupKey: key },
    ]);
  }
  return voted;
}

export async function unvoteComment(ctx: Context, viewer: UserRow, globalId: string) {
  const { comment } = await namedComment(ctx, globalId);
  const unvoted = (await unvoteRow(ctx.db, comment.id, viewer.id)) ?? comment;
  if (unvoted.upvotes !== comment.upvotes || unvoted.downvotes !== comment.downvotes) {
    ctx.purge([cacheTags.comment(comment.id)]);
  }
  return unvoted;
}
