import { type Browser, expect, type Page, test } from "@playwright/test";
import { graphql } from "./generated/gql";
import { at, axeOn, gql, signIn, signUpFresh } from "./support";

// The reader's own pages. A new reader opens one of Bob's articles and finds it at the top of
// /me/history, then clears the history (after confirming). Their comment is under
// /me/history/comments and its link lands on it in the thread. Bob's analytics render as SVG
// charts with scripts off, their numbers in tables a screen reader reads (and equal to the
// API's), the period switch works as links; /@bob/analytics is Bob's alone. axe checks every
// page in both themes. (tests/e2e/history.spec.ts is the article version history.)

const BobsArticles = graphql(`
  query ReadingBobsArticles {
    user(input: { userName: "bob" }) {
      articles(input: { first: 20 }) {
        edges {
          node {
            id
            shortHash
            title
            canComment
          }
        }
      }
    }
  }
`);

const LastRead = graphql(`
  query ReadingLastRead {
    viewer {
      activity {
        history(input: { first: 1 }) {
          edges {
            node {
              article {
                id
              }
            }
          }
        }
      }
    }
  }
`);

const Post = graphql(`
  mutation ReadingPost($input: PutCommentInput!) {
    putComment(input: $input) {
      id
    }
  }
`);

const BobsNumbers = graphql(`
  query ReadingBobsNumbers($days: Int!) {
    viewer {
      analytics {
        summary(input: { days: $days }) {
          reads
          readers
          days {
            reads
          }
        }
      }
    }
  }
`);

const serious = (violations: { impact?: string | null; id: string }[]) =>
  violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => `${v.id}`);

async function bobsArticle(page: Page) {
  const articles = (await gql(page.request, BobsArticles)).data?.user?.articles.edges?.map((e) => e.node) ?? [];
  const article = articles.find((a) => a.canComment);
  if (!article) throw new Error("the seed lacks an article of Bob's that takes comments");
  return article;
}

async function axeInBothThemes(page: Page, path: string) {
  for (const colorScheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme, reducedMotion: "reduce" });
    await page.goto(path);
    const { violations } = await axeOn(page).analyze();
    expect(serious(violations), `${path} ${colorScheme}`).toEqual([]);
  }
}

async function noScriptPage(browser: Browser, email: string) {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await signIn(page, email);
  return { context, page };
}

test.describe("the reader's history", () => {
  test("a read article tops the history, which the reader can clear", async ({ page }) => {
    await signUpFresh(page, "history-read");
    const article = await bobsArticle(page);
    await page.goto(`/a/${article.shortHash}`);
    // the page counts the read once it has opened in the browser
    await expect
      .poll(async () => (await gql(page.request, LastRead)).data?.viewer?.activity.history.edges?.[0]?.node.article.id)
      .toBe(article.id);

    await page.goto("/me/history");
    await expect(page.getByRole("heading", { level: 1, name: "History" })).toBeVisible();
    const first = page.locator("[data-more-items] > li").first();
    await expect(first.getByRole("link", { name: article.title }).first()).toBeVisible();
    await expect(first.getByText(/^Read .+UTC$/)).toBeVisible();

    await page.getByRole("button", { name: "Clear history" }).click();
    const dialog = page.getByRole("dialog", { name: "Clear history" });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Clear", exact: true }).click();
    await expect(page.getByText("No articles read yet.")).toBeVisible();
    await page.reload();
    await expect(page.getByText("No articles read yet.")).toBeVisible();
    await expect(page.locator("[data-more-items]")).toHaveCount(0);
  });

  test("the reader's comment is listed and its link lands on it", async ({ page }) => {
    await signUpFresh(page, "history-comment");
    const article = await bobsArticle(page);
    const text = `From my history ${Date.now()}`;
    const posted = await gql(page.request, Post, {
      input: { comment: { type: "article", articleId: article.id, content: `<p>${text}</p>` } },
    });
    expect(posted.errors).toBeUndefined();
    const commentId = posted.data?.putComment.id ?? "";

    await page.goto("/me/history/comments");
    const link = page.getByRole("link", { name: text });
    await expect(link).toBeVisible();
    await expect(page.getByText(`On “${article.title}”`)).toBeVisible();
    await link.click();
    await expect(page).toHaveURL(
      new RegExp(`/a/${article.shortHash}\\?comment=.+#${commentId.replace(/[+/=]/g, "\\$&")}$`),
    );
    const comment = page.locator(`[data-comment="${commentId}"]`);
    await expect(comment).toHaveAttribute("aria-current", "true");
    await expect(comment).toBeInViewport();
    await expect(comment).toContainText(text);
  });

  for (const path of ["/me/history", "/me/history/comments", "/me/history/likes/sent", "/me/history/likes/received"]) {
    test(`${path} passes axe in both themes`, async ({ page }) => {
      await signIn(page, "alice@example.com");
      await axeInBothThemes(page, path);
    });
  }

  test("an empty history page passes axe in both themes", async ({ page }) => {
    await signUpFresh(page, "history-empty");
    await axeInBothThemes(page, "/me/history/likes/received");
    await expect(page.getByText("No likes received yet.")).toBeVisible();
  });
});

test.describe("analytics", () => {
  test("charts render with scripts off, with the numbers in accessible tables", async ({ browser, page }) => {
    // a new reader's read of Bob's article: Bob's last seven days hold at least one read today
    await signUpFresh(page, "analytics-reader");
    const article = await bobsArticle(page);
    await page.goto(`/a/${article.shortHash}`);
    await expect
      .poll(async () => (await gql(page.request, LastRead)).data?.viewer?.activity.history.edges?.[0]?.node.article.id)
      .toBe(article.id);

    const { context, page: bob } = await noScriptPage(browser, "bob@example.com");
    const numbers = (await gql(bob.request, BobsNumbers, { days: 7 })).data?.viewer?.analytics.summary;
    expect(numbers?.reads).toBeGreaterThan(0);
    await bob.goto("/me/analytics?period=7");
    await expect(bob.getByRole("heading", { level: 1, name: "Analytics" })).toBeVisible();
    await expect(bob.getByRole("link", { name: "Last 7 days" })).toHaveAttribute("aria-current", "page");

    const chart = bob.locator('svg[data-chart="reads"]');
    await expect(chart).toBeVisible();
    await expect(chart).toHaveAttribute("role", "img");
    expect(await chart.locator("rect").count()).toBe(7);
    await expect(bob.getByRole("img", { name: /^Reads, / })).toBeVisible();
    // the numbers: a table a screen reader reads, one row a day, the same as the API's
    const table = bob.getByRole("table", { name: /^Reads, / });
    await expect(table.getByRole("row")).toHaveCount(8);
    const cells = await table.locator("tbody td").allTextContents();
    expect(cells.map(Number)).toEqual(numbers?.days.map((d) => d.reads));
    await expect(bob.locator("dl").getByText(String(numbers?.reads), { exact: true }).first()).toBeAttached();

    // the period switch is a link: it works without scripts
    await bob.getByRole("link", { name: "Last 90 days" }).click();
    await expect(bob).toHaveURL(at("/me/analytics?period=90"));
    await expect(bob.getByRole("table", { name: /^Reads, / }).getByRole("row")).toHaveCount(91);
    expect(await bob.locator('svg[data-chart="reads"] rect').count()).toBe(90);

    // the same page at the owner's own address
    const own = await bob.goto("/@bob/analytics?period=30");
    expect(own?.status()).toBe(200);
    await expect(bob.locator('svg[data-chart="readers"]')).toBeVisible();
    await context.close();

    // anyone else is told there is no such page
    const other = await page.goto("/@bob/analytics");
    expect(other?.status()).toBe(404);
  });

  for (const path of ["/me/analytics", "/me/analytics?period=90", "/@bob/analytics?period=7"]) {
    test(`${path} passes axe in both themes`, async ({ page }) => {
      await signIn(page, "bob@example.com");
      await axeInBothThemes(page, path);
    });
  }
});
