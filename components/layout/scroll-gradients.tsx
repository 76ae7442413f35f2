"use client";

import { type ReactNode, useEffect, useRef, useState } from "react";
import styles from "./channel-nav.module.css";

/** Past this many pixels from an end, a gradient hints that the list scrolls (section 2.6). */
const THRESHOLD = 10;

export function ScrollGradients({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [edges, setEdges] = useState({ top: false, bottom: false });

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const update = () =>
      setEdges({
        top: el.scrollTop > THRESHOLD,
        bottom: el.scrollHeight - el.clientHeight - el.scrollTop > THRESHOLD,
      });
    update();
    el.addEventListener("scroll", update, { passive: true });
    const observer = new ResizeObserver(update);
    observer.observe(el);
    return () => {
      el.removeEventListener("scroll", update);
      observer.disconnect();
    };
  }, []);

  return (
    <div
      ref={ref}
      className={styles.scroller}
      data-fade-top={edges.top || undefined}
      data-fade-bottom={edges.bottom || undefined}
    >
      {children}
    </div>
  );
}
