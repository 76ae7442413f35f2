"use client";

import dynamic from "next/dynamic";
import { type MouseEvent, useState } from "react";
import styles from "./moment.module.css";
import type { ViewedImage, ViewerLabels } from "./viewed-image";

// The viewer is loaded when an image is first opened: pages of moments carry none of it before.
const ImageViewer = dynamic(() => import("./image-viewer").then((m) => m.ImageViewer), { ssr: false });

/** Whether a click is a plain one, which the viewer takes; others open the link as links do. */
const plainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * The images as links to the whole image, which open it in the viewer instead. One alone is
 * shown at its own shape (within bounds); more sit in square cells, so nothing moves as they
 * arrive.
 */
export function MomentImageGrid({
  images,
  layout,
  labels,
}: {
  images: ViewedImage[];
  layout: "single" | "grid" | "compact";
  labels: ViewerLabels;
}) {
  const [open, setOpen] = useState<number | null>(null);
  const single = layout === "single";
  return (
    <>
      <ul className={`${styles.images} ${single ? styles.single : ""} ${layout === "compact" ? styles.compact : ""}`}>
        {images.map((image, i) => (
          <li key={image.id} className={styles.cell}>
            <a
              href={image.full}
              className={styles.imageLink}
              onClick={(event) => {
                if (!plainClick(event)) return;
                event.preventDefault();
                setOpen(i);
              }}
            >
              {/* plain <img>: uploads are resized by the worker's image route, not Next's optimizer */}
              {/* biome-ignore lint/performance/noImgElement: see above */}
              <img
                src={image.src}
                srcSet={image.srcSet || undefined}
                sizes={single ? "(max-width: 640px) 100vw, 640px" : "(max-width: 640px) 33vw, 240px"}
                alt={image.alt}
                // a single image's box until it arrives (it then takes the image's own shape)
                width={single ? 1200 : 600}
                height={single ? 630 : 600}
                loading="lazy"
                decoding="async"
              />
            </a>
          </li>
        ))}
      </ul>
      {open !== null ? (
        <ImageViewer images={images} index={open} labels={labels} onIndex={setOpen} onClose={() => setOpen(null)} />
      ) : null}
    </>
  );
}
