import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { graphql } from "./generated/gql";
import { axeOn, gql, hydrated, signIn } from "./support";

// The visitor wall (section 3's ClientPreference `wall`): a visitor who has read into an
// article is asked to sign up or log in, in a panel that does not stop the reading. Closed,
// it stays closed on this device. Signed-in readers, crawlers and readers without script never
// meet it: the server's HTML is the whole article and no wall.

const WALL = "Keep reading on Margins";

const SeededArticle = graphql(`
  query VisitorWallSeededArticle {
    user(input: { userName: "alice" }) {
      articles(input: { first: 1 }) {
        edges {
          node {
            shortHash
          }
        }
      }
    }
  }
`);

const ArticleContents = graphql(`
  query VisitorWallArticleContents($shortHash: String!) {
    article(input: { shortHash: $shortHash }) {
      contents {
        html
      }
    }
  }
`);

async function anArticle(request: APIRequestContext) {
  const { data } = await gql(request, SeededArticle);
  const shortHash = data?.user?.articles.edges?.[0]?.node.shortHash;
  if (!shortHash) throw new Error("the seed lacks an article");
  return shortHash;
}

const wallOf = (page: Page) => page.getByRole("region", { name: WALL });

/** Opens the article and waits until its islands (the buttons under it, the wall) run. */
async function read(page: Page, shortHash: string) {
  await page.goto(`/a/${shortHash}`);
  await hydrated(page.getByRole("button", { name: "Share", exact: true }));
}

/** Whether the line at 45% of the body has passed the middle of the window (the wall's rule). */
const pastTheLine = (page: Page) =>
  page.evaluate(() => {
    const box = document.querySelector("[data-article-body]")?.getBoundingClientRect();
    return box ? box.top + box.height * 0.45 < window.innerHeight / 2 : false;
  });

/** Scrolls down as a reader does, a wheel turn at a time, until the body's line is passed. */
async function scrollPastTheLine(page: Page) {
  await expect(async () => {
    await page.mouse.wheel(0, 250);
    expect(await pastTheLine(page)).toBe(true);
  }).toPass();
  // one more turn, so a scroll event comes after the line is passed
  await page.mouse.wheel(0, 50);
}

const serious = (violations: { impact?: string | null; id: string }[]) =>
  violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id);

test.describe("the visitor wall", () => {
  test("meets a visitor who has read half the article; its buttons open the login dialog", async ({
    page,
    request,
  }) => {
    const shortHash = await anArticle(request);
    await page.emulateMedia({ reducedMotion: "reduce" });
    await read(page, shortHash);
    // not before reading
    await expect(wallOf(page)).toHaveCount(0);
    await scrollPastTheLine(page);
    const wall = wallOf(page);
    await expect(wall).toBeVisible();

    for (const theme of ["light", "dark"] as const) {
      await page.emulateMedia({ colorScheme: theme, reducedMotion: "reduce" });
      expect(serious((await axeOn(page).analyze()).violations), theme).toEqual([]);
    }

    // Log in: the universal dialog, named by the wall's trigger; closed, focus comes back
    const logIn = wall.getByRole("button", { name: "Log in" });
    await logIn.click();
    const dialog = page.getByRole("dialog", { name: "Log in or sign up" });
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('[data-trigger="visitorWall"]')).toHaveCount(1);
    await expect(dialog.locator('button[aria-pressed="true"]')).toHaveText("Log in");
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(logIn).toBeFocused();
    // the wall stays (closing the dialog is not closing the wall)
    await expect(wall).toBeVisible();

    // Sign up: the same dialog, on its sign-up side
    await wall.getByRole("button", { name: "Sign up" }).click();
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('button[aria-pressed="true"]')).toHaveText("Sign up");
  });

  test("closed, it stays closed after a reload; Escape closes it from the keyboard", async ({ page, request }) => {
    const shortHash = await anArticle(request);
    await read(page, shortHash);
    await scrollPastTheLine(page);
    const wall = wallOf(page);
    await expect(wall).toBeVisible();
    // reachable by keyboard: the panel follows the article's buttons in the tab order
    await page.getByRole("button", { name: "Share", exact: true }).focus();
    await page.keyboard.press("Tab");
    expect(await wall.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await page.keyboard.press("Escape");
    await expect(wall).toHaveCount(0);
    // focus is left on the control before it, not lost to the page's top
    await expect(page.getByRole("button", { name: "Share", exact: true })).toBeFocused();
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem("v1__client_preference") ?? "{}"))).toMatchObject({
      wall: false,
    });

    await page.reload();
    await read(page, shortHash);
    await scrollPastTheLine(page);
    await page.mouse.wheel(0, 2000);
    await expect(wallOf(page)).toHaveCount(0);
  });

  test("its close button closes it too", async ({ page, request }) => {
    const shortHash = await anArticle(request);
    await read(page, shortHash);
    await scrollPastTheLine(page);
    await wallOf(page).getByRole("button", { name: "Not now" }).click();
    await expect(wallOf(page)).toHaveCount(0);
    await page.reload();
    await read(page, shortHash);
    await scrollPastTheLine(page);
    await expect(wallOf(page)).toHaveCount(0);
  });

  test("a signed-in reader never meets it", async ({ page, request }) => {
    const shortHash = await anArticle(request);
    await signIn(page, "bob@example.com");
    await read(page, shortHash);
    // signed in: the buttons are the reader's own (a like, not the login dialog)
    await expect(page.getByRole("button", { name: "Enter" })).toHaveCount(0);
    await scrollPastTheLine(page);
    await page.mouse.wheel(0, 4000);
    await expect(wallOf(page)).toHaveCount(0);
  });

  test("the server's HTML holds the whole article and no wall", async ({ request, browser }) => {
    const shortHash = await anArticle(request);
    const { data } = await gql(request, ArticleContents, { shortHash });
    const paragraphs = data?.article?.contents.html.match(/<p[\s>][\s\S]*?<\/p>/g) ?? [];
    const last = paragraphs.at(-1);
    if (!last) throw new Error("the article has no paragraph");

    const response = await request.get(`/a/${shortHash}`);
    expect(response.ok()).toBe(true);
    const html = await response.text();
    expect(html).toContain(last);
    expect(html).not.toContain("data-visitor-wall");

    // and a reader without script reads it to the end, with no wall
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`/a/${shortHash}`);
    const text = last.replace(/<[^>]+>/g, "").trim();
    const lastParagraph = page.locator("[data-article-body] p").last();
    await lastParagraph.scrollIntoViewIfNeeded();
    await expect(lastParagraph).toBeVisible();
    await expect(lastParagraph).toContainText(text.slice(0, 40));
    await expect(wallOf(page)).toHaveCount(0);
    await context.close();
  });
});
