import type { NotificationSettingType } from "@/lib/graphql/generated/notices/graphql";

/**
 * The switches that apply to what the site has (circle switches are left out: circles here
 * have no broadcasts or discussions to notify of).
 */
export const SHOWN_SETTINGS = [
  "mention",
  "userNewFollower",
  "articleNewComment",
  "newComment",
  "articleNewAppreciation",
  "newLike",
  "articleNewSubscription",
  "articleNewCollected",
  "email",
] as const satisfies readonly NotificationSettingType[];

export type ShownSetting = (typeof SHOWN_SETTINGS)[number];
