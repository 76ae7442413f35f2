import "server-only";
import { cacheTags } from "@/lib/cache/tags";
import { SitemapArticlesQuery, SitemapIndexQuery, SitemapTagsQuery, SitemapUsersQuery } from "../documents/sitemap";
import { execute } from "../execute";

// The sitemap's listings (lib/syndication/sitemap.ts), cached for hours: search engines read them
// now and then, and a lastmod an hour late misleads nobody.
const OPTIONS = { tags: [cacheTags.sitemap], life: "hours" } as const;

/** How many pages each listing has. */
export async function getSitemapIndex() {
  return (await execute(SitemapIndexQuery, {}, OPTIONS)).sitemap;
}

export async function getSitemapArticles(page: number) {
  return (await execute(SitemapArticlesQuery, { page }, OPTIONS)).sitemap.articles;
}

export async function getSitemapUsers(page: number) {
  return (await execute(SitemapUsersQuery, { page }, OPTIONS)).sitemap.users;
}

export async function getSitemapTags(page: number) {
  return (await execute(SitemapTagsQuery, { page }, OPTIONS)).sitemap.tags;
}
