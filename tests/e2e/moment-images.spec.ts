import { expect, type Locator, type Page, test } from "@playwright/test";
import { graphql } from "./generated/gql";
import { axeOn, gql, hydrated, ORIGIN, signUpFresh } from "./support";

// Issue 31: a moment's photo was cropped to a 720×378 strip with no way to see it whole. One
// image alone is shown at its own shape (within bounds); any image opens whole in a viewer,
// which Escape, the close button and a swipe close, and whose arrows move between several.
// In the three languages. Each test signs up a new person (moments are limited per person).

const Post = graphql(`
  mutation MomentImagesPost($input: PutMomentInput!) {
    putMoment(input: $input) {
      shortHash
    }
  }
`);

const UPLOAD = "mutation($input: SingleFileUploadInput!) { singleFileUpload(input: $input) { id path } }";

type Size = { width: number; height: number };

/** Draws each picture in the page, uploads it for a moment, and posts the moment: its short hash. */
async function momentWith(page: Page, sizes: Size[]) {
  await page.goto("/about");
  const ids = await page.evaluate(
    async ({ sizes, query }) => {
      const ids: string[] = [];
      for (const [n, { width, height }] of sizes.entries()) {
        const canvas = new OffscreenCanvas(width, height);
        const g = canvas.getContext("2d") as OffscreenCanvasRenderingContext2D;
        g.fillStyle = ["#2a6f97", "#7a3b69", "#3d7a3b"][n % 3] ?? "#000";
        g.fillRect(0, 0, width, height);
        // a mark at each end: cropped, one of them would be gone
        g.fillStyle = "#f4d35e";
        g.fillRect(0, 0, width, height / 10);
        g.fillRect(0, height - height / 10, width, height / 10);
        const blob = await canvas.convertToBlob({ type: "image/png" });
        const form = new FormData();
        form.set(
          "operations",
          JSON.stringify({ query, variables: { input: { type: "moment", entityType: "moment", file: null } } }),
        );
        form.set("map", JSON.stringify({ 0: ["variables.input.file"] }));
        form.set("0", new File([blob], `picture-${n}.png`, { type: "image/png" }));
        const response = await fetch("/graphql", {
          method: "POST",
          headers: { "apollo-require-preflight": "true" },
          body: form,
        });
        const answer = (await response.json()) as { data?: { singleFileUpload: { id: string } }; errors?: unknown };
        if (!answer.data) throw new Error(JSON.stringify(answer.errors));
        ids.push(answer.data.singleFileUpload.id);
      }
      return ids;
    },
    { sizes, query: UPLOAD },
  );
  const posted = await gql(page.request, Post, { input: { content: "<p>Pictures from the pier</p>", assets: ids } });
  const shortHash = posted.data?.putMoment.shortHash;
  if (!shortHash) throw new Error(`no moment: ${JSON.stringify(posted.errors)}`);
  return shortHash;
}

const loaded = (image: Locator) => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0);

/** The drawn box of an image, and its image's own shape. */
const shapes = (image: Locator) =>
  image.evaluate((img: HTMLImageElement) => {
    const box = img.getBoundingClientRect();
    return { shown: box.width / box.height, own: img.naturalWidth / img.naturalHeight, height: box.height };
  });

const LANGUAGES = [
  {
    language: "en",
    title: (i: number, n: number) => `Image ${i} of ${n}`,
    alt: (i: number, n: number) => new RegExp(`^Image ${i} of ${n} in the moment by `),
    previous: "Previous image",
    next: "Next image",
    close: "Close",
  },
  {
    language: "zh-Hant",
    title: (i: number, n: number) => `第 ${i} 張圖片，共 ${n} 張`,
    alt: (i: number, n: number) => new RegExp(`的動態中的第 ${i} 張圖片，共 ${n} 張$`),
    previous: "上一張圖片",
    next: "下一張圖片",
    close: "關閉",
  },
  {
    language: "zh-Hans",
    title: (i: number, n: number) => `第 ${i} 张图片，共 ${n} 张`,
    alt: (i: number, n: number) => new RegExp(`的动态中的第 ${i} 张图片，共 ${n} 张$`),
    previous: "上一张图片",
    next: "下一张图片",
    close: "关闭",
  },
] as const;

/** Serious and critical axe violations on the page as it is. */
async function violations(page: Page) {
  const { violations: found } = await axeOn(page).analyze();
  return found.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id);
}

test.describe("a moment's images", () => {
  // a dialog fades in over 200 ms; axe measuring contrast mid-fade sees its text half-drawn
  test.use({ reducedMotion: "reduce" });

  test("one tall image is shown whole at its own shape, within the screen, and opens in the viewer", async ({
    page,
  }) => {
    await signUpFresh(page, "moment-tall");
    const shortHash = await momentWith(page, [{ width: 400, height: 800 }]);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`/m/${shortHash}`);
    const image = page.getByRole("main").getByRole("img", { name: LANGUAGES[0].alt(1, 1) });
    await expect.poll(() => loaded(image)).toBe(true);
    const { shown, own, height } = await shapes(image);
    expect(own).toBeCloseTo(0.5, 2);
    // its own shape, not a strip cut out of it
    expect(shown).toBeCloseTo(own, 1);
    // and within the screen's height
    expect(height).toBeLessThanOrEqual(800 * 0.7 + 1);

    const link = page.getByRole("main").getByRole("link", { name: LANGUAGES[0].alt(1, 1) });
    // before hydration the link opens the image itself, as it does without JavaScript
    await hydrated(link);
    await link.click();
    const viewer = page.getByRole("dialog", { name: "Image 1 of 1" });
    await expect(viewer).toBeVisible();
    const whole = viewer.getByRole("img", { name: LANGUAGES[0].alt(1, 1) });
    await expect.poll(() => loaded(whole)).toBe(true);
    const large = await shapes(whole);
    expect(large.shown).toBeCloseTo(0.5, 1);
    expect(large.height).toBeGreaterThan(height);
    // one image: nothing to move to
    await expect(viewer.getByRole("button", { name: "Next image" })).toHaveCount(0);
    for (const colorScheme of ["light", "dark"] as const) {
      await page.emulateMedia({ colorScheme });
      expect(await violations(page), colorScheme).toEqual([]);
    }
    await page.keyboard.press("Escape");
    await expect(viewer).toHaveCount(0);
    // focus is back on the image it was opened from
    await expect(page.getByRole("main").getByRole("link", { name: LANGUAGES[0].alt(1, 1) })).toBeFocused();
  });

  test("several open in the viewer, in each language: arrows and buttons move, Escape and the close button close", async ({
    page,
    context,
  }) => {
    await signUpFresh(page, "moment-several");
    const shortHash = await momentWith(page, [
      { width: 900, height: 300 },
      { width: 300, height: 600 },
      { width: 500, height: 500 },
    ]);
    for (const words of LANGUAGES) {
      await context.addCookies([{ name: "__language", value: words.language, url: ORIGIN }]);
      await page.goto(`/m/${shortHash}`);
      const main = page.getByRole("main");
      // in a grid of square cells, so nothing moves as they arrive
      const cells = main.getByRole("listitem").filter({ has: page.getByRole("img", { name: words.alt(1, 3) }) });
      expect(await cells.evaluate((li) => getComputedStyle(li).aspectRatio)).toBe("1 / 1");

      await hydrated(main.getByRole("link", { name: words.alt(2, 3) }));
      await main.getByRole("link", { name: words.alt(2, 3) }).click();
      const viewer = page.getByRole("dialog");
      await expect(viewer).toHaveAccessibleName(words.title(2, 3));
      await expect(viewer.getByRole("img", { name: words.alt(2, 3) })).toBeVisible();
      await page.keyboard.press("ArrowRight");
      await expect(viewer).toHaveAccessibleName(words.title(3, 3));
      await expect(viewer.getByRole("img", { name: words.alt(3, 3) })).toBeVisible();
      // past the last, the first
      await page.keyboard.press("ArrowRight");
      await expect(viewer).toHaveAccessibleName(words.title(1, 3));
      await page.keyboard.press("ArrowLeft");
      await expect(viewer).toHaveAccessibleName(words.title(3, 3));
      await viewer.getByRole("button", { name: words.previous }).click();
      await expect(viewer).toHaveAccessibleName(words.title(2, 3));
      await viewer.getByRole("button", { name: words.next }).click();
      await expect(viewer).toHaveAccessibleName(words.title(3, 3));
      // the whole image, not a square cut out of it
      const whole = viewer.getByRole("img", { name: words.alt(3, 3) });
      await expect.poll(() => loaded(whole)).toBe(true);
      expect((await shapes(whole)).shown).toBeCloseTo(1, 1);
      await viewer.getByRole("button", { name: words.close }).click();
      await expect(viewer).toHaveCount(0);

      await main.getByRole("link", { name: words.alt(1, 3) }).click();
      await expect(page.getByRole("dialog")).toHaveAccessibleName(words.title(1, 3));
      await page.keyboard.press("Escape");
      await expect(page.getByRole("dialog")).toHaveCount(0);
    }
  });

  test("on a phone, a swipe down or sideways closes the viewer; opened from a list of moments too", async ({
    browser,
  }) => {
    const context = await browser.newContext({
      baseURL: ORIGIN,
      locale: "en-US",
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      isMobile: true,
    });
    const page = await context.newPage();
    await signUpFresh(page, "moment-swipe");
    const shortHash = await momentWith(page, [
      { width: 600, height: 400 },
      { width: 400, height: 600 },
    ]);

    /** A finger put on the image, moved by (dx, dy), lifted. */
    const swipe = async (viewer: Locator, dx: number, dy: number) => {
      const box = await viewer.getByRole("img").boundingBox();
      if (!box) throw new Error("no image in the viewer");
      const x = box.x + box.width / 2;
      const y = box.y + box.height / 2;
      const at = (clientX: number, clientY: number) => ({
        pointerId: 7,
        pointerType: "touch",
        isPrimary: true,
        clientX,
        clientY,
        bubbles: true,
      });
      const image = viewer.getByRole("img");
      await image.dispatchEvent("pointerdown", at(x, y));
      await image.dispatchEvent("pointermove", at(x + dx / 2, y + dy / 2));
      await image.dispatchEvent("pointerup", at(x + dx, y + dy));
    };

    await page.goto(`/m/${shortHash}`);
    const main = page.getByRole("main");
    await hydrated(main.getByRole("link", { name: /^Image 1 of 2 / }));
    for (const [dx, dy] of [
      [0, 200],
      [-200, 10],
      [200, -10],
    ] as const) {
      await main.getByRole("link", { name: /^Image 1 of 2 / }).tap();
      const viewer = page.getByRole("dialog", { name: "Image 1 of 2" });
      await expect(viewer).toBeVisible();
      // a small move is no swipe
      await swipe(viewer, 10, 10);
      await expect(viewer).toBeVisible();
      await swipe(viewer, dx, dy);
      await expect(viewer).toHaveCount(0);
    }

    // a list of moments (the author's): the small squares open the viewer as well
    const userName = await page.evaluate(async () => {
      const response = await fetch("/graphql", {
        method: "POST",
        headers: { "content-type": "application/json", "apollo-require-preflight": "true" },
        body: JSON.stringify({ query: "{ viewer { userName } }" }),
      });
      return ((await response.json()) as { data: { viewer: { userName: string } } }).data.viewer.userName;
    });
    await page.goto(`/@${userName}?type=moments`);
    const inList = page
      .getByRole("main")
      .getByRole("link", { name: /^Image 2 of 2 / })
      .first();
    await hydrated(inList);
    await inList.tap();
    await expect(page.getByRole("dialog", { name: "Image 2 of 2" })).toBeVisible();
    await context.close();
  });
});
