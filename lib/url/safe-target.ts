// Login redirects (section 2.3): a `target` is honoured only when it points at our own host.
// Used by the middleware and by the login page, so both refuse the same things.

import { decodePathText } from "./path-text";

/** How many layers of percent-encoding a path is unwrapped to look for a hidden `//`. */
const DECODE_LAYERS = 3;

/**
 * The path (with query and fragment) to return to, or undefined when `target` would leave
 * the site: another host, another scheme, protocol-relative `//evil`, backslash tricks.
 *
 * The target is normalised first (the URL parser resolves `.`/`..` and `%2e` segments, drops
 * tabs and newlines), then the path must not begin with `//` or `/\`: a browser reads either
 * as the start of another host (`/.//evil.example` normalises to `//evil.example`). The same
 * holds for the path with its escapes undone, in case some later step decodes it.
 */
export function safeTarget(target: string | null | undefined, origin: string): string | undefined {
  const trimmed = target?.trim();
  if (!trimmed) return undefined;
  // browsers read "\" as "/" in URLs, so "/\evil.com" would be protocol-relative
  if (trimmed.includes("\\") || [...trimmed].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f)) {
    return undefined;
  }
  let url: URL;
  try {
    url = new URL(trimmed, origin);
  } catch {
    return undefined;
  }
  if (url.origin !== new URL(origin).origin || url.username || url.password) return undefined;
  if (!isPlainPath(url.pathname)) return undefined;
  // never back to the login pages themselves
  if (/^\/(login|signup)(\/|$)/.test(url.pathname)) return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** A path on this host: one leading "/" and no host hiding behind it, even once decoded. */
function isPlainPath(pathname: string): boolean {
  let layer = pathname;
  for (let i = 0; i <= DECODE_LAYERS; i++) {
    if (!layer.startsWith("/") || /^\/[/\\]/.test(layer)) return false;
    const decoded = decodePathText(layer);
    if (decoded === null) return false;
    if (decoded === layer) return true;
    layer = decoded;
  }
  // more layers of encoding than any real link has
  return false;
}
