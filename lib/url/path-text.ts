// Percent-encoded text in paths. An address can hold any bytes after a "%" (`/a/%ZZ`,
// `/tags/%E0%A4%A`); decoding such a path throws, and Next's router answered it with a 500.
// Every decode of path text goes through here, so bad input is a miss, never a crash.

/** The text a path segment (or a whole path) spells, or null when its escapes are malformed. */
export function decodePathText(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}

/**
 * The path as it can be routed: unchanged when it decodes, else with every "%" escaped as
 * "%25", so the malformed escapes are taken as the literal text they show. Routes then look
 * up that text and answer their own 404, as for any name that does not exist.
 */
export function routablePath(pathname: string): string {
  return decodePathText(pathname) === null ? pathname.replaceAll("%", "%25") : pathname;
}
