import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { graphql } from "./generated/gql";
import { at, axeOn, gql, htmlText, ORIGIN } from "./support";

// The moment page (/m/[shortHash]) on the seeded site: a moment by alice (English) and one by
// bob (Traditional Chinese), images, threaded comments, the comment fragment, the 404, and
// that the page has no top bar. A moment's content is HTML (paragraphs, line breaks, links). Moments are found through the API (node ids), not hard-coded.

type Seeded = {
  id: string;
  shortHash: string;
  content: string;
  state: string;
  commentCount: number;
  assets: { path: string }[];
  author: { userName: string | null; displayName: string | null };
};

let cached: Seeded[] | null = null;

/** Every seeded moment a visitor may read (ids 1–140 cover the seed's 120). */
async function seededMoments(request: APIRequestContext): Promise<Seeded[]> {
  if (cached) return cached;
  const all: Seeded[] = [];
  for (const start of [1, 71]) {
    const ids = Array.from({ length: 70 }, (_, i) => btoa(`Moment:${start + i}`));
    const result = await gql<{ nodes: (Seeded | Record<string, never>)[] }>(
      request,
      `query($ids: [ID!]!) { nodes(input: { ids: $ids }) { ... on Moment {
        id shortHash content state commentCount assets { path } author { userName displayName }
      } } }`,
      { ids },
    );
    expect(result.errors).toBeUndefined();
    all.push(...(result.data?.nodes ?? []).filter((n): n is Seeded => "shortHash" in n));
  }
  cached = all;
  return all;
}

async function pick(request: APIRequestContext, test: (m: Seeded) => boolean) {
  const found = (await seededMoments(request))
    .filter((m) => m.state === "active" && test(m))
    .sort((a, b) => b.commentCount - a.commentCount)[0];
  if (!found) throw new Error("no seeded moment fits");
  return found;
}

const Threads = graphql(`
  query MomentThreads($shortHash: String!, $first: Int) {
    moment(input: { shortHash: $shortHash }) {
      comments(input: { first: $first }) {
        pageInfo {
          endCursor
        }
        edges {
          node {
            id
            comments(input: { first: 5 }) {
              edges {
                node {
                  id
                }
              }
            }
          }
        }
      }
    }
  }
`);

/** The moment's first top-level comments (newest first) with their first replies, as the page lists them. */
async function threadsOf(request: APIRequestContext, shortHash: string, first = 20) {
  const result = await gql(request, Threads, { shortHash, first });
  const comments = result.data?.moment?.comments;
  if (!comments?.pageInfo.endCursor) throw new Error(`no comments for ${shortHash}`);
  return { endCursor: comments.pageInfo.endCursor, threads: (comments.edges ?? []).map((e) => e.node) };
}

const comment = (page: Page, anchor: string) => page.locator(`[id="${anchor}"]`);

test.describe("moment page", () => {
  test("alice's moment in English: text, author, counts and comments, without the top bar", async ({ page }) => {
    const moment = await pick(page.request, (m) => m.author.userName === "alice" && m.commentCount > 0);
    const response = await page.goto(`/m/${moment.shortHash}`);
    expect(response?.status()).toBe(200);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page).toHaveTitle(`${htmlText(moment.content)} - Margins`);
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1, name: "Moment by Alice Chen" })).toBeAttached();
    await expect(main.getByText(htmlText(moment.content), { exact: true })).toBeVisible();
    const author = main
      .getByRole("article")
      .first()
      .getByRole("link", { name: /Alice Chen/ });
    await expect(author).toHaveAttribute("href", "/@alice");
    await expect(author).toContainText("@alice");
    await expect(main.getByText(/\d+ likes?/).first()).toBeVisible();
    await expect(main.getByRole("heading", { level: 2, name: /comments?$/ })).toBeVisible();
    await expect(main.locator("[data-comment]").first()).toBeVisible();
    // no top bar (section 2.4): no search and no Enter button; the logo leads to Featured, as the top bar's does
    await expect(page.getByRole("combobox", { name: "Search articles, people and tags" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Enter" })).toHaveCount(0);
    await page.getByRole("link", { name: "Margins, go to Featured" }).click();
    await expect(page).toHaveURL(at("/featured"));
  });

  test("bob's moment in Traditional Chinese", async ({ page, context }) => {
    const moment = await pick(page.request, (m) => m.author.userName === "bob" && m.commentCount > 0);
    await context.addCookies([{ name: "__language", value: "zh-Hant", url: ORIGIN }]);
    await page.goto(`/m/${moment.shortHash}`);
    await expect(page.locator("html")).toHaveAttribute("lang", "zh-Hant");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText(`${moment.author.displayName} 的動態`);
    await expect(main.getByText(htmlText(moment.content), { exact: true })).toBeVisible();
    await expect(main.getByRole("heading", { level: 2, name: /則評論$/ })).toBeVisible();
    await expect(main.locator("[data-comment]").first()).toBeVisible();
  });

  test("images are shown lazily with alt text, in boxes sized before they load", async ({ page }) => {
    const moment = await pick(page.request, (m) => m.assets.length > 0 && m.commentCount > 0);
    await page.goto(`/m/${moment.shortHash}`);
    const images = page.getByRole("main").getByRole("img", { name: /^Image \d of \d in the moment by / });
    await expect(images).toHaveCount(moment.assets.length);
    for (const [i, asset] of moment.assets.entries()) {
      const image = images.nth(i);
      await expect(image).toHaveAttribute("src", asset.path);
      await expect(image).toHaveAttribute("loading", "lazy");
      await image.scrollIntoViewIfNeeded();
      await expect
        .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBeGreaterThan(0);
    }
    // the box's size is known before the image arrives: square cells for several (CSS), the
    // width and height a single image stands in until its own shape is known
    const cell = images.first().locator("xpath=ancestor::li[1]");
    if (moment.assets.length > 1) expect(await cell.evaluate((li) => getComputedStyle(li).aspectRatio)).toBe("1 / 1");
    else {
      await expect(images.first()).toHaveAttribute("width", /^\d+$/);
      await expect(images.first()).toHaveAttribute("height", /^\d+$/);
    }
    expect((await cell.boundingBox())?.height).toBeGreaterThan(100);
    await expect(page.locator("[data-comment]").first()).toBeVisible();
  });

  test("a reply addressed by the fragment scrolls into view and is marked", async ({ page }) => {
    const moment = await pick(page.request, (m) => m.commentCount >= 10);
    const { threads } = await threadsOf(page.request, moment.shortHash);
    // the last thread with replies: far down the page, so reaching it needs a scroll
    const thread = threads.findLast((t) => (t.comments.edges ?? []).length > 0);
    const reply = thread?.comments.edges?.at(-1)?.node;
    if (!thread || !reply) throw new Error("no seeded thread with replies");
    const anchor = `${thread.id}-${reply.id}`;
    await page.setViewportSize({ width: 800, height: 600 });
    await page.goto(`/m/${moment.shortHash}#${anchor}`);
    const target = comment(page, anchor);
    await expect(target).toHaveAttribute("aria-current", "true");
    await expect(target).toHaveAttribute("data-highlighted", "true");
    await expect(target).toBeInViewport();
    await expect(page.locator("[data-highlighted]")).toHaveCount(1);
    // another address moves the mark
    const top = threads[0]?.id ?? "";
    await page.evaluate((hash) => {
      window.location.hash = hash;
    }, top);
    await expect(comment(page, top)).toHaveAttribute("aria-current", "true");
    await expect(comment(page, top)).toBeInViewport();
    await expect(target).not.toHaveAttribute("aria-current", "true");
  });

  test("a comment that is not on the page is fetched, then scrolled to and marked", async ({ page }) => {
    const moment = await pick(page.request, (m) => m.commentCount >= 10);
    // a later page of comments (after the newest three) lacks the newest comment
    const { endCursor, threads } = await threadsOf(page.request, moment.shortHash, 3);
    const newest = threads[0]?.id ?? "";
    await page.goto(`/m/${moment.shortHash}?after=${encodeURIComponent(endCursor)}#${newest}`);
    await expect(page).toHaveURL(`${ORIGIN}/m/${moment.shortHash}?comment=${encodeURIComponent(newest)}#${newest}`);
    await expect(comment(page, newest)).toHaveAttribute("aria-current", "true");
    await expect(comment(page, newest)).toBeInViewport();
    await expect(comment(page, newest)).toHaveCount(1);
  });

  test("an unknown short hash answers 404", async ({ page }) => {
    const response = await page.goto("/m/nosuchmoment0");
    expect(response?.status()).toBe(404);
  });

  test("no serious accessibility violations (axe)", async ({ page }) => {
    const moment = await pick(page.request, (m) => m.assets.length > 0 && m.commentCount > 0);
    await page.goto(`/m/${moment.shortHash}`);
    const { violations } = await axeOn(page).analyze();
    expect(violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id)).toEqual([]);
  });
});
