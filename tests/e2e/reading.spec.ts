import { expect, type Page, test } from "@playwright/test";
import { graphql } from "./generated/gql";
import { at, gql, ORIGIN, signIn } from "./support";

// Reading the seeded site: feeds with paging, the article page in two languages, the follow
// feed, and that what one reader sees of their own never reaches another.

const Newest = graphql(`
  query ReadingNewest($first: Int) {
    viewer {
      recommendation {
        newest(input: { first: $first }) {
          edges {
            node {
              shortHash
              title
              language
              access {
                type
              }
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

async function newest(page: Page, first = 50) {
  const result = await gql(page.request, Newest, { first });
  return (result.data?.viewer?.recommendation.newest.edges ?? []).map((e) => e.node);
}

const AliceCollection = graphql(`
  query ReadingAliceCollection {
    user(input: { userName: "alice" }) {
      collections(input: { first: 1 }) {
        edges {
          node {
            id
            articles(input: { first: 5, reversed: false }) {
              edges {
                node {
                  shortHash
                }
              }
            }
          }
        }
      }
    }
  }
`);

const Picks = graphql(`
  query ReadingPicks($random: Int) {
    viewer {
      recommendation {
        authors(input: { first: 12, filter: { random: $random } }) {
          edges {
            node {
              userName
            }
          }
        }
        tags(input: { first: 24, filter: { random: $random } }) {
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

const english = async (page: Page) => {
  await page.context().addCookies([{ name: "__language", value: "en", url: ORIGIN }]);
};

test.describe("feeds", () => {
  test("Latest loads the next 20 articles on scroll, and has a real link to them", async ({ page }) => {
    await english(page);
    await page.goto("/newest");
    const items = page.locator("[data-more-items] > li");
    await expect(items).toHaveCount(20);
    const more = page.getByRole("link", { name: "Older articles" });
    await expect(more).toHaveAttribute("href", /^\/newest\?after=/);
    const expected = (await newest(page, 40)).map((a) => a.title);
    await more.scrollIntoViewIfNeeded();
    // each title is its heading's link (a paywalled one's heading also holds the lock)
    await expect(page.locator("main article h2 a")).toHaveCount(40);
    expect(await page.locator("main article h2 a").allTextContents()).toEqual(expected);
  });

  test("the next page's link works without scripts", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await english(page);
    await page.goto("/featured");
    await expect(page.getByRole("heading", { level: 1, name: "Featured" })).toBeVisible();
    const first = await page.locator("main article h2").allTextContents();
    await page.getByRole("link", { name: "Older articles" }).click();
    await expect(page).toHaveURL(/\/featured\?after=/);
    const second = await page.locator("main article h2").allTextContents();
    expect(second.length).toBeGreaterThan(0);
    expect(second.filter((t) => first.includes(t))).toEqual([]);
    await context.close();
  });

  test("a broken page address says so and links to the first page", async ({ page }) => {
    await english(page);
    await page.goto("/newest?after=garbage");
    await expect(page.getByRole("main").getByRole("alert")).toHaveText("That page of the list no longer exists.");
    await page.getByRole("link", { name: "Back to the first page" }).click();
    await expect(page).toHaveURL(at("/newest"));
  });

  test("My Page asks a visitor to log in, and shows a signed-in reader what they follow", async ({ page }) => {
    await english(page);
    await page.goto("/follow");
    await expect(page.getByRole("link", { name: "Log In" })).toHaveAttribute("href", "/login?target=%2Ffollow");

    await signIn(page, "alice@example.com");
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1, name: "My Page" })).toBeVisible();
    // every activity names who did it, or the bookmarked tag it reached
    const lines = page.locator("main [data-more-items] > li");
    await expect(lines.first()).toContainText(/published|posted a moment|Added to #|started the circle|broadcast to/);
    await expect(
      page.getByRole("navigation", { name: "Channels" }).getByRole("link", { name: "My Page" }),
    ).toBeVisible();
  });
});

test.describe("the article page", () => {
  test("shows an English article with its author, tags, license and further reading", async ({ page }) => {
    await english(page);
    const article = (await newest(page)).find((a) => a.language === "en" && a.access.type === "public");
    if (!article?.author.displayName) throw new Error("no English article seeded");
    const response = await page.goto(`/a/${article.shortHash}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(article.title);
    await expect(
      page.locator("article").getByRole("link", { name: new RegExp(article.author.displayName) }),
    ).toHaveAttribute("href", /^\/@/);
    await expect(page.getByText(/min read/)).toBeVisible();
    await expect(page.locator("article footer").getByText(/CC|All rights reserved/)).toBeVisible();
    await expect(page.getByRole("heading", { name: "Further reading" })).toBeVisible();
    const jsonLd = await page.locator("script[type='application/ld+json']").textContent();
    expect(JSON.parse(jsonLd ?? "{}")).toMatchObject({ "@type": "Article", headline: article.title });
    await expect(page).toHaveTitle(new RegExp(article.title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")));
  });

  test("shows a Traditional Chinese article in the Chinese interface", async ({ page }) => {
    await page.context().addCookies([{ name: "__language", value: "zh_hant", url: ORIGIN }]);
    const article = (await newest(page)).find((a) => a.language === "zh_hant" && a.access.type === "public");
    if (!article) throw new Error("no Traditional Chinese article seeded");
    await page.goto(`/a/${article.shortHash}`);
    await expect(page.locator("html")).toHaveAttribute("lang", "zh-Hant");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(article.title);
    await expect(page.getByText(/閱讀約 \d+ 分鐘/)).toBeVisible();
    await expect(page.getByRole("heading", { name: "延伸閱讀" })).toBeVisible();
    // the body carries the article's language as a BCP 47 tag, not the API's zh_hant
    await expect(page.locator("article [lang]")).toHaveAttribute("lang", "zh-Hant");
  });

  test("a tag on the article leads to the tag's page", async ({ page }) => {
    await english(page);
    const article = (await newest(page)).find((a) => a.language === "en" && a.access.type === "public");
    if (!article) throw new Error("no English article seeded");
    const found = await gql<{ article: { tags: { id: string; slug: string; content: string }[] } }>(
      page.request,
      "query($h: String!) { article(input: { shortHash: $h }) { tags { id slug content } } }",
      { h: article.shortHash },
    );
    const tag = found.data?.article.tags[0];
    if (!tag) throw new Error(`the English article ${article.shortHash} has no tag`);
    await page.goto(`/a/${article.shortHash}`);
    await page
      .getByRole("navigation", { name: "Tags" })
      .getByRole("link", { name: `#${tag.content}` })
      .click();
    await expect(page).toHaveURL(at(`/tags/${tag.id}-${encodeURIComponent(tag.slug)}`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`#${tag.content}`);
    await expect(page.locator("main article").first()).toBeVisible();
  });

  test("read within a collection, it shows where it stands and links onwards", async ({ page }) => {
    await english(page);
    const result = await gql(page.request, AliceCollection);
    const collection = result.data?.user?.collections.edges?.[0]?.node;
    const [first, second] = (collection?.articles.edges ?? []).map((e) => e.node.shortHash);
    if (!collection || !first || !second) throw new Error("alice has no collection of two articles");
    await page.goto(`/a/${first}?collection=${encodeURIComponent(collection.id)}`);
    await expect(page.getByText(/^1 of \d+$/)).toBeVisible();
    await page.getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL(new RegExp(`/a/${second}\\?collection=`));
    await expect(page.getByText(/^2 of \d+$/)).toBeVisible();
  });

  test("an unknown short hash is a 404", async ({ page }) => {
    const response = await page.goto("/a/doesnotexist0");
    expect(response?.status()).toBe(404);
  });
});

test("what a signed-in reader sees of their own never reaches the next visitor", async ({ browser }) => {
  const alice = await browser.newContext();
  const alicePage = await alice.newPage();
  await signIn(alicePage, "alice@example.com");
  const article = (await newest(alicePage)).find((a) => a.language === "en");
  const paths = ["/", "/featured", "/newest", `/a/${article?.shortHash}`];
  for (const path of paths) {
    await alicePage.goto(path);
    await expect(alicePage.getByRole("button", { name: /Menu of/ })).toBeVisible();
  }
  await alice.close();

  const visitor = await browser.newContext();
  const page = await visitor.newPage();
  await english(page);
  for (const path of paths) {
    await page.goto(path);
    await expect(page.getByRole("button", { name: "Enter" })).toBeVisible();
    await expect(page.getByRole("button", { name: /Menu of/ })).toHaveCount(0);
  }
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1, name: "Featured" })).toBeVisible();
  await expect(page.getByRole("link", { name: "My Page" })).toHaveCount(0);
  await visitor.close();
});

test.describe("a person's works", () => {
  test("articles with pinned works, collections, and one collection read in order", async ({ page }) => {
    await english(page);
    await page.goto("/@alice");
    await expect(page.getByRole("heading", { name: "Pinned" })).toBeVisible();
    await page.getByRole("navigation", { name: "Works" }).getByRole("link", { name: "Collections" }).click();
    await expect(page).toHaveURL(at("/@alice/collections"));
    const first = page.locator("main [data-more-items] h2 a").first();
    const title = await first.textContent();
    await first.click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title ?? "");
    await expect(page.locator("main article h2 a").first()).toHaveAttribute("href", /^\/a\/\w+\?collection=/);
    // the collection is Alice's: under another name it is not found
    const response = await page.goto(page.url().replace("/@alice/", "/@bob/"));
    expect(response?.status()).toBe(404);
  });

  test("Traditional Chinese tabs on Bob's profile, and a 404 for a missing person", async ({ page }) => {
    await page.context().addCookies([{ name: "__language", value: "zh_hant", url: ORIGIN }]);
    await page.goto("/@bob/collections");
    await expect(page.getByRole("navigation", { name: "作品" }).getByRole("link", { name: "選集" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(page.locator("main [data-more-items] > li").first()).toContainText("篇文章");
    expect((await page.goto("/@nobody-by-this-name"))?.status()).toBe(404);
  });
});

test("a person's moments tab lists their moments newest first, linking to each", async ({ page }) => {
  await english(page);
  // bob has the most seeded moments of the demo accounts (8), enough for the order to show
  const seeded = await gql<{ user: { moments: { totalCount: number } } }>(
    page.request,
    '{ user(input: { userName: "bob" }) { moments(input: { first: 0 }) { totalCount } } }',
  );
  const total = seeded.data?.user.moments.totalCount ?? 0;
  expect(total).toBeGreaterThanOrEqual(5);
  await page.goto("/@bob");
  await page.getByRole("navigation", { name: "Works" }).getByRole("link", { name: "Moments" }).click();
  await expect(page).toHaveURL(at("/@bob?type=moments"));
  await expect(page.getByRole("heading", { level: 1, name: "Moments" })).toBeVisible();
  const items = page.locator("main [data-more-items] > li");
  await expect(items).toHaveCount(Math.min(total, 20));
  const dates = await items.locator("time").evaluateAll((times) => times.map((t) => t.getAttribute("datetime")));
  expect(dates).toHaveLength(Math.min(total, 20));
  const stamps = dates.map((d) => Date.parse(d ?? ""));
  for (const stamp of stamps) expect(stamp).not.toBeNaN();
  expect(stamps).toEqual([...stamps].sort((a, b) => b - a));

  const first = items.first().locator("a[href^='/m/']");
  const href = await first.getAttribute("href");
  const text = (await first.textContent()) ?? "";
  const response = page.waitForResponse((r) => r.request().isNavigationRequest() && r.url().endsWith(href ?? "-"));
  await first.click();
  expect((await response).status()).toBe(200);
  await expect(page).toHaveURL(at(href ?? ""));
  const moment = page.getByRole("article", { name: /^Moment by / });
  await expect(moment).toContainText(text);
  await expect(moment.locator("time")).toHaveAttribute("datetime", dates[0] ?? "");
});

test("Discover shows authors and tags, in a shuffle that follows the minute", async ({ page }) => {
  await page.context().addCookies([{ name: "__language", value: "zh_hans", url: ORIGIN }]);
  // the page asks for the shuffle keyed by the minute of the hour modulo 10 (section 3's
  // LastFetchRandom), as the API's filter.random: one key, one order; another key, another
  const picks = async (random: number) => {
    const result = await gql(page.request, Picks, { random });
    const found = result.data?.viewer?.recommendation;
    return {
      authors: (found?.authors.edges ?? []).map((e) => `/@${e.node.userName}`),
      tags: (found?.tags.edges ?? []).map((e) => `/tags/${e.node.id}-${encodeURIComponent(e.node.slug)}`),
    };
  };
  const zero = await picks(0);
  expect(zero.authors).toHaveLength(12);
  expect(zero.tags).toHaveLength(24);
  expect(await picks(0)).toEqual(zero);
  const one = await picks(1);
  expect(one.authors).not.toEqual(zero.authors);
  expect(one.tags).not.toEqual(zero.tags);

  // the worker's clock is UTC; the minute may turn while the page loads, so either key will do
  const minute = () => new Date().getUTCMinutes() % 10;
  const before = minute();
  await page.goto("/recommendation");
  const after = minute();
  await expect(page.getByRole("heading", { level: 1, name: "发现" })).toBeVisible();
  const authors = page.getByRole("region", { name: "推荐作者" }).getByRole("listitem");
  await expect(authors).toHaveCount(12);
  const shown = {
    authors: await authors.evaluateAll((items) =>
      items.map((li) => li.querySelector("a[href^='/@']")?.getAttribute("href")),
    ),
    tags: await page
      .getByRole("region", { name: "探索标签" })
      .getByRole("link")
      .evaluateAll((links) => links.map((a) => a.getAttribute("href"))),
  };
  const expected = [await picks(before)];
  if (after !== before) expected.push(await picks(after));
  expect(expected).toContainEqual(shown);
});

test("the migration page explains moving in, without the site navigation", async ({ page }) => {
  await english(page);
  await page.goto("/migration");
  await expect(page.getByRole("heading", { level: 1, name: "Bring your writing to Margins" })).toBeVisible();
  await expect(page.getByText(/at most 1 MB/)).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Channels" })).toHaveCount(0);
});
