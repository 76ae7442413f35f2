import "server-only";
import { cacheTags } from "@/lib/cache/tags";
import { htmlToText } from "@/lib/text/html-text";
import { campaignRoleUserIds } from "@/server/db/queries/campaigns";
import { deleteQuoteRow, insertQuote, quoteById, quoteWallOf } from "@/server/db/queries/quotes";
import type { UserRow } from "@/server/db/queries/users";
import type { Context } from "../context";
import { ApiError } from "../errors";
import type { PutQuoteInput } from "../generated/resolvers";
import { idOf } from "../ids";
import { readsArticleBody } from "../rules/paywall";
import { versionBody } from "./article-body";

// The quote wall of a writing challenge (issue 35): a reader puts up an excerpt of an entry,
// words of the article itself, not typed freely; an all-rights-reserved article is quoted by
// its author alone. The wall is the challenge's the article was entered in, when it has one.
// The contract's rate limit (@rateLimit on putQuote) takes its slot in one conditional write.

/** Characters a quote may hold (the reference's MAX_QUOTE_LENGTH). */
export const QUOTE_MAX = 80;

const bad = (message: string) => new ApiError("BAD_USER_INPUT", message, { field: "input.content" });

/** White space left out, so a selection that crossed a line break still matches the article's text. */
const squeezed = (text: string) => text.replace(/\s+/g, "");

export async function putQuote(ctx: Context, viewer: UserRow, input: PutQuoteInput) {
  if (!viewer.userName) throw new ApiError("FORBIDDEN", "A user name is needed to quote.");
  const content = htmlToText(input.content).trim();
  if (!content) throw bad("A quote needs some words.");
  if ([...content].length > QUOTE_MAX) throw bad(`A quote has at most ${QUOTE_MAX} characters.`);
  const article = await ctx.loaders.article.load(idOf(input.articleId, "Article"));
  if (article?.state !== "active") throw new ApiError("ARTICLE_NOT_FOUND", "Article not found.");
  const version = await ctx.loaders.articleVersion.load(article.id);
  if (!version || !(await readsArticleBody(ctx, article))) {
    throw new ApiError("FORBIDDEN", "Only those who read the article can quote it.");
  }
  if (version.license === "arr" && article.authorId !== viewer.id) {
    throw new ApiError("FORBIDDEN", "Only its author quotes an all-rights-reserved article.");
  }
  if (!squeezed(htmlToText(await versionBody(ctx, version))).includes(squeezed(content))) {
    throw bad("A quote is an excerpt of the article.");
  }
  const wall = await quoteWallOf(ctx.db, article.id);
  if (!wall) throw bad("Only entries of a writing challenge are quoted on a wall.");
  if (!wall.enableQuoteWall) throw bad("This writing challenge has no quote wall.");
  const quote = await insertQuote(ctx.db, {
    campaignId: wall.campaignId,
    articleId: article.id,
    userId: viewer.id,
    content,
    createdAt: ctx.now,
  });
  if (!quote) throw bad("This quote is on the wall already.");
  ctx.purge([cacheTags.writingChallenge(wall.channelId)]);
  return quote;
}

/** Takes a quote down: its poster, the challenge's managers or an admin. */
export async function deleteQuote(ctx: Context, viewer: UserRow, globalId: string) {
  const quote = await quoteById(ctx.db, idOf(globalId, "Quote"));
  if (!quote) throw new ApiError("ENTITY_NOT_FOUND", "Quote not found.");
  const mayDelete =
    quote.userId === viewer.id ||
    viewer.role === "admin" ||
    (await campaignRoleUserIds(ctx.db, quote.campaignId, "manager")).includes(viewer.id);
  if (!mayDelete) throw new ApiError("FORBIDDEN", "Only its poster or the challenge's managers take a quote down.");
  const channelId = await deleteQuoteRow(ctx.db, quote.id);
  if (channelId !== undefined) ctx.purge([cacheTags.writingChallenge(channelId)]);
  return true;
}
