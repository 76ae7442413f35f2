// Where an asset is served. The assets table keeps an upload's storage key (`cover/<uuid>`) or,
// for the seeded demo images, a path under public/ (`/seed/covers/c01.svg`); readers only ever
// see site paths. Pure: the API, the image route and the pages share it.
import { IMAGE_WIDTHS } from "./limits";

/** The image route's prefix: `/assets/<key>`, with `?w=&h=&fit=&format=` for images. */
export const ASSET_ROUTE = "/assets/";
/** Where a directImageUpload's bytes go: `/uploads/<uuid>` (PUT the file, or POST it as form field `file`). */
export const UPLOAD_ROUTE = "/uploads/";

/** A stored path as readers reach it: seeded files as they are, uploads through the image route. */
export function assetPath(stored: string): string {
  return stored.startsWith("/") ? stored : `${ASSET_ROUTE}${stored}`;
}

/** The stored path an address names: an upload's key behind the image route (at any size), a seeded path as it is. */
export function storedPathOf(src: string): string {
  const path = src.split(/[?#]/)[0] ?? src;
  return path.startsWith(ASSET_ROUTE) ? path.slice(ASSET_ROUTE.length) : path;
}

export const assetKey = (type: string, uuid: string) => `${type}/${uuid}`;

export type ImageOptions = { w: number; h?: number; fit?: "scale-down" | "cover" };

/**
 * The address of an image at a width (and height, fit). Only uploads are resized: a seeded SVG
 * or an address elsewhere is returned as it is, since it scales by itself or is not ours.
 */
export function imageUrl(path: string, { w, h, fit }: ImageOptions): string {
  if (!path.startsWith(ASSET_ROUTE)) return path;
  const query = new URLSearchParams({ w: String(w) });
  if (h) query.set("h", String(h));
  if (fit) query.set("fit", fit);
  return `${path}?${query}`;
}

/**
 * A `srcset` for an image shown `cssWidth` pixels wide: the allowed widths at 1x and 2x.
 * Empty for what the route does not resize (use `src` alone then).
 */
export function imageSrcSet(path: string, cssWidth: number, options: Omit<ImageOptions, "w"> = {}): string {
  if (!path.startsWith(ASSET_ROUTE)) return "";
  const widths = [...new Set([1, 2].map((density) => snapSize(cssWidth * density)))];
  return widths
    .map((w) => {
      const h = options.h ? snapSize(Math.round((options.h * w) / cssWidth)) : undefined;
      return `${imageUrl(path, { ...options, w, h })} ${w}w`;
    })
    .join(", ");
}

/** The smallest allowed size at least `n` (the largest for anything more): widths and heights alike. */
export function snapSize(n: number): number {
  return IMAGE_WIDTHS.find((allowed) => allowed >= n) ?? IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1] ?? n;
}
