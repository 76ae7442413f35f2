import "server-only";
import { followingOf } from "@/server/db/queries/fediverse-reader";
import type { Resolvers } from "../generated/resolvers";
import { requireViewer } from "../rules/auth";
import { actFediverse } from "../services/fediverse-actions";
import { lookupRemoteActor } from "../services/fediverse-lookup";
import {
  refreshFediverseProfile,
  remoteActor,
  viewerFediverse,
  viewerFediverseUnreadCount,
} from "../services/fediverse-profile";

// A reader here and the fediverse (issue 38): their profile, timeline and notifications, a
// lookup by handle, and what they do there (actFediverse). Services do the work.

export const resolvers = {
  Query: {
    viewerFediverse: (_p, _a, ctx) => viewerFediverse(ctx, requireViewer(ctx)),
    viewerFediverseUnreadCount: (_p, _a, ctx) => viewerFediverseUnreadCount(ctx, requireViewer(ctx)),
    fediverseRemoteActor: async (_p, { input }, ctx) => {
      const viewer = requireViewer(ctx);
      const actor = await lookupRemoteActor(ctx, input);
      return remoteActor(actor, (await followingOf(ctx.db, viewer.id, actor.id))?.state ?? null);
    },
  },
  Mutation: {
    actFediverse: (_p, { input }, ctx) => actFediverse(ctx, requireViewer(ctx), input),
    refreshFediverseProfile: (_p, _a, ctx) => refreshFediverseProfile(ctx, requireViewer(ctx)),
  },
} satisfies Resolvers;
