import { expect, type Page, test } from "@playwright/test";
import { graphql } from "./generated/gql";
import { gql, hydrated, ORIGIN, signUpFresh } from "./support";

// A newcomer's wallet from end to end, once per language: a fresh account tops up 42.50 HKD
// through the local card processor with the 4242… card, supports an article with 10 HKD (setting
// its payment password in the support dialog, as someone without one does), then finds both in
// its transactions, in that language, with their amounts. Fresh accounts, so that alice's and
// bob's balances and daily totals stay what the other wallet specs count on; the article is
// nora_l's (seeded), whom no other spec pays.

const PAYMENT_PASSWORD = "246810";

const LANGUAGES = [
  {
    cookie: "en",
    topUp: "Top up",
    continue: "Continue to payment",
    pay: "Pay HK$42.50",
    received: "Top-up received",
    support: "Support",
    newPassword: "New payment password (6 digits)",
    confirm: "Repeat the payment password",
    thanks: "Thank you",
    topUpRow: "Top-up",
    supportRow: "Support",
    forArticle: (title: string) => `For “${title}”`,
    wallet: "Your wallet",
    done: "Done",
  },
  {
    cookie: "zh_hant",
    topUp: "儲值",
    continue: "前往付款",
    pay: "支付 HK$42.50",
    received: "儲值已收到",
    support: "支持",
    newPassword: "新交易密碼（6 位數字）",
    confirm: "再次輸入交易密碼",
    thanks: "謝謝你",
    topUpRow: "儲值",
    supportRow: "支持",
    forArticle: (title: string) => `支持「${title}」`,
    wallet: "你的錢包",
    done: "完成",
  },
  {
    cookie: "zh_hans",
    topUp: "充值",
    continue: "前往付款",
    pay: "支付 HK$42.50",
    received: "充值已收到",
    support: "支持",
    newPassword: "新交易密码（6 位数字）",
    confirm: "再次输入交易密码",
    thanks: "谢谢你",
    topUpRow: "充值",
    supportRow: "支持",
    forArticle: (title: string) => `支持「${title}」`,
    wallet: "你的钱包",
    done: "完成",
  },
] as const;

/** The viewer's HKD balance in cents, as the wallet answers it. */
async function balance(page: Page) {
  const result = await gql<{ viewer: { wallet: { balance: { HKD: number } } } }>(
    page.request,
    "{ viewer { wallet { balance { HKD } } } }",
  );
  return Math.round((result.data?.viewer.wallet.balance.HKD ?? Number.NaN) * 100);
}

const NoraArticle = graphql(`
  query WalletJourneyNoraArticle {
    user(input: { userName: "nora_l" }) {
      articles(input: { first: 1 }) {
        edges {
          node {
            shortHash
            title
          }
        }
      }
    }
  }
`);

/** One of nora_l's articles. */
async function article(page: Page) {
  const result = await gql(page.request, NoraArticle);
  const found = result.data?.user?.articles.edges?.[0]?.node;
  if (!found) throw new Error("the seed has no article of nora_l's");
  return found;
}

for (const l of LANGUAGES) {
  test(`a newcomer tops up with 4242…, supports an article and sees both in the transactions (${l.cookie})`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await signUpFresh(page, `wallet-${l.cookie}`);
    await page.context().addCookies([{ name: "__language", value: l.cookie, url: ORIGIN }]);
    const target = await article(page);

    // the top-up: the wallet's dialog, the local checkout, the card, the result page
    await page.goto("/me/wallet");
    const topUp = page.getByRole("button", { name: l.topUp, exact: true });
    await hydrated(topUp);
    await topUp.click();
    const topUpDialog = page.getByRole("dialog");
    await expect(topUpDialog).toBeVisible();
    await topUpDialog.getByRole("textbox").fill("42.50");
    await topUpDialog.getByRole("button", { name: l.continue }).click();
    await page.waitForURL(/\/pay\/local\/checkout\?client_secret=pi_local_/);
    await page.getByRole("textbox").fill("4242 4242 4242 4242");
    await page.getByRole("button", { name: l.pay }).click();
    await page.waitForURL(/\/pay\/local\/success\?intent=pi_local_/);
    await expect(page.getByRole("heading", { name: l.received })).toBeVisible();
    expect(await balance(page)).toBe(4_250);

    // the support: 10 HKD, with the payment password chosen in the dialog
    await page.goto(`/a/${target.shortHash}`);
    const open = page.getByRole("region", { name: l.support }).getByRole("button", { name: l.support });
    await hydrated(open);
    await open.click();
    const supportDialog = page.getByRole("dialog");
    await expect(supportDialog.getByLabel(l.newPassword)).toBeVisible();
    await supportDialog.getByRole("radio", { name: "HKD 10", exact: true }).check();
    await supportDialog.getByLabel(l.newPassword).fill(PAYMENT_PASSWORD);
    await supportDialog.getByLabel(l.confirm).fill(PAYMENT_PASSWORD);
    await supportDialog.getByRole("button", { name: l.support, exact: true }).click();
    await expect(supportDialog.getByRole("heading", { name: l.thanks })).toBeVisible();
    expect(await balance(page)).toBe(3_250);

    // the transactions, newest first: the support, then the top-up
    await page.goto("/me/wallet/transactions");
    const rows = page.getByTestId("transaction");
    await expect(rows).toHaveCount(2);
    const support = rows.nth(0);
    await expect(support).toHaveAttribute("data-purpose", "donation");
    await expect(support).toContainText(l.supportRow);
    await expect(support).toContainText(/[-−]HK\$10\.00/);
    await expect(support.getByRole("link", { name: l.forArticle(target.title) })).toHaveAttribute(
      "href",
      `/a/${target.shortHash}`,
    );
    await expect(support).toContainText(l.done);
    const credit = rows.nth(1);
    await expect(credit).toHaveAttribute("data-purpose", "addCredit");
    await expect(credit).toContainText(l.topUpRow);
    await expect(credit).toContainText(/\+HK\$42\.50/);
    await expect(credit).toContainText(l.wallet);
    await expect(credit).toContainText(l.done);
  });
}
