import { expect, type Page, test } from "@playwright/test";
import { graphql } from "./generated/gql";
import { gql, ORIGIN } from "./support";

const HomePicks = graphql(`
  query HomePicks($random: Int) {
    viewer {
      recommendation {
        authors(input: { first: 5, filter: { random: $random } }) {
          edges {
            node {
              userName
            }
          }
        }
        tags(input: { first: 12, filter: { random: $random } }) {
          edges {
            node {
              id
              slug
            }
          }
        }
      }
    }
  }
`);

/** The shuffle of Discover that the minute `random` picks: the addresses the aside links. */
async function picks(page: Page, random: number) {
  const result = await gql(page.request, HomePicks, { random });
  const found = result.data?.viewer?.recommendation;
  return {
    authors: (found?.authors.edges ?? []).map((e) => `/@${e.node.userName}`),
    tags: (found?.tags.edges ?? []).map((e) => `/tags/${e.node.id}-${encodeURIComponent(e.node.slug)}`),
  };
}

test.describe("the seeded site", () => {
  test("a visitor's home page lists the editors' picks from the database", async ({ page }) => {
    const response = await page.goto("/");
    expect(response?.status()).toBe(200);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { level: 1, name: "Featured" })).toBeVisible();
    const titles = page.locator("article h2 a");
    await expect(titles).toHaveCount(20);
    // each digest links to its article by short hash
    await expect(titles.first()).toHaveAttribute("href", /^\/a\/[a-z0-9]{12}$/);
  });

  test("beside the feed: the team's announcements, authors and tags to discover", async ({ page }) => {
    await page.context().addCookies([{ name: "__language", value: "en", url: ORIGIN }]);
    // the worker's clock is UTC; the minute may turn while the page loads, so either key will do
    const minute = () => new Date().getUTCMinutes() % 10;
    const before = minute();
    await page.goto("/");
    const after = minute();
    const aside = page.getByRole("complementary", { name: "Discover more" });

    const announcements = aside.getByRole("region", { name: "Announcements" }).getByRole("listitem");
    await expect(announcements).toHaveCount(2);
    await expect(
      announcements.first().getByRole("link", { name: "New here? A short guide to writing on Margins" }),
    ).toHaveAttribute("href", "/guide");
    await expect(announcements.nth(1).getByRole("link", { name: "Our community guidelines" })).toHaveAttribute(
      "href",
      "/community",
    );
    // a draft is the editors' alone
    await expect(aside.getByText("Autumn writing challenge: winners")).toHaveCount(0);

    const authors = aside.getByRole("region", { name: "Authors to follow" });
    await expect(authors.getByRole("listitem")).toHaveCount(5);
    await expect(authors.getByRole("link", { name: "See all" })).toHaveAttribute("href", "/recommendation");
    await expect(authors.getByRole("button")).toHaveCount(0);
    const tags = aside.getByRole("region", { name: "Tags to explore" }).getByRole("link");
    await expect(tags).toHaveCount(12);
    const shown = {
      authors: await authors
        .getByRole("listitem")
        .evaluateAll((items) => items.map((li) => li.querySelector("a[href^='/@']")?.getAttribute("href"))),
      tags: await tags.evaluateAll((links) => links.map((a) => a.getAttribute("href"))),
    };
    const expected = [await picks(page, before)];
    if (after !== before) expected.push(await picks(page, after));
    expect(expected).toContainEqual(shown);
  });

  test("the announcements speak the reader's language", async ({ page }) => {
    await page.context().addCookies([{ name: "__language", value: "zh_hant", url: ORIGIN }]);
    await page.goto("/");
    const announcements = page.getByRole("complementary", { name: "探索更多" }).getByRole("region", { name: "公告" });
    await expect(announcements.getByRole("link", { name: "初來乍到？在 Margins 寫作的簡短指南" })).toBeVisible();
    await expect(announcements.getByText("對事不對人：我們如何讓 Margins 保持為一個細心閱讀的地方。")).toBeVisible();
  });

  test("the language follows the browser, then the language cookie", async ({ browser }) => {
    const hant = await browser.newContext({ locale: "zh-TW" });
    const page = await hant.newPage();
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("lang", "zh-Hant");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("精選");
    await hant.addCookies([{ name: "__language", value: "zh_hans", url: ORIGIN }]);
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("lang", "zh-Hans");
    await hant.close();
  });

  test("an unknown page answers 404 with the not-found message", async ({ page }) => {
    const response = await page.goto("/this-page-does-not-exist/really");
    expect(response?.status()).toBe(404);
    await expect(page.locator("section[role=alert]")).toContainText("unknown space");
  });
});
