import { expect, test } from "@playwright/test";
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
