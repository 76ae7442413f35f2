// Public profile URLs (section 2.1): /@userName for people, /~name for circles. Next routes
// cannot match a prefix inside a segment, so the middleware maps them onto internal routes
// (/user/…, /circle/…), and plain single-segment paths stay free to be real 404s.

const PROFILE = /^\/([@~～])([^/]+)(\/.*)?$/u;

/** `/@alice/collections` → `/user/alice/collections`; undefined when not a profile URL. */
export function internalProfilePath(pathname: string): string | undefined {
  const match = PROFILE.exec(safeDecode(pathname));
  if (!match) return undefined;
  const [, mark, name, rest = ""] = match;
  return `/${mark === "@" ? "user" : "circle"}/${encodeURIComponent(name ?? "")}${rest}`;
}

/** Internal paths are not public addresses of their own. */
export const isInternalProfilePath = (pathname: string) => /^\/(user|circle)(\/|$)/.test(pathname);

function safeDecode(path: string) {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}
