import { type ChallengeState, challengeStateAt } from "@/lib/campaign/challenge-state";
import type { CampaignRow } from "@/server/db/queries/channels";

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
