import { crc32, deflateSync } from "node:zlib";
import { expect, type Page, test } from "@playwright/test";
import { graphql } from "./generated/gql";
import { axeOn, gql, signUpFresh } from "./support";

// The author's two editor pages: the revision form (/a/[shortHash]/edit) changing what the
// contract lets editArticle change besides the text (the cover, the writing challenge, which
// the author applied to first, the indent of paragraphs), and axe on both pages, with their
// dialogs open, in both themes.

const RUN = Date.now().toString(36);

const NewDraft = graphql(`
  mutation EditorPagesDraft($input: PutDraftInput!) {
    putDraft(input: $input) {
      id
    }
  }
`);

const Published = graphql(`
  query EditorPagesArticle($shortHash: String!) {
    article(input: { shortHash: $shortHash }) {
      cover
      indentFirstLine
      revisionCount
      campaigns {
        campaign {
          name
        }
        stage {
          name
        }
      }
    }
  }
`);

const Challenges = graphql(`
  query EditorPagesChallenges {
    channels {
      ... on WritingChallenge {
        id
        name: navbarTitle(input: { language: en })
      }
    }
  }
`);

const Apply = graphql(`
  mutation EditorPagesApply($id: ID!) {
    applyCampaign(input: { id: $id }) {
      id
    }
  }
`);

const PUBLISH = "mutation($id: ID!) { publishArticle(input: { id: $id }) { article { id shortHash } } }";
const ARCHIVE = "mutation($id: ID!) { editArticle(input: { id: $id, state: archived }) { state } }";

/** A PNG cover, made here. */
function png(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const typed = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const head = Buffer.alloc(4);
    head.writeUInt32BE(data.length);
    const tail = Buffer.alloc(4);
    tail.writeUInt32BE(crc32(typed));
    return Buffer.concat([head, typed, tail]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = Buffer.alloc(height * (width * 3 + 1), 90);
  for (let y = 0; y < height; y++) rows[y * (width * 3 + 1)] = 0;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(rows)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** The signed-in person applies to a seeded challenge: only those who applied write for one. */
async function applyTo(page: Page, name: string) {
  const channels = (await gql(page.request, Challenges, {})).data?.channels ?? [];
  const challenge = channels.find((c) => "name" in c && c.name === name);
  if (!challenge || !("id" in challenge)) throw new Error(`the seed's ${name} is missing`);
  expect((await gql(page.request, Apply, { id: challenge.id })).errors).toBeUndefined();
}

/** Drafts and publishes an article of the signed-in author; publishing is limited per address, so each run comes from its own. */
async function publishedArticle(page: Page, title: string) {
  const draft = await gql(page.request, NewDraft, {
    input: { title, content: "<p>The tide came in twice.</p><p>Nobody counted.</p>" },
  });
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
  return { draftId: id, shortHash: article.shortHash };
}

/**
 * The articles this spec published, archived after each test: an untagged article of a new
 * author must not stay the newest, which the reading specs take to be seeded.
 */
const published: string[] = [];
test.afterEach(async ({ page }) => {
  for (const id of published.splice(0)) {
    const response = await page.request.post("/graphql", {
      headers: { "apollo-require-preflight": "true" },
      data: { query: ARCHIVE, variables: { id } },
    });
    expect((await response.json()).errors).toBeUndefined();
  }
});

const editorBody = (page: Page) => page.getByRole("textbox", { name: "Article text" });

/** Every violation axe finds, whatever its impact, named with where it is. */
async function violations(page: Page) {
  const { violations: found } = await axeOn(page).analyze();
  return found.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

test.describe("revising an article", () => {
  test("changes the cover, the writing challenge and the indent through editArticle", async ({ page }) => {
    await signUpFresh(page, "revise-options");
    await applyTo(page, "Letters to the Future");
    const { shortHash } = await publishedArticle(page, `Harbour notes ${RUN}`);
    await page.goto(`/a/${shortHash}/edit`);
    await expect(editorBody(page)).toBeVisible();

    const options = page.getByRole("complementary", { name: "Publishing options" });
    await options
      .getByLabel("Upload a cover")
      .setInputFiles({ name: "cover.png", mimeType: "image/png", buffer: png(64, 36) });
    await expect(options.getByRole("radio", { name: "Image 1" })).toBeChecked();
    await options.getByRole("combobox", { name: "Writing challenge" }).selectOption({ label: "Letters to the Future" });
    await options.getByRole("combobox", { name: "Stage" }).selectOption({ label: "To a Stranger" });
    await options.getByRole("checkbox", { name: "Indent the first line of each paragraph" }).check();
    // the text shows the indent as it is typed
    await expect(editorBody(page).locator("p").first()).not.toHaveCSS("text-indent", "0px");

    await page.getByRole("button", { name: "Save revision" }).click();
    await page.getByRole("dialog", { name: "Save this revision" }).getByRole("button", { name: "Save" }).click();
    await expect(page).toHaveURL(new RegExp(`/a/${shortHash}$`));

    const article = (await gql(page.request, Published, { shortHash })).data?.article;
    expect(article).toMatchObject({
      cover: expect.stringMatching(/^\/assets\/cover\/[0-9a-f-]{36}$/),
      indentFirstLine: true,
      // none of these is a revision of the text
      revisionCount: 0,
      campaigns: [{ campaign: { name: "Letters to the Future" }, stage: { name: "To a Stranger" } }],
    });
    await expect(page.locator("article p").filter({ hasText: "The tide came in twice." })).not.toHaveCSS(
      "text-indent",
      "0px",
    );

    // taken away again
    await page.goto(`/a/${shortHash}/edit`);
    await expect(editorBody(page)).toBeVisible();
    await options.getByRole("radio", { name: "No cover" }).check();
    await options.getByRole("combobox", { name: "Writing challenge" }).selectOption({ label: "None" });
    await page.getByRole("button", { name: "Save revision" }).click();
    await page.getByRole("dialog", { name: "Save this revision" }).getByRole("button", { name: "Save" }).click();
    await expect(page).toHaveURL(new RegExp(`/a/${shortHash}$`));
    expect((await gql(page.request, Published, { shortHash })).data?.article).toMatchObject({
      cover: null,
      campaigns: [],
    });
  });
});

test.describe("the editor pages' accessibility (axe, every impact)", () => {
  // a dialog fades in over 200 ms; axe measuring contrast mid-fade sees its text half-drawn
  test.use({ reducedMotion: "reduce" });

  test("the draft editor, with its options and the audio dialog, in either theme", async ({ page }) => {
    await signUpFresh(page, "axe-draft");
    const draft = await gql(page.request, NewDraft, { input: { title: `Axe draft ${RUN}`, content: "<p>Words</p>" } });
    await page.goto(`/me/drafts/${draft.data?.putDraft.id}`);
    await expect(editorBody(page)).toBeVisible();
    for (const colorScheme of ["light", "dark"] as const) {
      await page.emulateMedia({ colorScheme });
      expect(await violations(page), colorScheme).toEqual([]);
    }
    await page.getByRole("button", { name: "Audio", exact: true }).click();
    await expect(page.getByRole("dialog", { name: "Audio" })).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });

  test("the revision form, in either theme, and its save dialog", async ({ page }) => {
    await signUpFresh(page, "axe-revise");
    const { shortHash } = await publishedArticle(page, `Axe revision ${RUN}`);
    await page.goto(`/a/${shortHash}/edit`);
    await expect(editorBody(page)).toBeVisible();
    for (const colorScheme of ["light", "dark"] as const) {
      await page.emulateMedia({ colorScheme });
      expect(await violations(page), colorScheme).toEqual([]);
    }
    await page.getByRole("button", { name: "Save revision" }).click();
    await expect(page.getByRole("dialog", { name: "Save this revision" })).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });
});
