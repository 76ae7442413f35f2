import { type APIRequestContext, type BrowserContext, expect, type Page, test } from "@playwright/test";
import { graphql } from "./generated/gql";
import { axeOn, gql, htmlText, ORIGIN } from "./support";

// Reading across the Chinese scripts: a reader of Traditional Chinese switches a Simplified
// article and back, in each interface language; saves "always show Chinese in Traditional";
// reads comments, a version comparison and a moment converted. And machine translation: the
// worker here has a key for the stand-in Cloud Translation server Playwright starts beside it
// (playwright.config.ts), which the tests make refuse (quota, key) to see what a reader is told.

const Works = graphql(`
  query TranslationWorks($userName: String!) {
    user(input: { userName: $userName }) {
      articles(input: { first: 50 }) {
        edges {
          node {
            shortHash
            title
            language
            revisionCount
            commentCount
          }
        }
      }
      moments(input: { first: 20 }) {
        edges {
          node {
            shortHash
            content
          }
        }
      }
    }
  }
`);

const Converted = graphql(`
  query TranslationOfArticle($shortHash: String!) {
    article(input: { shortHash: $shortHash }) {
      title
      contents {
        html
      }
      translation(input: { language: zh_hant }) {
        title
        content
        model
      }
      comments(input: { first: 20 }) {
        edges {
          node {
            content
            translation(input: { language: zh_hant }) {
              content
            }
          }
        }
      }
    }
  }
`);

/** Authors the seed writes in Simplified Chinese. */
const SIMPLIFIED_AUTHORS = ["tang_yifan", "liu_zihan", "luo_jiayi", "wang_haoran", "zhang_xiaoyu"];

type Work = { shortHash: string; title: string; language: string | null; revisionCount: number; commentCount: number };

async function simplifiedWorks(request: APIRequestContext) {
  const articles: Work[] = [];
  const moments: { shortHash: string; content: string | null }[] = [];
  for (const userName of SIMPLIFIED_AUTHORS) {
    const result = await gql(request, Works, { userName });
    for (const edge of result.data?.user?.articles.edges ?? []) {
      if (edge.node.language === "zh_hans") articles.push(edge.node);
    }
    for (const edge of result.data?.user?.moments.edges ?? []) moments.push(edge.node);
  }
  return { articles, moments };
}

async function converted(request: APIRequestContext, shortHash: string) {
  const result = await gql(request, Converted, { shortHash });
  const article = result.data?.article;
  if (!article?.translation?.title) throw new Error(`no conversion of ${shortHash}`);
  return article;
}

/** The interface's language, as the language switch keeps it. */
async function useInterface(context: BrowserContext, language: "en" | "zh_hant" | "zh_hans") {
  await context.addCookies([{ name: "__language", value: language, url: ORIGIN }]);
}

const LABELS = {
  en: {
    readIn: "Read in Traditional Chinese",
    original: "Show the original",
    always: "Always show Chinese in Traditional Chinese",
  },
  zh_hant: { readIn: "以繁體中文閱讀", original: "顯示原文", always: "總是以繁體中文顯示中文" },
  zh_hans: { readIn: "以繁体中文阅读", original: "显示原文", always: "总是以繁体中文显示中文" },
} as const;

const title = (page: Page) => page.getByRole("heading", { level: 1 });
/** The article's body: the last element of the article that names its language. */
const body = (page: Page) => page.locator('article[aria-labelledby="article-title"] [lang]').last();

test.describe("reading a Simplified article in Traditional Chinese", () => {
  for (const language of ["en", "zh_hant", "zh_hans"] as const) {
    test(`switches and back, with the ${language} interface`, async ({ page, context }) => {
      const { articles } = await simplifiedWorks(page.request);
      const work = articles[0];
      if (!work) throw new Error("no Simplified article seeded");
      const expected = await converted(page.request, work.shortHash);
      const labels = LABELS[language];
      await useInterface(context, language);

      await page.goto(`/a/${work.shortHash}`);
      await expect(title(page)).toHaveText(work.title);
      await expect(body(page)).toHaveAttribute("lang", "zh-Hans");
      // a model is configured: English readers are offered English, Chinese readers only the script
      await expect(page.getByRole("link", { name: "Translate into English" })).toHaveCount(language === "en" ? 1 : 0);
      await expect(page.getByRole("link", { name: /翻譯成|翻译成/ })).toHaveCount(0);

      await page.getByRole("link", { name: labels.readIn }).click();
      await expect(page).toHaveURL(`${ORIGIN}/a/${work.shortHash}?translation=zh_hant`);
      await expect(title(page)).toHaveText(expected.translation?.title ?? "");
      await expect(body(page)).toHaveAttribute("lang", "zh-Hant");
      const html = await body(page).evaluate((element) => element.innerHTML);
      expect(html).toBe(expected.translation?.content);
      // it says so, by OpenCC, with the way back to the original
      await expect(page.locator("article").getByText(/OpenCC/)).toBeVisible();
      // cards and the page's own title keep the author's words
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", work.title);
      await expect(page).toHaveTitle(new RegExp(work.title));
      const { violations } = await axeOn(page).include("article").analyze();
      expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(" ")}`)).toEqual([]);

      await page.getByRole("link", { name: labels.original }).click();
      await expect(page).toHaveURL(`${ORIGIN}/a/${work.shortHash}?translation=original`);
      await expect(title(page)).toHaveText(work.title);
      await expect(body(page)).toHaveAttribute("lang", "zh-Hans");
      expect(await body(page).evaluate((element) => element.innerHTML)).toBe(expected.contents.html);
      const again = await axeOn(page).include("article").analyze();
      expect(again.violations.map((v) => v.id)).toEqual([]);
    });
  }

  test("keeps 'always show Chinese in Traditional' and applies it to the next article, by keyboard too", async ({
    page,
    context,
  }) => {
    const { articles } = await simplifiedWorks(page.request);
    const [first, second] = articles;
    if (!first || !second) throw new Error("two Simplified articles needed");
    const next = await converted(page.request, second.shortHash);
    await useInterface(context, "zh_hant");
    await page.goto(`/a/${first.shortHash}`);
    const always = page.getByRole("checkbox", { name: LABELS.zh_hant.always });
    await expect(always).not.toBeChecked();
    await always.focus();
    await page.keyboard.press("Space");
    await expect(always).toBeChecked();
    const saved = (await context.cookies()).find((c) => c.name === "__chinese_script");
    expect(saved?.value).toBe("zh_hant");
    // this page follows at once, and the checkbox keeps the focus
    await expect(title(page)).not.toHaveText(first.title);
    await expect(always).toBeFocused();

    await page.goto(`/a/${second.shortHash}`);
    await expect(title(page)).toHaveText(next.translation?.title ?? "");
    await expect(page.getByRole("checkbox", { name: LABELS.zh_hant.always })).toBeChecked();
    // the original is a tap away, and the saved choice does not stand in its way
    await page.getByRole("link", { name: LABELS.zh_hant.original }).click();
    await expect(title(page)).toHaveText(second.title);

    await page.goto(`/a/${second.shortHash}`);
    await page.getByRole("checkbox", { name: LABELS.zh_hant.always }).uncheck();
    await expect(title(page)).toHaveText(second.title);
    expect((await context.cookies()).find((c) => c.name === "__chinese_script")).toBeUndefined();
  });

  test("shows the comments in Traditional too", async ({ page, context }) => {
    const { articles } = await simplifiedWorks(page.request);
    const work = articles.find((a) => a.commentCount > 0);
    if (!work) throw new Error("no Simplified article with comments seeded");
    const expected = await converted(page.request, work.shortHash);
    const comment = expected.comments.edges?.find((e) => e.node.translation?.content !== e.node.content)?.node;
    // comments are HTML (paragraphs, links): the page shows their text
    const [original, traditional] = [htmlText(comment?.content), htmlText(comment?.translation?.content)];
    if (!original || !traditional) throw new Error("no comment that converts");
    await useInterface(context, "en");
    await page.goto(`/a/${work.shortHash}?translation=zh_hant`);
    await expect(page.getByText(traditional, { exact: true }).first()).toBeVisible();
    await expect(page.getByText(original, { exact: true })).toHaveCount(0);
    await page.goto(`/a/${work.shortHash}`);
    await expect(page.getByText(original, { exact: true }).first()).toBeVisible();
  });

  test("compares two versions in Traditional on the history page", async ({ page, context }) => {
    const { articles } = await simplifiedWorks(page.request);
    const work = articles.find((a) => a.revisionCount > 0);
    if (!work) throw new Error("no revised Simplified article seeded");
    const expected = await converted(page.request, work.shortHash);
    await useInterface(context, "zh_hant");
    await page.goto(`/a/${work.shortHash}/history`);
    const newest = page.locator('[data-side="side-to"] h4').first();
    await expect(newest).toHaveText(work.title);
    await page.getByRole("link", { name: LABELS.zh_hant.readIn }).click();
    await expect(newest).toHaveText(expected.translation?.title ?? "");
    await expect(page.locator("main [lang]").filter({ has: newest })).toHaveAttribute("lang", "zh-Hant");
    await page.getByRole("link", { name: LABELS.zh_hant.original }).click();
    await expect(newest).toHaveText(work.title);
  });

  test("converts a moment for a reader of the other script", async ({ page, context }) => {
    const { moments } = await simplifiedWorks(page.request);
    const moment = moments.find((m) => m.content && /[们这说时东]/.test(m.content));
    if (!moment?.content) throw new Error("no Simplified moment seeded");
    await useInterface(context, "zh_hant");
    await page.goto(`/m/${moment.shortHash}`);
    await expect(page.getByText(htmlText(moment.content), { exact: true })).toBeVisible();
    await page.getByRole("link", { name: LABELS.zh_hant.readIn }).click();
    await expect(page.getByText(htmlText(moment.content), { exact: true })).toHaveCount(0);
    await expect(page.locator("main [lang='zh-Hant'] p").first()).toBeVisible();
    const { violations } = await axeOn(page).analyze();
    expect(violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id)).toEqual([]);
  });
});

/** The stand-in translation service (playwright.config.ts puts it at PORT + 10,000). */
const SERVICE = `http://127.0.0.1:${Number(process.env.PORT ?? 8787) + 10_000}`;
async function serviceAnswers(request: APIRequestContext, mode: "keys" | "quota" | "key") {
  const response = await request.put(`${SERVICE}/__mode?mode=${mode}`);
  expect(response.ok()).toBe(true);
}

const AliceWorks = graphql(`
  query TranslationEnglishWorks {
    user(input: { userName: "alice" }) {
      articles(input: { first: 20 }) {
        edges {
          node {
            shortHash
            title
            language
          }
        }
      }
    }
  }
`);

async function englishWorks(request: APIRequestContext) {
  const result = await gql(request, AliceWorks);
  return (result.data?.user?.articles.edges ?? []).map((e) => e.node).filter((a) => a.language === "en");
}

test.describe("machine translation through the configured service", () => {
  test.afterEach(async ({ request }) => {
    await serviceAnswers(request, "keys");
  });

  test("an English reader has a Chinese article translated, told by what, with the original a tap away", async ({
    page,
    context,
  }) => {
    const { articles } = await simplifiedWorks(page.request);
    const work = articles[2];
    if (!work) throw new Error("three Simplified articles needed");
    await useInterface(context, "en");
    await page.goto(`/a/${work.shortHash}`);
    await page.getByRole("link", { name: "Translate into English" }).click();
    await expect(page).toHaveURL(`${ORIGIN}/a/${work.shortHash}?translation=en`);
    // the stand-in marks each run of text with its target, and keeps the markup as it was
    await expect(title(page)).toHaveText(`⟦en:${work.title}⟧`);
    await expect(body(page)).toHaveAttribute("lang", "en");
    await expect(body(page).locator("p").first()).toHaveText(/^⟦en:.+⟧$/);
    await expect(page.getByText("Machine-translated into English by Google Translate.")).toBeVisible();
    const { violations } = await axeOn(page).include("article").analyze();
    expect(violations.map((v) => v.id)).toEqual([]);
    await page.getByRole("link", { name: "Show the original" }).click();
    await expect(title(page)).toHaveText(work.title);
  });

  test("a used-up quota is told plainly, in the reader's language, and the original stays", async ({
    page,
    context,
  }) => {
    const { articles } = await simplifiedWorks(page.request);
    const work = articles[3];
    const [english] = await englishWorks(page.request);
    if (!work || !english) throw new Error("articles needed");
    await serviceAnswers(page.request, "quota");

    await useInterface(context, "en");
    await page.goto(`/a/${work.shortHash}`);
    await page.getByRole("link", { name: "Translate into English" }).click();
    await expect(page.locator("article").getByRole("alert")).toHaveText(
      "This article could not be translated: the translation service has reached its limit for now. Please try again later.",
    );
    await expect(title(page)).toHaveText(work.title);
    await expect(body(page)).toHaveAttribute("lang", "zh-Hans");

    await useInterface(context, "zh_hans");
    await page.goto(`/a/${english.shortHash}`);
    await page.getByRole("link", { name: "翻译成简体中文" }).click();
    await expect(page.locator("article").getByRole("alert")).toHaveText(
      "无法翻译本文：翻译服务暂时达到用量上限，请稍后再试。",
    );
    await expect(title(page)).toHaveText(english.title);
    const { violations } = await axeOn(page).include("article").analyze();
    expect(violations.map((v) => v.id)).toEqual([]);
  });

  test("a refused key is told as the service being unavailable here", async ({ page, context }) => {
    const [english] = await englishWorks(page.request);
    if (!english) throw new Error("an English article needed");
    await serviceAnswers(page.request, "key");
    await useInterface(context, "zh_hant");
    await page.goto(`/a/${english.shortHash}`);
    await page.getByRole("link", { name: "翻譯成繁體中文" }).click();
    await expect(page.locator("article").getByRole("alert")).toHaveText("無法翻譯本文：本站目前無法使用翻譯服務。");
    await expect(title(page)).toHaveText(english.title);
  });
});
