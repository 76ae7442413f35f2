import "server-only";
import { and, eq } from "drizzle-orm";
import { cacheTags } from "@/lib/cache/tags";
import { assetPath } from "@/lib/media/paths";
import { limitRefused } from "@/server/db/batch-limits";
import {
  ANNOUNCEMENT_COLUMN,
  announcementsOf,
  type CampaignRole,
  type ChallengeChannelFields,
  type ChallengeFields,
  existingUserIds,
  insertChallenge,
  type NewStage,
  STATE_COLUMN,
  updateChallenge,
} from "@/server/db/queries/campaigns";
import { campaignsOfChannels, channelByShortHash } from "@/server/db/queries/channels";
import type { UserRow } from "@/server/db/queries/users";
import { assets, type CAMPAIGN_STATES } from "@/server/db/schema";
import type { Context } from "../context";
import { ApiError } from "../errors";
import type {
  CampaignStageInput,
  DatetimeRangeInput,
  PutWritingChallengeInput,
  TranslationInput,
  UserLanguage,
} from "../generated/resolvers";
import { fromGlobalId, idOf, newShortHash } from "../ids";
import type { ChannelWithCampaign } from "../models";
import { withCampaigns } from "../resolvers/channel";
import { exclusiveToggleTags } from "./exclusive-feeds";

// putWritingChallenge: admins create and change writing challenges. Every field is checked
// before anything is written, and one call's rows go in one batch.

/** Names and navbar titles; a stage's name. */
export const CHALLENGE_NAME_MAX = 100;
export const CHALLENGE_DESCRIPTION_MAX = 10_000;
export const CHALLENGE_LINK_MAX = 2048;

type State = (typeof CAMPAIGN_STATES)[number];
type Texts = { en: string; zh_hant: string; zh_hans: string };
const LANGUAGES: readonly UserLanguage[] = ["en", "zh_hant", "zh_hans"];

const bad = (field: string, message: string) => new ApiError("BAD_USER_INPUT", message, { field });

/**
 * A text in the three languages: each language at most once, none empty; a language left out
 * takes the English text (or the first given), so every language reads something.
 */
export function translations(list: readonly TranslationInput[], field: string, max: number): Texts {
  const given = new Map<UserLanguage, string>();
  for (const { language, text } of list) {
    if (given.has(language)) throw bad(field, `\`${field}\` names ${language} twice.`);
    const trimmed = text.trim();
    if (!trimmed) throw bad(field, `\`${field}\` has an empty text.`);
    if ([...trimmed].length > max) throw bad(field, `\`${field}\` is over ${max} characters.`);
    given.set(language, trimmed);
  }
  const fallback = given.get("en") ?? list.map((t) => given.get(t.language)).find(Boolean);
  if (fallback === undefined) throw bad(field, `\`${field}\` needs a text.`);
  const [en, zh_hant, zh_hans] = LANGUAGES.map((language) => given.get(language) ?? fallback) as [
    string,
    string,
    string,
  ];
  return { en, zh_hant, zh_hans };
}

function period(range: DatetimeRangeInput, field: string): { start: number; end: number | null } {
  const start = new Date(range.start).getTime();
  const end = range.end == null ? null : new Date(range.end).getTime();
  if (Number.isNaN(start) || (end !== null && Number.isNaN(end))) throw bad(field, `\`${field}\` is not a time.`);
  if (end !== null && end <= start) throw bad(field, `\`${field}\` ends before it starts.`);
  return { start, end };
}

function stages(inputs: readonly CampaignStageInput[], field: string): NewStage[] {
  return inputs.map((stage) => {
    const name = translations(stage.name, `${field}.name`, CHALLENGE_NAME_MAX);
    const when = stage.period ? period(stage.period, `${field}.period`) : null;
    return {
      nameEn: name.en,
      nameZhHant: name.zh_hant,
      nameZhHans: name.zh_hans,
      periodStart: when?.start ?? null,
      periodEnd: when?.end ?? null,
    };
  });
}

function link(raw: string): string {
  const trimmed = raw.trim();
  if (trimmed === "") return "";
  let url: URL | undefined;
  try {
    url = new URL(trimmed);
  } catch {
    url = undefined;
  }
  if (!url || !["http:", "https:"].includes(url.protocol) || trimmed.length > CHALLENGE_LINK_MAX) {
    throw bad("input.link", "`input.link` must be a web address.");
  }
  return trimmed;
}

/** A campaignCover upload whose bytes arrived (only admins upload them). */
async function coverPath(ctx: Context, globalId: string) {
  const { type, id } = fromGlobalId(globalId);
  const [asset] =
    type === "Asset"
      ? await ctx.db
          .select({ path: assets.path })
          .from(assets)
          .where(and(eq(assets.id, id), eq(assets.type, "campaignCover"), eq(assets.draft, false)))
          .limit(1)
      : [];
  if (!asset) throw new ApiError("ASSET_NOT_FOUND", "Asset not found.");
  return assetPath(asset.path);
}

/** Announcement articles: each an active article, each once. */
async function announcementIds(ctx: Context, ids: readonly string[]) {
  const wanted = [...new Set(ids.map((id) => idOf(id, "Article")))];
  const rows = await ctx.loaders.article.loadMany(wanted);
  if (rows.some((row) => !row || row instanceof Error || row.state !== "active")) throw announcementRefused();
  return wanted;
}

const announcementRefused = () => bad("input.announcements", "`input.announcements` must name active articles.");

async function people(ctx: Context, ids: readonly string[], field: string) {
  const wanted = [...new Set(ids.map((id) => idOf(id, "User")))];
  const found = await existingUserIds(ctx.db, wanted);
  if (wanted.some((id) => !found.has(id))) throw new ApiError("USER_NOT_FOUND", `A user of \`${field}\` is unknown.`);
  return wanted;
}

/** Every field the input sets, checked: what the channel row and the campaign row take. */
async function checkedFields(ctx: Context, input: PutWritingChallengeInput) {
  const channel: Partial<ChallengeChannelFields> = {};
  const fields: ChallengeFields = {};
  if (input.name != null) {
    const name = translations(input.name, "input.name", CHALLENGE_NAME_MAX);
    Object.assign(channel, { nameEn: name.en, nameZhHant: name.zh_hant, nameZhHans: name.zh_hans });
  }
  if (input.channelEnabled != null) channel.enabled = input.channelEnabled;
  if (input.navbarTitle != null) {
    const title = translations(input.navbarTitle, "input.navbarTitle", CHALLENGE_NAME_MAX);
    Object.assign(fields, {
      navbarTitleEn: title.en,
      navbarTitleZhHant: title.zh_hant,
      navbarTitleZhHans: title.zh_hans,
    });
  }
  if (input.description != null) {
    const text = translations(input.description, "input.description", CHALLENGE_DESCRIPTION_MAX);
    Object.assign(fields, { descriptionEn: text.en, descriptionZhHant: text.zh_hant, descriptionZhHans: text.zh_hans });
  }
  if (input.featuredDescription != null) {
    const text = translations(input.featuredDescription, "input.featuredDescription", CHALLENGE_DESCRIPTION_MAX);
    Object.assign(fields, {
      featuredDescriptionEn: text.en,
      featuredDescriptionZhHant: text.zh_hant,
      featuredDescriptionZhHans: text.zh_hans,
    });
  }
  if (input.cover != null) fields.cover = await coverPath(ctx, input.cover);
  if (input.link != null) fields.link = link(input.link);
  if (input.applicationPeriod != null) {
    const when = period(input.applicationPeriod, "input.applicationPeriod");
    Object.assign(fields, { applicationStart: when.start, applicationEnd: when.end });
  }
  if (input.writingPeriod != null) {
    const when = period(input.writingPeriod, "input.writingPeriod");
    Object.assign(fields, { writingStart: when.start, writingEnd: when.end });
  }
  for (const flag of ["exclusive", "enableQuoteWall", "showOther", "showAd"] as const) {
    const value = input[flag];
    if (value != null) fields[flag] = value;
  }
  const roles: Partial<Record<CampaignRole, number[]>> = {};
  if (input.organizers != null) roles.organizer = await people(ctx, input.organizers, "input.organizers");
  if (input.managers != null) roles.manager = await people(ctx, input.managers, "input.managers");
  return {
    channel,
    fields,
    roles,
    announcements: input.announcements == null ? undefined : await announcementIds(ctx, input.announcements),
    stages: input.stages == null ? undefined : stages(input.stages, "input.stages"),
    newStages: input.newStages == null ? [] : stages(input.newStages, "input.newStages"),
  };
}

/** States only move on: pending → active → finished → archived, and nothing goes back to pending. */
function nextState(before: State, wanted: State | null | undefined): State {
  if (wanted == null) return before;
  if (wanted === "pending" && before !== "pending") {
    throw bad("input.state", "A challenge that has started cannot be pending again.");
  }
  return wanted;
}

export async function putWritingChallenge(
  ctx: Context,
  viewer: UserRow,
  input: PutWritingChallengeInput,
): Promise<ChannelWithCampaign> {
  return input.id ? editChallenge(ctx, idOf(input.id, "WritingChallenge"), input) : createChallenge(ctx, viewer, input);
}

async function createChallenge(ctx: Context, viewer: UserRow, input: PutWritingChallengeInput) {
  if (input.name == null) throw bad("input.name", "A new challenge needs a name.");
  const checked = await checkedFields(ctx, input);
  const shortHash = newShortHash();
  await insertChallenge(
    ctx.db,
    {
      shortHash,
      channel: { ...(checked.channel as ChallengeChannelFields), enabled: checked.channel.enabled ?? false },
      fields: checked.fields,
      state: nextState("pending", input.state),
      creatorId: viewer.id,
      stages: [...(checked.stages ?? []), ...checked.newStages],
      roles: checked.roles,
      announcements: checked.announcements,
    },
    ctx.now,
  ).catch((error) => {
    // an announcement archived or banned since it was checked
    if (limitRefused(error, ANNOUNCEMENT_COLUMN)) throw announcementRefused();
    throw error;
  });
  const row = await channelByShortHash(ctx.db, shortHash);
  if (!row) throw new Error("putWritingChallenge wrote no channel.");
  ctx.purge([
    cacheTags.channelByHash(shortHash),
    cacheTags.channels,
    cacheTags.campaigns,
    ...(checked.announcements ?? []).map(cacheTags.article),
  ]);
  return loaded(ctx, row.id);
}

async function editChallenge(ctx: Context, channelId: number, input: PutWritingChallengeInput) {
  const campaign = (await campaignsOfChannels(ctx.db, [channelId])).get(channelId);
  if (!campaign) throw new ApiError("CAMPAIGN_NOT_FOUND", "Writing challenge not found.");
  const state = nextState(campaign.state, input.state);
  if (input.stages != null && campaign.state !== "pending") {
    throw new ApiError("ACTION_FAILED", "The stages of a challenge that has started can only be added to (newStages).");
  }
  const checked = await checkedFields(ctx, input);
  const announcedBefore = checked.announcements ? await announcementsOf(ctx.db, campaign.id) : [];
  try {
    await updateChallenge(
      ctx.db,
      { channelId, campaignId: campaign.id },
      { stateBefore: campaign.state, state, ...checked },
      ctx.now,
    );
  } catch (error) {
    if (limitRefused(error, STATE_COLUMN)) {
      throw new ApiError("ACTION_FAILED", "The challenge changed meanwhile: read it again and retry.");
    }
    if (limitRefused(error, ANNOUNCEMENT_COLUMN)) throw announcementRefused();
    throw error;
  }
  ctx.loaders.channel.clear(channelId);
  // its entries join or leave Latest and the channels with it
  const toggled = checked.fields.exclusive !== undefined && checked.fields.exclusive !== campaign.exclusive;
  ctx.purge([
    cacheTags.writingChallenge(channelId),
    cacheTags.channels,
    cacheTags.campaigns,
    ...(toggled ? await exclusiveToggleTags(ctx, campaign.id) : []),
    // the articles named, and the ones no longer named, show the challenge or stop showing it
    ...(checked.announcements
      ? [...new Set([...announcedBefore, ...checked.announcements])].map(cacheTags.article)
      : []),
  ]);
  return loaded(ctx, channelId);
}

async function loaded(ctx: Context, channelId: number) {
  const row = await ctx.loaders.channel.load(channelId);
  const [challenge] = row ? await withCampaigns(ctx, [row]) : [];
  if (!challenge) throw new Error("putWritingChallenge lost its challenge.");
  return challenge;
}
