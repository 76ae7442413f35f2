import { type NextRequest, NextResponse } from "next/server";
import { isLocale, resolveLocale } from "@/lib/i18n/locales";

const LANGUAGE_COOKIE = "__language";

/**
 * Resolves the locale and rewrites to the internal `/[locale]/…` segment, so each page's
 * shared HTML is cached per language while public URLs carry no locale.
 */
export function middleware(request: NextRequest) {
  const { pathname, searchParams } = request.nextUrl;
  // Under OpenNext the middleware sees its own rewrite again: a path that already carries a
  // locale passes straight through, or every page would become /en/en/… and 404.
  const first = pathname.split("/")[1];
  if (isLocale(first)) return NextResponse.next();

  const locale = resolveLocale({
    cookie: request.cookies.get(LANGUAGE_COOKIE)?.value,
    query: searchParams.get("locale"),
    acceptLanguage: request.headers.get("accept-language"),
  });
  const url = request.nextUrl.clone();
  url.pathname = `/${locale}${pathname === "/" ? "" : pathname}`;
  const response = NextResponse.rewrite(url);
  response.headers.set("content-language", locale);
  response.headers.append("vary", "cookie, accept-language");
  return response;
}

export const config = {
  // pages only: not the API, Next's assets or files with an extension
  matcher: ["/((?!graphql|_next|.*\\..*).*)"],
};
