import "server-only";
import {
  AdminArticleQuery,
  AdminAuditQuery,
  AdminChallengeQuery,
  AdminChallengesQuery,
  AdminChannelQuery,
  AdminChannelsQuery,
  AdminFindArticlesQuery,
  AdminFindTagsQuery,
  AdminFindUsersQuery,
  AdminFlagsQuery,
  AdminOAuthClientQuery,
  AdminOAuthClientsQuery,
  AdminPersonQuery,
  AdminReportsQuery,
  AdminTagQuery,
  AdminWatchQuery,
} from "../documents/admin";
import { executeAsViewer } from "../execute";
import type { AdminTagQuery as AdminTagResult, UserLanguage } from "../generated/graphql";

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

/** A page of the people the key finds; null when `after` no longer leads anywhere. */
export async function findAdminUsers(key: string, after: string | null) {
  try {
    const { oss } = await executeAsViewer(AdminFindUsersQuery, { key, after });
    return oss.findUsers;
  } catch (error) {
    if (after) return null;
    throw error;
  }
}

/** One person for the admin's page of them; null when nobody has the name. */
export async function getAdminPerson(userName: string) {
  const { user } = await executeAsViewer(AdminPersonQuery, { userName });
  return user ?? null;
}

/** A page of the audit log, whole or one target's; null when `after` no longer leads anywhere. */
export async function getAdminAudit(targetId: string | null, after: string | null) {
  try {
    const { oss } = await executeAsViewer(AdminAuditQuery, { targetId, after });
    return oss.auditLog;
  } catch (error) {
    if (after) return null;
    throw error;
  }
}

/** A page of the reports queue; null when `after` no longer leads anywhere. */
export async function getAdminReports(after: string | null) {
  try {
    const { oss } = await executeAsViewer(AdminReportsQuery, { after });
    return oss.reportGroups;
  } catch (error) {
    if (after) return null;
    throw error;
  }
}

/** A page of the registered OAuth apps; null when `after` no longer leads anywhere. */
export async function getAdminOAuthClients(after: string | null) {
  try {
    const { oss } = await executeAsViewer(AdminOAuthClientsQuery, { after });
    return oss.oauthClients;
  } catch (error) {
    if (after) return null;
    throw error;
  }
}

/** One OAuth app for its form; null when no app has the client_id. */
export async function getAdminOAuthClient(clientId: string) {
  const { oauthClient } = await executeAsViewer(AdminOAuthClientQuery, { id: clientId });
  return oauthClient ?? null;
}

/** A page of the articles the key finds (a short hash, or words of a title); null when `after` no longer leads anywhere. */
export async function findAdminArticles(key: string, after: string | null) {
  try {
    const { oss } = await executeAsViewer(AdminFindArticlesQuery, { key, after });
    return oss.articles;
  } catch (error) {
    if (after) return null;
    throw error;
  }
}

/** One article, in any state, for the admin's page of it; null when no article has the hash. */
export async function getAdminArticle(shortHash: string) {
  const { article } = await executeAsViewer(AdminArticleQuery, { shortHash });
  return article ?? null;
}

/** Every feature with its flag, and the seeding users. */
export async function getAdminFlags() {
  const { official, oss } = await executeAsViewer(AdminFlagsQuery, {});
  return { features: official.features, seeding: oss.seedingUsers };
}

/** Every channel in navbar order, hidden ones too. */
export async function getAdminChannels(language: UserLanguage) {
  return (await executeAsViewer(AdminChannelsQuery, { language })).channels;
}

/** One topic or curation channel by its short hash, with its articles; null when there is none. */
export async function getAdminChannel(shortHash: string) {
  const listed = (await getAdminChannels("en")).find((c) => c.shortHash === shortHash);
  if (!listed || listed.__typename === "WritingChallenge" || listed.__typename === "Tag") return null;
  const { node } = await executeAsViewer(AdminChannelQuery, { id: listed.id });
  return node?.__typename === "TopicChannel" || node?.__typename === "CurationChannel" ? node : null;
}

/** A page of the community-watch removals, newest first; null when `after` no longer leads anywhere. */
export async function getAdminWatchActions(after: string | null) {
  try {
    const { communityWatchActions } = await executeAsViewer(AdminWatchQuery, { after });
    return communityWatchActions;
  } catch (error) {
    if (after) return null;
    throw error;
  }
}

/** Tags whose name holds `key`, for the admin's search; null when `after` no longer leads anywhere. */
export async function findAdminTags(key: string, after: string | null) {
  try {
    const { oss } = await executeAsViewer(AdminFindTagsQuery, { key, after });
    return oss.findTags;
  } catch (error) {
    if (after) return null;
    throw error;
  }
}

/** One tag for the admin's page of it; null when the id names no tag. */
export async function getAdminTag(id: string) {
  try {
    const { node } = await executeAsViewer(AdminTagQuery, { id });
    return node && isTag(node) ? node : null;
  } catch {
    // an id that is not a tag's (a malformed one answers BAD_USER_INPUT)
    return null;
  }
}

type AdminTagNode = NonNullable<AdminTagResult["node"]>;
const isTag = (node: AdminTagNode): node is Extract<AdminTagNode, { content: string }> => "content" in node;
