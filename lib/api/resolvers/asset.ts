import "server-only";
import type { Resolvers } from "../generated/resolvers";
import { toGlobalId } from "../ids";

export const resolvers = {
  Asset: {
    id: (a) => toGlobalId("Asset", a.id),
    draft: () => null,
    uploadURL: () => null,
    createdAt: (a) => new Date(a.createdAt),
  },
} satisfies Resolvers;
