import { expect, type Page, test } from "@playwright/test";
import { graphql } from "./generated/gql";
import { gql, ORIGIN } from "./support";

// The article page as a reader sees it: a readable measure in English and in Chinese, the
// length in words or characters, and what printing it gives.

const Seeded = graphql(`
  query TypographyNewest {
    viewer {
      recommendation {
        newest(input: { first: 50 }) {
          edges {
            node {
              shortHash
              title
              language
              wordCount
              author {
                displayName
              }
            }
          }
        }
      }
    }
  }
`);

async function seeded(page: Page, language: string) {
  const result = await gql(page.request, Seeded);
  const article = (result.data?.viewer?.recommendation.newest.edges ?? [])
    .map((e) => e.node)
    .find((a) => a.language === language && a.wordCount);
  if (!article?.wordCount || !article.author.displayName) throw new Error(`no ${language} article seeded`);
  return { ...article, wordCount: article.wordCount, author: article.author.displayName };
}

const inLanguage = async (page: Page, language: "en" | "zh_hant" | "zh_hans") => {
  await page.context().addCookies([{ name: "__language", value: language, url: ORIGIN }]);
};

/**
 * Characters on each full line of the body's paragraphs (the last line of a paragraph is left
 * out): every character's box is measured where the browser laid it out.
 */
function charactersPerLine(page: Page) {
  return page.locator("article [lang]").evaluate((body) => {
    const counts: number[] = [];
    for (const paragraph of body.querySelectorAll("p")) {
      const lines = new Map<number, number>();
      const walker = document.createTreeWalker(paragraph, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node as Text;
        for (let i = 0; i < text.data.length; i++) {
          const range = document.createRange();
          range.setStart(text, i);
          range.setEnd(text, i + 1);
          const rect = range.getClientRects()[0];
          if (rect) lines.set(Math.round(rect.top), (lines.get(Math.round(rect.top)) ?? 0) + 1);
        }
      }
      counts.push(...[...lines.values()].slice(0, -1));
    }
    return counts.sort((a, b) => a - b);
  });
}

const median = (values: number[]) => values[Math.floor(values.length / 2)] ?? 0;

test.describe("the article's measure at 1440 px", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("an English article sets 65 to 75 characters a line", async ({ page }) => {
    const article = await seeded(page, "en");
    await page.goto(`/a/${article.shortHash}`);
    const lines = await charactersPerLine(page);
    expect(lines.length).toBeGreaterThan(5);
    expect(median(lines)).toBeGreaterThanOrEqual(65);
    expect(median(lines)).toBeLessThanOrEqual(75);
  });

  test("a Chinese article sets 35 to 40 characters a line", async ({ page }) => {
    const article = await seeded(page, "zh_hant");
    await page.goto(`/a/${article.shortHash}`);
    const lines = await charactersPerLine(page);
    expect(lines.length).toBeGreaterThan(3);
    expect(median(lines)).toBeGreaterThanOrEqual(35);
    expect(median(lines)).toBeLessThanOrEqual(40);
    // the same by the box: its width over the width of one 字 in the body's font
    const measure = await page.locator("article [lang]").evaluate((body) => {
      const probe = document.createElement("span");
      probe.textContent = "字".repeat(20);
      probe.style.whiteSpace = "nowrap";
      body.querySelector("p")?.appendChild(probe);
      const perCharacter = probe.getBoundingClientRect().width / 20;
      probe.remove();
      return body.clientWidth / perCharacter;
    });
    expect(measure).toBeGreaterThanOrEqual(35);
    expect(measure).toBeLessThanOrEqual(40);
  });

  test("the title leads the page, below the top bar", async ({ page }) => {
    const article = await seeded(page, "en");
    await page.goto(`/a/${article.shortHash}`);
    const title = page.getByRole("heading", { level: 1 });
    const sizes = await page.evaluate(() => ({
      title: Number.parseFloat(getComputedStyle(document.querySelector("h1") as Element).fontSize),
      body: Number.parseFloat(getComputedStyle(document.querySelector("article [lang]") as Element).fontSize),
      bar: document.querySelector("body > header")?.getBoundingClientRect().bottom ?? 0,
    }));
    expect(sizes.title).toBeGreaterThanOrEqual(2 * sizes.body);
    const box = await title.boundingBox();
    expect(box?.y ?? 0).toBeGreaterThanOrEqual(sizes.bar + 32);
  });
});

test.describe("an article's length", () => {
  test("counts characters where the text is Chinese and words elsewhere, in each language", async ({ page }) => {
    const chinese = await seeded(page, "zh_hant");
    const english = await seeded(page, "en");
    await inLanguage(page, "en");
    await page.goto(`/a/${chinese.shortHash}`);
    await expect(page.locator("article header").getByText(`${chinese.wordCount} characters`)).toBeVisible();
    await page.goto(`/a/${english.shortHash}`);
    await expect(page.locator("article header").getByText(`${english.wordCount} words`)).toBeVisible();
    await inLanguage(page, "zh_hant");
    await page.goto(`/a/${chinese.shortHash}`);
    await expect(page.locator("article header").getByText(`${chinese.wordCount} 字`)).toBeVisible();
    await page.goto(`/a/${english.shortHash}`);
    await expect(page.locator("article header").getByText(`${english.wordCount} 個詞`)).toBeVisible();
    await inLanguage(page, "zh_hans");
    await page.goto(`/a/${english.shortHash}`);
    await expect(page.locator("article header").getByText(`${english.wordCount} 个词`)).toBeVisible();
  });
});

test.describe("printing an article", () => {
  test("gives its title, byline, body and address, without the bars, sidebars and comments", async ({ page }) => {
    const article = await seeded(page, "en");
    await inLanguage(page, "en");
    await page.goto(`/a/${article.shortHash}`);
    const address = page.getByText(new RegExp(`^Read online: https?://[^ ]+/a/${article.shortHash}$`));
    // on screen the address bar says it
    await expect(address).toBeHidden();
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Further reading" })).toBeVisible();

    await page.emulateMedia({ media: "print", colorScheme: "dark" });
    await expect(address).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(article.title);
    await expect(page.locator("article header").getByRole("link", { name: new RegExp(article.author) })).toBeVisible();
    await expect(page.locator("article [lang] p").first()).toBeVisible();
    // still there, not shown
    const hidden = { includeHidden: true } as const;
    await expect(page.getByRole("banner", hidden)).toHaveCount(1);
    await expect(page.getByRole("banner", hidden)).toBeHidden();
    await expect(page.getByRole("complementary", hidden)).toBeHidden();
    await expect(page.getByRole("heading", { ...hidden, name: /comments?$/i })).toBeHidden();
    await expect(page.getByRole("heading", { ...hidden, name: "Further reading" })).toBeHidden();
    const buttons = page.locator("button");
    expect(await buttons.count()).toBeGreaterThan(0);
    for (const button of await buttons.all()) await expect(button).toBeHidden();
    // paper is white whatever the screen's theme: dark text
    const color = await page
      .locator("article [lang] p")
      .first()
      .evaluate((p) => getComputedStyle(p).color);
    const [r = 255, g = 255, b = 255] = (color.match(/\d+/g) ?? []).map(Number);
    expect(r + g + b).toBeLessThan(3 * 100);
  });
});
