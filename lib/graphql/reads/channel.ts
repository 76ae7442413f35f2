import "server-only";
import { cache } from "react";
import { cacheTags } from "@/lib/cache/tags";
import { ChallengeDiscussionQuery } from "../documents/challenge-discussion";
import { ChannelFeedQuery, NavChannels, WritingChallengeQuery } from "../documents/channels";
import { execute, executePage } from "../execute";
import type { UserLanguage } from "../generated/graphql";
import { COMMENTS_PER_PAGE, conversion, REPLIES_SHOWN } from "./comment";

/** Every channel, named in all three languages, for the channel navigation. */
export async function getNavChannels() {
  const { channels } = await execute(NavChannels, {}, { tags: [cacheTags.channels], life: "hours" });
  return channels;
}

/**
 * A topic or curation channel with a page of its articles; `channel` is null for no such
 * channel (a writing challenge lives at /e/). Null when `after` no longer leads anywhere.
 */
export const getChannelFeed = cache(async (shortHash: string, language: UserLanguage, after: string | null) => {
  const variables = { shortHash, language, after };
  const data = await executePage(ChannelFeedQuery, variables, { tags: [cacheTags.channelByHash(shortHash)] });
  if (!data) return null;
  const { channel } = data;
  const isFeed = channel?.__typename === "TopicChannel" || channel?.__typename === "CurationChannel";
  return { channel: isFeed ? channel : null };
});

/**
 * A writing challenge with a page of its entries: all, one stage's or the featured ones;
 * `challenge` is null for no such challenge. Null when a stage id or a cursor means nothing.
 */
export const getWritingChallenge = cache(
  async (shortHash: string, language: UserLanguage, stage: string | null, featured: boolean, after: string | null) => {
    const variables = { shortHash, language, stage, featured, after };
    const tags = [cacheTags.channelByHash(shortHash)];
    const data = await execute(WritingChallengeQuery, variables, { tags }).catch((error: unknown) => {
      if (after || stage) return null;
      throw error;
    });
    if (!data) return null;
    return { challenge: data.channel?.__typename === "WritingChallenge" ? data.channel : null };
  },
);

/**
 * A page of a writing challenge's discussion, each thread with its first replies (with
 * `script`, converted to that Chinese script too); null when the challenge or the cursor is gone.
 */
export async function getChallengeDiscussion(shortHash: string, after: string | null, script?: UserLanguage | null) {
  const variables = { shortHash, first: COMMENTS_PER_PAGE, after, replies: REPLIES_SHOWN, ...conversion(script) };
  const tags = [cacheTags.channelByHash(shortHash)];
  const data = await execute(ChallengeDiscussionQuery, variables, { tags }).catch(() => null);
  return data?.channel?.__typename === "WritingChallenge" ? data.channel : null;
}
