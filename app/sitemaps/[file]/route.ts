import { siteConfig } from "@/components/layout/site-meta";
import { parseSitemapFile, sitemapUrls } from "@/lib/syndication/sitemap";
import { sitemapDocument } from "@/lib/syndication/xml";

// One child sitemap: /sitemaps/pages.xml, /sitemaps/{articles|users|tags}-{n}.xml.
type Props = { params: Promise<{ file: string }> };

export async function GET(_request: Request, { params }: Props) {
  const name = parseSitemapFile((await params).file);
  const urls = name && (await sitemapUrls(name, (await siteConfig()).url));
  if (!urls) {
    return new Response("Not found", {
      status: 404,
      headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "public, max-age=60" },
    });
  }
  return new Response(sitemapDocument(urls), {
    headers: { "content-type": "application/xml; charset=utf-8", "cache-control": "public, max-age=3600" },
  });
}
