import { expect, type Page, test } from "@playwright/test";
import { graphql } from "./generated/gql";
import { gql, signUpFresh } from "./support";

// Issue 31: an article of 10,000 nested quotes, found on Latest, drew a page 12,930 px wide on
// a 390 px phone. Whatever a body holds (quotes and lists nested deep, a word with no place to
// break, a long line of code, a table, pictures and players sized wider than the screen), the
// page is no wider than the phone: the article, a comment under it, a moment, and the draft in
// the editor.

const RUN = Date.now().toString(36);
const PHONE = { width: 390, height: 844 };

const NewDraft = graphql(`
  mutation NarrowDraft($input: PutDraftInput!) {
    putDraft(input: $input) {
      id
    }
  }
`);

const NewComment = graphql(`
  mutation NarrowComment($input: PutCommentInput!) {
    putComment(input: $input) {
      id
    }
  }
`);

const NewMoment = graphql(`
  mutation NarrowMoment($input: PutMomentInput!) {
    putMoment(input: $input) {
      shortHash
    }
  }
`);

const PUBLISH = "mutation($id: ID!) { publishArticle(input: { id: $id }) { article { id shortHash } } }";
const ARCHIVE = "mutation($id: ID!) { editArticle(input: { id: $id, state: archived }) { state } }";

const nested = (open: string, close: string, levels: number, inner: string) =>
  open.repeat(levels) + inner + close.repeat(levels);

/** A word no line can break, as a pasted address or a key would be. */
const UNBROKEN = `https://example.com/${"averyveryverylongpathwithoutanyspace".repeat(12)}`;

const DEEP =
  nested("<blockquote>", "</blockquote>", 10_000, "<p>The bottom of the quotes.</p>") +
  nested("<ul><li>", "</li></ul>", 2_000, "The bottom of the lists.");

const WIDE =
  `<p>${UNBROKEN}</p>` +
  `<p>${"长".repeat(20)}${"x".repeat(300)}</p>` +
  `<pre><code>${"const wide = 1; ".repeat(40)}</code></pre>` +
  `<table><tr>${Array.from({ length: 30 }, (_, i) => `<td>cell-number-${i}</td>`).join("")}</tr></table>` +
  '<p><img src="/seed/covers/c01.svg" alt="A picture said to be wide" width="4000" height="400"></p>' +
  '<iframe src="https://www.youtube.com/embed/aqz-KE-bpKQ" width="1200" height="675"></iframe>' +
  nested("<blockquote>", "</blockquote>", 6, `<ul><li><p>${UNBROKEN}</p></li></ul>`);

/** The articles this spec published, archived after each test: a new author's must not stay the newest. */
const published: string[] = [];
test.afterEach(async ({ page }) => {
  for (const id of published.splice(0)) {
    const result = await gql(page.request, ARCHIVE, { id });
    expect(result.errors).toBeUndefined();
  }
});

async function draft(page: Page, title: string, content: string) {
  const result = await gql(page.request, NewDraft, { input: { title, content } });
  const id = result.data?.putDraft.id;
  if (!id) throw new Error(`no draft: ${JSON.stringify(result.errors)}`);
  return id;
}

/** Publishing is limited per address: each article comes from an address of its own. */
async function publish(page: Page, draftId: string) {
  const response = await page.request.post("/graphql", {
    headers: {
      "apollo-require-preflight": "true",
      "cf-connecting-ip": `198.51.100.${Math.floor(Math.random() * 250) + 1}`,
    },
    data: { query: PUBLISH, variables: { id: draftId } },
  });
  const article = (await response.json()).data?.publishArticle.article as { id: string; shortHash: string } | undefined;
  if (!article) throw new Error("not published");
  published.push(article.id);
  return article;
}

/** How wide the page can be scrolled, once what `ready` names is drawn. */
async function pageWidth(page: Page) {
  return page.evaluate(() => document.scrollingElement?.scrollWidth ?? Number.POSITIVE_INFINITY);
}

test.describe("at 390 px wide, no page is wider than the phone", () => {
  test.use({ viewport: PHONE });

  test("an article of quotes and lists nested thousands deep, and its draft in the editor", async ({ page }) => {
    await signUpFresh(page, "narrow-deep");
    const id = await draft(page, `Deep ${RUN}`, DEEP);
    await page.goto(`/me/drafts/${id}`);
    const body = page.getByRole("textbox", { name: "Article text" });
    await expect(body).toContainText("The bottom of the lists.");
    expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);

    const { shortHash } = await publish(page, id);
    await page.goto(`/a/${shortHash}`);
    const article = page.locator("article");
    await expect(article.getByText("The bottom of the quotes.")).toBeAttached();
    await expect(article.getByText("The bottom of the lists.")).toBeAttached();
    expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
  });

  test("an article with a word that cannot break, long code, a table, a picture and a player too wide, and a comment", async ({
    page,
  }) => {
    await signUpFresh(page, "narrow-wide");
    const { id, shortHash } = await publish(page, await draft(page, `Wide ${RUN}`, WIDE));
    const comment = await gql(page.request, NewComment, {
      input: { comment: { type: "article", articleId: id, content: `<p>${UNBROKEN}</p>` } },
    });
    expect(comment.errors).toBeUndefined();
    await page.goto(`/a/${shortHash}`);
    await expect(page.locator("article").getByText("cell-number-29")).toBeAttached();
    await expect(page.locator("[data-comment]").getByText(UNBROKEN)).toBeVisible();
    expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
  });

  test("a moment with a word that cannot break", async ({ page }) => {
    await signUpFresh(page, "narrow-moment");
    const posted = await gql(page.request, NewMoment, { input: { content: `<p>${UNBROKEN.slice(0, 230)}</p>` } });
    const shortHash = posted.data?.putMoment.shortHash;
    if (!shortHash) throw new Error(`no moment: ${JSON.stringify(posted.errors)}`);
    await page.goto(`/m/${shortHash}`);
    await expect(page.getByRole("main").getByText(UNBROKEN.slice(0, 230))).toBeVisible();
    expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
  });
});
