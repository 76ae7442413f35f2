import { expect, test } from "@playwright/test";
import { at, axeOn, ORIGIN } from "./support";

// The seeded tags: "essay" has the most articles (41), so it leads the list and its page has
// two pages of articles. Global ids are base64 of Tag:<id>.
const ESSAY = { id: btoa("Tag:13"), slug: "essay" };

test.describe("the tag list", () => {
  test("lists the seeded tags with their article counts, most first; more load on scroll", async ({ page }) => {
    const response = await page.goto("/tags");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: "Tags" })).toBeVisible();
    const items = page.locator("main ol > li");
    await expect(items).toHaveCount(30);
    await expect(items.first()).toContainText("#essay");
    await expect(items.first()).toContainText("41 articles");
    await expect(items.first().getByRole("link")).toHaveAttribute("href", `/tags/${ESSAY.id}-${ESSAY.slug}`);

    const more = page.getByRole("link", { name: "More tags" });
    const href = await more.getAttribute("href");
    expect(href).toMatch(/^\/tags\?after=/);
    await more.scrollIntoViewIfNeeded();
    await expect(items).toHaveCount(60);
    await expect(page).toHaveURL(at("/tags"));

    // the link is an ordinary page too
    await page.goto(href ?? "");
    await expect(items).toHaveCount(30);
    await expect(items.first()).not.toContainText("#essay");
  });

  test("speaks the reader's language", async ({ page, context }) => {
    await context.addCookies([{ name: "__language", value: "zh_hant", url: ORIGIN }]);
    await page.goto("/tags");
    await expect(page.getByRole("heading", { level: 1, name: "標籤" })).toBeVisible();
    await expect(page.locator("main ol > li").first()).toContainText("41 篇文章");
    await context.addCookies([{ name: "__language", value: "zh_hans", url: ORIGIN }]);
    await page.goto("/tags");
    await expect(page.getByRole("heading", { level: 1, name: "标签" })).toBeVisible();
    await expect(page.getByRole("link", { name: "更多标签" })).toBeVisible();
  });
});

test.describe("a tag's page", () => {
  test("shows the tag, its counts, the hottest and latest lists and its authors", async ({ page }) => {
    await page.goto("/tags");
    await page.getByRole("link", { name: "#essay", exact: true }).click();
    await expect(page).toHaveURL(at(`/tags/${ESSAY.id}-${ESSAY.slug}`));
    await expect(page.getByRole("heading", { level: 1, name: "#essay" })).toBeVisible();
    await expect(page.getByText("41 articles", { exact: true })).toBeVisible();
    await expect(page.getByText(/^(No bookmarks|\d+ bookmarks?)$/)).toBeVisible();

    const tabs = page.getByRole("navigation", { name: "Articles and moments" });
    await expect(tabs.getByRole("link", { name: "Hottest" })).toHaveAttribute("aria-current", "page");
    const digests = page.locator("main article");
    await expect(digests).toHaveCount(20);
    const authors = page.getByRole("complementary", { name: "About this tag" });
    await expect(authors.getByRole("heading", { name: "Authors" })).toBeVisible();
    await expect(authors.getByRole("link").first()).toHaveAttribute("href", /^\/@/);

    await tabs.getByRole("link", { name: "Latest" }).click();
    await expect(page).toHaveURL(at(`/tags/${ESSAY.id}-${ESSAY.slug}?type=latest`));
    await expect(tabs.getByRole("link", { name: "Latest" })).toHaveAttribute("aria-current", "page");
    await expect(digests).toHaveCount(20);
    const dates = await page
      .locator("main article time")
      .evaluateAll((els) => els.map((e) => e.getAttribute("datetime")));
    expect(dates).toEqual([...dates].sort().reverse());
  });

  test("loads the next page on scroll, and by a real link", async ({ page }) => {
    await page.goto(`/tags/${ESSAY.id}-${ESSAY.slug}?type=latest`);
    const digests = page.locator("main article");
    await expect(digests).toHaveCount(20);
    const firstTitle = await digests.first().getByRole("heading").textContent();
    const more = page.getByRole("link", { name: "More articles" });
    const href = await more.getAttribute("href");
    expect(href).toMatch(new RegExp(`^/tags/${ESSAY.id}-essay\\?type=latest&after=`));
    // 41 articles carry the tag; 35 of them are listed (the others are archived, banned, or by
    // hidden authors): the second page is the last
    await more.scrollIntoViewIfNeeded();
    await expect(digests).toHaveCount(35);
    await expect(page).toHaveURL(at(`/tags/${ESSAY.id}-${ESSAY.slug}?type=latest`));
    await expect(page.getByRole("link", { name: "More articles" })).toHaveCount(0);
    const titles = await page.locator("main article h2").allTextContents();
    expect(new Set(titles).size).toBe(35);

    await page.goto(href ?? "");
    await expect(digests).toHaveCount(15);
    expect(await digests.first().getByRole("heading").textContent()).not.toBe(firstTitle);

    // the hottest list pages the same way (33: it leaves out authors kept out of hottest lists)
    await page.goto(`/tags/${ESSAY.id}-${ESSAY.slug}`);
    await page.getByRole("link", { name: "More articles" }).scrollIntoViewIfNeeded();
    await expect(digests).toHaveCount(33);
    const hottest = await page.locator("main article h2").allTextContents();
    expect(new Set(hottest).size).toBe(33);
  });

  test("a wrong slug still finds the tag; the canonical address has the right one", async ({ page }) => {
    const response = await page.goto(`/tags/${ESSAY.id}-not-the-slug`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: "#essay" })).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/tags\/VGFnOjEz-essay$/);
  });

  test("an unknown tag id answers 404", async ({ page }) => {
    for (const path of [`/tags/${btoa("Tag:999999")}-nothing`, `/tags/${btoa("User:1")}-alice`, "/tags/not-an-id"]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.locator("section[role=alert]")).toBeVisible();
    }
  });
});

test.describe("accessibility of the tag pages (axe)", () => {
  for (const path of ["/tags", `/tags/${ESSAY.id}-${ESSAY.slug}`]) {
    test(`no serious violations on ${path}`, async ({ page }) => {
      await page.goto(path);
      const { violations } = await axeOn(page).analyze();
      expect(violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id)).toEqual([]);
    });
  }
});
