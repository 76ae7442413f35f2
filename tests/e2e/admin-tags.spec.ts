import { expect, test } from "@playwright/test";
import { graphql } from "./generated/gql";
import { at, axeOn, gql, hydrated, ORIGIN, signIn, signUpFresh } from "./support";

// The admin area's tags (issue 37): an admin finds a seeded tag by name, renames it, and a
// visitor sees the new name on the tag's page; the rename is in the audit log; the delete
// dialog asks first and Cancel keeps the tag; the tag gets its name back (afterAll, whatever
// happened). Merging and deleting are tested in tests/api/admin-tags.test.ts: a browser spec
// has no throwaway tags to spend. Anyone but an admin gets the site's 404 for the page.

const ADMIN = "editor@example.com";

type Target = { id: string; content: string; slug: string };

const TAGS = graphql(`
  query AdminTagsSeeded {
    viewer {
      recommendation {
        tags(input: { first: 20 }) {
          edges {
            node {
              id
              content
              slug
            }
          }
        }
      }
    }
  }
`);
const RENAME = `mutation($id: ID!, $content: String!) { renameTag(input: { id: $id, content: $content }) { id } }`;

const serious = (violations: { impact?: string | null; id: string }[]) =>
  violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id);

let target: Target | undefined;

test.afterAll(async ({ browser }) => {
  if (!target) return;
  const context = await browser.newContext({ baseURL: ORIGIN });
  const page = await context.newPage();
  await signIn(page, ADMIN);
  // its own name again, should the test have stopped before renaming it back (answered as is if it has it)
  await gql(page.request, RENAME, { id: target.id, content: target.content });
  await context.close();
});

test("an admin renames a tag, a visitor sees the new name, the log has it, and it gets its name back", async ({
  page,
  browser,
}) => {
  const listed = await gql(page.request, TAGS);
  // one of the less used seeded tags: the last of the tag list's first page
  target = listed.data?.viewer?.recommendation.tags.edges?.at(-1)?.node;
  if (!target) throw new Error("no seeded tag");
  const tag = target;
  const renamed = `${tag.content} renamed`;

  await signIn(page, ADMIN);
  await page.goto("/admin");
  await page.getByRole("navigation", { name: "Admin sections" }).getByRole("link", { name: "Tags" }).click();
  await expect(page).toHaveURL(at("/admin/tags"));
  await page.getByLabel("Tag name").fill(tag.content);
  await page.getByRole("button", { name: "Find", exact: true }).click();
  // the search is a GET form: axe reads the page it leads to, not the one being left
  await expect(page).toHaveURL(/\/admin\/tags\?q=/);
  expect(serious((await axeOn(page).analyze()).violations)).toEqual([]);
  await page.getByRole("link", { name: tag.content, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(tag.content);
  expect(serious((await axeOn(page).analyze()).violations)).toEqual([]);

  // the delete dialog asks first; Cancel keeps the tag
  const remove = page.getByRole("button", { name: "Delete tag" });
  await hydrated(remove);
  await remove.click();
  const dialog = page.getByRole("dialog", { name: `Delete “${tag.content}”?` });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Cancel" })).toBeFocused();
  // the dialog fades in: axe measures contrast once it is fully shown
  await dialog.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)));
  expect(serious((await axeOn(page).analyze()).violations)).toEqual([]);
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();

  await page.getByLabel("New name").fill(renamed);
  await page.getByRole("button", { name: "Rename", exact: true }).click();
  await expect(page.getByRole("status")).toHaveText(`The tag is now “${renamed}”.`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(renamed);

  // a visitor sees the new name on the tag's page
  const visitor = await (await browser.newContext({ baseURL: ORIGIN })).newPage();
  await visitor.goto(`/tags/${tag.id}-${encodeURIComponent(tag.slug)}`);
  await expect(visitor.getByRole("heading", { level: 1 })).toContainText(renamed);
  await visitor.context().close();

  // the audit log has the rename, naming the tag
  await page.getByRole("navigation", { name: "Admin sections" }).getByRole("link", { name: "Audit log" }).click();
  const newest = page.getByRole("row").nth(1);
  await expect(newest.getByRole("rowheader")).toHaveText("Renamed tag");
  await expect(newest).toContainText(`content: ${tag.content} → ${renamed}`);
  await expect(newest.getByRole("link", { name: renamed })).toBeVisible();

  // its own name again, through the page
  await newest.getByRole("link", { name: renamed }).click();
  const back = page.getByLabel("New name");
  await hydrated(back);
  await back.fill(tag.content);
  await page.getByRole("button", { name: "Rename", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(tag.content);

  // a plain reader gets the site's 404 for the pages
  const reader = await browser.newContext({ baseURL: ORIGIN });
  const readerPage = await reader.newPage();
  await signUpFresh(readerPage, "reader");
  expect((await readerPage.goto("/admin/tags"))?.status()).toBe(404);
  expect((await readerPage.goto(`/admin/tags/${encodeURIComponent(tag.id)}`))?.status()).toBe(404);
  await reader.close();
});
