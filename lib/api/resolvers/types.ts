import type { GraphQLResolveInfo } from "graphql";
import type { Context } from "../context";

// A resolver map typed by its parent rows. Arguments are checked by the schema before a
// resolver runs, so each resolver states the shape it relies on.
// biome-ignore lint/suspicious/noExplicitAny: arguments vary per field and are typed at each resolver
export type Resolver<Parent = unknown> = (parent: Parent, args: any, ctx: Context, info: GraphQLResolveInfo) => unknown;
export type TypeResolvers<Parent> = Record<string, Resolver<Parent>>;
