import { type Browser, expect, type Page, test } from "@playwright/test";
import { graphql } from "./generated/gql";
import { at, axeOn, gql, hydrated, signIn } from "./support";

// A collection's life, as its author and a reader live it: Alice makes one on her collections
// tab with a cover, adds two articles from the collection's page and a third from the
// article's revision page, moves one up by keyboard, Bob likes it (the count holds after a
// reload), a visitor is asked to log in, Alice pins it to her profile, then deletes it.

const AliceArticles = graphql(`
  query CollectionsAliceArticles {
    user(input: { userName: "alice" }) {
      articles(input: { first: 3 }) {
        edges {
          node {
            id
            shortHash
            title
          }
        }
      }
    }
  }
`);

const RUN = Date.now().toString(36);
const TITLE = `Harbour notes ${RUN}`;

type Impact = { impact?: string | null; id: string };
const serious = (violations: Impact[]) =>
  violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id);

async function drawnPng(page: Page, width = 1200, height = 675): Promise<Buffer> {
  const base64 = await page.evaluate(
    async ({ width, height }) => {
      const canvas = new OffscreenCanvas(width, height);
      const g = canvas.getContext("2d") as OffscreenCanvasRenderingContext2D;
      g.fillStyle = "#0d3b66";
      g.fillRect(0, 0, width, height);
      g.fillStyle = "#f4d35e";
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

async function as(browser: Browser, email: string | null) {
  const context = await browser.newContext();
  const page = await context.newPage();
  if (email) await signIn(page, email);
  return page;
}

/** The article titles the collection's page lists, in order. */
const listed = (page: Page) => page.locator("main [data-more-items] h2").allTextContents();

test.describe
  .serial("a collection", () => {
    let path = "";
    let articles: { id: string; shortHash: string; title: string }[] = [];

    test("is made on the author's collections tab, with a cover", async ({ page }) => {
      await signIn(page, "alice@example.com");
      const result = await gql(page.request, AliceArticles);
      articles = (result.data?.user?.articles.edges ?? []).map((e) => e.node);
      expect(articles).toHaveLength(3);

      await page.goto("/@alice/collections");
      const create = page.getByRole("button", { name: "New collection" });
      await hydrated(create);
      await create.click();
      const dialog = page.getByRole("dialog", { name: "New collection" });
      await expect(dialog.getByRole("textbox", { name: "Title" })).toBeFocused();
      expect(serious((await axeOn(page).include("dialog").analyze()).violations)).toEqual([]);

      // a title is needed: the dialog says so and stays
      await dialog.getByRole("button", { name: "Create" }).click();
      await expect(dialog.getByRole("alert")).toHaveText("A collection needs a title.");

      await dialog.getByRole("textbox", { name: "Title" }).fill(TITLE);
      await dialog.getByRole("textbox", { name: "Description" }).fill("Walks along the water, in order.");
      await dialog
        .getByLabel("Cover image")
        .setInputFiles({ name: "harbour.png", mimeType: "image/png", buffer: await drawnPng(page) });
      await dialog.getByRole("button", { name: "Create" }).click();
      await expect(page).toHaveURL(/\/@alice\/collections\/[A-Za-z0-9%=]+$/);
      path = new URL(page.url()).pathname;
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(TITLE);
      await expect(page.getByText("Walks along the water, in order.")).toBeVisible();
      const cover = page.locator('main img[src^="/assets/collectionCover/"]');
      await expect(cover).toHaveAttribute("src", /^\/assets\/collectionCover\/[0-9a-f-]{36}\?w=640&h=360&fit=cover$/);
      await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
      await expect(page.getByText("This collection has no articles yet.")).toBeVisible();
    });

    test("takes articles from its page and from an article's revision page", async ({ page }) => {
      const [first, second, third] = articles;
      if (!first || !second || !third) throw new Error("alice has too few articles");
      await signIn(page, "alice@example.com");
      await page.goto(path);
      const add = page.getByRole("button", { name: "Add articles" });
      await hydrated(add);
      await add.click();
      const dialog = page.getByRole("dialog", { name: "Add articles" });
      await dialog.getByRole("checkbox", { name: first.title }).check();
      await dialog.getByRole("checkbox", { name: second.title }).check();
      await dialog.getByRole("button", { name: "Add 2 articles" }).click();
      await expect(dialog).toBeHidden();
      await expect.poll(() => listed(page)).toEqual([first.title, second.title]);

      // the third joins from the publishing options of its revision page
      await page.goto(`/a/${third.shortHash}/edit`);
      const option = page.getByRole("checkbox", { name: TITLE });
      await expect(option).not.toBeChecked();
      await option.check();
      await page.getByRole("button", { name: "Save revision" }).click();
      await page
        .getByRole("dialog", { name: "Save this revision" })
        .getByRole("button", { name: "Save", exact: true })
        .click();
      await expect(page).toHaveURL(at(`/a/${third.shortHash}`));
      await expect(page.getByRole("link", { name: TITLE })).toBeVisible();

      await page.goto(path);
      expect(await listed(page)).toEqual([first.title, second.title, third.title]);
    });

    test("is arranged by keyboard", async ({ page }) => {
      const [first, second, third] = articles;
      if (!first || !second || !third) throw new Error("alice has too few articles");
      await signIn(page, "alice@example.com");
      await page.goto(path);
      const arrange = page.getByRole("button", { name: "Arrange" });
      await hydrated(arrange);
      await arrange.click();
      const dialog = page.getByRole("dialog", { name: "Arrange articles" });
      const up = dialog.getByRole("button", { name: `Move “${third.title}” up` });
      await up.focus();
      await page.keyboard.press("Enter");
      await expect(dialog.getByRole("status").filter({ hasText: "is now 2 of 3" })).toBeVisible();
      // focus stays with the article it moved
      await expect(up).toBeFocused();
      expect(serious((await axeOn(page).include("dialog").analyze()).violations)).toEqual([]);
      await dialog.getByRole("button", { name: "Done" }).click();
      await expect.poll(() => listed(page)).toEqual([first.title, third.title, second.title]);
      await page.reload();
      expect(await listed(page)).toEqual([first.title, third.title, second.title]);
    });

    test("is liked by another reader, and the count holds after a reload", async ({ browser }) => {
      const bob = await as(browser, "bob@example.com");
      await bob.goto(path);
      const like = bob.getByRole("button", { name: /^Like this collection/ });
      await hydrated(like);
      await expect(like).toHaveAccessibleName("Like this collection (0 likes)");
      await like.click();
      await expect(like).toHaveAttribute("aria-pressed", "true");
      await expect(like).toHaveAccessibleName("Like this collection (1 like)");
      await bob.reload();
      const again = bob.getByRole("button", { name: /^Like this collection/ });
      await expect(again).toHaveAccessibleName("Like this collection (1 like)");
      await expect(again).toHaveAttribute("aria-pressed", "true");
      expect(serious((await axeOn(bob).analyze()).violations)).toEqual([]);
      await bob.context().close();

      // a visitor is asked to log in
      const visitor = await as(browser, null);
      await visitor.goto(path);
      const visitorLike = visitor.getByRole("button", { name: /^Like this collection/ });
      await hydrated(visitorLike);
      await visitorLike.click();
      await expect(visitor.getByRole("dialog", { name: "Log in or sign up" })).toBeVisible();
      await visitor.context().close();
    });

    test("is pinned to the author's profile, then deleted", async ({ page }) => {
      await signIn(page, "alice@example.com");
      await page.goto(path);
      await expect(page.getByText("1 like", { exact: true })).toBeVisible();
      const pin = page.getByRole("button", { name: "Pin to profile" });
      await hydrated(pin);
      await pin.click();
      await expect(pin).toHaveAttribute("aria-pressed", "true");
      await page.goto("/@alice");
      await expect(page.getByRole("region", { name: "Pinned" }).getByRole("link", { name: TITLE })).toBeVisible();

      await page.goto(path);
      const remove = page.getByRole("button", { name: "Delete" });
      await hydrated(remove);
      await remove.click();
      const dialog = page.getByRole("dialog", { name: "Delete collection" });
      await expect(dialog.getByRole("button", { name: "Delete collection" })).toBeFocused();
      await dialog.getByRole("button", { name: "Delete collection" }).click();
      await expect(page).toHaveURL(at("/@alice/collections"));
      await expect(page.getByRole("link", { name: TITLE })).toHaveCount(0);
      expect((await page.goto(path))?.status()).toBe(404);
      await page.goto("/@alice");
      await expect(page.getByRole("link", { name: TITLE })).toHaveCount(0);
    });
  });
