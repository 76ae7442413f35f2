import "server-only";
import { sitemapArticles, sitemapPageCount, sitemapTags, sitemapUsers } from "@/server/db/queries/sitemap";
import type { Resolvers } from "../generated/resolvers";
import { toGlobalId } from "../ids";
import type { SitemapModel } from "../models";

const SITEMAP: SitemapModel = {};

// Page numbers are bounded by the schema (SitemapPageInput.page's @constraint).
export const resolvers = {
  Query: {
    sitemap: () => SITEMAP,
  },

  Sitemap: {
    articlePages: (_s, _a, ctx) => sitemapPageCount(ctx.db, "articles"),
    userPages: (_s, _a, ctx) => sitemapPageCount(ctx.db, "users"),
    tagPages: (_s, _a, ctx) => sitemapPageCount(ctx.db, "tags"),
    articles: async (_s, { input }, ctx) =>
      (await sitemapArticles(ctx.db, input.page)).map((a) => ({
        shortHash: a.shortHash,
        lastModified: new Date(a.revisedAt ?? a.createdAt),
      })),
    // the query keeps only people with a name; the row type cannot say so
    users: async (_s, { input }, ctx) =>
      (await sitemapUsers(ctx.db, input.page)).flatMap(({ userName, updatedAt }) =>
        userName ? [{ userName, lastModified: new Date(updatedAt) }] : [],
      ),
    tags: async (_s, { input }, ctx) =>
      (await sitemapTags(ctx.db, input.page)).map((t) => ({
        id: toGlobalId("Tag", t.id),
        slug: t.slug,
        lastModified: new Date(t.createdAt),
      })),
  },
} satisfies Resolvers;
