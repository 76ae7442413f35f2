"use client";

import dynamic from "next/dynamic";
import { useEffect, useState } from "react";
import { readClientPreference } from "@/components/ui/client-preference";
import type { VisitorWallLabels } from "./visitor-wall-panel";

// The panel's code loads when a visitor reaches the line, not with the page.
const VisitorWallPanel = dynamic(() => import("./visitor-wall-panel").then((m) => m.VisitorWallPanel), {
  ssr: false,
});

/** The share of the body a visitor reads before the wall asks them to join. */
const WALL_AT = 0.45;

/**
 * The visitor wall (section 3's ClientPreference `wall`): once a visitor has scrolled the
 * article's body so that the line at 45% of it passes the middle of the window, a panel at
 * the foot of the window asks them to sign up or log in, unless they closed it before on
 * this device. It renders nothing on the server (crawlers and readers without script get the
 * whole article and no wall), and the page renders it for visitors only.
 */
export function VisitorWall({ labels }: { labels: VisitorWallLabels }) {
  const [shown, setShown] = useState(false);

  useEffect(() => {
    if (shown || !readClientPreference().wall) return;
    const body = document.querySelector<HTMLElement>("[data-article-body]");
    if (!body) return;
    let frame = 0;
    const check = () => {
      frame = 0;
      const box = body.getBoundingClientRect();
      // a body with no box (closed behind the sensitive-content disclosure) has not been read
      if (box.height > 0 && box.top + box.height * WALL_AT < window.innerHeight / 2) setShown(true);
    };
    // on scroll only: a page that is not moved (a reader who has not begun, a screenshot) shows no wall
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(check);
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      window.removeEventListener("scroll", onScroll);
      cancelAnimationFrame(frame);
    };
  }, [shown]);

  return shown ? <VisitorWallPanel labels={labels} onClosed={() => setShown(false)} /> : null;
}
