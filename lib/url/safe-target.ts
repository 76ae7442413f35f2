// Login redirects (section 2.3): a `target` is honoured only when it points at our own host.
// Used by the middleware and by the login dialog, so both refuse the same things.

/**
 * The path (with query and fragment) to return to, or undefined when `target` would leave
 * the site: another host, another scheme, protocol-relative `//evil`, backslash tricks.
 */
export function safeTarget(target: string | null | undefined, origin: string): string | undefined {
  if (!target) return undefined;
  const trimmed = target.trim();
  // browsers read "\" as "/" in URLs, so "/\evil.com" would be protocol-relative
  if (trimmed.includes("\\") || [...trimmed].some((c) => c.charCodeAt(0) < 0x20)) return undefined;
  let url: URL;
  try {
    url = new URL(trimmed, origin);
  } catch {
    return undefined;
  }
  const base = new URL(origin);
  if (url.origin !== base.origin) return undefined;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // never back to the login pages themselves
  if (/^\/(login|signup)(\/|$)/.test(url.pathname)) return undefined;
  return path;
}
