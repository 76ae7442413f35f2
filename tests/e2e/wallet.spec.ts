import { expect, test } from "@playwright/test";
import { at, axeOn, hydrated, mailedCode, ORIGIN, signIn } from "./support";

// The wallet as alice meets it, in each language: the user menu's Wallet, her balance in HKD
// with her display currency (USD) underneath, then her transactions, filtered to supports, and
// one followed to the article it was for.

const LANGUAGES = [
  {
    cookie: "en",
    menu: /^Menu of/,
    wallet: "Wallet",
    all: "See all transactions",
    type: "Type",
    apply: "Apply",
    support: "Support",
    about: "About ",
  },
  {
    cookie: "zh_hant",
    menu: /的選單$/,
    wallet: "錢包",
    all: "查看全部交易紀錄",
    type: "類型",
    apply: "套用",
    support: "支持",
    about: "約 ",
  },
  {
    cookie: "zh_hans",
    menu: /的菜单$/,
    wallet: "钱包",
    all: "查看全部交易记录",
    type: "类型",
    apply: "应用",
    support: "支持",
    about: "约 ",
  },
] as const;

for (const l of LANGUAGES) {
  test(`alice opens her wallet and follows a support to its article (${l.cookie})`, async ({ page }) => {
    await signIn(page, "alice@example.com", { keepLanguage: true });
    await page.context().addCookies([{ name: "__language", value: l.cookie, url: ORIGIN }]);
    await page.goto("/");
    await page.getByRole("button", { name: l.menu }).click();
    await page.getByRole("menuitem", { name: l.wallet }).click();
    await expect(page).toHaveURL(`${ORIGIN}/me/wallet`);
    await expect(page.getByRole("heading", { level: 1, name: l.wallet })).toBeVisible();
    // the wallet holds HKD: that is the headline; her display currency (USD) is the small line
    // beneath it, as US$ in every language, never a bare $ that a Hong Kong reader takes for HK$
    await expect(page.getByTestId("balance")).toHaveText(/^HK\$[\d,]+\.\d{2}$/);
    await expect(page.getByTestId("balance-converted")).toHaveText(new RegExp(`^${l.about}US\\$[\\d,]+\\.\\d{2}$`));
    expect((await axeOn(page).analyze()).violations).toEqual([]);

    await page.getByRole("link", { name: l.all }).click();
    await expect(page).toHaveURL(`${ORIGIN}/me/wallet/transactions`);
    await expect(page.getByTestId("transaction").first()).toBeVisible();
    await page.getByLabel(l.type).selectOption("donation");
    await page.getByRole("button", { name: l.apply }).click();
    // a plain GET form (it works before any script) sends the unchosen currency empty; the page
    // answers with the address of what was chosen
    await expect(page).toHaveURL(at("/me/wallet/transactions?purpose=donation"));
    const rows = page.getByTestId("transaction");
    await expect(rows.first()).toBeVisible();
    for (const purpose of await rows.evaluateAll((els) => els.map((e) => e.getAttribute("data-purpose")))) {
      expect(purpose).toBe("donation");
    }
    await expect(rows.first()).toContainText(l.support);
    // the filter is in the address: a reload keeps it
    await page.reload();
    await expect(page.getByLabel(l.type)).toHaveValue("donation");
    expect((await axeOn(page).analyze()).violations).toEqual([]);

    const link = rows.first().getByRole("link");
    const href = await link.getAttribute("href");
    expect(href).toMatch(/^\/a\//);
    await link.focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(`${ORIGIN}${href}`);
  });
}

test("bob resets his payment password with a mailed code, and a mismatch is caught before anything is sent", async ({
  page,
}) => {
  await signIn(page, "bob@example.com");
  await page.context().addCookies([{ name: "__language", value: "en", url: ORIGIN }]);
  await page.goto("/me/wallet");
  const reset = page.getByRole("button", { name: "Forgot it? Reset payment password" });
  await hydrated(reset);
  await reset.click();
  await page.getByRole("button", { name: "Send code" }).click();
  // the field shows once the code went out; read the mailbox before and an older code is read
  const codeField = page.getByLabel("Code from the email");
  await expect(codeField).toBeVisible();
  await codeField.fill(await mailedCode(page.request, "bob@example.com"));
  // the seed's password again, so the other specs still pay with it
  await page.getByLabel("New payment password (six digits)").fill("135790");
  await page.getByLabel("The same six digits again").fill("135791");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "The two entries differ." })).toBeVisible();
  await page.getByLabel("The same six digits again").fill("135790");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Payment password saved." })).toBeVisible();
  // the form closes and focus goes back to the button that opened it
  await expect(page.getByRole("button", { name: "Forgot it? Reset payment password" })).toBeFocused();
});
