import { type APIRequestContext, expect, type Locator, type Page, test } from "@playwright/test";
import { graphql } from "./generated/gql";
import { at, axeOn, gql, signIn, signUpFresh } from "./support";

// Writing, as an author does it: a draft from the Create menu, the rich text with a heading, a
// mention and a tag, autosave, what the device keeps when the connection is gone, a conflict
// with another copy, publishing, a revision and its history, archive and restore. Then the
// editor's accessibility and its toolbar by keyboard.

const NewDraft = graphql(`
  mutation WritingNewDraft($input: PutDraftInput!) {
    putDraft(input: $input) {
      id
      updatedAt
    }
  }
`);

const StoredDraft = graphql(`
  query WritingStoredDraft($id: ID!) {
    node(input: { id: $id }) {
      ... on Draft {
        id
        title
        content
        tags
        cover
        updatedAt
        publishState
      }
    }
  }
`);

const ViewerId = graphql(`
  query WritingViewer {
    viewer {
      id
    }
  }
`);

const DraftCount = graphql(`
  query WritingDraftCount {
    viewer {
      drafts(input: { first: 1 }) {
        totalCount
      }
    }
  }
`);

const TagSearch = graphql(`
  query WritingTag($key: String!) {
    search(input: { key: $key, type: Tag, first: 5 }) {
      edges {
        node {
          ... on Tag {
            id
            content
            slug
          }
        }
      }
    }
  }
`);

const ArticleVersions = graphql(`
  query WritingVersions($shortHash: String!) {
    article(input: { shortHash: $shortHash }) {
      state
      revisionCount
      versions(input: { first: 10 }) {
        totalCount
      }
    }
  }
`);

/** Unique words for this run: the demo database keeps what earlier runs wrote. */
const RUN = Date.now().toString(36);
const TITLE = `A walk by the old harbour ${RUN}`;
const TAG = `harbourwalk${RUN}`;

async function storedDraft(request: APIRequestContext, id: string) {
  const result = await gql(request, StoredDraft, { id });
  const node = result.data?.node;
  if (!node || !("content" in node)) throw new Error(`draft ${id} not readable: ${JSON.stringify(result.errors)}`);
  return node;
}

async function newDraft(page: Page, title: string, content = "<p>Opening words.</p>") {
  const result = await gql(page.request, NewDraft, { input: { title, content } });
  const id = result.data?.putDraft.id;
  if (!id) throw new Error(`no draft: ${JSON.stringify(result.errors)}`);
  return id;
}

/** A PNG drawn and encoded by Chromium: real bytes for the uploads. */
async function drawnPng(page: Page, width = 640, height = 400): Promise<Buffer> {
  const base64 = await page.evaluate(
    async ({ width, height }) => {
      const canvas = new OffscreenCanvas(width, height);
      const g = canvas.getContext("2d") as OffscreenCanvasRenderingContext2D;
      g.fillStyle = "#2a6f97";
      g.fillRect(0, 0, width, height);
      g.fillStyle = "#f4d35e";
      g.fillRect(width / 4, height / 4, width / 2, height / 2);
      const bytes = new Uint8Array(await (await canvas.convertToBlob({ type: "image/png" })).arrayBuffer());
      return btoa(String.fromCharCode(...bytes));
    },
    { width, height },
  );
  return Buffer.from(base64, "base64");
}

/** Whether an image of the page has loaded (its natural width). */
const loadedWidth = (image: Locator) => image.evaluate((img: HTMLImageElement) => img.naturalWidth);

const body = (page: Page) => page.getByRole("textbox", { name: "Article text" });
const title = (page: Page) => page.getByRole("textbox", { name: "Title", exact: true });
const saved = (page: Page) => page.getByRole("status").filter({ hasText: /^Saved$/ });

/** Opens a draft in the editor and waits for the editor itself (it loads after the page). */
async function openDraft(page: Page, id: string) {
  await page.goto(`/me/drafts/${id}`);
  await expect(body(page)).toBeVisible();
}

test.describe("the author's pages", () => {
  test("send a visitor to log in, and come back after", async ({ page }) => {
    for (const path of ["/me/drafts", "/me/published", "/me/archived", "/me/drafts/new"]) {
      await page.goto(path);
      await expect(page).toHaveURL(at(`/login?${new URLSearchParams({ target: path })}`));
    }
  });

  test("are reached from the user menu's My Works", async ({ page }) => {
    await signIn(page, "alice@example.com");
    await page.goto("/");
    await page.getByRole("button", { name: /Menu of/ }).click();
    await page.getByRole("menuitem", { name: "My Works" }).click();
    await expect(page).toHaveURL(at("/me/drafts"));
    await expect(page.getByRole("heading", { level: 1, name: "Drafts" })).toBeVisible();
    await page.getByRole("navigation", { name: "My works" }).getByRole("link", { name: "Published" }).click();
    await expect(page).toHaveURL(at("/me/published"));
  });

  test("do not open another author's draft", async ({ page }) => {
    await signIn(page, "bob@example.com");
    const id = await newDraft(page, "Bob's own");
    await page.context().clearCookies();
    await signIn(page, "alice@example.com");
    const response = await page.goto(`/me/drafts/${id}`);
    expect(response?.status()).toBe(404);
  });
});

test.describe("a new draft (issue 31)", () => {
  const drafts = async (page: Page) => (await gql(page.request, DraftCount)).data?.viewer?.drafts.totalCount;

  test("is not made by opening the editor, only by the first change, and only once", async ({ page }) => {
    await signUpFresh(page, "new-draft");
    for (const _ of [1, 2]) {
      await page.goto("/me/drafts/new");
      await expect(body(page)).toBeVisible();
      await expect(page).toHaveURL(at("/me/drafts/new"));
    }
    expect(await drafts(page)).toBe(0);

    await body(page).click();
    await page.keyboard.type("The first words of it.");
    await expect(page).toHaveURL(/\/me\/drafts\/(?!new$)[A-Za-z0-9=]+$/);
    const id = decodeURIComponent(page.url().split("/").pop() ?? "");
    await title(page).fill(`Made by typing ${RUN}`);
    await expect(saved(page)).toBeVisible();
    expect(await drafts(page)).toBe(1);
    const stored = await storedDraft(page.request, id);
    expect(stored.title).toBe(`Made by typing ${RUN}`);
    expect(stored.content).toBe("<p>The first words of it.</p>");

    // its address opens it again
    await page.reload();
    await expect(title(page)).toHaveValue(`Made by typing ${RUN}`);
    await expect(body(page)).toHaveText("The first words of it.");
  });

  test("is made by an image uploaded into it first, which it keeps", async ({ page }) => {
    await signUpFresh(page, "new-draft-image");
    await page.goto("/me/drafts/new");
    await expect(body(page)).toBeVisible();
    expect(await drafts(page)).toBe(0);
    await page.getByRole("button", { name: "Image", exact: true }).click();
    await page
      .getByRole("dialog", { name: "Image" })
      .getByLabel("Or upload one from this device")
      .setInputFiles({ name: "first.png", mimeType: "image/png", buffer: await drawnPng(page, 320, 200) });
    await expect(body(page).locator('img[src^="/assets/embed/"]')).toHaveCount(1);
    await expect(page).toHaveURL(/\/me\/drafts\/(?!new$)[A-Za-z0-9=]+$/);
    await expect(saved(page)).toBeVisible();
    expect(await drafts(page)).toBe(1);
    const id = decodeURIComponent(page.url().split("/").pop() ?? "");
    expect((await storedDraft(page.request, id)).content).toMatch(
      /^<img src="\/assets\/embed\/[0-9a-f-]{36}\?w=1280" alt="" width="320" height="200" \/>/,
    );
  });
});

test.describe
  .serial("an article from an empty draft to a revision", () => {
    let draftId = "";
    let shortHash = "";

    test("is written from the Create menu: heading, mention, tag; saved, and found after a reload", async ({
      page,
    }) => {
      await signIn(page, "alice@example.com");
      await page.goto("/");
      await page.getByRole("button", { name: "Create" }).click();
      await page.getByRole("menuitem", { name: "Article" }).click();
      await expect(page).toHaveURL(at("/me/drafts/new"));
      await expect(body(page)).toBeVisible();

      // the first change makes the draft, and the address becomes its own
      await title(page).fill(TITLE);
      await expect(page).toHaveURL(/\/me\/drafts\/(?!new$)[A-Za-z0-9=]+$/);
      draftId = decodeURIComponent(page.url().split("/").pop() ?? "");
      await body(page).click();
      await page.getByRole("button", { name: "Heading H2" }).click();
      await page.keyboard.type("Harbour notes");
      await page.keyboard.press("Enter");
      await page.keyboard.type("I walked there with ");
      await page.keyboard.type("@bob");
      const people = page.getByRole("listbox", { name: "People" });
      await expect(people.getByRole("option", { name: /Bob Lin/ })).toBeVisible();
      await page.keyboard.press("Enter");
      await page.keyboard.type("and tagged it ");
      await page.keyboard.type(`#${TAG}`);
      await expect(
        page.getByRole("listbox", { name: "Tags" }).getByRole("option", { name: `New tag #${TAG}` }),
      ).toBeVisible();
      await page.keyboard.press("Enter");
      await page.keyboard.type("at dusk.");

      // a picture from this device, through the toolbar's Image
      await page.keyboard.press("Enter");
      await page.getByRole("button", { name: "Image", exact: true }).click();
      const imageDialog = page.getByRole("dialog", { name: "Image" });
      await imageDialog.getByLabel("Description for people who cannot see it").fill("The harbour at dusk");
      await imageDialog
        .getByLabel("Or upload one from this device")
        .setInputFiles({ name: "harbour.png", mimeType: "image/png", buffer: await drawnPng(page) });
      const picture = body(page).getByRole("img", { name: "The harbour at dusk" });
      await expect(picture).toHaveAttribute("src", /^\/assets\/embed\/[0-9a-f-]{36}\?w=1280$/);
      await expect.poll(() => loadedWidth(picture)).toBe(640);

      // and a cover, uploaded in the publishing options and chosen at once
      await page
        .getByLabel("Upload a cover")
        .setInputFiles({ name: "cover.png", mimeType: "image/png", buffer: await drawnPng(page, 1200, 630) });
      const chosen = page.getByRole("radiogroup", { name: "Cover" }).getByRole("radio", { checked: true });
      await expect(chosen).not.toHaveAccessibleName("No cover");

      // the tag picked in the text is one of the draft's tags
      await expect(page.getByRole("list", { name: "Chosen tags" }).getByRole("listitem")).toHaveText([`#${TAG}×`]);
      await expect(saved(page)).toBeVisible();

      const stored = await storedDraft(page.request, draftId);
      expect(stored.title).toBe(TITLE);
      expect(stored.tags).toEqual([TAG]);
      expect(stored.content).toContain("<h2>Harbour notes</h2>");
      expect(stored.content).toContain('<a href="/@bob">@Bob Lin</a>');
      expect(stored.content).toContain(`#${TAG}`);
      // with its size (640 by 400 as drawn), so the page keeps its place before it loads
      expect(stored.content).toMatch(
        /<img src="\/assets\/embed\/[0-9a-f-]{36}\?w=1280" alt="The harbour at dusk" width="640" height="400" \/>/,
      );
      expect(stored.cover).toMatch(/^\/assets\/cover\/[0-9a-f-]{36}$/);

      await page.reload();
      await expect(body(page)).toBeVisible();
      await expect(title(page)).toHaveValue(TITLE);
      await expect(body(page).getByRole("heading", { level: 2, name: "Harbour notes" })).toBeVisible();
      await expect(body(page).getByRole("link", { name: "@Bob Lin" })).toHaveAttribute("href", "/@bob");
      await expect(body(page)).toContainText(`#${TAG} at dusk.`);

      // and it is listed among the drafts
      await page.goto("/me/drafts");
      await expect(page.getByRole("link", { name: TITLE })).toHaveAttribute("href", `/me/drafts/${draftId}`);
    });

    test("is published: the article, Latest and its tag's page", async ({ page }) => {
      await signIn(page, "alice@example.com");
      await openDraft(page, draftId);
      await page.getByRole("button", { name: "Publish", exact: true }).click();
      const dialog = page.getByRole("dialog", { name: "Publish" });
      await expect(dialog).toContainText(`#${TAG}`);
      const started = Date.now();
      await dialog.getByRole("button", { name: "Publish now" }).click();
      await expect(page).toHaveURL(/\/a\/[a-z0-9]+$/);
      await expect(page.getByRole("heading", { level: 1, name: TITLE })).toBeVisible();
      const readable = Date.now() - started;
      test.info().annotations.push({ type: "publish to readable", description: `${readable} ms` });
      console.log(`publishArticle to the article readable: ${readable} ms`);
      shortHash = page.url().split("/").pop() ?? "";

      await expect(page.locator("article").getByRole("link", { name: "@Bob Lin" })).toHaveAttribute("href", "/@bob");
      // the uploaded picture and cover are shown, through the image route, under the page's policy
      const inText = page.locator("article").getByRole("img", { name: "The harbour at dusk" });
      await expect.poll(() => loadedWidth(inText)).toBe(640);
      const cover = page.locator('article img[src^="/assets/cover/"]');
      await expect.poll(() => loadedWidth(cover)).toBeGreaterThan(0);
      expect((await storedDraft(page.request, draftId)).publishState).toBe("published");

      await page.goto("/newest");
      await expect(page.getByRole("link", { name: TITLE }).first()).toBeVisible();

      const tags = await gql(page.request, TagSearch, { key: TAG });
      const tag = tags.data?.search.edges?.map((e) => e.node).find((n) => "content" in n && n.content === TAG);
      if (!tag || !("id" in tag)) throw new Error(`tag ${TAG} was not made`);
      await page.goto(`/tags/${tag.id}-${tag.slug}?type=latest`);
      await expect(page.getByRole("link", { name: TITLE }).first()).toBeVisible();

      // the draft is done: it leaves the drafts and opens as published
      await page.goto(`/me/drafts/${draftId}`);
      await expect(page.getByRole("link", { name: "Revise it" })).toHaveAttribute("href", `/a/${shortHash}/edit`);
    });

    test("is revised: the history page shows both versions and what changed", async ({ page }) => {
      await signIn(page, "alice@example.com");
      await page.goto(`/a/${shortHash}/edit`);
      await expect(body(page)).toBeVisible();
      await expect(page.getByText("4 revisions left")).toBeVisible();
      await body(page).getByText("at dusk.").click();
      await page.keyboard.press("End");
      await page.keyboard.type(" The lamps came on one by one.");
      await page.getByRole("button", { name: "Save revision" }).click();
      const dialog = page.getByRole("dialog", { name: "Save this revision" });
      await dialog.getByRole("textbox", { name: /What changed/ }).fill("Added the lamps");
      await dialog.getByRole("button", { name: "Save", exact: true }).click();
      await expect(page).toHaveURL(at(`/a/${shortHash}`));
      await expect(page.locator("article")).toContainText("The lamps came on one by one.");

      const versions = await gql(page.request, ArticleVersions, { shortHash });
      expect(versions.data?.article?.versions.totalCount).toBe(2);
      expect(versions.data?.article?.revisionCount).toBe(1);

      await page.goto(`/a/${shortHash}/history`);
      await expect(page.getByRole("heading", { name: "2 versions" })).toBeVisible();
      await expect(page.locator('[data-side="side-to"] ins').filter({ hasText: "lamps" })).toBeVisible();
    });

    test("is archived from Published and restored from Archived", async ({ page }) => {
      await signIn(page, "alice@example.com");
      await page.goto("/me/published");
      const item = page.getByRole("listitem").filter({ hasText: TITLE });
      await item.getByRole("button", { name: "Archive" }).click();
      await page.getByRole("dialog", { name: "Archive" }).getByRole("button", { name: "Archive" }).click();
      await expect(page.getByRole("listitem").filter({ hasText: TITLE })).toHaveCount(0);
      expect((await page.request.get(`/a/${shortHash}`)).status()).toBe(404);

      await page.goto("/me/archived");
      const archived = page.getByRole("listitem").filter({ hasText: TITLE });
      await archived.getByRole("button", { name: "Restore" }).click();
      await page.getByRole("dialog", { name: "Restore" }).getByRole("button", { name: "Restore" }).click();
      await expect(page.getByRole("listitem").filter({ hasText: TITLE })).toHaveCount(0);
      expect((await page.request.get(`/a/${shortHash}`)).status()).toBe(200);
      await page.goto("/me/published");
      await expect(page.getByRole("link", { name: TITLE })).toBeVisible();
    });
  });

test.describe("nothing typed is lost", () => {
  test("without a connection the text stays on the device, and comes back when the tab is opened again", async ({
    page,
    context,
  }) => {
    await signIn(page, "alice@example.com");
    const id = await newDraft(page, `Offline ${RUN}`);
    const viewer = (await gql(page.request, ViewerId)).data?.viewer?.id;
    await openDraft(page, id);

    await context.setOffline(true);
    await body(page).click();
    await page.keyboard.press("Control+End");
    await page.keyboard.type(" Typed on a train without signal.");
    await expect(page.getByRole("status").filter({ hasText: "Offline — kept on this device" })).toBeVisible();
    // section 3: the form's key is built from the author and the form, with the v1__ prefix
    const keys = await page.evaluate(() => Object.keys(localStorage));
    expect(keys).toContain(`v1__form:${viewer}:draft:${id}`);
    await page.close();

    await context.setOffline(false);
    expect((await storedDraft(context.request, id)).content).not.toContain("train");
    const again = await context.newPage();
    await openDraft(again, id);
    await expect(body(again)).toContainText("Typed on a train without signal.");
    await expect(again.getByText("What you typed on this device and had not saved was put back.")).toBeVisible();
    await expect(saved(again)).toBeVisible();
    expect((await storedDraft(context.request, id)).content).toContain("Typed on a train without signal.");
  });

  test("text typed just before a reload comes back from the device", async ({ page }) => {
    await signIn(page, "alice@example.com");
    const id = await newDraft(page, `Reload ${RUN}`);
    await openDraft(page, id);
    await body(page).click();
    await page.keyboard.press("Control+End");
    await page.keyboard.type(" Just before the reload.");
    // before the pause that would save it
    await page.reload();
    await expect(body(page)).toContainText("Just before the reload.");
    await expect.poll(async () => (await storedDraft(page.request, id)).content).toContain("Just before the reload.");
  });

  test("reloading again and again, each time just after typing, keeps every word", async ({ page }) => {
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(String(error)));
    await signIn(page, "alice@example.com");
    const id = await newDraft(page, `Reloads ${RUN}`);
    await openDraft(page, id);
    for (const n of [1, 2, 3, 4, 5]) {
      await body(page).click();
      await page.keyboard.press("Control+End");
      await page.keyboard.type(` word${n}`);
      await page.reload();
      await expect(body(page)).toContainText(`word${n}`);
    }
    await expect(body(page)).toContainText("Opening words. word1 word2 word3 word4 word5");
    expect(errors).toEqual([]);
  });

  test("a copy saved elsewhere meanwhile asks which to keep; keeping this one saves it over the other", async ({
    page,
  }) => {
    await signIn(page, "alice@example.com");
    const id = await newDraft(page, `Conflict ${RUN}`);
    await openDraft(page, id);
    await title(page).fill(`Mine ${RUN}`);
    await expect(saved(page)).toBeVisible();

    // another device saves a newer copy
    const stored = await storedDraft(page.request, id);
    const other = await gql(page.request, NewDraft, {
      input: { id, title: `Theirs ${RUN}`, content: "<p>Their words.</p>", lastUpdatedAt: stored.updatedAt },
    });
    expect(other.errors).toBeUndefined();

    await body(page).click();
    await page.keyboard.press("Control+End");
    await page.keyboard.type(" My words.");
    const dialog = page.getByRole("dialog", { name: "This draft was changed elsewhere" });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Keep this one" }).click();
    await expect(saved(page)).toBeVisible();

    const after = await storedDraft(page.request, id);
    expect(after.title).toBe(`Mine ${RUN}`);
    expect(after.content).toContain("My words.");
    expect(after.content).not.toContain("Their words.");
  });

  test("a sixth tag is refused with the catalogue's message", async ({ page }) => {
    await signIn(page, "alice@example.com");
    const id = await newDraft(page, `Tags ${RUN}`);
    await openDraft(page, id);
    const field = page.getByRole("combobox", { name: "Add a tag" });
    for (const n of [1, 2, 3, 4, 5, 6]) {
      await field.fill(`t${n}${RUN}`);
      await field.press("Enter");
    }
    await expect(page.getByRole("list", { name: "Chosen tags" }).getByRole("listitem")).toHaveCount(5);
    await expect(page.getByRole("alert").filter({ hasText: "Add up to 5 tags." })).toBeVisible();
    await expect(saved(page)).toBeVisible();
    expect((await storedDraft(page.request, id)).tags).toHaveLength(5);
  });

  test("full-width ＠ and ＃ suggest people and tags too", async ({ page }) => {
    await signIn(page, "alice@example.com");
    const id = await newDraft(page, `全形 ${RUN}`, "<p>你好</p>");
    await openDraft(page, id);
    await body(page).click();
    await page.keyboard.press("Control+End");
    await page.keyboard.type("＠bo");
    await expect(page.getByRole("listbox", { name: "People" }).getByRole("option").first()).toBeVisible();
    await page.keyboard.press("Escape");
    await page.keyboard.type(" 和＃城市");
    await expect(page.getByRole("listbox", { name: "Tags" }).getByRole("option").first()).toBeVisible();
  });
});

test.describe("images pasted or dropped into the text", () => {
  /** Hands the text a PNG as the browser would on paste or drop (a File in a DataTransfer). */
  async function give(page: Page, how: "paste" | "drop") {
    const png = (await drawnPng(page, 320, 200)).toString("base64");
    await body(page).evaluate(
      (el, { png, how }) => {
        const bytes = Uint8Array.from(atob(png), (c) => c.charCodeAt(0));
        const data = new DataTransfer();
        data.items.add(new File([bytes], `${how}.png`, { type: "image/png" }));
        const box = el.getBoundingClientRect();
        const event =
          how === "paste"
            ? new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true })
            : new DragEvent("drop", {
                dataTransfer: data,
                bubbles: true,
                cancelable: true,
                clientX: box.left + 10,
                clientY: box.top + 10,
              });
        el.dispatchEvent(event);
      },
      { png, how },
    );
  }

  test("are uploaded and shown in the text, then saved with it", async ({ page }) => {
    await signIn(page, "alice@example.com");
    const id = await newDraft(page, `Pictures ${RUN}`);
    await openDraft(page, id);
    await body(page).click();
    await page.keyboard.press("Control+End");
    await give(page, "paste");
    await expect(body(page).locator('img[src^="/assets/embed/"]')).toHaveCount(1);
    await give(page, "drop");
    await expect(body(page).locator('img[src^="/assets/embed/"]')).toHaveCount(2);
    await expect(saved(page)).toBeVisible();
    expect((await storedDraft(page.request, id)).content?.match(/<img src="\/assets\/embed\//g)).toHaveLength(2);
  });

  test("what is typed after an image goes after it: the image stays (issue 31)", async ({ page }) => {
    await signIn(page, "alice@example.com");
    // an empty text: the image takes the place of its only paragraph
    const id = await newDraft(page, `Typed after ${RUN}`, "");
    await openDraft(page, id);
    await body(page).click();
    await page.getByRole("button", { name: "Image", exact: true }).click();
    await page
      .getByRole("dialog", { name: "Image" })
      .getByLabel("Or upload one from this device")
      .setInputFiles({ name: "first.png", mimeType: "image/png", buffer: await drawnPng(page, 320, 200) });
    const images = body(page).locator('img[src^="/assets/embed/"]');
    await expect(images).toHaveCount(1);
    await page.keyboard.type("Words after the upload.");
    // and at the end of a paragraph, pasted
    await page.keyboard.press("Enter");
    await page.keyboard.type("A paragraph before the second.");
    await give(page, "paste");
    await expect(images).toHaveCount(2);
    await page.keyboard.type("Words after the paste.");

    await expect(images).toHaveCount(2);
    const order = await body(page).evaluate((el) =>
      [...el.children].map((child) => (child.matches("img, :has(img)") ? "image" : (child.textContent ?? ""))),
    );
    expect(order).toEqual([
      "image",
      "Words after the upload.",
      "A paragraph before the second.",
      "image",
      "Words after the paste.",
    ]);
    await expect(saved(page)).toBeVisible();
    const stored = (await storedDraft(page.request, id)).content ?? "";
    expect(stored.match(/<img src="\/assets\/embed\//g)).toHaveLength(2);
    expect(stored).toContain("Words after the upload.");
    expect(stored).toContain("Words after the paste.");
  });

  test("a file that is no image is refused with the catalogue's message", async ({ page }) => {
    await signIn(page, "alice@example.com");
    const id = await newDraft(page, `Not a picture ${RUN}`);
    await openDraft(page, id);
    await page.getByRole("button", { name: "Image", exact: true }).click();
    // named and typed as an image; the server reads its bytes
    await page
      .getByRole("dialog", { name: "Image" })
      .getByLabel("Or upload one from this device")
      .setInputFiles({ name: "notes.png", mimeType: "image/png", buffer: Buffer.from("just some text, not a PNG") });
    await expect(page.getByRole("alert").filter({ hasText: "This file type is not supported." })).toBeVisible();
    await expect(body(page).locator("img")).toHaveCount(0);
  });
});

test.describe("the editor's accessibility", () => {
  const serious = (violations: { impact?: string | null; id: string }[]) =>
    violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id);

  test("has no serious axe violations, in either theme, with suggestions open", async ({ page }) => {
    await signIn(page, "alice@example.com");
    const id = await newDraft(page, `Axe ${RUN}`);
    for (const colorScheme of ["light", "dark"] as const) {
      await page.emulateMedia({ colorScheme });
      await openDraft(page, id);
      expect(serious((await axeOn(page).analyze()).violations), colorScheme).toEqual([]);
    }
    await body(page).click();
    await page.keyboard.press("Control+End");
    await page.keyboard.type(" @ali");
    await expect(page.getByRole("listbox", { name: "People" })).toBeVisible();
    expect(serious((await axeOn(page).analyze()).violations)).toEqual([]);
  });

  test("reaches every toolbar button by keyboard, each with a name", async ({ page }) => {
    await signIn(page, "alice@example.com");
    const id = await newDraft(page, `Keys ${RUN}`, "<p>plain words</p>");
    await openDraft(page, id);
    const toolbar = page.getByRole("toolbar", { name: "Formatting" });
    const names = await toolbar
      .getByRole("button")
      .evaluateAll((buttons) => buttons.map((b) => b.getAttribute("aria-label") ?? ""));
    expect(names).toEqual([
      "Heading H2",
      "Subheading H3",
      "Bold",
      "Italic",
      "Strikethrough",
      "Link",
      "Quote",
      "Bulleted list",
      "Numbered list",
      "Code block",
      "Divider",
      "Image",
      "Video",
      "Audio",
      "Undo",
      "Redo",
    ]);

    // the title, then the toolbar is one Tab stop; arrows walk it
    await title(page).focus();
    await page.keyboard.press("Tab");
    await expect(toolbar.getByRole("button", { name: "Heading H2" })).toBeFocused();
    for (const name of names.slice(1)) {
      await page.keyboard.press("ArrowRight");
      await expect(toolbar.getByRole("button", { name, exact: true })).toBeFocused();
    }
    await page.keyboard.press("ArrowRight");
    await expect(toolbar.getByRole("button", { name: "Heading H2" })).toBeFocused();

    // select the text, go back to the toolbar, make it bold with the keyboard alone
    await page.keyboard.press("Tab");
    await expect(body(page)).toBeFocused();
    await page.keyboard.press("Control+A");
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    await expect(toolbar.getByRole("button", { name: "Bold" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(body(page).locator("strong")).toHaveText("plain words");
    await expect(toolbar.getByRole("button", { name: "Bold" })).toHaveAttribute("aria-pressed", "true");
  });
});
