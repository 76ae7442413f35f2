import "server-only";
import { type AuditTarget, auditCount, auditPage } from "@/server/db/queries/admin-audit";
import { commentsByIds } from "@/server/db/queries/comments";
import { featureOfAuditId } from "@/server/db/queries/flags";
import { icymiTopicById } from "@/server/db/queries/icymi-topics";
import { momentsByIds } from "@/server/db/queries/moments";
import {
  type ReportTarget,
  reportGroupsCount,
  reportGroupsPage,
  resolveReportGroup,
} from "@/server/db/queries/report-queue";
import { decodeCursor, decodeIdCursor, pageSize, toConnection } from "../connections";
import type { Context } from "../context";
import { ApiError } from "../errors";
import type { ReportReason, Resolvers } from "../generated/resolvers";
import { fromGlobalId, toGlobalId } from "../ids";
import { requireViewer } from "../rules/auth";
import { updateCommentsState } from "../services/comment-states";
import { countFoundUsers, findUsers, updateUserRole, updateUserState } from "../services/user-states";

// Moderating people: their state and role, the admin area's search, and the audit log. Query.oss
// and every field below it are admins' alone (the SDL's @auth on oss), as are the mutations.

export const resolvers = {
  Mutation: {
    updateUserState: (_p, { input }, ctx) => updateUserState(ctx, requireViewer(ctx), input),
    updateUserRole: (_p, { input }, ctx) => updateUserRole(ctx, requireViewer(ctx), input),
    updateCommentsState: (_p, { input }, ctx) => updateCommentsState(ctx, requireViewer(ctx), input),
    resolveReports: async (_p, { input }, ctx) => {
      const target = reportTargetOf(input.targetId);
      const closed = await resolveReportGroup(ctx.db, requireViewer(ctx).id, target, ctx.now);
      if (closed === 0) throw new ApiError("ACTION_FAILED", "There are no open reports of it.");
      return true;
    },
  },

  OSS: {
    auditLog: async (_p, { input }, ctx) => {
      const limit = pageSize(input.first);
      const target = input.targetId ? auditTargetOf(input.targetId) : null;
      const beforeId = input.after ? decodeIdCursor(input.after) : null;
      const rows = await auditPage(ctx.db, target, beforeId, limit + 1);
      return toConnection(rows, limit, (row) => [row.id], {
        totalCount: () => auditCount(ctx.db, target),
        hasPrevious: beforeId != null,
      });
    },
    reportGroups: async (_p, { input }, ctx) => {
      const limit = pageSize(input.first);
      const beforeId = input.after ? decodeIdCursor(input.after) : null;
      const rows = await reportGroupsPage(ctx.db, beforeId, limit + 1);
      return toConnection(rows, limit, (row) => [row.latestId], {
        totalCount: () => reportGroupsCount(ctx.db),
        hasPrevious: beforeId != null,
      });
    },
    findUsers: async (_p, { input }, ctx) => {
      const limit = pageSize(input.first);
      const afterName = input.after ? nameCursor(input.after) : null;
      const rows = await findUsers(ctx.db, input.key, afterName, limit + 1);
      return toConnection(rows, limit, (row) => [(row.userName ?? "").toLowerCase()], {
        totalCount: () => countFoundUsers(ctx.db, input.key),
        hasPrevious: afterName != null,
      });
    },
  },

  User: {
    oss: (user) => {
      if ("visitor" in user) throw new ApiError("FORBIDDEN", "A visitor has no account.");
      return user;
    },
  },

  UserOSS: {
    banEndsAt: (user) => (user.state === "banned" ? user.banEndsAt : null),
  },

  AuditLogEntry: {
    id: (row) => btoa(`AuditLogEntry:${row.id}`),
    actor: async (row, _a, ctx) => (row.actorId == null ? null : ((await ctx.loaders.user.load(row.actorId)) ?? null)),
    target: (row, _a, ctx) => anyTarget(ctx, row.targetType, row.targetId),
    targetId: (row) => auditTargetId(row.targetType, row.targetId),
    before: (row) => JSON.stringify(row.before),
    after: (row) => JSON.stringify(row.after),
  },
  ReportGroup: {
    target: (row, _a, ctx) => anyTarget(ctx, row.targetType, row.targetId),
    targetId: (row) => toGlobalId(row.targetType, row.targetId),
    reasons: (row) => row.reasons.split(",") as ReportReason[],
    reportCount: (row) => row.reports,
    reporterCount: (row) => row.reporters,
    latestAt: (row) => row.latestAt,
  },
} satisfies Resolvers;

/** What an admin acts on, whatever its state (a banned comment, an archived article still show here). */
async function anyTarget(ctx: Context, type: AuditTarget["type"], id: number) {
  // a feature or an app is no node: its row's before and after name it
  if (NOT_NODES.has(type)) return null;
  if (type === "User") return (await ctx.loaders.user.load(id)) ?? null;
  if (type === "Article") return (await ctx.loaders.article.load(id)) ?? null;
  if (type === "Comment") return (await commentsByIds(ctx.db, [id]))[0] ?? null;
  if (type === "Moment") return (await momentsByIds(ctx.db, [id]))[0] ?? null;
  if (type === "TopicChannel" || type === "CurationChannel") return (await ctx.loaders.channel.load(id)) ?? null;
  // a deleted or merged-away tag answers null: its row is gone, its audit rows stay
  if (type === "Tag") return (await ctx.loaders.tag.load(id)) ?? null;
  if (type === "IcymiTopic") return icymiTopicById(ctx.db, id);
  // an announcement is no Node (and a deleted one is gone): its row's targetId names it
  return null;
}

const REPORTABLE = new Set(["Article", "Comment", "Moment", "User"]);

function reportTargetOf(globalId: string): ReportTarget {
  const { type, id } = fromGlobalId(globalId);
  if (!REPORTABLE.has(type))
    throw new ApiError("BAD_USER_INPUT", "Only articles, comments, moments and people are reported.");
  return { type: type as ReportTarget["type"], id };
}

/** The audit log's targets: people, what they write, and what admins build and curate; any other global id is refused. */
function auditTargetOf(globalId: string): AuditTarget {
  const feature = featureOfGlobalId(globalId);
  if (feature) return feature;
  const { type, id } = fromGlobalId(globalId);
  if (!REPORTABLE.has(type) && !["TopicChannel", "CurationChannel", "Tag", "IcymiTopic", "Announcement"].includes(type))
    throw new ApiError("BAD_USER_INPUT", "The audit log is kept for people and what they write.");
  return { type: type as AuditTarget["type"], id };
}

/**
 * A feature's id in the log, `Feature:<n>` as a global id, n its place in FEATURE_NAMES
 * (featureAuditId): features are not nodes, so ids.ts does not know the type.
 */
/**
 * Features, apps and the fediverse gateway's dead letters, reports and instance blocks are no
 * nodes (an app's id is its client_id), but their rows are named the same way.
 */
const NOT_NODES = new Set<AuditTarget["type"]>([
  "Feature",
  "OAuthClient",
  "FediverseDeadLetter",
  "FediverseReport",
  "FediverseDomainBlock",
]);
type NotNode = "Feature" | "OAuthClient" | "FediverseDeadLetter" | "FediverseReport" | "FediverseDomainBlock";

function auditTargetId(type: AuditTarget["type"], id: number) {
  return NOT_NODES.has(type) ? btoa(`${type}:${id}`) : toGlobalId(type as Exclude<AuditTarget["type"], NotNode>, id);
}

function featureOfGlobalId(globalId: string): AuditTarget | null {
  let decoded: string;
  try {
    decoded = atob(globalId);
  } catch {
    return null;
  }
  const match = /^Feature:([1-9]\d{0,3})$/.exec(decoded);
  return match && featureOfAuditId(Number(match[1])) ? { type: "Feature", id: Number(match[1]) } : null;
}

function nameCursor(cursor: string): string {
  const [name] = decodeCursor(cursor, 1);
  if (typeof name !== "string") throw new ApiError("BAD_USER_INPUT", "Invalid cursor.");
  return name;
}
