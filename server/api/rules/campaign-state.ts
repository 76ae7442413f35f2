import { type ChallengeState, challengeStateAt } from "@/lib/campaign/challenge-state";
import type { CampaignRow } from "@/server/db/queries/channels";
import type { Context } from "../context";

const periodOf = (start: number | null, end: number | null) => (start === null ? null : { start, end });

/**
 * A campaign's state at the request's time (lib/campaign/challenge-state.ts): the one its
 * editors set, with its sign-up and writing periods applied to an active one. What the API
 * answers as `state`, and what decides whether it takes entries.
 */
export function campaignStateAt(campaign: CampaignRow, now: number): ChallengeState {
  return challengeStateAt(
    campaign.state,
    [
      periodOf(campaign.applicationStart, campaign.applicationEnd),
      periodOf(campaign.writingStart, campaign.writingEnd),
    ],
    now,
  );
}

/**
 * Whether the viewer may see a channel: a writing challenge its editors have not opened yet
 * (pending) or have put away (archived) is seen by admins alone; other channels by everyone.
 */
export function seesChannel(ctx: Context, channel: { campaign?: CampaignRow }): boolean {
  const viewer = ctx.viewer.user;
  if (!channel.campaign || (viewer?.role === "admin" && viewer.state === "active")) return true;
  return channel.campaign.state === "active" || channel.campaign.state === "finished";
}
