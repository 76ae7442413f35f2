import { type Browser, expect, type Page, test } from "@playwright/test";
import { graphql } from "./generated/gql";
import { axeOn, gql, hydrated, signIn } from "./support";

// Two people: Bob comments on Alice's article while she has a page open; within the top bar's
// 20-second poll her bell counts it, without a reload. She opens it from her notices and lands
// on the comment (its fragment address). A notice that comes while her notices are open is
// cleared by "Mark all read", and the count is 0 again. A switch of her notification settings
// survives a reload. axe checks both pages in both themes.

const AlicesArticles = graphql(`
  query NotificationsAlicesArticles {
    user(input: { userName: "alice" }) {
      id
      articles(input: { first: 20 }) {
        edges {
          node {
            id
            shortHash
            canComment
          }
        }
      }
    }
  }
`);

const Post = graphql(`
  mutation NotificationsPost($input: PutCommentInput!) {
    putComment(input: $input) {
      id
    }
  }
`);

const MarkAllRead = graphql(`
  mutation NotificationsMarkAllRead {
    markAllNoticesAsRead
  }
`);

const serious = (violations: { impact?: string | null; id: string }[]) =>
  violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id);

async function person(browser: Browser, email: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, email);
  return { context, page };
}

/** An article of Alice's that takes comments. */
async function alicesArticle(page: Page) {
  const articles = (await gql(page.request, AlicesArticles)).data?.user?.articles.edges?.map((e) => e.node);
  const article = articles?.find((a) => a.canComment);
  if (!article) throw new Error("the seed lacks an article of Alice's that takes comments");
  return article;
}

async function comment(page: Page, articleId: string, text: string) {
  const posted = await gql(page.request, Post, {
    input: { comment: { type: "article", articleId, content: `<p>${text}</p>` } },
  });
  expect(posted.errors).toBeUndefined();
  return posted.data?.putComment.id ?? "";
}

const bell = (page: Page) => page.getByTestId("unread-count");
const bellLink = (page: Page) => page.locator('a[href="/me/notifications"]').first();

async function noSeriousViolations(page: Page) {
  for (const colorScheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme, reducedMotion: "reduce" });
    const { violations } = await axeOn(page).analyze();
    expect(serious(violations), colorScheme).toEqual([]);
  }
  await page.emulateMedia({ colorScheme: "light" });
}

test.describe("notifications between two people", () => {
  test("the bell counts Bob's comment within a poll, the notice leads to it, and mark all read clears it", async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const alice = await person(browser, "alice@example.com");
    const bob = await person(browser, "bob@example.com");
    const article = await alicesArticle(bob.page);
    await gql(alice.page.request, MarkAllRead);

    // Alice reads the home page; the bell has nothing to count
    await alice.page.clock.install();
    await alice.page.goto("/");
    await hydrated(bellLink(alice.page));
    await expect(bell(alice.page)).toBeHidden();

    const text = `Bob was here ${Date.now()}`;
    const commentId = await comment(bob.page, article.id, text);
    // the next poll (every 20 s) brings the count, with no reload
    await alice.page.clock.runFor(20_000);
    await expect(bell(alice.page)).toHaveText("1");

    await bellLink(alice.page).click();
    await expect(alice.page).toHaveURL(/\/me\/notifications$/);
    const notice = alice.page.getByTestId("notice").first();
    await expect(notice).toContainText("commented on your article");
    await expect(notice).toContainText(text);
    // opening the notices read them: the bell falls at once
    await expect(bell(alice.page)).toBeHidden();
    await noSeriousViolations(alice.page);

    await notice.getByRole("link").click();
    await expect(alice.page).toHaveURL(new RegExp(`/a/${article.shortHash}(\\?[^#]*)?#${commentId}$`));
    const highlighted = alice.page.locator("[data-highlighted]");
    await expect(highlighted).toContainText(text);
    await expect(highlighted).toBeInViewport();

    // a notice that comes while the notices are open, cleared by Mark all read
    await alice.page.goto("/me/notifications");
    const markAll = alice.page.getByRole("button", { name: "Mark all read" });
    await hydrated(markAll);
    await comment(bob.page, article.id, `Bob again ${Date.now()}`);
    await alice.page.clock.runFor(20_000);
    await expect(bell(alice.page)).toHaveText("1");
    await markAll.click();
    await expect(bell(alice.page)).toBeHidden();
    await alice.page.reload();
    await expect(alice.page.getByTestId("notice").first()).toBeVisible();
    await expect(bell(alice.page)).toBeHidden();

    await alice.context.close();
    await bob.context.close();
  });

  test("a notification switch survives a reload", async ({ browser }) => {
    const alice = await person(browser, "alice@example.com");
    const page = alice.page;
    await page.goto("/me/settings/notifications");
    const likes = page.getByRole("switch", { name: "Likes of your articles" });
    await hydrated(likes);
    await expect(likes).toHaveAttribute("aria-checked", "true");
    await noSeriousViolations(page);

    const saved = () => page.waitForResponse((r) => r.url().endsWith("/graphql") && r.request().method() === "POST");
    let answered = saved();
    await likes.click();
    await answered;
    await expect(likes).toHaveAttribute("aria-checked", "false");
    await page.reload();
    await expect(page.getByRole("switch", { name: "Likes of your articles" })).toHaveAttribute("aria-checked", "false");

    // back as it was, for the other tests
    const again = page.getByRole("switch", { name: "Likes of your articles" });
    await hydrated(again);
    answered = saved();
    await again.click();
    await answered;
    await page.reload();
    await expect(page.getByRole("switch", { name: "Likes of your articles" })).toHaveAttribute("aria-checked", "true");
    await alice.context.close();
  });
});
