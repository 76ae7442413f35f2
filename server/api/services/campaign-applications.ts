import "server-only";
import { cacheTags } from "@/lib/cache/tags";
import { applicationOf, insertApplication, setApplicationState } from "@/server/db/queries/campaigns";
import type { UserRow } from "@/server/db/queries/users";
import type { Context } from "../context";
import { ApiError } from "../errors";
import type { ApplyCampaignInput, UpdateCampaignApplicationStateInput } from "../generated/resolvers";
import { idOf } from "../ids";
import { withCampaigns } from "../resolvers/channel";
import { campaignStateAt } from "../rules/campaign-state";

// Taking part in a writing challenge: applying, which is approved at once, and admins'
// rejecting and approving again.

/**
 * A challenge with its campaign. Found whatever its state: a call on one that is not open
 * answers FORBIDDEN_BY_TARGET_STATE (as the reference does), not as if it did not exist.
 */
export async function challengeOf(ctx: Context, channelId: number) {
  const row = await ctx.loaders.channel.load(channelId);
  const [challenge] = row?.type === "writing_challenge" ? await withCampaigns(ctx, [row]) : [];
  const campaign = challenge?.campaign;
  if (!challenge || !campaign) throw new ApiError("CAMPAIGN_NOT_FOUND", "Writing challenge not found.");
  return { challenge, campaign };
}

/**
 * Applies to an active challenge once its application period has begun. An application after
 * that period's end is still taken, marked late (it never counts toward the grand slam). Any
 * number of calls at once leave one application: the insert itself refuses a second.
 */
export async function applyCampaign(ctx: Context, viewer: UserRow, input: ApplyCampaignInput) {
  const channelId = idOf(input.id, "WritingChallenge");
  const { challenge, campaign } = await challengeOf(ctx, channelId);
  // set active by its editors, and not yet over (every period ended)
  if (campaign.state !== "active" || campaignStateAt(campaign, ctx.now) === "finished") {
    throw new ApiError("FORBIDDEN_BY_TARGET_STATE", "The writing challenge takes no applications.");
  }
  if (campaign.applicationStart !== null && ctx.now < campaign.applicationStart) {
    throw new ApiError("FORBIDDEN", "The application period has not begun.");
  }
  if (!viewer.userName) throw new ApiError("FORBIDDEN_BY_STATE", "A user name is needed to take part.");
  const late = campaign.applicationEnd !== null && ctx.now >= campaign.applicationEnd;
  // its page lists who takes part: changed only by the call that made the application
  if (await insertApplication(ctx.db, campaign.id, viewer.id, late, ctx.now)) {
    ctx.purge([cacheTags.writingChallenge(channelId)]);
  }
  return challenge;
}

/** Admins reject an application, or approve it (again). */
export async function updateApplicationState(ctx: Context, input: UpdateCampaignApplicationStateInput) {
  const channelId = idOf(input.campaign, "WritingChallenge");
  const userId = idOf(input.user, "User");
  const { challenge, campaign } = await challengeOf(ctx, channelId);
  const before = await applicationOf(ctx.db, campaign.id, userId);
  if (!before) throw new ApiError("ENTITY_NOT_FOUND", "This person has not applied.");
  if (before.state !== input.state) {
    await setApplicationState(ctx.db, campaign.id, userId, input.state);
    ctx.purge([cacheTags.writingChallenge(channelId)]);
  }
  return challenge;
}
