import { imageSrcSet } from "@/lib/media/paths";

/**
 * A decorative picture in a list (a cover beside its title): it loads as it nears the screen,
 * decodes off the main thread, and holds its box from the start (width and height), so nothing
 * below it moves when it arrives. `sizes` says how wide it is drawn; the browser picks the
 * source from that where the image comes in several widths.
 */
export function Thumbnail({
  src,
  width,
  height,
  sizes,
  className,
}: {
  src: string;
  width: number;
  height: number;
  sizes: string;
  className?: string;
}) {
  // uploads come from the image route cropped to the box at 1x and 2x; demo SVGs as they are
  const srcSet = imageSrcSet(src, width, { h: height, fit: "cover" }) || undefined;
  return (
    // plain <img>: the worker serves images as they are, without Next's optimizer
    // biome-ignore lint/performance/noImgElement: see above
    <img
      className={className}
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      width={width}
      height={height}
      alt=""
      loading="lazy"
      decoding="async"
    />
  );
}
