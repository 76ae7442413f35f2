import { cardEtag, renderCard } from "@/components/og/og-render";
import { FALLBACK_LOCALE, isLocale, type Locale } from "@/lib/i18n/locales";
import { OG_CARDS } from "@/lib/og/cards";
import type { OgImageKind } from "@/lib/url/entity-paths";
import { decodePathText } from "@/lib/url/path-text";

// /og/{kind}/{key}.png: the generated Open Graph card of an article, moment, user, tag or
// the site (lib/url/entity-paths.ts ogImagePath). The path has a dot, so the middleware leaves
// it alone; `?locale=` picks the language of the card's labels.
//
// Caching: the card's data is read through execute() (cached, purged by tag on edits), the PNG
// is cached under the card's content (lib/og/render.tsx), and browsers and crawlers keep it an
// hour, then revalidate with the ETag (a 304 costs no drawing). The URL stays the same when the
// content changes, so the max-age is kept short.
const CACHE_CONTROL = "public, max-age=3600, stale-while-revalidate=86400";

type Props = { params: Promise<{ kind: string; file: string }> };

export async function GET(request: Request, { params }: Props) {
  const { kind, file } = await params;
  const load = Object.hasOwn(OG_CARDS, kind) ? OG_CARDS[kind as OgImageKind] : undefined;
  const key = /^(.+)\.png$/.exec(decodePathText(file) ?? "")?.[1];
  if (!load || !key) return notFound();
  const query = new URL(request.url).searchParams.get("locale");
  const locale: Locale = kind === "site" && isLocale(key) ? key : isLocale(query) ? query : FALLBACK_LOCALE;

  const card = await load(key, locale);
  if (!card) return notFound();
  const etag = await cardEtag(card);
  const headers = { "content-type": "image/png", "cache-control": CACHE_CONTROL, etag };
  if (request.headers.get("if-none-match") === etag) return new Response(null, { status: 304, headers });
  const png = await renderCard(card);
  return new Response(png, { headers: { ...headers, "content-length": String(png.byteLength) } });
}

function notFound() {
  return new Response("Not found", {
    status: 404,
    headers: { "content-type": "text/plain", "cache-control": "public, max-age=60" },
  });
}
