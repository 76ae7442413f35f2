"use client";

import { type KeyboardEvent, useEffect, useId, useRef } from "react";
import { requestLogin } from "@/components/auth/login-request";
import { writeClientPreference } from "@/components/ui/client-preference";
import styles from "./visitor-wall.module.css";

export type VisitorWallLabels = { label: string; text: string; signUp: string; logIn: string; close: string };

/**
 * The visitor wall's panel, along the foot of the window. It is not modal: the text stays
 * readable and scrollable around it, it comes in the tab order after the article's buttons,
 * and Escape or its close button dismiss it for good on this device (ClientPreference).
 */
export function VisitorWallPanel({ labels, onClosed }: { labels: VisitorWallLabels; onClosed: () => void }) {
  const headingId = useId();
  const wall = useRef<HTMLElement>(null);

  // The page keeps room below its end for the panel, so the last lines can be scrolled above it.
  useEffect(() => {
    const element = wall.current;
    if (!element) return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() =>
      root.style.setProperty("--visitor-wall-height", `${element.offsetHeight}px`),
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty("--visitor-wall-height");
    };
  }, []);

  const dismiss = () => {
    writeClientPreference({ wall: false });
    // focus inside the panel goes back to the last control before it, not to the page's top
    const element = wall.current;
    if (element?.contains(document.activeElement)) {
      const before = element.previousElementSibling?.querySelectorAll<HTMLElement>("button, a[href]");
      before?.[before.length - 1]?.focus();
    }
    onClosed();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Escape" && !event.defaultPrevented) dismiss();
  };

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
