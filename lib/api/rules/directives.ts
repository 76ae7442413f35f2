import "server-only";
import { getDirective, MapperKind, mapSchema } from "@graphql-tools/utils";
import { defaultFieldResolver, type GraphQLSchema } from "graphql";
import type { Context } from "../context";
import { type AuthMode, checkAuth } from "./auth";
import { checkRateLimit, type RateLimit } from "./rate-limit";

/** Wraps every field that carries @auth or @rateLimit with its check, before the resolver runs. */
export function applyDirectives(schema: GraphQLSchema): GraphQLSchema {
  const rootTypes = new Set([schema.getQueryType(), schema.getMutationType()].filter(Boolean).map((t) => t?.name));
  return mapSchema(schema, {
    [MapperKind.OBJECT_FIELD]: (field, fieldName, typeName) => {
      const auth = getDirective(schema, field, "auth")?.[0] as { mode: AuthMode } | undefined;
      const limit = getDirective(schema, field, "rateLimit")?.[0] as RateLimit | undefined;
      if (!auth && !limit) return field;
      const resolve = field.resolve ?? defaultFieldResolver;
      const isRoot = rootTypes.has(typeName);
      const name = `${typeName}.${fieldName}`;
      return {
        ...field,
        resolve: async (parent, args, ctx: Context, info) => {
          if (auth) checkAuth(auth.mode, ctx, parent, isRoot);
          if (limit) await checkRateLimit(limit, name, ctx);
          return resolve(parent, args, ctx, info);
        },
      };
    },
  });
}
