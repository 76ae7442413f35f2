import "server-only";
import { CAMPAIGN_COMMENT_TEXT_MAX, commentTextLength } from "@/lib/text/comment-text";
import { htmlToText } from "@/lib/text/html-text";
import type { Context } from "../context";
import { ApiError } from "../errors";
import type { CommentInput } from "../generated/resolvers";
import { idOf } from "../ids";
import type { ChannelWithCampaign } from "../models";
import { withCampaigns } from "../resolvers/channel";
import { seesChannel } from "../rules/campaign-state";

// A writing challenge's discussion (issue 35): any active person writes and replies, in short
// comments, while the challenge is up; once archived it takes none. Read by anyone who sees
// the challenge.

/** Characters of text a comment in a challenge's discussion may hold (the reference client's cap; the form counts to it too). */
const CAMPAIGN_COMMENT_MAX = CAMPAIGN_COMMENT_TEXT_MAX;

/** The challenge a comment is in, when the viewer sees it (pending and archived ones: admins only). */
export async function visibleChallenge(ctx: Context, channelId: number): Promise<ChannelWithCampaign | null> {
  const row = await ctx.loaders.channel.load(channelId);
  if (row?.type !== "writing_challenge") return null;
  const [challenge] = await withCampaigns(ctx, [row]);
  return challenge?.campaign && seesChannel(ctx, challenge) ? challenge : null;
}

/** Refuses words over the discussion's cap (the stored HTML's text, counted as the form counts it). */
export function checkCampaignCommentLength(content: string) {
  if (commentTextLength(htmlToText(content)) > CAMPAIGN_COMMENT_MAX) {
    throw new ApiError(
      "BAD_USER_INPUT",
      `A comment in a challenge's discussion has at most ${CAMPAIGN_COMMENT_MAX} characters.`,
      {
        field: "input.comment.content",
        limit: CAMPAIGN_COMMENT_MAX,
      },
    );
  }
}

/** The challenge a new discussion comment is written in, once it takes comments. */
export async function challengeToWriteIn(ctx: Context, input: CommentInput, content: string) {
  if (!input.campaignId) {
    throw new ApiError("BAD_USER_INPUT", "A comment in a challenge names it.", { field: "input.comment.campaignId" });
  }
  checkCampaignCommentLength(content);
  const challenge = await visibleChallenge(ctx, idOf(input.campaignId, "WritingChallenge"));
  if (!challenge?.campaign) throw new ApiError("CAMPAIGN_NOT_FOUND", "Writing challenge not found.");
  if (challenge.campaign.state === "archived") {
    throw new ApiError("FORBIDDEN_BY_TARGET_STATE", "The writing challenge is archived.");
  }
  return challenge;
}
