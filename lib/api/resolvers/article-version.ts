import "server-only";
import { type ArticleVersionRow, versionCount, versionsByIds, versionsPage } from "@/lib/db/queries/article-versions";
import type { ArticleRow } from "@/lib/db/queries/articles";
import { type ConnectionArgs, decodeNumberCursor, pageSize, toConnection } from "../connections";
import type { Context } from "../context";
import { toGlobalId } from "../ids";
import { canSeeArticle } from "./article";
import type { TypeResolvers } from "./types";

// Versions are read through their article: Article.versions (the article was already checked
// by whoever returned it) or node(id), which checks the article here.

/** A version by its db id for node(id): null unless the viewer may see its article. */
export async function loadArticleVersion(ctx: Context, id: number) {
  const [version] = await versionsByIds(ctx.db, [id]);
  if (!version) return null;
  const article = await ctx.loaders.article.load(version.articleId);
  if (!article || !canSeeArticle(ctx, article)) return null;
  // node() resolves its concrete type by __typename: a version's shape alone is not distinctive
  return { ...version, __typename: "ArticleVersion" };
}

export const Article: TypeResolvers<ArticleRow> = {
  versions: async (a, { input }: { input: ConnectionArgs }, ctx) => {
    const limit = pageSize(input.first);
    const after = input.after ? decodeNumberCursor(input.after, 2) : undefined;
    const rows = await versionsPage(ctx.db, a.id, limit, after);
    return toConnection(rows, limit, (v) => [v.createdAt, v.id], {
      totalCount: () => versionCount(ctx.db, a.id),
      hasPrevious: Boolean(after),
    });
  },
};

export const ArticleVersion: TypeResolvers<ArticleVersionRow> = {
  id: (v) => toGlobalId("ArticleVersion", v.id),
  mediaHash: (v) => v.dataHash,
  contents: (v) => ({ html: v.content }),
  createdAt: (v) => new Date(v.createdAt),
};
