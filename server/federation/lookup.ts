import { isActor } from "@fedify/fedify/vocab";
import { parseHandle } from "@/lib/fediverse/handle";
import { isLoopbackHost, isLoopbackUrl } from "@/lib/url/loopback";
import { isCronRequest } from "@/server/auth/cron-token";
import { isDomainBlocked } from "./blocks";
import { buildFederation, type FederationEnv } from "./federation";
import { LOOKUP_JOB } from "./job-messages";
import { rememberActor } from "./remote-actors";

// The API's question "who is name@host?" (fediverseRemoteActor, a follow by handle), answered
// in the worker, where Fedify is: WebFinger, then the actor document, verified and remembered
// (rememberActor). The API's bundle must not load Fedify, so it asks here through the worker's
// own binding, signed as cron rounds are: nobody else can make this worker fetch for them.

export type LookupEnv = FederationEnv & { JWT_SECRET?: string };

/** 200 with the actor's row, 404 for nobody there (or an instance an admin blocked), 400 for no handle. */
export async function answerLookup(request: Request, env: LookupEnv): Promise<Response> {
  if (request.method !== "POST" || !(await isCronRequest(request, env, LOOKUP_JOB))) {
    return new Response("Not found", { status: 404 });
  }
  const input = (await request.json().catch(() => ({}))) as { account?: string; actorId?: string };
  const origin = env.SITE_URL || "http://127.0.0.1:8787";
  const ctx = buildFederation(env).createContext(new URL(origin), env);
  const handle = input.account ? parseHandle(input.account) : null;
  let target: string | null = input.actorId && URL.canParse(input.actorId) ? input.actorId : null;
  if (!target && handle) {
    // acct: lookups are https by the standard; a local test server on loopback speaks http, so
    // a loopback site asks a loopback host's WebFinger itself (never in production)
    target =
      isLoopbackUrl(origin) && isLoopbackHost(handle.host.replace(/:\d+$/, ""))
        ? await loopbackWebFinger(`${handle.name}@${handle.host}`, handle.host)
        : `acct:${handle.name}@${handle.host}`;
  }
  if (!target) return Response.json({ error: "no handle" }, { status: 400 });
  const object = await ctx.lookupObject(target).catch(() => null);
  if (!isActor(object) || !object.id || (await isDomainBlocked(env.DB, object.id.href))) {
    return Response.json({ error: "not found" }, { status: 404 });
  }
  const row = await rememberActor(env.DB, object, handle ? `${handle.name}@${handle.host}` : null);
  return row ? Response.json(row) : Response.json({ error: "not found" }, { status: 404 });
}

async function loopbackWebFinger(account: string, host: string): Promise<string | null> {
  const url = new URL(`http://${host}/.well-known/webfinger`);
  url.searchParams.set("resource", `acct:${account}`);
  const response = await fetch(url, { headers: { accept: "application/jrd+json" } }).catch(() => null);
  if (!response?.ok) return null;
  const jrd = (await response.json().catch(() => null)) as {
    links?: { rel?: string; type?: string; href?: string }[];
  } | null;
  const self = jrd?.links?.find((l) => l.rel === "self" && l.type?.includes("activity+json"));
  return self?.href ?? null;
}
