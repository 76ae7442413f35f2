import { expect, type Locator, type Page, test } from "@playwright/test";
import { gql, hydrated, ORIGIN, signUpFresh } from "./support";

// The file fields of the profile form and the editor look like the site's buttons, in the
// reader's language, not like the browser's own "Choose File / No file chosen". The native
// input is still the control: the visible button opens the browser's picker, Tab reaches it
// under its field's name and the button shows the focus, Space opens the picker from there.

const WORDS = [
  {
    cookie: "en",
    choose: "Choose an image",
    none: "No file chosen",
    avatar: "Avatar",
    bio: "Bio",
    uploadCover: "Upload a cover",
    image: "Image 1",
  },
  {
    cookie: "zh_hant",
    choose: "選擇圖片",
    none: "尚未選擇檔案",
    avatar: "頭像",
    bio: "簡介",
    uploadCover: "上傳封面",
    image: "第 1 張圖片",
  },
  {
    cookie: "zh_hans",
    choose: "选择图片",
    none: "尚未选择文件",
    avatar: "头像",
    bio: "简介",
    uploadCover: "上传封面",
    image: "第 1 张图片",
  },
] as const;

/** A PNG drawn by the browser. */
async function drawnPng(page: Page, width: number, height: number): Promise<Buffer> {
  const base64 = await page.evaluate(
    async ({ width, height }) => {
      const canvas = new OffscreenCanvas(width, height);
      const g = canvas.getContext("2d") as OffscreenCanvasRenderingContext2D;
      g.fillStyle = "#3d5a80";
      g.fillRect(0, 0, width, height);
      const bytes = new Uint8Array(await (await canvas.convertToBlob({ type: "image/png" })).arrayBuffer());
      let binary = "";
      for (const byte of bytes) binary += String.fromCharCode(byte);
      return btoa(binary);
    },
    { width, height },
  );
  return Buffer.from(base64, "base64");
}

/**
 * Presses what is visible and expects the browser's file picker to open. Playwright catches the
 * picker by asking the page to hand it over, a message to the page that travels apart from the
 * input events; a key press, one message, can outrun it (a mouse click, three, seldom does), and
 * the picker then opens unseen. So a round trip to the page comes first: once it is answered,
 * the page has the ask, whatever the machine's load (1 in about 35 runs missed without it).
 */
async function chooseThrough(page: Page, press: () => Promise<void>, file: { name: string; buffer: Buffer }) {
  const opened = page.waitForEvent("filechooser");
  await page.evaluate(() => true);
  await press();
  const chooser = await opened;
  await chooser.setFiles({ ...file, mimeType: "image/png" });
}

/**
 * A mouse click where the button is drawn: what takes it is whatever lies there (the input,
 * laid over the button), as for a person; Playwright's own click would refuse the covered span.
 */
async function clickWhereDrawn(page: Page, drawn: Locator) {
  await drawn.scrollIntoViewIfNeeded();
  const box = await drawn.boundingBox();
  if (!box) throw new Error("the button is not drawn");
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

/** The outline the picker's button shows while its input has the keyboard's focus. */
const outlineOf = (button: Locator) => button.evaluate((el) => getComputedStyle(el).outlineStyle);

for (const words of WORDS) {
  test(`the profile form's and the editor's image fields are the site's buttons, by mouse and keyboard (${words.cookie})`, async ({
    page,
  }) => {
    await signUpFresh(page, `pickers-${words.cookie}`);
    await page.context().addCookies([{ name: "__language", value: words.cookie, url: ORIGIN }]);
    const { data } = await gql<{ viewer: { userName: string } }>(page.request, "{ viewer { userName } }");
    await page.goto(`/@${data?.viewer.userName}/settings/edit-profile`);
    const form = page.locator("main form");
    const avatar = form.getByLabel(words.avatar, { exact: true });
    await hydrated(avatar);
    // one button and one "nothing chosen" for the avatar, the same for the cover
    const buttons = form.getByText(words.choose, { exact: true });
    await expect(buttons).toHaveCount(2);
    await expect(form.getByText(words.none, { exact: true })).toHaveCount(2);
    await expect(buttons.first()).toBeVisible();

    // the visible button opens the picker; the chosen file's name replaces "nothing chosen"
    const png = await drawnPng(page, 300, 300);
    await chooseThrough(page, () => clickWhereDrawn(page, buttons.first()), { name: "face.png", buffer: png });
    await expect(form.getByText("face.png", { exact: true })).toBeVisible();
    await expect(form.getByText(words.none, { exact: true })).toHaveCount(1);

    // by keyboard: Tab from the bio reaches the avatar's field, its button shows the focus,
    // and Space opens the picker
    expect(await outlineOf(buttons.first())).toBe("none");
    await form.getByLabel(words.bio, { exact: true }).focus();
    await page.keyboard.press("Tab");
    await expect(avatar).toBeFocused();
    expect(await outlineOf(buttons.first())).toBe("solid");
    await chooseThrough(page, () => page.keyboard.press("Space"), { name: "other.png", buffer: png });
    await expect(form.getByText("other.png", { exact: true })).toBeVisible();

    // the editor's cover: uploaded through its button, it becomes the chosen cover
    const draft = await gql<{ putDraft: { id: string } }>(
      page.request,
      "mutation($input: PutDraftInput!) { putDraft(input: $input) { id } }",
      { input: { title: "Covers", content: "<p>Words</p>" } },
    );
    await page.goto(`/me/drafts/${draft.data?.putDraft.id}`);
    const options = page.getByRole("complementary").filter({ has: page.getByLabel(words.uploadCover) });
    const upload = options.getByLabel(words.uploadCover, { exact: true });
    await hydrated(upload);
    const button = options.getByText(words.choose, { exact: true });
    await expect(button).toBeVisible();
    await chooseThrough(page, () => clickWhereDrawn(page, button), {
      name: "cover.png",
      buffer: await drawnPng(page, 640, 360),
    });
    await expect(options.getByRole("radio", { name: words.image })).toBeChecked();
  });
}
