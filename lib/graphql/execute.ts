import "server-only";
import { getCloudflareContext } from "@opennextjs/cloudflare";
import { cacheLife, cacheTag } from "next/cache";
import { headers } from "next/headers";
import { connection } from "next/server";
import { cache } from "react";
import { notePageTags, noteUntrackedRead } from "@/lib/cache/page-reads";
import type { Document } from "./document";
import { entityTags } from "./entity-tags";

// What an in-process read throws with the API's error code; handed on so that reads can tell
// one code from another without a second door into server/api.
export { InProcessError } from "@/server/api/in-process-error";

/**
 * The API, evaluated on the first read that runs it: a page whose reads all come from the cache
 * never loads it, and webpack keeps the API's modules (the schema, resolvers, services, Drizzle,
 * graphql-js) out of the chunks every page's render compiles in a fresh isolate.
 */
const api = () => import("@/server/api/in-process");

// Seconds: how long a shared copy is served as is, when it is refreshed in the background,
// and when it must not be served at all. Mutations purge by tag long before these.
const PROFILES = {
  minutes: { stale: 60, revalidate: 60, expire: 3600 },
  hours: { stale: 300, revalidate: 3600, expire: 86_400 },
  days: { stale: 300, revalidate: 86_400, expire: 604_800 },
} as const;
type CacheProfile = keyof typeof PROFILES;

/** `tags`: the lookups and lists the read stands for (lib/cache/tags.ts); its entities' tags are added. */
type ReadOptions = { tags: readonly string[]; life?: CacheProfile };

/**
 * Reads for server components: runs the operation against the API as a visitor (shared HTML
 * never holds a viewer's data) inside a cached function tagged with the entities it read, so
 * a mutation that purges `article:<id>` refreshes every page that showed it.
 */
export async function execute<Data, Variables>(
  doc: Document<Data, Variables>,
  variables: Variables,
  options: ReadOptions,
): Promise<Data> {
  const data = await cachedRun(
    String(doc),
    JSON.stringify(variables ?? {}),
    [...options.tags],
    options.life ?? "minutes",
  );
  // the same tags the cached entry holds, for a visitor's page kept whole by the worker; an
  // entry served from the cache runs none of cachedRun, so they are named again here
  notePageTags(await requestContext(), [...options.tags, ...entityTags(data)]);
  return data as Data;
}

/** The request's ExecutionContext: the key of what the page read (lib/cache/page-reads.ts). */
async function requestContext(): Promise<object> {
  return (await getCloudflareContext({ async: true })).ctx;
}

/**
 * A later page of a list: `execute`, except that when a cursor (`after`) was given and the
 * read fails, the answer is null, so the page can say the address no longer leads anywhere.
 * A first page's failure still throws.
 */
export async function executePage<Data, Variables extends { after?: string | null }>(
  doc: Document<Data, Variables>,
  variables: Variables,
  options: ReadOptions,
): Promise<Data | null> {
  try {
    return await execute(doc, variables, options);
  } catch (error) {
    if (variables.after) return null;
    throw error;
  }
}

async function cachedRun(query: string, variables: string, tags: string[], life: CacheProfile): Promise<unknown> {
  "use cache";
  cacheTag(...tags);
  cacheLife(PROFILES[life]);
  const { env } = await getCloudflareContext({ async: true });
  // Starts on D1's primary: a shared entry is filled once per purge and then served to
  // everyone, so it must hold the write that purged it, which a lagging replica may not have
  // yet (no reader's bookmark can reach in here: it would make the entry per reader).
  const data = env.API_URL
    ? await overHttp(env.API_URL, query, variables)
    : await (await api()).executeOperation(env, query, JSON.parse(variables));
  cacheTag(...entityTags(data));
  return data;
}

/** With API_URL set, the web runs in front of another deployment of this API. */
async function overHttp(url: string, query: string, variables: string): Promise<unknown> {
  const res = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json", "apollo-require-preflight": "true" },
    body: JSON.stringify({ query, variables: JSON.parse(variables) }),
  });
  const body = (await res.json()) as { data?: unknown; errors?: { message: string }[] };
  if (!res.ok || body.errors?.length) throw new Error(`API ${res.status}: ${body.errors?.[0]?.message ?? ""}`);
  return body.data;
}

/**
 * The viewer's own data for the dynamic parts of a page (the user menu, unread counts):
 * never cached, and best streamed inside <Suspense> so the shared parts never wait for it.
 */
export async function executeAsViewer<Data, Variables>(
  doc: Document<Data, Variables>,
  variables: Variables,
): Promise<Data> {
  const { ctx } = await getCloudflareContext({ async: true });
  // a page holding it is never kept: nothing would purge what it shows (a visitor's viewer
  // summary, the one answer that is the same for every visitor, is lib/graphql/visitor-summary.ts)
  noteUntrackedRead(ctx);
  const viewer = await viewerContext((await headers()).get("cookie") ?? undefined);
  return (await api()).executeInContext(
    viewer,
    String(doc),
    (variables ?? {}) as Record<string, unknown>,
  ) as Promise<Data>;
}

/**
 * One API context for all of a request's reads as its viewer (React's cache is per request):
 * the session is looked up once however many parts of the page ask, and the reads go to the
 * nearest replica that has what the viewer's bookmark cookie names.
 */
const viewerContext = cache(async (cookie: string | undefined) => {
  const { env } = await getCloudflareContext({ async: true });
  return (await api()).openCallerContext(env, { cookie, nearest: true });
});

/**
 * For pages that must show the current state on every request (the local mailbox): never
 * cached, read from D1's primary, and the API sees the host and client address this request
 * came with, for rules that depend on them.
 */
export async function executeUncached<Data, Variables>(
  doc: Document<Data, Variables>,
  variables: Variables,
): Promise<Data> {
  await connection(); // rendered per request, never prerendered
  const incoming = await headers();
  const host = incoming.get("host");
  const { env, ctx } = await getCloudflareContext({ async: true });
  noteUntrackedRead(ctx);
  return (await api()).executeOperation(env, String(doc), (variables ?? {}) as Record<string, unknown>, {
    origin: host ? `http://${host}` : undefined,
    ip: incoming.get("cf-connecting-ip") ?? undefined,
  }) as Promise<Data>;
}
