import "server-only";
import {
  authorizationUrl,
  completeAuthorization,
  newRound,
  type RoundProvider,
  redirectUri,
  type SocialIdentity,
  SocialProofInvalid,
  SocialProviderUnavailable,
} from "@/server/auth/social";
import {
  browserState,
  clearSocialStateCookie,
  SOCIAL_ROUND_TTL_S,
  socialStateCookie,
} from "@/server/auth/social-state";
import {
  deleteExpiredSocialLoginRequests,
  insertSocialLoginRequest,
  spendSocialLoginRequest,
} from "@/server/db/queries/social-logins";
import type { SOCIAL_LOGIN_PURPOSES } from "@/server/db/schema";
import type { Context } from "../context";
import { ApiError } from "../errors";

// A round trip to Google, Twitter or LikeCoin: begun with a row holding the PKCE verifier and
// nonce and the state in the browser's signed cookie, ended once when /callback/[provider] brings
// the code back. Which account the proof opens is the caller's (social-login.ts, liker-id.ts).

export type Purpose = (typeof SOCIAL_LOGIN_PURPOSES)[number];

/** The purpose rides in the state, so the callback page knows which mutation to call. */
const STATE_PREFIX: Record<Purpose, string> = { login: "l.", connect: "c." };

export const tryAgain = () =>
  new ApiError("OAUTH_TOKEN_INVALID", "This sign-in did not complete; please start it again.");

export async function startRound(ctx: Context, type: RoundProvider, purpose: Purpose) {
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

/** What the provider's callback brings back, as the contract's SocialLoginInput names it. */
export type CallbackInput = {
  authorizationCode?: string | null;
  codeVerifier?: string | null;
  nonce?: string | null;
  state?: string | null;
  /** The contract's Twitter OAuth 1.0a pair: refused, Twitter signs in with OAuth 2.0 here. */
  oauth1Credential?: unknown;
  /** Where the provider sent the browser back: when a client names it, ours it must be. */
  redirectUri?: string | null;
};

/**
 * The round the browser started, spent, and who the provider vouches for. The state must be the
 * one in this browser's cookie and the round unspent and fresh; the code is exchanged with the
 * round's own verifier and nonce.
 */
export async function finishRound(ctx: Context, type: RoundProvider, input: CallbackInput, purpose: Purpose) {
  if (input.codeVerifier || input.nonce) {
    // the verifier and nonce never leave this server: a client that made its own would be
    // asking us to trust values we did not choose
    throw new ApiError("BAD_USER_INPUT", "This site keeps each sign-in's PKCE verifier and nonce itself.", {
      field: input.codeVerifier ? "codeVerifier" : "nonce",
    });
  }
  if (input.oauth1Credential != null) {
    throw new ApiError("BAD_USER_INPUT", "Twitter signs in with OAuth 2.0 and PKCE here, not OAuth 1.0a.", {
      field: "oauth1Credential",
    });
  }
  if (input.redirectUri != null && input.redirectUri !== redirectUri(ctx.env, type)) {
    // the code was issued for the address the round registered; another one is not ours to vouch for
    throw new ApiError("BAD_USER_INPUT", "The redirect address is not this site's callback.", { field: "redirectUri" });
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

export const isUniqueViolation = (error: unknown, index: string) => {
  for (let cause: unknown = error; cause instanceof Error; cause = cause.cause) {
    if (cause.message.includes("UNIQUE constraint failed") && cause.message.includes(index)) return true;
  }
  return false;
};
