import "server-only";
import { cacheTags } from "@/lib/cache/tags";
import type { ArticleRow } from "@/server/db/queries/articles";
import {
  type ArticleFederationState,
  type AuthorFederationState,
  articleFederationSetting,
  putArticleFederationSetting,
  putUserFederationSetting,
  userFederationSetting,
} from "@/server/db/queries/federation-settings";
import type { UserRow } from "@/server/db/queries/users";
import { type Eligibility, federationEligibility } from "@/server/federation/eligibility";
import type { Context } from "../context";
import { ApiError } from "../errors";
import { idOf } from "../ids";
import { sendArticleJob, sendFarewellJob } from "./federation-outbound";

// Opting in to the fediverse (issue 38): the author's choice, an article's, and whether an
// article goes out (server/federation/eligibility.ts decides; this reads the rows for it).

const AUTHOR_STATES: readonly string[] = ["enabled", "disabled"];
const ARTICLE_STATES: readonly string[] = ["inherit", "enabled", "disabled"];

export async function setViewerFederationSetting(ctx: Context, viewer: UserRow, state: AuthorFederationState) {
  // the schema's enum already holds this; a direct caller of the service gets the same code
  if (!AUTHOR_STATES.includes(state)) throw new ApiError("BAD_USER_INPUT", "Choose enabled or disabled.");
  const saved = await putUserFederationSetting(ctx.db, { userId: viewer.id, state, updatedBy: viewer.id }, ctx.now);
  ctx.purge([cacheTags.user(viewer.id)]);
  if (state === "disabled") await sendFarewellJob(ctx, viewer.id);
  return saved;
}

export async function setArticleFederationSetting(
  ctx: Context,
  viewer: UserRow,
  input: { id: string; state: ArticleFederationState },
) {
  if (!ARTICLE_STATES.includes(input.state)) {
    throw new ApiError("BAD_USER_INPUT", "Choose inherit, enabled or disabled.", { field: "input.state" });
  }
  const article = await ctx.loaders.article.load(idOf(input.id, "Article"));
  if (!article) throw new ApiError("ARTICLE_NOT_FOUND", "Article not found.");
  if (article.authorId !== viewer.id) throw new ApiError("FORBIDDEN", "Only the author may change this.");
  if (article.state === "banned") throw new ApiError("FORBIDDEN_BY_TARGET_STATE", "The article is banned.");
  const saved = await putArticleFederationSetting(
    ctx.db,
    { articleId: article.id, state: input.state, updatedBy: viewer.id },
    ctx.now,
  );
  ctx.purge([cacheTags.article(article.id)]);
  // opted out after it went out: taken back; opted (back) in: sent (the worker decides whether it goes)
  await sendArticleJob(ctx, input.state === "disabled" ? "margins.retract" : "margins.publish", article);
  return saved;
}

/** The article's own choice, for its author and admins (null for anyone else). */
export async function visibleArticleSetting(ctx: Context, article: ArticleRow) {
  const viewer = ctx.viewer.user;
  if (!viewer || (viewer.id !== article.authorId && viewer.role !== "admin")) return null;
  return articleFederationSetting(ctx.db, article.id);
}

export async function articleEligibility(ctx: Context, article: ArticleRow): Promise<Eligibility> {
  const [version, author, authorSetting, articleSetting] = await Promise.all([
    ctx.loaders.articleVersion.load(article.id),
    ctx.loaders.user.load(article.authorId),
    userFederationSetting(ctx.db, article.authorId),
    articleFederationSetting(ctx.db, article.id),
  ]);
  return federationEligibility({
    articleState: article.state,
    access: version?.access ?? "paywall",
    authorState: author?.state ?? "banned",
    authorSetting: authorSetting?.state ?? null,
    articleSetting: articleSetting?.state ?? null,
  });
}
