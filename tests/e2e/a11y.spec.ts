import { expect, test } from "@playwright/test";
import { graphql } from "./generated/gql";
import { axeOn, gql, signIn } from "./support";

const A11yArticles = graphql(`
  query A11yArticles {
    viewer {
      recommendation {
        newest(input: { first: 30 }) {
          edges {
            node {
              shortHash
              language
            }
          }
        }
      }
    }
  }
`);

const serious = (violations: { impact?: string | null; id: string }[]) =>
  violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id);

test.describe("accessibility of the shell (axe)", () => {
  // home, Latest, a profile and the login page are scanned in both themes by appearance.spec.ts
  for (const path of [
    "/guide",
    "/search?q=城市",
    // where a Google or Twitter sign-in ends when it did not work
    "/oauth/google/failure?code=OAUTH_TOKEN_INVALID",
  ]) {
    test(`no serious violations on ${path} for a visitor`, async ({ page }) => {
      await page.goto(path);
      const { violations } = await axeOn(page).analyze();
      expect(serious(violations)).toEqual([]);
    });
  }

  for (const language of ["en", "zh_hant"]) {
    test(`no serious violations on an article in ${language}, in either theme`, async ({ page }) => {
      const found = await gql(page.request, A11yArticles);
      const article = (found.data?.viewer?.recommendation.newest.edges ?? []).find(
        (e) => e.node.language === language,
      )?.node;
      if (!article) throw new Error(`no ${language} article seeded`);
      for (const colorScheme of ["light", "dark"] as const) {
        await page.emulateMedia({ colorScheme });
        await page.goto(`/a/${article.shortHash}`);
        const { violations } = await axeOn(page).analyze();
        expect(serious(violations), colorScheme).toEqual([]);
      }
    });
  }

  test("no serious violations for a signed-in user with the menu and the login dialog", async ({ page }) => {
    await signIn(page, "alice@example.com");
    await page.goto("/");
    await page.getByRole("button", { name: "Menu of Alice Chen" }).click();
    expect(serious((await axeOn(page).analyze()).violations)).toEqual([]);
  });

  test("no serious violations on the admin area's articles: the search and an article's page", async ({ page }) => {
    const found = await gql(page.request, A11yArticles);
    const article = found.data?.viewer?.recommendation.newest.edges?.[0]?.node;
    if (!article) throw new Error("no article seeded");
    await signIn(page, "editor@example.com");
    for (const path of [`/admin/articles?q=${article.shortHash}`, `/admin/articles/${article.shortHash}`]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      expect(serious((await axeOn(page).analyze()).violations), path).toEqual([]);
    }
  });

  test("no serious violations with the login dialog open", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Enter" }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    expect(serious((await axeOn(page).analyze()).violations)).toEqual([]);
  });

  test("no serious violations on a phone, with the channel bar and then the navigation drawer open", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto("/");
    await expect(page.getByRole("navigation", { name: "Channels" })).toBeVisible();
    expect(serious((await axeOn(page).analyze()).violations)).toEqual([]);
    await page.getByRole("button", { name: "Menu", exact: true }).click();
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
    expect(serious((await axeOn(page).analyze()).violations)).toEqual([]);
  });

  // the admin area's apps: their list and the form that registers one (admins only)
  for (const path of ["/admin/apps", "/admin/apps/new"]) {
    test(`no serious violations on ${path} for an admin`, async ({ page }) => {
      await signIn(page, "editor@example.com");
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      expect(serious((await axeOn(page).analyze()).violations)).toEqual([]);
    });
  }

  test("no serious violations with the search dropdown open", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/");
    await page.getByRole("combobox", { name: "Search articles, people and tags" }).fill("阅读");
    await expect(page.getByRole("listbox")).toBeVisible();
    await page.keyboard.press("ArrowDown");
    expect(serious((await axeOn(page).analyze()).violations)).toEqual([]);
  });
});

const ArticlesByLanguage = graphql(`
  query A11yArticlesByLanguage($userName: String!) {
    user(input: { userName: $userName }) {
      articles(input: { first: 50 }) {
        edges {
          node {
            shortHash
            language
            revisionCount
          }
        }
      }
    }
  }
`);

// An article's language reaches the page as the lang of its body (and of the history page's
// comparison): the API writes zh_hant, HTML needs zh-Hant.
test.describe("languages of article text (axe valid-lang)", () => {
  for (const [userName, language] of [
    ["alice", "en"],
    ["bob", "zh_hant"],
    ["hu_xiaofeng", "zh_hans"],
  ] as const) {
    test(`a ${language} article and its history carry valid lang tags`, async ({ page }) => {
      const result = await gql(page.request, ArticlesByLanguage, { userName });
      const articles = (result.data?.user?.articles.edges ?? []).map((e) => e.node);
      const article =
        articles.find((a) => a.language === language && a.revisionCount > 0) ??
        articles.find((a) => a.language === language);
      if (!article) throw new Error(`no ${language} article of ${userName} seeded`);
      const expected = { en: "en", zh_hant: "zh-Hant", zh_hans: "zh-Hans" }[language];
      const paths = [`/a/${article.shortHash}`];
      if (article.revisionCount > 0) paths.push(`/a/${article.shortHash}/history`);
      for (const path of paths) {
        await page.goto(path);
        const tagged = page.locator("main [lang]");
        await expect(tagged.first()).toHaveAttribute("lang", expected);
        const { violations, passes } = await axeOn(page).withRules(["valid-lang"]).analyze();
        expect(violations.map((v) => v.nodes.map((n) => n.html))).toEqual([]);
        expect(passes.map((p) => p.id)).toContain("valid-lang");
        expect(serious((await axeOn(page).analyze()).violations)).toEqual([]);
      }
    });
  }
});
