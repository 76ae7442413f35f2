import { type Browser, expect, type Page, test } from "@playwright/test";
import { graphql } from "./generated/gql";
import { axeOn, gql, hydrated, mailedCode, ORIGIN, signUpFresh, uniqueEmail } from "./support";

// The settings pages: the profile (display name, bio, avatar, cover), the currency, the email
// changed with a code from the local mailbox, another device logged out, and axe on each page.
// Every test makes its own account, so the demo people stay as the other specs expect them.

const SettingsViewer = graphql(`
  query SettingsSpecViewer {
    viewer {
      id
      userName
      displayName
      avatar
      info {
        email
        description
        profileCover
      }
    }
  }
`);

const serious = (violations: { impact?: string | null; id: string }[]) =>
  violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id);

async function viewerOf(page: Page) {
  return (await gql(page.request, SettingsViewer)).data?.viewer;
}

/** A small picture drawn by the browser, as a PNG file's bytes. */
async function drawnPng(page: Page, width: number, height: number): Promise<Buffer> {
  const base64 = await page.evaluate(
    async ({ width, height }) => {
      const canvas = new OffscreenCanvas(width, height);
      const g = canvas.getContext("2d") as OffscreenCanvasRenderingContext2D;
      g.fillStyle = "#1b4965";
      g.fillRect(0, 0, width, height);
      g.fillStyle = "#ffc857";
      g.fillRect(width / 4, height / 4, width / 2, height / 2);
      const bytes = new Uint8Array(await (await canvas.convertToBlob({ type: "image/png" })).arrayBuffer());
      let binary = "";
      for (const byte of bytes) binary += String.fromCharCode(byte);
      return btoa(binary);
    },
    { width, height },
  );
  return Buffer.from(base64, "base64");
}

/** A second browser signed in to the same account with a login code, as another device would be. */
async function secondDevice(browser: Browser, email: string) {
  const context = await browser.newContext({
    userAgent:
      "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Version/18.0 Mobile/15E148 Safari/604.1",
  });
  await context.addCookies([{ name: "__language", value: "en", url: ORIGIN }]);
  const page = await context.newPage();
  await gql(page.request, "mutation($input: SendVerificationCodeInput!) { sendVerificationCode(input: $input) }", {
    input: { email, type: "email_otp" },
  });
  const code = await mailedCode(page.request, email);
  const login = await gql(page.request, "mutation($input: EmailLoginInput!) { emailLogin(input: $input) { auth } }", {
    input: { email, passwordOrCode: code },
  });
  expect(login.errors).toBeUndefined();
  return { context, page };
}

test("the user menu's Settings leads to the account settings", async ({ page }) => {
  await signUpFresh(page, "menu");
  await page.goto("/");
  await page.getByRole("button", { name: /^Menu of/ }).click();
  await page.getByRole("menuitem", { name: "Settings" }).click();
  await expect(page).toHaveURL(`${ORIGIN}/me/settings`);
  await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();
  for (const name of ["Edit profile", "Notifications", "Other settings", "Blocked accounts"]) {
    await expect(page.getByRole("navigation", { name: "More settings" }).getByRole("link", { name })).toBeVisible();
  }
});

test("display name, bio, avatar and cover are saved and survive a reload", async ({ page, browser }) => {
  await signUpFresh(page, "profile");
  const me = await viewerOf(page);
  const userName = me?.userName as string;
  await page.goto("/me/settings");
  await page.getByRole("link", { name: "Edit profile" }).click();
  await expect(page).toHaveURL(`${ORIGIN}/@${userName}/settings/edit-profile`);

  const form = page.locator("main form");
  await hydrated(form.getByRole("button", { name: "Save" }));
  await form.getByLabel("Display name").fill("Harbour Reader");
  await form.getByLabel("Bio").fill("Reads by the water, writes about boats.");
  await form.getByLabel("Avatar").setInputFiles({
    name: "face.png",
    mimeType: "image/png",
    buffer: await drawnPng(page, 400, 300),
  });
  await form.getByLabel("Profile cover").setInputFiles({
    name: "wide.png",
    mimeType: "image/png",
    buffer: await drawnPng(page, 1600, 500),
  });
  await expect(form.getByRole("img", { name: "The image you chose" })).toHaveCount(2);
  await form.getByRole("button", { name: "Save" }).click();
  await expect(form.getByRole("status").filter({ hasText: "Profile saved." })).toBeVisible();

  await page.reload();
  await expect(form.getByLabel("Display name")).toHaveValue("Harbour Reader");
  await expect(form.getByLabel("Bio")).toHaveValue("Reads by the water, writes about boats.");
  // as the pages crop them: the avatar square, the cover wide
  await expect(form.getByRole("img", { name: "Your avatar" })).toHaveAttribute(
    "src",
    /^\/assets\/avatar\/[0-9a-f-]{36}\?w=96$/,
  );
  await expect(form.getByRole("img", { name: "Your profile cover" })).toHaveAttribute(
    "src",
    /^\/assets\/profileCover\/[0-9a-f-]{36}\?w=800&h=240&fit=cover$/,
  );
  const saved = await viewerOf(page);
  expect(saved?.info.description).toBe("Reads by the water, writes about boats.");
  const avatar = await page.request.get(`${saved?.avatar}?w=96`);
  expect(avatar.status()).toBe(200);

  // the profile page shows the new name and bio
  await page.goto(`/@${userName}`);
  await expect(page.locator("aside")).toContainText("Harbour Reader");
  await expect(page.locator("aside")).toContainText("Reads by the water, writes about boats.");
  // and heads the card with the cover, as the form cropped it
  const cover = page.locator("aside img[src*='/assets/profileCover/']");
  await expect(cover).toHaveAttribute("src", /\?w=320&h=96&fit=cover$/);
  await expect
    .poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);

  // someone else finds nothing at that address
  const other = await browser.newContext();
  const stranger = await other.newPage();
  await signUpFresh(stranger, "stranger");
  expect((await stranger.goto(`/@${userName}/settings/edit-profile`))?.status()).toBe(404);
  expect((await stranger.goto(`/@${userName}/settings`))?.status()).toBe(404);
  await other.close();
  // the owner's /@name/settings leads to the profile form
  await page.goto(`/@${userName}/settings`);
  await expect(page).toHaveURL(`${ORIGIN}/@${userName}/settings/edit-profile`);
});

test("a Web Monetization payment pointer is saved, refused when malformed, and named on the profile", async ({
  page,
}) => {
  await signUpFresh(page, "monetization");
  const userName = (await viewerOf(page))?.userName as string;
  await page.goto(`/@${userName}/settings/edit-profile`);
  const form = page.locator("main form");
  const pointer = form.getByLabel("Web Monetization payment pointer");
  await hydrated(form.getByRole("button", { name: "Save" }));
  await pointer.fill("wallet.example.com/me");
  await form.getByRole("button", { name: "Save" }).click();
  await expect(form.getByRole("alert")).toBeVisible();
  await pointer.fill("$wallet.example.com/harbour");
  await form.getByRole("button", { name: "Save" }).click();
  await expect(form.getByRole("status").filter({ hasText: "Profile saved." })).toBeVisible();
  await page.reload();
  await expect(pointer).toHaveValue("$wallet.example.com/harbour");
  // monetizing browsers find the wallet address in the profile's head
  await page.goto(`/@${userName}`);
  await expect(page.locator('head link[rel="monetization"]')).toHaveAttribute(
    "href",
    "https://wallet.example.com/harbour",
  );
});

test("the display currency is saved and survives a reload", async ({ page }) => {
  await signUpFresh(page, "currency");
  await page.goto("/me/settings/misc");
  const twd = page.getByRole("radio", { name: "New Taiwan dollar (TWD)" });
  await hydrated(twd);
  await twd.check();
  await expect(page.getByRole("status").filter({ hasText: "Saved." })).toBeVisible();
  await page.reload();
  await expect(page.getByRole("radio", { name: "New Taiwan dollar (TWD)" })).toBeChecked();
  await expect(page.getByRole("radio", { name: "US dollar (USD)" })).not.toBeChecked();
});

test("the email changes with the code mailed to the new address", async ({ page }) => {
  const oldEmail = await signUpFresh(page, "email-old");
  const newEmail = uniqueEmail("email-new");
  await page.goto("/me/settings");
  await expect(page.getByTestId("account-email")).toHaveText(oldEmail);
  const change = page.getByRole("button", { name: "Change email" });
  await hydrated(change);
  await change.click();
  await expect(page).toHaveURL(`${ORIGIN}/me/settings?dialog=set-email`);
  const dialog = page.getByRole("dialog", { name: "Change email" });
  await dialog.getByLabel("New email").fill(newEmail);
  await dialog.getByRole("button", { name: "Send code" }).click();
  await expect(dialog.getByText(`We sent a code to ${newEmail}`)).toBeVisible();
  // until the code comes back the account keeps its address
  expect((await viewerOf(page))?.info.email).toBe(oldEmail);
  await dialog.getByLabel("Verification code").fill(await mailedCode(page.request, newEmail));
  await dialog.getByRole("button", { name: "Change email" }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(`${ORIGIN}/me/settings`);
  await expect(page.getByRole("status").filter({ hasText: `Your email is now ${newEmail}.` })).toBeVisible();

  await page.reload();
  await expect(page.getByTestId("account-email")).toHaveText(newEmail);
  await expect(page.getByText("2 more changes in 24 hours")).toBeVisible();
  // the address keeps the dialog: opening it from a link shows it at once
  await page.goto("/me/settings?dialog=set-email");
  await expect(page.getByRole("dialog", { name: "Change email" })).toBeVisible();
});

test("logging out another device signs it out on its next request", async ({ page, browser }) => {
  const email = await signUpFresh(page, "devices");
  const phone = await secondDevice(browser, email);
  await phone.page.goto("/me/settings");
  await expect(phone.page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();

  await page.goto("/me/settings");
  const devices = page.getByRole("list", { name: "Signed-in devices" });
  await expect(devices.getByRole("listitem")).toHaveCount(2);
  await expect(devices.locator('[data-device="current"]')).toContainText("This device");
  const logOut = devices.getByRole("button", { name: "Log out of Safari on iOS" });
  await hydrated(logOut);
  await logOut.click();
  await expect(page.getByRole("status").filter({ hasText: "That device was logged out." })).toBeVisible();
  await expect(devices.getByRole("listitem")).toHaveCount(1);

  // the phone's next request finds it signed out: the settings page sends it to log in
  await phone.page.goto("/me/settings");
  await expect(phone.page).toHaveURL(/\/login\?target=%2Fme%2Fsettings$/);
  expect((await gql(phone.page.request, "{ viewer { id } }")).data).toBeUndefined();
  await phone.context.close();

  // this device is still signed in
  await page.reload();
  await expect(page.getByRole("list", { name: "Signed-in devices" }).getByRole("listitem")).toHaveCount(1);
});

test("a password is set, then changed with a mailed code, and each logs in", async ({ page, browser }) => {
  const email = await signUpFresh(page, "password");
  await page.goto("/me/settings");
  await expect(page.getByText("Not set: you log in with codes sent by email")).toBeVisible();
  const set = page.getByRole("button", { name: "Set a password" });
  await hydrated(set);
  await set.click();
  const row = page.getByRole("listitem").filter({ has: page.getByLabel("New password") });
  await page.getByLabel("New password").fill("first-password-1");
  await row.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Password saved." })).toBeVisible();

  await page.reload();
  const change = page.getByRole("button", { name: "Change password" });
  await hydrated(change);
  await change.click();
  await page.getByRole("button", { name: "Send code" }).click();
  // the field shows once the code went out; read the mailbox before and the sign-up code is read
  const codeField = page.getByLabel("Verification code");
  await expect(codeField).toBeVisible();
  await codeField.fill(await mailedCode(page.request, email));
  await page.getByLabel("New password").fill("second-password-2");
  await row.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Password saved." })).toBeVisible();

  const other = await browser.newContext();
  const login = (password: string) =>
    gql(other.request, "mutation($input: EmailLoginInput!) { emailLogin(input: $input) { auth } }", {
      input: { email, passwordOrCode: password },
    });
  expect((await login("first-password-1")).errors?.[0]?.extensions?.code).toBe("USER_PASSWORD_INVALID");
  expect((await login("second-password-2")).data).toEqual({ emailLogin: { auth: true } });
  await other.close();
});

// the row's words in each language: its label, its value before and after, and the form's
const PASSWORD_ROWS = [
  {
    cookie: "en",
    label: "Password",
    none: "Not set: you log in with codes sent by email",
    isSet: "Set",
    open: "Set a password",
    field: "New password",
    save: "Save",
    change: "Change password",
  },
  {
    cookie: "zh_hant",
    label: "密碼",
    none: "未設定：你以電子郵件驗證碼登入",
    isSet: "已設定",
    open: "設定密碼",
    field: "新密碼",
    save: "儲存",
    change: "更改密碼",
  },
  {
    cookie: "zh_hans",
    label: "密码",
    none: "未设置：你以电子邮件验证码登录",
    isSet: "已设置",
    open: "设置密码",
    field: "新密码",
    save: "保存",
    change: "更改密码",
  },
] as const;

for (const words of PASSWORD_ROWS) {
  test(`the password row says the password is set as soon as it is saved, without a reload (${words.cookie})`, async ({
    page,
  }) => {
    await signUpFresh(page, `password-row-${words.cookie}`);
    await page.context().addCookies([{ name: "__language", value: words.cookie, url: ORIGIN }]);
    await page.goto("/me/settings");
    const row = page.getByRole("listitem").filter({ has: page.getByText(words.label, { exact: true }) });
    await expect(row.getByText(words.none)).toBeVisible();
    const set = row.getByRole("button", { name: words.open });
    await hydrated(set);
    // a reload makes a new document, without this mark
    await page.evaluate(() => Object.assign(window, { samePage: true }));
    await set.click();
    await row.getByLabel(words.field).fill("row-password-1");
    await row.getByRole("button", { name: words.save }).click();
    await expect(row.getByText(words.isSet, { exact: true })).toBeVisible();
    await expect(row.getByText(words.none)).toHaveCount(0);
    await expect(row.getByRole("button", { name: words.change })).toBeVisible();
    expect(await page.evaluate(() => "samePage" in window)).toBe(true);
  });
}

test("the user name and the language change, and stay changed after a reload", async ({ page }) => {
  await signUpFresh(page, "naming");
  const newName = `renamed${Date.now() % 1_000_000_000}`;
  await page.goto("/me/settings");
  const name = page.getByRole("textbox", { name: "User name" });
  await hydrated(name);
  await name.fill(newName);
  await page.getByRole("listitem").filter({ has: name }).getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("status").filter({ hasText: `Your page is now at /@${newName}.` })).toBeVisible();
  expect((await page.goto(`/@${newName}`))?.status()).toBe(200);

  await page.goto("/me/settings");
  const hant = page.getByRole("radio", { name: "繁體中文" });
  await hydrated(hant);
  await hant.check();
  await expect(page.getByRole("heading", { level: 1, name: "設定" })).toBeVisible();
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "設定" })).toBeVisible();
  await expect(page.getByRole("radio", { name: "繁體中文" })).toBeChecked();
  await expect(page.locator("html")).toHaveAttribute("lang", "zh-Hant");
});

test.describe("axe on the settings pages", () => {
  for (const colorScheme of ["light", "dark"] as const) {
    test(`no serious violations in the ${colorScheme} theme`, async ({ page }) => {
      await page.emulateMedia({ colorScheme, reducedMotion: "reduce" });
      await signUpFresh(page, `axe-${colorScheme}`);
      const userName = (await viewerOf(page))?.userName as string;
      for (const path of [
        "/me/settings",
        "/me/settings/misc",
        "/me/settings/blocked",
        `/@${userName}/settings/edit-profile`,
      ]) {
        await page.goto(path);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        expect(serious((await axeOn(page).analyze()).violations), path).toEqual([]);
      }
      // with the email dialog open
      await page.goto("/me/settings?dialog=set-email");
      await expect(page.getByRole("dialog", { name: "Change email" })).toBeVisible();
      expect(serious((await axeOn(page).analyze()).violations), "email dialog").toEqual([]);
    });
  }
});
