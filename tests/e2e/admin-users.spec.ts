import { expect, type Page, test } from "@playwright/test";
import { at, gql, hydrated, ORIGIN, signIn, signUpFresh } from "./support";

// The admin area's people and audit log (issue 37): an admin finds a seeded person by user name,
// bans them for a day, the person's writes are refused (the API's FORBIDDEN_BY_STATE, and the
// top bar's Create says so), the ban is in the audit log, and the admin reactivates them. The
// person is active again when the spec ends, whatever happened in it (afterAll). A ban for a
// day also ends by itself: the every-minute trigger fired two days on lifts it. Anyone but an
// admin gets the site's 404 for both pages.

/** A seeded person no other spec signs in as. */
const PERSON = "tombecker";
const ADMIN = "editor@example.com";

async function emailOf(page: Page, userName: string) {
  const lookup = await gql<{ user: { id: string; info: { email: string } } }>(
    page.request,
    "query($userName: String!) { user(input: { userName: $userName }) { id info { email } } }",
    { userName },
  );
  const user = lookup.data?.user;
  if (!user) throw new Error(`no ${userName}`);
  return { id: user.id, email: user.info.email };
}

test.afterAll(async ({ browser }) => {
  // the person back to active, should the test have stopped before its own reactivation
  const context = await browser.newContext({ baseURL: ORIGIN });
  const page = await context.newPage();
  await signIn(page, ADMIN);
  const { id } = await emailOf(page, PERSON);
  const state = await gql<{ user: { status: { state: string } } }>(
    page.request,
    "query($userName: String!) { user(input: { userName: $userName }) { status { state } } }",
    { userName: PERSON },
  );
  if (state.data?.user.status.state !== "active") {
    await gql(page.request, "mutation($id: ID!) { updateUserState(input: { id: $id, state: active }) { id } }", { id });
  }
  await context.close();
});

test("an admin bans a person for a day, their writes are refused, the log has it, and the admin reactivates them", async ({
  page,
  browser,
}) => {
  await signIn(page, ADMIN);
  const { email } = await emailOf(page, PERSON);

  await page.goto("/admin");
  await page.getByRole("navigation", { name: "Admin sections" }).getByRole("link", { name: "People" }).click();
  await expect(page).toHaveURL(at("/admin/users"));
  await page.getByLabel("User name or email").fill(PERSON.slice(0, 6));
  await page.getByRole("button", { name: "Find", exact: true }).click();
  await page.getByRole("link", { name: PERSON, exact: true }).click();
  await expect(page).toHaveURL(at(`/admin/users/${PERSON}`));
  await expect(page.getByTestId("person-state")).toHaveText("Active");

  const ban = page.getByRole("button", { name: "Ban", exact: true });
  await hydrated(ban);
  await page.getByLabel("Days").fill("1");
  await ban.click();
  await expect(page.getByText(/is banned for 1 day\./)).toBeVisible();
  await expect(page.getByTestId("person-state")).toContainText("Banned (ends ");
  // banning again is not offered; the API would refuse it
  await expect(ban).toHaveCount(0);

  // the person, signed in elsewhere: their writes are refused
  const elsewhere = await browser.newContext({ baseURL: ORIGIN });
  const person = await elsewhere.newPage();
  await signIn(person, email);
  const write = await gql(person.request, 'mutation { putDraft(input: { title: "While banned" }) { id } }');
  expect(write.errors?.[0]?.extensions?.code).toBe("FORBIDDEN_BY_STATE");
  await person.goto("/");
  await person.getByRole("button", { name: "Create" }).click();
  await person.getByRole("menuitem", { name: "Article" }).click();
  await expect(person.getByRole("region", { name: "Notifications" }).getByRole("listitem")).toContainText(
    "No permission to perform this operation.",
  );
  await expect(person).toHaveURL(at("/"));

  // the ban in the audit log, found by the person's user name
  await page.getByRole("link", { name: "Actions on them in the audit log" }).click();
  await expect(page).toHaveURL(at(`/admin/audit?user=${PERSON}`));
  const newest = page.getByRole("table").getByRole("row").nth(1);
  await expect(newest.getByRole("rowheader")).toHaveText("Set state");
  await expect(newest).toContainText("editor");
  await expect(newest).toContainText("state: active → banned");
  await expect(newest.getByRole("link", { name: PERSON })).toBeVisible();

  // reactivated: the person writes again
  await page.goto(`/admin/users/${PERSON}`);
  const reactivate = page.getByRole("button", { name: "Reactivate" });
  await hydrated(reactivate);
  await reactivate.click();
  await expect(page.getByText(/is active again\./)).toBeVisible();
  await expect(page.getByTestId("person-state")).toHaveText("Active");
  const again = await gql<{ putDraft: { id: string } }>(
    person.request,
    'mutation { putDraft(input: { title: "Back again" }) { id } }',
  );
  expect(again.errors).toBeUndefined();
  const draftId = again.data?.putDraft.id;
  if (draftId) await gql(person.request, "mutation($id: ID!) { deleteDraft(input: { id: $id }) }", { id: draftId });
  await elsewhere.close();
});

test("a ban runs out: the every-minute trigger, fired after its end, lifts it and the log says so", async ({
  page,
}) => {
  await signIn(page, ADMIN);
  await page.goto(`/admin/users/${PERSON}`);
  const ban = page.getByRole("button", { name: "Ban", exact: true });
  await hydrated(ban);
  await page.getByLabel("Days").fill("1");
  await ban.click();
  await expect(page.getByTestId("person-state")).toContainText("Banned (ends ");

  // the trigger as Cloudflare fires it (Miniflare's door for scheduled events), its time two days on
  const twoDaysOn = Date.now() + 2 * 86_400_000;
  const fired = await page.request.get(
    `/cdn-cgi/local/scheduled?cron=${encodeURIComponent("* * * * *")}&time=${twoDaysOn}`,
  );
  expect(fired.status()).toBe(200);
  await expect(async () => {
    await page.reload();
    await expect(page.getByTestId("person-state")).toHaveText("Active", { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });

  await page.goto(`/admin/audit?user=${PERSON}`);
  const newest = page.getByRole("table").getByRole("row").nth(1);
  await expect(newest).toContainText("state: banned → active");
  await expect(newest).toContainText("The site (scheduled job)");
});

test("the people and audit pages are a 404 for anyone but an admin", async ({ page }) => {
  await signUpFresh(page, "not-admin-users");
  for (const path of ["/admin/users", `/admin/users/${PERSON}`, "/admin/audit"]) {
    const answer = await page.goto(path);
    expect(answer?.status(), path).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: /People|Audit log/ })).toHaveCount(0);
  }
});
