import "server-only";
import { and, eq, isNull, or } from "drizzle-orm";
import { cacheTags, userCreated } from "@/lib/cache/tags";
import {
  authorizationUrl,
  completeAuthorization,
  isConfigured,
  newRound,
  type RoundProvider,
  type SocialIdentity,
  SocialProofInvalid,
  type SocialProvider,
  SocialProviderUnavailable,
} from "@/server/auth/social";
import {
  browserState,
  clearSocialStateCookie,
  SOCIAL_ROUND_TTL_S,
  socialStateCookie,
} from "@/server/auth/social-state";
import { indexNewUserNamed } from "@/server/db/queries/search";
import {
  deleteExpiredSocialLoginRequests,
  deleteSocialAccountKeepingAWayIn,
  insertSocialAccount,
  insertSocialAccountOfNewUser,
  insertSocialLoginRequest,
  socialAccountBySubject,
  socialAccountsOf,
  spendSocialLoginRequest,
} from "@/server/db/queries/social-logins";
import { type UserRow, userByEmail } from "@/server/db/queries/users";
import { type SOCIAL_LOGIN_PURPOSES, users } from "@/server/db/schema";
import type { Context } from "../context";
import { ApiError } from "../errors";
import { signUpDisplayName, validateReferralCode } from "../validation";
import { startSession, withFreeUserName } from "./account";
import { userIndexText } from "./search";

// Signing in with Google or Twitter, and linking either to an account. A round trip starts with
// generateSocialLoginUrl (a row with the PKCE verifier and nonce, the state in the browser's signed
// cookie) and ends when /callback/[provider] hands the code to socialLogin or addSocialLogin. The
// provider's side is server/auth/social.ts; here: which account the proof opens.

type Purpose = (typeof SOCIAL_LOGIN_PURPOSES)[number];
type Language = UserRow["language"];
type ProviderInput = "Google" | "Twitter" | "Facebook" | "Threads";

/** The purpose rides in the state, so the callback page knows which mutation to call. */
const STATE_PREFIX: Record<Purpose, string> = { login: "l.", connect: "c." };

const tryAgain = () => new ApiError("OAUTH_TOKEN_INVALID", "This sign-in did not complete; please start it again.");

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

/** LikeCoin's round: a connect, for the signed-in person's Liker ID (linkLikerId ends it). */
export async function generateLikerIdUrl(ctx: Context) {
  return startRound(ctx, likeCoin(ctx), "connect");
}

function likeCoin(ctx: Context): RoundProvider {
  if (!isConfigured(ctx.env, "LikeCoin")) {
    throw new ApiError("ACTION_FAILED", "Linking a Liker ID is not set up on this site.");
  }
  return "LikeCoin";
}

async function startRound(ctx: Context, type: RoundProvider, purpose: Purpose) {
  const viewer = ctx.viewer.user;
  if (purpose === "connect" && !viewer) throw new ApiError("UNAUTHENTICATED", "Log in to link an account.");
  const round = newRound(ctx.env, type);
  const state = `${STATE_PREFIX[purpose]}${round.state}`;
  let url: string;
  try {
    url = await authorizationUrl(ctx.env, type, { ...round, state });
  } catch (error) {
    if (!(error instanceof SocialProviderUnavailable)) throw error;
    console.error(`[social] ${error.message}`);
    throw new ApiError("ACTION_FAILED", `${type} did not answer; try again later.`);
  }
  // the table holds rounds of the last hour: nothing else prunes it
  await ctx.db.batch([
    deleteExpiredSocialLoginRequests(ctx.db, ctx.now - 60 * 60 * 1000),
    insertSocialLoginRequest(ctx.db, {
      state,
      provider: type,
      purpose,
      userId: purpose === "connect" ? viewer?.id : null,
      codeVerifier: round.codeVerifier,
      nonce: round.nonce,
      redirectUri: round.redirectUri,
      expiresAt: ctx.now + SOCIAL_ROUND_TTL_S * 1000,
      createdAt: ctx.now,
    }),
  ]);
  ctx.cookies.push(await socialStateCookie(state, ctx.key, ctx.secure));
  return url;
}

type CallbackInput = {
  type: ProviderInput | "LikeCoin";
  authorizationCode?: string | null;
  codeVerifier?: string | null;
  nonce?: string | null;
  state?: string | null;
  language?: Language | null;
  referralCode?: string | null;
};

/**
 * The round the browser started, spent, and who the provider vouches for. The state must be the
 * one in this browser's cookie and the round unspent and fresh; the code is exchanged with the
 * round's own verifier and nonce.
 */
async function finishRound(ctx: Context, input: CallbackInput, purpose: Purpose) {
  const type = input.type === "LikeCoin" ? likeCoin(ctx) : provider(ctx, input.type);
  if (input.codeVerifier || input.nonce) {
    // the verifier and nonce never leave this server: a client that made its own would be
    // asking us to trust values we did not choose
    throw new ApiError("BAD_USER_INPUT", "This site keeps each sign-in's PKCE verifier and nonce itself.", {
      field: input.codeVerifier ? "codeVerifier" : "nonce",
    });
  }
  const code = input.authorizationCode?.trim();
  if (!code)
    throw new ApiError("BAD_USER_INPUT", "The provider's authorization code is missing.", {
      field: "authorizationCode",
    });
  const state = input.state?.trim();
  if (!state) throw new ApiError("BAD_USER_INPUT", "The provider's state is missing.", { field: "state" });
  const cookieState = await browserState(ctx.cookieHeader, ctx.key);
  ctx.cookies.push(clearSocialStateCookie(ctx.secure));
  if (!cookieState || !timingSafeEqual(cookieState, state)) throw tryAgain();
  const round = await spendSocialLoginRequest(ctx.db, state, { provider: type, purpose, now: ctx.now });
  if (!round) throw tryAgain();
  let identity: SocialIdentity;
  try {
    identity = await completeAuthorization(ctx.env, type, code, round);
  } catch (error) {
    if (error instanceof SocialProofInvalid) {
      console.warn(`[social] refused: ${error.message}`);
      throw new ApiError("OAUTH_TOKEN_INVALID", `${type} did not prove who you are; please sign in again.`);
    }
    if (error instanceof SocialProviderUnavailable) {
      console.error(`[social] ${error.message}`);
      throw new ApiError("ACTION_FAILED", `${type} did not answer; try again later.`);
    }
    throw error;
  }
  return { type, round, identity };
}

function timingSafeEqual(a: string, b: string) {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

const isUniqueViolation = (error: unknown, index: string) => {
  for (let cause: unknown = error; cause instanceof Error; cause = cause.cause) {
    if (cause.message.includes("UNIQUE constraint failed") && cause.message.includes(index)) return true;
  }
  return false;
};

function refuseArchived(user: UserRow) {
  if (user.state === "archived") throw new ApiError("FORBIDDEN_BY_STATE", "This account was archived.");
  return user;
}

/**
 * Signs in with the provider's proof: the account it is linked to; else the account whose
 * verified email the provider verified too, linked now; else a new account (type Signup).
 */
export async function socialLogin(ctx: Context, input: CallbackInput) {
  const referralCode = validateReferralCode(input.referralCode);
  const { type: round, identity } = await finishRound(ctx, input, "login");
  const type = round as SocialProvider;
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
export async function addSocialLogin(ctx: Context, viewer: UserRow, input: CallbackInput) {
  const { type: roundType, round, identity } = await finishRound(ctx, input, "connect");
  if (round.userId !== viewer.id) throw tryAgain();
  const type = roundType as SocialProvider;
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
  if (ctx.viewer.id !== user.id && ctx.viewer.user?.role !== "admin") return [];
  const rows = await socialAccountsOf(ctx.db, user.id);
  return rows.map((row) => ({ type: row.provider, userName: row.userName, email: row.email }));
}

/**
 * Ends a LikeCoin round: the Liker ID LikeCoin vouches for becomes the viewer's, with whether they
 * are a Civic Liker (kept, and read again at each link). A Liker ID another account has is
 * LIKER_USER_ID_EXISTS; an account keeps the one it has (an admin's resetLikerId frees it).
 */
export async function linkLikerId(
  ctx: Context,
  viewer: UserRow,
  input: { authorizationCode?: string | null; state?: string | null },
) {
  const { round, identity } = await finishRound(ctx, { ...input, type: "LikeCoin" }, "connect");
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
