import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { graphql } from "./generated/gql";
import { at, axeOn, gql } from "./support";

// The article history page: the seeded multi-version articles of Alice (English) and Bob
// (Traditional Chinese), their versions and word-level comparisons; a 404 for unknown hashes.

const Works = graphql(`
  query HistoryWorks($userName: String!) {
    user(input: { userName: $userName }) {
      articles(input: { first: 50 }) {
        edges {
          node {
            shortHash
            title
            revisionCount
            language
          }
        }
      }
    }
  }
`);

async function works(request: APIRequestContext, userName: string) {
  const result = await gql(request, Works, { userName });
  return (result.data?.user?.articles.edges ?? []).map((e) => e.node);
}

/** A seeded author's active article with at least `versions` versions, in `language`. */
async function revisedArticle(request: APIRequestContext, userName: string, language: string, versions: number) {
  const found = (await works(request, userName)).find(
    (w) => w.language === language && w.revisionCount + 1 >= versions,
  );
  if (!found) throw new Error(`no ${language} article of ${userName} with ${versions} versions`);
  return found;
}

const side = (page: Page, which: "from" | "to") => page.locator(`[data-side="side-${which}"]`);

async function expectMarkedComparison(page: Page) {
  // deletions only on the older side, insertions only on the newer one
  const marks = page.locator('[data-side="side-from"] del, [data-side="side-to"] ins');
  await expect(marks.first()).toBeVisible();
  await expect(side(page, "from").locator("ins")).toHaveCount(0);
  await expect(side(page, "to").locator("del")).toHaveCount(0);
}

test.describe("article history in English", () => {
  test("lists the versions and compares the newest with the one before", async ({ page }) => {
    const article = await revisedArticle(page.request, "alice", "en", 3);
    const path = `/a/${article.shortHash}/history`;
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1, name: "Version history" })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`History of ${article.title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`));
    await expect(page.getByRole("link", { name: `Back to the article: ${article.title}` })).toHaveAttribute(
      "href",
      `/a/${article.shortHash}`,
    );

    const list = page.getByRole("region", { name: /versions$/ }).getByRole("listitem");
    await expect(list).toHaveCount(article.revisionCount + 1);
    await expect(list.first()).toContainText("latest");
    await expect(list.last()).toContainText("first version");
    await expect(list.nth(1)).not.toContainText("latest");

    // the default pair: the newest against the one before it, marked as current in the list
    await expect(list.first().getByRole("link")).toHaveAttribute("aria-current", "true");
    await expect(page.getByRole("heading", { name: /^Changes from / })).toBeVisible();
    await expectMarkedComparison(page);
    await expect(side(page, "to").locator("ins").first()).toHaveCSS("text-decoration-line", "underline");
    await expect(side(page, "from").locator("del").first()).toHaveCSS("text-decoration-line", "line-through");
    await expect(page.getByText(/\d+ insertions?, /)).toBeVisible();

    expect(serious((await axeOn(page).analyze()).violations)).toEqual([]);
  });

  test("a version's link shows the change it made", async ({ page }) => {
    const article = await revisedArticle(page.request, "alice", "en", 3);
    await page.goto(`/a/${article.shortHash}/history`);
    const links = page.getByRole("region", { name: /versions$/ }).getByRole("link");
    const second = links.nth(1);
    const href = (await second.getAttribute("href")) ?? "";
    expect(href).toMatch(/^\/a\/\w+\/history\?from=[^&]+&to=[^&]+$/);
    await second.click();
    await expect(page).toHaveURL(at(href));
    await expect(
      page
        .getByRole("region", { name: /versions$/ })
        .getByRole("link")
        .nth(1),
    ).toHaveAttribute("aria-current", "true");
    await expectMarkedComparison(page);
  });
});

test.describe("choosing two versions without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the form compares the first version with the latest", async ({ page }) => {
    const article = await revisedArticle(page.request, "alice", "en", 3);
    await page.goto(`/a/${article.shortHash}/history`);
    const form = page.getByRole("group", { name: "Compare two versions" });
    const from = form.getByLabel("From");
    const to = form.getByLabel("To");
    const options = await from.locator("option").evaluateAll((els) => els.map((el) => (el as HTMLOptionElement).value));
    const [newest] = options;
    const oldest = options.at(-1);
    if (!newest || !oldest) throw new Error("no options");
    await from.selectOption(oldest);
    await to.selectOption(newest);
    await form.getByRole("button", { name: "Compare" }).click();
    await expect(page).toHaveURL(
      at(`/a/${article.shortHash}/history?${new URLSearchParams({ from: oldest, to: newest })}`),
    );
    await expect(page.getByRole("group", { name: "Compare two versions" }).getByLabel("From")).toHaveValue(oldest);
    await expectMarkedComparison(page);
  });
});

test.describe("article history in Traditional Chinese", () => {
  test.use({ locale: "zh-TW" });

  test("marks Chinese words, and another pair can be chosen", async ({ page }) => {
    const article = await revisedArticle(page.request, "bob", "zh_hant", 3);
    await page.goto(`/a/${article.shortHash}/history`);
    await expect(page.getByRole("heading", { level: 1, name: "修訂紀錄" })).toBeVisible();
    const list = page.getByRole("region", { name: /個版本$/ }).getByRole("listitem");
    await expect(list).toHaveCount(article.revisionCount + 1);
    await expect(list.first()).toContainText("最新");
    // the versions are marked as written in the article's language
    await expect(page.locator('[lang="zh-Hant"] > [data-side="side-to"]')).toHaveCount(1);
    await expectMarkedComparison(page);
    await expect(page.getByText(/^新增 \d+ 處，刪除 \d+ 處。/)).toBeVisible();

    // the second newest against the one before it
    const second = list.nth(1).getByRole("link");
    const href = (await second.getAttribute("href")) ?? "";
    await second.click();
    await expect(page).toHaveURL(at(href));
    await expect(
      page
        .getByRole("region", { name: /個版本$/ })
        .getByRole("link")
        .nth(1),
    ).toHaveAttribute("aria-current", "true");
    await expectMarkedComparison(page);

    // the first version against itself: its text, nothing marked
    await page
      .getByRole("region", { name: /個版本$/ })
      .getByRole("link")
      .last()
      .click();
    await expect(page.getByText("兩邊是同一個版本，以下是它的內容。")).toBeVisible();
    await expect(page.locator("main del, main ins")).toHaveCount(0);
  });
});

test("an article with one version says so", async ({ page }) => {
  const single = (await works(page.request, "alice")).find((w) => w.revisionCount === 0);
  if (!single) throw new Error("no single-version article");
  await page.goto(`/a/${single.shortHash}/history`);
  await expect(page.getByText("This article has only one version.")).toBeVisible();
  await expect(page.getByRole("region", { name: "1 version" }).getByRole("listitem")).toHaveCount(1);
  await expect(page.locator("main del, main ins")).toHaveCount(0);
});

test("an unknown short hash is a real 404", async ({ page }) => {
  const response = await page.goto("/a/zzzzzzzzzzzz/history");
  expect(response?.status()).toBe(404);
});

test("the versions stack on narrow screens", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  const article = await revisedArticle(page.request, "alice", "en", 2);
  await page.goto(`/a/${article.shortHash}/history`);
  const from = await side(page, "from").boundingBox();
  const to = await side(page, "to").boundingBox();
  if (!from || !to) throw new Error("sides not shown");
  expect(to.y).toBeGreaterThanOrEqual(from.y + from.height);
  await page.setViewportSize({ width: 1280, height: 900 });
  const wideFrom = await side(page, "from").boundingBox();
  const wideTo = await side(page, "to").boundingBox();
  expect(wideTo?.y).toBe(wideFrom?.y);
  expect(wideTo?.x ?? 0).toBeGreaterThan((wideFrom?.x ?? 0) + (wideFrom?.width ?? 0) - 1);
});

const serious = (violations: { impact?: string | null; id: string }[]) =>
  violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id);
