import AxeBuilder from "@axe-core/playwright";
import { type Browser, expect, type Locator, type Page, test } from "@playwright/test";
import { graphql } from "./generated/gql";
import { gql, hydrated, signIn, signUpFresh } from "./support";

// Two people talk under an article: a new reader comments (the draft survives a reload), Bob,
// the author, replies and pins the comment, the reader votes his reply up and then down; every
// count is read again after a reload. The reader deletes a second comment (after confirming).
// Once Bob blocks the reader, the reader's comment is refused and the draft kept. A visitor
// is asked to log in by the form, a reply and a vote, with the right trigger; axe checks the thread.

const BobsArticles = graphql(`
  query CommentsBobsArticles {
    user(input: { userName: "bob" }) {
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

const AlicesMoment = graphql(`
  query CommentsAlicesMoment {
    user(input: { userName: "alice" }) {
      moments(input: { first: 1 }) {
        edges {
          node {
            shortHash
            commentCount
          }
        }
      }
    }
  }
`);

const Block = graphql(`
  mutation CommentsBlock($id: ID!, $enabled: Boolean!) {
    toggleBlockUser(input: { id: $id, enabled: $enabled }) {
      id
    }
  }
`);

const Post = graphql(`
  mutation CommentsPost($input: PutCommentInput!) {
    putComment(input: $input) {
      id
    }
  }
`);

const serious = (violations: { impact?: string | null; id: string }[]) =>
  violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id);

/** An article of Bob's that takes comments. */
async function bobsArticle(page: Page) {
  const bob = (await gql(page.request, BobsArticles)).data?.user;
  const article = bob?.articles.edges?.map((e) => e.node).find((a) => a.canComment);
  if (!bob || !article) throw new Error("the seed lacks an article of Bob's that takes comments");
  return { bobId: bob.id, article };
}

async function person(browser: Browser) {
  const context = await browser.newContext();
  return { context, page: await context.newPage() };
}

const thread = (page: Page) => page.locator('section[aria-labelledby="comments-heading"]');
const commentWith = (page: Page, text: string) =>
  thread(page).locator("article[data-comment]").filter({ hasText: text });
const composer = (page: Page) => thread(page).getByRole("textbox", { name: "Your comment" });
const voteUp = (comment: Locator) => comment.getByRole("button", { name: /^Vote up/ });
const voteDown = (comment: Locator) => comment.getByRole("button", { name: /^Vote down/ });

/** Presses a button once React owns it and the island has enabled it. */
async function press(button: Locator) {
  await expect(button).toBeEnabled();
  await button.click();
}

/** Sends a comment form and waits for the reload that shows the thread afresh. */
async function send(page: Page, form: Locator) {
  const reloaded = page.waitForEvent("load");
  await form.getByRole("button", { name: /^(Send|Save)$/ }).click();
  await reloaded;
}

/** Presses a vote and waits for the API's answer (a reload before it would read the old count). */
async function vote(page: Page, button: Locator) {
  // not the read the article page counts once it opens (components/article/read-recorder.tsx)
  const answered = page.waitForResponse(
    (r) =>
      r.url().endsWith("/graphql") &&
      r.request().method() === "POST" &&
      !/mutation ReadArticle\b/.test(r.request().postData() ?? ""),
  );
  await press(button);
  await answered;
}

test.describe("comments between two people", () => {
  test("a visitor is asked to log in by the form, a reply and a vote, with what they tried", async ({
    page,
    browser,
  }) => {
    const someone = await person(browser);
    await signUpFresh(someone.page, "visited");
    const { article } = await bobsArticle(someone.page);
    const text = `Visitors see this ${Date.now()}`;
    const posted = await gql(someone.page.request, Post, {
      input: { comment: { type: "article", articleId: article.id, content: `<p>${text}</p>` } },
    });
    expect(posted.errors).toBeUndefined();

    await page.goto(`/a/${article.shortHash}`);
    const dialog = page.getByRole("dialog");
    const comment = commentWith(page, text);
    for (const [button, trigger] of [
      [thread(page).getByRole("button", { name: "Write a comment" }), "comment"],
      [comment.getByRole("button", { name: "Reply" }), "replyComment"],
      [voteUp(comment), "comment"],
    ] as const) {
      await press(button);
      await expect(dialog.locator(`[data-trigger="${trigger}"]`)).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
    }
    await expect(voteUp(comment)).toHaveAttribute("aria-pressed", "false");
    await someone.context.close();
  });

  test("comment, reply, pin, votes, delete and a block, the counts right after every reload", async ({ browser }) => {
    test.setTimeout(180_000);
    const reader = await person(browser);
    const author = await person(browser);
    await signUpFresh(reader.page, "commenter");
    await signIn(author.page, "bob@example.com");
    const { article } = await bobsArticle(reader.page);
    const me = await gql<{ viewer: { id: string } }>(reader.page.request, "{ viewer { id } }");
    const readerId = me.data?.viewer.id as string;
    const { page } = reader;
    const path = `/a/${article.shortHash}`;

    // the reader types a comment; a reload keeps it
    const words = `A thought on this, ${Date.now()}`;
    await page.goto(path);
    const heading = page.locator("#comments-heading");
    const before = Number(((await heading.textContent()) ?? "").match(/\d+/)?.[0] ?? 0);
    await hydrated(composer(page));
    await composer(page).fill(words);
    await page.reload();
    await expect(composer(page)).toHaveValue(words);
    await send(page, thread(page).locator("form").first());
    const mine = commentWith(page, words);
    await expect(mine).toBeVisible();
    await expect(composer(page)).toHaveValue("");
    // its address is its own id, which the page marks
    const commentId = (await mine.getAttribute("data-comment")) as string;
    await expect(page).toHaveURL(new RegExp(`#${commentId.replace(/[+/=]/g, "\\$&")}$`));

    // Bob replies to it and pins it
    const reply = `Thank you, ${Date.now()}`;
    await author.page.goto(path);
    const theirs = commentWith(author.page, words);
    await press(theirs.getByRole("button", { name: "Reply" }));
    const replyForm = theirs.locator("form");
    await replyForm.getByRole("textbox").fill(reply);
    await send(author.page, replyForm);
    const bobsReply = commentWith(author.page, reply);
    await expect(bobsReply).toBeVisible();
    // a reply's address is `parentId-replyId`
    const replyId = (await bobsReply.getAttribute("data-comment")) as string;
    await expect(bobsReply).toHaveAttribute("id", `${commentId}-${replyId}`);
    const pinned = author.page.waitForEvent("load");
    await press(commentWith(author.page, words).getByRole("button", { name: "Pin" }));
    await pinned;
    await expect(commentWith(author.page, words).getByText("Pinned", { exact: true })).toBeVisible();
    await expect(commentWith(author.page, words).getByRole("button", { name: "Unpin" })).toBeVisible();

    // the reader votes Bob's reply up, then down; each holds after a reload
    await page.reload();
    const answer = commentWith(page, reply);
    await vote(page, voteUp(answer));
    await expect(voteUp(answer)).toHaveAttribute("aria-pressed", "true");
    await page.reload();
    await expect(voteUp(answer)).toHaveAccessibleName(/^Vote up\s*1$/);
    await expect(voteUp(answer)).toHaveAttribute("aria-pressed", "true");
    await vote(page, voteDown(answer));
    await page.reload();
    await expect(voteUp(answer)).toHaveAccessibleName(/^Vote up\s*0$/);
    await expect(voteDown(answer)).toHaveAccessibleName(/^Vote down\s*1$/);
    await expect(voteDown(answer)).toHaveAttribute("aria-pressed", "true");
    // Bob sees the counts but not the reader's vote, and no pin or delete on the reply
    await author.page.reload();
    await expect(voteDown(commentWith(author.page, reply))).toHaveAccessibleName(/^Vote down\s*1$/);
    await expect(voteDown(commentWith(author.page, reply))).toHaveAttribute("aria-pressed", "false");
    await expect(commentWith(author.page, words).getByRole("button", { name: "Delete" })).toBeHidden();

    // the reader edits their comment: the form opens with its words
    const better = `${words}, said better`;
    await press(commentWith(page, words).getByRole("button", { name: "Edit" }));
    const editForm = commentWith(page, words).locator("form");
    await expect(editForm.getByRole("textbox", { name: "Edit your comment" })).toHaveValue(words);
    await editForm.getByRole("textbox").fill(better);
    await send(page, editForm);
    await expect(commentWith(page, better)).toBeVisible();

    // the reader deletes a second comment, after confirming
    const second = `Second thoughts ${Date.now()}`;
    await composer(page).fill(second);
    await send(page, thread(page).locator("form").first());
    await press(commentWith(page, second).getByRole("button", { name: "Delete" }));
    const dialog = page.getByRole("dialog", { name: "Delete this comment?" });
    const deleted = page.waitForEvent("load");
    await dialog.getByRole("button", { name: "Delete" }).click();
    await deleted;
    await expect(commentWith(page, second)).toHaveCount(0);
    // the reader's comment and Bob's reply are counted, the deleted one no longer
    await expect(heading).toHaveText(`${before + 2} comments`);

    // axe on the thread, with the forms open
    await press(commentWith(page, words).getByRole("button", { name: "Reply" }));
    const axe = await new AxeBuilder({ page }).include('section[aria-labelledby="comments-heading"]').analyze();
    expect(serious(axe.violations)).toEqual([]);

    // once Bob blocks the reader, a comment is refused and its draft kept
    expect((await gql(author.page.request, Block, { id: readerId, enabled: true })).errors).toBeUndefined();
    await page.reload();
    const refused = `After the block ${Date.now()}`;
    await composer(page).fill(refused);
    await thread(page).locator("form").first().getByRole("button", { name: "Send" }).click();
    await expect(page.getByText("No permission to perform this operation.")).toBeVisible();
    await page.reload();
    await expect(composer(page)).toHaveValue(refused);
    await expect(commentWith(page, refused)).toHaveCount(0);
    expect((await gql(author.page.request, Block, { id: readerId, enabled: false })).errors).toBeUndefined();

    await reader.context.close();
    await author.context.close();
  });

  test("on a moment: a visitor is asked to log in ('momentComment'), a reader's comment is counted after a reload", async ({
    page,
    browser,
  }) => {
    const moment = (await gql(page.request, AlicesMoment)).data?.user?.moments.edges?.[0]?.node;
    if (!moment) throw new Error("the seed lacks a moment of Alice's");
    const path = `/m/${moment.shortHash}`;
    await page.goto(path);
    await press(thread(page).getByRole("button", { name: "Write a comment" }));
    await expect(page.getByRole("dialog").locator('[data-trigger="momentComment"]')).toBeVisible();

    const reader = await person(browser);
    await signUpFresh(reader.page, "moment-commenter");
    const words = `On this moment, ${Date.now()}`;
    await reader.page.goto(path);
    await composer(reader.page).fill(words);
    await send(reader.page, thread(reader.page).locator("form").first());
    await expect(commentWith(reader.page, words)).toBeVisible();
    await reader.page.reload();
    await expect(reader.page.getByText(`${moment.commentCount + 1} comment`, { exact: false }).first()).toBeVisible();
    await reader.context.close();
  });
});
