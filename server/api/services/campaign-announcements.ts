import "server-only";
import { verifyPassword } from "@/server/auth/password";
import { announceToParticipants } from "@/server/db/queries/campaign-announcements";
import type { UserRow } from "@/server/db/queries/users";
import type { Context } from "../context";
import { ApiError } from "../errors";
import type { SendCampaignAnnouncementInput } from "../generated/resolvers";
import { idOf } from "../ids";
import { guardFailures, type RateLimit, rateLimitWindow } from "../rules/rate-limit";
import { challengeOf } from "./campaign-applications";
import { translations } from "./writing-challenges";

// sendCampaignAnnouncement: an admin tells everyone taking part in a challenge something, with
// a link (an official notice, in each person's language), after giving their own password again:
// one message reaches thousands of people and cannot be taken back.

/** Characters of an announcement in each language. */
export const ANNOUNCEMENT_MAX = 1_000;

/** Wrong passwords an admin may give here before being refused for a while, counted as login counts them. */
const PASSWORD_GUESSES: RateLimit = { limit: 5, period: 600, failures: true };

export async function sendCampaignAnnouncement(ctx: Context, viewer: UserRow, input: SendCampaignAnnouncementInput) {
  const message = translations(input.announcement, "announcement", ANNOUNCEMENT_MAX);
  const { campaign } = await challengeOf(ctx, idOf(input.campaign, "WritingChallenge"));
  const hash = viewer.passwordHash;
  const window = rateLimitWindow(PASSWORD_GUESSES, "sendCampaignAnnouncement.password", {}, ctx);
  await guardFailures(ctx, [{ limit: PASSWORD_GUESSES, window }], async () => {
    if (!hash || !(await verifyPassword(input.password, hash))) {
      throw new ApiError("USER_PASSWORD_INVALID", "The password is not correct.");
    }
  });
  await announceToParticipants(ctx.db, campaign.id, message, input.link, ctx.now);
  return true;
}
