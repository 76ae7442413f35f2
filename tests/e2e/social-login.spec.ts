import { expect, type Page, test } from "@playwright/test";
import { at, gql, hydrated, ORIGIN, signUpFresh } from "./support";

// Signing up and in with Google in a real browser, against the local OpenID Connect provider
// Playwright starts beside the worker (tests/support/serve-oidc.ts, playwright.config.ts): the
// browser really goes to the provider's /authorize, comes back to /callback/google and lands
// signed in where it started. Then linking and unlinking in settings, and the result pages in
// three languages.

const CONTROL = `http://127.0.0.1:${Number(process.env.PORT ?? 8787) + 2001}`;

/** Who the provider says the person is, for the next round begun. */
async function nextPerson(person: { sub: string; email?: string; name: string; civicLiker?: boolean }) {
  const answer = await fetch(`${CONTROL}/profile`, {
    method: "POST",
    body: JSON.stringify({ person: { ...person, email_verified: true } }),
  });
  expect(answer.status).toBe(204);
}

const viewerQuery = "{ viewer { id info { email socialAccounts { type email } } } }";
type Viewer = { id: string | null; info: { email: string | null; socialAccounts: { type: string }[] } };
const viewerOf = async (page: Page) =>
  ((await gql(page.request, viewerQuery)) as { data: { viewer: Viewer } }).data.viewer;

async function press(page: Page, name: string) {
  const button = page.getByRole("button", { name });
  await hydrated(button);
  await button.click();
}

test("a new person signs up with Google from /login, lands where they started, and links and unlinks it in settings", async ({
  page,
  context,
}) => {
  test.setTimeout(60_000);
  await context.addCookies([{ name: "__language", value: "en", url: ORIGIN }]);
  const stamp = Date.now().toString(36);
  const person = { sub: `e2e-${stamp}`, email: `gina.${stamp}@gmail.example`, name: "Gina Google" };
  await nextPerson(person);

  await page.goto("/login?target=%2Ftags");
  await press(page, "Continue with Google");
  // the provider's page, then back through the callback, to the page the sign-in started for
  await expect(page).toHaveURL(at("/tags"), { timeout: 20_000 });
  await expect(page.getByRole("button", { name: "Menu of Gina Google" })).toBeVisible();
  const viewer = await viewerOf(page);
  expect(viewer.info.email).toBe(person.email);
  expect(viewer.info.socialAccounts).toEqual([{ type: "Google", email: person.email }]);

  await page.goto("/me/settings");
  await expect(page.getByTestId("account-google")).toHaveText(person.email);
  await press(page, "Unlink Google");
  await expect(page.getByRole("status").filter({ hasText: "Google account unlinked." })).toBeVisible();
  await expect(page.getByTestId("account-google")).toHaveText("Not linked");

  await nextPerson(person);
  await press(page, "Link Google");
  await expect(page).toHaveURL(at("/oauth/google/success"), { timeout: 20_000 });
  await expect(page.getByRole("heading", { name: "Google account linked" })).toBeVisible();
  await page.getByRole("link", { name: "Back to settings" }).click();
  await expect(page.getByTestId("account-google")).toHaveText(person.email);

  // logged out, Google signs the same person in again from the login dialog
  await context.clearCookies();
  await context.addCookies([{ name: "__language", value: "en", url: ORIGIN }]);
  await nextPerson(person);
  await page.goto("/tags");
  await press(page, "Enter");
  const dialog = page.getByRole("dialog", { name: "Log in or sign up" });
  await dialog.getByRole("button", { name: "Continue with Google" }).click();
  await expect(page.getByRole("button", { name: "Menu of Gina Google" })).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(at("/tags"));
  expect((await viewerOf(page)).id).toBe(viewer.id);
});

test("a refusal and a cancelled sign-in end on the failure page, in three languages", async ({ page, context }) => {
  const cases = [
    { language: "en", title: "Signing in with Google did not work", cancelled: "You cancelled at Google." },
    { language: "zh_hant", title: "使用 Google 登入未成功", cancelled: "你在 Google 取消了" },
    { language: "zh_hans", title: "使用 Google 登录未成功", cancelled: "你在 Google 取消了" },
  ];
  for (const { language, title, cancelled } of cases) {
    await context.addCookies([{ name: "__language", value: language, url: ORIGIN }]);
    // the person cancelled at the provider
    await page.goto("/callback/google?error=access_denied&state=l.x");
    await expect(page).toHaveURL(/\/oauth\/google\/failure\?code=CANCELLED$/);
    await expect(page.getByRole("heading", { name: title })).toBeVisible();
    await expect(page.getByRole("main").getByRole("alert")).toContainText(cancelled);
  }
  // a code and state this browser never started: the API refuses, nothing signs in
  await context.addCookies([{ name: "__language", value: "en", url: ORIGIN }]);
  await page.goto("/callback/google?code=stolen&state=l.not-this-browsers");
  await expect(page).toHaveURL(/\/oauth\/google\/failure\?code=OAUTH_TOKEN_INVALID$/);
  await expect(page.getByRole("main").getByRole("alert")).toHaveText("Please log in again.");
  expect((await viewerOf(page)).id).toBeFalsy();
});

test("a person links their Liker ID through LikeCoin from settings", async ({ page, context }) => {
  await context.addCookies([{ name: "__language", value: "en", url: ORIGIN }]);
  await signUpFresh(page, "liker");
  const likerId = `e2eliker${Date.now().toString(36)}`.slice(0, 20);
  await nextPerson({ sub: likerId, name: "Liker", civicLiker: true });
  await page.goto("/me/settings");
  await expect(page.getByTestId("account-liker-id")).toHaveText("Not linked");
  await page.getByRole("link", { name: "Link a Liker ID" }).click();
  // /oauth/likecoin goes on to LikeCoin by itself, which sends the browser back through the callback
  await expect(page).toHaveURL(at("/oauth/likecoin/success"), { timeout: 20_000 });
  await expect(page.getByRole("heading", { name: "Liker ID linked" })).toBeVisible();
  await page.getByRole("link", { name: "Back to settings" }).click();
  await expect(page.getByTestId("account-liker-id")).toHaveText(`${likerId} (Civic Liker)`);
});
