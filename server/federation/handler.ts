import { isDomainBlocked } from "./blocks";
import { ACTOR_PATH, ARTICLE_PATH, buildFederation, type FederationEnv } from "./federation";
import { LOOKUP_PATH } from "./job-messages";
import { answerLookup, type LookupEnv } from "./lookup";
import { actorByName } from "./store";

// The fediverse's door (worker.ts loads it lazily for the requests routes.ts names): Fedify
// answers WebFinger, NodeInfo, actors, collections, objects and inboxes; a profile or article
// URL asked for as ActivityStreams answers its actor or object, as the same URL would in Ghost.

/** Fedify's answer, or null when the site should answer instead (a page, or nobody federated). */
export async function handleFederation(request: Request, env: LookupEnv): Promise<Response | null> {
  const url = new URL(request.url);
  // the API's own lookups (lookup.ts), signed; not ActivityPub
  if (url.pathname === LOOKUP_PATH) return answerLookup(request, env);
  if (request.method === "POST" && url.pathname.endsWith("/inbox") && (await fromBlockedInstance(request, env))) {
    return new Response("Forbidden", { status: 403, headers: { "content-type": "text/plain" } });
  }
  const canonical = await canonicalRequest(request, url, env);
  if (!canonical) return null;
  // a page URL that names nothing federated (an author who never opted in) is the site's
  const negotiated = url.pathname !== new URL(canonical.url).pathname;
  const federation = buildFederation(env);
  let fallThrough = false;
  const response = await federation.fetch(canonical, {
    contextData: env,
    onNotFound: () => {
      fallThrough = negotiated;
      return new Response("Not found", { status: 404, headers: { "content-type": "text/plain" } });
    },
    // a browser asking for an actor's or object's URI: the site has the page
    onNotAcceptable: () => {
      fallThrough = false;
      return new Response("Not acceptable", { status: 406, headers: { vary: "Accept" } });
    },
  });
  return fallThrough ? null : response;
}

/**
 * Whether an activity posted to an inbox names an actor on an instance an admin blocked: refused
 * at the door, before it is queued (the queue could run it after the block is lifted). The
 * claim is not verified yet, but one who claims a blocked actor only refuses itself; one who
 * claims another is checked by Fedify's signature verification as ever.
 */
async function fromBlockedInstance(request: Request, env: FederationEnv): Promise<boolean> {
  let activity: { actor?: unknown };
  try {
    activity = JSON.parse(await request.clone().text());
  } catch {
    return false;
  }
  const actor = activity?.actor;
  const uri = typeof actor === "string" ? actor : (actor as { id?: unknown } | null)?.id;
  return typeof uri === "string" && URL.canParse(uri) && isDomainBlocked(env.DB, uri);
}

/** A profile or article page URL asked for as ActivityStreams, as its actor's or object's URI. */
async function canonicalRequest(request: Request, url: URL, env: FederationEnv): Promise<Request | null> {
  const profile = url.pathname.match(/^\/@([^/]+)\/?$/);
  const article = url.pathname.match(/^\/a\/([^/]+)\/?$/);
  // Made anew with this global's Request: Fedify tells a request from a URL by `instanceof
  // Request`, and the bundle's Next runtime replaces the global class, so the request workerd
  // handed in would pass for a bare URL (its query dropped: WebFinger answered 400).
  if (!profile && !article) return new Request(request);
  let path: string;
  if (profile?.[1]) {
    const actor = await actorByName(env.DB, safeDecode(profile[1]));
    if (!actor) return null;
    path = ACTOR_PATH.replace("{identifier}", String(actor.id));
  } else {
    path = ARTICLE_PATH.replace("{shortHash}", encodeURIComponent(safeDecode(article?.[1] ?? "")));
  }
  const target = new URL(path, url);
  return new Request(target, { method: request.method, headers: request.headers });
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
