import { cookies, headers } from "next/headers";
import { setRequestLocale } from "next-intl/server";
import type { ReactNode } from "react";
import { LANGUAGE_COOKIE } from "@/lib/cookies/names";
import { type Locale, resolveLocale } from "@/lib/i18n/locales";

// For the server actions that render a list's next page (MorePages' `load`): they are called
// with the page's "more" link, the one thing the browser sends, and read the rest as the page
// did. A server action has no [locale] segment: the reader's locale is resolved as the
// middleware resolves a page's, and set where the items render.

/** The link's path and its `after` cursor, or null for anything that is not one of ours. */
export function moreLink(href: unknown): { path: string; after: string; params: URLSearchParams } | null {
  if (typeof href !== "string" || href.length > 1000 || !href.startsWith("/")) return null;
  const url = new URL(href, "http://local");
  const after = url.searchParams.get("after");
  return after ? { path: url.pathname, after, params: url.searchParams } : null;
}

/** The reader's locale, as the middleware tells it for a page. */
export async function readerLocale(): Promise<Locale> {
  const [jar, request] = await Promise.all([cookies(), headers()]);
  const locale = resolveLocale({
    cookie: jar.get(LANGUAGE_COOKIE)?.value,
    acceptLanguage: request.get("accept-language"),
  });
  setRequestLocale(locale);
  return locale;
}

/** Renders the items in `locale`: a server action's answer renders after the action has run. */
export function InLocale({ locale, children }: { locale: Locale; children: ReactNode }) {
  setRequestLocale(locale);
  return children;
}
