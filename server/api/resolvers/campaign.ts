import "server-only";
import {
  applicationOf,
  campaignChannelPage,
  campaignRoleUserIds,
  organizerPage,
  participantPage,
  userCampaignPage,
} from "@/server/db/queries/campaigns";
import { channelByShortHash } from "@/server/db/queries/channels";
import type { UserRow } from "@/server/db/queries/users";
import { countOnly, decodeOffset, pageSize, toConnection } from "../connections";
import type { Context } from "../context";
import { ApiError } from "../errors";
import type { Resolvers } from "../generated/resolvers";
import { idOf } from "../ids";
import type { ChannelWithCampaign } from "../models";
import { requireViewer } from "../rules/auth";
import { seesChannel } from "../rules/campaign-state";
import { applyCampaign, updateApplicationState } from "../services/campaign-applications";
import { putWritingChallenge } from "../services/writing-challenges";
import { translate, withCampaigns } from "./channel";

const isAdmin = (ctx: Context) => ctx.viewer.user?.role === "admin" && ctx.viewer.user.state === "active";

/** People by id, in that order, leaving out any no longer there. */
async function usersInOrder(ctx: Context, ids: readonly number[]): Promise<UserRow[]> {
  const rows = await Promise.all(ids.map((id) => ctx.loaders.user.load(id)));
  return rows.filter((row): row is UserRow => row != null);
}

/** Whether the viewer manages the challenge's entries: an admin, or one of its managers. */
async function managesChallenge(ctx: Context, c: ChannelWithCampaign) {
  const viewer = ctx.viewer.user;
  if (viewer?.state !== "active" || !c.campaign) return false;
  if (viewer.role === "admin") return true;
  return (await campaignRoleUserIds(ctx.db, c.campaign.id, "manager")).includes(viewer.id);
}

/** A page of challenges by their channels' ids, as a connection paged by position. */
async function challengeConnection(
  ctx: Context,
  { ids, total }: { ids: readonly number[]; total: number },
  offset: number,
  limit: number,
) {
  const rows = (await Promise.all(ids.map((id) => ctx.loaders.channel.load(id)))).filter((r) => r != null);
  const challenges = await withCampaigns(ctx, rows);
  return toConnection(
    challenges.map((node, i) => ({ node, position: offset + i + 1 })),
    limit,
    (row) => [row.position],
    { totalCount: total, hasPrevious: offset > 0, toNode: (row) => row.node },
  );
}

export const resolvers = {
  Query: {
    campaign: async (_p, { input }, ctx) => {
      const row = await channelByShortHash(ctx.db, input.shortHash);
      if (row?.type !== "writing_challenge") return null;
      const [challenge] = await withCampaigns(ctx, [row]);
      return challenge?.campaign && seesChannel(ctx, challenge) ? challenge : null;
    },
    campaigns: async (_p, { input }, ctx) => {
      if (input.oss && !isAdmin(ctx)) throw new ApiError("FORBIDDEN", "Admins only.");
      const limit = pageSize(input.first);
      const offset = decodeOffset(input.after);
      const page = await campaignChannelPage(ctx.db, {
        state: input.filter?.state ?? undefined,
        visibleOnly: !input.oss,
        byWritingStart: input.filter?.sort === "writingPeriod",
        excludes: (input.filter?.excludes ?? []).map((id) => idOf(id, "WritingChallenge")),
        now: ctx.now,
        offset,
        limit,
      });
      return challengeConnection(ctx, page, offset, limit);
    },
    campaignOrganizers: async (_p, { input }, ctx) => {
      const limit = pageSize(input.first);
      const offset = decodeOffset(input.after);
      const { ids, total } = await organizerPage(ctx.db, offset, limit);
      const people = await usersInOrder(ctx, ids);
      return toConnection(
        people.map((node, i) => ({ node, position: offset + i + 1 })),
        limit,
        (row) => [row.position],
        { totalCount: total, hasPrevious: offset > 0, toNode: (row) => row.node },
      );
    },
  },

  Mutation: {
    putWritingChallenge: (_p, { input }, ctx) => putWritingChallenge(ctx, requireViewer(ctx), input),
    applyCampaign: (_p, { input }, ctx) => applyCampaign(ctx, requireViewer(ctx), input),
    updateCampaignApplicationState: (_p, { input }, ctx) => updateApplicationState(ctx, input),
  },

  User: {
    campaigns: async (user, { input }, ctx) => {
      const limit = pageSize(input.first);
      const offset = decodeOffset(input.after);
      return challengeConnection(ctx, await userCampaignPage(ctx.db, user.id, offset, limit), offset, limit);
    },
  },

  WritingChallenge: {
    application: async (c, _a, ctx) => {
      const viewer = ctx.viewer.user;
      if (!viewer || !c.campaign) return null;
      const row = await applicationOf(ctx.db, c.campaign.id, viewer.id);
      return row ? { state: row.state, createdAt: row.createdAt } : null;
    },
    participants: async (c, { input }, ctx) => {
      const limit = pageSize(input.first);
      const offset = decodeOffset(input.after);
      if (!c.campaign) return { ...countOnly<UserRow>(0), edges: [] };
      if (input.oss && !isAdmin(ctx)) throw new ApiError("FORBIDDEN", "Admins only.");
      const { rows, total } = await participantPage(ctx.db, c.campaign.id, { all: !!input.oss, offset, limit });
      const people = new Map(
        (
          await usersInOrder(
            ctx,
            rows.map((r) => r.userId),
          )
        ).map((u) => [u.id, u]),
      );
      const edges = rows.flatMap((row, i) => {
        const node = people.get(row.userId);
        return node ? [{ node, row, position: offset + i + 1 }] : [];
      });
      const page = toConnection(edges, limit, (e) => [e.position], { totalCount: total, hasPrevious: offset > 0 });
      return {
        ...page,
        edges: page.edges.map(({ cursor, node: e }) => ({
          cursor,
          node: e.node,
          application: { state: e.row.state, createdAt: e.row.createdAt },
        })),
      };
    },
    featuredDescription: (c, args, ctx) =>
      c.campaign
        ? translate(
            {
              en: c.campaign.featuredDescriptionEn ?? "",
              zh_hant: c.campaign.featuredDescriptionZhHant,
              zh_hans: c.campaign.featuredDescriptionZhHans,
            },
            args,
            ctx,
          )
        : "",
    organizers: async (c, _a, ctx) =>
      c.campaign ? usersInOrder(ctx, await campaignRoleUserIds(ctx.db, c.campaign.id, "organizer")) : [],
    isManager: (c, _a, ctx) => managesChallenge(ctx, c),
    showOther: (c) => c.campaign?.showOther ?? true,
    showAd: (c) => c.campaign?.showAd ?? true,
    enableQuoteWall: (c) => c.campaign?.enableQuoteWall ?? false,
    oss: (c) => c,
  },

  CampaignOSS: {
    managers: async (c, _a, ctx) =>
      c.campaign ? usersInOrder(ctx, await campaignRoleUserIds(ctx.db, c.campaign.id, "manager")) : [],
    exclusive: (c) => c.campaign?.exclusive ?? false,
  },
} satisfies Resolvers;
