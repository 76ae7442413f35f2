import { expect, test } from "@playwright/test";
import { at, DEMO_PASSWORD, gql, hydrated, mailedCode, uniqueEmail } from "./support";

test.describe("the login dialog", () => {
  test("logs in with a password and stays on the page", async ({ page }) => {
    await page.goto("/guide");
    const enter = page.getByRole("button", { name: "Enter" });
    await enter.click();
    const dialog = page.getByRole("dialog", { name: "Log in or sign up" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel("Email")).toBeFocused();
    await dialog.getByLabel("Email").fill("alice@example.com");
    await dialog.getByLabel("Password").fill("wrong-password-1");
    await dialog.getByRole("button", { name: "Log in", exact: true }).last().click();
    await expect(dialog.getByRole("alert")).toHaveText("Incorrect email or password.");
    await dialog.getByLabel("Password").fill(DEMO_PASSWORD);
    await dialog.locator("button[type=submit]").click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("button", { name: "Menu of Alice Chen" })).toBeVisible();
    await expect(page).toHaveURL(/\/guide$/);
  });

  test("signs up with a code read from the local mailbox", async ({ page }) => {
    const email = uniqueEmail("dialog");
    await page.goto("/");
    await page.getByRole("button", { name: "Enter" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("button", { name: "Sign up" }).first().click();
    await dialog.getByLabel("Email").fill(email);
    await dialog.locator("button[type=submit]").click();
    await expect(dialog.getByRole("status")).toContainText(email);
    await dialog.getByLabel("Verification code").fill(await mailedCode(page.request, email));
    await dialog.locator("button[type=submit]").click();
    // the new account keeps the name it was given
    await expect(dialog.getByLabel("User name")).toBeFocused();
    const given = await dialog.getByLabel("User name").inputValue();
    await dialog.getByRole("button", { name: "Continue" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("button", { name: /Menu of/ })).toBeVisible();
    const viewer = await gql<{ viewer: { userName: string; info: { email: string } } }>(
      page.request,
      "{ viewer { userName info { email } } }",
    );
    expect(viewer.data?.viewer).toEqual({ userName: given, info: { email } });
  });

  test("closes on Escape and on an outside click, giving focus back", async ({ page }) => {
    await page.goto("/guide");
    const enter = page.getByRole("button", { name: "Enter" });
    await enter.click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(enter).toBeFocused();

    await enter.click();
    await expect(dialog).toBeVisible();
    await page.mouse.click(5, 400); // the backdrop
    await expect(dialog).toBeHidden();
  });

  test("keeps focus inside while open", async ({ page }) => {
    await page.goto("/guide");
    await page.getByRole("button", { name: "Enter" }).click();
    const dialog = page.getByRole("dialog");
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press("Tab");
      expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
  });
});

test.describe("the login page", () => {
  test("logs in with a code and lands on the target", async ({ page }) => {
    await page.goto("/login?target=/@bob");
    await page.getByRole("button", { name: "Use a code instead" }).click();
    await page.getByLabel("Email").fill("bob@example.com");
    await page.locator("button[type=submit]").click();
    // read the mailbox once the form says the code went out, or an older code is read
    await expect(page.getByRole("status")).toContainText("bob@example.com");
    await page.getByLabel("Verification code").fill(await mailedCode(page.request, "bob@example.com"));
    await page.locator("button[type=submit]").click();
    // the whole path: "/login?target=/@bob" ends in /@bob too
    await expect(page).toHaveURL(at("/@bob"));
    // Bob reads in Traditional Chinese: signing in brings his saved language along
    await expect(page.locator("html")).toHaveAttribute("lang", "zh-Hant");
    await expect(page.getByRole("button", { name: "Bob Lin 的選單" })).toBeVisible();
  });

  test("refuses a target on another host", async ({ page }) => {
    await page.goto("/login?target=https://evil.example/phish");
    await expect(page).toHaveURL(/\/login$/);
    await page.getByLabel("Email").fill("alice@example.com");
    await page.getByLabel("Password").fill(DEMO_PASSWORD);
    await page.locator("button[type=submit]").click();
    await expect(page).toHaveURL(at("/"));
  });

  test("sends someone already signed in on to the target", async ({ page }) => {
    await page.goto("/login");
    await page.getByLabel("Email").fill("alice@example.com");
    await page.getByLabel("Password").fill(DEMO_PASSWORD);
    await page.locator("button[type=submit]").click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto("/signup?target=/guide");
    // the whole path: "/signup?target=/guide" ends in /guide too
    await expect(page).toHaveURL(at("/guide"));
  });
});

test("a refused code says how long to wait", async ({ page }) => {
  test.setTimeout(60_000);
  // codes per mailbox are counted in fixed 10-minute windows: near a window's end the count
  // could start afresh between spending the allowance and asking, so wait for the next one
  const intoWindow = Date.now() % 600_000;
  if (intoWindow > 585_000) await page.waitForTimeout(600_000 - intoWindow + 1000);
  const email = uniqueEmail("limit");
  // the mailbox's allowance spent from other addresses: the limit guards the mailbox itself
  for (let i = 1; i <= 5; i++) {
    const sent = await page.request.post("/graphql", {
      headers: {
        "content-type": "application/json",
        "apollo-require-preflight": "true",
        "cf-connecting-ip": `203.0.113.${i}`,
      },
      data: {
        query: "mutation($input: SendVerificationCodeInput!) { sendVerificationCode(input: $input) }",
        variables: { input: { email, type: "register", language: "en" } },
      },
    });
    expect(await sent.json()).toEqual({ data: { sendVerificationCode: true } });
  }
  const left = Math.ceil((600_000 - (Date.now() % 600_000)) / 60_000);

  await page.goto("/signup");
  const field = page.getByLabel("Email");
  await hydrated(field);
  await field.fill(email);
  await page.locator("button[type=submit]").click();
  const alert = page.getByRole("main").getByRole("alert");
  await expect(alert).toHaveText(/^Operation too frequent\. Try again in \d+ (seconds?|minutes?)\.$/);
  // what is left of the window, in minutes (seconds in its last minute)
  const [, count, unit] = /(\d+) (second|minute)/.exec((await alert.textContent()) ?? "") ?? [];
  if (unit === "minute") expect(Math.abs(Number(count) - left)).toBeLessThanOrEqual(1);
  else expect(left).toBeLessThanOrEqual(1);
});

test("signing up: one Send code button, the code, then a user name of one's own", async ({ page }) => {
  const email = uniqueEmail("signup");
  await page.goto("/signup");
  const emailField = page.getByLabel("Email");
  await hydrated(emailField);
  await expect(page.getByRole("button", { name: "Send code" })).toHaveCount(1);
  await emailField.fill(email);
  await page.getByRole("button", { name: "Send code" }).click();
  await expect(page.getByRole("main").getByRole("status")).toContainText(email);
  // the code is on its way: what is left is to resend it, later
  await expect(page.getByRole("button", { name: "Send code" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: /^Resend in \d+s$/ })).toBeDisabled();
  await page.getByLabel("Verification code").fill(await mailedCode(page.request, email));
  await page.getByRole("button", { name: "Sign up" }).last().click();

  // the name offered is made from the email, and is the account's already
  const field = page.getByLabel("User name");
  await expect(field).toBeFocused();
  const offered = await field.inputValue();
  expect(offered).toMatch(/^e2esignup\d*/);
  const viewer = () => gql<{ viewer: { userName: string } }>(page.request, "{ viewer { userName } }");
  expect((await viewer()).data?.viewer.userName).toBe(offered);

  // the API's rules and messages as the new person types
  const main = page.getByRole("main");
  const alert = main.getByRole("alert");
  await field.fill("ab");
  await expect(alert).toHaveText("Invalid name.");
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await field.fill("admin");
  await expect(alert).toHaveText("Invalid name.");
  await field.fill("Alice");
  await expect(alert).toHaveText("This name is already taken.");
  // the message stays until the name changes; saving asks the API, which says the same
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(alert).toHaveText("This name is already taken.");
  expect((await viewer()).data?.viewer.userName).toBe(offered);

  const chosen = `reader_${Date.now() % 1e9}`;
  await field.fill(chosen);
  await expect(main.getByRole("status")).toHaveText(`@${chosen} is available.`);
  await expect(alert).toHaveCount(0);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(at("/"));
  expect((await viewer()).data?.viewer.userName).toBe(chosen);
  const profile = await page.goto(`/@${chosen}`);
  expect(profile?.status()).toBe(200);
});
