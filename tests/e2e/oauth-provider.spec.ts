import { type APIRequestContext, expect, request as newRequest, type Page, test } from "@playwright/test";
import * as oauth from "oauth4webapi";
import { axeOn, DEMO_PASSWORD, gql, hydrated, ORIGIN, signIn } from "./support";

// The site as an OAuth provider, with a third-party app played by this test through a real
// OAuth client library (oauth4webapi) over HTTP against the built worker: an admin registers
// the app, a signed-out person is sent to log in and comes back to the consent page, allows
// it, the app trades the code with PKCE, reads the viewer, is refused a mutation outside its
// scopes, refreshes, and is revoked from settings. The app's redirect address is answered by
// the test (page.route), as the app's own server would.

const ADMIN = "editor@example.com";
/** Seeded people no other spec signs in as: one reads in English, one in Traditional Chinese. */
const PERSON = { email: "user31@example.com", userName: "amara_n" };
const PERSON_ZH = { email: "user32@example.com" };
const REDIRECT = "https://reader.example/callback";

const libOptions = { [oauth.allowInsecureRequests]: true };
const issuer = new URL(ORIGIN);

async function registerApp(name: string) {
  const admin = await newRequest.newContext({ baseURL: ORIGIN });
  const login = await gql(admin, "mutation($input: EmailLoginInput!) { emailLogin(input: $input) { auth } }", {
    input: { email: ADMIN, passwordOrCode: DEMO_PASSWORD },
  });
  expect(login.errors).toBeUndefined();
  const put = await gql<{ putOAuthClient: { id: string; secret: string } }>(
    admin,
    `mutation($input: PutOAuthClientInput!) { putOAuthClient(input: $input) { id secret } }`,
    {
      input: {
        name,
        website: "https://reader.example",
        scope: ["query:viewer", "mutation:level1"],
        redirectURIs: [REDIRECT],
      },
    },
  );
  await admin.dispose();
  const app = put.data?.putOAuthClient;
  if (!app) throw new Error(`the app was not registered: ${JSON.stringify(put.errors)}`);
  return { client: { client_id: app.id } as oauth.Client, auth: oauth.ClientSecretBasic(app.secret), id: app.id };
}

async function authorizationRequest(appId: string) {
  const verifier = oauth.generateRandomCodeVerifier();
  const state = oauth.generateRandomState();
  const url = new URL("/oauth/authorize", ORIGIN);
  url.search = new URLSearchParams({
    client_id: appId,
    redirect_uri: REDIRECT,
    response_type: "code",
    scope: "query:viewer mutation:level1",
    state,
    code_challenge: await oauth.calculatePKCECodeChallenge(verifier),
    code_challenge_method: "S256",
  }).toString();
  return { url: url.toString(), verifier, state };
}

/** The app's own callback page: the browser lands there with the code or the refusal. */
async function answerRedirects(page: Page) {
  await page.route("https://reader.example/**", (route) =>
    route.fulfill({
      status: 200,
      contentType: "text/html",
      body: "<!doctype html><title>Night Reader</title><p>Back in the app</p>",
    }),
  );
}

async function asApp(token: string, query: string) {
  const response = await oauth.protectedResourceRequest(
    token,
    "POST",
    new URL("/graphql", ORIGIN),
    new Headers({ "content-type": "application/json" }),
    JSON.stringify({ query }),
    libOptions,
  );
  return (await response.json()) as { data?: Record<string, unknown>; errors?: { extensions: { code: string } }[] };
}

async function press(page: Page, name: string) {
  const button = page.getByRole("button", { name });
  await hydrated(button);
  await button.click();
}

test("a third-party app gets consent, trades the code with PKCE, acts within its scopes, refreshes, and is revoked from settings", async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  const name = `Night Reader ${Date.now().toString(36)}`;
  const app = await registerApp(name);
  const as = await oauth.processDiscoveryResponse(
    issuer,
    await oauth.discoveryRequest(issuer, { ...libOptions, algorithm: "oauth2" }),
  );
  expect(as.token_endpoint).toBe(`${ORIGIN}/oauth/token`);
  await answerRedirects(page);
  await context.addCookies([{ name: "__language", value: "en", url: ORIGIN }]);

  // signed out: log in first, then back to the same request
  const round = await authorizationRequest(app.id);
  await page.goto(round.url);
  await expect(page).toHaveURL(/\/login\?target=/);
  await page.getByLabel("Email").fill(PERSON.email);
  await page.getByLabel("Password").fill(DEMO_PASSWORD);
  await page.locator("button[type=submit]").click();
  await expect(page.getByRole("heading", { level: 1, name: `${name} wants to act for you` })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByText("See your account: profile, settings, lists, drafts and activity")).toBeVisible();
  await expect(page.getByText(/^Follow, bookmark, vote and pin for you/)).toBeVisible();
  expect((await axeOn(page).analyze()).violations).toEqual([]);

  await press(page, "Allow");
  await page.waitForURL((url) => url.href.startsWith(REDIRECT), { timeout: 20_000 });
  const params = oauth.validateAuthResponse(as, app.client, new URL(page.url()), round.state);
  const tokens = await oauth.processAuthorizationCodeResponse(
    as,
    app.client,
    await oauth.authorizationCodeGrantRequest(as, app.client, app.auth, params, REDIRECT, round.verifier, libOptions),
  );

  // the app reads the person, may follow, may not comment
  expect((await asApp(tokens.access_token, "{ viewer { userName } }")).data).toEqual({
    viewer: { userName: PERSON.userName },
  });
  const refused = await asApp(tokens.access_token, `mutation { deleteComment(input: { id: "Q29tbWVudDox" }) { id } }`);
  expect(refused.errors?.[0]?.extensions.code).toBe("FORBIDDEN");

  const refreshed = await oauth.processRefreshTokenResponse(
    as,
    app.client,
    await oauth.refreshTokenGrantRequest(as, app.client, app.auth, tokens.refresh_token ?? "", libOptions),
  );
  expect((await asApp(refreshed.access_token, "{ viewer { userName } }")).data).toEqual({
    viewer: { userName: PERSON.userName },
  });

  // the person takes it back in settings: the app's tokens stop at once
  await page.goto("/me/settings");
  const row = page.locator("li", { hasText: name });
  await expect(row).toContainText("See your account");
  await press(page, `Revoke ${name}`);
  await expect(page.getByRole("status").filter({ hasText: `${name} can no longer act for you.` })).toBeVisible();
  await expect(page.locator("li", { hasText: name })).toHaveCount(0);
  expect((await axeOn(page).include("#settings-apps").analyze()).violations).toEqual([]);
  const after = await asApp(refreshed.access_token, "{ viewer { userName } }");
  expect(after.errors?.[0]?.extensions.code).toBe("OAUTH_TOKEN_INVALID");
  await expect(
    oauth
      .refreshTokenGrantRequest(as, app.client, app.auth, refreshed.refresh_token ?? "", libOptions)
      .then((r) => oauth.processRefreshTokenResponse(as, app.client, r)),
  ).rejects.toMatchObject({ error: "invalid_grant" });
});

test("Cancel tells the app no, in the person's language; an unknown app is refused without a redirect", async ({
  page,
}) => {
  const name = `Quiet Reader ${Date.now().toString(36)}`;
  const app = await registerApp(name);
  await answerRedirects(page);
  await signIn(page, PERSON_ZH.email, { keepLanguage: true });
  const round = await authorizationRequest(app.id);
  await page.goto(round.url);
  await expect(page.getByRole("heading", { level: 1, name: `${name} 想代表你操作` })).toBeVisible();
  await page.getByRole("link", { name: "取消" }).click();
  await page.waitForURL((url) => url.href.startsWith(REDIRECT));
  const back = new URL(page.url());
  expect(back.searchParams.get("error")).toBe("access_denied");
  expect(back.searchParams.get("state")).toBe(round.state);
  expect(back.searchParams.get("iss")).toBe(ORIGIN);

  const unknown = new URL(round.url);
  unknown.searchParams.set("client_id", "no-such-app");
  await page.goto(unknown.toString());
  await expect(page.getByRole("heading", { level: 1, name: "無法顯示這個授權請求" })).toBeVisible();
  await expect(page).toHaveURL(/\/oauth\/authorize/);
});

test("the metadata names the endpoints an app needs (RFC 8414)", async ({
  request,
}: {
  request: APIRequestContext;
}) => {
  const response = await request.get("/.well-known/oauth-authorization-server");
  expect(response.status()).toBe(200);
  expect(await response.json()).toMatchObject({
    issuer: ORIGIN,
    authorization_endpoint: `${ORIGIN}/oauth/authorize`,
    token_endpoint: `${ORIGIN}/oauth/token`,
    revocation_endpoint: `${ORIGIN}/oauth/revoke`,
    code_challenge_methods_supported: ["S256"],
  });
});
