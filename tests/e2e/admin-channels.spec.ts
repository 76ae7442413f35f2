import { expect, type Page, test } from "@playwright/test";
import { graphql } from "./generated/gql";
import { at, axeOn, gql, hydrated, ORIGIN, signIn, signUpFresh } from "./support";

// The admin area's channels (issue 37): an admin creates a curation channel, adds two articles
// by their links and pins the second; a visitor finds the channel at its address with the
// pinned article first; the audit log has the additions. At the end the admin hides the channel
// again and a visitor gets the site's 404 at its address (channels are not deleted: hidden is
// gone for readers). Anyone but an admin gets a 404 for the page.

const ADMIN = "editor@example.com";

const LATEST = graphql(`
  query AdminChannelsLatest {
    viewer {
      recommendation {
        newest(input: { first: 2 }) {
          edges {
            node {
              title
              shortHash
            }
          }
        }
      }
    }
  }
`);

/** axe's serious and critical findings on the page as it is now. */
const seriousViolations = async (page: Page) =>
  (await axeOn(page).analyze()).violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => v.id);

let madePath: string | undefined;

test.afterAll(async ({ browser }) => {
  if (!madePath) return;
  // hidden again, should the test have stopped before its own hiding
  const context = await browser.newContext({ baseURL: ORIGIN });
  const page = await context.newPage();
  await signIn(page, ADMIN);
  await page.goto(madePath);
  const shown = page.getByLabel("Shown to readers (in the navigation and at its address)");
  await hydrated(shown);
  if (await shown.isChecked()) {
    await shown.uncheck();
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByRole("status").first()).toHaveText("Saved.");
  }
  await context.close();
});

test("an admin makes a curation channel, pins an article a visitor then sees first, and hides it again", async ({
  page,
  browser,
}) => {
  const edges = (await gql(page.request, LATEST)).data?.viewer?.recommendation.newest.edges ?? [];
  const [first, second] = edges.map((e) => e.node);
  if (!first || !second) throw new Error("Latest has fewer than two articles");
  const name = `Spec picks ${Date.now()}`;

  await signIn(page, ADMIN);
  await page.goto("/admin");
  await page.getByRole("navigation", { name: "Admin sections" }).getByRole("link", { name: "Channels" }).click();
  await expect(page).toHaveURL(at("/admin/channels"));
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole("link", { name: "New curation channel" }).click();
  const english = page.getByRole("group", { name: "Name" }).getByLabel("English");
  await hydrated(english);
  await english.fill(name);
  await page.getByLabel("Shown to readers (in the navigation and at its address)").check();
  await page.getByLabel("Pinned articles (1 to 10)").fill("1");
  await page.getByRole("button", { name: "Create channel" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
  madePath = new URL(page.url()).pathname;
  const shortHash = madePath.split("/").at(-1) as string;

  for (const article of [first, second]) {
    const link = page.getByLabel("Article link");
    await hydrated(link);
    await link.fill(`${ORIGIN}/a/${article.shortHash}`);
    await page.getByRole("button", { name: "Add", exact: true }).click();
    await expect(page.getByRole("link", { name: article.title, exact: true })).toBeVisible();
  }
  await page.getByRole("button", { name: `Pin ${second.title}` }).click();
  await expect(page.getByRole("button", { name: `Unpin ${second.title}` })).toBeVisible();
  // the limit of one pin: the other cannot join it
  await page.getByRole("button", { name: `Pin ${first.title}` }).click();
  const refusal = page.getByText("The channel already has as many pinned articles as it may hold: unpin one first.");
  await expect(refusal).toBeVisible();
  await expect(refusal).toBeFocused();
  expect(await seriousViolations(page)).toEqual([]);

  // a visitor finds the channel with the pinned article first
  const visitor = await (await browser.newContext({ baseURL: ORIGIN })).newPage();
  await visitor.goto(`/c/${shortHash}`);
  await expect(visitor.getByRole("heading", { level: 1 })).toContainText(name);
  await expect(visitor.getByRole("article").first()).toContainText(second.title);

  // the audit log has the additions and the pin, newest first
  await page.getByRole("navigation", { name: "Admin sections" }).getByRole("link", { name: "Audit log" }).click();
  await expect(page.getByRole("row").nth(1).getByRole("rowheader")).toHaveText("Pin in channel");
  await expect(page.getByRole("row").nth(2).getByRole("rowheader")).toHaveText("Add to channel");

  // hidden again: gone from visitors
  await page.goto(madePath);
  const shown = page.getByLabel("Shown to readers (in the navigation and at its address)");
  await hydrated(shown);
  await shown.uncheck();
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Saved.")).toBeVisible();
  expect((await visitor.goto(`/c/${shortHash}`))?.status()).toBe(404);
  await visitor.context().close();

  // a plain reader gets the site's 404 for the page
  const reader = await browser.newContext({ baseURL: ORIGIN });
  const readerPage = await reader.newPage();
  await signUpFresh(readerPage, "reader");
  expect((await readerPage.goto("/admin/channels"))?.status()).toBe(404);
  await reader.close();
});
