import { expect, type Page, test } from "@playwright/test";
import { graphql } from "./generated/gql";
import { at, axeOn, gql, ORIGIN, signIn, signUpFresh } from "./support";

// Topic-channel feedback (issue 37): an author says on their new article's page that it belongs
// in a topic channel; an admin finds the feedback in /admin/feedback and accepts it; a visitor
// then finds the article filed under that channel, and the audit log names the review. The
// article is archived at the end (its channel's feed is as it was). Anyone but an admin gets a
// 404.

const ADMIN = "editor@example.com";

const TopicChannels = graphql(`
  query AdminFeedbackChannels {
    channels {
      __typename
      id
      ... on TopicChannel {
        name(input: { language: en })
      }
    }
  }
`);

const Draft = graphql(`
  mutation AdminFeedbackDraft($input: PutDraftInput!) {
    putDraft(input: $input) {
      id
    }
  }
`);

const Filed = graphql(`
  query AdminFeedbackFiled($shortHash: String!) {
    article(input: { shortHash: $shortHash }) {
      classification {
        topicChannel {
          channels {
            channel {
              id
            }
          }
        }
      }
    }
  }
`);

const PUTTOPIC = `mutation { putTopicChannel(input: { name: [{ language: en, text: "Spec feedback topic" }], enabled: true }) { id } }`;
const HIDETOPIC = "mutation($id: ID!) { putTopicChannel(input: { id: $id, enabled: false }) { id } }";
const PUBLISH = "mutation($id: ID!) { publishArticle(input: { id: $id }) { article { id shortHash } } }";
const ARCHIVE = "mutation($id: ID!) { editArticle(input: { id: $id, state: archived }) { state } }";

/** axe's serious and critical findings on the page as it is now. */
const seriousViolations = async (page: Page) =>
  (await axeOn(page).analyze()).violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => v.id);

const cleanup: ((page: Page) => Promise<unknown>)[] = [];

test.afterAll(async ({ browser }) => {
  // archived and hidden again, should the test have stopped before its own cleanup
  const context = await browser.newContext({ baseURL: ORIGIN });
  const page = await context.newPage();
  for (const step of cleanup.splice(0)) await step(page);
  await context.close();
});

test("an author's feedback accepted on /admin/feedback files the article under the channel it asked for", async ({
  page,
  browser,
}) => {
  // a topic channel readers see: the site's first, or one made for the test (hidden at the end)
  const first = (await gql(page.request, TopicChannels)).data?.channels.find((c) => c.__typename === "TopicChannel");
  let channel = first?.id;
  const channelName = first && "name" in first ? first.name : "Spec feedback topic";
  if (!channel) {
    await signIn(page, ADMIN);
    channel = (await gql<{ putTopicChannel: { id: string } }>(page.request, PUTTOPIC)).data?.putTopicChannel.id;
    const made = channel;
    cleanup.push(async (p) => {
      await signIn(p, ADMIN);
      await gql(p.request, HIDETOPIC, { id: made });
    });
  }
  if (!channel) throw new Error("no topic channel");

  // the author publishes and says the article belongs in that channel
  const authorContext = await browser.newContext({ baseURL: ORIGIN });
  const author = await authorContext.newPage();
  await signUpFresh(author, "feedback-author");
  const title = `Tide tables ${Date.now().toString(36)}`;
  const draft = (await gql(author.request, Draft, { input: { title, content: "<p>High water at six.</p>" } })).data
    ?.putDraft.id;
  const response = await author.request.post("/graphql", {
    headers: {
      "apollo-require-preflight": "true",
      "cf-connecting-ip": `198.51.100.${Math.floor(Math.random() * 250) + 1}`,
    },
    data: { query: PUBLISH, variables: { id: draft } },
  });
  const article = (await response.json()).data?.publishArticle.article as { id: string; shortHash: string };
  if (!article) throw new Error("not published");
  cleanup.push(() => gql(author.request, ARCHIVE, { id: article.id }));
  // from the article's page: its channels do not fit, it belongs in that one
  await author.goto(`/a/${article.shortHash}`);
  await author.getByRole("region", { name: "Your article" }).getByRole("button", { name: "Channels" }).click();
  const dialog = author.getByRole("dialog", { name: "Do its channels fit?" });
  await expect(dialog.getByText("It is in no topic channel yet.")).toBeVisible();
  await dialog.getByRole("radio", { name: "No, it belongs elsewhere" }).check();
  await dialog.getByRole("button", { name: "Send" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("Choose at least one channel it belongs in.");
  await dialog.getByRole("checkbox", { name: channelName, exact: true }).check();
  expect(await seriousViolations(author)).toEqual([]);
  await dialog.getByRole("button", { name: "Send" }).click();
  await expect(author.getByText("Sent: an editor will look at it")).toBeVisible();
  await expect(dialog).toHaveCount(0);

  // the admin finds it in the queue and accepts it
  await signIn(page, ADMIN);
  await page.goto("/admin");
  await page
    .getByRole("navigation", { name: "Admin sections" })
    .getByRole("link", { name: "Channel feedback" })
    .click();
  await expect(page).toHaveURL(at("/admin/feedback"));
  const entry = page.getByRole("listitem", { name: title });
  await expect(entry.getByRole("link", { name: title })).toBeVisible();
  await expect(entry).toContainText("channels do not fit");
  expect(await seriousViolations(page)).toEqual([]);
  const accept = entry.getByRole("button", { name: `Accept feedback on “${title}”` });
  await accept.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status").filter({ hasText: "Accepted" })).toBeVisible();
  // the entry left the queue with the focused button; focus is on the queue's heading, not lost
  await expect(page.getByRole("heading", { level: 1, name: "Channel feedback" })).toBeFocused();
  // no longer awaiting review; with every state shown it reads accepted
  await expect(page.getByRole("listitem", { name: title })).toHaveCount(0);
  await page.getByLabel("Show", { exact: true }).selectOption("all");
  await page.getByRole("button", { name: "Filter" }).click();
  await expect(page.getByRole("listitem", { name: title })).toContainText("accepted");
  expect(await seriousViolations(page)).toEqual([]);

  // a visitor finds the article filed under the channel
  const visitor = await browser.newContext({ baseURL: ORIGIN });
  const filed = (await gql((await visitor.newPage()).request, Filed, { shortHash: article.shortHash })).data?.article;
  expect(filed?.classification.topicChannel.channels?.map((c) => c.channel.id)).toContain(channel);
  await visitor.close();

  // the audit log names the review, with the article as its target
  await page.getByRole("navigation", { name: "Admin sections" }).getByRole("link", { name: "Audit log" }).click();
  const row = page.getByRole("row").filter({ has: page.getByRole("link", { name: title }) });
  await expect(row.getByRole("rowheader")).toHaveText("Reviewed channel feedback");

  // the author's article leaves the channel again: archived
  await gql(author.request, ARCHIVE, { id: article.id });
  cleanup.splice(cleanup.length - 1, 1);
  await authorContext.close();

  // a plain reader gets the site's 404 for the page
  const reader = await browser.newContext({ baseURL: ORIGIN });
  const readerPage = await reader.newPage();
  await signUpFresh(readerPage, "feedback-reader");
  expect((await readerPage.goto("/admin/feedback"))?.status()).toBe(404);
  await reader.close();
});
