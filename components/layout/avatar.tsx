import styles from "./avatar.module.css";

/** A round avatar; without an image, the name's first letter on a tint. Decorative: names are shown beside it. */
export function Avatar({ src, name, size = 40 }: { src: string | null; name: string; size?: number }) {
  const style = { width: size, height: size };
  // plain <img>: the worker serves images as they are, without Next's optimizer
  // biome-ignore lint/performance/noImgElement: see above
  if (src) return <img className={styles.avatar} src={src} alt="" width={size} height={size} style={style} />;
  return (
    <span className={`${styles.avatar} ${styles.initial}`} style={style} aria-hidden="true">
      {[...name][0]?.toUpperCase() ?? "?"}
    </span>
  );
}
