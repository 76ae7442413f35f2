import "server-only";
import type { UserRow } from "@/server/db/queries/users";
import type { Context } from "../context";
import { ApiError } from "../errors";
import type { PayToInput } from "../generated/resolvers";
import { fromGlobalId } from "../ids";
import { refuseIfBlockedBy } from "../rules/social";

/** A global id of `type`, or the not-found answer a wrong one deserves. */
function idOfType(globalId: string, type: "User" | "Article"): number | null {
  try {
    const parsed = fromGlobalId(globalId);
    return parsed.type === type ? parsed.id : null;
  } catch {
    return null;
  }
}

/**
 * Whom a support goes to and for which of their articles, checked in the spec's order (shared by
 * HKD and USDT support): an active person other than the viewer who has not blocked them, and an
 * active article of theirs.
 */
export async function supportTarget(
  ctx: Context,
  viewer: UserRow,
  input: Pick<PayToInput, "recipientId" | "targetId">,
) {
  const recipientId = idOfType(input.recipientId, "User");
  if (recipientId === viewer.id) throw new ApiError("FORBIDDEN", "You cannot support yourself.");
  const recipient = recipientId === null ? undefined : await ctx.loaders.user.load(recipientId);
  if (!recipient) throw new ApiError("USER_NOT_FOUND", "User not found.");
  if (recipient.state !== "active") {
    throw new ApiError("FORBIDDEN_BY_TARGET_STATE", "This person cannot receive support now.");
  }
  // someone who blocked the supporter takes nothing from them, as they take no likes or comments
  await refuseIfBlockedBy(ctx, recipient.id, viewer.id);

  let articleId: number | null = null;
  if (input.targetId) {
    articleId = idOfType(input.targetId, "Article");
    const article = articleId === null ? undefined : await ctx.loaders.article.load(articleId);
    if (article?.state !== "active" || article.authorId !== recipient.id) {
      throw new ApiError("ARTICLE_NOT_FOUND", "The article is not one of this person's.");
    }
  }

  return { recipient, articleId };
}
