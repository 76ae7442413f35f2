import { expect, type Page, test } from "@playwright/test";
import { graphql } from "./generated/gql";
import { at, axeOn, gql, hydrated, ORIGIN, signIn, signUpFresh } from "./support";

// Issue 31: on their own article an author saw only Like, Bookmark, Report and Share; revising
// was reached from /me/published alone. The article page now gives its author the tools of
// that list (edit, pin to the profile, collections, archive), in the three languages; they
// come from the part of the page read for the viewer, so no reader ever sees them, nor does
// the shared copy of the page hold them.

const RUN = Date.now().toString(36);

const NewDraft = graphql(`
  mutation ArticleAuthorDraft($input: PutDraftInput!) {
    putDraft(input: $input) {
      id
    }
  }
`);

const NewCollection = graphql(`
  mutation ArticleAuthorCollection($input: PutCollectionInput!) {
    putCollection(input: $input) {
      id
    }
  }
`);

const Stored = graphql(`
  query ArticleAuthorStored($shortHash: String!) {
    article(input: { shortHash: $shortHash }) {
      state
      pinned
      collections(input: { first: 10 }) {
        edges {
          node {
            id
          }
        }
      }
    }
  }
`);

const PUBLISH = "mutation($id: ID!) { publishArticle(input: { id: $id }) { article { id shortHash } } }";
const ARCHIVE = "mutation($id: ID!) { editArticle(input: { id: $id, state: archived }) { state } }";

/** The articles this spec published, archived after each test (a test that failed midway included). */
const published: string[] = [];
test.afterEach(async ({ page }) => {
  // an article archived already answers an error: nothing to do then
  for (const id of published.splice(0)) await gql(page.request, ARCHIVE, { id });
});

/** Drafts and publishes an article of the signed-in author, from an address of its own (publishing is limited per address). */
async function publishedArticle(page: Page, title: string) {
  const draft = await gql(page.request, NewDraft, { input: { title, content: "<p>Notes from the ferry.</p>" } });
  const id = draft.data?.putDraft.id;
  if (!id) throw new Error(`no draft: ${JSON.stringify(draft.errors)}`);
  const response = await page.request.post("/graphql", {
    headers: {
      "apollo-require-preflight": "true",
      "cf-connecting-ip": `198.51.100.${Math.floor(Math.random() * 250) + 1}`,
    },
    data: { query: PUBLISH, variables: { id } },
  });
  const article = (await response.json()).data?.publishArticle.article as { id: string; shortHash: string } | undefined;
  if (!article) throw new Error("not published");
  published.push(article.id);
  return article;
}

const stored = async (page: Page, shortHash: string) => {
  const article = (await gql(page.request, Stored, { shortHash })).data?.article;
  if (!article) throw new Error(`no article ${shortHash}`);
  return article;
};

const WORDS = [
  {
    language: "en",
    label: "Your article",
    edit: "Edit",
    pin: "Pin to profile",
    collections: "Collections",
    archive: "Archive",
  },
  { language: "zh-Hant", label: "你的文章", edit: "編輯", pin: "置頂於個人頁", collections: "選集", archive: "封存" },
  { language: "zh-Hans", label: "你的文章", edit: "编辑", pin: "置顶于个人页", collections: "选集", archive: "封存" },
] as const;

test.describe("the author's tools on their article's page", () => {
  // a dialog fades in over 200 ms; axe measuring contrast mid-fade sees its text half-drawn
  test.use({ reducedMotion: "reduce" });

  test("edit, pin, collections and archive, in each language; no reader sees them", async ({ page, browser }) => {
    await signUpFresh(page, "article-author");
    const collection = (await gql(page.request, NewCollection, { input: { title: `Ferries ${RUN}` } })).data
      ?.putCollection.id;
    if (!collection) throw new Error("no collection");
    const title = `The ferry at six ${RUN}`;
    const { shortHash } = await publishedArticle(page, title);

    for (const words of WORDS) {
      await page.context().addCookies([{ name: "__language", value: words.language, url: ORIGIN }]);
      await page.goto(`/a/${shortHash}`);
      const tools = page.getByRole("region", { name: words.label });
      await expect(tools.getByRole("link", { name: words.edit })).toHaveAttribute("href", `/a/${shortHash}/edit`);
      await expect(tools.getByRole("button", { name: words.pin })).toHaveAttribute("aria-pressed", "false");
      await expect(tools.getByRole("button", { name: words.collections })).toBeVisible();
      await expect(tools.getByRole("button", { name: words.archive })).toBeVisible();
    }

    await page.context().addCookies([{ name: "__language", value: "en", url: ORIGIN }]);
    await page.goto(`/a/${shortHash}`);
    const tools = page.getByRole("region", { name: "Your article" });

    // Edit opens the revision form
    await tools.getByRole("link", { name: "Edit" }).click();
    await expect(page).toHaveURL(at(`/a/${shortHash}/edit`));
    await expect(page.getByRole("textbox", { name: "Article text" })).toContainText("Notes from the ferry.");
    await page.goBack();

    // pinned to the profile (once the tools have come to life: they load after the page)
    await hydrated(tools.getByRole("button", { name: "Pin to profile" }));
    await tools.getByRole("button", { name: "Pin to profile" }).click();
    await expect(tools.getByRole("button", { name: "Pin to profile" })).toHaveAttribute("aria-pressed", "true");
    expect((await stored(page, shortHash)).pinned).toBe(true);

    // put in a collection of the author's
    await tools.getByRole("button", { name: "Collections" }).click();
    const dialog = page.getByRole("dialog", { name: "Put it in your collections" });
    await dialog.getByRole("checkbox", { name: `Ferries ${RUN}` }).check();
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog).toHaveCount(0);
    expect((await stored(page, shortHash)).collections.edges?.map((e) => e.node.id)).toEqual([collection]);
    // and it shows ticked when opened again; the page and the dialog have no serious axe violations
    await tools.getByRole("button", { name: "Collections" }).click();
    await expect(dialog.getByRole("checkbox", { name: `Ferries ${RUN}` })).toBeChecked();
    const { violations } = await axeOn(page).analyze();
    expect(violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id)).toEqual([]);
    await dialog.getByRole("button", { name: "Cancel" }).click();

    // another reader and a visitor see none of it, the shared copy of the page included
    const reader = await browser.newContext({ baseURL: ORIGIN, locale: "en-US" });
    const readerPage = await reader.newPage();
    await signIn(readerPage, "bob@example.com");
    await readerPage.goto(`/a/${shortHash}`);
    await expect(readerPage.getByRole("heading", { level: 1, name: title })).toBeVisible();
    // the part read for the viewer has come
    await expect(readerPage.getByRole("button", { name: "Bookmark", exact: true })).toBeVisible();
    await expect(readerPage.getByRole("region", { name: "Your article" })).toHaveCount(0);
    await expect(readerPage.getByRole("link", { name: "Edit", exact: true })).toHaveCount(0);
    await reader.close();
    const visitor = await browser.newContext({ baseURL: ORIGIN, locale: "en-US" });
    const html = await (await visitor.request.get(`/a/${shortHash}`)).text();
    expect(html).toContain(title);
    expect(html).not.toContain("Your article");
    expect(html).not.toContain("Pin to profile");
    await visitor.close();

    // archived, with a question first: on to the archived works, and the page is gone
    await tools.getByRole("button", { name: "Archive" }).click();
    await page.getByRole("dialog", { name: "Archive" }).getByRole("button", { name: "Archive" }).click();
    await expect(page).toHaveURL(at("/me/archived"));
    await expect(page.getByText(title)).toBeVisible();
    expect((await stored(page, shortHash)).state).toBe("archived");
    expect((await page.request.get(`/a/${shortHash}`)).status()).toBe(404);
  });
});
