import { type Browser, expect, type Page, test } from "@playwright/test";
import { hydrated, ORIGIN, signUpFresh } from "./support";

// Circles, part one (issue 34): a new account creates a circle with an avatar and a cover at
// /circles/create, sees it at /~name, finds it in the user menu, edits it; another account
// follows it; the edit form is the owner's alone. Once in English, once in Traditional Chinese
// with a follower reading Simplified Chinese. Every test makes its own accounts and circles.

/** A PNG drawn in the page, as a person's picked file would be. */
async function drawnPng(page: Page, width: number, height: number): Promise<Buffer> {
  const base64 = await page.evaluate(
    async ({ width, height }) => {
      const canvas = new OffscreenCanvas(width, height);
      const g = canvas.getContext("2d") as OffscreenCanvasRenderingContext2D;
      g.fillStyle = "#3d5a80";
      g.fillRect(0, 0, width, height);
      g.fillStyle = "#ee6c4d";
      g.fillRect(width / 3, height / 3, width / 3, height / 3);
      const bytes = new Uint8Array(await (await canvas.convertToBlob({ type: "image/png" })).arrayBuffer());
      let binary = "";
      for (const byte of bytes) binary += String.fromCharCode(byte);
      return btoa(binary);
    },
    { width, height },
  );
  return Buffer.from(base64, "base64");
}

const circleName = (label: string) => `${label}_${Date.now().toString(36)}`.slice(0, 20);

type Words = {
  create: string;
  name: string;
  displayName: string;
  description: string;
  price: string;
  avatar: string;
  cover: string;
  submit: string;
  chosen: string;
  perMonth: (amount: number) => string;
  followers: string;
  circleEntry: string;
  menuOf: RegExp;
};

const EN: Words = {
  create: "Create a circle",
  name: "Circle name",
  displayName: "Display name",
  description: "Description",
  price: "Monthly price",
  avatar: "Avatar",
  cover: "Cover",
  submit: "Create circle",
  chosen: "Chosen image",
  perMonth: (amount) => `HKD ${amount} a month`,
  followers: "Followers",
  circleEntry: "Circle",
  menuOf: /^Menu of/,
};

const ZH_HANT: Words = {
  create: "建立圍爐",
  name: "圍爐名稱",
  displayName: "顯示名稱",
  description: "簡介",
  price: "每月價格",
  avatar: "頭像",
  cover: "封面",
  submit: "建立圍爐",
  chosen: "已選圖片",
  perMonth: (amount) => `HKD ${amount} / 月`,
  followers: "追蹤者",
  circleEntry: "圍爐",
  menuOf: /的選單$/,
};

/** Signs up a new account on a page of its own, reading the site in `language` (the cookie's value). */
async function newcomer(browser: Browser, label: string, language: "en" | "zh_hant" | "zh_hans") {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signUpFresh(page, label);
  await context.addCookies([{ name: "__language", value: language, url: ORIGIN }]);
  return page;
}

/** Fills the create form and sends it; the new circle's page opens. */
async function createCircle(page: Page, w: Words, fields: { name: string; displayName: string; price: number }) {
  await page.goto("/circles/create");
  await expect(page.getByRole("heading", { level: 1, name: w.create })).toBeVisible();
  const form = page.locator("main form");
  await hydrated(form.getByRole("button", { name: w.submit }));
  await form.getByLabel(w.name, { exact: true }).fill(fields.name);
  await form.getByLabel(w.displayName, { exact: true }).fill(fields.displayName);
  await form.getByLabel(w.description, { exact: true }).fill("Slow reading, once a month.");
  await form.getByLabel(w.price, { exact: true }).fill(String(fields.price));
  await form.getByLabel(w.avatar, { exact: true }).setInputFiles({
    name: "face.png",
    mimeType: "image/png",
    buffer: await drawnPng(page, 300, 300),
  });
  await form.getByLabel(w.cover, { exact: true }).setInputFiles({
    name: "wide.png",
    mimeType: "image/png",
    buffer: await drawnPng(page, 1600, 400),
  });
  await expect(form.getByRole("img", { name: w.chosen })).toHaveCount(2);
  await form.getByRole("button", { name: w.submit }).click();
  await expect(page).toHaveURL(`${ORIGIN}/~${fields.name}`);
}

/** The circle page's head, as a reader sees it. */
async function expectHeader(page: Page, w: Words, shown: { displayName: string; name: string; price: number }) {
  const header = page.locator("main header").first();
  await expect(header.getByRole("heading", { level: 1, name: shown.displayName })).toBeVisible();
  await expect(header).toContainText(`~${shown.name}`);
  await expect(header).toContainText(w.perMonth(shown.price));
  // the uploads, resized by the image route: the cover wide, the avatar square
  const cover = header.locator("img").first();
  await expect(cover).toHaveAttribute("src", /^\/assets\/circleCover\/[0-9a-f-]{36}\?w=1200&h=300&fit=cover$/);
  const avatar = header.locator('img[src^="/assets/circleAvatar/"]');
  await expect(avatar).toHaveCount(1);
  for (const img of [cover, avatar]) {
    const response = await page.request.get((await img.getAttribute("src")) as string);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/^image\//);
  }
}

const followerCount = (page: Page, w: Words) =>
  page
    .locator("main header dl div")
    .filter({ has: page.locator("dt", { hasText: w.followers }) })
    .locator("dd");

test("a circle is created with avatar and cover, shown at /~name, found in the menu, edited and followed", async ({
  page,
  browser,
}) => {
  await signUpFresh(page, "circle-owner");
  const name = circleName("Reading");
  await createCircle(page, EN, { name, displayName: "Slow Readers", price: 25.5 });
  await expectHeader(page, EN, { displayName: "Slow Readers", name, price: 25.5 });
  await expect(followerCount(page, EN)).toHaveText("0");
  // a new owner has no articles yet
  await expect(page.getByText("No works yet.")).toBeVisible();

  // the user menu's Circle entry leads to the first owned circle
  await page.goto("/");
  await page.getByRole("button", { name: EN.menuOf }).click();
  await page.getByRole("menuitem", { name: EN.circleEntry }).click();
  await expect(page).toHaveURL(`${ORIGIN}/~${name}`);
  // a second circle cannot be made: the create page shows the way to this one
  await page.goto("/circles/create");
  await expect(page.getByText("You already have a circle.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Go to your circle" })).toHaveAttribute("href", `/~${name}`);

  // the owner edits it; the price stays as set
  await page.goto(`/~${name}`);
  await page.getByRole("link", { name: "Edit circle" }).click();
  await expect(page).toHaveURL(`${ORIGIN}/~${name}/settings/edit-profile`);
  const form = page.locator("main form");
  await hydrated(form.getByRole("button", { name: "Save" }));
  await expect(form.getByLabel("Monthly price", { exact: true })).toHaveValue("25.5");
  await expect(form.getByLabel("Monthly price", { exact: true })).toHaveAttribute("readonly", "");
  await expect(form.getByRole("img", { name: "Current avatar" })).toBeVisible();
  await form.getByLabel("Display name", { exact: true }).fill("Quiet Pages");
  await form.getByLabel("Description", { exact: true }).fill("Even slower now.");
  await form.getByRole("button", { name: "Save" }).click();
  await expect(page).toHaveURL(`${ORIGIN}/~${name}`);
  await expect(page.getByRole("heading", { level: 1, name: "Quiet Pages" })).toBeVisible();
  await expect(page.locator("main header")).toContainText("Even slower now.");

  // a refused edit says why and changes nothing: a display name over 12 characters
  await page.goto(`/~${name}/settings/edit-profile`);
  await hydrated(form.getByRole("button", { name: "Save" }));
  await form.getByLabel("Display name", { exact: true }).fill("Thirteen chars");
  await form.getByRole("button", { name: "Save" }).click();
  await expect(form.getByRole("alert")).toBeVisible();
  await expect(form.getByRole("alert")).toBeFocused();
  await expect(page).toHaveURL(`${ORIGIN}/~${name}/settings/edit-profile`);

  // another reader follows it from the keyboard; the count follows
  const reader = await newcomer(browser, "circle-reader", "en");
  await reader.goto(`/~${name}`);
  const follow = reader.getByRole("button", { name: "Follow Quiet Pages" });
  await hydrated(follow);
  await follow.focus();
  await reader.keyboard.press("Enter");
  await expect(reader.getByRole("button", { name: "Following Quiet Pages" })).toHaveAttribute("aria-pressed", "true");
  await expect(followerCount(reader, EN)).toHaveText("1");
  await reader.reload();
  await expect(reader.getByRole("button", { name: "Following Quiet Pages" })).toBeVisible();
  await expect(followerCount(reader, EN)).toHaveText("1");
  // the owner's form is the owner's alone
  const response = await reader.goto(`/~${name}/settings/edit-profile`);
  expect(response?.status()).toBe(404);
  await reader.context().close();
});

test("in Traditional Chinese: created, listed in the menu, followed by a reader in Simplified Chinese", async ({
  browser,
}) => {
  const owner = await newcomer(browser, "circle-zh", "zh_hant");
  const name = circleName("Tea");
  await createCircle(owner, ZH_HANT, { name, displayName: "喝茶讀書會", price: 20 });
  await expect(owner.locator("html")).toHaveAttribute("lang", "zh-Hant");
  await expectHeader(owner, ZH_HANT, { displayName: "喝茶讀書會", name, price: 20 });
  await expect(owner.getByRole("link", { name: "編輯圍爐" })).toBeVisible();
  await owner.goto("/");
  await owner.getByRole("button", { name: ZH_HANT.menuOf }).click();
  await owner.getByRole("menuitem", { name: ZH_HANT.circleEntry }).click();
  await expect(owner).toHaveURL(`${ORIGIN}/~${name}`);

  const reader = await newcomer(browser, "circle-zh-reader", "zh_hans");
  await reader.goto(`/~${name.toLowerCase()}`);
  await expect(reader.locator("html")).toHaveAttribute("lang", "zh-Hans");
  const follow = reader.getByRole("button", { name: "关注 喝茶讀書會" });
  await hydrated(follow);
  await follow.click();
  await expect(reader.getByRole("button", { name: "已关注 喝茶讀書會" })).toHaveAttribute("aria-pressed", "true");
  await expect(reader.locator("main header")).toContainText("关注者");
  await expect(followerCount(reader, { ...ZH_HANT, followers: "关注者" })).toHaveText("1");
  await owner.context().close();
  await reader.context().close();
});
