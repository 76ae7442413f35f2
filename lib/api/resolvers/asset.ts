import "server-only";
import type { Resolvers } from "../generated/resolvers";
import { toGlobalId } from "../ids";

export const resolvers = {
  Asset: {
    id: (a) => toGlobalId("Asset", a.id),
  },
} satisfies Resolvers;
