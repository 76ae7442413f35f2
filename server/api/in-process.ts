import "server-only";
import { type DocumentNode, execute, parse } from "graphql";
import { type Context, createContext } from "./context";
import { maskError } from "./errors";
import { schema } from "./executable-schema";
import { InProcessError } from "./in-process-error";

/**
 * What a page knows of its own request that the API's rules may ask about; `nearest` lets the
 * reads go to the nearest D1 replica (no older than the cookie's bookmark) instead of starting
 * on the primary.
 */
export type Caller = { cookie?: string; origin?: string; ip?: string; nearest?: boolean };

// Pages send the same few dozen generated documents: each is parsed once per isolate.
const parsed = new Map<string, DocumentNode>();
const MAX_PARSED = 200;

function parseOnce(text: string): DocumentNode {
  let document = parsed.get(text);
  if (!document) {
    document = parse(text);
    if (parsed.size >= MAX_PARSED) parsed.clear();
    parsed.set(text, document);
  }
  return document;
}

/**
 * The API's context for a page's reads on behalf of its caller: the session behind the cookie
 * is looked up here, so reads that share one context look it up once, and share one D1
 * session (one bookmark) and one set of loaders. A refused token reads as a visitor here; the
 * next request to /graphql answers TOKEN_INVALID and clears it.
 */
export function openCallerContext(env: Cloudflare.Env, caller: Caller = {}): Promise<Context> {
  const headers = new Headers();
  if (caller.cookie) headers.set("cookie", caller.cookie);
  if (caller.ip) headers.set("cf-connecting-ip", caller.ip);
  // a Host header that makes no origin is no loopback either: the request is then nobody's
  const origin = caller.origin && URL.canParse(caller.origin) ? caller.origin : "http://in-process";
  const request = new Request(new URL("/graphql", origin), { headers });
  return createContext(request, env, { rendering: true, nearest: caller.nearest });
}

/** Runs an operation without an HTTP hop, for server-rendered pages, in a context of its own. */
export async function executeOperation(
  env: Cloudflare.Env,
  text: string,
  variables: Record<string, unknown>,
  caller: Caller = {},
) {
  return executeInContext(await openCallerContext(env, caller), text, variables);
}

/** Runs an operation in a context already open (`openCallerContext`), beside the others it serves. */
export async function executeInContext(ctx: Context, text: string, variables: Record<string, unknown>) {
  const result = await execute({ schema, document: parseOnce(text), variableValues: variables, contextValue: ctx });
  if (result.errors?.length) {
    const first = maskError(result.errors[0]);
    throw new InProcessError(first.message, String(first.extensions.code ?? "INTERNAL_SERVER_ERROR"), first.extensions);
  }
  // graphql-js builds results from null-prototype objects; caches and React want plain ones
  return JSON.parse(JSON.stringify(result.data));
}
