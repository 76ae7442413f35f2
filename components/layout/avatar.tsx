import { imageSrcSet, imageUrl, snapSize } from "@/lib/media/paths";
import styles from "./avatar.module.css";

/** A round avatar; without an image, the name's first letter on a tint. Decorative: names are shown beside it. */
export function Avatar({
  src,
  name,
  size = 40,
  className,
}: {
  src: string | null;
  name: string;
  size?: number;
  /** Placement by the parent's layout. */
  className?: string;
}) {
  const style = { width: size, height: size };
  const placed = (own: string | undefined) => [own, className].filter(Boolean).join(" ");
  if (src) {
    const srcSet = imageSrcSet(src, size) || undefined;
    // plain <img>: uploads are resized by the worker's image route (cropped square, 1x and 2x), not Next's optimizer
    return (
      // biome-ignore lint/performance/noImgElement: see above
      <img
        className={placed(styles.avatar)}
        src={imageUrl(src, { w: snapSize(size) })}
        srcSet={srcSet}
        sizes={srcSet && `${size}px`}
        alt=""
        width={size}
        height={size}
        style={style}
      />
    );
  }
  return (
    <span className={placed(`${styles.avatar} ${styles.initial}`)} style={style} aria-hidden="true">
      {[...name][0]?.toUpperCase() ?? "?"}
    </span>
  );
}
