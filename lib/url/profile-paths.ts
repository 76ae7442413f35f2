// Public profile URLs (section 2.1): /@userName for people, /~name for circles. Next routes
// cannot match a prefix inside a segment, so the middleware maps them onto internal routes
// (/user/…, /circle/…), and plain single-segment paths stay free to be real 404s.

import { decodePathText } from "./path-text";

/** `/@alice/collections` → `/user/alice/collections`; undefined when not a profile URL. */
export function internalProfilePath(pathname: string): string | undefined {
  // only the first segment is decoded (the mark may come as %40): the rest stays as sent, so
  // Next decodes it once, as it does for any other path
  const [, first = "", rest = ""] = /^\/([^/]+)(\/.*)?$/.exec(pathname) ?? [];
  const match = /^([@~～])(.+)$/su.exec(decodePathText(first) ?? "");
  if (!match) return undefined;
  const [, mark, name = ""] = match;
  return `/${mark === "@" ? "user" : "circle"}/${encodeURIComponent(name)}${rest}`;
}

/** Internal paths are not public addresses of their own. */
export const isInternalProfilePath = (pathname: string) => /^\/(user|circle)(\/|$)/.test(pathname);
