import { type Browser, expect, type Locator, type Page, test } from "@playwright/test";
import { graphql } from "./generated/gql";
import { at, axeOn, gql, ORIGIN, signUpFresh } from "./support";

// Writing moments as people do: from the Create menu, into the form above one's own moments at
// desktop width and onto /m/edit at phone width, with an image (picked, or pasted) and a tag;
// the moment on the profile, on its page and under its tag; another reader likes it and the count holds after
// a reload; a visitor is asked to log in; the author deletes it from its page and from the list.
// Every run signs up new people: moments are limited to 2 in 5 minutes a person, and the
// demo database keeps what earlier runs wrote.

const RUN = Date.now().toString(36);

const Viewer = graphql(`
  query MomentsViewer {
    viewer {
      id
      userName
    }
  }
`);

const Post = graphql(`
  mutation MomentsPost($input: PutMomentInput!) {
    putMoment(input: $input) {
      id
      shortHash
    }
  }
`);

async function userNameOf(page: Page) {
  const name = (await gql(page.request, Viewer)).data?.viewer?.userName;
  if (!name) throw new Error("signed in without a user name");
  return name;
}

/** A PNG drawn and encoded by Chromium: real bytes to upload. */
async function drawnPng(page: Page, width = 480, height = 320): Promise<Buffer> {
  const base64 = await page.evaluate(
    async ({ width, height }) => {
      const canvas = new OffscreenCanvas(width, height);
      const g = canvas.getContext("2d") as OffscreenCanvasRenderingContext2D;
      g.fillStyle = "#7a3b69";
      g.fillRect(0, 0, width, height);
      g.fillStyle = "#f2c14e";
      g.beginPath();
      g.arc(width / 2, height / 2, height / 3, 0, Math.PI * 2);
      g.fill();
      const bytes = new Uint8Array(await (await canvas.convertToBlob({ type: "image/png" })).arrayBuffer());
      return btoa(String.fromCharCode(...bytes));
    },
    { width, height },
  );
  return Buffer.from(base64, "base64");
}

/** Contexts made by hand take none of the config's `use`. */
const FRESH = { baseURL: ORIGIN, locale: "en-US" };

const textbox = (page: Page) => page.getByRole("textbox", { name: "What is on your mind?" });
const loaded = (image: Locator) => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth);

/** Opens the Create menu and chooses Moment. */
async function createMoment(page: Page) {
  await page.getByRole("button", { name: "Create" }).click();
  await page.getByRole("menuitem", { name: "Moment" }).click();
}

async function addTag(page: Page, tag: string) {
  const field = page.getByRole("combobox", { name: "Tags", exact: true });
  await field.fill(tag);
  await expect(page.getByRole("option", { name: new RegExp(`#${tag}`) })).toBeVisible();
  await field.press("Enter");
  await expect(page.getByRole("list", { name: "Tags" }).getByText(`#${tag}`)).toBeVisible();
}

/** Waits until every image of the form has been uploaded. */
async function uploaded(page: Page, count: number) {
  const images = page.getByRole("list", { name: new RegExp(`^${count} of 9 images$`) }).getByRole("listitem");
  await expect(images).toHaveCount(count);
  await expect(page.locator("form progress")).toHaveCount(0);
  await expect(page.locator("form [role=alert]")).toHaveCount(0);
}

/** A new person, signed in in a context of their own, with a moment posted through the API. */
async function authorWithMoment(browser: Browser, label: string) {
  const context = await browser.newContext(FRESH);
  const page = await context.newPage();
  await page.goto("/about");
  await signUpFresh(page, label);
  const text = `Tide pools at dawn ${label} ${RUN}`;
  const posted = (await gql(page.request, Post, { input: { content: `<p>${text}</p>` } })).data?.putMoment;
  if (!posted) throw new Error("no moment posted");
  return { context, page, text, id: posted.id, shortHash: posted.shortHash, userName: await userNameOf(page) };
}

test.describe("writing a moment", () => {
  test("from the profile form at desktop width: text kept over a reload, an image, a tag; on the profile and its page", async ({
    page,
  }) => {
    await page.goto("/about");
    await signUpFresh(page, "moment-desk");
    const userName = await userNameOf(page);
    await page.goto("/featured");
    await createMoment(page);
    await expect(page).toHaveURL(at(`/@${userName}?form=write-moment`));
    await expect(textbox(page)).toBeFocused();

    const text = `Harbour lights after the rain ${RUN}`;
    await textbox(page).fill(text);
    await expect(page.getByText(`${[...text].length} / 240`)).toBeVisible();
    // kept on this device: a reload loses nothing
    await page.reload();
    await expect(textbox(page)).toHaveValue(text);

    await page.locator('form input[type="file"]').setInputFiles({
      name: "harbour.png",
      mimeType: "image/png",
      buffer: await drawnPng(page),
    });
    await uploaded(page, 1);
    await expect(page.getByRole("img", { name: "Image 1" })).toBeVisible();
    const tag = `harbourlights${RUN}`;
    await addTag(page, tag);

    // what axe finds on the filled-in form
    const { violations } = await axeOn(page).include("form").analyze();
    expect(violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id)).toEqual([]);

    await page.getByRole("button", { name: "Post", exact: true }).click();
    await expect(page).toHaveURL(at(`/@${userName}?type=moments`));
    const first = page.locator("main [data-more-items] > li").first();
    await expect(first.getByRole("link", { name: text })).toBeVisible();
    const image = first.getByRole("img", { name: /^Image 1 of 1 in the moment by / });
    await expect.poll(() => loaded(image)).toBeGreaterThan(0);
    // nothing is left on the device once posted
    await page.goto(`/@${userName}?form=write-moment`);
    await expect(textbox(page)).toHaveValue("");

    await page.goto(`/@${userName}?type=moments`);
    await first.getByRole("link", { name: text }).click();
    await expect(page).toHaveURL(/\/m\/[a-z0-9]{12}$/);
    const main = page.getByRole("main");
    await expect(main.getByText(text, { exact: true })).toBeVisible();
    await expect.poll(() => loaded(main.getByRole("img", { name: /^Image 1 of 1 / }))).toBeGreaterThan(0);
    await expect(main.getByRole("list", { name: "Tags" }).getByRole("link", { name: `#${tag}` })).toHaveAttribute(
      "href",
      /^\/tags\//,
    );

    // the tag, new with this moment, lists it under its Moments tab
    await main
      .getByRole("list", { name: "Tags" })
      .getByRole("link", { name: `#${tag}` })
      .click();
    await expect(page.getByRole("heading", { level: 1, name: `#${tag}` })).toBeVisible();
    await expect(page.getByText("1 moment", { exact: true })).toBeVisible();
    await page.getByRole("navigation", { name: "Articles and moments" }).getByRole("link", { name: "Moments" }).click();
    await expect(page).toHaveURL(/\?type=moments$/);
    await expect(page.locator("main [data-more-items] > li").first().getByRole("link", { name: text })).toBeVisible();
  });

  test("from /m/edit at phone width: a pasted image and a tag; the counter stops a moment too long", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/about");
    await signUpFresh(page, "moment-phone");
    const userName = await userNameOf(page);
    await page.goto("/featured");
    await createMoment(page);
    await expect(page).toHaveURL(at("/m/edit"));
    await expect(page.getByRole("heading", { level: 1, name: "New moment" })).toBeVisible();
    await expect(textbox(page)).toBeFocused();

    // too long: said so, and not sent
    await textbox(page).fill("a".repeat(241));
    await expect(page.getByText("241 / 240")).toBeVisible();
    await expect(page.getByText("1 character over the limit")).toBeVisible();
    await expect(page.getByRole("button", { name: "Post", exact: true })).toBeDisabled();

    const text = `Night market, line ${RUN}\nSecond line`;
    await textbox(page).fill(text);
    // an image pasted into the text, as from the clipboard
    const bytes = [...(await drawnPng(page, 320, 320))];
    await textbox(page).evaluate((area, bytes) => {
      const data = new DataTransfer();
      data.items.add(new File([new Uint8Array(bytes)], "pasted.png", { type: "image/png" }));
      area.dispatchEvent(new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }));
    }, bytes);
    await uploaded(page, 1);
    const tag = `nightmarket${RUN}`;
    await addTag(page, tag);
    await page.getByRole("button", { name: "Post", exact: true }).click();

    await expect(page).toHaveURL(at(`/@${userName}?type=moments`));
    const first = page.locator("main [data-more-items] > li").first();
    await expect(first.getByRole("link", { name: /^Night market, line/ })).toBeVisible();
    await first.getByRole("link", { name: /^Night market, line/ }).click();
    const main = page.getByRole("main");
    await expect(main.getByText(`Night market, line ${RUN}`)).toBeVisible();
    await expect(main.getByText("Second line")).toBeVisible();
    await expect(main.getByRole("link", { name: `#${tag}` })).toBeVisible();
    await expect.poll(() => loaded(main.getByRole("img", { name: /^Image 1 of 1 / }))).toBeGreaterThan(0);
  });

  test("a removed image does not go with the moment, and focus stays with the images", async ({ page }) => {
    await page.goto("/about");
    await signUpFresh(page, "moment-remove");
    await page.goto("/m/edit");
    await page.locator('form input[type="file"]').setInputFiles([
      { name: "one.png", mimeType: "image/png", buffer: await drawnPng(page, 200, 200) },
      { name: "two.png", mimeType: "image/png", buffer: await drawnPng(page, 220, 200) },
    ]);
    await uploaded(page, 2);
    await page.getByRole("button", { name: "Remove image 1" }).click();
    await uploaded(page, 1);
    // the image that took its place now has the focus
    await expect(page.getByRole("button", { name: "Remove image 1" })).toBeFocused();
    await page.getByRole("button", { name: "Remove image 1" }).press("Enter");
    await expect(page.getByRole("button", { name: "Add images" })).toBeFocused();
    await expect(page.getByRole("button", { name: "Post", exact: true })).toBeDisabled();
  });
});

test.describe("liking and deleting a moment", () => {
  test("another reader likes it and the count holds after a reload; a visitor is asked to log in", async ({
    page,
    browser,
  }) => {
    const author = await authorWithMoment(browser, "liked");
    await page.goto("/about");
    await signUpFresh(page, "liker");
    await page.goto(`/m/${author.shortHash}`);
    const like = page.getByRole("button", { name: "Like", exact: true });
    await expect(like).toBeEnabled();
    await expect(like).toHaveAttribute("aria-pressed", "false");
    await expect(page.getByText("0 likes")).toBeVisible();
    await like.click();
    await expect(like).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByText("1 like", { exact: true })).toBeVisible();
    await page.reload();
    await expect(page.getByText("1 like", { exact: true })).toBeVisible();
    await expect(like).toHaveAttribute("aria-pressed", "true");
    // by keyboard: taken back and given again
    await like.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByText("0 likes")).toBeVisible();
    await page.keyboard.press("Space");
    await expect(page.getByText("1 like", { exact: true })).toBeVisible();
    // not the reader's to delete
    await expect(page.getByRole("button", { name: "Delete" })).toBeHidden();

    const visitor = await browser.newPage(FRESH);
    await visitor.goto(`/m/${author.shortHash}`);
    await expect(visitor.getByText("1 like", { exact: true })).toBeVisible();
    await visitor.getByRole("button", { name: "Like", exact: true }).click();
    await expect(visitor.getByRole("dialog", { name: "Log in or sign up" })).toBeVisible();
    await visitor.close();
    await author.context.close();
  });

  test("a like the API refuses is taken back, with its error", async ({ page, browser }) => {
    const author = await authorWithMoment(browser, "refused");
    await page.goto("/about");
    await signUpFresh(page, "late-liker");
    await page.goto(`/m/${author.shortHash}`);
    const like = page.getByRole("button", { name: "Like", exact: true });
    await expect(like).toBeEnabled();
    // taken down meanwhile
    await gql(author.page.request, `mutation($id: ID!) { deleteMoment(input: { id: $id }) { id } }`, {
      id: author.id,
    });
    await like.click();
    await expect(page.getByRole("alert").filter({ hasText: "not found" })).toBeVisible();
    await expect(like).toHaveAttribute("aria-pressed", "false");
    await expect(page.getByText("0 likes")).toBeVisible();
    await author.context.close();
  });

  test("the author deletes it from its page, after confirming, and another from the list", async ({ browser }) => {
    const author = await authorWithMoment(browser, "deleter");
    const { page } = author;
    await page.goto(`/m/${author.shortHash}`);
    const remove = page.getByRole("button", { name: "Delete" });
    await expect(remove).toBeVisible();
    // cancelled: the dialog closes and focus comes back
    await remove.click();
    const dialog = page.getByRole("dialog", { name: "Delete this moment?" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Cancel" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(remove).toBeFocused();
    await remove.click();
    await dialog.getByRole("button", { name: "Delete" }).click();
    await expect(page).toHaveURL(at(`/@${author.userName}?type=moments`));
    await expect(page.getByText(author.text)).toHaveCount(0);
    const visitor = await browser.newPage(FRESH);
    expect((await visitor.goto(`/m/${author.shortHash}`))?.status()).toBe(404);
    await visitor.close();

    // from the list: the item goes, focus moves on
    const second = `Second thoughts ${RUN}`;
    await gql(page.request, Post, { input: { content: `<p>${second}</p>` } });
    await page.goto(`/@${author.userName}?type=moments`);
    const item = page.locator("main [data-more-items] > li").filter({ hasText: second });
    await item.getByRole("button", { name: "Delete" }).click();
    await page.getByRole("dialog", { name: "Delete this moment?" }).getByRole("button", { name: "Delete" }).click();
    await expect(item).toBeHidden();
    await expect(page.getByText("Moment deleted")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: "Moments" })).toBeFocused();
    await page.reload();
    await expect(page.getByText(second)).toHaveCount(0);
    await expect(page.getByText("No moments yet.")).toBeVisible();
    await author.context.close();
  });
});
