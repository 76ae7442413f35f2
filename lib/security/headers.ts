// The security headers every response leaves the worker with (worker.ts adds them; the
// middleware gives each page its own Content-Security-Policy with a fresh nonce).

import { EMBED_HOSTS } from "@/lib/text/embed-players";

/** For everything that is not a page: images, feeds, the API, redirects, plain errors. */
export const STRICT_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'";

/**
 * What Stripe's card form needs on the one page that loads it (/pay/stripe/checkout): Stripe.js
 * from js.stripe.com, its frames (the card fields, 3-D Secure through hooks.stripe.com) and its
 * calls to api.stripe.com, as Stripe's security guide lists them. No other page allows them.
 */
const STRIPE = {
  script: ["https://js.stripe.com", "https://*.js.stripe.com"],
  frame: ["https://js.stripe.com", "https://*.js.stripe.com", "https://hooks.stripe.com"],
  connect: ["https://api.stripe.com"],
};

/**
 * A page's policy. Scripts run only with the request's nonce, which Next puts on its own
 * script tags (it reads it from the request's Content-Security-Policy header); scripts those
 * load are trusted through 'strict-dynamic'. A visitor's page kept whole for everyone
 * (server/cache/visitor-pages.ts) cannot carry a nonce, which would be the same for every
 * reader and so no secret: it names the SHA-256 of each of its inline scripts instead, taken
 * from the very bytes kept, and scripts from this origin ('self', which 'strict-dynamic' would
 * switch off), the only ones Next loads. Styles allow inline `style` attributes, which React
 * renders (avatar sizes). What an article may show, as the sanitizer lets it stand
 * (lib/text/sanitize-html.ts), loads too: images and audio from any https address, and frames
 * of the allowed video players alone. Everything else comes from this origin.
 */
export function pageContentSecurityPolicy(
  scripts: { nonce: string } | { hashes: readonly string[] },
  options: { stripe?: boolean } = {},
): string {
  const extra = (sources: string[]) => (options.stripe ? sources.map((s) => ` ${s}`).join("") : "");
  const scriptSources =
    "nonce" in scripts
      ? // host sources are for browsers without 'strict-dynamic'; the others go by the nonce
        `'self' 'nonce-${scripts.nonce}' 'strict-dynamic'`
      : ["'self'", ...scripts.hashes.map((hash) => `'sha256-${hash}'`)].join(" ");
  return [
    "default-src 'self'",
    `script-src ${scriptSources}${extra(STRIPE.script)}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "media-src 'self' https:",
    `frame-src ${EMBED_HOSTS.map((host) => `https://${host}`).join(" ")}${extra(STRIPE.frame)}`,
    "font-src 'self'",
    `connect-src 'self'${extra(STRIPE.connect)}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/**
 * Set by the worker alone (any copy from the client is dropped) on a visitor's page it will
 * keep: the middleware then gives Next no nonce, and the worker writes the policy once the
 * page is whole.
 */
export const SHARED_RENDER_HEADER = "x-margins-shared-render";

/**
 * Set by the worker alone, beside SHARED_RENDER_HEADER, on the shared page it keeps for every
 * signed-in reader (server/cache/member-pages.ts): rendered without a session, its viewer's
 * parts are islands that take the reader's state the worker writes into each answer.
 */
export const MEMBER_SHELL_HEADER = "x-margins-member-shell";

/** 128 random bits, base64: a new one for every page response. */
export function newNonce(): string {
  return btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16))));
}

const ALWAYS: Record<string, string> = {
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
  // for browsers that predate frame-ancestors
  "x-frame-options": "DENY",
};

/** Two years, the figure HSTS preload lists ask for. Browsers ignore it over plain http. */
const HSTS = "max-age=63072000; includeSubDomains";

/**
 * The response with the security headers: the static ones always, HSTS when it was served
 * over https, and the strict policy where no page policy was set.
 */
export function withSecurityHeaders(response: Response, https: boolean): Response {
  const secured = new Response(response.body, response);
  for (const [name, value] of Object.entries(ALWAYS)) secured.headers.set(name, value);
  if (!secured.headers.has("content-security-policy")) {
    secured.headers.set("content-security-policy", STRICT_CONTENT_SECURITY_POLICY);
  }
  if (https) secured.headers.set("strict-transport-security", HSTS);
  return secured;
}
