"use client";

import { type ReactNode, useEffect, useRef, useState } from "react";

/** Past this many pixels from an end, a gradient hints that the list scrolls (section 2.6's 10 px). */
const THRESHOLD = 10;

type Edges = { top: boolean; bottom: boolean; start: boolean; end: boolean };

/**
 * A scroller that tells its stylesheet which ends have more to show (data-fade-top, -bottom,
 * -start, -end; the stylesheet draws the gradients and picks the direction it scrolls in),
 * and on first show brings the current link (aria-current) into a sideways row's view.
 */
export function ScrollFades({ className, children }: { className?: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [edges, setEdges] = useState<Edges>({ top: false, bottom: false, start: false, end: false });

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const current = el.querySelector<HTMLElement>('[aria-current="page"]');
    if (current && el.scrollWidth > el.clientWidth) {
      el.scrollLeft = current.offsetLeft - (el.clientWidth - current.offsetWidth) / 2;
    }
    const update = () =>
      setEdges({
        top: el.scrollTop > THRESHOLD,
        bottom: el.scrollHeight - el.clientHeight - el.scrollTop > THRESHOLD,
        start: el.scrollLeft > THRESHOLD,
        end: el.scrollWidth - el.clientWidth - el.scrollLeft > THRESHOLD,
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
      className={className}
      data-fade-top={edges.top || undefined}
      data-fade-bottom={edges.bottom || undefined}
      data-fade-start={edges.start || undefined}
      data-fade-end={edges.end || undefined}
    >
      {children}
    </div>
  );
}
