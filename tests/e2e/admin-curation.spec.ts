import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { graphql } from "./generated/gql";
import { at, axeOn, gql, hydrated, ORIGIN, signIn, signUpFresh } from "./support";

// The admin area's curation (issue 37): an admin makes an ICYMI topic of three seeded articles
// by their links and publishes it, and a visitor finds it at the head of the home page; the
// publish is in the audit log. The admin makes an announcement (previewed as the home page
// shows it) and a visitor sees it beside the feed. Both are archived and deleted at the end,
// whatever happened in the test (afterAll). Anyone but an admin gets the site's 404.

const ADMIN = "editor@example.com";
/** A seeded author no other spec reads or signs in as. */
const AUTHOR = "priyawrites";

const AUTHOR_ARTICLES = graphql(`
  query AdminCurationAuthorArticles($userName: String!) {
    user(input: { userName: $userName }) {
      articles(input: { first: 3 }) {
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

const OUR_TOPICS = graphql(`
  query AdminCurationTopics {
    oss {
      icymiTopics(input: { first: 20 }) {
        edges {
          node {
            id
            title(input: { language: en })
            state
          }
        }
      }
    }
  }
`);

/** axe's serious and critical findings on the page as it is now. */
const seriousViolations = async (page: Page) =>
  (await axeOn(page).analyze()).violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => v.id);

async function seededArticles(request: APIRequestContext) {
  const found = await gql(request, AUTHOR_ARTICLES, { userName: AUTHOR });
  const articles = (found.data?.user?.articles.edges ?? []).map((e) => e.node);
  if (articles.length < 3) throw new Error(`${AUTHOR} has fewer than 3 articles`);
  return articles;
}

const stamp = Date.now();
const TOPIC = `E2E picks ${stamp}`;
const NOTICE = `E2E notice ${stamp}`;

test.afterAll(async ({ browser }) => {
  // archive the topic and delete the announcement, should the test have stopped before doing so
  const context = await browser.newContext({ baseURL: ORIGIN });
  const page = await context.newPage();
  await signIn(page, ADMIN);
  const topics = await gql(page.request, OUR_TOPICS);
  for (const { node } of topics.data?.oss.icymiTopics.edges ?? []) {
    if (node.title === TOPIC && node.state !== "archived") {
      await gql(page.request, "mutation($id: ID!) { putIcymiTopic(input: { id: $id, state: archived }) { id } }", {
        id: node.id,
      });
    }
  }
  const notices = await gql<{ official: { announcements: { id: string; title: string }[] } }>(
    page.request,
    "{ official { announcements(input: {}) { id title(input: { language: en }) } } }",
  );
  const ours = (notices.data?.official.announcements ?? []).filter((a) => a.title === NOTICE).map((a) => a.id);
  if (ours.length > 0)
    await gql(page.request, "mutation($ids: [ID!]) { deleteAnnouncements(input: { ids: $ids }) }", { ids: ours });
  await context.close();
});

test("an admin publishes an ICYMI topic and an announcement, a visitor sees both on the home page, then they go", async ({
  page,
  browser,
}) => {
  const articles = await seededArticles(page.request);
  await signIn(page, ADMIN);
  const sections = page.getByRole("navigation", { name: "Admin sections" });

  // the topic: made from the articles' links, then published from the list
  await page.goto("/admin");
  await sections.getByRole("link", { name: "ICYMI topics" }).click();
  await expect(page).toHaveURL(at("/admin/topics"));
  expect(await seriousViolations(page)).toEqual([]);
  const title = page.getByRole("group", { name: "Title" });
  await hydrated(title.getByLabel("English"));
  await title.getByLabel("English").fill(TOPIC);
  await title.getByLabel("Traditional Chinese").fill(`${TOPIC} 繁`);
  await title.getByLabel("Simplified Chinese").fill(`${TOPIC} 简`);
  await page.getByRole("group", { name: "Note" }).getByLabel("English").fill("Three worth reading again.");
  await page
    .getByLabel("Articles, one link a line, in order")
    .fill(articles.map((a) => `${ORIGIN}/a/${a.shortHash}`).join("\n"));
  await page.getByRole("button", { name: "Make topic" }).click();
  await expect(page.getByRole("status")).toHaveText("Topic saved.");
  const row = page.getByRole("row").filter({ has: page.getByRole("rowheader", { name: TOPIC }) });
  await expect(row).toContainText("Being edited");
  await row.getByRole("button", { name: `Publish ${TOPIC}` }).click();
  await expect(row).toContainText("Published");

  // a visitor finds it at the head of the home page, its articles in order
  const visitorContext = await browser.newContext({ baseURL: ORIGIN });
  const visitor = await visitorContext.newPage();
  await visitor.goto("/");
  const topic = visitor.getByRole("region", { name: TOPIC });
  await expect(topic).toBeVisible();
  await expect(topic).toContainText("Three worth reading again.");
  for (const article of articles) await expect(topic.getByRole("link", { name: article.title }).first()).toBeVisible();

  // the audit log has the publish, newest first
  await sections.getByRole("link", { name: "Audit log" }).click();
  const newest = page.getByRole("row").nth(1);
  await expect(newest.getByRole("rowheader")).toHaveText("Set ICYMI topic");
  await expect(newest).toContainText("editing → published");

  // the announcement: previewed, saved, and beside the visitor's feed
  await sections.getByRole("link", { name: "Announcements" }).click();
  await expect(page).toHaveURL(at("/admin/announcements"));
  const noticeTitle = page.getByRole("group", { name: "Title" });
  await hydrated(noticeTitle.getByLabel("English"));
  await noticeTitle.getByLabel("English").fill(NOTICE);
  await page.getByRole("group", { name: "Text" }).getByLabel("English").fill("The site rests tonight.");
  await page.getByRole("group", { name: "Link" }).getByLabel("English").fill("https://example.com/notice");
  await page.getByLabel("Type").selectOption("product");
  await expect(page.getByTestId("announcement-preview")).toContainText(NOTICE);
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole("button", { name: "Make announcement" }).click();
  await expect(page.getByRole("status")).toHaveText("Announcement saved.");
  await expect(page.getByRole("rowheader", { name: NOTICE })).toBeVisible();
  await visitor.goto("/");
  await expect(visitor.getByRole("link", { name: NOTICE })).toHaveAttribute("href", "https://example.com/notice");

  // deleted (after the confirm dialog) and archived: the home page is as it was
  await page.getByRole("button", { name: `Delete ${NOTICE}` }).click();
  const dialog = page.getByRole("dialog", { name: "Delete this announcement?" });
  await expect(dialog.getByRole("button", { name: "Cancel" })).toBeFocused();
  await dialog.getByRole("button", { name: "Delete", exact: true }).click();
  await expect(page.getByRole("rowheader", { name: NOTICE })).toHaveCount(0);
  await page.goto("/admin/topics");
  const published = page.getByRole("row").filter({ has: page.getByRole("rowheader", { name: TOPIC }) });
  await hydrated(published.getByRole("button", { name: `Archive ${TOPIC}` }));
  await published.getByRole("button", { name: `Archive ${TOPIC}` }).click();
  await expect(published).toContainText("Archived");
  await visitor.goto("/");
  await expect(visitor.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(visitor.getByRole("region", { name: TOPIC })).toHaveCount(0);
  await expect(visitor.getByRole("link", { name: NOTICE })).toHaveCount(0);
  await visitorContext.close();

  // a plain reader gets the site's 404 for both pages
  const reader = await browser.newContext({ baseURL: ORIGIN });
  const readerPage = await reader.newPage();
  await signUpFresh(readerPage, "reader");
  expect((await readerPage.goto("/admin/topics"))?.status()).toBe(404);
  expect((await readerPage.goto("/admin/announcements"))?.status()).toBe(404);
  await reader.close();
});
