import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { signIn } from "./support";

const serious = (violations: { impact?: string | null; id: string }[]) =>
  violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id);

test.describe("accessibility of the shell (axe)", () => {
  for (const path of ["/", "/@alice", "/guide", "/login", "/search?q=城市"]) {
    test(`no serious violations on ${path} for a visitor`, async ({ page }) => {
      await page.goto(path);
      const { violations } = await new AxeBuilder({ page }).analyze();
      expect(serious(violations)).toEqual([]);
    });
  }

  test("no serious violations for a signed-in user with the menu and the login dialog", async ({ page }) => {
    await signIn(page, "alice@example.com");
    await page.goto("/");
    await page.getByRole("button", { name: "Menu of Alice Chen" }).click();
    expect(serious((await new AxeBuilder({ page }).analyze()).violations)).toEqual([]);
  });

  test("no serious violations with the login dialog open", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Enter" }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    expect(serious((await new AxeBuilder({ page }).analyze()).violations)).toEqual([]);
  });

  test("no serious violations on a phone, with the channel bar and then the navigation drawer open", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto("/");
    await expect(page.getByRole("navigation", { name: "Channels" })).toBeVisible();
    expect(serious((await new AxeBuilder({ page }).analyze()).violations)).toEqual([]);
    await page.getByRole("button", { name: "Menu", exact: true }).click();
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
    expect(serious((await new AxeBuilder({ page }).analyze()).violations)).toEqual([]);
  });

  test("no serious violations with the search dropdown open", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/");
    await page.getByRole("combobox", { name: "Search articles, people and tags" }).fill("阅读");
    await expect(page.getByRole("listbox")).toBeVisible();
    await page.keyboard.press("ArrowDown");
    expect(serious((await new AxeBuilder({ page }).analyze()).violations)).toEqual([]);
  });
});
