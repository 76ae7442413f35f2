import "server-only";
import { membersAmong } from "@/server/db/queries/circle-invitations";
import type { CircleRow } from "@/server/db/queries/circles";
import type { CommentRow } from "@/server/db/queries/comments";
import type { UserRow } from "@/server/db/queries/users";
import type { Context } from "../context";
import type { CircleCommentType } from "./circle-comments";
import { fanOut, notify } from "./notices";

// CircleNotice (issue 34): the owner hears of new subscribers, unsubscribers and followers; a
// new comment in the discussion or broadcast reaches the owner (when a member wrote it) and the
// members (through the notice queue: a circle may have many), each under the contract's switch
// for who they are and what was written. Invitations are written by the invitation service.

type OwnerKind = "CircleNewSubscriber" | "CircleNewUnsubscriber" | "CircleNewFollower";

/** Tells the circle's owner that `actor` subscribed, unsubscribed or followed (their switch allowing). */
export function notifyCircleOwner(ctx: Context, actor: UserRow, circle: CircleRow, type: OwnerKind) {
  return notify(ctx, actor, [{ recipientId: circle.ownerId, type, targetId: circle.id }]);
}

/** The switches of NotificationSetting: the owner's (member wrote) and the members' (anyone wrote). */
const SWITCHES = {
  circleDiscussion: {
    type: "CircleNewDiscussionComments",
    owner: { thread: "circleMemberNewDiscussion", reply: "circleMemberNewDiscussionReply" },
    members: { thread: "inCircleNewDiscussion", reply: "inCircleNewDiscussionReply" },
  },
  circleBroadcast: {
    type: "CircleNewBroadcastComments",
    // only the owner starts a broadcast: the owner hears of replies alone
    owner: { thread: null, reply: "circleMemberNewBroadcastReply" },
    members: { thread: "inCircleNewBroadcast", reply: "inCircleNewBroadcastReply" },
  },
} as const;

/** The kinds a person mentioned in a circle's comment is told by (CircleNotice naming it in `mentions`). */
export const MENTION_KINDS = {
  circleDiscussion: "CircleDiscussionMentionedYou",
  circleBroadcast: "CircleBroadcastMentionedYou",
} as const;

/**
 * A new comment in a circle: to the people it mentions who are in the circle (the owner or a
 * member; anyone else could not read it, and hears nothing), under `mention`; then to the
 * owner (unless theirs, or told of it as mentioned), and to every other member off the
 * request (the fan-out skips a member told of it as mentioned).
 */
export async function notifyCircleComment(
  ctx: Context,
  actor: UserRow,
  circle: CircleRow,
  comment: CommentRow & { type: CircleCommentType },
  mentioned: readonly number[],
) {
  const switches = SWITCHES[comment.type];
  const mentionType = MENTION_KINDS[comment.type];
  const members = await membersAmong(ctx.db, circle.id, mentioned);
  const inCircle = mentioned.filter((id) => id === circle.ownerId || members.has(id));
  const told = await notify(
    ctx,
    actor,
    inCircle.map((recipientId) => ({
      recipientId,
      type: mentionType,
      targetId: circle.id,
      entityId: comment.id,
      setting: "mention",
    })),
  );
  const shape = comment.parentCommentId === null ? "thread" : "reply";
  const ownerSetting = switches.owner[shape];
  if (actor.id !== circle.ownerId && ownerSetting && !told.has(circle.ownerId)) {
    await notify(ctx, actor, [
      {
        recipientId: circle.ownerId,
        type: switches.type,
        targetId: circle.id,
        entityId: comment.id,
        setting: ownerSetting,
      },
    ]);
  }
  await fanOut(ctx, {
    kind: "circleMembers",
    circleId: circle.id,
    commentId: comment.id,
    actorId: actor.id,
    type: switches.type,
    mentionType,
    setting: switches.members[shape],
    now: ctx.now,
  });
}

/** An article and its access as a version holds them. */
type Access = { access: string; circleId: number | null };

/**
 * An article newly paywalled for a circle's members (published so, or changed to it): the
 * members are told (ArticleNotice CircleNewArticle, under `inCircleNewArticle`) through the
 * notice queue, once per article: paywalling it again, or anew after it was public, tells none
 * already told. `before` is null for an article just published.
 */
export async function notifyCircleArticle(
  ctx: Context,
  author: UserRow,
  articleId: number,
  before: Access | null,
  after: Access,
) {
  if (after.access !== "paywall" || after.circleId === null) return;
  if (before && before.access === "paywall" && before.circleId === after.circleId) return;
  await fanOut(ctx, {
    kind: "circleMembers",
    circleId: after.circleId,
    actorId: author.id,
    type: "CircleNewArticle",
    articleId,
    setting: "inCircleNewArticle",
    now: ctx.now,
  });
}
