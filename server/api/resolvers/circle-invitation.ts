import "server-only";
import { invitationCount, invitationPage, pendingInvitationOf } from "@/server/db/queries/circle-invitations";
import type { CircleRow } from "@/server/db/queries/circles";
import { decodeNumberCursor, pageSize, toConnection } from "../connections";
import type { Context } from "../context";
import { ApiError } from "../errors";
import type { Resolvers } from "../generated/resolvers";
import { mustLoad } from "../loaders";
import { requireViewer } from "../rules/auth";
import { invite } from "../services/circle-invitations";

// Circle invitations (issue 34): invite, the owner's lists, the viewer's own invitation.

function requireOwner(ctx: Context, circle: CircleRow) {
  if (ctx.viewer.id !== circle.ownerId)
    throw new ApiError("FORBIDDEN", "Only the circle's owner sees its invitations.");
}

const invitationList =
  (kind: "pending" | "accepted") =>
  async (
    { circleId }: { circleId: number },
    { input }: { input: { first?: number | null; after?: string | null } },
    ctx: Context,
  ) => {
    const limit = pageSize(input.first);
    const after = input.after ? decodeNumberCursor(input.after, 2) : undefined;
    const rows = await invitationPage(ctx.db, circleId, kind, limit, after);
    return toConnection(rows, limit, (r) => [r.sentAt, r.id], {
      totalCount: () => invitationCount(ctx.db, circleId, kind),
      hasPrevious: Boolean(after),
    });
  };

export const resolvers = {
  Mutation: {
    invite: (_p, { input }, ctx) => invite(ctx, requireViewer(ctx), input),
  },

  Circle: {
    invites: (c, _a, ctx) => {
      requireOwner(ctx, c);
      return { circleId: c.id };
    },
    invitedBy: async (c, _a, ctx) => {
      if (ctx.viewer.id === null) return null;
      const viewer = await ctx.loaders.user.load(ctx.viewer.id);
      if (!viewer) return null;
      return (await pendingInvitationOf(ctx.db, c.id, viewer)) ?? null;
    },
  },

  Invites: {
    pending: invitationList("pending"),
    accepted: invitationList("accepted"),
  },

  Invitation: {
    // not a Node in the contract: its id only tells invitations apart
    id: (i) => btoa(`Invitation:${i.id}`),
    invitee: async (i, _a, ctx) => {
      const user = i.inviteeId ? await ctx.loaders.user.load(i.inviteeId) : undefined;
      return user ?? { email: i.email ?? "" };
    },
    inviter: (i, _a, ctx) => mustLoad(ctx.loaders.user, i.inviterId),
    circle: (i, _a, ctx) => mustLoad(ctx.loaders.circle, i.circleId),
    createdAt: (i) => new Date(i.createdAt),
    sentAt: (i) => new Date(i.sentAt),
    acceptedAt: (i) => (i.acceptedAt === null ? null : new Date(i.acceptedAt)),
  },

  Invitee: {
    __resolveType: (i) => ("id" in i ? "User" : "Person"),
  },
} satisfies Resolvers;
