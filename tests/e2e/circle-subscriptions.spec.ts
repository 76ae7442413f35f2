import { type Browser, expect, type Page, test } from "@playwright/test";
import { gql, hydrated, ORIGIN, signIn, signUpFresh } from "./support";

// Circles, part two (issue 34): a reader subscribes to a circle from the wallet with the payment
// password (the seed's payers, bob and alice: 135790), is shown as a member, unsubscribes behind
// a confirmation and is told until when the paid month runs. A visitor pressing Subscribe is
// asked to log in. Once in English, once in Traditional Chinese. Each test makes its own circle.

const PAYMENT_PASSWORD = "135790";

type Words = {
  subscribe: string;
  dialogTitle: (name: string) => string;
  perMonth: string;
  balance: string;
  password: string;
  pay: string;
  wrongPassword: string;
  subscribed: string;
  unsubscribe: string;
  confirmTitle: (name: string) => string;
  keep: string;
  until: RegExp;
};

const EN: Words = {
  subscribe: "Subscribe",
  dialogTitle: (name) => `Subscribe to ${name}`,
  perMonth: "HKD 20 a month",
  balance: "Wallet balance",
  password: "Payment password",
  pay: "Pay HKD 20",
  wrongPassword: "Incorrect payment password.",
  subscribed: "Subscribed",
  unsubscribe: "Unsubscribe",
  confirmTitle: (name) => `Unsubscribe from ${name}?`,
  keep: "Stay subscribed",
  until: /^Subscribed until \w+ \d{1,2}, \d{4}$/,
};

const ZH_HANT: Words = {
  subscribe: "訂閱",
  dialogTitle: (name) => `訂閱 ${name}`,
  perMonth: "HKD 20 / 月",
  balance: "錢包餘額",
  password: "交易密碼",
  pay: "支付 HKD 20",
  wrongPassword: "",
  subscribed: "已訂閱",
  unsubscribe: "取消訂閱",
  confirmTitle: (name) => `取消訂閱 ${name}？`,
  keep: "保留訂閱",
  until: /^訂閱至 \d{4}年\d{1,2}月\d{1,2}日$/,
};

const circleName = (label: string) => `${label}_${Date.now().toString(36)}`.slice(0, 20);

/** A new owner's circle at the lowest price, made through the API as the create form sends it. */
async function newCircle(browser: Browser, displayName: string) {
  const context = await browser.newContext({ baseURL: ORIGIN });
  const page = await context.newPage();
  await signUpFresh(page, "circle-seller");
  const name = circleName("Sub");
  const made = await gql(page.request, "mutation($input: PutCircleInput!) { putCircle(input: $input) { id name } }", {
    input: { name, displayName, amount: 20 },
  });
  expect(made.errors).toBeUndefined();
  await context.close();
  return name;
}

const MEMBERSHIP = "query($name: String!) { circle(input: { name: $name }) { isMember memberUntil } }";

/** Subscribes from the circle's page through the dialog, a wrong password first when `w` names its message. */
async function subscribeFromWallet(page: Page, w: Words, displayName: string) {
  const subscribe = page.getByRole("button", { name: w.subscribe, exact: true });
  await hydrated(subscribe);
  await subscribe.click();
  const dialog = page.getByRole("dialog", { name: w.dialogTitle(displayName) });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(w.perMonth);
  await expect(dialog.getByTestId("circle-wallet-balance")).toHaveText(/HK\$\s?[\d,]+\.\d{2}/);
  const password = dialog.getByLabel(w.password, { exact: true });
  await expect(password).toBeFocused();
  if (w.wrongPassword) {
    await password.fill("000000");
    await dialog.getByRole("button", { name: w.pay }).click();
    await expect(dialog.getByRole("alert")).toHaveText(w.wrongPassword);
    await expect(dialog.getByRole("alert")).toBeFocused();
  }
  await password.fill(PAYMENT_PASSWORD);
  await dialog.getByRole("button", { name: w.pay }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(w.subscribed, { exact: true })).toBeFocused();
}

/** Unsubscribes behind the confirmation (Cancel focused first); the page then says until when. */
async function unsubscribe(page: Page, w: Words, displayName: string) {
  await page.getByRole("button", { name: w.unsubscribe, exact: true }).click();
  const confirm = page.getByRole("dialog", { name: w.confirmTitle(displayName) });
  await expect(confirm.getByRole("button", { name: w.keep })).toBeFocused();
  await confirm.getByRole("button", { name: w.unsubscribe, exact: true }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByText(w.until)).toBeVisible();
  await expect(page.getByRole("button", { name: w.unsubscribe, exact: true })).toHaveCount(0);
}

test("a reader subscribes to a circle from the wallet and unsubscribes; a visitor is asked to log in", async ({
  page,
  browser,
}) => {
  const name = await newCircle(browser, "Slow Tea");

  // a visitor pressing Subscribe meets the login dialog
  const visitor = await browser.newPage();
  await visitor.goto(`${ORIGIN}/~${name}`);
  const press = visitor.getByRole("button", { name: EN.subscribe, exact: true });
  await hydrated(press);
  await press.click();
  await expect(visitor.getByRole("dialog")).toBeVisible();
  await visitor.close();

  await signIn(page, "bob@example.com");
  await page.goto(`/~${name}`);
  await subscribeFromWallet(page, EN, "Slow Tea");
  const member = await gql<{ circle: { isMember: boolean; memberUntil: string | null } }>(page.request, MEMBERSHIP, {
    name,
  });
  expect(member.data?.circle).toEqual({ isMember: true, memberUntil: null });
  // the wallet lists the month paid to the circle
  await page.goto("/me/wallet/transactions");
  await expect(page.locator("main")).toContainText("Slow Tea");

  await page.goto(`/~${name}`);
  await unsubscribe(page, EN, "Slow Tea");
  const after = await gql<{ circle: { isMember: boolean; memberUntil: string | null } }>(page.request, MEMBERSHIP, {
    name,
  });
  expect(after.data?.circle.isMember).toBe(true);
  expect(after.data?.circle.memberUntil).not.toBeNull();
});

test("in Traditional Chinese: subscribed from the wallet, then unsubscribed to the month's end", async ({
  page,
  browser,
}) => {
  const name = await newCircle(browser, "午後茶會");
  await signIn(page, "alice@example.com");
  await page.context().addCookies([{ name: "__language", value: "zh_hant", url: ORIGIN }]);
  await page.goto(`/~${name}`);
  await expect(page.locator("html")).toHaveAttribute("lang", "zh-Hant");
  await subscribeFromWallet(page, ZH_HANT, "午後茶會");
  await unsubscribe(page, ZH_HANT, "午後茶會");
});
