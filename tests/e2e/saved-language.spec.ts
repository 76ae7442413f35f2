import { type Browser, expect, type Page, test } from "@playwright/test";
import { gql, hydrated, mailedCode, ORIGIN, signUpFresh } from "./support";

// The account's saved language comes before the device's language cookie (section 4: saved
// language, cookie, route, browser). A device that reads one language signs in as someone who
// saved another, by each way in, and the site is in the saved language at once and on the
// pages after; a signed-in device whose cookie says otherwise (the language was changed on
// another device) comes round to the saved one.

type Language = "en" | "zh_hant" | "zh_hans";
const PASSWORD = "saved-language-42";
const GUIDE: Record<Language, { lang: string; heading: string }> = {
  en: { lang: "en", heading: "A guide to Margins" },
  zh_hant: { lang: "zh-Hant", heading: "Margins 導覽" },
  zh_hans: { lang: "zh-Hans", heading: "Margins 导览" },
};

/** A new account whose saved language is `language`, with a password; signed in nowhere. */
async function accountReading(browser: Browser, language: Language) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const email = await signUpFresh(page, `saved-${language}`);
  const set = await gql(page.request, "mutation($input: SetPasswordInput!) { setPassword(input: $input) { id } }", {
    input: { password: PASSWORD },
  });
  expect(set.errors).toBeUndefined();
  const saved = await gql(
    page.request,
    "mutation($input: UpdateUserInfoInput!) { updateUserInfo(input: $input) { settings { language } } }",
    { input: { language } },
  );
  expect(saved.data).toEqual({ updateUserInfo: { settings: { language } } });
  await context.close();
  return email;
}

/** A browser whose language cookie says `language`, as a visitor's switch leaves it. */
async function deviceReading(browser: Browser, language: Language) {
  const context = await browser.newContext({ locale: "en-US" });
  await context.addCookies([{ name: "__language", value: language, url: ORIGIN }]);
  return context.newPage();
}

async function expectGuideIn(page: Page, language: Language) {
  await expect(page.locator("html")).toHaveAttribute("lang", GUIDE[language].lang);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(GUIDE[language].heading);
}

const languageCookie = async (page: Page) =>
  (await page.context().cookies()).find((c) => c.name === "__language")?.value;

test("a password on the login page: a device in Simplified Chinese signs in as someone who reads English", async ({
  browser,
}) => {
  const email = await accountReading(browser, "en");
  const page = await deviceReading(browser, "zh_hans");
  await page.goto("/login?target=/guide");
  await expect(page.locator("html")).toHaveAttribute("lang", "zh-Hans");
  const emailBox = page.getByLabel("电子邮件", { exact: true });
  await hydrated(emailBox);
  await emailBox.fill(email);
  await page.getByLabel("密码", { exact: true }).fill(PASSWORD);
  await page.locator("button[type=submit]").click();
  await expect(page).toHaveURL(`${ORIGIN}/guide`);
  await expectGuideIn(page, "en");
  expect(await languageCookie(page)).toBe("en");
  // and on the pages after
  await page.goto("/about");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await page.goto("/guide");
  await expectGuideIn(page, "en");
  await page.context().close();
});

test("a code in the login dialog: a device in Simplified Chinese signs in as someone who reads Traditional Chinese", async ({
  browser,
}) => {
  const email = await accountReading(browser, "zh_hant");
  const page = await deviceReading(browser, "zh_hans");
  await page.goto("/guide");
  await expectGuideIn(page, "zh_hans");
  const enter = page.getByRole("button", { name: "进入" });
  await hydrated(enter);
  await enter.click();
  const dialog = page.getByRole("dialog", { name: "登录或注册" });
  await dialog.getByRole("button", { name: "改用验证码" }).click();
  await dialog.getByLabel("电子邮件", { exact: true }).fill(email);
  await dialog.locator("button[type=submit]").click();
  await expect(dialog.getByRole("status")).toContainText(email);
  await dialog.getByLabel("验证码", { exact: true }).fill(await mailedCode(page.request, email));
  await dialog.locator("button[type=submit]").click();
  // the dialog closes on the same page, now in the account's language
  await expectGuideIn(page, "zh_hant");
  await expect(page.getByRole("button", { name: /的選單$/ })).toBeVisible();
  expect(await languageCookie(page)).toBe("zh_hant");
  await page.goto("/about");
  await expect(page.locator("html")).toHaveAttribute("lang", "zh-Hant");
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("lang", "zh-Hant");
  await page.context().close();
});

test("a signed-in device comes round to a language saved on another device", async ({ browser }) => {
  const email = await accountReading(browser, "en");
  const here = await deviceReading(browser, "en");
  const login = await gql(here.request, "mutation($input: EmailLoginInput!) { emailLogin(input: $input) { auth } }", {
    input: { email, passwordOrCode: PASSWORD },
  });
  expect(login.errors).toBeUndefined();
  await here.goto("/guide");
  await expectGuideIn(here, "en");

  // elsewhere, the same person saves Traditional Chinese
  const there = await deviceReading(browser, "en");
  await gql(there.request, "mutation($input: EmailLoginInput!) { emailLogin(input: $input) { auth } }", {
    input: { email, passwordOrCode: PASSWORD },
  });
  const saved = await gql(
    there.request,
    "mutation($input: UpdateUserInfoInput!) { updateUserInfo(input: $input) { settings { language } } }",
    { input: { language: "zh_hant" } },
  );
  expect(saved.errors).toBeUndefined();
  await there.context().close();

  // this device's cookie still says English: its next page turns to the saved language
  expect(await languageCookie(here)).toBe("en");
  await here.goto("/guide");
  await expectGuideIn(here, "zh_hant");
  expect(await languageCookie(here)).toBe("zh_hant");
  await here.goto("/about");
  await expect(here.locator("html")).toHaveAttribute("lang", "zh-Hant");
  await here.context().close();
});
