// Which requests the fediverse answers (worker.ts asks before anything else). Tiny and free of
// Fedify on purpose: every request passes through it, and only those it names load Fedify.

const FEDERATION_PATHS = /^\/(?:ap\/|\.well-known\/(?:webfinger|nodeinfo)$|nodeinfo\/)/;
/** A profile (/@name) or an article (/a/<shortHash>) page, which also answer as ActivityStreams. */
const NEGOTIATED_PATHS = /^\/(?:@[^/]+|a\/[^/]+)\/?$/;

/** The Accept of a fediverse server asking for an object rather than a page. */
export function wantsActivityStreams(accept: string | null): boolean {
  if (!accept) return false;
  return accept.split(",").some((part) => {
    const type = part.trim().toLowerCase();
    return (
      type.startsWith("application/activity+json") ||
      (type.startsWith("application/ld+json") && type.includes("https://www.w3.org/ns/activitystreams"))
    );
  });
}

export function isFederationRequest(request: Request, url: URL): boolean {
  if (FEDERATION_PATHS.test(url.pathname)) return true;
  return (
    (request.method === "GET" || request.method === "HEAD") &&
    NEGOTIATED_PATHS.test(url.pathname) &&
    wantsActivityStreams(request.headers.get("accept"))
  );
}
