import { type BrowserContext, expect, type Locator, type Page, test } from "@playwright/test";
import { gql, ORIGIN, signUpFresh } from "./support";

// Moments in lists, as readers use them: a like (and taking it back) and a deletion happen in
// the page as it is, with no reload, the scroll where the reader left it and focus where the
// next step is; a moment that infinite scroll appended is liked like the first page's.
// A new tag gets 22 moments from 11 new people (moments are limited to 2 in 5 minutes a
// person), so its list runs to a second page; the last of them is the author in the tests.

const RUN = Date.now().toString(36);
const TAG = `tidelist${RUN}`;
const AUTHORS = 11;
const FRESH = { baseURL: ORIGIN, locale: "en-US" };

/** Marks the page's window: still marked later, the page was not loaded again. */
const mark = (page: Page) => page.evaluate(() => Object.assign(window, { __marker: 1 }));
const marker = (page: Page) => page.evaluate(() => (window as { __marker?: number }).__marker);
const scrollY = (page: Page) => page.evaluate(() => window.scrollY);
/** The list's moments, the first page's and those of the pages appended after it. */
const itemsOf = (page: Page) =>
  page
    .getByRole("main")
    .locator("ol > li")
    .filter({ has: page.locator("article") });
const likes = (count: number) => `${count} ${count === 1 ? "like" : "likes"}`;
const likesOf = async (item: Locator) => Number((await item.getByText(/^\d+ likes?$/).textContent())?.split(" ")[0]);

test.describe
  .serial("moments in a tag's list", () => {
    let author: BrowserContext;
    let tagPath = "";
    const newest = `High tide ${AUTHORS} ${RUN}`;
    const beforeNewest = `Low tide ${AUTHORS} ${RUN}`;

    test.beforeAll(async ({ browser }) => {
      test.setTimeout(180_000);
      author = await browser.newContext(FRESH);
      const page = await author.newPage();
      await page.goto("/about");
      const post = "mutation($input: PutMomentInput!) { putMoment(input: $input) { id tags { id slug } } }";
      let tag: { id: string; slug: string } | undefined;
      // each signs up in turn on the same page; the last one stays signed in
      for (let i = 1; i <= AUTHORS; i++) {
        await signUpFresh(page, `tide-${i}`);
        for (const text of [`Low tide ${i} ${RUN}`, `High tide ${i} ${RUN}`]) {
          const posted = await gql<{ putMoment: { tags: { id: string; slug: string }[] } }>(page.request, post, {
            input: { content: `<p>${text}</p>`, tags: [TAG] },
          });
          expect(posted.errors).toBeUndefined();
          tag = posted.data?.putMoment.tags[0];
        }
      }
      if (!tag) throw new Error("the tag was not made");
      tagPath = `/tags/${tag.id}-${encodeURIComponent(tag.slug)}?type=moments`;
    });

    test.afterAll(async () => {
      await author.close();
    });

    test("a moment on a page infinite scroll appended is liked and unliked in place: no reload, scroll and focus kept", async ({
      page,
    }) => {
      await page.goto("/about");
      await signUpFresh(page, "list-liker");
      await page.goto(tagPath);
      const items = itemsOf(page);
      await expect(items).toHaveCount(20);
      await mark(page);
      await page.locator("main a[rel=next]").scrollIntoViewIfNeeded();
      await expect(items).toHaveCount(2 * AUTHORS);

      // the oldest, on the appended page
      const item = items.filter({ hasText: `Low tide 1 ${RUN}` });
      await expect(item).toHaveCount(1);
      const like = item.getByRole("button", { name: "Like", exact: true });
      await like.scrollIntoViewIfNeeded();
      await expect(like).toBeEnabled();
      await expect(like).toHaveAttribute("aria-pressed", "false");
      const before = await likesOf(item);
      const y = await scrollY(page);
      expect(y).toBeGreaterThan(0);

      await like.click();
      await expect(like).toHaveAttribute("aria-pressed", "true");
      await expect(item.getByText(likes(before + 1), { exact: true })).toBeVisible();
      await expect(like).toBeFocused();
      // the API holds it
      const shortHash = (await item.getByRole("link", { name: `Low tide 1 ${RUN}` }).getAttribute("href"))?.split(
        "/m/",
      )[1];
      const liked = async () =>
        (
          await gql<{ moment: { liked: boolean } | null }>(
            page.request,
            "query($s: String!) { moment(input: { shortHash: $s }) { liked } }",
            { s: shortHash },
          )
        ).data?.moment?.liked;
      await expect.poll(liked).toBe(true);

      // and taken back by keyboard
      await page.keyboard.press("Enter");
      await expect(like).toHaveAttribute("aria-pressed", "false");
      await expect(item.getByText(likes(before), { exact: true })).toBeVisible();
      await expect.poll(liked).toBe(false);
      await expect(like).toBeFocused();
      expect(await scrollY(page)).toBe(y);
      expect(await marker(page)).toBe(1);
    });

    test("the author deletes a moment from the list in place: no reload, scroll kept, focus on the next moment's link", async () => {
      const page = await author.newPage();
      await page.setViewportSize({ width: 1200, height: 600 });
      await page.goto(tagPath);
      const items = itemsOf(page);
      await expect(items.first()).toContainText(newest);
      await page.evaluate(() => window.scrollTo(0, 120));
      await mark(page);
      const remove = items.first().getByRole("button", { name: "Delete" });
      await expect(remove).toBeVisible();
      await remove.click();
      const dialog = page.getByRole("dialog", { name: "Delete this moment?" });
      await expect(dialog).toBeVisible();
      const y = await scrollY(page);
      expect(y).toBeGreaterThan(0);

      await dialog.getByRole("button", { name: "Delete" }).click();
      await expect(page.getByText("Moment deleted")).toBeVisible();
      await expect(page.getByText(newest)).toHaveCount(0);
      await expect(items.first().getByRole("link", { name: beforeNewest })).toBeFocused();
      expect(await scrollY(page)).toBe(y);
      expect(await marker(page)).toBe(1);
      // the page's server parts rendered again: the tag's count says one moment fewer
      await expect(page.getByText(`${2 * AUTHORS - 1} moments`, { exact: true })).toBeVisible();
      await page.close();
    });
  });
