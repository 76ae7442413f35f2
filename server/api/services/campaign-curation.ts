import "server-only";
import { cacheTags } from "@/lib/cache/tags";
import { banEntries, entriesAmong, setFeatured } from "@/server/db/queries/campaign-curation";
import { campaignRoleUserIds } from "@/server/db/queries/campaigns";
import type { UserRow } from "@/server/db/queries/users";
import type { Context } from "../context";
import { ApiError } from "../errors";
import type { BanCampaignArticlesInput, ToggleWritingChallengeFeaturedArticlesInput } from "../generated/resolvers";
import { idOf } from "../ids";
import { challengeOf } from "./campaign-applications";
import { notify } from "./notices";

// Managers curate a challenge's entries: they feature them (the author is told) and ban them
// from its lists. The contract leaves both mutations without @auth: the challenge's managers
// and admins alone may call them, which is checked here.

/** The challenge, once the viewer is known to manage it: one of its managers, or an admin. */
async function managedChallenge(ctx: Context, viewer: UserRow, globalId: string) {
  if (viewer.state !== "active") {
    throw new ApiError("FORBIDDEN_BY_STATE", `Not allowed while the account is ${viewer.state}.`);
  }
  const channelId = idOf(globalId, "WritingChallenge");
  const found = await challengeOf(ctx, channelId);
  if (
    viewer.role !== "admin" &&
    !(await campaignRoleUserIds(ctx.db, found.campaign.id, "manager")).includes(viewer.id)
  ) {
    throw new ApiError("FORBIDDEN", "Only the challenge's managers can do this.");
  }
  return { ...found, channelId };
}

/** The articles named, each an entry of the challenge (banned ones only where `banned` allows). */
async function entriesNamed(ctx: Context, campaignId: number, globalIds: readonly string[], banned: boolean) {
  const ids = [...new Set(globalIds.map((id) => idOf(id, "Article")))];
  if (ids.length === 0) return ids;
  const entries = await entriesAmong(ctx.db, campaignId, ids);
  if (ids.some((id) => !entries.has(id) || (entries.get(id) && !banned))) {
    throw new ApiError("BAD_USER_INPUT", "Some articles are not entries of this challenge.", { field: "articles" });
  }
  return ids;
}

/**
 * Features entries or takes the feature back. Each author whose entry this call featured is
 * told (CampaignArticleFeatured): two managers featuring the same entry at once tell once.
 */
export async function toggleFeaturedArticles(
  ctx: Context,
  viewer: UserRow,
  input: ToggleWritingChallengeFeaturedArticlesInput,
) {
  const { challenge, campaign, channelId } = await managedChallenge(ctx, viewer, input.campaign);
  const ids = await entriesNamed(ctx, campaign.id, input.articles, false);
  if (ids.length === 0) return challenge;
  const changed = await setFeatured(ctx.db, campaign.id, ids, input.enabled);
  if (changed.length === 0) return challenge;
  ctx.purge([cacheTags.writingChallenge(channelId)]);
  if (input.enabled) {
    await notify(
      ctx,
      viewer,
      changed.map((entry) => ({
        recipientId: entry.authorId,
        type: "CampaignArticleFeatured",
        targetId: channelId,
        entityId: entry.articleId,
      })),
    );
  }
  return challenge;
}

/** Bans entries from the challenge's lists; the articles themselves stay as they are. */
export async function banArticles(ctx: Context, viewer: UserRow, input: BanCampaignArticlesInput) {
  const { challenge, campaign, channelId } = await managedChallenge(ctx, viewer, input.campaign);
  const ids = await entriesNamed(ctx, campaign.id, input.articles, true);
  if (ids.length && (await banEntries(ctx.db, campaign.id, ids)) > 0) {
    ctx.purge([cacheTags.writingChallenge(channelId)]);
  }
  return challenge;
}
