import { expect, type Locator, type Page, test } from "@playwright/test";
import { graphql } from "./generated/gql";
import { gql, ORIGIN } from "./support";

// Article cards in the feeds (cover thumbnail, author, tags, counts, length), and the small
// cards of pinned works and further reading.

const NewestCards = graphql(`
  query CardsNewest {
    viewer {
      recommendation {
        newest(input: { first: 20 }) {
          edges {
            node {
              shortHash
              title
              cover
              language
              wordCount
              appreciationsReceivedTotal
              commentCount
              author {
                userName
                displayName
                avatar
              }
              tags {
                id
                slug
                content
              }
            }
          }
        }
      }
    }
  }
`);

type Card = Awaited<ReturnType<typeof newest>>[number];

async function newest(page: Page) {
  const result = await gql(page.request, NewestCards);
  return (result.data?.viewer?.recommendation.newest.edges ?? []).map((e) => e.node);
}

const english = async (page: Page) => {
  await page.context().addCookies([{ name: "__language", value: "en", url: ORIGIN }]);
};

const plural = (n: number, one: string, other: string) => `${n} ${n === 1 ? one : other}`;

/** What every card shows of its article: the linked author with avatar, linked tags, counts in words. */
async function expectCard(card: Locator, article: Card) {
  const { userName, displayName, avatar } = article.author;
  if (!userName || !displayName) throw new Error(`${article.shortHash}'s author has no name`);
  await expect(card.getByRole("heading", { level: 2 }).getByRole("link")).toHaveAttribute(
    "href",
    `/a/${article.shortHash}`,
  );
  const author = card.getByRole("link", { name: displayName, exact: true });
  await expect(author).toHaveAttribute("href", `/@${userName}`);
  if (avatar) await expect(author.locator("img")).toHaveAttribute("src", avatar);
  for (const tag of article.tags ?? []) {
    await expect(card.getByRole("link", { name: `#${tag.content}`, exact: true })).toHaveAttribute(
      "href",
      `/tags/${tag.id}-${encodeURIComponent(tag.slug)}`,
    );
  }
  await expect(
    card.getByText(plural(article.appreciationsReceivedTotal, "appreciation", "appreciations"), { exact: true }),
  ).toHaveCount(1);
  await expect(card.getByText(plural(article.commentCount, "comment", "comments"), { exact: true })).toHaveCount(1);
}

test.describe("article cards", () => {
  test("carry the cover as a lazy thumbnail with its size, the author, tags, counts and length", async ({ page }) => {
    await english(page);
    const articles = await newest(page);
    await page.goto("/newest");
    const cards = page.locator("main [data-more-items] > li");
    await expect(cards).toHaveCount(articles.length);

    const withCover = articles.findIndex((a) => a.cover);
    const covered = articles[withCover];
    if (!covered?.cover) throw new Error("no seeded article with a cover among the newest");
    const card = cards.nth(withCover);
    await expectCard(card, covered);
    const cover = card.locator(`img[src="${covered.cover}"]`);
    await expect(cover).toHaveAttribute("loading", "lazy");
    await expect(cover).toHaveAttribute("decoding", "async");
    await expect(cover).toHaveAttribute("width", "160");
    await expect(cover).toHaveAttribute("height", "107");
    await expect(cover).toHaveAttribute("alt", "");
    // served (the page's policy lets it load) and drawn in the 3:2 box held for it
    await cover.scrollIntoViewIfNeeded();
    await expect
      .poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    const box = await cover.boundingBox();
    expect(box && Math.round((box.width / box.height) * 10) / 10).toBe(1.5);

    const bare = articles.findIndex((a) => !a.cover);
    const uncovered = articles[bare];
    if (!uncovered) throw new Error("every seeded article has a cover");
    await expectCard(cards.nth(bare), uncovered);
    await expect(cards.nth(bare).locator("img[loading=lazy]")).toHaveCount(0);

    // the length counts characters where the text is Chinese, words elsewhere
    for (const [language, unit] of [
      ["en", (n: number) => plural(n, "word", "words")],
      ["zh_hant", (n: number) => plural(n, "character", "characters")],
    ] as const) {
      const i = articles.findIndex((a) => a.language === language && a.wordCount);
      const article = articles[i];
      if (!article?.wordCount) throw new Error(`no ${language} article among the newest`);
      await expect(cards.nth(i).getByText(unit(article.wordCount), { exact: true })).toBeVisible();
    }
  });

  test("a click anywhere on a card opens its article; its author and tags keep their own links", async ({ page }) => {
    await english(page);
    const [first] = await newest(page);
    if (!first?.author.displayName) throw new Error("nothing seeded");
    await page.goto("/newest");
    const card = page.locator("main [data-more-items] > li").first();
    await card
      .getByText(plural(first.commentCount, "comment", "comments"), { exact: true })
      .locator("..")
      .click();
    await expect(page).toHaveURL(`${ORIGIN}/newest`);
    const box = await card.boundingBox();
    if (!box) throw new Error("no card");
    // the summary's far end: no link of its own, the card's
    await page.mouse.click(box.x + box.width / 3, box.y + box.height / 2);
    await expect(page).toHaveURL(`${ORIGIN}/a/${first.shortHash}`);
    await page.goBack();
    await page
      .locator("main [data-more-items] > li")
      .first()
      .getByRole("link", { name: first.author.displayName, exact: true })
      .click();
    await expect(page).toHaveURL(`${ORIGIN}/@${first.author.userName}`);
  });

  test("every feed shows the same cards: featured, a channel, a tag, search, a profile", async ({ page }) => {
    await english(page);
    await page.goto("/featured");
    const channel = await page
      .getByRole("navigation", { name: "Channels" })
      .getByRole("link", { name: "Travel & Cities" })
      .getAttribute("href");
    const tag = await page
      .locator("main [data-more-items] > li")
      .first()
      .locator("a[href^='/tags/']")
      .first()
      .getAttribute("href");
    for (const path of ["/featured", channel, tag, "/search?q=城市", "/@alice"]) {
      if (!path) throw new Error("a feed's address is missing");
      await page.goto(path);
      const card = page.locator("main [data-more-items] > li").first();
      await expect(card.locator("a[href^='/@'] img, a[href^='/@'] [aria-hidden]").first(), path).toBeVisible();
      await expect(card.getByText(/^\d+ appreciations?$/), path).toHaveCount(1);
      await expect(card.getByText(/^\d+ comments?$/), path).toHaveCount(1);
      await expect(card.getByText(/^\d+ (words?|characters?)$/), path).toBeVisible();
    }
  });
});

test.describe("small cards", () => {
  test("pinned works show a cover where they have one, the title and what kind of work it is", async ({ page }) => {
    await english(page);
    await page.goto("/@alice");
    const pinned = page.getByRole("region", { name: "Pinned" });
    const items = pinned.getByRole("listitem");
    await expect(items).toHaveCount(2);
    await expect(items.first().getByRole("heading", { level: 3 }).getByRole("link")).toHaveAttribute("href", /^\/a\//);
    await expect(items.first().getByText("Article", { exact: true })).toBeVisible();
    await expect(items.first().locator("img")).toHaveAttribute("loading", "lazy");
    await expect(items.nth(1).getByText("Collection", { exact: true })).toBeVisible();
    // bullets and underlines are gone: the list is a grid of boxes
    expect(await pinned.getByRole("list").evaluate((ul) => getComputedStyle(ul).display)).toBe("grid");
    expect(
      await items
        .first()
        .getByRole("link")
        .evaluate((a) => getComputedStyle(a).textDecorationLine),
    ).toBe("none");
  });

  test("further reading lists six articles with their authors", async ({ page }) => {
    await english(page);
    const [first] = await newest(page);
    await page.goto(`/a/${first?.shortHash}`);
    const related = page.getByRole("region", { name: "Further reading" });
    const items = related.getByRole("listitem");
    await expect(items).toHaveCount(6);
    for (const item of await items.all()) {
      await expect(item.getByRole("heading", { level: 3 }).getByRole("link")).toHaveAttribute("href", /^\/a\/\w{12}$/);
      await expect(item.locator("img, [aria-hidden]").last()).toBeVisible();
    }
  });
});
