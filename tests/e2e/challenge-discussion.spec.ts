import { type Browser, expect, type Locator, type Page, test } from "@playwright/test";
import { graphql } from "./generated/gql";
import type { PutWritingChallengeInput } from "./generated/graphql";
import { gql, hydrated, ORIGIN, signIn, signUpFresh } from "./support";

// A writing challenge's discussion, quote wall and managers' menu (issue 35's pages): a reader
// talks in the discussion tab (English, with the 240-character limit) and the notice of a reply
// leads back there; the tab and the wall
// are named in both Chinese scripts; a reader quotes an entry on the wall and takes the quote
// down again; a manager (an admin) features the entry, which a visitor's menu never offers,
// then bans it and it leaves the list. The challenge made here stays out of the navbar; it and
// its entry are archived at the end, so no other spec's lists see them.

const PUT = graphql(`
  mutation ChallengeDiscussionPut($input: PutWritingChallengeInput!) {
    putWritingChallenge(input: $input) {
      id
      shortHash
    }
  }
`);

const APPLY = graphql(`
  mutation ChallengeDiscussionApply($id: ID!) {
    applyCampaign(input: { id: $id }) {
      id
    }
  }
`);

const DRAFT = graphql(`
  mutation ChallengeDiscussionDraft($input: PutDraftInput!) {
    putDraft(input: $input) {
      id
    }
  }
`);

const REPLY = graphql(`
  mutation ChallengeDiscussionReply($input: PutCommentInput!) {
    putComment(input: $input) {
      id
    }
  }
`);

const PUBLISH = "mutation($id: ID!) { publishArticle(input: { id: $id }) { article { id shortHash } } }";
const ARCHIVE = "mutation($id: ID!) { editArticle(input: { id: $id, state: archived }) { state } }";

const DAY = 86_400_000;
const iso = (days: number) => new Date(Date.now() + days * DAY).toISOString();
const tr = (en: string, zhHant: string, zhHans: string) => [
  { language: "en" as const, text: en },
  { language: "zh_hant" as const, text: zhHant },
  { language: "zh_hans" as const, text: zhHans },
];
const run = Date.now() % 1_000_000;
const TITLE = `Stairs at low tide ${run}`;
const BODY = "The tide left a shell on every step of the stairs, and the gulls counted them.";

let challenge: { id: string; shortHash: string };
let entry: { id: string; shortHash: string };
let admin: Page;
let author: Page;

async function put(page: Page, input: PutWritingChallengeInput) {
  const result = await gql(page.request, PUT, { input });
  expect(result.errors).toBeUndefined();
  const made = result.data?.putWritingChallenge;
  if (!made) throw new Error("putWritingChallenge answered nothing");
  return made;
}

async function signedInPage(browser: Browser) {
  return (await browser.newContext({ baseURL: ORIGIN })).newPage();
}

test.beforeAll(async ({ browser }) => {
  admin = await signedInPage(browser);
  await signIn(admin, "editor@example.com");
  challenge = await put(admin, {
    name: tr(`Stairs ${run}`, `階梯 ${run}`, `阶梯 ${run}`),
    description: tr("Write the stairs of your town.", "寫你城裡的階梯。", "写你城里的阶梯。"),
    state: "active",
    applicationPeriod: { start: iso(-5), end: iso(30) },
    writingPeriod: { start: iso(-1), end: iso(30) },
    enableQuoteWall: true,
  });

  // an author joins and enters an article (CC-licensed, so a reader may quote it)
  author = await signedInPage(browser);
  await signUpFresh(author, "wall-author");
  expect((await gql(author.request, APPLY, { id: challenge.id })).errors).toBeUndefined();
  const draft = await gql(author.request, DRAFT, {
    input: {
      title: TITLE,
      content: `<p>${BODY}</p>`,
      license: "cc_by_nc_nd_4",
      campaigns: [{ campaign: challenge.id }],
    },
  });
  const draftId = draft.data?.putDraft.id;
  if (!draftId) throw new Error(`no draft: ${JSON.stringify(draft.errors)}`);
  const published = await author.request.post("/graphql", {
    headers: { "apollo-require-preflight": "true", "cf-connecting-ip": `198.51.100.${(run % 250) + 1}` },
    data: { query: PUBLISH, variables: { id: draftId } },
  });
  const article = (await published.json()).data?.publishArticle.article;
  if (!article) throw new Error("the entry was not published");
  entry = article;
});

test.afterAll(async () => {
  if (entry) await gql(author.request, ARCHIVE, { id: entry.id });
  if (challenge) await put(admin, { id: challenge.id, state: "archived" });
  await admin.context().close();
  await author.context().close();
});

const thread = (page: Page) => page.locator('section[aria-labelledby="comments-heading"]');
const wall = (page: Page) => page.locator('section[aria-labelledby="quote-wall-heading"]');
const entryItem = (page: Page) => page.locator("main [data-more-items] > li").filter({ hasText: TITLE });

/** Waits for the mutation named `name` to answer after `act`. */
async function answered(page: Page, name: string, act: () => Promise<void>) {
  const done = page.waitForResponse(
    (r) => r.url().endsWith("/graphql") && new RegExp(`mutation ${name}\\b`).test(r.request().postData() ?? ""),
  );
  await act();
  await done;
}

test("a reader talks in the challenge's discussion tab, reached from the keyboard", async ({ page }) => {
  await signUpFresh(page, "wall-talker");
  await page.goto(`/e/${challenge.shortHash}`);
  const tabs = page.getByRole("navigation", { name: "Sections" });
  await tabs.getByRole("link", { name: "Announcements" }).focus();
  await page.keyboard.press("Tab");
  await expect(tabs.getByRole("link", { name: "Discussion" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(`${ORIGIN}/e/${challenge.shortHash}?type=discussion`);
  await expect(tabs.getByRole("link", { name: "Discussion" })).toHaveAttribute("aria-current", "page");
  await expect(thread(page).getByRole("heading", { name: "Comments" })).toBeVisible();

  // the discussion holds 240 characters a comment: the form says so before the API would
  const box = thread(page).getByRole("textbox", { name: "Your comment" });
  await hydrated(box);
  await box.fill("x".repeat(241));
  await expect(thread(page)).toContainText("A comment has at most 240 characters.");
  const sendButton = thread(page).getByRole("button", { name: "Send" });
  await expect(sendButton).toBeDisabled();

  const words = `Which stairs are you writing about? ${run}`;
  await box.fill(words);
  await expect(thread(page)).toContainText(`${words.length} / 240`);
  await answered(page, "PutComment", () => sendButton.click());
  await expect(page.getByText("Comment sent.")).toBeVisible();
  const posted = thread(page).locator("article[data-comment]").filter({ hasText: words });
  await expect(posted).toBeVisible();
  await expect(thread(page).getByRole("heading", { name: "1 comment" })).toBeVisible();

  // a reply tells the talker, and the notice leads back to the discussion at the reply
  const commentId = await posted.getAttribute("data-comment");
  if (!commentId) throw new Error("the comment has no id");
  const answer = `The ones down to the harbour ${run}`;
  const replied = await gql(author.request, REPLY, {
    input: {
      comment: {
        type: "campaignDiscussion",
        campaignId: challenge.id,
        parentId: commentId,
        content: `<p>${answer}</p>`,
      },
    },
  });
  expect(replied.errors).toBeUndefined();
  const notice = page.getByTestId("notice").filter({ hasText: new RegExp(`${answer}|${words}`) });
  await expect(async () => {
    await page.goto("/me/notifications");
    await expect(notice.first()).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  const link = notice.first().getByRole("link");
  await expect(link).toHaveAttribute("href", new RegExp(`^/e/${challenge.shortHash}\\?type=discussion#${commentId}-`));
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/e/${challenge.shortHash}\\?type=discussion#`));
  await expect(thread(page).locator('[aria-current="true"]')).toContainText(answer);

  // listed for everyone: a visitor reads it too, and is asked to log in to write
  const visitor = await page.context().browser()?.newContext({ baseURL: ORIGIN });
  if (!visitor) throw new Error("no browser");
  const other = await visitor.newPage();
  await other.goto(`/e/${challenge.shortHash}?type=discussion`);
  await expect(thread(other).locator("article[data-comment]").filter({ hasText: words })).toBeVisible();
  const write = thread(other).getByRole("button", { name: "Write a comment" });
  await hydrated(write);
  await write.click();
  await expect(other.getByRole("dialog", { name: "Log in or sign up" })).toBeVisible();
  await visitor.close();
});

for (const words of [
  // the English test left a comment and its reply: the count holds replies too
  { cookie: "zh_hant", sections: "分類", discussion: "討論區", comments: "2 則評論", wall: "金句牆", add: "新增金句" },
  { cookie: "zh_hans", sections: "分类", discussion: "讨论区", comments: "2 条评论", wall: "金句墙", add: "新增金句" },
] as const) {
  test(`the discussion tab and the quote wall are named in ${words.cookie}`, async ({ page }) => {
    await page.context().addCookies([{ name: "__language", value: words.cookie, url: ORIGIN }]);
    await page.goto(`/e/${challenge.shortHash}`);
    await expect(wall(page).getByRole("heading", { level: 2 })).toContainText(words.wall);
    await expect(wall(page).getByRole("button", { name: words.add })).toBeVisible();
    await page.getByRole("navigation", { name: words.sections }).getByRole("link", { name: words.discussion }).click();
    await expect(page).toHaveURL(/\?type=discussion$/);
    await expect(thread(page).getByRole("heading", { name: words.comments })).toBeVisible();
  });
}

test("a reader quotes an entry on the wall, is told when the words are not the entry's, and takes the quote down", async ({
  page,
}) => {
  await signUpFresh(page, "wall-quoter");
  await page.goto(`/e/${challenge.shortHash}`);
  await expect(wall(page).getByRole("heading", { name: "Quote wall" })).toBeVisible();
  await expect(wall(page)).toContainText("No quotes yet.");

  const add = wall(page).getByRole("button", { name: "Add a quote" });
  await hydrated(add);
  await add.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Add a quote to the wall" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("combobox", { name: "Entry" })).toBeFocused();
  await expect(dialog.getByRole("combobox", { name: "Entry" })).toHaveValue(entry.id);

  // words the entry does not hold: the API refuses them, a toast says why, the dialog stays
  const excerpt = dialog.getByRole("textbox", { name: "Excerpt, copied from the entry" });
  await excerpt.fill("a lighthouse on every step");
  await answered(page, "PutQuote", () => dialog.getByRole("button", { name: "Add to wall" }).click());
  const refused = page.getByText("The wall did not take these words");
  await expect(refused).toBeVisible();
  await expect(dialog).toBeVisible();

  await excerpt.fill("a shell on every step of the stairs");
  await answered(page, "PutQuote", () => dialog.getByRole("button", { name: "Add to wall" }).click());
  await expect(dialog).toBeHidden();
  await expect(page.getByText("Quote added to the wall.")).toBeVisible();
  const quote = wall(page).locator("figure").filter({ hasText: "a shell on every step of the stairs" });
  await expect(quote).toBeVisible();
  await expect(quote.getByRole("link", { name: TITLE })).toHaveAttribute("href", `/a/${entry.shortHash}`);
  await expect(wall(page).getByRole("heading", { name: "Quote wall · 1 quote" })).toBeVisible();

  // the same words twice: refused the same way, and the wall keeps one
  await expect(refused).toBeHidden();
  await add.click();
  await excerpt.fill("a shell on every step of the stairs");
  await answered(page, "PutQuote", () => dialog.getByRole("button", { name: "Add to wall" }).click());
  await expect(refused).toBeVisible();
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(wall(page).locator("figure")).toHaveCount(1);
  await expect(dialog).toBeHidden();

  // the author of another quote sees no Delete on this one; the poster does
  await author.goto(`/e/${challenge.shortHash}`);
  await expect(wall(author).locator("figure").filter({ hasText: "a shell on every step" })).toBeVisible();
  await expect(wall(author).getByRole("button", { name: "Delete quote" })).toHaveCount(0);

  const remove = quote.getByRole("button", { name: "Delete quote" });
  await hydrated(remove);
  await answered(page, "DeleteQuote", () => remove.click());
  await expect(page.getByText("Quote deleted.")).toBeVisible();
  await expect(wall(page).locator("figure")).toHaveCount(0);
  await expect(wall(page)).toContainText("No quotes yet.");
});

test("a manager features the entry and then bans it from the challenge; visitors get no such menu", async ({
  page,
}) => {
  // a visitor's list has the entry and no managers' menu
  await page.goto(`/e/${challenge.shortHash}`);
  await expect(entryItem(page)).toBeVisible();
  await expect(entryItem(page).getByRole("button", { name: /^Manage/ })).toHaveCount(0);

  await admin.goto(`/e/${challenge.shortHash}`);
  const item = entryItem(admin);
  const menu: Locator = item.getByRole("button", { name: `Manage “${TITLE}”` });
  await hydrated(menu);
  await expect(item).not.toContainText("Featured");
  await menu.press("Enter");
  await expect(admin.getByRole("menuitem", { name: "Feature" })).toBeFocused();
  await answered(admin, "ToggleFeaturedEntry", () => admin.keyboard.press("Enter"));
  await expect(admin.getByText("Entry featured.")).toBeVisible();
  await expect(item.getByText("Featured", { exact: true })).toBeVisible();

  // the label is the shared page's: a visitor sees it too
  await page.reload();
  await expect(entryItem(page).getByText("Featured", { exact: true })).toBeVisible();

  await menu.click();
  await expect(admin.getByRole("menuitem", { name: "Unfeature" })).toBeVisible();
  await admin.getByRole("menuitem", { name: "Ban from challenge" }).click();
  const confirm = admin.getByRole("dialog", { name: "Ban this entry from the challenge?" });
  await expect(confirm).toContainText(TITLE);
  await answered(admin, "BanEntry", () => confirm.getByRole("button", { name: "Ban from challenge" }).click());
  await expect(admin.getByText("Entry banned from the challenge.")).toBeVisible();
  await expect(entryItem(admin)).toHaveCount(0);
  await page.reload();
  await expect(entryItem(page)).toHaveCount(0);
});
