import "server-only";
import { mentionedUserNames } from "@/lib/text/mentions";
import { runBatch } from "@/server/db/client";
import { type FanOutJob, runFanOut } from "@/server/db/notice-fanout";
import {
  activeRecipients,
  blockersAmong,
  markAllNoticesRead,
  type NewNotice,
  noticeStatements,
  setNotificationSetting,
  settingAmong,
  usersByLowerNames,
} from "@/server/db/queries/notices";
import type { UserRow } from "@/server/db/queries/users";
import type { Context } from "../context";
import type { UpdateNotificationSettingInput } from "../generated/resolvers";
import { idOf } from "../ids";
import { mailMode } from "../mail-mode";
import { sendMail } from "./mail";
import { type MailedNotice, noticeMail } from "./notice-mail";

// Notices: written where something happens to a reader's work or account, to a handful of
// people (the author of what was commented on, the people mentioned), in the request: one
// batch, a few statements each. What reaches every follower (My Page's dot when someone they
// follow publishes) or everyone (an official announcement) goes to the queue (fanOut), so
// publishing costs the same with 10,000 followers as with none. The contract has no notice
// type for a followee's new article or moment: followers learn of it by the dot and the feed.
//
// Nobody is told of their own doing, nor of what someone they blocked did, nor of a kind they
// turned off (NotificationSetting); email goes out for mentions and new followers only, to
// readers who turned `email` on, when the site can send mail.

/** The switch of NotificationSetting that turns each kind off; kinds not listed are always on. */
const SETTING_OF: Record<string, string> = {
  UserNewFollower: "userNewFollower",
  ArticleMentionedYou: "mention",
  MomentMentionedYou: "mention",
  CommentMentionedYou: "mention",
  CircleDiscussionMentionedYou: "mention",
  CircleBroadcastMentionedYou: "mention",
  ArticleNewComment: "articleNewComment",
  MomentNewComment: "newComment",
  CommentNewReply: "newComment",
  CommentPinned: "newComment",
  ArticleNewAppreciation: "articleNewAppreciation",
  ArticleNewSubscriber: "articleNewSubscription",
  ArticleNewCollected: "articleNewCollected",
  CommentLiked: "newLike",
  MomentLiked: "newLike",
  CollectionLiked: "newLike",
  CircleNewSubscriber: "circleNewSubscriber",
  CircleNewUnsubscriber: "circleNewUnsubscriber",
  CircleNewFollower: "circleNewFollower",
};

/** The switches that are off unless a reader turns them on. */
export const OFF_BY_DEFAULT: ReadonlySet<string> = new Set(["email"]);

/** Kinds that also mail (to readers with `email` on). */
const MAILED: Record<string, MailedNotice> = {
  UserNewFollower: "follower",
  ArticleMentionedYou: "mention",
  MomentMentionedYou: "mention",
  CommentMentionedYou: "mention",
  CircleDiscussionMentionedYou: "mention",
  CircleBroadcastMentionedYou: "mention",
};

/** Where a mailed notice points (the reader's notices list shows them all). */
const NOTICES_PATH = "/me/notifications";

/**
 * A notice to write. `setting` names the switch when the kind alone does not say it: a circle's
 * comment notices go to its owner and to its members under different switches.
 */
type Wanted = Omit<NewNotice, "actorId"> & { setting?: string };

const settingOf = (n: Wanted) => n.setting ?? SETTING_OF[n.type];

/**
 * Writes these notices of one actor, all in one batch: each kind to the readers who take it.
 * A recipient named twice for the same kind and target gets one notice. Called after the
 * action is done: a failure here is logged, and the action still answers as done. Answers
 * who was told (none when it failed).
 */
export async function notify(ctx: Context, actor: UserRow, wanted: readonly Wanted[]): Promise<Set<number>> {
  try {
    return await writeNotices(ctx, actor, wanted);
  } catch (error) {
    console.error("notices failed", error);
    return new Set();
  }
}

async function writeNotices(ctx: Context, actor: UserRow, wanted: readonly Wanted[]): Promise<Set<number>> {
  const seen = new Set<string>();
  const list = wanted.filter((n) => {
    const key = `${n.recipientId}:${n.type}:${n.targetId}:${n.entityId ?? ""}`;
    if (n.recipientId === actor.id || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  if (list.length === 0) return new Set();
  const ids = [...new Set(list.map((n) => n.recipientId))];
  const [recipients, blockers] = await Promise.all([
    activeRecipients(ctx.db, ids),
    blockersAmong(ctx.db, ids, actor.id),
  ]);
  const active = new Map(recipients.map((r) => [r.id, r]));
  const kinds = [...new Set(list.map(settingOf).filter((s): s is string => Boolean(s)))];
  const off = new Map(
    await Promise.all(kinds.map(async (k) => [k, await settingAmong(ctx.db, ids, k, false)] as const)),
  );
  const taking = list.filter(
    (n) =>
      active.has(n.recipientId) && !blockers.has(n.recipientId) && !off.get(settingOf(n) ?? "")?.has(n.recipientId),
  );
  if (taking.length === 0) return new Set();
  await runBatch(
    ctx.db,
    taking.flatMap(({ setting: _setting, ...n }) =>
      noticeStatements(ctx.db, { ...n, actorId: actor.id }, ctx.now, `once:${crypto.randomUUID()}`),
    ),
  );
  await mailNotices(
    ctx,
    actor,
    taking
      .filter((n) => MAILED[n.type])
      .map((n) => ({ kind: MAILED[n.type] as MailedNotice, recipientId: n.recipientId })),
    active,
  );
  return new Set(taking.map((n) => n.recipientId));
}

/** Mail for mentions and new followers; a failure is logged, never the action's failure. */
async function mailNotices(
  ctx: Context,
  actor: UserRow,
  mails: { kind: MailedNotice; recipientId: number }[],
  recipients: Map<number, { email: string | null; language: UserRow["language"] }>,
) {
  if (mails.length === 0 || mailMode(ctx.env) === "none") return;
  const on = await settingAmong(
    ctx.db,
    mails.map((m) => m.recipientId),
    "email",
    true,
  );
  const site = ctx.env.SITE_URL ?? `https://${ctx.host}`;
  const name = actor.displayName ?? actor.userName ?? "";
  for (const mail of mails) {
    const to = recipients.get(mail.recipientId);
    if (!on.has(mail.recipientId) || !to?.email) continue;
    try {
      await sendMail(ctx.env, ctx.db, noticeMail(to.email, mail.kind, name, `${site}${NOTICES_PATH}`, to.language));
    } catch (error) {
      console.error("notice mail failed", error);
    }
  }
}

/** The people a text mentions (links to `/@name`, and ids the form named), as user ids. */
export async function mentionedIn(ctx: Context, html: string, globalIds: readonly string[] = []) {
  const byName = await usersByLowerNames(ctx.db, mentionedUserNames(html));
  return [...new Set([...byName.map((u) => u.id), ...globalIds.map((id) => idOf(id, "User"))])];
}

/**
 * Notices to many readers, off the request: sent to the queue when the worker has one
 * (NOTICE_QUEUE), else run here slice by slice (scripts and tools without the binding).
 */
export async function fanOut(ctx: Context, job: FanOutJob) {
  try {
    if (ctx.env.NOTICE_QUEUE) {
      await ctx.env.NOTICE_QUEUE.send(job);
      return;
    }
    let next: FanOutJob | null = job;
    while (next) next = await runFanOut(ctx.env.DB, next);
  } catch (error) {
    // the work is published either way; only the followers' dot is missed
    console.error("notice fan-out could not start", error);
  }
}

/**
 * A donation received (TransactionNotice PaymentReceivedDonation): for the wallet's donation
 * mutations to call once the transaction succeeded. Always on: money is never a setting.
 */
export function notifyDonation(ctx: Context, sender: UserRow, transaction: { id: number; recipientId: number }) {
  return notify(ctx, sender, [
    { recipientId: transaction.recipientId, type: "PaymentReceivedDonation", targetId: transaction.id },
  ]);
}

/** An official announcement to every active reader (no mutation makes one yet: admins' tools will). */
export function announceToEveryone(ctx: Context, message: string, link: string | null = null) {
  return fanOut(ctx, { kind: "everyone", message, link, now: ctx.now });
}

export async function markAllRead(ctx: Context, viewer: UserRow) {
  await markAllNoticesRead(ctx.db, viewer.id);
  return true;
}

export async function updateNotificationSetting(
  ctx: Context,
  viewer: UserRow,
  input: UpdateNotificationSettingInput,
): Promise<UserRow> {
  await setNotificationSetting(ctx.db, viewer.id, input.type, input.enabled, ctx.now);
  return viewer;
}
