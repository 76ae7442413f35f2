import "server-only";
import { cacheTags } from "@/lib/cache/tags";
import { changesOf } from "@/server/db/client";
import { appreciate, recountAppreciations, superLike } from "@/server/db/queries/appreciations";
import type { ArticleRow } from "@/server/db/queries/articles";
import type { UserRow } from "@/server/db/queries/users";
import type { Context } from "../context";
import { ApiError } from "../errors";
import type { AppreciateArticleInput } from "../generated/resolvers";
import { idOf } from "../ids";
import { APPRECIATE_LIMIT } from "../rules/appreciate-limit";
import { isBlockedBy, refuseIfBlockedBy } from "../rules/social";
import { notify } from "./notices";

/**
 * Likes an article. The limit is kept by the insert itself (it sums what the reader gave in
 * the same statement), and the article's total is summed again in the same batch: twenty
 * likes at once give at most APPRECIATE_LIMIT, and the total is what the rows say.
 */
export async function appreciateArticle(ctx: Context, viewer: UserRow, input: AppreciateArticleInput) {
  const id = idOf(input.id, "Article");
  const article = await ctx.loaders.article.load(id);
  const own = article?.authorId === viewer.id || viewer.role === "admin";
  if (!article || (article.state !== "active" && !own)) throw new ApiError("ARTICLE_NOT_FOUND", "Article not found.");
  if (article.state !== "active")
    throw new ApiError("FORBIDDEN_BY_TARGET_STATE", "Only published articles take likes.");
  if (article.authorId === viewer.id) throw new ApiError("FORBIDDEN", "You cannot like your own article.");
  await refuseIfBlockedBy(ctx, article.authorId, viewer.id);
  if (input.superLike && !viewer.civicLiker) throw new ApiError("FORBIDDEN", "Super likes are for civic likers.");

  const giving = { senderId: viewer.id, recipientId: article.authorId, articleId: id, now: ctx.now };
  const [write, [counted]] = await ctx.db.batch([
    input.superLike
      ? superLike(ctx.db, giving)
      : appreciate(ctx.db, { ...giving, amount: input.amount, limit: APPRECIATE_LIMIT }),
    recountAppreciations(ctx.db, id).returning(),
  ]);
  const row: ArticleRow = counted ?? article;
  ctx.loaders.article.clear(id).prime(id, row);
  if (changesOf(write) === 0) {
    // a block made since the check above, or nothing left to give
    if (await isBlockedBy(ctx, article.authorId, viewer.id)) throw new ApiError("FORBIDDEN", "Not accepted.");
    throw new ApiError("ACTION_LIMIT_EXCEEDED", "You have given this article all the likes you can.", {
      reason: input.superLike ? "superLike" : "appreciateLimit",
    });
  }
  // the total shows on the article's page and on every card of it (lists carry its tag)
  ctx.purge([cacheTags.article(id)]);
  await notify(ctx, viewer, [
    {
      recipientId: article.authorId,
      type: "ArticleNewAppreciation",
      targetId: id,
      groupKey: `ArticleNewAppreciation:${id}`,
    },
  ]);
  return row;
}
