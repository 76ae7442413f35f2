import { env } from "cloudflare:workers";
import { and, eq } from "drizzle-orm";
import * as oauth from "oauth4webapi";
import { describe, expect, it } from "vitest";
import { handleDirectUpload } from "@/server/api/direct-upload";
import { handleGraphQL } from "@/server/api/handler";
import { metadataResponse } from "@/server/auth/oauth/issuer";
import { handleRevocationRequest } from "@/server/auth/oauth/revocation-endpoint";
import { handleTokenRequest } from "@/server/auth/oauth/token-endpoint";
import { adminAudit, oauthClients } from "@/server/db/schema";
import { Client, codeOf, createUser, db, present, signIn } from "../support/api";
import { graphql } from "./generated/gql";
import type { OAuthAuthorizeInput } from "./generated/graphql";

// The site as an OAuth 2.1 provider, driven by a real OAuth client library (oauth4webapi) as a
// third-party app would: discovery, the person's consent (through the API, as the consent page
// sends it), the code traded with PKCE, calls with the token, refresh, revocation. Its requests
// reach the real endpoints in-process: /oauth/token, /oauth/revoke, the metadata and /graphql.

const SITE = new URL(present(env.SITE_URL)).origin;
const REDIRECT = "https://reader.example/callback";

/** What oauth4webapi fetches, answered by our own endpoints. */
const siteFetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
  const request = new Request(input, init);
  const { pathname } = new URL(request.url);
  if (pathname === "/.well-known/oauth-authorization-server") return metadataResponse(env);
  if (pathname === "/oauth/token") return handleTokenRequest(request, env);
  if (pathname === "/oauth/revoke") return handleRevocationRequest(request, env);
  if (pathname === "/graphql") return handleGraphQL(request, env);
  return new Response("not found", { status: 404 });
}) as typeof fetch;

const libOptions = { [oauth.customFetch]: siteFetch, [oauth.allowInsecureRequests]: true };

const Put = graphql(`
  mutation OAuthPut($input: PutOAuthClientInput!) {
    putOAuthClient(input: $input) {
      id
      name
      secret
      scope
      redirectURIs
      grantTypes
    }
  }
`);
const Request_ = graphql(`
  query OAuthRequest($input: OAuthAuthorizeInput!) {
    oauthAuthorizationRequest(input: $input) {
      client {
        id
        name
        website
      }
      scope
      errorRedirect
      denyRedirect
    }
  }
`);
const Authorize = graphql(`
  mutation OAuthAuthorize($input: OAuthAuthorizeInput!) {
    authorizeOAuthClient(input: $input)
  }
`);
const Authorizations = graphql(`
  query OAuthAuthorizations {
    viewer {
      id
      oauthAuthorizations {
        client {
          id
          name
        }
        scope
        usedAt
      }
    }
  }
`);
const Revoke = graphql(`
  mutation OAuthRevoke($input: OAuthClientInput!) {
    revokeOAuthAuthorization(input: $input) {
      id
    }
  }
`);

async function admin() {
  const row = await createUser({ role: "admin" });
  return signIn(present(row.email));
}

/** A registered app: its id and secret, as the admin's answer gave them once. */
async function registerApp(
  scope = ["query:viewer", "mutation:level1"],
  grantTypes = ["authorization_code", "refresh_token"],
) {
  const result = await (await admin()).gql(Put, {
    input: {
      name: "Night Reader",
      website: "https://reader.example",
      scope,
      redirectURIs: [REDIRECT],
      grantTypes: grantTypes as ("authorization_code" | "refresh_token")[],
    },
  });
  const app = present(result.data?.putOAuthClient);
  return { client: { client_id: app.id } as oauth.Client, secret: app.secret, id: app.id };
}

async function discover() {
  const issuer = new URL(SITE);
  return oauth.processDiscoveryResponse(
    issuer,
    await oauth.discoveryRequest(issuer, { ...libOptions, algorithm: "oauth2" }),
  );
}

type Round = { state: string; verifier: string; input: OAuthAuthorizeInput };

async function newRound(appId: string, overrides: Partial<Round["input"]> = {}): Promise<Round> {
  const verifier = oauth.generateRandomCodeVerifier();
  const state = oauth.generateRandomState();
  return {
    state,
    verifier,
    input: {
      clientId: appId,
      redirectURI: REDIRECT,
      responseType: "code",
      scope: "query:viewer mutation:level1",
      state,
      codeChallenge: await oauth.calculatePKCECodeChallenge(verifier),
      codeChallengeMethod: "S256",
      ...overrides,
    },
  };
}

/** A person agrees, and the app trades the code: its tokens, as oauth4webapi checked them. */
async function consentAndTrade(app: Awaited<ReturnType<typeof registerApp>>, person?: Client) {
  const as = await discover();
  const me = person ?? (await signIn(present((await createUser()).email)));
  const round = await newRound(app.id);
  const authorized = await me.gql(Authorize, { input: round.input });
  const params = oauth.validateAuthResponse(
    as,
    app.client,
    new URL(present(authorized.data?.authorizeOAuthClient)),
    round.state,
  );
  const response = await oauth.authorizationCodeGrantRequest(
    as,
    app.client,
    oauth.ClientSecretBasic(app.secret),
    params,
    REDIRECT,
    round.verifier,
    libOptions,
  );
  return { as, me, tokens: await oauth.processAuthorizationCodeResponse(as, app.client, response) };
}

/** A call to the API as the app makes it: the token in a header, no cookie, no CSRF header. */
async function asApp(token: string, query: string, variables?: Record<string, unknown>, header = "authorization") {
  const response = await handleGraphQL(
    new Request(`${SITE}/graphql`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        [header]: header === "authorization" ? `Bearer ${token}` : token,
      },
      body: JSON.stringify({ query, variables }),
    }),
    env,
  );
  return (await response.json()) as {
    data?: Record<string, unknown> | null;
    errors?: { message: string; extensions: { code: string } }[];
  };
}

const VIEWER = "{ viewer { id userName } }";
const errorCode = (r: Awaited<ReturnType<typeof asApp>>) => r.errors?.[0]?.extensions.code;

async function tokenRequest(body: Record<string, string>, auth?: { id: string; secret: string }, now?: number) {
  const headers: Record<string, string> = { "content-type": "application/x-www-form-urlencoded" };
  if (auth) headers.authorization = `Basic ${btoa(`${auth.id}:${auth.secret}`)}`;
  const response = await handleTokenRequest(
    new Request(`${SITE}/oauth/token`, { method: "POST", headers, body: new URLSearchParams(body) }),
    env,
    now,
  );
  return { status: response.status, body: (await response.json()) as Record<string, string> };
}

describe("registering apps (putOAuthClient)", () => {
  it("gives the secret once, then only its last four characters", async () => {
    const app = await registerApp();
    expect(app.secret).toMatch(/^mcs_[A-Za-z0-9_-]{43}$/);
    const again = await (await admin()).gql(Put, { input: { id: app.id, name: "Night Reader 2" } });
    expect(again.data?.putOAuthClient?.secret).toBe(`…${app.secret.slice(-4)}`);
    expect(again.data?.putOAuthClient?.name).toBe("Night Reader 2");
  });

  it("writes each registration and change in the audit log, never the secret, and nothing for a refusal", async () => {
    const app = await registerApp();
    const boss = await admin();
    await boss.gql(Put, { input: { id: app.id, name: "Night Reader 3", secret: "s".repeat(40) } });
    expect(codeOf(await boss.gql(Put, { input: { id: app.id, redirectURIs: ["http://reader.example/cb"] } }))).toBe(
      "BAD_USER_INPUT",
    );
    const [row] = await db()
      .select({ id: oauthClients.id })
      .from(oauthClients)
      .where(eq(oauthClients.clientId, app.id));
    const audit = await db()
      .select()
      .from(adminAudit)
      .where(and(eq(adminAudit.targetType, "OAuthClient"), eq(adminAudit.targetId, present(row).id)))
      .orderBy(adminAudit.id);
    expect(audit.map((r) => [r.action, r.before, r.after])).toEqual([
      [
        "putOAuthClient",
        {},
        expect.objectContaining({ name: "Night Reader", redirectUris: [REDIRECT], secret: "set" }),
      ],
      ["putOAuthClient", { name: "Night Reader", secret: "set" }, { name: "Night Reader 3", secret: "set" }],
    ]);
    expect(JSON.stringify(audit)).not.toContain(app.secret);
    expect(JSON.stringify(audit)).not.toContain("s".repeat(40));
  });

  it("is for admins only, and checks addresses and scopes", async () => {
    const person = await signIn(present((await createUser()).email));
    const input = { name: "X", redirectURIs: [REDIRECT] };
    expect(codeOf(await person.gql(Put, { input }))).toBe("FORBIDDEN");
    const boss = await admin();
    for (const bad of [
      { ...input, redirectURIs: ["http://reader.example/cb"] },
      { ...input, redirectURIs: ["https://reader.example/cb#frag"] },
      { ...input, scope: ["query:everything"] },
      { ...input, scope: ["mutation:level4"] },
      { ...input, secret: "short" },
      { name: "No way back" },
    ]) {
      expect(codeOf(await boss.gql(Put, { input: bad })), JSON.stringify(bad)).toBe("BAD_USER_INPUT");
    }
    // http on this machine is allowed: native apps and development
    const local = await boss.gql(Put, { input: { ...input, redirectURIs: ["http://127.0.0.1:4567/cb"] } });
    expect(local.data?.putOAuthClient?.redirectURIs).toEqual(["http://127.0.0.1:4567/cb"]);
  });

  it("shows anyone the app's name, and its secret and addresses to admins alone", async () => {
    const app = await registerApp();
    const query = `query($id: ID!) { oauthClient(input: { id: $id }) { name redirectURIs } }`;
    const visitor = await new Client().gql(query, { id: app.id });
    expect(codeOf(visitor)).toBe("UNAUTHENTICATED");
    const plain = await new Client().gql(`query($id: ID!) { oauthClient(input: { id: $id }) { name scope } }`, {
      id: app.id,
    });
    expect(plain.data).toEqual({ oauthClient: { name: "Night Reader", scope: ["query:viewer", "mutation:level1"] } });
  });
});

describe("the authorization request", () => {
  it("names the app and the scopes asked for, for the consent page", async () => {
    const app = await registerApp();
    const me = await signIn(present((await createUser()).email));
    const round = await newRound(app.id, { scope: "query:viewer" });
    const result = await me.gql(Request_, { input: round.input });
    const checked = present(result.data?.oauthAuthorizationRequest);
    expect(checked.client.name).toBe("Night Reader");
    expect(checked.scope).toEqual(["query:viewer"]);
    expect(checked.errorRedirect).toBeNull();
    const deny = new URL(checked.denyRedirect);
    expect(deny.origin + deny.pathname).toBe(REDIRECT);
    expect(Object.fromEntries(deny.searchParams)).toMatchObject({
      error: "access_denied",
      state: round.state,
      iss: SITE,
    });
  });

  it("refuses an unknown app or an unregistered address without sending anyone there", async () => {
    const app = await registerApp();
    const me = await signIn(present((await createUser()).email));
    for (const overrides of [
      { clientId: "nobody" },
      { redirectURI: "https://evil.example/callback" },
      { redirectURI: `${REDIRECT}/more` },
    ]) {
      const round = await newRound(app.id, overrides);
      expect(codeOf(await me.gql(Request_, { input: round.input }))).toBe("BAD_USER_INPUT");
      expect(codeOf(await me.gql(Authorize, { input: round.input }))).toBe("BAD_USER_INPUT");
    }
  });

  it("sends other faults back to the app in its terms, and gives no code for them", async () => {
    const app = await registerApp();
    const me = await signIn(present((await createUser()).email));
    const cases = [
      [{ codeChallengeMethod: "plain" }, "invalid_request"],
      [{ codeChallenge: null, codeChallengeMethod: null }, "invalid_request"],
      [{ responseType: "token" }, "unsupported_response_type"],
      [{ scope: "query:viewer mutation:level3" }, "invalid_scope"],
    ] as const;
    for (const [overrides, error] of cases) {
      const round = await newRound(app.id, overrides);
      const checked = present((await me.gql(Request_, { input: round.input })).data?.oauthAuthorizationRequest);
      const url = new URL(present(checked.errorRedirect));
      expect(url.searchParams.get("error"), JSON.stringify(overrides)).toBe(error);
      expect(url.searchParams.get("state")).toBe(round.state);
      expect(codeOf(await me.gql(Authorize, { input: round.input }))).toBe("BAD_USER_INPUT");
    }
  });

  it("needs the person signed in", async () => {
    const app = await registerApp();
    const round = await newRound(app.id);
    expect(codeOf(await new Client().gql(Request_, { input: round.input }))).toBe("UNAUTHENTICATED");
    expect(codeOf(await new Client().gql(Authorize, { input: round.input }))).toBe("UNAUTHENTICATED");
  });
});

describe("the token endpoint", () => {
  it("trades a code with PKCE for tokens that act for the person within the scopes", async () => {
    const app = await registerApp();
    const { me, tokens } = await consentAndTrade(app);
    expect(tokens.token_type).toBe("bearer");
    expect(tokens.expires_in).toBe(30 * 86_400);
    expect(tokens.scope).toBe("query:viewer mutation:level1");
    const mine = await me.gql(VIEWER);
    const read = await asApp(tokens.access_token, VIEWER);
    expect(read.data).toEqual(mine.data);
    // upstream's header works the same
    expect((await asApp(tokens.access_token, VIEWER, undefined, "x-access-token")).data).toEqual(mine.data);
  });

  it("refuses a wrong secret, verifier, address or app, and an expired code", async () => {
    const app = await registerApp();
    const other = await registerApp();
    const me = await signIn(present((await createUser()).email));
    const trade = async (
      change: Partial<Record<string, string>>,
      auth = { id: app.id, secret: app.secret },
      now?: number,
    ) => {
      const round = await newRound(app.id);
      const url = new URL(present((await me.gql(Authorize, { input: round.input })).data?.authorizeOAuthClient));
      const body = {
        grant_type: "authorization_code",
        code: present(url.searchParams.get("code")),
        redirect_uri: REDIRECT,
        code_verifier: round.verifier,
        ...change,
      };
      return tokenRequest(body as Record<string, string>, auth, now);
    };
    const wrongSecret = await trade({}, { id: app.id, secret: `${app.secret}x` });
    expect(wrongSecret).toMatchObject({ status: 401, body: { error: "invalid_client" } });
    expect((await trade({ code_verifier: oauth.generateRandomCodeVerifier() })).body.error).toBe("invalid_grant");
    expect((await trade({ redirect_uri: `${REDIRECT}/other` })).body.error).toBe("invalid_grant");
    expect((await trade({}, { id: other.id, secret: other.secret })).body.error).toBe("invalid_grant");
    expect((await trade({}, undefined, Date.now() + 11 * 60_000)).body.error).toBe("invalid_grant");
    expect((await trade({ grant_type: "password" })).body.error).toBe("unsupported_grant_type");
    expect((await trade({ code_verifier: "" })).body.error).toBe("invalid_request");
  });

  it("gives no working tokens for a code sent twice at once (RFC 6749 §4.1.2)", async () => {
    const app = await registerApp();
    const me = await signIn(present((await createUser()).email));
    const round = await newRound(app.id);
    const url = new URL(present((await me.gql(Authorize, { input: round.input })).data?.authorizeOAuthClient));
    const body = {
      grant_type: "authorization_code",
      code: present(url.searchParams.get("code")),
      redirect_uri: REDIRECT,
      code_verifier: round.verifier,
    };
    const answers = await Promise.all([tokenRequest(body, app), tokenRequest(body, app)]);
    // one request spends the code; the other finds it spent and revokes the grant, which may
    // come before the first has written its tokens (then neither has any)
    const issued = answers.filter((a) => a.status === 200);
    expect(issued.length).toBeLessThanOrEqual(1);
    expect(answers.filter((a) => a.body.error === "invalid_grant").length).toBe(2 - issued.length);
    for (const answer of issued) {
      expect(errorCode(await asApp(answer.body.access_token as string, VIEWER))).toBe("OAUTH_TOKEN_INVALID");
    }
  });

  it("rotates refresh tokens, and a refresh token used twice ends the app's access", async () => {
    const app = await registerApp();
    const { as, tokens } = await consentAndTrade(app);
    const refresh = async (token: string) =>
      oauth.processRefreshTokenResponse(
        as,
        app.client,
        await oauth.refreshTokenGrantRequest(as, app.client, oauth.ClientSecretPost(app.secret), token, libOptions),
      );
    const next = await refresh(present(tokens.refresh_token));
    expect(next.refresh_token).not.toBe(tokens.refresh_token);
    expect((await asApp(next.access_token, VIEWER)).data?.viewer).toBeTruthy();
    // the first refresh token again: someone holds a copy
    await expect(refresh(present(tokens.refresh_token))).rejects.toMatchObject({ error: "invalid_grant" });
    expect(errorCode(await asApp(next.access_token, VIEWER))).toBe("OAUTH_TOKEN_INVALID");
    await expect(refresh(present(next.refresh_token))).rejects.toMatchObject({ error: "invalid_grant" });
  });

  it("gives no refresh token to an app without that grant", async () => {
    const app = await registerApp(["query:viewer"], ["authorization_code"]);
    const round = await newRound(app.id, { scope: "query:viewer" });
    const me = await signIn(present((await createUser()).email));
    const url = new URL(present((await me.gql(Authorize, { input: round.input })).data?.authorizeOAuthClient));
    const answer = await tokenRequest(
      {
        grant_type: "authorization_code",
        code: present(url.searchParams.get("code")),
        redirect_uri: REDIRECT,
        code_verifier: round.verifier,
      },
      app,
    );
    expect(answer.status).toBe(200);
    expect(answer.body.refresh_token).toBeUndefined();
  });
});

describe("calls with a token", () => {
  it("refuses what the scopes do not cover, with FORBIDDEN and nothing done", async () => {
    const app = await registerApp(["query:viewer", "mutation:level1", "mutation:level2"]);
    const { tokens } = await consentAndTrade(app);
    const other = await createUser();
    const follow = `mutation($id: ID!) { toggleFollowUser(input: { id: $id, enabled: true }) { isFollowee } }`;
    const otherId = btoa(`User:${other.id}`);
    // level1 was granted: following works
    expect((await asApp(tokens.access_token, follow, { id: otherId })).data).toEqual({
      toggleFollowUser: { isFollowee: true },
    });
    // a level2 mutation was not (the app is registered for it, the person was not asked)
    const comment = `mutation { putComment(input: { comment: { content: "<p>hi</p>", type: article, articleId: "QXJ0aWNsZTox" } }) { id } }`;
    expect(errorCode(await asApp(tokens.access_token, comment))).toBe("FORBIDDEN");
    // mutations of no group are the person's own
    expect(
      errorCode(await asApp(tokens.access_token, `mutation { setPassword(input: { password: "x1234567" }) { id } }`)),
    ).toBe("FORBIDDEN");
    expect(errorCode(await asApp(tokens.access_token, `mutation { userLogout }`))).toBe("FORBIDDEN");
    // another person's private fields are refused even where the API would show them to their owner
    expect(
      errorCode(
        await asApp(tokens.access_token, `query($n: String!) { user(input: { userName: $n }) { info { email } } }`, {
          n: other.userName,
        }),
      ),
    ).toBe("FORBIDDEN");
  });

  it("reads only the parts of viewer a narrow scope names, and always the viewer's id", async () => {
    const app = await registerApp(["query:viewer:info", "mutation:level1"]);
    const round = await newRound(app.id, { scope: "query:viewer:info mutation:level1" });
    const row = await createUser();
    const me = await signIn(present(row.email));
    const as = await discover();
    const params = oauth.validateAuthResponse(
      as,
      app.client,
      new URL(present((await me.gql(Authorize, { input: round.input })).data?.authorizeOAuthClient)),
      round.state,
    );
    const tokens = await oauth.processAuthorizationCodeResponse(
      as,
      app.client,
      await oauth.authorizationCodeGrantRequest(
        as,
        app.client,
        oauth.ClientSecretBasic(app.secret),
        params,
        REDIRECT,
        round.verifier,
        libOptions,
      ),
    );
    const info = await asApp(tokens.access_token, `{ viewer { id info { email } } }`);
    expect(info.data).toMatchObject({ viewer: { info: { email: row.email } } });
    expect(errorCode(await asApp(tokens.access_token, `{ viewer { id userName } }`))).toBe("FORBIDDEN");
    expect(
      errorCode(await asApp(tokens.access_token, `{ viewer { ...F } } fragment F on User { settings { language } }`)),
    ).toBe("FORBIDDEN");
    // what a mutation answers is read as the person's own: its private fields need query:viewer
    const update = (fields: string) =>
      `mutation { updateUserInfo(input: { description: "Set by an app" }) { ${fields} } }`;
    expect(errorCode(await asApp(tokens.access_token, update("id info { email }")))).toBe("FORBIDDEN");
    expect((await asApp(tokens.access_token, update("id info { description }"))).data).toMatchObject({
      updateUserInfo: { info: { description: "Set by an app" } },
    });
    // public reads need no scope
    expect(
      (
        await asApp(
          tokens.access_token,
          `{ user(input: { userName: "${present((await createUser()).userName)}" }) { id } }`,
        )
      ).data?.user,
    ).toBeTruthy();
  });

  it("never acts as an admin, whoever agreed", async () => {
    const app = await registerApp(["query:viewer", "mutation:level1", "mutation:level2"]);
    const bossRow = await createUser({ role: "admin" });
    const boss = await signIn(present(bossRow.email));
    const as = await discover();
    const round = await newRound(app.id, { scope: "query:viewer mutation:level2" });
    const params = oauth.validateAuthResponse(
      as,
      app.client,
      new URL(present((await boss.gql(Authorize, { input: round.input })).data?.authorizeOAuthClient)),
      round.state,
    );
    const tokens = await oauth.processAuthorizationCodeResponse(
      as,
      app.client,
      await oauth.authorizationCodeGrantRequest(
        as,
        app.client,
        oauth.ClientSecretBasic(app.secret),
        params,
        REDIRECT,
        round.verifier,
        libOptions,
      ),
    );
    expect(
      errorCode(await asApp(tokens.access_token, `{ oss { oauthClients(input: { first: 1 }) { totalCount } } }`)),
    ).toBe("FORBIDDEN");
    // the person is an admin; the app sees, and acts as, a plain user
    expect((await asApp(tokens.access_token, `{ viewer { status { role } } }`)).data).toEqual({
      viewer: { status: { role: "user" } },
    });
  });

  it("sends no upload's bytes without the upload's own scope", async () => {
    const app = await registerApp();
    const { tokens } = await consentAndTrade(app);
    const response = await handleDirectUpload(
      new Request(`${SITE}/uploads/0b6d3f4e-8c1a-4b7e-9f2d-3a5c6e7f8a9b`, {
        method: "PUT",
        headers: { authorization: `Bearer ${tokens.access_token}` },
        body: new Uint8Array([1, 2, 3]),
      }),
      env,
    );
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ errors: [{ extensions: { code: "FORBIDDEN" } }] });
  });

  it("refuses an unknown or expired token with OAUTH_TOKEN_INVALID", async () => {
    expect(errorCode(await asApp("mat_nothing", VIEWER))).toBe("OAUTH_TOKEN_INVALID");
  });
});

describe("revocation", () => {
  it("ends an access token alone, or the whole grant by its refresh token (RFC 7009)", async () => {
    const app = await registerApp();
    const { as, tokens } = await consentAndTrade(app);
    const revoke = (token: string) =>
      oauth.revocationRequest(as, app.client, oauth.ClientSecretBasic(app.secret), token, libOptions);
    await oauth.processRevocationResponse(await revoke(tokens.access_token));
    expect(errorCode(await asApp(tokens.access_token, VIEWER))).toBe("OAUTH_TOKEN_INVALID");
    const second = await consentAndTrade(app);
    await oauth.processRevocationResponse(await revoke(present(second.tokens.refresh_token)));
    expect(errorCode(await asApp(second.tokens.access_token, VIEWER))).toBe("OAUTH_TOKEN_INVALID");
    // an unknown token is answered as a revoked one
    expect((await revoke("mat_unknown")).status).toBe(200);
  });

  it("lists the apps a person let in, and revoking one from settings ends its tokens at once", async () => {
    const app = await registerApp();
    const { me, tokens } = await consentAndTrade(app);
    const listed = present((await me.gql(Authorizations)).data?.viewer?.oauthAuthorizations);
    expect(listed.map((a) => [a.client.name, a.scope])).toEqual([
      ["Night Reader", ["query:viewer", "mutation:level1"]],
    ]);
    expect(listed[0]?.usedAt).toBeTruthy();
    await me.gql(Revoke, { input: { id: app.id } });
    expect(errorCode(await asApp(tokens.access_token, VIEWER))).toBe("OAUTH_TOKEN_INVALID");
    expect((await me.gql(Authorizations)).data?.viewer?.oauthAuthorizations).toEqual([]);
    expect(codeOf(await me.gql(Revoke, { input: { id: app.id } }))).toBe("ACTION_FAILED");
    // nobody reads another person's list
    const stranger = await signIn(present((await createUser()).email));
    const theirs = await stranger.gql(
      `query($n: String!) { user(input: { userName: $n }) { oauthAuthorizations { scope } } }`,
      {
        n: present((await me.gql(VIEWER)).data?.viewer as { userName: string }).userName,
      },
    );
    expect(codeOf(theirs)).toBe("FORBIDDEN");
  });
});
