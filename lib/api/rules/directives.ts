import "server-only";
import { getDirective, MapperKind, mapSchema } from "@graphql-tools/utils";
import { defaultFieldResolver, type GraphQLSchema } from "graphql";
import type { Context } from "../context";
import { type AuthMode, checkAuth, type FieldPlace } from "./auth";
import { checkFailures, countCall, countFailure, type RateLimit, rateLimitWindow } from "./rate-limit";

/** Wraps every field that carries @auth or @rateLimit (any number of them) with its checks, before the resolver runs. */
export function applyDirectives(schema: GraphQLSchema): GraphQLSchema {
  const queryType = schema.getQueryType()?.name;
  const mutationType = schema.getMutationType()?.name;
  return mapSchema(schema, {
    [MapperKind.OBJECT_FIELD]: (field, fieldName, typeName) => {
      const auth = getDirective(schema, field, "auth")?.[0] as { mode: AuthMode } | undefined;
      const limits = (getDirective(schema, field, "rateLimit") ?? []) as RateLimit[];
      if (!auth && limits.length === 0) return field;
      const resolve = field.resolve ?? defaultFieldResolver;
      const place: FieldPlace = {
        kind: typeName === mutationType ? "mutation" : typeName === queryType ? "query" : "field",
        name: fieldName,
      };
      const name = `${typeName}.${fieldName}`;
      return {
        ...field,
        resolve: async (parent, args, ctx: Context, info) => {
          if (auth) checkAuth(auth.mode, ctx, parent, place, args);
          if (limits.length === 0) return resolve(parent, args, ctx, info);
          const windows = limits.map((limit) => ({ limit, window: rateLimitWindow(limit, name, args, ctx) }));
          for (const { limit, window } of windows) {
            if (limit.failures) await checkFailures(limit, window, ctx);
            else await countCall(limit, window, ctx);
          }
          const failureWindows = windows.filter(({ limit }) => limit.failures);
          if (failureWindows.length === 0) return resolve(parent, args, ctx, info);
          try {
            return await resolve(parent, args, ctx, info);
          } catch (error) {
            for (const { window } of failureWindows) await countFailure(window, ctx);
            throw error;
          }
        },
      };
    },
  });
}
