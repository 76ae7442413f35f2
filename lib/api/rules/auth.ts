import "server-only";
import type { Context } from "../context";
import { ApiError } from "../errors";

export type AuthMode = "visitor" | "oauth" | "admin";

/**
 * @auth on a root field asks who may call it. On a field of a user's own data (the parent is
 * that user's row: User, UserInfo, UserSettings, UserStatus) `oauth` means the viewer must be
 * that user, so no one reads another person's email or settings.
 */
export function checkAuth(mode: AuthMode, ctx: Context, parent: unknown, isRoot: boolean) {
  if (mode === "visitor") return;
  // the visitor's own (empty) viewer object: its fields answer empty values
  if (!isRoot && ownerOf(parent) === 0) return;
  const viewer = ctx.viewer.user;
  if (!viewer) throw new ApiError("UNAUTHENTICATED", "Please log in.");
  if (mode === "admin") {
    if (viewer.role !== "admin") throw new ApiError("FORBIDDEN", "Admins only.");
    return;
  }
  if (!isRoot && ownerOf(parent) !== viewer.id && viewer.role !== "admin") {
    throw new ApiError("FORBIDDEN", "Only the account holder can see this.");
  }
}

function ownerOf(parent: unknown): number | undefined {
  if (parent && typeof parent === "object" && "id" in parent && typeof parent.id === "number") {
    return parent.id;
  }
  return undefined;
}

/** Banned, frozen and archived users may read and sign out, but not create. */
export function assertActive(ctx: Context) {
  const viewer = ctx.viewer.user;
  if (!viewer) throw new ApiError("UNAUTHENTICATED", "Please log in.");
  if (viewer.state !== "active") {
    throw new ApiError("FORBIDDEN_BY_STATE", `Not allowed while the account is ${viewer.state}.`);
  }
  return viewer;
}

export function requireViewer(ctx: Context) {
  const viewer = ctx.viewer.user;
  if (!viewer) throw new ApiError("UNAUTHENTICATED", "Please log in.");
  return viewer;
}
