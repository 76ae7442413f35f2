import "server-only";
import { allChannels } from "@/server/db/queries/channel-admin";
import {
  type ChannelRow,
  campaignsOfChannels,
  channelByShortHash,
  enabledChannels,
  stagesOfCampaigns,
} from "@/server/db/queries/channels";
import type { Context } from "../context";
import type { Resolvers, UserLanguage } from "../generated/resolvers";
import { toGlobalId } from "../ids";
import type { ChannelWithCampaign } from "../models";
import { campaignStateAt, seesChannel } from "../rules/campaign-state";
import { campaignAnnouncements, campaignArticles, channelArticles } from "./channel-articles";

type Translated<En> = { en: En; zh_hant: string | null; zh_hans: string | null };
type TranslationArgs = { input?: { language: UserLanguage } | null };

const isAdmin = (ctx: Context) => ctx.viewer.user?.role === "admin" && ctx.viewer.user.state === "active";

/** The text in the asked language, else in the viewer's, else English. */
export function translate<En extends string | null>(text: Translated<En>, args: TranslationArgs, ctx: Context) {
  const language = args.input?.language ?? ctx.viewer.user?.language ?? "en";
  return text[language] ?? text.en;
}

const channelName = (c: ChannelRow) => ({ en: c.nameEn, zh_hant: c.nameZhHant, zh_hans: c.nameZhHans });
const channelNote = (c: ChannelRow) => ({ en: c.noteEn, zh_hant: c.noteZhHant, zh_hans: c.noteZhHans });
/** The navigation's shorter name where the admins gave one, else the name. */
const navbarTitle = (c: ChannelRow) =>
  c.navbarTitleEn
    ? { en: c.navbarTitleEn, zh_hant: c.navbarTitleZhHant, zh_hans: c.navbarTitleZhHans }
    : channelName(c);
const period = (start: number, end: number | null) => ({ start: new Date(start), end: end ? new Date(end) : null });
const range = (start: number | null, end: number | null) => (start ? period(start, end) : null);

export const CHANNEL_TYPENAMES = {
  topic: "TopicChannel",
  curation: "CurationChannel",
  writing_challenge: "WritingChallenge",
} as const;

/** Loads the campaign and stages of writing challenges in two queries for the whole list. */
export async function withCampaigns(ctx: Context, rows: ChannelRow[]): Promise<ChannelWithCampaign[]> {
  const challengeIds = rows.filter((r) => r.type === "writing_challenge").map((r) => r.id);
  if (challengeIds.length === 0) return rows;
  const campaigns = await campaignsOfChannels(ctx.db, challengeIds);
  const stages = await stagesOfCampaigns(
    ctx.db,
    [...campaigns.values()].map((c) => c.id),
  );
  return rows.map((r) => {
    const campaign = campaigns.get(r.id);
    return campaign ? { ...r, campaign, stages: stages.get(campaign.id) ?? [] } : r;
  });
}

const channelId = (c: ChannelWithCampaign) => toGlobalId(CHANNEL_TYPENAMES[c.type], c.id);

export const resolvers = {
  Query: {
    // with oss, an admin's list: every channel, the disabled ones too (the admin area's)
    channels: async (_p, { input }, ctx) =>
      (await withCampaigns(ctx, await (input?.oss && isAdmin(ctx) ? allChannels : enabledChannels)(ctx.db))).filter(
        (c) => seesChannel(ctx, c),
      ),
    channel: async (_p, { input }, ctx) => {
      const row = await channelByShortHash(ctx.db, input.shortHash);
      // `enabled` puts a channel in the navbar; a challenge's page is there whether or not it is listed
      const found = row?.enabled || row?.type === "writing_challenge";
      const channel = row && found ? (await withCampaigns(ctx, [row]))[0] : undefined;
      return channel && seesChannel(ctx, channel) ? channel : null;
    },
  },

  // Tags are channels too (resolvers/tag.ts): only channel rows carry names per language.
  Channel: {
    __resolveType: (c) => ("nameEn" in c ? CHANNEL_TYPENAMES[c.type] : "Tag"),
  },

  Campaign: {
    __resolveType: () => "WritingChallenge",
  },

  TopicChannel: {
    id: channelId,
    navbarTitle: (c, args, ctx) => translate(navbarTitle(c), args, ctx),
    name: (c, args, ctx) => translate(channelName(c), args, ctx),
    note: (c, args, ctx) => translate(channelNote(c), args, ctx),
    providerId: (c) => c.providerId,
    parent: async (c, _a, ctx) => (c.parentId == null ? null : ((await ctx.loaders.channel.load(c.parentId)) ?? null)),
    articles: (c, { input }, ctx) => channelArticles(c, input, ctx),
  },

  CurationChannel: {
    id: channelId,
    navbarTitle: (c, args, ctx) => translate(navbarTitle(c), args, ctx),
    name: (c, args, ctx) => translate(channelName(c), args, ctx),
    note: (c, args, ctx) => translate(channelNote(c), args, ctx),
    color: (c) => c.color ?? "gray",
    showRecommendation: (c) => c.showRecommendation,
    activePeriod: (c) => period(c.activeFrom ?? c.createdAt, c.activeUntil),
    articles: (c, { input }, ctx) => channelArticles(c, input, ctx),
  },

  WritingChallenge: {
    id: channelId,
    // its own navbar title where the editors gave one, else its name
    navbarTitle: (c, args, ctx) =>
      translate(
        c.campaign?.navbarTitleEn
          ? {
              en: c.campaign.navbarTitleEn,
              zh_hant: c.campaign.navbarTitleZhHant,
              zh_hans: c.campaign.navbarTitleZhHans,
            }
          : channelName(c),
        args,
        ctx,
      ),
    name: (c, args, ctx) => translate(channelName(c), args, ctx),
    channelEnabled: (c) => c.enabled,
    description: (c, args, ctx) =>
      c.campaign
        ? translate(
            {
              en: c.campaign.descriptionEn,
              zh_hant: c.campaign.descriptionZhHant,
              zh_hans: c.campaign.descriptionZhHans,
            },
            args,
            ctx,
          )
        : null,
    cover: (c) => c.campaign?.cover ?? null,
    link: (c) => c.campaign?.link ?? "",
    applicationPeriod: (c) => (c.campaign ? range(c.campaign.applicationStart, c.campaign.applicationEnd) : null),
    writingPeriod: (c) => (c.campaign ? range(c.campaign.writingStart, c.campaign.writingEnd) : null),
    stages: (c) => c.stages ?? [],
    // as it is now: an active challenge whose periods have all ended is finished
    state: (c, _a, ctx) => (c.campaign ? campaignStateAt(c.campaign, ctx.now) : "pending"),
    announcements: (c, _a, ctx) => campaignAnnouncements(c, ctx),
    articles: (c, { input }, ctx) => campaignArticles(c, input, ctx),
  },

  CampaignStage: {
    id: (s) => toGlobalId("CampaignStage", s.id),
    name: (s, args, ctx) => translate({ en: s.nameEn, zh_hant: s.nameZhHant, zh_hans: s.nameZhHans }, args, ctx),
    // stages hold no description of their own
    description: () => "",
    period: (s) => range(s.periodStart, s.periodEnd),
  },

  /** Tag lists carry no pins. */
  ChannelArticleEdge: {
    pinned: (e) => e.pinned ?? false,
  },
} satisfies Resolvers;
