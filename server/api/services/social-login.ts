import "server-only";
import { cacheTags, userCreated } from "@/lib/cache/tags";
import { isConfigured, type SocialIdentity, type SocialProvider } from "@/server/auth/social";
import { indexNewUserNamed } from "@/server/db/queries/search";
import {
  deleteSocialAccountKeepingAWayIn,
  insertSocialAccount,
  insertSocialAccountOfNewUser,
  socialAccountBySubject,
  socialAccountsOf,
} from "@/server/db/queries/social-logins";
import { type UserRow, userByEmail } from "@/server/db/queries/users";
import { users } from "@/server/db/schema";
import type { Context } from "../context";
import { ApiError } from "../errors";
import { signUpDisplayName, validateReferralCode } from "../validation";
import { startSession, withFreeUserName } from "./account";
import {
  type CallbackInput,
  finishRound,
  isUniqueViolation,
  type Purpose,
  startRound,
  tryAgain,
} from "./provider-rounds";
import { userIndexText } from "./search";

// Signing in with Google or Twitter, and linking either to an account: a round trip
// (provider-rounds.ts) begun by generateSocialLoginUrl and ended by socialLogin or addSocialLogin.
// The provider's side is server/auth/social.ts; here: which account the proof opens.

type Language = UserRow["language"];
type ProviderInput = "Google" | "Twitter" | "Facebook" | "Threads";

function provider(ctx: Context, type: ProviderInput): SocialProvider {
  if (type !== "Google" && type !== "Twitter") {
    throw new ApiError("BAD_USER_INPUT", `Signing in with ${type} is not offered.`, { field: "type" });
  }
  if (!isConfigured(ctx.env, type)) {
    throw new ApiError("ACTION_FAILED", `Signing in with ${type} is not set up on this site.`);
  }
  return type;
}

export async function generateSocialLoginUrl(ctx: Context, input: { type: ProviderInput; purpose?: Purpose | null }) {
  return startRound(ctx, provider(ctx, input.type), input.purpose ?? "login");
}

function refuseArchived(user: UserRow) {
  if (user.state === "archived") throw new ApiError("FORBIDDEN_BY_STATE", "This account was archived.");
  return user;
}

type SocialCallbackInput = CallbackInput & {
  type: ProviderInput;
  language?: Language | null;
  referralCode?: string | null;
};

/**
 * Signs in with the provider's proof: the account it is linked to; else the account whose
 * verified email the provider verified too, linked now; else a new account (type Signup).
 */
export async function socialLogin(ctx: Context, input: SocialCallbackInput) {
  const referralCode = validateReferralCode(input.referralCode);
  const type = provider(ctx, input.type);
  const { identity } = await finishRound(ctx, type, input, "login");
  const link = {
    provider: type,
    subject: identity.subject,
    userName: identity.userName,
    email: identity.email,
    now: ctx.now,
  };

  const known = await accountLinkedTo(ctx, type, identity.subject);
  if (known) {
    await startSession(ctx, refuseArchived(known));
    return { auth: true, token: null, type: "Login" as const, user: known };
  }
  if (identity.email && identity.emailVerified) {
    const owner = await userByEmail(ctx.db, identity.email);
    if (owner?.emailVerified) {
      refuseArchived(owner);
      try {
        await insertSocialAccount(ctx.db, owner.id, link);
      } catch (error) {
        // a second round finished first and linked it: the same person either way
        if (!isUniqueViolation(error, "social_accounts")) throw error;
      }
      ctx.purge([cacheTags.user(owner.id)]);
      await startSession(ctx, owner);
      return { auth: true, token: null, type: "Login" as const, user: owner };
    }
  }
  try {
    const user = await createSocialUser(ctx, identity, link, { language: input.language ?? "zh_hant", referralCode });
    await startSession(ctx, user);
    return { auth: true, token: null, type: "Signup" as const, user };
  } catch (error) {
    // two rounds for one provider account at once: the other made the account, this one signs in
    if (!isUniqueViolation(error, "social_accounts.provider")) throw error;
    const made = await accountLinkedTo(ctx, type, identity.subject);
    if (!made) throw error;
    await startSession(ctx, refuseArchived(made));
    return { auth: true, token: null, type: "Login" as const, user: made };
  }
}

async function accountLinkedTo(ctx: Context, type: SocialProvider, subject: string) {
  const linked = await socialAccountBySubject(ctx.db, type, subject);
  return linked ? ((await ctx.loaders.user.load(linked.userId)) ?? undefined) : undefined;
}

/** The account, its link and its search entry, written together. */
async function createSocialUser(
  ctx: Context,
  identity: SocialIdentity,
  link: Parameters<typeof insertSocialAccount>[2],
  { language, referralCode }: { language: Language; referralCode: string | null },
) {
  // a verified address no one here has becomes the account's; otherwise it starts without one
  const email =
    identity.email && identity.emailVerified && !(await userByEmail(ctx.db, identity.email)) ? identity.email : null;
  const wanted = (identity.userName ?? identity.name ?? link.provider).split("@")[0] ?? link.provider;
  const user = await withFreeUserName(ctx, wanted, async (userName) => {
    const displayName = signUpDisplayName(identity.name ?? wanted, userName);
    const [[row]] = await ctx.db.batch([
      ctx.db
        .insert(users)
        .values({
          email,
          emailVerified: email !== null,
          userName,
          displayName,
          language,
          referralCode,
          agreeOn: ctx.now,
          createdAt: ctx.now,
        })
        .returning(),
      insertSocialAccountOfNewUser(ctx.db, userName, link),
      indexNewUserNamed(ctx.db, userName, userIndexText({ userName, displayName, description: null })),
    ]);
    return row;
  });
  if (!user) throw new Error("user insert returned nothing");
  ctx.purge(userCreated(user.userName as string));
  return user;
}

/** Links the provider's account to the viewer's, proven by a connect round the viewer started. */
export async function addSocialLogin(ctx: Context, viewer: UserRow, input: SocialCallbackInput) {
  const type = provider(ctx, input.type);
  const { round, identity } = await finishRound(ctx, type, input, "connect");
  if (round.userId !== viewer.id) throw tryAgain();
  const linked = await socialAccountBySubject(ctx.db, type, identity.subject);
  if (linked && linked.userId !== viewer.id) {
    throw new ApiError("USER_SOCIAL_ACCOUNT_EXISTS", `The ${type} account is already linked to another account.`);
  }
  if (linked) return viewer;
  try {
    await insertSocialAccount(ctx.db, viewer.id, {
      provider: type,
      subject: identity.subject,
      userName: identity.userName,
      email: identity.email,
      now: ctx.now,
    });
  } catch (error) {
    if (isUniqueViolation(error, "social_accounts.user_id")) {
      throw new ApiError("ACTION_FAILED", `Another ${type} account is linked; unlink it first.`);
    }
    if (isUniqueViolation(error, "social_accounts.provider")) {
      throw new ApiError("USER_SOCIAL_ACCOUNT_EXISTS", `The ${type} account is already linked to another account.`);
    }
    throw error;
  }
  ctx.purge([cacheTags.user(viewer.id)]);
  return viewer;
}

/** Unlinks the viewer's account of that provider, never the last way to sign in. */
export async function removeSocialLogin(ctx: Context, viewer: UserRow, input: { type: ProviderInput }) {
  if (input.type !== "Google" && input.type !== "Twitter") {
    throw new ApiError("BAD_USER_INPUT", `Signing in with ${input.type} is not offered.`, { field: "type" });
  }
  const removed = await deleteSocialAccountKeepingAWayIn(ctx.db, viewer.id, input.type);
  if (!removed) {
    const linked = (await socialAccountsOf(ctx.db, viewer.id)).some((a) => a.provider === input.type);
    if (linked) {
      throw new ApiError("ACTION_FAILED", "This is the account's only way to sign in: add an email first.");
    }
    return viewer;
  }
  ctx.purge([cacheTags.user(viewer.id)]);
  return viewer;
}

/** A person's linked accounts: theirs to see, and admins' (the field's @auth refuses anyone else). */
export async function socialAccountsFor(ctx: Context, user: UserRow) {
  const rows = await socialAccountsOf(ctx.db, user.id);
  return rows.map((row) => ({ type: row.provider, userName: row.userName, email: row.email }));
}
