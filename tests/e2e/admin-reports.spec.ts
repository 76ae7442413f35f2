import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { graphql } from "./generated/gql";
import { at, gql, htmlText, hydrated, ORIGIN, signIn, signUpFresh } from "./support";

// The reports queue (issue 37): three people report a seeded comment and it shows folded on its
// article's page; the admin finds it in /admin/reports, bans it there, and the ban is in the
// audit log. A reported article is banned from the queue too. The comment is shown again, the
// article made active again and their reports resolved when the spec ends, whatever happened in
// it (afterAll).

/** A seeded author no other spec reads or signs in as. */
const AUTHOR = "jwhitfield";
const ADMIN = "editor@example.com";

type Found = { id: string; content: string; shortHash: string };

const AUTHOR_COMMENTS = graphql(`
  query AdminReportsAuthorComments($userName: String!) {
    user(input: { userName: $userName }) {
      articles(input: { first: 10 }) {
        edges {
          node {
            shortHash
            comments(input: { first: 1 }) {
              edges {
                node {
                  id
                  state
                  content
                }
              }
            }
          }
        }
      }
    }
  }
`);

/** The newest top-level comment, still shown, on one of the author's articles. */
async function seededComment(request: APIRequestContext): Promise<Found> {
  const result = await gql(request, AUTHOR_COMMENTS, { userName: AUTHOR });
  for (const { node } of result.data?.user?.articles.edges ?? []) {
    const comment = node.comments.edges?.[0]?.node;
    if (comment?.state === "active" && comment.content) {
      return { id: comment.id, content: htmlText(comment.content), shortHash: node.shortHash };
    }
  }
  throw new Error(`no shown comment on ${AUTHOR}'s articles`);
}

let found: Found | undefined;
let reportedArticle: string | undefined;

test.afterAll(async ({ browser }) => {
  if (!found && !reportedArticle) return;
  const context = await browser.newContext({ baseURL: ORIGIN });
  const page = await context.newPage();
  await signIn(page, ADMIN);
  // shown again (whatever state the test left it in), and its reports out of the queue
  if (found) {
    await gql(
      page.request,
      "mutation($ids: [ID!]!) { updateCommentsState(input: { ids: $ids, state: active }) { id } }",
      { ids: [found.id] },
    );
    await gql(page.request, "mutation($id: ID!) { resolveReports(input: { targetId: $id }) }", { id: found.id });
  }
  if (reportedArticle) {
    await gql(page.request, "mutation($id: ID!) { updateArticleState(input: { id: $id, state: active }) { id } }", {
      id: reportedArticle,
    });
    await gql(page.request, "mutation($id: ID!) { resolveReports(input: { targetId: $id }) }", { id: reportedArticle });
  }
  await context.close();
});

async function reportAs(browserPage: Page, label: string, targetId: string) {
  await signUpFresh(browserPage, label);
  const result = await gql(
    browserPage.request,
    "mutation($id: ID!) { submitReport(input: { targetId: $id, reason: illegal_advertising }) { id } }",
    { id: targetId },
  );
  expect(result.errors).toBeUndefined();
}

test("three reports fold a comment; the admin bans it from the reports queue, and the log has it", async ({
  page,
  browser,
}) => {
  found = await seededComment(page.request);
  const comment = found;
  const quote = comment.content.slice(0, 40);

  // three people report it, each in a browser of their own
  for (const label of ["reporter-a", "reporter-b", "reporter-c"]) {
    const context = await browser.newContext({ baseURL: ORIGIN });
    await reportAs(await context.newPage(), label, comment.id);
    await context.close();
  }

  // its article shows it folded: the notice, its words behind it
  await page.goto(`/a/${comment.shortHash}`);
  const folded = page.locator("details", { hasText: quote });
  await expect(folded.locator("summary")).toHaveText("This comment was folded. Show it");
  await expect(folded.getByText(quote)).toBeHidden();

  // the admin finds it in the queue with its reports, and bans it there
  await signIn(page, ADMIN);
  await page.goto("/admin");
  await page.getByRole("navigation", { name: "Admin sections" }).getByRole("link", { name: "Reports" }).click();
  await expect(page).toHaveURL(at("/admin/reports"));
  const entry = page.getByRole("listitem", { name: `Comment: ${comment.id}` });
  await expect(entry).toContainText(quote);
  await expect(entry).toContainText("Spam or advertising");
  await expect(entry).toContainText("3 reports from 3 people");
  await expect(entry).toContainText("collapsed");
  const ban = entry.getByRole("button", { name: "Ban comment" });
  await hydrated(ban);
  await ban.click();
  await expect(entry.getByRole("status")).toHaveText("The comment is banned.");
  await expect(entry).toContainText("banned");
  await expect(entry.getByRole("button", { name: "Ban comment" })).toHaveCount(0);

  // the audit log has the ban, by this admin
  await page.getByRole("navigation", { name: "Admin sections" }).getByRole("link", { name: "Audit log" }).click();
  const newest = page.getByRole("row").nth(1);
  await expect(newest.getByRole("rowheader")).toHaveText("Set comment state");
  await expect(newest).toContainText("state: collapsed → banned");

  // a plain reader gets the site's 404 for the queue
  const reader = await browser.newContext({ baseURL: ORIGIN });
  const readerPage = await reader.newPage();
  await signUpFresh(readerPage, "reader");
  const response = await readerPage.goto("/admin/reports");
  expect(response?.status()).toBe(404);
  await reader.close();
});

const AUTHOR_ARTICLE = graphql(`
  query AdminReportsAuthorArticle($userName: String!) {
    user(input: { userName: $userName }) {
      articles(input: { first: 1 }) {
        edges {
          node {
            id
            title
            shortHash
          }
        }
      }
    }
  }
`);

test("a reported article is banned from the reports queue, and its address is gone", async ({ page, browser }) => {
  const lookup = await gql(page.request, AUTHOR_ARTICLE, { userName: AUTHOR });
  const article = lookup.data?.user?.articles.edges?.[0]?.node;
  if (!article) throw new Error(`no article by ${AUTHOR}`);
  reportedArticle = article.id;
  const context = await browser.newContext({ baseURL: ORIGIN });
  await reportAs(await context.newPage(), "article-reporter", article.id);
  await context.close();

  await signIn(page, ADMIN);
  await page.goto("/admin/reports");
  const entry = page.getByRole("listitem", { name: `Article: ${article.id}` });
  await expect(entry).toContainText(article.title);
  const ban = entry.getByRole("button", { name: "Ban the article" });
  await hydrated(ban);
  await ban.click();
  await expect(entry.getByRole("status")).toHaveText(
    "The article is banned: it has left every list, and its author is told.",
  );
  await expect(entry.getByRole("button", { name: "Ban the article" })).toHaveCount(0);
  const visitor = await browser.newContext({ baseURL: ORIGIN });
  expect((await (await visitor.newPage()).goto(`/a/${article.shortHash}`))?.status()).toBe(404);
  await visitor.close();
});
