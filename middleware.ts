import {
  NEXT_ROUTER_PREFETCH_HEADER,
  NEXT_ROUTER_SEGMENT_PREFETCH_HEADER,
  NEXT_ROUTER_STATE_TREE_HEADER,
  RSC_HEADER,
} from "next/dist/client/components/app-router-headers";
import { type NextRequest, NextResponse } from "next/server";
import { COOKIE_MAX_AGE, isReferralCode, LANGUAGE_COOKIE, REFERRAL_COOKIE } from "@/lib/cookies/names";
import { isLocale, LANGUAGE_VERSION_HEADER, LOCALE_PARAM, localeFromTag, resolveLocale } from "@/lib/i18n/locales";
import { newNonce, pageContentSecurityPolicy, SHARED_RENDER_HEADER } from "@/lib/security/headers";
import { internalProfilePath, isInternalProfilePath } from "@/lib/url/profile-paths";
import { safeTarget } from "@/lib/url/safe-target";

// DESIGN.md's three jobs: resolve the locale, remember a referral code, keep login redirects
// on our own host. It also maps the public profile URLs (/@name, /~name) onto their routes,
// and gives every page its Content-Security-Policy with a fresh nonce for Next's scripts.

const REFERRAL_PARAM = "referral";
/** No route matches it: the localized not-found screen. */
const NOT_FOUND_PATH = "/404/missing";
/**
 * A response's headers from here replace Next's of the same name under OpenNext, so the
 * Vary Next sets for its RSC requests is repeated here with the locale's inputs.
 */
const VARY = [
  RSC_HEADER,
  NEXT_ROUTER_STATE_TREE_HEADER,
  NEXT_ROUTER_PREFETCH_HEADER,
  NEXT_ROUTER_SEGMENT_PREFETCH_HEADER,
  "cookie",
  "accept-language",
].join(", ");

/** Stripe's card form, with or without the internal locale segment: the one page that may load Stripe.js. */
const STRIPE_CHECKOUT = /^(\/[^/]+)?\/pay\/stripe\/checkout\/?$/;

export function middleware(request: NextRequest) {
  const { pathname, searchParams } = request.nextUrl;
  // Next reads the nonce from the request's policy and puts it on its own script tags. A page
  // the worker keeps for every visitor gets none: the worker writes its policy from the
  // finished page's script hashes (server/cache/visitor-pages.ts).
  const shared = request.headers.has(SHARED_RENDER_HEADER);
  const policy = shared
    ? pageContentSecurityPolicy({ hashes: [] })
    : pageContentSecurityPolicy({ nonce: newNonce() }, { stripe: STRIPE_CHECKOUT.test(pathname) });
  const requestHeaders = new Headers(request.headers);
  if (shared) requestHeaders.delete("content-security-policy");
  else requestHeaders.set("content-security-policy", policy);
  // Read from the address on each pass (OpenNext runs this again on the rewritten one, which
  // keeps the query), and never taken from the client.
  requestHeaders.delete(LANGUAGE_VERSION_HEADER);
  if (localeFromTag(searchParams.get(LOCALE_PARAM))) requestHeaders.set(LANGUAGE_VERSION_HEADER, "1");
  const withPolicy = (response: NextResponse) => {
    response.headers.set("content-security-policy", policy);
    return response;
  };

  // An address that already names a locale (the internal one) is served as it is.
  const first = pathname.split("/")[1];
  if (isLocale(first)) return withPolicy(NextResponse.next({ request: { headers: requestHeaders } }));

  // A login page asked to send the user elsewhere afterwards: drop a target on another host.
  const target = searchParams.get("target");
  if (target !== null && /^\/(login|signup)\/?$/.test(pathname) && !safeTarget(target, request.nextUrl.origin)) {
    const url = request.nextUrl.clone();
    url.searchParams.delete("target");
    return NextResponse.redirect(url);
  }

  const locale = resolveLocale({
    cookie: request.cookies.get(LANGUAGE_COOKIE)?.value,
    query: searchParams.get(LOCALE_PARAM),
    acceptLanguage: request.headers.get("accept-language"),
  });
  const url = request.nextUrl.clone();
  const internal = internalProfilePath(pathname) ?? (isInternalProfilePath(pathname) ? NOT_FOUND_PATH : pathname);
  url.pathname = `/${locale}${internal === "/" ? "" : internal}`;
  const response = withPolicy(
    NextResponse.rewrite(url, {
      request: { headers: requestHeaders },
      ...(internal === NOT_FOUND_PATH ? { status: 404 } : {}),
    }),
  );
  response.headers.set("content-language", locale);
  response.headers.set("vary", VARY);

  const referral = searchParams.get(REFERRAL_PARAM);
  // the first referral wins: a later link does not take the credit away
  if (referral && isReferralCode(referral) && !request.cookies.has(REFERRAL_COOKIE)) {
    response.cookies.set(REFERRAL_COOKIE, referral, {
      path: "/",
      maxAge: COOKIE_MAX_AGE,
      sameSite: "lax",
      secure: request.nextUrl.protocol === "https:",
    });
  }
  return response;
}

export const config = {
  // Pages, including any address with a dot that is not a file (its not-found page needs the
  // page policy too). Left out: the API and its upload door, the OAuth token, revocation and metadata endpoints, the payment webhook and the local
  // processor's form doors (cards, connected accounts), Next's assets, and the routes that
  // answer files (uploads, cards, feeds, sitemaps, robots.txt, the icon). Static files are served before the worker; under
  // `next dev` the folders of public/ are left out here so that it serves them too.
  matcher: [
    "/((?!graphql|cron/|oauth/token|oauth/revoke|\\.well-known/|pay/stripe/webhook|pay/local/charge|pay/local/connect|pay/local/bill|_next/|assets/|uploads/|ipfs/|og/|feed/|sitemaps/|sitemap\\.xml|robots\\.txt|icon\\.svg|seed/|fonts/|badges/).*)",
  ],
};
