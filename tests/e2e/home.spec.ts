import { expect, test } from "@playwright/test";
import { ORIGIN } from "./support";

test.describe("the seeded site", () => {
  test("a visitor's home page lists the editors' picks from the database", async ({ page }) => {
    const response = await page.goto("/");
    expect(response?.status()).toBe(200);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { level: 1, name: "Featured" })).toBeVisible();
    const titles = page.locator("article h2 a");
    await expect(titles).toHaveCount(20);
    // each digest links to its article by short hash
    await expect(titles.first()).toHaveAttribute("href", /^\/a\/[a-z0-9]{12}$/);
  });

  test("the language follows the browser, then the language cookie", async ({ browser }) => {
    const hant = await browser.newContext({ locale: "zh-TW" });
    const page = await hant.newPage();
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("lang", "zh-Hant");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("精選");
    await hant.addCookies([{ name: "__language", value: "zh_hans", url: ORIGIN }]);
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("lang", "zh-Hans");
    await hant.close();
  });

  test("an unknown page answers 404 with the not-found message", async ({ page }) => {
    const response = await page.goto("/this-page-does-not-exist/really");
    expect(response?.status()).toBe(404);
    await expect(page.locator("section[role=alert]")).toContainText("unknown space");
  });
});
