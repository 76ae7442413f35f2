import "server-only";
import { AdminChallengeQuery, AdminChallengesQuery } from "../documents/admin";
import { executeAsViewer } from "../execute";
import type { UserLanguage } from "../generated/graphql";

/** A page of every challenge for the admin area; null when `after` no longer leads anywhere. */
export async function getAdminChallenges(language: UserLanguage, after: string | null) {
  try {
    const { campaigns } = await executeAsViewer(AdminChallengesQuery, { language, after });
    const challenges = (campaigns.edges ?? []).flatMap(({ node }) =>
      node.__typename === "WritingChallenge" ? [node] : [],
    );
    return { challenges, total: campaigns.totalCount, pageInfo: campaigns.pageInfo };
  } catch (error) {
    if (after) return null;
    throw error;
  }
}

/** One challenge as the admin's form edits it; null when there is none. */
export async function getAdminChallenge(shortHash: string) {
  const { campaign } = await executeAsViewer(AdminChallengeQuery, { shortHash });
  return campaign?.__typename === "WritingChallenge" ? campaign : null;
}
