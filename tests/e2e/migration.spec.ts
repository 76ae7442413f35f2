import { crc32, deflateSync } from "node:zlib";
import { expect, type Page, test } from "@playwright/test";
import { axeOn, signUpFresh } from "./support";

// /migration as an author moving house uses it: exported files picked from the device, each
// one's progress, links to the drafts they became; the drafts open in the editor with their
// titles and their images, stored as uploads of ours.

const RUN = Date.now().toString(36);

/** A small PNG (a gradient), written here: the file an export embeds. */
function png(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const typed = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(typed));
    return Buffer.concat([length, typed, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = Buffer.alloc(height * (width * 3 + 1));
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) rows.set([x * 6, y * 8, 160], y * (width * 3 + 1) + 1 + x * 3);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(rows)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

const image = `data:image/png;base64,${png(40, 30).toString("base64")}`;
const HTML_TITLE = `Harbour lights ${RUN}`;
const MD_TITLE = `Tide tables ${RUN}`;

const htmlExport = {
  name: "harbour-lights.html",
  mimeType: "text/html",
  buffer: Buffer.from(`<!DOCTYPE html><html><head><title>${HTML_TITLE}</title></head><body>
<article class="h-entry"><header><h1 class="p-name">${HTML_TITLE}</h1></header>
<section data-field="body" class="e-content"><p>The boats came in after dark.</p>
<figure><img src="${image}" alt="The pier"><figcaption>The pier at nine</figcaption></figure></section>
<footer><time class="dt-published" datetime="2019-03-04T22:15:00.000Z">March 4, 2019</time></footer></article></body></html>`),
};

const markdownExport = {
  name: "tide-tables.md",
  mimeType: "text/markdown",
  buffer: Buffer.from(
    `---\ntitle: "${MD_TITLE}"\ndate: 2021-07-09\n---\n\nHigh water *twice* a day.\n\n![The chart](${image})\n`,
  ),
};

const notAnArticle = { name: "photo.html", mimeType: "text/html", buffer: png(8, 8) };

const picker = (page: Page) => page.getByLabel("Exported articles (HTML or Markdown)");
const editorBody = (page: Page) => page.getByRole("textbox", { name: "Article text" });

/** Opens a draft's link and checks the editor holds its title and shows its image, loaded from our image route. */
async function checkDraft(page: Page, title: string) {
  await expect(page.getByRole("textbox", { name: "Title", exact: true })).toHaveValue(title);
  const picture = editorBody(page).locator("img");
  await expect(picture).toHaveCount(1);
  await expect(picture).toHaveAttribute("src", /^\/assets\/embed\/[0-9a-f-]{36}\?w=1280$/);
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(40);
}

test.describe("importing exported articles", () => {
  test("an HTML and a Markdown file become drafts with their titles and images; a file that is no article fails alone", async ({
    page,
  }) => {
    await signUpFresh(page, "migration");
    await page.goto("/migration");
    await expect(page.getByRole("heading", { name: "Import your files" })).toBeVisible();
    await picker(page).setInputFiles([htmlExport, markdownExport, notAnArticle]);
    const files = page.getByRole("list", { name: "3 files" });
    await expect(files.getByRole("listitem")).toHaveText([
      /harbour-lights\.html\s*Waiting/,
      /tide-tables\.md\s*Waiting/,
      /photo\.html\s*Waiting/,
    ]);

    const started = Date.now();
    await page.getByRole("button", { name: "Import 3 files" }).click();
    await expect(page.getByRole("status").filter({ hasText: "2 of 3 imported as drafts." })).toBeVisible();
    console.log(`migration: 3 files in ${Date.now() - started} ms`);

    await expect(files.getByRole("listitem").nth(2)).toContainText(
      "Not imported: this is not an HTML or Markdown file.",
    );
    const htmlLink = files.getByRole("link", { name: `Open the draft “${HTML_TITLE}”` });
    const markdownLink = files.getByRole("link", { name: `Open the draft “${MD_TITLE}”` });
    await expect(htmlLink).toHaveAttribute("href", /^\/me\/drafts\/[\w=]+$/);
    await expect(markdownLink).toHaveAttribute("href", /^\/me\/drafts\/[\w=]+$/);
    const hrefs = [await htmlLink.getAttribute("href"), await markdownLink.getAttribute("href")];
    expect(new Set(hrefs).size).toBe(2);

    // both are among the author's drafts
    await page.getByRole("link", { name: "Go to your drafts" }).click();
    await expect(page.getByRole("link", { name: HTML_TITLE })).toBeVisible();
    await expect(page.getByRole("link", { name: MD_TITLE })).toBeVisible();

    await page.goto(hrefs[0] ?? "");
    await checkDraft(page, HTML_TITLE);
    await expect(editorBody(page)).toContainText("The boats came in after dark.");
    await expect(editorBody(page)).toContainText("First published on March 4, 2019.");
    await page.goto(hrefs[1] ?? "");
    await checkDraft(page, MD_TITLE);
    await expect(editorBody(page).locator("em").first()).toHaveText("twice");
    await expect(editorBody(page)).toContainText("First published on July 9, 2021.");
  });

  test("refuses more than 1 MB together before sending anything", async ({ page }) => {
    await signUpFresh(page, "migration-big");
    await page.goto("/migration");
    const half = { name: "big.md", mimeType: "text/markdown", buffer: Buffer.alloc(600_000, "a") };
    await picker(page).setInputFiles([half, { ...half, name: "bigger.md" }]);
    await expect(page.getByRole("alert").filter({ hasText: "1 MB maximum." })).toBeVisible();
    await expect(picker(page)).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByRole("button", { name: /Import/ })).toHaveCount(0);
  });

  test("asks a visitor to log in, in the login dialog", async ({ page }) => {
    await page.goto("/migration");
    await page.getByRole("link", { name: "Log in to import your articles" }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await expect(page).toHaveURL(/\/migration$/);
  });

  test("has no axe violations, with files chosen", async ({ page }) => {
    await signUpFresh(page, "migration-axe");
    await page.goto("/migration");
    await picker(page).setInputFiles([markdownExport]);
    await expect(page.getByRole("button", { name: "Import 1 file" })).toBeVisible();
    for (const colorScheme of ["light", "dark"] as const) {
      await page.emulateMedia({ colorScheme });
      const { violations } = await axeOn(page).analyze();
      expect(
        violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
        colorScheme,
      ).toEqual([]);
    }
  });
});
