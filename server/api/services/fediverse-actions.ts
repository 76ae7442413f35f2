import "server-only";
import { momentHtml } from "@/lib/text/moment-text";
import { userFederationSetting } from "@/server/db/queries/federation-settings";
import {
  deleteActorBlock,
  deleteEngagement,
  deleteFollowing,
  type EngagementKind,
  insertActorBlock,
  insertEngagement,
  insertFollowing,
  insertOutboundReport,
  knownRemoteActor,
  markNotificationsRead,
  postByObjectUri,
} from "@/server/db/queries/fediverse-reader";
import type { UserRow } from "@/server/db/queries/users";
import {
  activityUri,
  actorUri,
  enqueueJob,
  type JobRecipient,
  type MarginsJob,
  noteUri,
} from "@/server/federation/job-messages";
import { MAX_FOLLOWING_PER_ACTOR } from "@/server/federation/limits";
import type { RemoteActorRow } from "@/server/federation/remote-actors";
import type { Context } from "../context";
import { ApiError } from "../errors";
import type { FediverseAction, FediverseActionInput } from "../generated/resolvers";
import { lookupTarget, resolveRemoteActor } from "./fediverse-lookup";

// actFediverse (issue 38, the reader's side): a person here acts on the fediverse as their own
// actor, which exists only while they opt in. Each action validates its input, writes its row
// in one conditional statement, and leaves the sending to the worker (a FEDERATION_QUEUE job,
// server/federation/jobs.ts), so nothing here waits on a remote server.

export type ActionResult = { status: string; activityId: string | null; remoteActorId: string | null };

const origin = (ctx: Context) => ctx.env.SITE_URL || "http://localhost/";
const recipient = (actor: RemoteActorRow): JobRecipient => ({
  uri: actor.uri,
  inbox: actor.inbox,
  sharedInbox: actor.sharedInbox,
});

/** The viewer's actor exists only while they opt in: FORBIDDEN_BY_STATE otherwise. */
export async function requireFediverseActor(ctx: Context, viewer: UserRow) {
  const setting = await userFederationSetting(ctx.db, viewer.id);
  if (setting?.state !== "enabled") {
    throw new ApiError("FORBIDDEN_BY_STATE", "Turn on the fediverse in your settings first.", {
      reason: "not_opted_in",
    });
  }
}

function need<T>(value: T | null | undefined, field: string, message: string): T {
  if (value === null || value === undefined || value === "") {
    throw new ApiError("BAD_USER_INPUT", message, { field: `input.${field}` });
  }
  return value;
}

/** What each action needs, checked before anything is read: BAD_USER_INPUT naming the field. */
function validate(input: FediverseActionInput) {
  const action: FediverseAction = input.action;
  if (["follow", "unfollow", "block", "unblock", "report"].includes(action))
    lookupTarget({
      account: input.account,
      actorId: input.remoteActorId,
    });
  if (["reply", "like", "unlike", "announce", "unannounce"].includes(action)) {
    need(input.objectId, "objectId", "Say which post.");
  }
  if (action === "reply" && !need(input.content, "content", "Write the reply.").trim()) {
    throw new ApiError("BAD_USER_INPUT", "Write the reply.", { field: "input.content" });
  }
  if (action === "report") need(input.reason, "reason", "Say why you report this account.");
  if (action === "mark_read" && input.notificationIds?.some((id) => !/^[1-9]\d{0,15}$/.test(id))) {
    throw new ApiError("BAD_USER_INPUT", "Unknown notification.", { field: "input.notificationIds" });
  }
}

export async function actFediverse(ctx: Context, viewer: UserRow, input: FediverseActionInput): Promise<ActionResult> {
  validate(input);
  await requireFediverseActor(ctx, viewer);
  switch (input.action) {
    case "follow":
      return follow(ctx, viewer, input);
    case "unfollow":
      return unfollow(ctx, viewer, input);
    case "reply":
      return reply(ctx, viewer, input);
    case "like":
    case "announce":
      return engage(ctx, viewer, input, input.action);
    case "unlike":
      return disengage(ctx, viewer, input, "like");
    case "unannounce":
      return disengage(ctx, viewer, input, "announce");
    case "block":
    case "unblock":
      return block(ctx, viewer, input, input.action === "block");
    case "report":
      return report(ctx, viewer, input);
    case "mark_read": {
      const ids = input.notificationIds ? input.notificationIds.map(Number) : null;
      if (ids?.length !== 0) await markNotificationsRead(ctx.db, viewer.id, ids);
      return { status: "done", activityId: null, remoteActorId: null };
    }
  }
}

const actorInput = (input: FediverseActionInput) => ({ account: input.account, actorId: input.remoteActorId });

/** An actor this action may only name if we know it already (no lookup to take something back). */
async function knownActor(ctx: Context, input: FediverseActionInput): Promise<RemoteActorRow> {
  const target = lookupTarget(actorInput(input));
  const actor = await knownRemoteActor(
    ctx.db,
    "account" in target ? { handle: target.account } : { uri: target.actorId },
  );
  if (!actor) throw new ApiError("ENTITY_NOT_FOUND", "That account is not known here.");
  return actor;
}

async function follow(ctx: Context, viewer: UserRow, input: FediverseActionInput): Promise<ActionResult> {
  const actor = await resolveRemoteActor(ctx, actorInput(input));
  if (new URL(actor.uri).origin === new URL(origin(ctx)).origin) {
    throw new ApiError("BAD_USER_INPUT", "Follow people here from their profile.", { field: "input.account" });
  }
  const followUri = activityUri(origin(ctx), viewer.id, "follows");
  const outcome = await insertFollowing(ctx.db, {
    userId: viewer.id,
    remoteActorId: actor.id,
    followUri,
    max: MAX_FOLLOWING_PER_ACTOR,
    now: ctx.now,
  });
  if (outcome === "full") {
    throw new ApiError(
      "ACTION_LIMIT_EXCEEDED",
      `You can follow at most ${MAX_FOLLOWING_PER_ACTOR} fediverse accounts.`,
    );
  }
  if (outcome === "exists") return { status: "exists", activityId: null, remoteActorId: actor.uri };
  await sendOrUndo(
    ctx,
    { kind: "margins.follow", userId: viewer.id, activityId: followUri, actor: recipient(actor) },
    () => deleteFollowing(ctx.db, viewer.id, actor.id),
  );
  return { status: "pending", activityId: followUri, remoteActorId: actor.uri };
}

async function unfollow(ctx: Context, viewer: UserRow, input: FediverseActionInput): Promise<ActionResult> {
  const actor = await knownActor(ctx, input);
  const followId = await deleteFollowing(ctx.db, viewer.id, actor.id);
  if (!followId) return { status: "removed", activityId: null, remoteActorId: actor.uri };
  const activityId = activityUri(origin(ctx), viewer.id, "undo");
  await enqueueJob(ctx.env.FEDERATION_QUEUE, {
    kind: "margins.unfollow",
    userId: viewer.id,
    activityId,
    followId,
    actor: recipient(actor),
  });
  return { status: "removed", activityId, remoteActorId: actor.uri };
}

async function postOf(ctx: Context, input: FediverseActionInput) {
  const post = await postByObjectUri(ctx.db, need(input.objectId, "objectId", "Say which post."));
  if (!post) throw new ApiError("ENTITY_NOT_FOUND", "That post is not here (or was deleted).");
  return post;
}

async function reply(ctx: Context, viewer: UserRow, input: FediverseActionInput): Promise<ActionResult> {
  const post = await postOf(ctx, input);
  const activityId = activityUri(origin(ctx), viewer.id, "creates");
  await enqueueJob(ctx.env.FEDERATION_QUEUE, {
    kind: "margins.reply",
    userId: viewer.id,
    activityId,
    noteId: noteUri(origin(ctx), viewer.id),
    inReplyTo: post.objectUri,
    content: momentHtml(input.content ?? ""),
    actor: recipient(post),
  });
  return { status: "done", activityId, remoteActorId: post.uri };
}

async function engage(
  ctx: Context,
  viewer: UserRow,
  input: FediverseActionInput,
  kind: EngagementKind,
): Promise<ActionResult> {
  const post = await postOf(ctx, input);
  const proposed = activityUri(origin(ctx), viewer.id, kind === "like" ? "likes" : "announces");
  const saved = await insertEngagement(ctx.db, {
    userId: viewer.id,
    postId: post.postId,
    kind,
    activityUri: proposed,
    now: ctx.now,
  });
  if (saved.created) {
    const job: MarginsJob = {
      kind: kind === "like" ? "margins.like" : "margins.announce",
      userId: viewer.id,
      activityId: saved.activityUri,
      objectId: post.objectUri,
      actor: recipient(post),
    };
    await sendOrUndo(ctx, job, () => deleteEngagement(ctx.db, viewer.id, post.postId, kind));
  }
  return { status: "done", activityId: saved.activityUri, remoteActorId: post.uri };
}

async function disengage(
  ctx: Context,
  viewer: UserRow,
  input: FediverseActionInput,
  kind: EngagementKind,
): Promise<ActionResult> {
  const post = await postOf(ctx, input);
  const undoneId = await deleteEngagement(ctx.db, viewer.id, post.postId, kind);
  if (!undoneId) return { status: "removed", activityId: null, remoteActorId: post.uri };
  const activityId = activityUri(origin(ctx), viewer.id, "undo");
  await enqueueJob(ctx.env.FEDERATION_QUEUE, {
    kind: kind === "like" ? "margins.unlike" : "margins.unannounce",
    userId: viewer.id,
    activityId,
    undoneId,
    objectId: post.objectUri,
    actor: recipient(post),
  });
  return { status: "removed", activityId, remoteActorId: post.uri };
}

/** A block's id is the same every time, so an unblock's Undo can name the Block it takes back. */
const blockUri = (ctx: Context, userId: number, actor: RemoteActorRow) =>
  `${actorUri(origin(ctx), userId)}#blocks/${encodeURIComponent(actor.uri)}`;

async function block(ctx: Context, viewer: UserRow, input: FediverseActionInput, on: boolean): Promise<ActionResult> {
  const actor = await (on ? resolveRemoteActor(ctx, actorInput(input)) : knownActor(ctx, input));
  const blockId = blockUri(ctx, viewer.id, actor);
  const changed = on
    ? await insertActorBlock(ctx.db, viewer.id, actor, ctx.now)
    : await deleteActorBlock(ctx.db, viewer.id, actor.uri);
  const activityId = on ? blockId : activityUri(origin(ctx), viewer.id, "undo");
  if (changed) {
    await enqueueJob(ctx.env.FEDERATION_QUEUE, {
      kind: "margins.block",
      userId: viewer.id,
      activityId,
      actor: recipient(actor),
      ...(on ? {} : { undo: { blockId } }),
    });
  }
  return { status: on ? "blocked" : "removed", activityId: changed ? activityId : null, remoteActorId: actor.uri };
}

async function report(ctx: Context, viewer: UserRow, input: FediverseActionInput): Promise<ActionResult> {
  const actor = await resolveRemoteActor(ctx, actorInput(input));
  let objectUri: string | null = null;
  if (input.objectId) {
    const post = await postOf(ctx, input);
    if (post.uri !== actor.uri)
      throw new ApiError("BAD_USER_INPUT", "That post is not theirs.", { field: "input.objectId" });
    objectUri = post.objectUri;
  }
  const activityId = activityUri(origin(ctx), viewer.id, "flags");
  const reason = need(input.reason, "reason", "Say why you report this account.");
  await insertOutboundReport(ctx.db, {
    userId: viewer.id,
    actor,
    objectUri,
    activityUri: activityId,
    reason,
    now: ctx.now,
  });
  await enqueueJob(ctx.env.FEDERATION_QUEUE, {
    kind: "margins.report",
    userId: viewer.id,
    activityId,
    objectIds: objectUri ? [objectUri] : [],
    reason,
    actor: recipient(actor),
  });
  return { status: "done", activityId, remoteActorId: actor.uri };
}

/** A row whose activity could not be queued is taken back, so nothing says "sent" that was not. */
async function sendOrUndo(ctx: Context, job: MarginsJob, undo: () => Promise<unknown>) {
  try {
    await enqueueJob(ctx.env.FEDERATION_QUEUE, job);
  } catch (error) {
    await undo();
    throw error;
  }
}
