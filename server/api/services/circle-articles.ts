import "server-only";
import { eq } from "drizzle-orm";
import { cacheTags } from "@/lib/cache/tags";
import { runBatch, type Statement } from "@/server/db/client";
import type { ArticleRow } from "@/server/db/queries/articles";
import { indexArticle } from "@/server/db/queries/search";
import type { UserRow } from "@/server/db/queries/users";
import { circleById } from "@/server/db/queries/users";
import { articles, articleVersions } from "@/server/db/schema";
import type { Context } from "../context";
import { ApiError } from "../errors";
import type { PutCircleArticlesInput } from "../generated/resolvers";
import { idOf } from "../ids";
import { forgetBodyReads } from "../rules/paywall";
import { versionBody } from "./article-body";
import { notifyCircleArticle } from "./circle-notices";
import { articleIndexText } from "./search";
import { checkOwnCircle } from "./writing-refs";

// putCircleArticles: the owner puts published work into their circle (public, or paywalled for
// the members) or takes it out. Access lives on the version, so each change is a new version
// copied from the latest (its body stays where it is, under the same hash), as an edit makes;
// every article's change and its row's touch go in one batch, or none does.

/** As many as a page of the API lists: one batch of two statements each. */
export const CIRCLE_ARTICLES_MAX = 50;

async function ownActiveArticle(ctx: Context, viewer: UserRow, globalId: string): Promise<ArticleRow> {
  const article = await ctx.loaders.article.load(idOf(globalId, "Article"));
  if (!article || (article.state !== "active" && article.authorId !== viewer.id)) {
    throw new ApiError("ARTICLE_NOT_FOUND", "Article not found.");
  }
  if (article.authorId !== viewer.id) throw new ApiError("FORBIDDEN", "Only the author puts an article in a circle.");
  if (article.state !== "active") throw new ApiError("FORBIDDEN_BY_TARGET_STATE", "Only active work joins a circle.");
  return article;
}

export async function putCircleArticles(ctx: Context, viewer: UserRow, input: PutCircleArticlesInput) {
  if (!viewer.userName) throw new ApiError("FORBIDDEN", "A user name is needed first.");
  const circleId = await checkOwnCircle(ctx, viewer.id, idOf(input.id, "Circle"));
  const ids = [...new Set(input.articles ?? [])];
  if (ids.length > CIRCLE_ARTICLES_MAX) {
    throw new ApiError("BAD_USER_INPUT", `At most ${CIRCLE_ARTICLES_MAX} articles at once.`, {
      field: "input.articles",
    });
  }
  const chosen = await Promise.all(ids.map((id) => ownActiveArticle(ctx, viewer, id)));

  const statements: Statement[] = [];
  const changed: { article: ArticleRow; before: { access: string; circleId: number | null } }[] = [];
  for (const article of chosen) {
    const latest = await ctx.loaders.articleVersion.load(article.id);
    if (!latest) throw new Error(`Article ${article.id} has no version.`);
    const next =
      input.type === "add"
        ? { access: input.accessType, circleId, license: input.license ?? latest.license }
        : // taken out of this circle: public again; work in no circle, or another, stays as it is
          latest.circleId === circleId
          ? { access: "public" as const, circleId: null, license: input.license ?? latest.license }
          : null;
    if (
      !next ||
      (next.access === latest.access && next.circleId === latest.circleId && next.license === latest.license)
    ) {
      continue;
    }
    const { id: _id, createdAt: _at, ...copied } = latest;
    statements.push(
      ctx.db.insert(articleVersions).values({ ...copied, ...next, description: null, createdAt: ctx.now }),
      ctx.db.update(articles).set({ updatedAt: ctx.now }).where(eq(articles.id, article.id)),
    );
    if (next.access !== latest.access) {
      const content = await versionBody(ctx, latest);
      statements.push(
        ...indexArticle(ctx.db, article.id, articleIndexText({ ...latest, content, access: next.access })),
      );
    }
    changed.push({ article, before: latest });
  }
  const circle = await circleById(ctx.db, circleId);
  if (!circle) throw new ApiError("CIRCLE_NOT_FOUND", "Circle not found.");
  if (statements.length === 0) return circle;

  await runBatch(ctx.db, statements);
  for (const { article } of changed) ctx.loaders.articleVersion.clear(article.id);
  forgetBodyReads(ctx);
  // the visitor's copy of each article (its body, or the wall) and the lists that show its lock
  ctx.purge([...changed.map((c) => cacheTags.article(c.article.id)), cacheTags.search]);
  if (input.type === "add") {
    for (const { article, before } of changed) {
      await notifyCircleArticle(ctx, viewer, article.id, before, { access: input.accessType, circleId });
    }
  }
  return circle;
}
