import type { NotificationSettingType } from "@/lib/graphql/generated/notices/graphql";

/** The switches of /me/settings/notifications (the circles' have a page of their own). */
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

/** The switches of /me/settings/notifications/circle: as a circle's owner, then as a member. */
export const CIRCLE_SETTINGS = [
  "circleNewSubscriber",
  "circleNewFollower",
  "circleNewUnsubscriber",
  "circleMemberNewDiscussion",
  "circleMemberNewDiscussionReply",
  "circleMemberNewBroadcastReply",
  "inCircleNewArticle",
  "inCircleNewBroadcast",
  "inCircleNewBroadcastReply",
  "inCircleNewDiscussion",
  "inCircleNewDiscussionReply",
] as const satisfies readonly NotificationSettingType[];

export type CircleSetting = (typeof CIRCLE_SETTINGS)[number];
