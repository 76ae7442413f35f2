import "server-only";
import { cacheTags } from "@/lib/cache/tags";
import { type CommentState, setCommentStateStatements } from "@/server/db/queries/comment-states";
import { type CommentRow, commentsByIds } from "@/server/db/queries/comments";
import { momentsByIds } from "@/server/db/queries/moments";
import type { UserRow } from "@/server/db/queries/users";
import type { Context } from "../context";
import { ApiError } from "../errors";
import type { UpdateCommentsStateInput } from "../generated/resolvers";
import { idOf } from "../ids";

// updateCommentsState (issue 37): admins set comments active, collapsed or banned, many at once,
// each change with its audit row; the author of an article folds and unfolds the comments on it
// (active <-> collapsed), and nothing else. Every change is conditional on the state the caller
// saw: a comment that changed meanwhile is left as it now is.

const SETTABLE: ReadonlySet<string> = new Set(["active", "collapsed", "banned"]);
const AUTHOR_SETTABLE: ReadonlySet<string> = new Set(["active", "collapsed"]);

export async function updateCommentsState(ctx: Context, viewer: UserRow, input: UpdateCommentsStateInput) {
  if (!SETTABLE.has(input.state)) {
    throw new ApiError("BAD_USER_INPUT", "Comments are set active, collapsed or banned.", { field: "input.state" });
  }
  const ids = [...new Set(input.ids.map((id) => idOf(id, "Comment")))];
  if (ids.length === 0) throw new ApiError("BAD_USER_INPUT", "Name at least one comment.", { field: "input.ids" });
  const found = await commentsByIds(ctx.db, ids);
  const byId = new Map(found.map((c) => [c.id, c]));
  const named = ids.map((id) => byId.get(id));
  if (named.some((c) => !c)) throw new ApiError("COMMENT_NOT_FOUND", "Comment not found.");
  const list = named as CommentRow[];
  const admin = viewer.role === "admin";
  const to = input.state as CommentState;
  for (const comment of list) {
    if (admin) {
      if (comment.state === "archived") throw new ApiError("ACTION_FAILED", "The comment was deleted by its author.");
    } else {
      await refuseAuthorChange(ctx, viewer, comment, to);
    }
  }

  const moving = list.filter((c) => c.state !== to);
  const statements = moving.map((comment) =>
    setCommentStateStatements(ctx.db, { actorId: viewer.id, comment, to, now: ctx.now, audit: admin }),
  );
  const flat = statements.flat();
  const [first, ...rest] = flat;
  if (!first) return list;
  const results = await ctx.db.batch([first, ...rest]);
  // each comment's UPDATE … RETURNING sits after its audit row (when there is one)
  const changed = new Map<number, CommentRow>();
  let at = 0;
  for (const group of statements) {
    const rows = results[at + (admin ? 1 : 0)] as CommentRow[];
    for (const row of rows) changed.set(row.id, row);
    at += group.length;
  }
  const tags = new Set<string>();
  for (const comment of moving) {
    if (!changed.has(comment.id)) continue;
    tags.add(cacheTags.comment(comment.id));
    for (const tag of await pageTags(ctx, comment)) tags.add(tag);
  }
  if (tags.size > 0) ctx.purge([...tags]);
  const fresh = changed.size < moving.length ? await commentsByIds(ctx.db, ids) : [];
  const now = new Map(fresh.map((c) => [c.id, c]));
  return list.map((c) => changed.get(c.id) ?? now.get(c.id) ?? c);
}

/** The author of an article may fold and unfold comments on it; nothing else, nobody else. */
async function refuseAuthorChange(ctx: Context, viewer: UserRow, comment: CommentRow, to: CommentState) {
  if (!AUTHOR_SETTABLE.has(to)) throw new ApiError("FORBIDDEN", "Only admins ban comments.");
  if (comment.type !== "article") throw new ApiError("FORBIDDEN", "Only comments on articles are folded.");
  const article = await ctx.loaders.article.load(comment.targetId);
  if (!article || article.authorId !== viewer.id) {
    throw new ApiError("FORBIDDEN", "Only the article's author may fold its comments.");
  }
  if (!AUTHOR_SETTABLE.has(comment.state)) {
    throw new ApiError("FORBIDDEN", "This comment's state is the admins' to change.");
  }
}

/** The tags of the page the comment is on (its thread and count show there). */
export async function pageTags(ctx: Context, comment: CommentRow): Promise<string[]> {
  if (comment.type === "article") {
    const article = await ctx.loaders.article.load(comment.targetId);
    return article ? [cacheTags.article(article.id), cacheTags.articleByHash(article.shortHash)] : [];
  }
  if (comment.type === "moment") {
    const [moment] = await momentsByIds(ctx.db, [comment.targetId]);
    return moment ? [cacheTags.moment(moment.id), cacheTags.momentByHash(moment.shortHash)] : [];
  }
  return [];
}
