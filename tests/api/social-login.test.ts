import { env } from "cloudflare:workers";
import { and, count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { socialAccounts, users } from "@/server/db/schema";
import { Client, codeOf, createUser, db, signIn } from "../support/api";
import type { Fault, Person } from "../support/oidc-server";
import { actAs, authorize, GOOGLE_CLIENT_ID, issuer, newPerson, providerVars } from "../support/social-rounds";
import { graphql } from "./generated/gql";

// Signing in with Google and Twitter against a real OpenID Connect provider on this machine
// (tests/support/oidc-server.ts: oauth2-mock-server with its own keys). Each round goes as a
// browser's would: generateSocialLoginUrl, the provider's /authorize (which answers with a code
// at once), then socialLogin or addSocialLogin with that code and state, carrying the cookies.

const vars = providerVars;
const GOOGLE = { id: GOOGLE_CLIENT_ID };

const Start = graphql(`
  mutation SocialStart($input: GenerateSocialLoginUrlInput!) {
    generateSocialLoginUrl(input: $input)
  }
`);
const Login = graphql(`
  mutation SocialLogin($input: SocialLoginInput!) {
    socialLogin(input: $input) {
      auth
      type
      user {
        id
        userName
        settings {
          language
        }
        info {
          email
          emailVerified
          socialAccounts {
            type
            userName
            email
          }
        }
      }
    }
  }
`);
const Add = graphql(`
  mutation SocialAdd($input: SocialLoginInput!) {
    addSocialLogin(input: $input) {
      id
      info {
        socialAccounts {
          type
          email
        }
      }
    }
  }
`);
const Remove = graphql(`
  mutation SocialRemove($input: RemoveSocialLoginInput!) {
    removeSocialLogin(input: $input) {
      id
      info {
        socialAccounts {
          type
        }
      }
    }
  }
`);
const Accounts = graphql(`
  query SocialAccountsOf($userName: String!) {
    user(input: { userName: $userName }) {
      info {
        socialAccounts {
          type
        }
      }
    }
  }
`);

const person = newPerson;
let seq = 0;

type Provider = "Google" | "Twitter";

/** Starts a round in `client` (its cookie jar is the browser) and follows the provider's redirect. */
async function begin(client: Client, type: Provider = "Google", purpose: "login" | "connect" = "login") {
  const started = await client.withVars(vars).gql(Start, { input: { type, purpose } });
  expect(started.errors).toBeUndefined();
  return authorize(started.data?.generateSocialLoginUrl as string);
}

const as = actAs;

async function signInAs(who: Person, client = new Client(), options: { type?: Provider; language?: "en" } = {}) {
  const round = await begin(client, options.type);
  await as(round.code, who);
  const result = await client.withVars(vars).gql(Login, {
    input: {
      type: options.type ?? "Google",
      authorizationCode: round.code,
      state: round.state,
      language: options.language,
      referralCode: "friend_1",
      // as a client that names where the provider sent it back: this site's own callback
      redirectUri: new URL(`/callback/${(options.type ?? "Google").toLowerCase()}`, env.SITE_URL).toString(),
    },
  });
  return { client, result };
}

describe("the round trip to the provider", () => {
  it("sends the browser to the provider's authorize endpoint with PKCE (S256), a nonce and our callback", async () => {
    const client = new Client();
    const { authorize, back } = await begin(client);
    expect(authorize.origin + authorize.pathname).toBe(`${issuer}/authorize`);
    expect(authorize.searchParams.get("client_id")).toBe(GOOGLE.id);
    expect(authorize.searchParams.get("redirect_uri")).toBe("http://127.0.0.1:8787/callback/google");
    expect(authorize.searchParams.get("code_challenge_method")).toBe("S256");
    expect(authorize.searchParams.get("code_challenge")).toMatch(/^[\w-]{43}$/);
    expect(authorize.searchParams.get("nonce")).toBeTruthy();
    expect(authorize.searchParams.get("scope")).toBe("openid email profile");
    // the browser holds the state, signed and HttpOnly
    expect(client.jar.get("__social_state")).toBeTruthy();
    expect(back.pathname).toBe("/callback/google");
    expect(back.searchParams.get("state")).toBe(authorize.searchParams.get("state"));
  });

  it("is refused for Facebook and Threads, and for a provider the site is not set up for", async () => {
    const client = new Client().withVars(vars);
    for (const type of ["Facebook", "Threads"] as const) {
      expect(codeOf(await client.gql(Start, { input: { type } }))).toBe("BAD_USER_INPUT");
    }
    const bare = new Client();
    expect(codeOf(await bare.gql(Start, { input: { type: "Google" } }))).toBe("ACTION_FAILED");
  });

  it("links only for a signed-in person", async () => {
    const visitor = new Client().withVars(vars);
    expect(codeOf(await visitor.gql(Start, { input: { type: "Google", purpose: "connect" } }))).toBe("UNAUTHENTICATED");
  });
});

describe("signing in", () => {
  it("makes an account with the provider's verified email, language and referral, then logs in to it", async () => {
    const who = person();
    const { client, result } = await signInAs(who, new Client(), { language: "en" });
    expect(result.errors).toBeUndefined();
    const signup = result.data?.socialLogin;
    expect(signup?.type).toBe("Signup");
    expect(signup?.user?.info.email).toBe(who.email);
    expect(signup?.user?.info.emailVerified).toBe(true);
    expect(signup?.user?.settings.language).toBe("en");
    expect(signup?.user?.info.socialAccounts).toEqual([{ type: "Google", userName: who.email, email: who.email }]);
    expect(client.jar.get("__access_token")).toBeTruthy();
    const [row] = await db()
      .select()
      .from(users)
      .where(eq(users.email, who.email as string));
    expect(row?.referralCode).toBe("friend_1");

    const again = await signInAs(who);
    expect(again.result.data?.socialLogin.type).toBe("Login");
    expect(again.result.data?.socialLogin.user?.id).toBe(signup?.user?.id);
  });

  it("links to the account whose verified email the provider verified too", async () => {
    const owner = await createUser();
    const who = person({ email: owner.email as string });
    const { result } = await signInAs(who);
    expect(result.data?.socialLogin.type).toBe("Login");
    expect(result.data?.socialLogin.user?.userName).toBe(owner.userName);
  });

  it("never links on an email the provider did not verify, and then gives the new account no email", async () => {
    const owner = await createUser();
    const who = person({ email: owner.email as string, email_verified: false });
    const { result } = await signInAs(who);
    expect(result.data?.socialLogin.type).toBe("Signup");
    expect(result.data?.socialLogin.user?.userName).not.toBe(owner.userName);
    expect(result.data?.socialLogin.user?.info.email).toBeNull();
  });

  it("refuses an archived account", async () => {
    const owner = await createUser({ state: "archived" });
    const who = person({ email: owner.email as string });
    const { client, result } = await signInAs(who);
    expect(codeOf(result)).toBe("FORBIDDEN_BY_STATE");
    expect(client.jar.get("__access_token")).toBeUndefined();
  });

  it("signs up and back in with Twitter, which gives no email", async () => {
    seq += 1;
    const who = person({ username: `tw_${seq}`, email: undefined, email_verified: undefined });
    const first = await signInAs(who, new Client(), { type: "Twitter" });
    expect(first.result.errors).toBeUndefined();
    expect(first.result.data?.socialLogin.type).toBe("Signup");
    expect(first.result.data?.socialLogin.user?.info.email).toBeNull();
    expect(first.result.data?.socialLogin.user?.info.socialAccounts[0]).toMatchObject({
      type: "Twitter",
      userName: who.username,
    });
    const again = await signInAs(who, new Client(), { type: "Twitter" });
    expect(again.result.data?.socialLogin.type).toBe("Login");
  });
});

describe("refusals: nothing proven, nothing written", () => {
  const refusedWith = async (fault: Fault) => {
    const who = person();
    const client = new Client();
    const round = await begin(client);
    await as(round.code, who, fault);
    const result = await client.withVars(vars).gql(Login, {
      input: { type: "Google", authorizationCode: round.code, state: round.state },
    });
    const [made] = await db().select({ n: count() }).from(socialAccounts).where(eq(socialAccounts.subject, who.sub));
    return { code: codeOf(result), made: made?.n, session: client.jar.get("__access_token") };
  };

  for (const fault of ["signature", "audience", "expired", "replayed-nonce"] as const) {
    it(`an ID token with a ${fault === "signature" ? "forged signature" : fault === "audience" ? "wrong audience" : fault === "expired" ? "past expiry" : "nonce from another round"}`, async () => {
      // a round before, whose nonce the replay takes
      if (fault === "replayed-nonce") await begin(new Client());
      expect(await refusedWith(fault)).toEqual({ code: "OAUTH_TOKEN_INVALID", made: 0, session: undefined });
    });
  }

  it("a state from another browser", async () => {
    const victim = new Client();
    const round = await begin(new Client());
    await as(round.code, person());
    // the attacker's code and state, opened in the victim's browser (which started its own round)
    await begin(victim);
    const result = await victim.withVars(vars).gql(Login, {
      input: { type: "Google", authorizationCode: round.code, state: round.state },
    });
    expect(codeOf(result)).toBe("OAUTH_TOKEN_INVALID");
    expect(victim.jar.get("__access_token")).toBeUndefined();
  });

  it("a round spent once already, even by two callbacks at the same moment", async () => {
    const client = new Client();
    const round = await begin(client);
    await as(round.code, person());
    const input = { type: "Google" as const, authorizationCode: round.code, state: round.state };
    const twins = [new Client(), new Client()].map((c) => {
      c.jar = new Map(client.jar);
      return c.withVars(vars).gql(Login, { input });
    });
    const results = await Promise.all(twins);
    expect(results.map((r) => codeOf(r) ?? r.data?.socialLogin.type).sort()).toEqual(["OAUTH_TOKEN_INVALID", "Signup"]);
  });

  it("a verifier or nonce sent by the client, an OAuth 1.0a pair, another redirect address, and a missing code", async () => {
    const client = new Client().withVars(vars);
    const bad = [
      { type: "Google" as const, authorizationCode: "x", state: "l.x", codeVerifier: "mine" },
      { type: "Google" as const, authorizationCode: "x", state: "l.x", nonce: "mine" },
      { type: "Google" as const, state: "l.x" },
      { type: "Facebook" as const, authorizationCode: "x", state: "l.x" },
      { type: "Twitter" as const, state: "l.x", oauth1Credential: { oauthToken: "t", oauthVerifier: "v" } },
      {
        type: "Google" as const,
        authorizationCode: "x",
        state: "l.x",
        redirectUri: "https://evil.example/callback/google",
      },
    ];
    for (const input of bad) expect(codeOf(await client.gql(Login, { input }))).toBe("BAD_USER_INPUT");
  });
});

describe("Twitter's OAuth 1.0a", () => {
  it("has no request token to give: Twitter signs in with OAuth 2.0 here", async () => {
    const result = await new Client().gql(`{ oauthRequestToken }`);
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({ oauthRequestToken: null });
  });
});

describe("linking and unlinking", () => {
  async function link(client: Client, who: Person) {
    const round = await begin(client, "Google", "connect");
    await as(round.code, who);
    return client
      .withVars(vars)
      .gql(Add, { input: { type: "Google", authorizationCode: round.code, state: round.state } });
  }

  it("links to the signed-in account, which then signs in with it, and unlinks", async () => {
    const owner = await createUser();
    const client = await signIn(owner.email as string);
    const who = person({ email: `other${Date.now()}@gmail.example` });
    const linked = await link(client, who);
    expect(linked.errors).toBeUndefined();
    expect(linked.data?.addSocialLogin.info.socialAccounts).toEqual([{ type: "Google", email: who.email }]);
    const viaGoogle = await signInAs(who);
    expect(viaGoogle.result.data?.socialLogin.user?.userName).toBe(owner.userName);

    const removed = await client.withVars(vars).gql(Remove, { input: { type: "Google" } });
    expect(removed.data?.removeSocialLogin.info.socialAccounts).toEqual([]);
  });

  it("refuses an account linked to someone else (USER_SOCIAL_ACCOUNT_EXISTS)", async () => {
    const who = person();
    await signInAs(who);
    const owner = await createUser();
    const client = await signIn(owner.email as string);
    expect(codeOf(await link(client, who))).toBe("USER_SOCIAL_ACCOUNT_EXISTS");
  });

  it("a connect round ends only with addSocialLogin, and a login round only with socialLogin", async () => {
    const owner = await createUser();
    const client = await signIn(owner.email as string);
    const round = await begin(client, "Google", "connect");
    await as(round.code, person());
    const input = { type: "Google" as const, authorizationCode: round.code, state: round.state };
    expect(codeOf(await client.withVars(vars).gql(Login, { input }))).toBe("OAUTH_TOKEN_INVALID");
  });

  it("never removes the last way in, even when two providers are unlinked at once", async () => {
    const google = person();
    const { client, result } = await signInAs({ ...google, email: undefined, email_verified: undefined });
    const userId = Number(atob(result.data?.socialLogin.user?.id as string).split(":")[1]);
    const round = await begin(client, "Twitter", "connect");
    await as(round.code, person({ username: "twin" }));
    const added = await client.withVars(vars).gql(Add, {
      input: { type: "Twitter", authorizationCode: round.code, state: round.state },
    });
    expect(added.errors).toBeUndefined();
    const both = await Promise.all(
      (["Google", "Twitter"] as const).map((type) => client.withVars(vars).gql(Remove, { input: { type } })),
    );
    expect(both.map((r) => codeOf(r) ?? "ok").sort()).toEqual(["ACTION_FAILED", "ok"]);
    const [left] = await db().select({ n: count() }).from(socialAccounts).where(eq(socialAccounts.userId, userId));
    expect(left?.n).toBe(1);
  });

  it("shows a person's linked accounts to them alone", async () => {
    const who = person();
    const { client, result } = await signInAs(who);
    const userName = result.data?.socialLogin.user?.userName as string;
    const stranger = await signIn((await createUser()).email as string);
    expect(codeOf(await stranger.gql(Accounts, { userName }))).toBe("FORBIDDEN");
    const own = await client.gql(Accounts, { userName });
    expect(own.data?.user?.info.socialAccounts).toEqual([{ type: "Google" }]);
    const rows = await db()
      .select()
      .from(socialAccounts)
      .where(and(eq(socialAccounts.subject, who.sub), eq(socialAccounts.provider, "Google")));
    expect(rows).toHaveLength(1);
  });
});

const LikerStart = graphql(`
  mutation LikerStart {
    generateLikerIdUrl
  }
`);
const LikerLink = graphql(`
  mutation LikerLink($input: LinkLikerIdInput!) {
    linkLikerId(input: $input) {
      id
      likerId
      liker {
        likerId
        civicLiker
      }
    }
  }
`);

describe("linking a Liker ID through LikeCoin", () => {
  async function likerRound(client: Client, likerId: string, civicLiker: boolean) {
    const started = await client.withVars(vars).gql(LikerStart);
    expect(started.errors).toBeUndefined();
    const round = await authorize(started.data?.generateLikerIdUrl as string);
    expect(round.authorize.searchParams.get("redirect_uri")).toBe("http://127.0.0.1:8787/callback/likecoin");
    await as(round.code, { sub: likerId, name: "Liker", civicLiker });
    return client.withVars(vars).gql(LikerLink, { input: { authorizationCode: round.code, state: round.state } });
  }

  it("links the Liker ID LikeCoin vouches for, with its Civic Liker standing, and refuses it to anyone else", async () => {
    const likerId = `liker${Date.now().toString(36)}`.slice(0, 20);
    const owner = await signIn((await createUser()).email as string);
    const linked = await likerRound(owner, likerId, true);
    expect(linked.errors).toBeUndefined();
    expect(linked.data?.linkLikerId.liker).toEqual({ likerId, civicLiker: true });

    const other = await signIn((await createUser()).email as string);
    expect(codeOf(await likerRound(other, likerId, false))).toBe("LIKER_USER_ID_EXISTS");
    // linking the same one again reads the standing afresh
    expect((await likerRound(owner, likerId, false)).data?.linkLikerId.liker.civicLiker).toBe(false);
  });

  it("is a signed-in person's, and only where LikeCoin is set up", async () => {
    expect(codeOf(await new Client().withVars(vars).gql(LikerStart))).toBe("UNAUTHENTICATED");
    const bare = await signIn((await createUser()).email as string);
    expect(codeOf(await bare.gql(LikerStart))).toBe("ACTION_FAILED");
  });
});
