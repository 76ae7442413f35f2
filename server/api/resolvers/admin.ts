import "server-only";
import { type AuditTarget, auditCount, auditPage } from "@/server/db/queries/admin-audit";
import { commentsByIds } from "@/server/db/queries/comments";
import { decodeCursor, pageSize, toConnection } from "../connections";
import { ApiError } from "../errors";
import type { Resolvers } from "../generated/resolvers";
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
  },

  OSS: {
    auditLog: async (_p, { input }, ctx) => {
      const limit = pageSize(input.first);
      const target = input.targetId ? auditTargetOf(input.targetId) : null;
      const beforeId = input.after ? idCursor(input.after) : null;
      const rows = await auditPage(ctx.db, target, beforeId, limit + 1);
      return toConnection(rows, limit, (row) => [row.id], {
        totalCount: () => auditCount(ctx.db, target),
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
    target: async (row, _a, ctx) =>
      row.targetType === "Comment"
        ? ((await commentsByIds(ctx.db, [row.targetId]))[0] ?? null)
        : ((await ctx.loaders.user.load(row.targetId)) ?? null),
    targetId: (row) => toGlobalId(row.targetType, row.targetId),
    before: (row) => JSON.stringify(row.before),
    after: (row) => JSON.stringify(row.after),
  },
} satisfies Resolvers;

/** The audit log's targets are people and comments: a global id of anything else is refused. */
function auditTargetOf(globalId: string): AuditTarget {
  const { type, id } = fromGlobalId(globalId);
  if (type !== "User" && type !== "Comment") {
    throw new ApiError("BAD_USER_INPUT", "The audit log is kept for people and comments.");
  }
  return { type, id };
}

function idCursor(cursor: string): number {
  const [id] = decodeCursor(cursor, 1);
  if (typeof id !== "number" || !Number.isSafeInteger(id)) throw new ApiError("BAD_USER_INPUT", "Invalid cursor.");
  return id;
}

function nameCursor(cursor: string): string {
  const [name] = decodeCursor(cursor, 1);
  if (typeof name !== "string") throw new ApiError("BAD_USER_INPUT", "Invalid cursor.");
  return name;
}
