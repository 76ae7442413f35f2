import { siteConfig } from "@/components/layout/site-meta";
import { FALLBACK_LOCALE, isLocale } from "@/lib/i18n/locales";
import { loadFeed } from "@/lib/syndication/feeds";
import { parseFeedPath } from "@/lib/syndication/paths";
import { atomDocument, rssDocument } from "@/lib/syndication/xml";
import { decodePathText } from "@/lib/url/path-text";

// RSS 2.0 and Atom 1.0: /feed/newest.xml, /feed/user/{userName}.xml, /feed/tag/{tagId}.xml, and
// the same with .atom (lib/url/entity-paths.ts feedPath). `?locale=` picks the language of the
// feed's own title and description (pages link the feed in their language); the articles are
// as written. Links are absolute on the site's origin (SITE_URL). The lists are cached reads
// purged when articles change; readers may keep a copy 15 minutes.
const CACHE_CONTROL = "public, max-age=900, stale-while-revalidate=3600";
const CONTENT_TYPE = { rss: "application/rss+xml; charset=utf-8", atom: "application/atom+xml; charset=utf-8" };

type Props = { params: Promise<{ path: string[] }> };

export async function GET(request: Request, { params }: Props) {
  const parsed = parseFeedPath((await params).path.map((part) => decodePathText(part) ?? ""));
  if (!parsed) return notFound();
  const query = new URL(request.url).searchParams.get("locale");
  const locale = isLocale(query) ? query : FALLBACK_LOCALE;
  const feed = await loadFeed({ ...parsed, locale, origin: (await siteConfig()).url });
  if (!feed) return notFound();
  const body = parsed.format === "rss" ? rssDocument(feed) : atomDocument(feed);
  return new Response(body, {
    headers: { "content-type": CONTENT_TYPE[parsed.format], "cache-control": CACHE_CONTROL },
  });
}

function notFound() {
  return new Response("Not found", {
    status: 404,
    headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "public, max-age=60" },
  });
}
