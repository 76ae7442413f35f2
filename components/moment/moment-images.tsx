import { useTranslations } from "next-intl";
import { ASSET_ROUTE, imageSrcSet, imageUrl } from "@/lib/media/paths";
import { MomentImageGrid } from "./moment-image-grid";
import type { ViewedImage } from "./viewed-image";

/** The widths the viewer may ask for: a phone's screen at 3x, a desktop's at 1x or 2x. */
const VIEWER_WIDTHS = [640, 1080, 1600, 1920] as const;

/** Every width the viewer may use, for `srcset` (empty for what the route does not resize). */
const viewerSrcSet = (path: string) =>
  path.startsWith(ASSET_ROUTE) ? VIEWER_WIDTHS.map((w) => `${imageUrl(path, { w })} ${w}w`).join(", ") : "";

/**
 * A moment's images: one alone at its own shape within bounds, more in a grid of squares (in
 * lists, small squares). Each opens whole in a viewer. Loaded lazily, described by their place
 * in the moment.
 */
export function MomentImages({
  assets,
  author,
  compact = false,
}: {
  assets: { id: string; path: string }[];
  author: string;
  compact?: boolean;
}) {
  const t = useTranslations("moment");
  if (assets.length === 0) return null;
  const single = assets.length === 1 && !compact;
  const total = assets.length;
  const images: ViewedImage[] = assets.map((asset, i) => ({
    id: asset.id,
    src: imageUrl(asset.path, { w: single ? 640 : 320 }),
    srcSet: imageSrcSet(asset.path, single ? 640 : 240),
    full: imageUrl(asset.path, { w: 1920 }),
    fullSrcSet: viewerSrcSet(asset.path),
    alt: t("imageAlt", { index: i + 1, total, name: author }),
    title: t("viewerTitle", { index: i + 1, total }),
  }));
  return (
    <MomentImageGrid
      images={images}
      layout={single ? "single" : compact ? "compact" : "grid"}
      labels={{ previous: t("previousImage"), next: t("nextImage") }}
    />
  );
}
