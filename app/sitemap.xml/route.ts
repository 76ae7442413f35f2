import { siteConfig } from "@/components/layout/site-meta";
import { sitemapNames, sitemapPath } from "@/lib/syndication/sitemap";
import { sitemapIndexDocument } from "@/lib/syndication/xml";

// The sitemap index: the fixed pages, then articles, people and tags in pages of at most
// 10,000 addresses (lib/syndication/sitemap.ts). robots.txt points here.
export async function GET() {
  const { url } = await siteConfig();
  const names = await sitemapNames();
  return new Response(sitemapIndexDocument(names.map((name) => new URL(sitemapPath(name), url).href)), {
    headers: { "content-type": "application/xml; charset=utf-8", "cache-control": "public, max-age=3600" },
  });
}
