import "server-only";
import { isLoopbackHost } from "@/lib/url/loopback";
import type { Context } from "../context";
import { ApiError } from "../errors";
import { mailMode } from "../mail-mode";

export type AuthMode = "visitor" | "oauth" | "admin";

/** Where an @auth field sits: a root query or mutation, or a field of some object. */
export type FieldPlace = { kind: "query" | "mutation" | "field"; name: string };

/**
 * Inactive accounts (banned, frozen, archived) may read and may change their language
 * (section 6): a preference, not published work. Every other mutation behind @auth answers
 * FORBIDDEN_BY_STATE, whatever the resolver does; a mutation an inactive user may still call
 * is listed here with the arguments it may take.
 */
const INACTIVE_MAY_CALL: Record<string, (args: Record<string, unknown>) => boolean> = {
  updateUserInfo: ({ input }) =>
    Object.entries((input ?? {}) as Record<string, unknown>).every(
      ([key, value]) => key === "language" || value == null,
    ),
  // signing devices out is part of logging out, which everyone may do
  revokeSession: () => true,
};

/**
 * @auth on a root field asks who may call it. On a field of a user's own data (the parent is
 * that user's row: User, UserInfo, UserSettings, UserStatus) `oauth` means the viewer must be
 * that user, so no one reads another person's email or settings.
 */
export function checkAuth(
  mode: AuthMode,
  ctx: Context,
  parent: unknown,
  place: FieldPlace,
  args: Record<string, unknown>,
) {
  if (mode === "visitor") return;
  // the visitor's own (empty) viewer object: its fields answer empty values
  if (place.kind === "field" && ownerOf(parent) === 0) return;
  const viewer = requireViewer(ctx);
  if (place.kind === "mutation" && viewer.state !== "active" && !INACTIVE_MAY_CALL[place.name]?.(args)) {
    throw new ApiError("FORBIDDEN_BY_STATE", `Not allowed while the account is ${viewer.state}.`);
  }
  if (mode === "admin") {
    if (viewer.role !== "admin") throw new ApiError("FORBIDDEN", "Admins only.");
    return;
  }
  if (place.kind === "field" && ownerOf(parent) !== viewer.id && viewer.role !== "admin") {
    throw new ApiError("FORBIDDEN", "Only the account holder can see this.");
  }
}

function ownerOf(parent: unknown): number | undefined {
  if (parent && typeof parent === "object" && "id" in parent && typeof parent.id === "number") {
    return parent.id;
  }
  return undefined;
}

export function requireViewer(ctx: Context) {
  const viewer = ctx.viewer.user;
  if (!viewer) throw new ApiError("UNAUTHENTICATED", "Please log in.");
  return viewer;
}

/**
 * The local mailbox holds everyone's sign-in codes: it opens only when asked for
 * (DEV_MAILBOX), to a request addressed to a loopback host from a loopback client. The host
 * check stops a page on another site that resolves its own name to 127.0.0.1 (DNS
 * rebinding) from reading it through the reader's browser.
 */
export function assertMailboxReader(ctx: Context) {
  if (mailMode(ctx.env) !== "outbox" || !isLoopbackHost(ctx.host) || !isLoopbackHost(ctx.ip)) {
    throw new ApiError("FORBIDDEN", "The local mailbox opens only on this machine.");
  }
}
