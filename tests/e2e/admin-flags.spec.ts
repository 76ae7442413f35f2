import { expect, test } from "@playwright/test";
import { graphql } from "./generated/gql";
import { axeOn, gql, hydrated, ORIGIN, signIn, signUpFresh } from "./support";

// The admin area's flags (issue 37): an admin keeps a seeded author's articles out of Latest
// from their admin page (a visitor no longer finds the article on /newest), switches a feature
// to admins only on /admin/flags, finds both in the audit log, and undoes both. afterAll undoes
// them again in case the test stopped halfway. A plain user gets the site's 404 for the page.

const ADMIN = "editor@example.com";
// a feature no page or action reads, so switching it changes nothing another spec sees
const FEATURE = "moment_tag_display";

const LATEST = graphql(`
  query AdminFlagsLatest {
    viewer {
      recommendation {
        newest(input: { first: 10 }) {
          edges {
            node {
              title
              author {
                id
                userName
              }
            }
          }
        }
      }
    }
  }
`);

const serious = (violations: { impact?: string | null; id: string }[]) =>
  violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id);

let authorId: string | undefined;

test.afterAll(async ({ browser }) => {
  const context = await browser.newContext({ baseURL: ORIGIN });
  const page = await context.newPage();
  await signIn(page, ADMIN);
  if (authorId) {
    await gql(
      page.request,
      "mutation($id: ID!) { putRestrictedUsers(input: { ids: [$id], restrictions: [] }) { id } }",
      {
        id: authorId,
      },
    );
  }
  await gql(page.request, `mutation { setFeature(input: { name: ${FEATURE}, flag: off }) { name } }`);
  await context.close();
});

test("an admin keeps an author out of Latest and switches a flag, the log has both, and both are undone", async ({
  page,
  browser,
}) => {
  const latest = await gql(page.request, LATEST);
  const article = (latest.data?.viewer?.recommendation.newest.edges ?? [])
    .map(({ node }) => node)
    .find((node) => node.author.userName && node.author.userName !== "alice");
  if (!article?.author.userName) throw new Error("no seeded article on Latest");
  authorId = article.author.id;
  const userName = article.author.userName;

  const visitor = await (await browser.newContext({ baseURL: ORIGIN })).newPage();
  await visitor.goto("/newest");
  await expect(visitor.getByRole("link", { name: article.title }).first()).toBeVisible();

  // restricted from Latest on the author's admin page
  await signIn(page, ADMIN);
  await page.goto(`/admin/users/${userName}`);
  const restrictions = page.getByTestId("person-restrictions");
  const outOfLatest = restrictions.getByRole("checkbox", { name: "Articles kept out of Latest" });
  await hydrated(outOfLatest);
  expect(serious((await axeOn(page).analyze()).violations)).toEqual([]);
  await outOfLatest.check();
  await restrictions.getByRole("button", { name: "Save Restrictions" }).click();
  await expect(restrictions.getByRole("status")).toHaveText("Saved.");
  await visitor.goto("/newest");
  await expect(visitor.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(visitor.getByRole("link", { name: article.title })).toHaveCount(0);

  // the feature switched to admins only
  await page.getByRole("navigation", { name: "Admin sections" }).getByRole("link", { name: "Feature flags" }).click();
  const row = page.getByRole("row", { name: new RegExp(FEATURE) });
  const select = row.getByRole("combobox", { name: `Who ${FEATURE} is on for` });
  await hydrated(select);
  expect(serious((await axeOn(page).analyze()).violations)).toEqual([]);
  await select.selectOption("admin");
  await row.getByRole("button", { name: `Save ${FEATURE}` }).click();
  await expect(row.getByRole("status")).toHaveText("Saved.");

  // both in the audit log, newest first
  await page.getByRole("navigation", { name: "Admin sections" }).getByRole("link", { name: "Audit log" }).click();
  const flagRow = page.getByRole("row").nth(1);
  await expect(flagRow.getByRole("rowheader")).toHaveText("Set feature flag");
  await expect(flagRow).toContainText(FEATURE);
  await expect(flagRow).toContainText("flag: off → admin");
  const restrictRow = page.getByRole("row").nth(2);
  await expect(restrictRow.getByRole("rowheader")).toHaveText("Set restrictions");
  await expect(restrictRow).toContainText("restrictions: — → articleNewest");
  await expect(restrictRow.getByRole("link", { name: userName })).toBeVisible();

  // both undone: the flag off again, the author back on Latest
  await page.goto("/admin/flags");
  await hydrated(select);
  await select.selectOption("off");
  await row.getByRole("button", { name: `Save ${FEATURE}` }).click();
  await expect(row.getByRole("status")).toHaveText("Saved.");
  await page.goto(`/admin/users/${userName}`);
  await hydrated(outOfLatest);
  await expect(outOfLatest).toBeChecked();
  await outOfLatest.uncheck();
  await restrictions.getByRole("button", { name: "Save Restrictions" }).click();
  await expect(restrictions.getByRole("status")).toHaveText("Saved.");
  await visitor.goto("/newest");
  await expect(visitor.getByRole("link", { name: article.title }).first()).toBeVisible();
  await visitor.context().close();

  // a plain user gets the site's 404 for the page
  const reader = await browser.newContext({ baseURL: ORIGIN });
  const readerPage = await reader.newPage();
  await signUpFresh(readerPage, "reader");
  expect((await readerPage.goto("/admin/flags"))?.status()).toBe(404);
  await reader.close();
});
