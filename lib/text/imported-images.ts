// The images of an imported article, on their way from the export's addresses to uploads of
// ours. Each image first stands at a numbered placeholder under /assets/ (a path the sanitizer
// keeps), so that only the images that survive sanitizing are fetched and stored; then each
// placeholder becomes the stored image's address, or its image goes.
import { DomUtils, parseDocument } from "htmlparser2";

/** Where an imported image waits: `/assets/import/<n>`, never an upload's key (`<type>/<uuid>`). */
export const PENDING_IMAGE = "/assets/import/";

/** An image the importer can take: on the web (fetched), or embedded in the file as base64. */
export function isImportableImage(src: string): boolean {
  if (/^data:image\/[\w.+-]+;base64,/i.test(src)) return true;
  if (!URL.canParse(src)) return false;
  const { protocol } = new URL(src);
  return protocol === "http:" || protocol === "https:";
}

/**
 * The body with every image at a placeholder, and the export's addresses by placeholder
 * number (each address once). An image the importer cannot take (a path relative to a site it
 * does not know, another scheme) is left out.
 */
export function holdImages(html: string): { html: string; sources: string[] } {
  const document = parseDocument(html);
  const sources: string[] = [];
  for (const image of DomUtils.findAll((e) => e.name === "img", document.children)) {
    // pages that load images lazily keep the address in data-src
    const src = (image.attribs.src || image.attribs["data-src"] || "").trim();
    if (!isImportableImage(src)) {
      DomUtils.removeElement(image);
      continue;
    }
    let index = sources.indexOf(src);
    if (index < 0) index = sources.push(src) - 1;
    image.attribs = { ...image.attribs, src: `${PENDING_IMAGE}${index}` };
  }
  return { html: DomUtils.getOuterHTML(document), sources };
}

const pendingIndex = (src: string | undefined) =>
  src?.startsWith(PENDING_IMAGE) ? Number(src.slice(PENDING_IMAGE.length)) : Number.NaN;

/** The placeholder numbers that (sanitized) HTML still shows, in order, each once. */
export function pendingImages(html: string): number[] {
  const document = parseDocument(html);
  const found = DomUtils.findAll((e) => e.name === "img", document.children)
    .map((image) => pendingIndex(image.attribs.src))
    .filter((n) => Number.isInteger(n));
  return [...new Set(found)];
}

/** The HTML with each placeholder at `addressOf(n)`, or its image left out where that is null. */
export function placeImages(html: string, addressOf: (index: number) => string | null): string {
  const document = parseDocument(html);
  for (const image of DomUtils.findAll((e) => e.name === "img", document.children)) {
    const index = pendingIndex(image.attribs.src);
    if (!Number.isInteger(index)) continue;
    const address = addressOf(index);
    if (address === null) DomUtils.removeElement(image);
    else image.attribs = { ...image.attribs, src: address };
  }
  return DomUtils.getOuterHTML(document);
}
