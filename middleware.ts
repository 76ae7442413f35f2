import { type NextRequest, NextResponse } from "next/server";
import { isLocale, resolveLocale } from "@/lib/i18n/locales";
import { internalProfilePath, isInternalProfilePath } from "@/lib/url/profile-paths";
import { safeTarget } from "@/lib/url/safe-target";

// DESIGN.md's three jobs: resolve the locale, remember a referral code, keep login redirects
// on our own host. It also maps the public profile URLs (/@name, /~name) onto their routes.

const LANGUAGE_COOKIE = "__language";
const REFERRAL_COOKIE = "__referral";
const REFERRAL_PARAM = "referral";
const REFERRAL_MAX_AGE = 90 * 24 * 60 * 60;
/** No route matches it: the localized not-found screen. */
const NOT_FOUND_PATH = "/404/missing";

export function middleware(request: NextRequest) {
  const { pathname, searchParams } = request.nextUrl;
  // Under OpenNext the middleware sees its own rewrite again: a path that already carries a
  // locale passes straight through, or every page would become /en/en/… and 404.
  const first = pathname.split("/")[1];
  if (isLocale(first)) return NextResponse.next();

  // A login page asked to send the user elsewhere afterwards: drop a target on another host.
  const target = searchParams.get("target");
  if (target !== null && /^\/(login|signup)\/?$/.test(pathname) && !safeTarget(target, request.nextUrl.origin)) {
    const url = request.nextUrl.clone();
    url.searchParams.delete("target");
    return NextResponse.redirect(url);
  }

  const locale = resolveLocale({
    cookie: request.cookies.get(LANGUAGE_COOKIE)?.value,
    query: searchParams.get("locale"),
    acceptLanguage: request.headers.get("accept-language"),
  });
  const url = request.nextUrl.clone();
  const internal = internalProfilePath(pathname) ?? (isInternalProfilePath(pathname) ? NOT_FOUND_PATH : pathname);
  url.pathname = `/${locale}${internal === "/" ? "" : internal}`;
  if (internal === NOT_FOUND_PATH) {
    url.pathname = `/${locale}${NOT_FOUND_PATH}`;
    return NextResponse.rewrite(url, { status: 404 });
  }
  const response = NextResponse.rewrite(url);
  response.headers.set("content-language", locale);
  response.headers.append("vary", "cookie, accept-language");

  const referral = searchParams.get(REFERRAL_PARAM);
  // the first referral wins: a later link does not take the credit away
  if (referral && /^[A-Za-z0-9_-]{1,64}$/.test(referral) && !request.cookies.has(REFERRAL_COOKIE)) {
    response.cookies.set(REFERRAL_COOKIE, referral, {
      path: "/",
      maxAge: REFERRAL_MAX_AGE,
      sameSite: "lax",
      secure: request.nextUrl.protocol === "https:",
    });
  }
  return response;
}

export const config = {
  // pages only: not the API, Next's assets or files with an extension
  matcher: ["/((?!graphql|_next|.*\\..*).*)"],
};
