"use client";

import { type PointerEvent, useEffect, useEffectEvent, useRef } from "react";
import { Dialog } from "@/components/ui/dialog";
import styles from "./image-viewer.module.css";
import type { ViewedImage, ViewerLabels } from "./viewed-image";

/** A touch that travels this far down or sideways before it lifts closes the viewer. */
const SWIPE_CLOSE_PX = 60;

/**
 * A moment's image whole, as large as the screen allows, in the dialog primitive (focus moves
 * in and back, Escape and the close button close it). With several images, the arrow keys and
 * the two buttons move between them; on a touch screen, a swipe down or sideways closes it.
 */
export function ImageViewer({
  images,
  index,
  labels,
  onIndex,
  onClose,
}: {
  images: ViewedImage[];
  index: number;
  labels: ViewerLabels;
  onIndex: (index: number) => void;
  onClose: () => void;
}) {
  const image = images[index];
  const several = images.length > 1;
  const swipe = useRef<{ pointerId: number; x: number; y: number } | null>(null);
  const step = (by: number) => onIndex((index + by + images.length) % images.length);

  // the arrows wherever focus is in the viewer (its close button is outside the body)
  const onArrow = useEffectEvent((by: number) => step(by));
  useEffect(() => {
    if (!several) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      if (event.key !== "ArrowLeft" && event.key !== "ArrowRight") return;
      if (!(event.target instanceof Element) || !event.target.closest(`.${styles.viewer}`)) return;
      event.preventDefault();
      onArrow(event.key === "ArrowRight" ? 1 : -1);
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [several]);

  const startSwipe = (event: PointerEvent<HTMLElement>) => {
    if (event.pointerType === "mouse" || !event.isPrimary) return;
    swipe.current = { pointerId: event.pointerId, x: event.clientX, y: event.clientY };
  };
  const endSwipe = (event: PointerEvent<HTMLElement>) => {
    const start = swipe.current;
    if (!start || start.pointerId !== event.pointerId) return;
    swipe.current = null;
    const dx = event.clientX - start.x;
    const dy = event.clientY - start.y;
    if (dy > SWIPE_CLOSE_PX || Math.abs(dx) > SWIPE_CLOSE_PX) onClose();
  };

  if (!image) return null;
  return (
    <Dialog open onClose={onClose} title={image.title} className={styles.viewer}>
      <figure
        className={styles.stage}
        onPointerDown={startSwipe}
        onPointerUp={endSwipe}
        onPointerCancel={() => {
          swipe.current = null;
        }}
      >
        {/* the route's large sizes; the browser picks the one for the screen */}
        {/* biome-ignore lint/performance/noImgElement: uploads are resized by the worker's image route */}
        <img
          key={image.id}
          className={styles.image}
          src={image.full}
          srcSet={image.fullSrcSet || undefined}
          sizes="100vw"
          alt={image.alt}
          draggable={false}
        />
      </figure>
      {several ? (
        <div className={styles.steps}>
          <button type="button" className={styles.step} onClick={() => step(-1)} aria-label={labels.previous}>
            <span aria-hidden="true">‹</span>
          </button>
          <button type="button" className={styles.step} onClick={() => step(1)} aria-label={labels.next}>
            <span aria-hidden="true">›</span>
          </button>
        </div>
      ) : null}
    </Dialog>
  );
}
