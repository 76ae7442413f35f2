"use client";

import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { requestLogin } from "@/components/auth/login-request";
import { readClientPreference, writeClientPreference } from "@/components/ui/client-preference";
import styles from "./visitor-wall.module.css";

/** The share of the body a visitor reads before the wall asks them to join. */
export const WALL_AT = 0.45;

export type VisitorWallLabels = { label: string; text: string; signUp: string; logIn: string; close: string };

/**
 * The visitor wall (section 3's ClientPreference `wall`): once a visitor has scrolled the
 * article's body so that the line at 45% of it passes the middle of the window, a panel at
 * the foot of the window asks them to sign up or log in. It is not modal: the text stays
 * readable and scrollable around it, it sits in the tab order after the article's buttons,
 * and Escape or its close button dismiss it for good on this device. It renders nothing on
 * the server (so crawlers and readers without script get the whole article and no wall), and
 * the page renders it for visitors only.
 */
export function VisitorWall({ labels }: { labels: VisitorWallLabels }) {
  const [shown, setShown] = useState(false);
  const headingId = useId();
  const wall = useRef<HTMLElement>(null);

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
    // on scroll only: a page that is not moved (a screenshot, a reader who has not begun) shows no wall
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(check);
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      window.removeEventListener("scroll", onScroll);
      cancelAnimationFrame(frame);
    };
  }, [shown]);

  // The page keeps room below its end for the panel, so the last lines can be scrolled above it.
  useEffect(() => {
    const element = wall.current;
    if (!shown || !element) return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() =>
      root.style.setProperty("--visitor-wall-height", `${element.offsetHeight}px`),
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty("--visitor-wall-height");
    };
  }, [shown]);

  const dismiss = () => {
    writeClientPreference({ wall: false });
    // focus inside the panel goes back to the last control before it, not to the page's top
    const element = wall.current;
    if (element?.contains(document.activeElement)) {
      const before = element.previousElementSibling?.querySelectorAll<HTMLElement>("button, a[href]");
      before?.[before.length - 1]?.focus();
    }
    setShown(false);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Escape" && !event.defaultPrevented) dismiss();
  };

  if (!shown) return null;
  return (
    <section ref={wall} className={styles.wall} aria-labelledby={headingId} onKeyDown={onKeyDown} data-visitor-wall>
      <div className={styles.text}>
        <h2 id={headingId} className={styles.heading}>
          {labels.label}
        </h2>
        <p>{labels.text}</p>
      </div>
      <div className={styles.buttons}>
        <button type="button" className="button-primary" onClick={() => requestLogin("visitorWall", "signup")}>
          {labels.signUp}
        </button>
        <button type="button" className={styles.secondary} onClick={() => requestLogin("visitorWall")}>
          {labels.logIn}
        </button>
      </div>
      <button type="button" className={styles.close} aria-label={labels.close} onClick={dismiss}>
        <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
          <path d="M3 3l10 10M13 3L3 13" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" />
        </svg>
      </button>
    </section>
  );
}
