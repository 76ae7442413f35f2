import "server-only";
import { and, eq, isNull, or } from "drizzle-orm";
import { cacheTags } from "@/lib/cache/tags";
import { isConfigured } from "@/server/auth/social";
import type { UserRow } from "@/server/db/queries/users";
import { users } from "@/server/db/schema";
import type { Context } from "../context";
import { ApiError } from "../errors";
import { type CallbackInput, finishRound, isUniqueViolation, startRound, tryAgain } from "./provider-rounds";

// A Liker ID, linked through LikeCoin's OAuth: the contract's server does this in a route of its
// own (/oauth/likecoin); here it is a round trip like a Google sign-in's, ended by linkLikerId.

function likeCoin(ctx: Context) {
  if (!isConfigured(ctx.env, "LikeCoin")) {
    throw new ApiError("ACTION_FAILED", "Linking a Liker ID is not set up on this site.");
  }
  return "LikeCoin" as const;
}

/** LikeCoin's page for the signed-in person's round (linkLikerId ends it). */
export async function generateLikerIdUrl(ctx: Context) {
  return startRound(ctx, likeCoin(ctx), "connect");
}

/**
 * Ends a LikeCoin round: the Liker ID LikeCoin vouches for becomes the viewer's, with whether they
 * are a Civic Liker (kept, and read again at each link). A Liker ID another account has is
 * LIKER_USER_ID_EXISTS; an account keeps the one it has (another is ACTION_FAILED).
 */
export async function linkLikerId(ctx: Context, viewer: UserRow, input: CallbackInput) {
  const { round, identity } = await finishRound(ctx, likeCoin(ctx), input, "connect");
  if (round.userId !== viewer.id) throw tryAgain();
  const likerId = identity.subject;
  let updated: UserRow | undefined;
  try {
    [updated] = await ctx.db
      .update(users)
      .set({ likerId, civicLiker: identity.civicLiker ?? false, updatedAt: ctx.now })
      .where(and(eq(users.id, viewer.id), or(isNull(users.likerId), eq(users.likerId, likerId))))
      .returning();
  } catch (error) {
    if (isUniqueViolation(error, "users.liker_id")) {
      throw new ApiError("LIKER_USER_ID_EXISTS", "This Liker ID is linked to another account.");
    }
    throw error;
  }
  if (!updated) throw new ApiError("ACTION_FAILED", "The account has another Liker ID linked.");
  ctx.purge([cacheTags.user(viewer.id)]);
  return updated;
}
