import "server-only";
import { deleteUserSession, liveSessions } from "@/server/db/queries/sessions";
import type { UserRow } from "@/server/db/queries/users";
import type { Context } from "../context";
import { ApiError } from "../errors";
import type { UserSessionModel } from "../models";
import { endSession } from "./account";

// The signed-in devices of the settings page (our extension: User.sessions, revokeSession).
// A session's id is the row's random id; a token is still only valid when we signed it, so
// showing the id to its owner gives nothing away.

const PREFIX = "UserSession:";
/** Session ids are 22 base64url characters (server/auth/session.ts: newSessionId). */
const SESSION_ID = /^[A-Za-z0-9_-]{16,64}$/;

export const sessionGlobalId = (rowId: string) => btoa(`${PREFIX}${rowId}`);

function sessionRowId(globalId: string): string {
  let decoded = "";
  try {
    decoded = atob(globalId);
  } catch {
    // falls through to the refusal below
  }
  const rowId = decoded.startsWith(PREFIX) ? decoded.slice(PREFIX.length) : "";
  if (!SESSION_ID.test(rowId)) throw new ApiError("BAD_USER_INPUT", "Invalid id.");
  return rowId;
}

/** The owner's devices only: unlike other @auth fields, not even an admin reads someone's sessions. */
export async function viewerSessions(ctx: Context, userId: number): Promise<UserSessionModel[]> {
  if (ctx.viewer.id !== userId) throw new ApiError("FORBIDDEN", "Only the account holder can see this.");
  const rows = await liveSessions(ctx.db, userId, ctx.now);
  return rows.map((row) => ({ ...row, current: row.id === ctx.viewer.sessionId }));
}

/** Ends one of the viewer's own sessions at once: the row goes, so its token is refused from then on. */
export async function revokeSession(ctx: Context, viewer: UserRow, globalId: string) {
  const rowId = sessionRowId(globalId);
  if (rowId === ctx.viewer.sessionId) {
    await endSession(ctx);
    return true;
  }
  if (!(await deleteUserSession(ctx.db, viewer.id, rowId))) {
    throw new ApiError("ENTITY_NOT_FOUND", "Session not found.");
  }
  return true;
}
