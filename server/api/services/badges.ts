import "server-only";
import { cacheTags } from "@/lib/cache/tags";
import {
  type BadgeNotice,
  type BadgeType,
  grandSlamEligible,
  grantBadges,
  revokeBadge,
  supportsReceivedReach,
} from "@/server/db/queries/badges";
import { usersByIds } from "@/server/db/queries/users";
import type { Context } from "../context";
import { ApiError } from "../errors";
import type { ToggleUsersBadgeInput } from "../generated/resolvers";
import { idOf } from "../ids";

// Badges: admins give and take them (toggleUsersBadge); the grand slam and the golden motor are
// granted by what people do, right after it is written. Each grant tells its holder with an
// official notice in their language that leads to the badge on their profile.

/** Supports (succeeded donations) a person receives before the golden motor is theirs. */
export const GOLDEN_MOTOR_SUPPORTS = 100;

const NOMAD_LEVEL = /^nomad([1-4])$/;

/** The notice of a badge granted: its words in three languages, and the profile's dialog it opens. */
export function badgeNotice(type: BadgeType): BadgeNotice {
  const level = NOMAD_LEVEL.exec(type)?.[1];
  if (level) {
    return {
      en: `You have earned the Nomad badge, level ${level}. See it on your profile.`,
      zh_hant: `你獲得了第 ${level} 級遊牧徽章，到個人頁看看吧。`,
      zh_hans: `你获得了第 ${level} 级游牧徽章，到个人页看看吧。`,
      query: "?dialog=nomad-badge",
    };
  }
  if (type === "grand_slam") {
    return {
      en: "You wrote for every stage of a writing challenge and earned the Grand Slam badge. Come and see it.",
      zh_hant: "你完成了寫作挑戰的每一個階段，獲得大滿貫徽章，快來看看。",
      zh_hans: "你完成了写作挑战的每一个阶段，获得大满贯徽章，快来看看。",
      query: "?dialog=grand-badge&step=congrats",
    };
  }
  if (type === "golden_motor") {
    return {
      en: `Your work has been supported ${GOLDEN_MOTOR_SUPPORTS} times: the Golden Motor badge is yours. See it on your profile.`,
      zh_hant: `你的作品已獲得 ${GOLDEN_MOTOR_SUPPORTS} 次支持，金色馬達徽章是你的了，到個人頁看看吧。`,
      zh_hans: `你的作品已获得 ${GOLDEN_MOTOR_SUPPORTS} 次支持，金色马达徽章是你的了，到个人页看看吧。`,
      query: "",
    };
  }
  return {
    en: "You have been given a new badge. See it on your profile.",
    zh_hant: "你獲得了一枚新徽章，到個人頁看看吧。",
    zh_hans: "你获得了一枚新徽章，到个人页看看吧。",
    query: "",
  };
}

/**
 * Admins give a badge to people, or take it from them. A nomad level replaces a lower one and
 * never a higher one. Each person newly holding it is told once, however many calls race.
 */
export async function toggleUsersBadge(ctx: Context, input: ToggleUsersBadgeInput) {
  // at most 50 (the SDL's constraint): two statements each, in one batch
  if (input.ids.length === 0) throw new ApiError("BAD_USER_INPUT", "Name at least one person.", { field: "input.ids" });
  const ids = [...new Set(input.ids.map((id) => idOf(id, "User")))];
  const found = await usersByIds(ctx.db, ids);
  if (found.length !== ids.length) throw new ApiError("USER_NOT_FOUND", "No such person.");
  const type = input.type as BadgeType;
  const changed = input.enabled
    ? await grantBadges(
        ctx.db,
        ids.map((userId) => ({ userId, type, notice: badgeNotice(type) })),
        ctx.now,
      )
    : await revokeEach(ctx, ids, type);
  if (changed.size > 0) ctx.purge([...changed].map((id) => cacheTags.user(id)));
  for (const id of changed) ctx.loaders.user.clear(id);
  const after = new Map((await usersByIds(ctx.db, ids)).map((u) => [u.id, u]));
  return ids.map((id) => after.get(id) ?? null);
}

async function revokeEach(ctx: Context, ids: readonly number[], type: BadgeType) {
  const took = await Promise.all(ids.map(async (id) => ((await revokeBadge(ctx.db, id, type, ctx.now)) ? id : 0)));
  return new Set(took.filter((id) => id > 0));
}

/**
 * After a person's entries were written: the grand slam of any of these challenges they have
 * now completed. Never the write's failure: a failure is logged, and the next entry tries again.
 */
export async function grantGrandSlam(ctx: Context, userId: number, campaignIds: readonly number[]) {
  if (campaignIds.length === 0) return;
  await grantSafely(
    ctx,
    [...new Set(campaignIds)].map((campaignId) => ({
      userId,
      type: "grand_slam" as const,
      notice: badgeNotice("grand_slam"),
      eligible: grandSlamEligible(userId, campaignId),
    })),
  );
}

/** After a support reached its recipient: the golden motor at GOLDEN_MOTOR_SUPPORTS received. */
export async function grantGoldenMotor(ctx: Context, recipientId: number) {
  await grantSafely(ctx, [
    {
      userId: recipientId,
      type: "golden_motor",
      notice: badgeNotice("golden_motor"),
      eligible: supportsReceivedReach(recipientId, GOLDEN_MOTOR_SUPPORTS),
    },
  ]);
}

async function grantSafely(ctx: Context, grants: Parameters<typeof grantBadges>[1]) {
  try {
    const granted = await grantBadges(ctx.db, grants, ctx.now);
    if (granted.size > 0) ctx.purge([...granted].map((id) => cacheTags.user(id)));
    for (const id of granted) ctx.loaders.user.clear(id);
  } catch (error) {
    console.error("badge grant failed", error);
  }
}
