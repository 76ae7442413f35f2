import { expect, type Page, test } from "@playwright/test";
import { graphql } from "./generated/gql";
import { gql } from "./support";

// What a page's head tells browsers and search engines: its title, and which address is the
// canonical one among its language versions.

const NewestArticle = graphql(`
  query HeadNewestArticle {
    viewer {
      recommendation {
        newest(input: { first: 1 }) {
          edges {
            node {
              shortHash
              title
            }
          }
        }
      }
    }
  }
`);

test.describe("page titles", () => {
  test("home names the site once, other pages add it after their own title", async ({ page }) => {
    const result = await gql(page.request, NewestArticle);
    const article = result.data?.viewer?.recommendation.newest.edges?.[0]?.node;
    if (!article) throw new Error("no article seeded");
    const titles = [
      ["/?locale=en", "Margins - Write, read and talk in the margins"],
      ["/?locale=zh_hant", "Margins - 在頁邊寫作、閱讀與交談"],
      ["/featured?locale=en", "Featured - Margins"],
      ["/featured?locale=zh_hans", "精选 - Margins"],
      [`/a/${article.shortHash}?locale=en`, `${article.title} - Margins`],
    ] as const;
    for (const [path, title] of titles) {
      await page.goto(path);
      await expect(page, path).toHaveTitle(title);
    }
  });
});

test.describe("canonical addresses", () => {
  const head = async (page: Page) => ({
    canonical: await page.locator('link[rel="canonical"]').getAttribute("href"),
    alternates: Object.fromEntries(
      await page
        .locator('link[rel="alternate"][hreflang]')
        .evaluateAll((links) => links.map((l) => [l.getAttribute("hreflang"), l.getAttribute("href")])),
    ) as Record<string, string>,
  });

  test("each language version is its own canonical; the bare address stays x-default", async ({ page }) => {
    for (const path of ["/guide", "/featured", "/@alice"]) {
      await page.goto(path);
      const bare = await head(page);
      expect(bare.canonical, path).toMatch(new RegExp(`^https?://[^/]+${path}$`));
      expect(bare.alternates["x-default"]).toBe(bare.canonical);

      for (const locale of ["zh-Hant", "zh-Hans", "en"]) {
        await page.goto(`${path}?locale=${locale}`);
        const version = await head(page);
        expect(version.canonical, `${path}?locale=${locale}`).toMatch(
          new RegExp(`^https?://[^/]+${path}\\?locale=${locale}$`),
        );
        expect(version.alternates[locale]).toBe(version.canonical);
        expect(version.alternates).toEqual(bare.alternates);
      }
    }
  });

  test("the header that marks a language version cannot be sent from outside", async ({ page }) => {
    await page.setExtraHTTPHeaders({ "x-margins-language-version": "1" });
    await page.goto("/guide");
    expect((await head(page)).canonical).toMatch(/\/guide$/);
  });
});
