import "server-only";
import { type DocumentNode, execute, parse } from "graphql";
import { createContext } from "./context";
import { maskError } from "./errors";
import { schema } from "./executable-schema";

/** An API failure in a server render; `code` is the catalogue's, `extensions` the error's others (a reason). */
export class InProcessError extends Error {
  constructor(
    message: string,
    readonly code: string,
    readonly extensions: Readonly<Record<string, unknown>> = {},
  ) {
    super(message);
  }
}

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
 * Runs an operation without an HTTP hop, for server-rendered pages: as a visitor, or as the
 * viewer whose cookie header is given. A refused token reads as a visitor here; the next
 * request to /graphql answers TOKEN_INVALID and clears it.
 */
export async function executeOperation(
  env: Cloudflare.Env,
  text: string,
  variables: Record<string, unknown>,
  caller: Caller = {},
) {
  const headers = new Headers();
  if (caller.cookie) headers.set("cookie", caller.cookie);
  if (caller.ip) headers.set("cf-connecting-ip", caller.ip);
  // a Host header that makes no origin is no loopback either: the request is then nobody's
  const origin = caller.origin && URL.canParse(caller.origin) ? caller.origin : "http://in-process";
  const request = new Request(new URL("/graphql", origin), { headers });
  const ctx = await createContext(request, env, { rendering: true, nearest: caller.nearest });
  const result = await execute({ schema, document: parseOnce(text), variableValues: variables, contextValue: ctx });
  if (result.errors?.length) {
    const first = maskError(result.errors[0]);
    throw new InProcessError(first.message, String(first.extensions.code ?? "INTERNAL_SERVER_ERROR"), first.extensions);
  }
  // graphql-js builds results from null-prototype objects; caches and React want plain ones
  return JSON.parse(JSON.stringify(result.data));
}
