// Which requests may be answered with a kept visitor's page (server/cache/visitor-pages.ts),
// and under what key.
import { getBotType } from "next/dist/shared/lib/router/utils/is-bot";
import {
  CHINESE_SCRIPT_COOKIE,
  isChineseScript,
  isTheme,
  LANGUAGE_COOKIE,
  SESSION_COOKIE,
  THEME_COOKIE,
} from "@/lib/cookies/names";
import { LOCALE_PARAM, resolveLocale } from "@/lib/i18n/locales";

/**
 * Pages alone: the doors, the API, files and feeds (the middleware's matcher leaves the same
 * out), and the pages that are a signed-in reader's or that sign one in.
 */
const NOT_PAGES =
  /^\/(?:_next|graphql|cron|oauth|pay|ipfs|og|feed|sitemaps|uploads|assets|seed|fonts|badges|\.well-known|me|admin|dev|login|signup)(?:\/|$)|^\/(?:sitemap\.xml|robots\.txt|icon\.svg)$/;

/**
 * The key of a visitor's page, or null for anything else: a signed-in reader's request, a
 * client-side navigation's RSC payload, a door or the API. Everything a visitor's page is
 * rendered from that differs between visitors is in it: the address, the language the
 * middleware will choose, the theme, the Chinese script and whether the reader is a bot that
 * Next gives its metadata up front.
 */
export function visitorPageKey(request: Request): string | null {
  if (request.method !== "GET" && request.method !== "HEAD") return null;
  const url = new URL(request.url);
  if (NOT_PAGES.test(url.pathname) || url.searchParams.has("_rsc")) return null;
  const headers = request.headers;
  if (headers.has("rsc") || headers.has("next-router-prefetch") || headers.has("next-action")) return null;
  const cookies = cookieJar(headers.get("cookie"));
  if (cookies.has(SESSION_COOKIE)) return null;
  const locale = resolveLocale({
    cookie: cookies.get(LANGUAGE_COOKIE),
    query: url.searchParams.get(LOCALE_PARAM),
    acceptLanguage: headers.get("accept-language"),
  });
  const theme = cookies.get(THEME_COOKIE);
  const script = cookies.get(CHINESE_SCRIPT_COOKIE);
  return [
    locale,
    isTheme(theme) ? theme : "",
    isChineseScript(script) ? script : "",
    getBotType(headers.get("user-agent") ?? "") ?? "",
    url.pathname + url.search,
  ].join(" ");
}

/** The request's cookies by name. */
export function cookieJar(header: string | null): Map<string, string> {
  const jar = new Map<string, string>();
  for (const part of (header ?? "").split(";")) {
    const at = part.indexOf("=");
    if (at > 0) jar.set(part.slice(0, at).trim(), part.slice(at + 1).trim());
  }
  return jar;
}
