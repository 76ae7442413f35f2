import "server-only";
import { cacheTags } from "@/lib/cache/tags";
import {
  type ArticleFederationState,
  type AuthorFederationState,
  articleFederationSetting,
  userFederationSetting,
} from "@/server/db/queries/federation-settings";
import {
  closeDeadLetter,
  type DeadLetterRow,
  deadLetterList,
  domainBlockList,
  gatewayAuditEvents,
  overrideFederationSetting,
  pruneSocialData,
  putDomainBlock,
  queueCounts,
  reopenDeadLetter,
  reportList,
  resolveReport,
  socialCounts,
} from "@/server/db/queries/fediverse-gateway";
import type { UserRow } from "@/server/db/queries/users";
import { type QueuedBody, sendRecorded } from "@/server/federation/deliveries";
import {
  MAX_FOLLOWING_PER_ACTOR,
  STORED_POSTS_MAX,
  TIMELINE_MAX_ITEMS,
  TIMELINE_RETENTION_DAYS,
} from "@/server/federation/limits";
import type { Context } from "../context";
import { ApiError } from "../errors";
import { idOf } from "../ids";
import { sendFarewellJob } from "./federation-outbound";

// The admin's side of the fediverse (issue 38): the gateway dashboard and the mutations on
// dead letters, reports, instance blocks and people's and articles' federation choices. The
// API runs in Next's bundle, without Fedify: a replay puts the stored message (already a
// Fedify task, plain JSON) back on FEDERATION_QUEUE itself, as a new recorded delivery, and the
// worker's consumer runs it as it ran it the first time.

const LIST_LIMIT = 50;
const DAY = 86_400_000;

/** Dead letters and federation reports are no nodes: their ids are `FediverseDeadLetter:<n>` in base64. */
export const gatewayId = (type: "FediverseDeadLetter" | "FediverseReport", id: number) => btoa(`${type}:${id}`);

function gatewayIdOf(globalId: string, type: "FediverseDeadLetter" | "FediverseReport"): number {
  let decoded = "";
  try {
    decoded = atob(globalId);
  } catch {
    // falls through to the refusal
  }
  const match = new RegExp(`^${type}:([1-9]\\d{0,15})$`).exec(decoded);
  if (!match) throw new ApiError("BAD_USER_INPUT", "Invalid id.", { field: "input.id" });
  return Number(match[1]);
}

/** A reason of 3 to 500 characters once trimmed (the schema checks the untrimmed length). */
function reasonOf(value: string, field: string): string {
  const reason = value.trim();
  if (reason.length < 3 || reason.length > 500) {
    throw new ApiError("BAD_USER_INPUT", "Give a reason of 3 to 500 characters.", { field });
  }
  return reason;
}

export async function gatewayDashboard(ctx: Context) {
  const [queue, social, deadLetters, reports, auditEvents, domainBlocks] = await Promise.all([
    queueCounts(ctx.db),
    socialCounts(ctx.db),
    deadLetterList(ctx.db, LIST_LIMIT),
    reportList(ctx.db, LIST_LIMIT),
    gatewayAuditEvents(ctx.db, LIST_LIMIT),
    domainBlockList(ctx.db),
  ]);
  return {
    generatedAt: new Date(ctx.now),
    queue,
    deadLetters,
    reports,
    auditEvents,
    domainBlocks,
    social: {
      ...social,
      maxFollowingPerActor: MAX_FOLLOWING_PER_ACTOR,
      timelineRetentionDays: TIMELINE_RETENTION_DAYS,
      timelineMaxItems: TIMELINE_MAX_ITEMS,
    },
  };
}

export async function replayDeadLetter(ctx: Context, admin: UserRow, input: { id: string; reason?: string | null }) {
  const id = gatewayIdOf(input.id, "FediverseDeadLetter");
  const reason = input.reason?.trim() ? reasonOf(input.reason, "input.reason") : null;
  const queue = ctx.env.FEDERATION_QUEUE;
  if (!queue) throw new ApiError("ACTION_FAILED", "Federation has no queue here.");
  // closing first, conditionally, is what makes two replays at once send it once
  const letter = await closeDeadLetter(ctx.db, { id, status: "replayed", reason, adminId: admin.id, now: ctx.now });
  if (!letter) throw new ApiError("ACTION_FAILED", "The dead letter is not open (replayed or resolved already).");
  try {
    await sendRecorded(queue, ctx.env.DB, [replayBody(letter)]);
  } catch (error) {
    await reopenDeadLetter(ctx.db, id);
    throw error;
  }
  return true;
}

/** The stored message with a new envelope id: a new delivery, counted apart from the dead one. */
function replayBody(letter: DeadLetterRow): QueuedBody {
  const body = (typeof letter.body === "string" ? JSON.parse(letter.body) : letter.body) as QueuedBody;
  return { ...body, id: crypto.randomUUID() };
}

export async function resolveDeadLetter(ctx: Context, admin: UserRow, input: { id: string; reason: string }) {
  const id = gatewayIdOf(input.id, "FediverseDeadLetter");
  const reason = reasonOf(input.reason, "input.reason");
  const letter = await closeDeadLetter(ctx.db, { id, status: "resolved", reason, adminId: admin.id, now: ctx.now });
  if (!letter) throw new ApiError("ACTION_FAILED", "The dead letter is not open (replayed or resolved already).");
  return true;
}

export async function resolveFederationReport(ctx: Context, admin: UserRow, input: { id: string; resolution: string }) {
  const id = gatewayIdOf(input.id, "FediverseReport");
  const resolution = reasonOf(input.resolution, "input.resolution");
  const closed = await resolveReport(ctx.db, { id, resolution, adminId: admin.id, now: ctx.now });
  if (!closed) throw new ApiError("ACTION_FAILED", "The report is not open.");
  return true;
}

// a host name: labels of letters, digits and hyphens (IDNs in their xn-- form), or an IPv4 address
const HOST = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/;

export async function putFediverseDomainBlock(
  ctx: Context,
  admin: UserRow,
  input: { domain: string; blocked: boolean; reason?: string | null },
) {
  const domain = input.domain.trim().toLowerCase().replace(/\.$/, "");
  if (!HOST.test(domain))
    throw new ApiError("BAD_USER_INPUT", "Give a host name, like example.social.", { field: "input.domain" });
  const reason = input.reason?.trim() ? input.reason.trim().slice(0, 500) : null;
  await putDomainBlock(ctx.db, { domain, blocked: input.blocked, reason, adminId: admin.id, now: ctx.now });
  return domainBlockList(ctx.db);
}

export async function pruneFediverseSocial(
  ctx: Context,
  admin: UserRow,
  input: { retentionDays?: number | null; maxItems?: number | null } | null | undefined,
) {
  const days = input?.retentionDays ?? TIMELINE_RETENTION_DAYS;
  const maxItems = input?.maxItems ?? STORED_POSTS_MAX;
  await pruneSocialData(ctx.db, { cutoff: ctx.now - days * DAY, maxItems }, admin.id, ctx.now);
  return true;
}

const AUTHOR_STATES: readonly string[] = ["enabled", "disabled"];
const ARTICLE_STATES: readonly string[] = ["inherit", "enabled", "disabled"];

export async function putUserFederation(
  ctx: Context,
  admin: UserRow,
  input: { id: string; state: AuthorFederationState },
) {
  if (!AUTHOR_STATES.includes(input.state)) throw new ApiError("BAD_USER_INPUT", "Choose enabled or disabled.");
  const userId = idOf(input.id, "User");
  const person = await ctx.loaders.user.load(userId);
  if (!person) throw new ApiError("USER_NOT_FOUND", "No such person.");
  const before = await userFederationSetting(ctx.db, userId);
  const { user } = await overrideFederationSetting(ctx.db, {
    target: "User",
    id: userId,
    state: input.state,
    before: before?.state ?? null,
    adminId: admin.id,
    now: ctx.now,
  });
  if (!user) throw new Error("federation setting not saved");
  ctx.purge([cacheTags.user(userId)]);
  if (input.state === "disabled") await sendFarewellJob(ctx, userId);
  return user;
}

export async function putArticleFederation(
  ctx: Context,
  admin: UserRow,
  input: { id: string; state: ArticleFederationState },
) {
  if (!ARTICLE_STATES.includes(input.state))
    throw new ApiError("BAD_USER_INPUT", "Choose inherit, enabled or disabled.");
  const articleId = idOf(input.id, "Article");
  const found = await ctx.loaders.article.load(articleId);
  if (!found) throw new ApiError("ARTICLE_NOT_FOUND", "Article not found.");
  const before = await articleFederationSetting(ctx.db, articleId);
  const { article } = await overrideFederationSetting(ctx.db, {
    target: "Article",
    id: articleId,
    state: input.state,
    before: before?.state ?? null,
    adminId: admin.id,
    now: ctx.now,
  });
  if (!article) throw new Error("federation setting not saved");
  ctx.purge([cacheTags.article(articleId)]);
  return article;
}
