import { expect, type Page, test } from "@playwright/test";
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts";
import { type LocalChain, startLocalChain } from "../../scripts/chain/local-chain";
import { at, axeOn, gql, hydrated, ORIGIN, signIn } from "./support";
import { installWallet } from "./test-wallet";

// Signing in with a wallet in a real browser, through the injected test wallet (./test-wallet.ts)
// on the local Hardhat chain this spec starts. The API checks an ordinary key's signature offline.

let chain: LocalChain;

test.beforeAll(async () => {
  test.setTimeout(90_000);
  chain = await startLocalChain({ port: Number(process.env.PORT ?? 8787) + 1000 });
});

test.afterAll(async () => {
  await chain?.stop();
});

const serious = (violations: { impact?: string | null; id: string }[]) =>
  violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id);

const storedWallet = (page: Page) =>
  page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith("wagmi.")));

async function openWalletDialog(page: Page, path: string, buttonName: string | RegExp, dialogName: string | RegExp) {
  await page.goto(path);
  const button = page.getByRole("button", { name: buttonName });
  await hydrated(button);
  await button.click();
  const dialog = page.getByRole("dialog", { name: dialogName });
  await expect(dialog).toBeVisible();
  return dialog;
}

const viewerQuery = "{ viewer { id userName info { email ethAddress isWalletAuth } } }";
type ViewerAnswer = {
  viewer: {
    id: string;
    userName: string;
    info: { email: string | null; ethAddress: string | null; isWalletAuth: boolean };
  };
};

test("a wallet signs up, skips adding an email, logs out (the wallet forgotten) and logs in again to the same account", async ({
  page,
  context,
}) => {
  const mode = { key: generatePrivateKey(), reject: false };
  const address = privateKeyToAccount(mode.key).address.toLowerCase();
  await installWallet(context, chain, mode);
  await context.addCookies([{ name: "__language", value: "en", url: ORIGIN }]);

  const dialog = await openWalletDialog(page, "/signup", "Continue with a wallet", "Continue with a wallet");
  // the browser's wallet is listed by the name it announced (EIP-6963)
  const wallet = dialog.getByRole("button", { name: "Test Wallet" });
  await expect(wallet).toBeVisible();
  expect(serious((await axeOn(page).include("dialog[open]").analyze()).violations)).toEqual([]);
  await wallet.click();

  // a new account: the settings' email dialog asks for an email, and may be skipped
  await expect(page).toHaveURL(at("/me/settings?dialog=set-email"));
  const setEmail = page.getByRole("dialog", { name: "Add an email" });
  await expect(setEmail).toBeVisible();
  await expect(setEmail).toContainText("log in without your wallet");
  const skip = setEmail.getByRole("button", { name: "Skip for now" });
  await hydrated(skip);
  await skip.click();
  await expect(setEmail).toBeHidden();
  await expect(page).toHaveURL(at("/me/settings"));
  await expect(page.getByTestId("account-wallet")).toHaveText(`${address.slice(0, 6)}…${address.slice(-4)}`);
  // the wallet is this account's only way in: it says so instead of offering to unlink it
  await expect(
    page.getByText("Add an email before you unlink your wallet: it is your only way to log in."),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: "Unlink" })).toHaveCount(0);

  const first = (await gql<ViewerAnswer>(page.request, viewerQuery)).data?.viewer;
  expect(first?.info).toEqual({ email: null, ethAddress: address, isWalletAuth: true });
  // the connection is kept (section 3) until logging out
  expect(await storedWallet(page)).toContain("wagmi.store");

  await page.getByRole("button", { name: /Menu of/ }).click();
  await page.getByRole("menuitem", { name: "Log Out" }).click();
  await expect(page).toHaveURL(at("/"));
  expect(await storedWallet(page)).toEqual([]);
  expect((await gql<ViewerAnswer>(page.request, viewerQuery)).data?.viewer.id).toBe("");

  // the same wallet logs in to the same account, and lands where the login page was asked to go
  const again = await openWalletDialog(
    page,
    "/login?target=/me/settings",
    "Continue with a wallet",
    "Continue with a wallet",
  );
  await again.getByRole("button", { name: "Test Wallet" }).click();
  await expect(page).toHaveURL(at("/me/settings"));
  const second = (await gql<ViewerAnswer>(page.request, viewerQuery)).data?.viewer;
  expect(second?.id).toBe(first?.id);
});

test("the wallet turning the signature down is told in Simplified Chinese and leaves nothing connected", async ({
  page,
  context,
}) => {
  const mode = { key: generatePrivateKey(), reject: true };
  await installWallet(context, chain, mode);
  await context.addCookies([{ name: "__language", value: "zh_hans", url: ORIGIN }]);
  const dialog = await openWalletDialog(page, "/login", "使用钱包继续", "使用钱包继续");
  await dialog.getByRole("button", { name: "Test Wallet" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("你在钱包中拒绝了请求。准备好后请再试一次。");
  await expect(dialog.getByRole("status")).toHaveText("未连接。");
  expect(serious((await axeOn(page).include("dialog[open]").analyze()).violations)).toEqual([]);
  expect((await gql<ViewerAnswer>(page.request, viewerQuery)).data?.viewer.id).toBe("");

  // the next try, accepted, signs in
  mode.reject = false;
  await dialog.getByRole("button", { name: "Test Wallet" }).click();
  await expect(page).toHaveURL(at("/me/settings?dialog=set-email"));
});

test("an email account links a wallet in the settings and unlinks it", async ({ page, context }) => {
  const mode = { key: generatePrivateKey(), reject: false };
  const address = privateKeyToAccount(mode.key).address.toLowerCase();
  await installWallet(context, chain, mode);
  await signIn(page, "alice@example.com");

  const dialog = await openWalletDialog(page, "/me/settings", "Link a wallet", "Link a wallet");
  await dialog.getByRole("button", { name: "Test Wallet" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("status").filter({ hasText: "is linked" })).toBeVisible();
  await expect(page.getByTestId("account-wallet")).toHaveText(`${address.slice(0, 6)}…${address.slice(-4)}`);
  expect((await gql<ViewerAnswer>(page.request, viewerQuery)).data?.viewer.info.ethAddress).toBe(address);

  const unlink = page.getByRole("button", { name: "Unlink" });
  await hydrated(unlink);
  await unlink.click();
  await expect(page.getByTestId("account-wallet")).toHaveText("No wallet linked");
  expect((await gql<ViewerAnswer>(page.request, viewerQuery)).data?.viewer.info.ethAddress).toBeNull();
  expect(await storedWallet(page)).toEqual([]);
});

// The Enter dialog (the top bar's, and any "log in" a visitor is asked for) offers a wallet as
// /login does. Wallet code (wagmi) asks the page's wallets to announce themselves (EIP-6963's
// requestProvider) as soon as it loads: until the wallet is chosen, nothing has asked.
const ENTER_WORDS = [
  { cookie: "en", enter: "Enter", dialog: "Log in or sign up", wallet: "Continue with a wallet" },
  { cookie: "zh_hant", enter: "進入", dialog: "登入或註冊", wallet: "使用錢包繼續" },
  { cookie: "zh_hans", enter: "进入", dialog: "登录或注册", wallet: "使用钱包继续" },
] as const;

async function watchWalletCode(page: Page) {
  await page.addInitScript(() => {
    window.addEventListener("eip6963:requestProvider", () => Object.assign(window, { walletCodeLoaded: true }));
  });
  return () => page.evaluate(() => "walletCodeLoaded" in window);
}

for (const words of ENTER_WORDS) {
  test(`the Enter dialog offers a wallet, whose code loads only when it is chosen (${words.cookie})`, async ({
    page,
    context,
  }) => {
    await installWallet(context, chain, { key: generatePrivateKey(), reject: false });
    await context.addCookies([{ name: "__language", value: words.cookie, url: ORIGIN }]);
    const walletCodeLoaded = await watchWalletCode(page);
    await page.goto("/");
    const enter = page.getByRole("banner").getByRole("button", { name: words.enter });
    await hydrated(enter);
    await enter.click();
    const dialog = page.getByRole("dialog", { name: words.dialog });
    const offer = dialog.getByRole("button", { name: words.wallet });
    await expect(offer).toBeVisible();
    expect(await walletCodeLoaded()).toBe(false);
    await offer.click();
    const picker = page.getByRole("dialog", { name: words.wallet });
    await expect(picker.getByRole("button", { name: "Test Wallet" })).toBeVisible();
    expect(await walletCodeLoaded()).toBe(true);
    expect(serious((await axeOn(page).include("dialog[open]").analyze()).violations)).toEqual([]);
    // Escape closes the wallet's dialog alone, and focus goes back to its button in the Enter dialog
    await page.keyboard.press("Escape");
    await expect(picker).toBeHidden();
    await expect(offer).toBeFocused();
  });
}

test("a wallet signs in from the Enter dialog and stays on the page it was opened on", async ({ page, context }) => {
  const mode = { key: generatePrivateKey(), reject: false };
  const address = privateKeyToAccount(mode.key).address.toLowerCase();
  await installWallet(context, chain, mode);
  await context.addCookies([{ name: "__language", value: "en", url: ORIGIN }]);
  // the wallet's account, made on /signup, then logged out
  const signup = await openWalletDialog(page, "/signup", "Continue with a wallet", "Continue with a wallet");
  await signup.getByRole("button", { name: "Test Wallet" }).click();
  await expect(page).toHaveURL(at("/me/settings?dialog=set-email"));
  await context.clearCookies({ name: "__access_token" });

  await page.goto("/@alice");
  const enter = page.getByRole("banner").getByRole("button", { name: "Enter" });
  await hydrated(enter);
  await enter.click();
  await page
    .getByRole("dialog", { name: "Log in or sign up" })
    .getByRole("button", { name: "Continue with a wallet" })
    .click();
  await page
    .getByRole("dialog", { name: "Continue with a wallet" })
    .getByRole("button", { name: "Test Wallet" })
    .click();
  await expect(page.getByRole("banner").getByRole("button", { name: /^Menu of/ })).toBeVisible();
  await expect(page).toHaveURL(at("/@alice"));
  expect((await gql<ViewerAnswer>(page.request, viewerQuery)).data?.viewer.info.ethAddress).toBe(address);
});
