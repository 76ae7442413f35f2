import { type APIRequestContext, expect, test } from "@playwright/test";
import { graphql } from "./generated/gql";
import { at, gql, hydrated, ORIGIN, signIn, signUpFresh } from "./support";

// The admin area's articles (issue 37): an admin finds a seeded author's article by its short
// hash, bans it, and it is gone from its tag's Latest list and its address for a visitor; the
// ban is in the audit log; the admin makes it active again and it is back. The article is
// active again when the spec ends, whatever happened in it (afterAll). Marked spam, it leaves
// the tag's Latest list but keeps its page. Anyone but an admin gets the site's 404 for the page.

/** A seeded author no other spec reads or signs in as. */
const AUTHOR = "zoefischer";
const ADMIN = "editor@example.com";

type Target = { id: string; title: string; shortHash: string; tagPath: string };

const AUTHOR_ARTICLES = graphql(`
  query AdminArticlesAuthorArticles($userName: String!) {
    user(input: { userName: $userName }) {
      articles(input: { first: 10 }) {
        edges {
          node {
            id
            title
            shortHash
            tags {
              id
              slug
            }
          }
        }
      }
    }
  }
`);

const TAG_LATEST = graphql(`
  query AdminArticlesTagLatest($id: ID!) {
    node(input: { id: $id }) {
      ... on Tag {
        articles(input: { first: 20, sortBy: byCreatedAtDesc }) {
          edges {
            node {
              id
            }
          }
        }
      }
    }
  }
`);

/** One of the author's articles with a tag whose Latest list shows it on its first page. */
async function seededArticle(request: APIRequestContext): Promise<Target> {
  const found = await gql(request, AUTHOR_ARTICLES, { userName: AUTHOR });
  for (const { node } of found.data?.user?.articles.edges ?? []) {
    for (const tag of node.tags ?? []) {
      const latest = (await gql(request, TAG_LATEST, { id: tag.id })).data?.node;
      const edges = latest && "articles" in latest ? latest.articles.edges : [];
      if (edges?.some((e) => e.node.id === node.id)) {
        return {
          id: node.id,
          title: node.title,
          shortHash: node.shortHash,
          tagPath: `/tags/${tag.id}-${encodeURIComponent(tag.slug)}?type=latest`,
        };
      }
    }
  }
  throw new Error(`no article of ${AUTHOR} on its tag's first Latest page`);
}

let target: Target | undefined;

test.afterAll(async ({ browser }) => {
  if (!target) return;
  const context = await browser.newContext({ baseURL: ORIGIN });
  const page = await context.newPage();
  await signIn(page, ADMIN);
  // active again, should the test have stopped before its own restoring (ACTION_FAILED if it is)
  await gql(page.request, "mutation($id: ID!) { updateArticleState(input: { id: $id, state: active }) { id } }", {
    id: target.id,
  });
  await gql(page.request, "mutation($id: ID!) { setSpamStatus(input: { id: $id, isSpam: false }) { __typename } }", {
    id: target.id,
  });
  await context.close();
});

test("an admin bans an article, it leaves its tag's Latest and its address, the log has it, and it comes back", async ({
  page,
  browser,
}) => {
  target = await seededArticle(page.request);
  const article = target;
  const visitor = await (await browser.newContext({ baseURL: ORIGIN })).newPage();
  await visitor.goto(article.tagPath);
  await expect(visitor.getByRole("link", { name: article.title }).first()).toBeVisible();

  await signIn(page, ADMIN);
  await page.goto("/admin");
  await page.getByRole("navigation", { name: "Admin sections" }).getByRole("link", { name: "Articles" }).click();
  await expect(page).toHaveURL(at("/admin/articles"));
  await page.getByLabel("Short hash or title").fill(article.shortHash);
  await page.getByRole("button", { name: "Find", exact: true }).click();
  await page.getByRole("link", { name: article.title, exact: true }).click();
  await expect(page).toHaveURL(at(`/admin/articles/${article.shortHash}`));
  await expect(page.getByTestId("article-state")).toHaveText("Active");
  await expect(page.getByTestId("article-newest")).toHaveText("Yes");

  const ban = page.getByRole("button", { name: "Ban", exact: true });
  await hydrated(ban);
  await ban.click();
  await expect(page.getByRole("status")).toHaveText(
    `“${article.title}” is banned: it has left every list, and its author is told.`,
  );
  await expect(page.getByTestId("article-state")).toHaveText("Banned");

  // a visitor no longer finds it on its tag's Latest list, nor at its address
  await visitor.goto(article.tagPath);
  await expect(visitor.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(visitor.getByRole("link", { name: article.title })).toHaveCount(0);
  expect((await visitor.goto(`/a/${article.shortHash}`))?.status()).toBe(404);

  // the audit log has the ban, by this admin, naming the article
  await page.getByRole("navigation", { name: "Admin sections" }).getByRole("link", { name: "Audit log" }).click();
  const newest = page.getByRole("row").nth(1);
  await expect(newest.getByRole("rowheader")).toHaveText("Set article state");
  await expect(newest).toContainText("state: active → banned");
  await expect(newest.getByRole("link", { name: article.title })).toBeVisible();

  // made active again: back on its tag's Latest list
  await page.goto(`/admin/articles/${article.shortHash}`);
  const restore = page.getByRole("button", { name: "Make active again" });
  await hydrated(restore);
  await restore.click();
  await expect(page.getByTestId("article-state")).toHaveText("Active");
  await visitor.goto(article.tagPath);
  await expect(visitor.getByRole("link", { name: article.title }).first()).toBeVisible();
  await visitor.context().close();

  // a plain reader gets the site's 404 for the page
  const reader = await browser.newContext({ baseURL: ORIGIN });
  const readerPage = await reader.newPage();
  await signUpFresh(readerPage, "reader");
  expect((await readerPage.goto("/admin/articles"))?.status()).toBe(404);
  await reader.close();
});

test("an admin marks an article spam: it leaves its tag's Latest, its page stays, and unmarked it is back", async ({
  page,
  browser,
}) => {
  target = target ?? (await seededArticle(page.request));
  const article = target;
  const visitor = await (await browser.newContext({ baseURL: ORIGIN })).newPage();
  await signIn(page, ADMIN);
  await page.goto(`/admin/articles/${article.shortHash}`);
  await expect(page.getByTestId("article-spam")).toHaveText(/Not judged|No/);

  const mark = page.getByRole("button", { name: "Mark as spam" });
  await hydrated(mark);
  await mark.click();
  await expect(page.getByRole("status")).toHaveText(
    "Marked as spam: it has left Latest, hottest, channels and search.",
  );
  await expect(page.getByTestId("article-spam")).toHaveText("Yes");
  await visitor.goto(article.tagPath);
  await expect(visitor.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(visitor.getByRole("link", { name: article.title })).toHaveCount(0);
  expect((await visitor.goto(`/a/${article.shortHash}`))?.status()).toBe(200);

  const unmark = page.getByRole("button", { name: "Not spam" });
  await hydrated(unmark);
  await unmark.click();
  await expect(page.getByTestId("article-spam")).toHaveText("No");
  await visitor.goto(article.tagPath);
  await expect(visitor.getByRole("link", { name: article.title }).first()).toBeVisible();
  await visitor.context().close();
});
