import { useTranslations } from "next-intl";
import { imageSrcSet, imageUrl } from "@/lib/media/paths";
import styles from "./moment.module.css";

/**
 * A moment's images in a grid of fixed-ratio cells, so nothing moves when they arrive: one
 * image wide, more as squares. Loaded lazily, described by their place in the moment.
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
  return (
    <ul className={`${styles.images} ${single ? styles.single : ""} ${compact ? styles.compact : ""}`}>
      {assets.map((asset, i) => (
        <li key={asset.id} className={styles.cell}>
          {/* plain <img>: uploads are resized by the worker's image route, not Next's optimizer */}
          {/* biome-ignore lint/performance/noImgElement: see above */}
          <img
            src={imageUrl(asset.path, { w: single ? 640 : 320 })}
            srcSet={imageSrcSet(asset.path, single ? 640 : 240) || undefined}
            sizes={single ? "(max-width: 640px) 100vw, 640px" : "(max-width: 640px) 33vw, 240px"}
            alt={t("imageAlt", { index: i + 1, total: assets.length, name: author })}
            width={single ? 1200 : 600}
            height={single ? 630 : 600}
            loading="lazy"
            decoding="async"
          />
        </li>
      ))}
    </ul>
  );
}
