import "server-only";
import { getSitemapArticles, getSitemapIndex, getSitemapTags, getSitemapUsers } from "@/lib/graphql/reads/sitemap";
import { articlePath, tagPath, userPath } from "@/lib/url/entity-paths";
import type { SitemapUrl } from "./xml";

// The sitemap index and its children, read through the API (lib/graphql/reads/sitemap.ts) and
// cached for hours: /sitemaps/pages.xml (the fixed pages), /sitemaps/{articles|users|tags}-{n}.xml.

/** The pages every visitor can reach that are not an entity's. */
export const STATIC_PATHS = [
  "/",
  "/featured",
  "/newest",
  "/tags",
  "/about",
  "/guide",
  "/community",
  "/tos",
  "/migration",
];

export type SitemapName = { list: "pages" } | { list: "articles" | "users" | "tags"; page: number };

export const sitemapPath = (name: SitemapName) =>
  name.list === "pages" ? "/sitemaps/pages.xml" : `/sitemaps/${name.list}-${name.page}.xml`;

export function parseSitemapFile(file: string): SitemapName | null {
  if (file === "pages.xml") return { list: "pages" };
  const match = /^(articles|users|tags)-([1-9]\d{0,5})\.xml$/.exec(file);
  if (!match?.[1] || !match[2]) return null;
  return { list: match[1] as "articles" | "users" | "tags", page: Number(match[2]) };
}

export async function sitemapNames(): Promise<SitemapName[]> {
  const sitemap = await getSitemapIndex();
  const pages = (list: "articles" | "users" | "tags", count: number) =>
    Array.from({ length: count }, (_, i) => ({ list, page: i + 1 }));
  return [
    { list: "pages" },
    ...pages("articles", sitemap.articlePages),
    ...pages("users", sitemap.userPages),
    ...pages("tags", sitemap.tagPages),
  ];
}

/** The URLs of one child sitemap; null when the page is past the end of its list. */
export async function sitemapUrls(name: SitemapName, origin: string): Promise<SitemapUrl[] | null> {
  const url = (path: string) => new URL(path, origin).href;
  if (name.list === "pages") return STATIC_PATHS.map((path) => ({ loc: url(path) }));
  const sitemap = await getSitemapIndex();
  const count = { articles: sitemap.articlePages, users: sitemap.userPages, tags: sitemap.tagPages }[name.list];
  if (name.page > count) return null;
  switch (name.list) {
    case "articles":
      return (await getSitemapArticles(name.page)).map((a) => ({
        loc: url(articlePath(a.shortHash)),
        lastmod: a.lastModified,
      }));
    case "users":
      return (await getSitemapUsers(name.page)).map((u) => ({
        loc: url(userPath(u.userName)),
        lastmod: u.lastModified,
      }));
    case "tags":
      return (await getSitemapTags(name.page)).map((t) => ({
        loc: url(tagPath(t.id, t.slug)),
        lastmod: t.lastModified,
      }));
  }
}
