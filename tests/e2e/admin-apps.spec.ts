import { expect, type Page, test } from "@playwright/test";
import { at, axeOn, hydrated, signIn, signUpFresh } from "./support";

// The admin area's OAuth apps (/admin/apps): an admin registers an app through the form (a
// refused address said next to it first), sees its secret once, finds it in the list with the
// secret's last characters only, renames it, and gives it a new secret. Anyone but an admin gets
// the site's 404. Apps cannot be removed (the contract has no such mutation): each run's app has
// a name of its own and stays, as the apps of the API tests do.

const ADMIN = "editor@example.com";
const SECRET = /^[A-Za-z0-9_-]{43}$/;

/** axe's serious and critical findings on the page as it is now. */
const seriousViolations = async (page: Page) =>
  (await axeOn(page).analyze()).violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => v.id);

/** The secret box: focused as it appears, its secret whole, the warning that it is shown once. */
async function secretShown(page: Page) {
  const box = page.getByTestId("app-secret");
  await expect(box).toBeFocused();
  await expect(box).toContainText("it will not be shown again");
  const secret = await box.getByLabel("Secret", { exact: true }).inputValue();
  expect(secret).toMatch(SECRET);
  return { box, secret };
}

test("an admin registers an app, sees its secret once, renames it and gives it a new secret", async ({
  page,
  context,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await signIn(page, ADMIN);
  const name = `E2E Reader ${Date.now()}`;

  await page.goto("/admin");
  await page.getByRole("navigation", { name: "Admin sections" }).getByRole("link", { name: "Apps" }).click();
  await expect(page).toHaveURL(at("/admin/apps"));
  await page.getByRole("link", { name: "Register an app" }).click();
  await expect(page).toHaveURL(at("/admin/apps/new"));

  const register = page.getByRole("button", { name: "Register", exact: true });
  await hydrated(register);
  await page.getByLabel("Name", { exact: true }).fill(name);
  await page.getByLabel("Description (optional)").fill("Reads along");
  await page.getByLabel("Website (optional)").fill("https://reader.example");
  // plain http to another machine: the API refuses it (BAD_USER_INPUT), said by the form
  await page.getByLabel("Redirect addresses").fill("http://reader.example/callback");
  await register.click();
  const refusal = page.getByRole("alert").filter({ hasText: "The site refused a field" });
  await expect(refusal).toContainText("check the redirect addresses");
  await expect(refusal).toBeFocused();

  await page.getByLabel("Redirect addresses").fill("https://reader.example/callback\nhttp://127.0.0.1:9555/cb");
  await expect(page.getByRole("checkbox", { name: /query:viewer$/ })).toBeChecked();
  await page.getByRole("checkbox", { name: /mutation:level1$/ }).check();
  await page.getByLabel("Narrower scopes (optional)").fill("mutation:level2:putComment");
  await page.getByRole("checkbox", { name: /refresh_token$/ }).uncheck();
  await register.click();

  const { box, secret } = await secretShown(page);
  await expect(box).toContainText(`${name} is registered.`);
  const clientId = await box.getByLabel("client_id").inputValue();
  expect(clientId).not.toBe("");
  await box.getByRole("button", { name: "Copy the secret" }).click();
  await expect(box.getByRole("status")).toHaveText("Copied.");
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
  // the form is not offered again: a second Register would make a second app
  await expect(register).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);

  // the list: the app first (newest first), with the secret's last four characters alone
  await page.getByRole("link", { name: "All apps" }).click();
  await expect(page).toHaveURL(at("/admin/apps"));
  const entry = page.getByRole("article", { name }).first();
  await expect(entry).toContainText(clientId);
  await expect(entry).toContainText(`…${secret.slice(-4)}`);
  await expect(entry).toContainText("https://reader.example/callback");
  await expect(entry).toContainText("http://127.0.0.1:9555/cb");
  await expect(entry).toContainText("mutation:level1");
  await expect(entry).toContainText("mutation:level2:putComment");
  await expect(entry).toContainText("Authorization code");
  await expect(entry).not.toContainText("Refresh token");
  expect(await page.content()).not.toContain(secret);
  expect(await seriousViolations(page)).toEqual([]);

  // renamed, from the keyboard: Enter in the name field saves; the secret stays as it was
  await entry.getByRole("link", { name, exact: true }).click();
  await expect(page).toHaveURL(at(`/admin/apps/${clientId}`));
  const nameField = page.getByLabel("Name", { exact: true });
  await hydrated(nameField);
  await expect(nameField).toHaveValue(name);
  await expect(page.getByLabel("Narrower scopes (optional)")).toHaveValue("mutation:level2:putComment");
  await expect(page.getByRole("radio", { name: `Keep the secret (ends in …${secret.slice(-4)})` })).toBeChecked();
  await nameField.fill(`${name} renamed`);
  await nameField.press("Enter");
  await expect(page.getByRole("status").filter({ hasText: "Saved." })).toBeFocused();
  await expect(page.getByTestId("app-secret")).toHaveCount(0);

  // a new secret: shown once, different, and the page's hint follows it
  await page.getByRole("radio", { name: /Give a new secret/ }).check();
  await page.getByRole("button", { name: "Save", exact: true }).click();
  const renewed = await secretShown(page);
  expect(renewed.secret).not.toBe(secret);
  await expect(renewed.box).toContainText(`${name} renamed has a new secret`);
  await expect(
    page.getByRole("radio", { name: `Keep the secret (ends in …${renewed.secret.slice(-4)})` }),
  ).toBeChecked();

  await page.goto("/admin/apps");
  const renamed = page.getByRole("article", { name: `${name} renamed` });
  await expect(renamed).toContainText(`…${renewed.secret.slice(-4)}`);
  expect(await page.content()).not.toContain(renewed.secret);
});

test("the apps pages are a 404 for anyone but an admin", async ({ page }) => {
  await signUpFresh(page, "not-admin-apps");
  for (const path of ["/admin/apps", "/admin/apps/new", "/admin/apps/some-client"]) {
    const answer = await page.goto(path);
    expect(answer?.status(), path).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: /Apps|Register an app|Edit app/ })).toHaveCount(0);
  }
});
