import { type APIRequestContext, type BrowserContext, expect, type Page, test } from "@playwright/test";
import { graphql } from "./generated/gql";
import { axeOn, gql, hydrated } from "./support";

// Section 2.8's Share: the device's share sheet where there is one, else a dialog with the
// page's link to copy. The link is the page's canonical address with utm_source=share_native
// (and an article's collection). Chromium on Linux has no share sheet: each test says which
// device it plays, the share sheet recorded in the page, or none.

const SeededPages = graphql(`
  query ShareSeededPages {
    user(input: { userName: "alice" }) {
      articles(input: { first: 1 }) {
        edges {
          node {
            shortHash
            tags {
              id
              slug
            }
          }
        }
      }
      moments(input: { first: 1 }) {
        edges {
          node {
            shortHash
          }
        }
      }
      collections(input: { first: 1 }) {
        edges {
          node {
            id
            articles(input: { first: 1 }) {
              edges {
                node {
                  shortHash
                }
              }
            }
          }
        }
      }
    }
  }
`);

/** A page of each kind that has a Share button, found in the seeded data. */
async function pagesOfEachKind(request: APIRequestContext) {
  const { data } = await gql(request, SeededPages);
  const article = data?.user?.articles.edges?.[0]?.node;
  const tag = article?.tags?.[0];
  const moment = data?.user?.moments.edges?.[0]?.node;
  const collection = data?.user?.collections.edges?.[0]?.node;
  const inCollection = collection?.articles.edges?.[0]?.node;
  if (!article || !tag || !moment || !collection || !inCollection) throw new Error("the seed lacks a page to share");
  return {
    kinds: [
      ["article", `/a/${article.shortHash}`],
      ["moment", `/m/${moment.shortHash}`],
      ["profile", "/@alice"],
      ["tag", `/tags/${tag.id}-${tag.slug}`],
      ["collection", `/@alice/collections/${collection.id}`],
    ] as const,
    inCollection: { shortHash: inCollection.shortHash, collection: collection.id },
  };
}

const serious = (violations: { impact?: string | null; id: string }[]) =>
  violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id);

/** A device without a share sheet (whatever this Chromium build has). */
async function withoutShareSheet(context: BrowserContext) {
  await context.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, "share", { value: undefined, configurable: true });
  });
}

/** The address the page's head names as canonical. */
async function canonicalOf(page: Page) {
  const href = await page.locator('link[rel="canonical"]').getAttribute("href");
  if (!href) throw new Error("no canonical link");
  return href;
}

const shareButton = (page: Page) => page.getByRole("button", { name: "Share", exact: true });

test.describe("share", () => {
  test("where the device has no share sheet, a dialog gives the link to copy", async ({ browser, request }) => {
    const { inCollection } = await pagesOfEachKind(request);
    const context = await browser.newContext({ permissions: ["clipboard-read", "clipboard-write"] });
    await withoutShareSheet(context);
    const page = await context.newPage();
    await page.emulateMedia({ reducedMotion: "reduce" });
    // read within a collection, with a parameter that does not travel (a comments page)
    await page.goto(`/a/${inCollection.shortHash}?collection=${inCollection.collection}&after=abc`);
    const title = await page.getByRole("heading", { level: 1 }).textContent();
    const button = shareButton(page);
    await hydrated(button);
    await button.click();

    const dialog = page.getByRole("dialog", { name: "Share" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(title ?? "", { exact: true })).toBeVisible();
    const expected = new URL(await canonicalOf(page));
    expected.searchParams.set("collection", inCollection.collection);
    expected.searchParams.set("utm_source", "share_native");
    const field = dialog.getByRole("textbox", { name: "Link" });
    await expect(field).toHaveValue(expected.toString());
    await expect(field).toHaveAttribute("readonly", "");
    expect(new URL(expected).searchParams.has("after")).toBe(false);

    const copy = dialog.getByRole("button", { name: "Copy link" });
    await expect(copy).toBeFocused();
    await copy.click();
    await expect(dialog.getByRole("status")).toHaveText("Link copied");
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected.toString());

    for (const theme of ["light", "dark"] as const) {
      await page.emulateMedia({ colorScheme: theme, reducedMotion: "reduce" });
      expect(serious((await axeOn(page).analyze()).violations), theme).toEqual([]);
    }

    // Tab stays inside; Escape closes and gives focus back to the button
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press("Tab");
      expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();
    await context.close();
  });

  test("a clipboard that refuses leaves the link selected to copy by hand", async ({ browser, request }) => {
    const { kinds } = await pagesOfEachKind(request);
    const context = await browser.newContext();
    await withoutShareSheet(context);
    // the device refuses to write (a permission denied, a policy)
    await context.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, "clipboard", {
        value: { writeText: () => Promise.reject(new DOMException("denied", "NotAllowedError")) },
        configurable: true,
      });
    });
    const page = await context.newPage();
    await page.goto(kinds[2][1]);
    await hydrated(shareButton(page));
    await shareButton(page).click();
    const dialog = page.getByRole("dialog", { name: "Share" });
    await dialog.getByRole("button", { name: "Copy link" }).click();
    await expect(dialog.getByRole("status")).toHaveText(/The link is selected/);
    const field = dialog.getByRole("textbox", { name: "Link" });
    await expect(field).toBeFocused();
    const selected = await field.evaluate((el: HTMLInputElement) =>
      el.value.slice(el.selectionStart ?? 0, el.selectionEnd ?? 0),
    );
    expect(selected).toBe(`${await canonicalOf(page)}?utm_source=share_native`);
    await context.close();
  });

  test("every kind of page opens the device's share sheet with its title and link", async ({ browser, request }) => {
    const { kinds } = await pagesOfEachKind(request);
    const context = await browser.newContext();
    // a device with a share sheet: it records what it was asked to share
    await context.addInitScript(() => {
      const shared: ShareData[] = [];
      Object.assign(window, { shared });
      Object.defineProperty(Navigator.prototype, "share", {
        value: (data: ShareData) => {
          shared.push(data);
          return Promise.resolve();
        },
        configurable: true,
      });
    });
    const page = await context.newPage();
    for (const [kind, path] of kinds) {
      await page.goto(path);
      const button = shareButton(page);
      await expect(button, kind).toBeVisible();
      await hydrated(button);
      await button.click();
      const shared = await page.evaluate(() => (window as unknown as { shared: ShareData[] }).shared);
      // the page's own title, without the site's suffix
      const title = (await page.title()).replace(/ - Margins$/, "");
      expect(shared, kind).toEqual([{ title, url: `${await canonicalOf(page)}?utm_source=share_native` }]);
      await expect(page.getByRole("dialog"), kind).toHaveCount(0);
    }
    await context.close();
  });

  test("a dismissed share sheet is the end of it; a refusing one falls back to the dialog", async ({
    browser,
    request,
  }) => {
    const { kinds } = await pagesOfEachKind(request);
    const context = await browser.newContext();
    await context.addInitScript(() => {
      const state = { calls: 0, error: "AbortError" };
      Object.assign(window, { shareSheet: state });
      Object.defineProperty(Navigator.prototype, "share", {
        value: () => {
          state.calls++;
          return Promise.reject(new DOMException("", state.error));
        },
        configurable: true,
      });
    });
    type Sheet = { shareSheet: { calls: number; error: string } };
    const page = await context.newPage();
    await page.goto(kinds[1][1]);
    const button = shareButton(page);
    await hydrated(button);
    await button.click();
    await expect.poll(() => page.evaluate(() => (window as unknown as Sheet).shareSheet.calls)).toBe(1);
    // nothing to wait for: what is tested is that no dialog comes (its code would load first)
    await page.waitForTimeout(500);
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await page.evaluate(() => {
      (window as unknown as Sheet).shareSheet.error = "NotAllowedError";
    });
    await button.click();
    await expect(page.getByRole("dialog", { name: "Share" })).toBeVisible();
    await context.close();
  });
});
