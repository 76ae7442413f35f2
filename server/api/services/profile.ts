import "server-only";
import { and, eq, isNull } from "drizzle-orm";
import { userEdited } from "@/lib/cache/tags";
import { assetPath } from "@/lib/media/paths";
import { hashPaymentPassword } from "@/server/auth/payment-password-hash";
import { languageCookies } from "@/server/auth/session";
import { indexUser } from "@/server/db/queries/search";
import { isUserNameConflict, type UserRow, userNameTaken } from "@/server/db/queries/users";
import { assets, users } from "@/server/db/schema";
import type { Context } from "../context";
import { ApiError } from "../errors";
import { fromGlobalId } from "../ids";
import { isPaymentPointer, PAYMENT_PASSWORD_PATTERN } from "../rules/account";
import { validateDescription, validateDisplayName, validateReferralCode, validateUserName } from "../validation";
import { userIndexText } from "./search";

export type ProfileInput = {
  userName?: string | null;
  displayName?: string | null;
  description?: string | null;
  language?: UserRow["language"] | null;
  avatar?: string | null;
  profileCover?: string | null;
  agreeOn?: boolean | null;
  paymentPassword?: string | null;
  paymentPointer?: string | null;
  referralCode?: string | null;
};

const nameTaken = () => new ApiError("NAME_EXISTS", "This name is already taken.");
const paymentPasswordSet = () => new ApiError("FORBIDDEN", "Use a verification code to change it.");

/**
 * Validates every field before writing any, so a bad field leaves the profile as it was.
 * Who may call it (inactive accounts: the language only) is the auth rule's to say.
 */
export async function updateProfile(ctx: Context, viewer: UserRow, input: ProfileInput): Promise<UserRow> {
  const changes: Partial<typeof users.$inferInsert> = {};

  if (input.userName != null) {
    const userName = validateUserName(input.userName);
    // taken in any case, or by a name that reads as this one ("aIice" for "alice")
    if (await userNameTaken(ctx.db, userName, viewer.id)) throw nameTaken();
    changes.userName = userName;
  }
  if (input.displayName != null) changes.displayName = validateDisplayName(input.displayName);
  if (input.description != null) changes.description = validateDescription(input.description);
  if (input.language != null) changes.language = input.language;
  if (input.agreeOn) changes.agreeOn = ctx.now;
  if (input.avatar != null) changes.avatar = await ownAssetPath(ctx, viewer.id, input.avatar, "avatar");
  if (input.profileCover != null) {
    changes.profileCover = await ownAssetPath(ctx, viewer.id, input.profileCover, "profileCover");
  }
  if (input.paymentPassword != null) {
    if (!PAYMENT_PASSWORD_PATTERN.test(input.paymentPassword)) {
      throw new ApiError("BAD_USER_INPUT", "A payment password is six digits.");
    }
    // a set one is changed only with a mailed code (resetPassword, type payment): a session alone is not enough
    if (viewer.paymentPasswordHash) throw paymentPasswordSet();
    changes.paymentPasswordHash = await hashPaymentPassword(ctx.env, input.paymentPassword);
  }
  if (input.paymentPointer != null) {
    const pointer = input.paymentPointer.trim();
    if (pointer && !isPaymentPointer(pointer)) throw new ApiError("BAD_USER_INPUT", "Invalid payment pointer.");
    changes.paymentPointer = pointer || null;
  }
  if (input.referralCode != null) {
    // the code an account came with is set once: later ones would let anyone claim referrals
    if (viewer.referralCode) throw new ApiError("FORBIDDEN", "The account already has a referral code.");
    changes.referralCode = validateReferralCode(input.referralCode);
  }
  if (Object.keys(changes).length === 0) return viewer;

  // Set once: of two settings sent at once, the second finds it set and changes nothing, nor
  // does the rest of its input (the index below changes only where the password is its own).
  const paymentHash = changes.paymentPasswordHash;
  const indexed = changes.userName != null || changes.displayName != null || changes.description != null;
  let user: UserRow | undefined;
  try {
    [[user]] = await ctx.db.batch([
      ctx.db
        .update(users)
        .set({ ...changes, updatedAt: ctx.now })
        .where(and(eq(users.id, viewer.id), paymentHash ? isNull(users.paymentPasswordHash) : undefined))
        .returning(),
      // the search index follows the names in the same batch
      ...(indexed
        ? indexUser(
            ctx.db,
            viewer.id,
            userIndexText({ ...viewer, ...changes }),
            paymentHash ? eq(users.paymentPasswordHash, paymentHash) : undefined,
          )
        : []),
    ]);
  } catch (error) {
    // someone took the name, or one that reads as it, since the check: the batch is undone whole
    if (isUserNameConflict(error)) throw nameTaken();
    throw error;
  }
  if (!user && paymentHash) throw paymentPasswordSet();
  if (!user) throw new ApiError("USER_NOT_FOUND", "User not found.");
  if (changes.language) ctx.cookies.push(...languageCookies(changes.language, ctx.secure));
  ctx.purge(userEdited({ id: user.id, nameBefore: viewer.userName, nameAfter: user.userName }, Object.keys(changes)));
  ctx.loaders.user.clear(user.id).prime(user.id, user);
  return user;
}

/** An avatar or cover must be an asset the viewer uploaded for that purpose, with its bytes there. */
async function ownAssetPath(ctx: Context, userId: number, globalId: string, type: "avatar" | "profileCover") {
  const { type: nodeType, id } = fromGlobalId(globalId);
  const [asset] =
    nodeType === "Asset"
      ? await ctx.db
          .select()
          .from(assets)
          .where(and(eq(assets.id, id), eq(assets.authorId, userId), eq(assets.type, type), eq(assets.draft, false)))
          .limit(1)
      : [];
  if (!asset) throw new ApiError("ASSET_NOT_FOUND", "Asset not found.");
  // stored as readers reach it, like the seeded avatars' paths
  return assetPath(asset.path);
}

/** setCurrency: the currency amounts are shown in, the viewer's own (no page caches it). */
export async function setCurrency(ctx: Context, viewer: UserRow, currency: UserRow["currency"] | null | undefined) {
  if (!currency) throw new ApiError("BAD_USER_INPUT", "Choose a currency: HKD, TWD or USD.");
  if (currency === viewer.currency) return viewer;
  const [user] = await ctx.db
    .update(users)
    .set({ currency, updatedAt: ctx.now })
    .where(eq(users.id, viewer.id))
    .returning();
  if (!user) throw new ApiError("USER_NOT_FOUND", "User not found.");
  ctx.loaders.user.clear(user.id).prime(user.id, user);
  return user;
}
