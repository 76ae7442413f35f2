import { type Browser, expect, type Locator, type Page, test } from "@playwright/test";
import { graphql } from "./generated/gql";
import { axeOn, gql, hydrated, signIn, signUpFresh } from "./support";

// Two people talk under an article: a new reader comments (the draft survives a reload), Bob,
// the author, replies and pins the comment, the reader votes his reply up and then down; every
// count is read again after a reload. The reader deletes a second comment (after confirming).
// Once Bob blocks the reader, the reader's comment is refused and the draft kept. A visitor
// is asked to log in by the form, a reply and a vote, with the right trigger; axe checks the thread.
// Writing, replying, editing, voting and deleting change the thread in place: no reload, the
// reader's scroll position kept, and focus where the reader can go on.

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

/** The API's answer to the page's mutation `name` (not the read the article page counts). */
const answered = (page: Page, name: string) =>
  page.waitForResponse(
    (r) =>
      r.url().endsWith("/graphql") &&
      r.request().method() === "POST" &&
      new RegExp(`mutation ${name}\\b`).test(r.request().postData() ?? ""),
  );

/**
 * Sends a comment form and waits for the API's answer and the thread refreshed in place: the
 * form says "Sending…" until then (and is gone, or cleared, after).
 */
async function send(page: Page, form: Locator) {
  const sent = answered(page, "PutComment");
  await form.getByRole("button", { name: /^(Send|Save)$/ }).click();
  await sent;
  await expect(form.getByRole("button", { name: "Sending…" })).toHaveCount(0);
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
    const pinned = answered(author.page, "TogglePinComment");
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
    const deleted = answered(page, "DeleteComment");
    await dialog.getByRole("button", { name: "Delete" }).click();
    await deleted;
    await expect(commentWith(page, second)).toHaveCount(0);
    // the reader's comment and Bob's reply are counted, the deleted one no longer
    await expect(heading).toHaveText(`${before + 2} comments`);

    // axe on the thread, with the forms open
    await press(commentWith(page, words).getByRole("button", { name: "Reply" }));
    const axe = await axeOn(page).include('section[aria-labelledby="comments-heading"]').analyze();
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

test.describe("writing in the thread keeps the page", () => {
  type Marked = { __marker?: number };

  /**
   * Scrolls `element` to the middle of the window, marks the page, does `act` (which waits for
   * its result on screen), then checks the page was not reloaded and did not scroll.
   */
  async function inPlace(page: Page, element: Locator, act: () => Promise<void>) {
    // the browser's own scroll restoration is off (readerWithComment), and a late layout shift
    // could still move the element: scroll once the page is loaded, then until it stays
    await page.waitForLoadState("load");
    await expect
      .poll(async () => {
        await element.evaluate((el) => el.scrollIntoView({ block: "center" }));
        const first = await page.evaluate(() => window.scrollY);
        await page.waitForTimeout(150);
        const still = (await page.evaluate(() => window.scrollY)) === first;
        const seen = await element.evaluate((el) => {
          const box = el.getBoundingClientRect();
          return box.top >= 0 && box.top < window.innerHeight;
        });
        return still && seen;
      })
      .toBe(true);
    await page.evaluate(() => {
      (window as Marked).__marker = 1;
    });
    const before = await page.evaluate(() => window.scrollY);
    await act();
    expect(await page.evaluate(() => (window as Marked).__marker), "the page was not reloaded").toBe(1);
    const after = await page.evaluate(() => window.scrollY);
    expect(Math.abs(after - before), `scrolled from ${before} to ${after}`).toBeLessThanOrEqual(4);
  }

  /** A reader signed up for these tests, with a comment of theirs on Bob's article. */
  async function readerWithComment(browser: Browser, label: string) {
    const reader = await person(browser);
    await signUpFresh(reader.page, label);
    const { article } = await bobsArticle(reader.page);
    const text = `${label} says ${Date.now()}`;
    const posted = await gql(reader.page.request, Post, {
      input: { comment: { type: "article", articleId: article.id, content: `<p>${text}</p>` } },
    });
    expect(posted.errors).toBeUndefined();
    // A reload's restored scroll position can land after inPlace's scroll has held for a
    // while (CI saw it twice): the tests scroll for themselves, so the browser restores none.
    await reader.page.addInitScript(() => {
      history.scrollRestoration = "manual";
    });
    await reader.page.goto(`/a/${article.shortHash}`);
    await hydrated(composer(reader.page));
    return { ...reader, text, articleId: article.id };
  }

  test("posting a comment: no reload, no jump, focus back in the cleared form", async ({ browser }) => {
    const { context, page } = await readerWithComment(browser, "poster");
    const words = `Posted in place ${Date.now()}`;
    const form = thread(page).locator("form").first();
    await composer(page).fill(words);
    await inPlace(page, form, async () => {
      await send(page, form);
      await expect(commentWith(page, words)).toBeVisible();
      await expect(composer(page)).toHaveValue("");
    });
    await expect(composer(page)).toBeFocused();
    // the address names the new comment, to be copied
    const id = (await commentWith(page, words).getAttribute("data-comment")) as string;
    expect(new URL(page.url()).hash).toBe(`#${id}`);
    await context.close();
  });

  test("posting a reply: no reload, no jump, the form closes and focus is on Reply", async ({ browser }) => {
    const { context, page, text } = await readerWithComment(browser, "replier");
    const comment = commentWith(page, text);
    await press(comment.getByRole("button", { name: "Reply" }));
    const form = comment.locator("form");
    await expect(form.getByRole("textbox")).toBeFocused();
    const reply = `A reply in place ${Date.now()}`;
    await form.getByRole("textbox").fill(reply);
    await inPlace(page, comment, async () => {
      await send(page, form);
      await expect(commentWith(page, reply)).toBeVisible();
      await expect(form).toHaveCount(0);
    });
    await expect(comment.getByRole("button", { name: "Reply" })).toBeFocused();
    // sent, the reply's draft is gone: it does not open again after a reload
    await page.reload();
    await expect(commentWith(page, reply)).toBeVisible();
    await expect(comment.getByRole("button", { name: "Reply" })).toBeEnabled();
    await expect(comment.locator("form")).toHaveCount(0);
    await context.close();
  });

  test("editing: no reload, no jump, the new words shown and focus on Edit", async ({ browser }) => {
    const { context, page, text } = await readerWithComment(browser, "editor");
    await press(commentWith(page, text).getByRole("button", { name: "Edit" }));
    const form = commentWith(page, text).locator("form");
    await expect(form.getByRole("textbox", { name: "Edit your comment" })).toHaveValue(text);
    const better = `Said better ${Date.now()}`;
    await form.getByRole("textbox").fill(better);
    const comment = commentWith(page, better);
    await inPlace(page, form, async () => {
      await send(page, form);
      await expect(comment).toBeVisible();
      await expect(comment.locator("form")).toHaveCount(0);
    });
    await expect(comment.getByRole("button", { name: "Edit" })).toBeFocused();
    await context.close();
  });

  test("voting: no reload, no jump, focus stays on the vote, which holds when the thread refreshes", async ({
    browser,
  }) => {
    const { context, page } = await readerWithComment(browser, "voter");
    const author = await person(browser);
    await signIn(author.page, "bob@example.com");
    const { article } = await bobsArticle(author.page);
    const bobs = `Bob asks ${Date.now()}`;
    const posted = await gql(author.page.request, Post, {
      input: { comment: { type: "article", articleId: article.id, content: `<p>${bobs}</p>` } },
    });
    expect(posted.errors).toBeUndefined();
    await page.reload();
    const comment = commentWith(page, bobs);
    await inPlace(page, comment, async () => {
      await vote(page, voteUp(comment));
      await expect(voteUp(comment)).toHaveAttribute("aria-pressed", "true");
      await expect(voteUp(comment)).toHaveAccessibleName(/^Vote up\s*1$/);
    });
    await expect(voteUp(comment)).toBeFocused();
    // a reply refreshes the thread in place: the vote and its count are still shown
    await press(comment.getByRole("button", { name: "Reply" }));
    const form = comment.locator("form");
    const reply = `Voted and replied ${Date.now()}`;
    await form.getByRole("textbox").fill(reply);
    await inPlace(page, comment, async () => {
      await send(page, form);
      await expect(commentWith(page, reply)).toBeVisible();
    });
    await expect(voteUp(comment)).toHaveAttribute("aria-pressed", "true");
    await expect(voteUp(comment)).toHaveAccessibleName(/^Vote up\s*1$/);
    await author.context.close();
    await context.close();
  });

  test("deleting: asked first, then no reload, no jump, focus on the comments heading", async ({ browser }) => {
    const { context, page, text } = await readerWithComment(browser, "deleter");
    const comment = commentWith(page, text);
    const remove = comment.getByRole("button", { name: "Delete" });
    await press(remove);
    const dialog = page.getByRole("dialog", { name: "Delete this comment?" });
    // Cancel first: Enter on the opened dialog deletes nothing
    await expect(dialog.getByRole("button", { name: "Cancel" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(remove).toBeFocused();
    await press(remove);
    await inPlace(page, comment, async () => {
      const deleted = answered(page, "DeleteComment");
      await dialog.getByRole("button", { name: "Delete" }).click();
      await deleted;
      await expect(comment).toHaveCount(0);
    });
    await expect(page.locator("#comments-heading")).toBeFocused();
    await context.close();
  });
});
