import { expect, test } from "@playwright/test";
import { gql, mailedCode, ORIGIN, settled, signIn, signUpFresh } from "./support";

test.describe("languages", () => {
  test("the switch sets the cookie and the page language, and the choice survives a reload", async ({ page }) => {
    await page.goto("/guide");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await page.getByRole("button", { name: "Language" }).click();
    // the current language is the checked (bold) item
    await expect(page.getByRole("menuitemradio", { name: "English" })).toHaveAttribute("aria-checked", "true");
    await page.getByRole("menuitemradio", { name: "繁體中文" }).click();
    await expect(page.locator("html")).toHaveAttribute("lang", "zh-Hant");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Margins 導覽");
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === "__language")?.value).toBe("zh_hant");
    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("lang", "zh-Hant");
    await expect(page.getByRole("menu")).toHaveCount(0);
  });

  test("the menu closes on Escape and on an outside click", async ({ page }) => {
    await page.goto("/about");
    const button = page.getByRole("button", { name: "Language" });
    await button.click();
    await expect(page.getByRole("menu")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("menu")).toHaveCount(0);
    await expect(button).toBeFocused();
    await button.click();
    await page.getByRole("heading", { level: 1 }).click();
    await expect(page.getByRole("menu")).toHaveCount(0);
  });

  test("on a small screen the menu closes when the page scrolls", async ({ page }) => {
    await page.setViewportSize({ width: 400, height: 700 });
    await page.clock.install();
    await page.goto("/");
    await page.getByRole("button", { name: "Language" }).click();
    await expect(page.getByRole("menu")).toBeVisible();
    await page.mouse.wheel(0, 600);
    // debounced 300 ms
    await expect(page.getByRole("menu")).toHaveCount(0);

    // wide screens keep it open, also once the page's clock is past the debounce
    await page.setViewportSize({ width: 1280, height: 700 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole("button", { name: "Language" }).click();
    await expect(page.getByRole("menu")).toBeVisible();
    await page.clock.pauseAt(Date.now() + 1000);
    await page.mouse.wheel(0, 600);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await page.clock.runFor(1000);
    await settled(page);
    await expect(page.getByRole("menu")).toBeVisible();
  });

  test("a signed-in user's choice is saved on the account and follows them to a new browser", async ({
    page,
    browser,
  }) => {
    const email = await signUpFresh(page, "lang");
    await page.goto("/about");
    await page.getByRole("button", { name: "Language" }).click();
    await page.getByRole("menuitemradio", { name: "简体中文" }).click();
    await expect(page.locator("html")).toHaveAttribute("lang", "zh-Hans");
    await expect
      .poll(
        async () =>
          (
            await gql<{ viewer: { settings: { language: string } } }>(
              page.request,
              "{ viewer { settings { language } } }",
            )
          ).data?.viewer.settings.language,
      )
      .toBe("zh_hans");

    // elsewhere, signing in brings the saved language along (the login writes the cookie)
    const other = await browser.newContext({ locale: "en-US" });
    const otherPage = await other.newPage();
    await otherPage.goto("/guide");
    await expect(otherPage.locator("html")).toHaveAttribute("lang", "en");
    await gql(
      otherPage.request,
      "mutation($input: SendVerificationCodeInput!) { sendVerificationCode(input: $input) }",
      {
        input: { email, type: "email_otp" },
      },
    );
    const code = await mailedCode(otherPage.request, email);
    await gql(otherPage.request, "mutation($input: EmailLoginInput!) { emailLogin(input: $input) { auth } }", {
      input: { email, passwordOrCode: code },
    });
    await otherPage.reload();
    await expect(otherPage.locator("html")).toHaveAttribute("lang", "zh-Hans");
    await other.close();
  });

  test("a lapsed session gets the log-in toast when saving the language fails", async ({ page, playwright }) => {
    await signIn(page, "alice@example.com");
    await page.goto("/about");
    // the same session logged out elsewhere: this page's token is now refused
    const elsewhere = await playwright.request.newContext({
      baseURL: ORIGIN,
      storageState: await page.context().storageState(),
    });
    expect(await gql(elsewhere, "mutation { userLogout }")).toEqual({ data: { userLogout: true } });
    await elsewhere.dispose();

    await page.getByRole("button", { name: "Language" }).click();
    await page.getByRole("menuitemradio", { name: "繁體中文" }).click();
    const toast = page.getByRole("region", { name: /Notifications|通知/ }).getByRole("listitem");
    await expect(toast).toContainText(/Please log in again|請重新登入/);
    await toast.getByRole("button", { name: /Log in|登入/ }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
  });
});
