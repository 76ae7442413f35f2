// The security headers every response leaves the worker with (worker.ts adds them; the
// middleware gives each page its own Content-Security-Policy with a fresh nonce).

import { EMBED_HOSTS } from "@/lib/text/embed-players";

/** For everything that is not a page: images, feeds, the API, redirects, plain errors. */
export const STRICT_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'";

/**
 * A page's policy. Scripts run only with the request's nonce, which Next puts on its own
 * script tags (it reads it from the request's Content-Security-Policy header); scripts those
 * load are trusted through 'strict-dynamic'. Styles allow inline `style` attributes, which
 * React renders (avatar sizes). What an article may show, as the sanitizer lets it stand
 * (lib/text/sanitize-html.ts), loads too: images and audio from any https address, and frames
 * of the allowed video players alone. Everything else comes from this origin.
 */
export function pageContentSecurityPolicy(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "media-src 'self' https:",
    `frame-src ${EMBED_HOSTS.map((host) => `https://${host}`).join(" ")}`,
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

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
