import "server-only";
import { createRemoteJWKSet, jwtVerify } from "jose";
import * as oauth from "oauth4webapi";
import { providerCredentials, type RoundProvider, type SocialProvider } from "@/lib/oauth/provider-credentials";
import { isLoopbackUrl } from "@/lib/url/loopback";

// The providers' side of signing in with Google (OpenID Connect) and Twitter (OAuth 2.0): where
// a browser is sent, and what a code it brings back proves. Both use the authorization code
// with PKCE; Google's ID token is checked against Google's published keys as well as by its
// claims (issuer, audience, expiry, nonce). Which account that proof opens is decided in
// server/api/services/social-login.ts.

export type { RoundProvider, SocialProvider };

/** What the provider vouches for. `emailVerified` only when the provider says it checked it. */
export type SocialIdentity = {
  subject: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
  userName: string | null;
  /** LikeCoin's: whether the person is a Civic Liker (a subscriber, or on trial). */
  civicLiker?: boolean;
};

/** A code, token or answer from the provider that proves nothing: the sign-in is refused. */
export class SocialProofInvalid extends Error {}
/** The provider did not answer as it should (down, misconfigured): try again later. */
export class SocialProviderUnavailable extends Error {}

const GOOGLE_ISSUER = "https://accounts.google.com";
const TWITTER = {
  authorization: "https://x.com/i/oauth2/authorize",
  token: "https://api.x.com/2/oauth2/token",
  user: "https://api.x.com/2/users/me",
};
const LIKECOIN = {
  authorization: "https://like.co/in/oauth",
  token: "https://api.like.co/oauth/access_token",
  profile: "https://api.like.co/users/profile",
};

type Setup = {
  provider: RoundProvider;
  client: oauth.Client;
  clientSecret: string;
  /** http allowed: the provider and the site are both on this machine (tests). */
  insecure: boolean;
};

/** A provider is offered when its client id and secret are set. */
function setup(env: Cloudflare.Env, provider: RoundProvider): Setup | null {
  const credentials = providerCredentials(env, provider);
  if (!credentials) return null;
  return {
    provider,
    client: { client_id: credentials.id },
    clientSecret: credentials.secret,
    insecure: isLoopbackUrl(env.SITE_URL),
  };
}

export function isConfigured(env: Cloudflare.Env, provider: RoundProvider) {
  return setup(env, provider) !== null;
}

/** Where the provider sends the browser back: registered with the provider, so from SITE_URL. */
export function redirectUri(env: Cloudflare.Env, provider: RoundProvider) {
  const site = env.SITE_URL;
  if (!site || !URL.canParse(site)) throw new Error("SITE_URL is not set: the providers call back to it");
  return new URL(`/callback/${provider.toLowerCase()}`, site).toString();
}

/** The loopback stand-ins are honoured only when the site itself is on loopback. */
function override(env: Cloudflare.Env, value: string | undefined) {
  return value && isLoopbackUrl(value) && isLoopbackUrl(env.SITE_URL) ? value : undefined;
}

const requestOptions = (s: Setup) => (s.insecure ? { [oauth.allowInsecureRequests]: true } : {});

// Discovery documents and key sets, per isolate: a sign-in fetches neither again.
const discovered = new Map<string, Promise<oauth.AuthorizationServer>>();
const keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();

async function discover(issuer: string, s: Setup): Promise<oauth.AuthorizationServer> {
  const url = new URL(issuer);
  const response = await oauth.discoveryRequest(url, { algorithm: "oidc", ...requestOptions(s) });
  return oauth.processDiscoveryResponse(url, response);
}

async function authorizationServer(env: Cloudflare.Env, s: Setup): Promise<oauth.AuthorizationServer> {
  if (s.provider === "Twitter") {
    return {
      issuer: "https://x.com",
      authorization_endpoint: override(env, env.TWITTER_AUTHORIZATION_URL) ?? TWITTER.authorization,
      token_endpoint: override(env, env.TWITTER_TOKEN_URL) ?? TWITTER.token,
    };
  }
  if (s.provider === "LikeCoin") {
    return {
      issuer: "https://like.co",
      authorization_endpoint: override(env, env.LIKECOIN_AUTHORIZATION_URL) ?? LIKECOIN.authorization,
      token_endpoint: override(env, env.LIKECOIN_TOKEN_URL) ?? LIKECOIN.token,
    };
  }
  const issuer = override(env, env.GOOGLE_ISSUER) ?? GOOGLE_ISSUER;
  let pending = discovered.get(issuer);
  if (!pending) {
    pending = discover(issuer, s);
    discovered.set(issuer, pending);
    // a failed discovery is asked again next time, not remembered
    pending.catch(() => discovered.delete(issuer));
  }
  try {
    return await pending;
  } catch (error) {
    throw new SocialProviderUnavailable(`${s.provider}'s discovery failed: ${(error as Error).message}`);
  }
}

function required(env: Cloudflare.Env, provider: RoundProvider): Setup {
  const s = setup(env, provider);
  if (!s) throw new Error(`${provider} sign-in is not configured`);
  return s;
}

const SCOPES = {
  Google: (round: Round) => ({ scope: "openid email profile", nonce: round.nonce, prompt: "select_account" }),
  Twitter: () => ({ scope: "users.read tweet.read" }),
  LikeCoin: () => ({ scope: "profile email" }),
} as const;

export type Round = { state: string; nonce: string; codeVerifier: string; redirectUri: string };

export function newRound(env: Cloudflare.Env, provider: RoundProvider): Round {
  return {
    state: oauth.generateRandomState(),
    nonce: oauth.generateRandomNonce(),
    codeVerifier: oauth.generateRandomCodeVerifier(),
    redirectUri: redirectUri(env, provider),
  };
}

/** The provider's consent page for this round. */
export async function authorizationUrl(env: Cloudflare.Env, provider: RoundProvider, round: Round) {
  const s = required(env, provider);
  const as = await authorizationServer(env, s);
  if (!as.authorization_endpoint) throw new SocialProviderUnavailable(`${provider} names no authorization endpoint`);
  const url = new URL(as.authorization_endpoint);
  const params: Record<string, string> = {
    client_id: s.client.client_id,
    redirect_uri: round.redirectUri,
    response_type: "code",
    state: round.state,
    code_challenge: await oauth.calculatePKCECodeChallenge(round.codeVerifier),
    code_challenge_method: "S256",
    ...SCOPES[provider](round),
  };
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return url.toString();
}

/**
 * Exchanges the code the browser brought back (with the round's PKCE verifier) and says who the
 * provider vouches for. SocialProofInvalid when anything fails to prove it.
 */
export async function completeAuthorization(
  env: Cloudflare.Env,
  provider: RoundProvider,
  code: string,
  round: Round,
): Promise<SocialIdentity> {
  const s = required(env, provider);
  const as = await authorizationServer(env, s);
  const auth =
    provider === "Twitter" ? oauth.ClientSecretBasic(s.clientSecret) : oauth.ClientSecretPost(s.clientSecret);
  let response: Response;
  try {
    // the state was checked against the browser's cookie before this call
    const params = oauth.validateAuthResponse(as, s.client, new URLSearchParams({ code }), oauth.skipStateCheck);
    response = await oauth.authorizationCodeGrantRequest(
      as,
      s.client,
      auth,
      params,
      round.redirectUri,
      round.codeVerifier,
      requestOptions(s),
    );
  } catch (error) {
    throw new SocialProviderUnavailable(`${provider}'s token endpoint: ${(error as Error).message}`);
  }
  try {
    if (provider === "Google") return await googleIdentity(as, s, response, round.nonce);
    if (provider === "LikeCoin") return await likerIdentity(env, as, s, response);
    return await twitterIdentity(env, as, s, response);
  } catch (error) {
    if (error instanceof SocialProviderUnavailable) throw error;
    throw new SocialProofInvalid(`${provider}: ${(error as Error).message}`);
  }
}

async function googleIdentity(
  as: oauth.AuthorizationServer,
  s: Setup,
  response: Response,
  nonce: string,
): Promise<SocialIdentity> {
  // issuer, audience, authorized party, expiry, issue time and nonce
  const result = await oauth.processAuthorizationCodeResponse(as, s.client, response, {
    expectedNonce: nonce,
    requireIdToken: true,
  });
  const idToken = result.id_token;
  if (!idToken || !as.jwks_uri) throw new Error("no ID token, or no published keys to check it with");
  // and the signature, by the provider's published keys: the token could otherwise be anyone's
  let keys = keySets.get(as.jwks_uri);
  if (!keys) {
    keys = createRemoteJWKSet(new URL(as.jwks_uri));
    keySets.set(as.jwks_uri, keys);
  }
  const { payload } = await jwtVerify(idToken, keys, { issuer: as.issuer, audience: s.client.client_id });
  if (typeof payload.sub !== "string" || !payload.sub) throw new Error("the ID token names no subject");
  const email = typeof payload.email === "string" ? payload.email.trim().toLowerCase() : null;
  return {
    subject: payload.sub,
    email,
    emailVerified: email !== null && payload.email_verified === true,
    name: typeof payload.name === "string" ? payload.name : null,
    userName: email,
  };
}

async function twitterIdentity(
  env: Cloudflare.Env,
  as: oauth.AuthorizationServer,
  s: Setup,
  response: Response,
): Promise<SocialIdentity> {
  const result = await oauth.processAuthorizationCodeResponse(as, s.client, response);
  const userUrl = new URL(override(env, env.TWITTER_USER_URL) ?? TWITTER.user);
  const answer = await oauth.protectedResourceRequest(
    result.access_token,
    "GET",
    userUrl,
    undefined,
    undefined,
    requestOptions(s),
  );
  if (!answer.ok) throw new SocialProviderUnavailable(`Twitter's users/me answered ${answer.status}`);
  const body = (await answer.json()) as { data?: { id?: unknown; name?: unknown; username?: unknown } };
  const user = body.data;
  if (!user || typeof user.id !== "string" || !user.id) throw new Error("users/me names no user");
  return {
    subject: user.id,
    // Twitter gives no email to an OAuth 2.0 client by default: a new account starts without one
    email: null,
    emailVerified: false,
    name: typeof user.name === "string" ? user.name : null,
    userName: typeof user.username === "string" ? user.username : null,
  };
}

/** LikeCoin's profile of the access token's person: the Liker ID, and whether they are a Civic Liker. */
async function likerIdentity(
  env: Cloudflare.Env,
  as: oauth.AuthorizationServer,
  s: Setup,
  response: Response,
): Promise<SocialIdentity> {
  const result = await oauth.processAuthorizationCodeResponse(as, s.client, response);
  const profileUrl = new URL(override(env, env.LIKECOIN_PROFILE_URL) ?? LIKECOIN.profile);
  const answer = await oauth.protectedResourceRequest(
    result.access_token,
    "GET",
    profileUrl,
    undefined,
    undefined,
    requestOptions(s),
  );
  if (!answer.ok) throw new SocialProviderUnavailable(`LikeCoin's profile answered ${answer.status}`);
  const profile = (await answer.json()) as {
    user?: unknown;
    email?: unknown;
    displayName?: unknown;
    isSubscribedCivicLiker?: unknown;
    isCivicLikerTrial?: unknown;
  };
  if (typeof profile.user !== "string" || !/^[a-z0-9-_]{7,20}$/.test(profile.user)) {
    throw new Error("the profile names no Liker ID");
  }
  return {
    subject: profile.user,
    email: typeof profile.email === "string" ? profile.email : null,
    // LikeCoin's email is its own account's, never one that opens an account here
    emailVerified: false,
    name: typeof profile.displayName === "string" ? profile.displayName : null,
    userName: profile.user,
    civicLiker: profile.isSubscribedCivicLiker === true || profile.isCivicLikerTrial === true,
  };
}
