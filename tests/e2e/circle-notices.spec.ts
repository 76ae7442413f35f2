import { expect, type Page, test } from "@playwright/test";
import { gql, ORIGIN, signIn, signUpFresh } from "./support";

// Circle notices on /me/notifications (issue 34): a member is told of an article published for
// the circle's members, linked to it, in English, Traditional and Simplified Chinese; a member
// mentioned in the broadcast is told they were mentioned and led to the comment there; the
// owner, whose broadcast the member liked, is led to it in the broadcast.

const PAYMENT_PASSWORD = "135790";

/** What the new-article notice says, in each language (messages/*.json notices.kinds.CircleNewArticle). */
const NEW_ARTICLE = {
  en: "published an article for their circle's members",
  zh_hant: "為圍爐成員發佈了新作品",
  zh_hans: "为围炉成员发布了新作品",
} as const;

async function call<T>(page: Page, query: string, variables: Record<string, unknown> = {}) {
  const answer = await gql<T>(page.request, query, variables);
  expect(answer.errors).toBeUndefined();
  return answer.data as T;
}

/** The reader's notice that mentions `text`, once the notice queue has delivered it. */
async function noticeWith(page: Page, text: string) {
  const notice = page.getByTestId("notice").filter({ hasText: text }).first();
  await expect(async () => {
    await page.goto("/me/notifications");
    await expect(notice).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  return notice;
}

test("a member hears of a members' article and a mention, the owner of a like, each linked to its place", async ({
  page,
  browser,
}) => {
  // a new owner's circle, through the API
  const ownerContext = await browser.newContext({ baseURL: ORIGIN });
  const owner = await ownerContext.newPage();
  await signUpFresh(owner, "circle-notices");
  const name = `Notes_${Date.now().toString(36)}`.slice(0, 20);
  const circleId = (
    await call<{ putCircle: { id: string } }>(
      owner,
      "mutation($input: PutCircleInput!) { putCircle(input: $input) { id } }",
      { input: { name, displayName: "Notes", amount: 20 } },
    )
  ).putCircle.id;
  const ownerName = (await call<{ viewer: { displayName: string } }>(owner, "{ viewer { displayName } }")).viewer
    .displayName;

  // bob subscribes from his wallet
  await signIn(page, "bob@example.com");
  await call(page, "mutation($input: SubscribeCircleInput!) { subscribeCircle(input: $input) { circle { id } } }", {
    input: { id: circleId, password: PAYMENT_PASSWORD },
  });

  // the owner publishes for the members, and broadcasts to bob by name
  const title = `For the members ${Date.now()}`;
  const draftId = (
    await call<{ putDraft: { id: string } }>(
      owner,
      "mutation($input: PutDraftInput!) { putDraft(input: $input) { id } }",
      {
        input: { title, content: "<p>Only the members read this.</p>", circle: circleId, accessType: "paywall" },
      },
    )
  ).putDraft.id;
  const published = (
    await call<{ publishArticle: { article: { id: string; shortHash: string } } }>(
      owner,
      "mutation($id: ID!) { publishArticle(input: { id: $id }) { article { id shortHash } } }",
      { id: draftId },
    )
  ).publishArticle.article;
  const shortHash = published.shortHash;
  const words = `Welcome to the circle ${Date.now()}`;
  const broadcastId = (
    await call<{ putComment: { id: string } }>(
      owner,
      "mutation($input: PutCommentInput!) { putComment(input: $input) { id } }",
      {
        input: {
          comment: {
            type: "circleBroadcast",
            circleId,
            content: `<p>${words}, <a href="/@bob">@bob</a></p>`,
          },
        },
      },
    )
  ).putComment.id;

  // bob is told of the article, in each language, and led to it
  const told = await noticeWith(page, title);
  await expect(told).toContainText(`${ownerName} ${NEW_ARTICLE.en}`);
  await expect(told.getByRole("link")).toHaveAttribute("href", `/a/${shortHash}`);
  for (const language of ["zh_hant", "zh_hans"] as const) {
    await page.context().addCookies([{ name: "__language", value: language, url: ORIGIN }]);
    await page.goto("/me/notifications");
    await expect(page.getByTestId("notice").filter({ hasText: title })).toContainText(NEW_ARTICLE[language]);
  }
  await page.context().addCookies([{ name: "__language", value: "en", url: ORIGIN }]);

  // and of the mention, as a mention, which leads to the broadcast at the comment
  const mention = await noticeWith(page, words);
  await expect(mention).toContainText(`${ownerName} mentioned you in a circle's broadcast`);
  await mention.getByRole("link").click();
  await expect(page).toHaveURL(`${ORIGIN}/~${name}/broadcast#${broadcastId}`);
  await expect(page.locator("main")).toContainText(words);

  // bob likes the broadcast: the owner's notice leads to it in the broadcast
  await call(page, "mutation($id: ID!) { voteComment(input: { id: $id, vote: up }) { id } }", { id: broadcastId });
  await owner.goto("/me/notifications");
  const liked = owner.getByTestId("notice").filter({ hasText: "liked your comment" }).first();
  await expect(liked).toContainText(words);
  await expect(liked.getByRole("link")).toHaveAttribute("href", `/~${name}/broadcast#${broadcastId}`);

  // the owner takes the article down again: the specs after this one read the site's newest
  // articles as the seed made them (a tag on the newest, no wall before it)
  await call(owner, "mutation($id: ID!) { editArticle(input: { id: $id, state: archived }) { state } }", {
    id: published.id,
  });
  await ownerContext.close();
});
