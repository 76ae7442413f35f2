import { expect, type Page, test } from "@playwright/test";
import { axeOn, gql, hydrated, ORIGIN, signIn } from "./support";

// Payout through the local processor, in the built worker: connecting a payout account, its
// onboarding (development only), the payout dialog, the pending payout in the transactions, and
// the local dashboard's Mark paid and Mark failed, each a signed event to the webhook.

const ALICE = "alice@example.com";
const PAYMENT_PASSWORD = "135790";

/** Alice's HKD balance in cents, as her wallet answers it. */
async function aliceBalance(page: Page) {
  const result = await gql<{ viewer: { wallet: { balance: { HKD: number } } } }>(
    page.request,
    "{ viewer { wallet { balance { HKD } } } }",
  );
  return Math.round((result.data?.viewer.wallet.balance.HKD ?? Number.NaN) * 100);
}

/** From the wallet: the payout dialog, an amount and the password, sent. */
async function payOut(
  page: Page,
  amount: string,
  names: { payout: RegExp; amount: string; password: string; submit: RegExp; sent: RegExp },
) {
  await page.goto("/me/wallet");
  const button = page.getByRole("button", { name: names.payout });
  await hydrated(button);
  await button.click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  await dialog.getByLabel(names.amount).fill(amount);
  await dialog.getByLabel(names.password).fill(PAYMENT_PASSWORD);
  await dialog.getByRole("button", { name: names.submit }).click();
  await expect(dialog.getByRole("heading", { name: names.sent })).toBeVisible();
}

/** The local dashboard, from the wallet's Manage payout account link. */
async function openDashboard(page: Page, manage: string) {
  await page.goto("/me/wallet");
  await page.getByRole("link", { name: manage }).click();
  await page.waitForURL(/\/pay\/local\/dashboard\?account=acct_local_/);
}

test.describe("payout with the local processor", () => {
  test.describe.configure({ mode: "serial" });

  test("alice connects an account, pays out 100 HKD, sees it pending, and it is paid", async ({ page }) => {
    await signIn(page, ALICE);
    const before = await aliceBalance(page);
    await page.goto("/me/wallet");
    await expect(page.getByRole("heading", { name: "Payout" })).toBeVisible();
    const country = page.getByLabel("Country or region of your bank account");
    await expect(country).toHaveValue("HongKong");
    await expect(country.locator("option").first()).toHaveText("Hong Kong");
    const connect = page.getByRole("button", { name: "Connect payout account" });
    await hydrated(connect);
    await connect.click();
    await page.waitForURL(/\/pay\/local\/onboarding\?account=acct_local_/);
    const onboarding = page.url();
    await expect(page.getByRole("note")).toContainText("local development processor");
    expect((await axeOn(page).analyze()).violations).toEqual([]);

    // left unfinished, the wallet offers to continue the same account's setup
    await page.goto("/me/wallet");
    const resume = page.getByRole("button", { name: "Continue setup" });
    await hydrated(resume);
    await resume.click();
    await page.waitForURL(onboarding);
    await page.getByRole("button", { name: "Complete onboarding" }).click();
    await page.waitForURL(`${ORIGIN}/me/wallet`);

    // the dialog shows the fee and what reaches the bank as the amount is typed
    const button = page.getByRole("button", { name: "Pay out" });
    await hydrated(button);
    await button.click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Amount (HKD)").fill("100");
    await expect(dialog.getByTestId("payout-fee")).toHaveText("HK$3.00");
    await expect(dialog.getByTestId("payout-net")).toHaveText("HK$97.00");
    // checked once its fade-in has run: mid-fade, its text is blended with the page behind it
    await expect(dialog).toHaveAttribute("data-state", "open");
    expect((await axeOn(page).include("dialog").analyze()).violations).toEqual([]);
    await dialog.getByLabel("Payment password").fill("000000");
    await dialog.getByRole("button", { name: "Pay out" }).click();
    await expect(dialog.getByRole("alert")).toBeVisible();
    await dialog.getByLabel("Payment password").fill(PAYMENT_PASSWORD);
    await dialog.getByRole("button", { name: "Pay out" }).click();
    await expect(dialog.getByRole("heading", { name: "Payout on its way" })).toBeVisible();
    expect(await aliceBalance(page)).toBe(before - 10_000);

    await page.goto("/me/wallet/transactions");
    const newest = page.getByTestId("transaction").first();
    await expect(newest).toHaveAttribute("data-purpose", "payout");
    await expect(newest).toContainText("Pending");

    await openDashboard(page, "Manage payout account");
    await expect(page.getByRole("note")).toContainText("local development processor");
    const payout = page.getByTestId("local-payout").first();
    await expect(payout).toHaveAttribute("data-status", "pending");
    await expect(payout).toContainText("HK$97.00");
    await payout.getByRole("button", { name: "Mark paid" }).click();
    await expect(page.getByTestId("local-payout").first()).toHaveAttribute("data-status", "paid");

    await page.goto("/me/wallet/transactions");
    await expect(page.getByTestId("transaction").first()).toContainText("Done");
    expect(await aliceBalance(page)).toBe(before - 10_000);
  });

  test("a failed payout is given back and her balance restored (Traditional Chinese)", async ({ page }) => {
    await signIn(page, ALICE);
    await page.context().addCookies([{ name: "__language", value: "zh-Hant", url: ORIGIN }]);
    const before = await aliceBalance(page);
    await payOut(page, "150", {
      payout: /^提現$/,
      amount: "金額（HKD）",
      password: "交易密碼",
      submit: /確認提現/,
      sent: /提現處理中/,
    });
    expect(await aliceBalance(page)).toBe(before - 15_000);

    await openDashboard(page, "管理提現帳戶");
    await expect(page.getByRole("note")).toContainText("僅供開發使用");
    const payout = page.getByTestId("local-payout").first();
    await expect(payout).toHaveAttribute("data-status", "pending");
    await payout.getByRole("button", { name: "標記為失敗" }).click();
    await expect(page.getByTestId("local-payout").first()).toHaveAttribute("data-status", "failed");
    expect(await aliceBalance(page)).toBe(before);

    await page.goto("/me/wallet/transactions");
    const rows = page.getByTestId("transaction");
    await expect(rows.first()).toHaveAttribute("data-purpose", "payoutReversal");
    await expect(rows.first()).toContainText("提現退回");
    await expect(page.locator('[data-purpose="payout"]').first()).toContainText("失敗");
  });
});
