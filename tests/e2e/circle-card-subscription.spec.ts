import { type Browser, expect, test } from "@playwright/test";
import { axeOn, gql, hydrated, ORIGIN, signUpFresh } from "./support";

// A circle paid by card (issue 34), in the built worker: a new reader with an empty wallet
// chooses Card in the subscribe dialog, pays the first month on the local card processor's
// checkout with 4242…, and comes back to the circle's page a member (the processor's signed
// invoice.payment_succeeded reached the webhook before the checkout sent the reader back).
// Once in English, once in Simplified Chinese.

const MEMBERSHIP = "query($name: String!) { circle(input: { name: $name }) { isMember memberUntil } }";

async function newCircle(browser: Browser, displayName: string) {
  const context = await browser.newContext({ baseURL: ORIGIN });
  const page = await context.newPage();
  await signUpFresh(page, "card-circle-seller");
  const name = `Card_${Date.now().toString(36)}`.slice(0, 20);
  const made = await gql(page.request, "mutation($input: PutCircleInput!) { putCircle(input: $input) { id name } }", {
    input: { name, displayName, amount: 20 },
  });
  expect(made.errors).toBeUndefined();
  await context.close();
  return name;
}

const WORDS = {
  en: {
    subscribe: "Subscribe",
    card: "Card",
    pay: "Pay HKD 20 by card",
    checkoutPay: "Pay HK$20.00",
    subscribed: "Subscribed",
    paid: "Your card payment went through: you are now a member.",
  },
  "zh-Hans": {
    subscribe: "订阅",
    card: "信用卡",
    pay: "以信用卡支付 HKD 20",
    checkoutPay: /HK\$20\.00/,
    subscribed: "已订阅",
    paid: "信用卡付款成功：你现在是成员了。",
  },
} as const;

for (const [locale, w] of Object.entries(WORDS)) {
  test(`a reader subscribes by card on the local checkout with 4242… and returns a member (${locale})`, async ({
    page,
    browser,
  }) => {
    const name = await newCircle(browser, "Card Club");
    await signUpFresh(page, "card-reader");
    if (locale === "zh-Hans") {
      await page.context().addCookies([{ name: "__language", value: "zh_hans", url: ORIGIN }]);
    }
    await page.goto(`/~${name}`);
    const subscribe = page.getByRole("button", { name: w.subscribe, exact: true });
    await hydrated(subscribe);
    await subscribe.click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    await dialog.getByRole("radio", { name: w.card }).check();
    // no password is asked for a card
    await expect(dialog.locator('input[type="password"]')).toHaveCount(0);
    await dialog.getByRole("button", { name: w.pay }).click();

    await page.waitForURL(/\/pay\/local\/checkout\?client_secret=pi_local_\w+&return=/);
    if (locale === "en") expect((await axeOn(page).analyze()).violations).toEqual([]);
    await page.getByRole("textbox").fill("4242 4242 4242 4242");
    await page.getByRole("button", { name: w.checkoutPay }).click();

    // back on the circle's page, a member
    await page.waitForURL((url) => url.pathname.endsWith(`/~${name}`) || url.pathname.endsWith(`/circle/${name}`));
    await expect(page.getByText(w.subscribed, { exact: true })).toBeVisible();
    // the page says how the card payment went
    await expect(page.getByRole("status").filter({ hasText: w.paid })).toBeVisible();
    const member = await gql<{ circle: { isMember: boolean; memberUntil: string | null } }>(page.request, MEMBERSHIP, {
      name,
    });
    expect(member.data?.circle).toEqual({ isMember: true, memberUntil: null });
    // the wallet lists the card's money coming in and the month paid to the circle
    await page.goto("/me/wallet/transactions");
    await expect(page.locator("main")).toContainText("Card Club");
  });
}

// The card's second step (3-D Secure, the test card 4000 0025 0000 3155) and a declined card: both
// come back to the circle's page, which says what became of the payment, in Traditional Chinese.
test("a 3-D Secure card's second step and a declined card both return to the circle's page, told how it went (zh-Hant)", async ({
  page,
  browser,
}) => {
  const name = await newCircle(browser, "Card Room");
  await signUpFresh(page, "card-3ds");
  await page.context().addCookies([{ name: "__language", value: "zh_hant", url: ORIGIN }]);
  const checkout = async () => {
    await page.goto(`/~${name}`);
    const subscribe = page.getByRole("button", { name: "訂閱", exact: true });
    await hydrated(subscribe);
    await subscribe.click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("radio", { name: "信用卡" }).check();
    await dialog.getByRole("button", { name: /HKD 20/ }).click();
    await page.waitForURL(/\/pay\/local\/checkout\?client_secret=pi_local_\w+&return=/);
  };
  const onCircle = (url: URL) => url.pathname.endsWith(`/~${name}`) || url.pathname.endsWith(`/circle/${name}`);

  await checkout();
  await page.getByRole("textbox").fill("4000 0000 0000 0002");
  await page.getByRole("button", { name: /HK\$20\.00/ }).click();
  await page.waitForURL(onCircle);
  await expect(page.getByRole("alert").filter({ hasText: "信用卡付款未成功，未有扣款。" })).toBeVisible();
  await expect(page.getByRole("button", { name: "訂閱", exact: true })).toBeVisible();

  await checkout();
  await page.getByRole("textbox").fill("4000 0025 0000 3155");
  await page.getByRole("button", { name: /HK\$20\.00/ }).click();
  await page.waitForURL(/\/pay\/local\/confirm\?client_secret=.+&return=/);
  await page.locator('button[name="authenticated"][value="yes"]').click();
  await page.waitForURL(onCircle);
  await expect(page.getByRole("status").filter({ hasText: "信用卡付款成功：你現在是成員了。" })).toBeVisible();
  const member = await gql<{ circle: { isMember: boolean } }>(page.request, MEMBERSHIP, { name });
  expect(member.data?.circle.isMember).toBe(true);
});
