import "server-only";
import { cacheTags } from "@/lib/cache/tags";
import { changesOf } from "@/server/db/client";
import type { ArticleRow } from "@/server/db/queries/articles";
import {
  bookmarkArticle,
  bookmarkTag,
  recountArticleBookmarks,
  unbookmarkArticle,
  unbookmarkTag,
} from "@/server/db/queries/social";
import type { TagRow } from "@/server/db/queries/tags";
import type { UserRow } from "@/server/db/queries/users";
import type { Context } from "../context";
import { ApiError } from "../errors";
import type { ToggleItemInput } from "../generated/resolvers";
import { idOf } from "../ids";
import { viewerRelations } from "../viewer-relations";
import { notify } from "./notices";

// Bookmarks of articles and tags. A bookmark is a row keyed by (reader, article) or (reader,
// tag); the article's bookmark count is counted again from its rows in the same batch.

export async function toggleArticleBookmark(ctx: Context, viewer: UserRow, input: ToggleItemInput) {
  const id = idOf(input.id, "Article");
  const article = await ctx.loaders.article.load(id);
  const own = article?.authorId === viewer.id || viewer.role === "admin";
  if (!article || (article.state !== "active" && !own)) throw new ApiError("ARTICLE_NOT_FOUND", "Article not found.");
  const enabled = input.enabled ?? !(await viewerRelations(ctx).bookmarkedArticle.load(id));
  viewerRelations(ctx).bookmarkedArticle.clear(id);
  // an article read only by its author and admins (archived) keeps old bookmarks, gets no new one
  if (enabled && article.state !== "active") {
    throw new ApiError("FORBIDDEN_BY_TARGET_STATE", "Only a published article can be bookmarked.");
  }
  const [write, [counted]] = await ctx.db.batch([
    enabled ? bookmarkArticle(ctx.db, viewer.id, id, ctx.now) : unbookmarkArticle(ctx.db, viewer.id, id),
    recountArticleBookmarks(ctx.db, id).returning(),
  ]);
  const row: ArticleRow = counted ?? article;
  ctx.loaders.article.clear(id).prime(id, row);
  // the count shows on the article's page alone, not on the cards that list it
  if (changesOf(write) > 0) ctx.purge([cacheTags.articleBookmarks(id)]);
  if (enabled && changesOf(write) > 0) {
    const key = `ArticleNewSubscriber:${id}`;
    await notify(ctx, viewer, [
      { recipientId: article.authorId, type: "ArticleNewSubscriber", targetId: id, groupKey: key },
    ]);
  }
  return row;
}

export async function toggleTagBookmark(ctx: Context, viewer: UserRow, input: ToggleItemInput): Promise<TagRow> {
  const id = idOf(input.id, "Tag");
  const tag = await ctx.loaders.tag.load(id);
  if (!tag) throw new ApiError("TAG_NOT_FOUND", "Tag not found.");
  const enabled = input.enabled ?? !(await viewerRelations(ctx).bookmarkedTag.load(id));
  viewerRelations(ctx).bookmarkedTag.clear(id);
  const write = enabled
    ? await bookmarkTag(ctx.db, viewer.id, id, ctx.now)
    : await unbookmarkTag(ctx.db, viewer.id, id);
  // the tag's pages show how many bookmarked it; the cards with its chip do not
  if (changesOf(write) > 0) ctx.purge([cacheTags.tagBookmarks(id)]);
  return tag;
}
