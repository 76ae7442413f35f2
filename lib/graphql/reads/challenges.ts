import "server-only";
import { cacheTags } from "@/lib/cache/tags";
import { WritingChallengeListQuery } from "../documents/challenges";
import { executePage } from "../execute";
import type { CampaignsFilterState, UserLanguage } from "../generated/graphql";

/** A page of the writing challenges in progress or ended; null when `after` no longer leads anywhere. */
export async function getWritingChallengeList(
  language: UserLanguage,
  state: CampaignsFilterState,
  after: string | null,
) {
  const data = await executePage(
    WritingChallengeListQuery,
    { language, state, after },
    { tags: [cacheTags.campaigns] },
  );
  if (!data) return null;
  const challenges = (data.campaigns.edges ?? []).flatMap(({ node }) =>
    node.__typename === "WritingChallenge" ? [node] : [],
  );
  return { challenges, pageInfo: data.campaigns.pageInfo };
}
