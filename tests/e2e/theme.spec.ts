import { expect, type Page, test } from "@playwright/test";
import { signIn } from "./support";

const background = (page: Page) => page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
const LIGHT = "rgb(255, 255, 255)";
const DARK = "rgb(18, 19, 20)";

test.describe("themes", () => {
  test("follow the system's colour scheme until the reader chooses one", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "dark" });
    await page.goto("/featured");
    expect(await background(page)).toBe(DARK);
    await page.emulateMedia({ colorScheme: "light" });
    expect(await background(page)).toBe(LIGHT);
  });

  test("a visitor's choice applies at once and is there on the next page, with no flash", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "light" });
    await page.goto("/featured");
    await page.getByRole("button", { name: "Theme: Match system" }).click();
    await page.getByRole("menuitemradio", { name: "Dark" }).click();
    expect(await background(page)).toBe(DARK);
    // the server writes the choice into the page itself: dark before any script runs
    const html = await (await page.request.get("/newest")).text();
    expect(html).toMatch(/<html[^>]*data-theme="dark"/);
    await page.goto("/newest");
    expect(await background(page)).toBe(DARK);
    await page.getByRole("button", { name: "Theme: Dark" }).click();
    await expect(page.getByRole("menuitemradio", { name: "Dark" })).toHaveAttribute("aria-checked", "true");
    await page.getByRole("menuitemradio", { name: "Match system" }).click();
    expect(await background(page)).toBe(LIGHT);
    await page.reload();
    expect(await background(page)).toBe(LIGHT);
  });

  test("a signed-in reader chooses it in the user menu", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "light" });
    await signIn(page, "alice@example.com");
    await page.goto("/featured");
    await page.getByRole("button", { name: /Menu of/ }).click();
    const group = page.getByRole("group", { name: "Theme" });
    await group.getByRole("menuitemradio", { name: "Dark" }).click();
    expect(await background(page)).toBe(DARK);
    await page.reload();
    expect(await background(page)).toBe(DARK);
  });
});
