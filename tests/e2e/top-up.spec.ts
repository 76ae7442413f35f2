import { expect, type Page, test } from "@playwright/test";
import { axeOn, gql, hydrated, ORIGIN, signIn } from "./support";

// Top-up through the local card processor, in the built worker: the dialog, the checkout
// (development only), the signed event to the webhook, the result page, and the wallet's balance.

const ALICE = "alice@example.com";

/** Alice's HKD balance in cents, as her wallet answers it. */
async function aliceBalance(page: Page) {
  const result = await gql<{ viewer: { wallet: { balance: { HKD: number } } } }>(
    page.request,
    "{ viewer { wallet { balance { HKD } } } }",
  );
  return Math.round((result.data?.viewer.wallet.balance.HKD ?? Number.NaN) * 100);
}

/** From the wallet: open the top-up dialog, choose an amount, go to the checkout. */
async function openCheckout(page: Page, custom?: string) {
  await page.goto("/me/wallet");
  const button = page.getByRole("button", { name: /Top up|儲值|充值/ });
  await hydrated(button);
  await button.click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  if (custom) await dialog.getByRole("textbox").fill(custom);
  await dialog.getByRole("button", { name: /Continue|前往付款/ }).click();
  await page.waitForURL(/\/pay\/local\/checkout\?client_secret=pi_local_/);
}

async function pay(page: Page, card: string) {
  await page.getByRole("textbox").fill(card);
  await page.getByRole("button", { name: /Pay|支付/ }).click();
}

test.describe("top-up with the local card processor", () => {
  test.describe.configure({ mode: "serial" });

  test("alice tops up with 4242… and her balance rises by the amount", async ({ page }) => {
    await signIn(page, ALICE);
    const before = await aliceBalance(page);
    await openCheckout(page, "42.50");
    await expect(page.getByRole("note")).toContainText("For development only");
    await expect(page.getByText("Amount: HK$42.50")).toBeVisible();
    expect((await axeOn(page).analyze()).violations).toEqual([]);
    await pay(page, "4242 4242 4242 4242");
    await page.waitForURL(/\/pay\/local\/success\?intent=pi_local_/);
    await expect(page.getByRole("heading", { name: "Top-up received" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to my wallet" })).toHaveAttribute("href", "/me/wallet");
    expect(await aliceBalance(page)).toBe(before + 4_250);
  });

  test("a too small amount is refused in the dialog", async ({ page }) => {
    await signIn(page, ALICE);
    await page.goto("/pay/local/failure");
    const button = page.getByRole("button", { name: "Top up" });
    await hydrated(button);
    await button.click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("textbox").fill("5");
    await dialog.getByRole("button", { name: "Continue to payment" }).click();
    await expect(dialog.getByRole("alert")).toHaveText("The payment amount is too small, please re-enter.");
  });

  test("the declined card lands on the failure page (Traditional Chinese) and credits nothing", async ({ page }) => {
    await signIn(page, ALICE);
    await page.context().addCookies([{ name: "__language", value: "zh-Hant", url: ORIGIN }]);
    const before = await aliceBalance(page);
    await openCheckout(page);
    await expect(page.getByRole("note")).toContainText("僅供開發使用");
    await pay(page, "4000 0000 0000 0002");
    await page.waitForURL(/\/pay\/local\/failure\?intent=pi_local_/);
    await expect(page.getByRole("heading", { name: "儲值失敗" })).toBeVisible();
    expect(await aliceBalance(page)).toBe(before);
  });

  test("the 3155 card needs the second step before it credits (Simplified Chinese)", async ({ page }) => {
    await signIn(page, ALICE);
    await page.context().addCookies([{ name: "__language", value: "zh-Hans", url: ORIGIN }]);
    const before = await aliceBalance(page);
    await openCheckout(page);
    await pay(page, "4000 0025 0000 3155");
    await page.waitForURL(/\/pay\/local\/confirm\?client_secret=/);
    await expect(page.getByRole("heading", { name: "确认此付款" })).toBeVisible();
    expect(await aliceBalance(page)).toBe(before);
    await page.getByRole("button", { name: "完成验证" }).click();
    await page.waitForURL(/\/pay\/local\/success\?intent=/);
    await expect(page.getByRole("heading", { name: "充值已收到" })).toBeVisible();
    // the dialog's default preset is 100 HKD
    expect(await aliceBalance(page)).toBe(before + 10_000);
  });
});

test("without Stripe's keys there is no Stripe card form, and only its address would admit Stripe.js", async ({
  page,
}) => {
  const stripe = await page.request.get("/pay/stripe/checkout?client_secret=pi_123_secret_456");
  expect(stripe.status()).toBe(404);
  expect(stripe.headers()["content-security-policy"]).toContain("https://js.stripe.com");
  const wallet = await page.request.get("/pay/local/success");
  expect(wallet.headers()["content-security-policy"]).not.toContain("stripe.com");
});
