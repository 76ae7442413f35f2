import "server-only";
import type { ArticleRow } from "@/server/db/queries/articles";
import { clearHistory, recordRead } from "@/server/db/queries/reads";
import type { UserRow } from "@/server/db/queries/users";
import type { Context } from "../context";
import { ApiError } from "../errors";
import type { ClearReadHistoryInput, ReadArticleInput } from "../generated/resolvers";
import { idOf } from "../ids";
import { canSeeArticle } from "../resolvers/article";

/**
 * A read of an article. Only a signed-in reader's read of someone else's published article
 * is recorded; the history row and the counted read are one batch with the article's reader
 * count. Nothing is purged: history is read per request, and the reader count on cached pages
 * catches up when the article is next purged (a purge a read would empty the article's
 * cache for every reader).
 */
export async function readArticle(ctx: Context, input: ReadArticleInput): Promise<ArticleRow> {
  const id = idOf(input.id, "Article");
  const article = await ctx.loaders.article.load(id);
  if (!article || !canSeeArticle(ctx, article)) throw new ApiError("ARTICLE_NOT_FOUND", "Article not found.");
  const reader = ctx.viewer.user;
  if (!reader || reader.id === article.authorId || article.state !== "active") return article;
  const [, , [counted]] = await ctx.db.batch(
    recordRead(ctx.db, { readerId: reader.id, articleId: id, authorId: article.authorId, now: ctx.now }),
  );
  const row: ArticleRow = counted ?? article;
  ctx.loaders.article.clear(id).prime(id, row);
  return row;
}

/** Takes one article, or every article, off the viewer's read history. */
export async function clearReadHistory(ctx: Context, viewer: UserRow, input: ClearReadHistoryInput) {
  const articleId = input.id ? idOf(input.id, "Article") : undefined;
  await clearHistory(ctx.db, viewer.id, articleId);
  return viewer;
}
