import { expect, type Page, test } from "@playwright/test";
import { gql, hydrated, ORIGIN, signUpFresh } from "./support";

// A top-up left at the card form, in each language: the wallet's list says it is waiting; the
// every-minute Cron Trigger, run as Cloudflare runs it but with its time a day and an hour on
// (Miniflare's door for scheduled events, which wrangler's dev server opens), cancels it and the
// list says canceled; the payer coming back to the still open card form is credited after all,
// and the list says done.

const DAY_AND_HOUR = 25 * 60 * 60 * 1000;

const LANGUAGES = [
  {
    cookie: "en",
    topUp: "Top up",
    go: "Continue to payment",
    pay: /^Pay HK\$/,
    pending: "Pending",
    canceled: "Canceled",
    done: "Done",
    received: "Top-up received",
  },
  {
    cookie: "zh_hant",
    topUp: "儲值",
    go: "前往付款",
    pay: /^支付 HK\$/,
    pending: "處理中",
    canceled: "已取消",
    done: "完成",
    received: "儲值已收到",
  },
  {
    cookie: "zh_hans",
    topUp: "充值",
    go: "前往付款",
    pay: /^支付 HK\$/,
    pending: "处理中",
    canceled: "已取消",
    done: "完成",
    received: "充值已收到",
  },
] as const;

/** The every-minute trigger's round, as if it fired at `time`. */
async function minuteCronAt(page: Page, time: number) {
  const response = await page.request.get(
    `/cdn-cgi/local/scheduled?cron=${encodeURIComponent("* * * * *")}&time=${time}`,
  );
  expect(response.status()).toBe(200);
}

async function balanceCents(page: Page) {
  const result = await gql<{ viewer: { wallet: { balance: { HKD: number } } } }>(
    page.request,
    "{ viewer { wallet { balance { HKD } } } }",
  );
  return Math.round((result.data?.viewer.wallet.balance.HKD ?? Number.NaN) * 100);
}

for (const l of LANGUAGES) {
  test(`an abandoned top-up is canceled a day later, and still credited when paid after (${l.cookie})`, async ({
    page,
  }) => {
    await signUpFresh(page, `abandon-${l.cookie}`);
    await page.context().addCookies([{ name: "__language", value: l.cookie, url: ORIGIN }]);

    // the dialog's default 100 HKD, to the card form, and away
    await page.goto("/me/wallet");
    const button = page.getByRole("button", { name: l.topUp });
    await hydrated(button);
    await button.click();
    await page.getByRole("dialog").getByRole("button", { name: l.go }).click();
    await page.waitForURL(/\/pay\/local\/checkout\?client_secret=pi_local_/);
    const checkout = page.url();

    await page.goto("/me/wallet/transactions");
    const row = page.getByTestId("transaction");
    await expect(row).toHaveCount(1);
    await expect(row).toHaveAttribute("data-purpose", "addCredit");
    await expect(row).toContainText(l.pending);

    await minuteCronAt(page, Date.now() + DAY_AND_HOUR);
    await expect
      .poll(async () => {
        await page.reload();
        return row.textContent();
      })
      .toContain(l.canceled);
    await expect(row).toContainText("+HK$100.00");
    expect(await balanceCents(page)).toBe(0);

    // the intent at the processor is still open: paying it now credits the wallet after all
    await page.goto(checkout);
    await page.getByRole("textbox").fill("4242 4242 4242 4242");
    await page.getByRole("button", { name: l.pay }).click();
    await page.waitForURL(/\/pay\/local\/success\?intent=pi_local_/);
    await expect(page.getByRole("heading", { name: l.received })).toBeVisible();
    expect(await balanceCents(page)).toBe(10_000);
    await page.goto("/me/wallet/transactions");
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(l.done);
  });
}
