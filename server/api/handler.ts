import "server-only";
// aliased: a yoga plugin factory, not a React hook
import { useAPQ as automaticPersistedQueries, createInMemoryAPQStore } from "@graphql-yoga/plugin-apq";
import { type DocumentNode, Kind } from "graphql";
import { createYoga, type Plugin } from "graphql-yoga";
import { bearerToken } from "@/server/auth/oauth/bearer";
import { type Context, type ContextOptions, createContext } from "./context";
import { ApiError, maskError } from "./errors";
import { schema } from "./executable-schema";
import { attachBookmark } from "./read-bookmark";
import { oneMoneyMutation } from "./rules/money-mutations";
import { parserLimits } from "./rules/parse-limits";
import { MAX_COST, MAX_DEPTH, measureOperation } from "./rules/query-limits";
import { scopeRefusal } from "./rules/scopes";

type ServerContext = {
  env: Cloudflare.Env;
  ctx?: ExecutionContext;
  options: ContextOptions;
  /** Set once the document is parsed: whether it holds a mutation (see `writes` below). */
  writes?: boolean;
};

/** The header a browser can only send after a CORS preflight, so other sites cannot post. */
export const PREFLIGHT_HEADER = "apollo-require-preflight";

const contexts = new WeakMap<Request, Context>();

const csrf: Plugin = {
  onRequest({ request, endResponse }) {
    // A request that carries its token in a header sends no cookie of ours to act with, and a
    // page elsewhere cannot add that header without a preflight we do not answer.
    if (bearerToken(request)) return;
    if (request.method === "POST" && !request.headers.get(PREFLIGHT_HEADER)) {
      endResponse(
        Response.json(
          { errors: [{ message: `POST needs the ${PREFLIGHT_HEADER} header.`, extensions: { code: "FORBIDDEN" } }] },
          { status: 403 },
        ),
      );
    }
  },
};

const guards: Plugin = {
  onExecute({ args, setResultAndStopExecution }) {
    const ctx = args.contextValue as unknown as Context;
    if (ctx.tokenInvalid) {
      setResultAndStopExecution({ errors: [new ApiError(ctx.tokenInvalid, "Please log in again.")] });
      return;
    }
    const refusal = ctx.oauth && scopeRefusal(args.schema, args.document, args.operationName, ctx.oauth.scope);
    if (refusal) {
      setResultAndStopExecution({ errors: [new ApiError("FORBIDDEN", refusal)] });
      return;
    }
    const { depth, cost } = measureOperation(args.schema, args.document, args.operationName, args.variableValues ?? {});
    if (depth > MAX_DEPTH) {
      setResultAndStopExecution({
        errors: [new ApiError("BAD_USER_INPUT", `Query depth ${depth} is over ${MAX_DEPTH}.`)],
      });
    } else if (cost > MAX_COST) {
      setResultAndStopExecution({
        errors: [new ApiError("BAD_USER_INPUT", `Query cost ${cost} is over ${MAX_COST}.`)],
      });
    }
  },
};

/** Validation errors skip maskError in yoga; this gives them the catalogue's code too. */
const catalogueCodes: Plugin = {
  onResultProcess({ result, setResult }) {
    if (Array.isArray(result) || !("errors" in result) || !result.errors?.length) return;
    setResult({ ...result, errors: result.errors.map((e) => maskError(e)) });
  },
};

const holdsMutation = (document: DocumentNode) =>
  document.definitions.some((d) => d.kind === Kind.OPERATION_DEFINITION && d.operation === "mutation");

/**
 * A request whose document holds a mutation runs on D1's primary from its first query (the
 * reads that decide the write included); any other reads from the nearest replica. Known
 * from the parsed document, before the context is made.
 */
const writes: Plugin<ServerContext> = {
  onParse() {
    return ({ result, extendContext }) => {
      if (!(result instanceof Error)) extendContext({ writes: holdsMutation(result) });
    };
  },
};

const cookies: Plugin = {
  onResponse({ request, response }) {
    const ctx = contexts.get(request);
    for (const cookie of ctx?.cookies ?? []) response.headers.append("set-cookie", cookie);
    // responses to signed-in requests are the viewer's own: no shared cache may keep them
    if (request.headers.get("cookie") || bearerToken(request))
      response.headers.set("cache-control", "private, no-store");
    if (ctx) attachBookmark(response, ctx.reads, ctx.secure);
  },
};

export const yoga = createYoga<ServerContext>({
  schema,
  graphqlEndpoint: "/graphql",
  graphiql: false,
  // expected errors are answers, not incidents; maskError logs the unexpected ones
  logging: false,
  landingPage: false,
  // same-origin only: no CORS headers, so other sites cannot read answers made with our cookies
  cors: false,
  maskedErrors: { maskError: (error) => maskError(error) },
  context: async ({ request, env, options, writes }) => {
    const ctx = await createContext(request, env, { ...options, nearest: writes === false });
    contexts.set(request, ctx);
    return ctx;
  },
  plugins: [
    csrf,
    parserLimits,
    writes,
    // A hash the server has not seen yet is an expected step of the protocol, not a failed
    // request: 200 with PersistedQueryNotFound in the body, which the client answers by sending
    // the query. (A 404 shows as a failed resource in every browser console.)
    automaticPersistedQueries({
      store: createInMemoryAPQStore({ max: 2000 }),
      responseConfig: { forceStatusCodeOk: true },
    }),
    oneMoneyMutation,
    guards,
    catalogueCodes,
    cookies,
  ],
});

/**
 * `purge` is how the host marks cached pages stale (the web passes Next's revalidateTag);
 * `now` fixes the clock, for tests.
 */
export function handleGraphQL(
  request: Request,
  env: Cloudflare.Env,
  { ctx, ...options }: ContextOptions & { ctx?: ExecutionContext } = {},
) {
  return yoga.fetch(request, { env, ctx, options });
}

/** Where a directImageUpload's bytes arrive (app/uploads/[uuid]/route.ts). */
export { handleDirectUpload } from "./direct-upload";
