import "server-only";
import { sitemapArticles, sitemapPageCount, sitemapTags, sitemapUsers } from "@/lib/db/queries/sitemap";
import type { Context } from "../context";
import { ApiError } from "../errors";
import { toGlobalId } from "../ids";
import type { TypeResolvers } from "./types";

const SITEMAP = {};

function page(input: { page: number }) {
  if (!Number.isInteger(input.page) || input.page < 1 || input.page > 100_000) {
    throw new ApiError("BAD_USER_INPUT", "`page` must be an integer from 1.");
  }
  return input.page;
}

export const Query: TypeResolvers<unknown> = {
  sitemap: () => SITEMAP,
};

export const Sitemap: TypeResolvers<unknown> = {
  articlePages: (_s, _a, ctx: Context) => sitemapPageCount(ctx.db, "articles"),
  userPages: (_s, _a, ctx: Context) => sitemapPageCount(ctx.db, "users"),
  tagPages: (_s, _a, ctx: Context) => sitemapPageCount(ctx.db, "tags"),
  articles: async (_s, { input }, ctx: Context) =>
    (await sitemapArticles(ctx.db, page(input))).map((a) => ({
      shortHash: a.shortHash,
      lastModified: new Date(a.revisedAt ?? a.createdAt),
    })),
  users: async (_s, { input }, ctx: Context) =>
    (await sitemapUsers(ctx.db, page(input))).map((u) => ({
      userName: u.userName,
      lastModified: new Date(u.updatedAt),
    })),
  tags: async (_s, { input }, ctx: Context) =>
    (await sitemapTags(ctx.db, page(input))).map((t) => ({
      id: toGlobalId("Tag", t.id),
      slug: t.slug,
      lastModified: new Date(t.createdAt),
    })),
};
