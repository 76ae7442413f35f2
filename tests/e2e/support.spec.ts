import { type Browser, expect, test } from "@playwright/test";
import { graphql } from "./generated/gql";
import { axeOn, gql, hydrated, ORIGIN, signIn } from "./support";

// Supporting an author, as a reader does it: bob opens one of alice's articles, picks an
// amount, writes a message and gives his payment password (135790, the seed's); the thank-you
// shows alice's reply, and the article lists bob among its supporters. Once per language.

const PAYMENT_PASSWORD = "135790";

const LANGUAGES = [
  { cookie: "en", support: "Support", password: "Payment password", thanks: "Thank you", amount: "HKD 50" },
  { cookie: "zh_hant", support: "支持", password: "交易密碼", thanks: "謝謝你", amount: "HKD 50" },
  { cookie: "zh_hans", support: "支持", password: "交易密码", thanks: "谢谢你", amount: "HKD 50" },
] as const;

const AliceArticles = graphql(`
  query SupportAliceArticles($first: Int!) {
    user(input: { userName: "alice" }) {
      id
      articles(input: { first: $first }) {
        edges {
          node {
            id
            shortHash
          }
        }
      }
    }
  }
`);

const Supporters = graphql(`
  query SupportSupporters($shortHash: String!) {
    article(input: { shortHash: $shortHash }) {
      id
      donations(input: { first: 50 }) {
        edges {
          node {
            id
            sender {
              id
              userName
            }
          }
        }
      }
    }
  }
`);

const SetDonationTexts = graphql(`
  mutation SupportDonationTexts($id: ID!, $reply: String!) {
    editArticle(input: { id: $id, requestForDonation: "Every cup of tea helps.", replyToDonator: $reply }) {
      id
    }
  }
`);

/** One of alice's articles bob has not supported yet (the `index`th), with a request and a reply she set. */
async function aliceArticle(browser: Browser, index: number, reply: string) {
  const context = await browser.newContext({ baseURL: ORIGIN });
  const page = await context.newPage();
  await signIn(page, "alice@example.com");
  const listed = await gql(page.request, AliceArticles, { first: 20 });
  const candidates = [];
  for (const { node } of listed.data?.user?.articles.edges ?? []) {
    const donations = await gql(page.request, Supporters, { shortHash: node.shortHash });
    const supporters = donations.data?.article?.donations.edges?.map((e) => e.node.sender?.userName) ?? [];
    if (!supporters.includes("bob")) candidates.push(node);
  }
  const article = candidates[index];
  if (!article) throw new Error("no article of alice's that bob has not supported");
  const edited = await gql(page.request, SetDonationTexts, { id: article.id, reply });
  expect(edited.errors).toBeUndefined();
  await context.close();
  return article;
}

LANGUAGES.forEach((language, index) => {
  test(`bob supports one of alice's articles and is listed among its supporters (${language.cookie})`, async ({
    page,
    browser,
  }) => {
    const reply = `Thank you, bob (${language.cookie})!`;
    const article = await aliceArticle(browser, 0, reply);
    await signIn(page, "bob@example.com");
    await page.context().addCookies([{ name: "__language", value: language.cookie, url: ORIGIN }]);
    await page.goto(`/a/${article.shortHash}`);

    const section = page.getByRole("region", { name: language.support });
    const open = section.getByRole("button", { name: language.support });
    await hydrated(open);
    await open.click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText("Every cup of tea helps.")).toBeVisible();
    await dialog.getByRole("radio", { name: language.amount }).check();
    await dialog.getByRole("textbox").first().fill("For the tea");
    await dialog.getByLabel(language.password).fill(PAYMENT_PASSWORD);
    if (index === 0) {
      const axe = await axeOn(page).include('[role="dialog"], dialog').analyze();
      expect(axe.violations).toEqual([]);
    }
    await dialog.getByRole("button", { name: language.support }).click();

    await expect(dialog.getByRole("heading", { name: language.thanks })).toBeVisible();
    await expect(dialog.getByTestId("support-reply")).toHaveText(reply);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    // focus returns to the button that opened it
    await expect(open).toBeFocused();

    await page.reload();
    await expect(page.getByTestId("supporters").getByText("@bob")).toBeVisible();

    if (index === 0) {
      // the article's own page of supporters, each person once, paged by a plain link
      await page.goto(`/a/${article.shortHash}/supporters`);
      await expect(page.getByRole("heading", { level: 1, name: /^Supporters of / })).toBeVisible();
      await expect(page.getByRole("main").getByText("@bob")).toHaveCount(1);
      const axe = await axeOn(page).analyze();
      expect(axe.violations.filter((v) => v.impact === "serious" || v.impact === "critical")).toEqual([]);
      await page.getByRole("link", { name: /^Back to the article/ }).click();
      await expect(page).toHaveURL(new RegExp(`/a/${article.shortHash}$`));
    }
  });
});

test("a supporters page with a cursor that leads nowhere offers the first page", async ({ page }) => {
  const listed = await gql(page.request, AliceArticles, { first: 1 });
  const shortHash = listed.data?.user?.articles.edges?.[0]?.node.shortHash;
  await page.context().addCookies([{ name: "__language", value: "en", url: ORIGIN }]);
  await page.goto(`/a/${shortHash}/supporters?after=not-a-cursor`);
  await expect(page.getByRole("main").getByRole("alert")).toHaveText("That page of the list no longer exists.");
  await page.getByRole("main").getByRole("link", { name: "Back to the first page" }).click();
  await expect(page).toHaveURL(new RegExp(`/a/${shortHash}/supporters$`));
  const unknown = await page.goto("/a/unknownhash00/supporters");
  expect(unknown?.status()).toBe(404);
});

test("a visitor pressing Support is asked to log in", async ({ page }) => {
  const listed = await gql(page.request, AliceArticles, { first: 1 });
  const shortHash = listed.data?.user?.articles.edges?.[0]?.node.shortHash;
  await page.context().addCookies([{ name: "__language", value: "en", url: ORIGIN }]);
  await page.goto(`/a/${shortHash}`);
  const open = page.getByRole("region", { name: "Support" }).getByRole("button", { name: "Support" });
  await hydrated(open);
  await open.click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await expect(page.getByRole("dialog").getByRole("button", { name: "Support" })).toHaveCount(0);
});
