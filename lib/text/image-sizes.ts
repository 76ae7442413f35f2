// An <img> with no width and height takes no room until its bytes arrive, and the text below it
// jumps when they do (Lighthouse's `unsized-images`, the article page's only layout shift).
// Uploaded images are stored with their pixel size, so the article HTML can name it: the size
// the image route answers for the address, which scales down to its `w` and never up. The
// stylesheet's `max-width: 100%; height: auto` then keeps the proportion at any column width.
// Works on sanitized HTML (lib/text/sanitize-html.ts), whose tags and quoting are its own.
import { ASSET_ROUTE, storedPathOf } from "@/lib/media/paths";

export type PixelSize = { width: number; height: number };

const IMG = /<img\b[^>]*>/g;
const SRC = /\ssrc="([^"]*)"/;
const SIZED = /\s(?:width|height)="/;

/** The storage key (`embed/<uuid>`) and asked width of an upload's address; null for any other. */
function uploadOf(src: string): { key: string; w: number | null } | null {
  if (!src.startsWith(ASSET_ROUTE)) return null;
  const w = Number(new URL(src.replaceAll("&amp;", "&"), "http://site.invalid").searchParams.get("w"));
  return { key: storedPathOf(src), w: Number.isInteger(w) && w > 0 ? w : null };
}

/** The storage keys of the uploaded images the HTML shows without a size. */
export function unsizedUploads(html: string): string[] {
  const keys = new Set<string>();
  for (const [tag] of html.matchAll(IMG)) {
    const src = SRC.exec(tag)?.[1];
    const upload = src && !SIZED.test(tag) ? uploadOf(src) : null;
    if (upload) keys.add(upload.key);
  }
  return [...keys];
}

/** The HTML with each uploaded image that names no size given the one it is shown at. */
export function withImageSizes(html: string, sizes: ReadonlyMap<string, PixelSize>): string {
  if (sizes.size === 0) return html;
  return html.replace(IMG, (tag) => {
    const src = SRC.exec(tag)?.[1];
    const upload = src && !SIZED.test(tag) ? uploadOf(src) : null;
    const size = upload ? sizes.get(upload.key) : undefined;
    if (!upload || !size) return tag;
    const width = upload.w ? Math.min(upload.w, size.width) : size.width;
    const height = Math.max(1, Math.round((size.height * width) / size.width));
    // last, where the sanitizer puts them, so that sanitizing the text again leaves it as it is
    return tag.replace(/\s*\/?>$/, (end) => ` width="${width}" height="${height}"${end}`);
  });
}
