import "server-only";
import { getDirective } from "@graphql-tools/utils";
import { defaultFieldResolver, type GraphQLFieldResolver, type GraphQLSchema, isObjectType } from "graphql";
import type { Context } from "../context";
import { type AuthMode, checkAuth, type FieldPlace } from "./auth";
import { ConstraintChecks } from "./constraints";
import { guardFailures, type RateLimit, rateLimitWindow, takeSlot } from "./rate-limit";

/**
 * Wraps every field that carries @auth or @rateLimit (any number of them), or takes arguments
 * bounded by @constraint, with its checks, in this order before the resolver runs: who may call
 * (a stranger learns nothing about the input), whether the input is within bounds (a call
 * refused for its input is not counted), then the rate limits.
 */
export function applyDirectives(schema: GraphQLSchema): GraphQLSchema {
  const queryType = schema.getQueryType()?.name;
  const mutationType = schema.getMutationType()?.name;
  const constraints = new ConstraintChecks(schema);
  // The fields are changed where they are rather than through mapSchema, which rebuilds every
  // type of the schema: that rebuild was a third of the schema's cost at a cold start.
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith("__")) continue;
    const typeName = type.name;
    for (const field of Object.values(type.getFields())) {
      const fieldName = field.name;
      const name = `${typeName}.${fieldName}`;
      constraints.refuseOnOutput(field, name);
      const auth = getDirective(schema, field, "auth")?.[0] as { mode: AuthMode } | undefined;
      const limits = (getDirective(schema, field, "rateLimit") ?? []) as RateLimit[];
      const checkArgs = constraints.forArguments(field.args, name);
      if (!auth && limits.length === 0 && !checkArgs) continue;
      const resolve: GraphQLFieldResolver<unknown, Context> = field.resolve ?? defaultFieldResolver;
      const place: FieldPlace = {
        kind: typeName === mutationType ? "mutation" : typeName === queryType ? "query" : "field",
        name: fieldName,
      };
      const limited: GraphQLFieldResolver<unknown, Context> = async (parent, args, ctx, info) => {
        const windows = limits.map((limit) => ({ limit, window: rateLimitWindow(limit, name, args, ctx) }));
        for (const { limit, window } of windows) if (!limit.failures) await takeSlot(limit, window, ctx);
        const failureWindows = windows.filter(({ limit }) => limit.failures);
        if (failureWindows.length === 0) return resolve(parent, args, ctx, info);
        return guardFailures(ctx, failureWindows, async () => resolve(parent, args, ctx, info));
      };
      field.resolve = (parent, args, ctx: Context, info) => {
        if (auth) checkAuth(auth.mode, ctx, parent, place, args);
        checkArgs?.(args);
        return (limits.length === 0 ? resolve : limited)(parent, args, ctx, info);
      };
    }
  }
  return schema;
}
