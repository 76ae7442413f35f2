// Responsive sources for the site's images (covers, thumbnails): the widths a browser may pick
// from for the width it draws an image at.

/** Cloudflare's image transformations: a width of the same image, in a format the browser takes. */
export const resizedImagePath = (src: string, width: number) =>
  `/cdn-cgi/image/width=${width},fit=scale-down,format=auto${src}`;

/**
 * A raster image on this site can be resized; a vector (SVG, as the demo covers are) is
 * sharp at every width as it is, and an image from elsewhere is left alone.
 */
function resizable(src: string): boolean {
  return src.startsWith("/") && !src.startsWith("//") && !/\.svg(?:[?#]|$)/i.test(src);
}

/**
 * `srcset` of `src` at each width in `widths` (CSS pixels at 1x and 2x of what it is drawn at),
 * or undefined where one file serves every width.
 */
export function imageSrcSet(src: string, widths: readonly number[]): string | undefined {
  if (!resizable(src)) return undefined;
  return [...new Set(widths)]
    .sort((a, b) => a - b)
    .map((width) => `${resizedImagePath(src, width)} ${width}w`)
    .join(", ");
}
