"use client";

import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import styles from "./nav-drawer.module.css";

const FOCUSABLE = 'a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The navigation drawer (sections 2.5, 2.6): a menu button that opens the site's navigation
 * from the side, over the page, wherever the side column is not shown. A modal <dialog>:
 * the page behind is inert, Tab stays inside, Escape, a tap on the dimmed page or the close
 * button close it, and focus goes back to the menu button.
 */
export function NavDrawer({
  label,
  closeLabel,
  header,
  children,
}: {
  label: string;
  closeLabel: string;
  header: ReactNode;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const dialogRef = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog || !open) return;
    dialog.showModal();
    // the channel the reader is on, else the first one: where a reader of the list starts
    const start = dialog.querySelector<HTMLElement>('nav a[aria-current="page"]') ?? dialog.querySelector("nav a");
    start?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Tab") wrapTab(dialog, event);
    };
    // Escape (and the browser's other close requests) end in `close` with the dialog shut
    const onClose = () => setOpen(false);
    dialog.addEventListener("keydown", onKey);
    dialog.addEventListener("close", onClose);
    return () => {
      dialog.removeEventListener("keydown", onKey);
      dialog.removeEventListener("close", onClose);
      if (dialog.open) dialog.close();
      buttonRef.current?.focus();
    };
  }, [open]);

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className={styles.button}
        aria-label={label}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(true)}
      >
        <svg
          aria-hidden="true"
          width="22"
          height="22"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="M4 6h16M4 12h16M4 18h16" strokeLinecap="round" />
        </svg>
      </button>
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: the click is a tap on the dimmed page; the keyboard's way out is Escape */}
      <dialog
        ref={dialogRef}
        id={id}
        aria-label={label}
        className={styles.drawer}
        onClick={(event) => {
          // the dialog fills the screen's edge; a click on the element itself is on its backdrop
          if (event.target === event.currentTarget || (event.target as Element).closest("a[href]")) setOpen(false);
        }}
      >
        <div className={styles.panel}>
          <div className={styles.header}>
            {header}
            <button type="button" className={styles.close} aria-label={closeLabel} onClick={() => setOpen(false)}>
              <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
                <path d="M3 3l10 10M13 3L3 13" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" />
              </svg>
            </button>
          </div>
          {children}
        </div>
      </dialog>
    </>
  );
}

/** A modal <dialog> lets Tab leave for the browser's own controls; keep it going round inside. */
function wrapTab(dialog: HTMLElement, event: KeyboardEvent) {
  const list = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.getClientRects().length > 0);
  const first = list[0];
  const last = list.at(-1);
  if (!first || !last) return;
  const active = document.activeElement;
  if (event.shiftKey ? active === first : active === last) {
    event.preventDefault();
    (event.shiftKey ? last : first).focus();
  }
}
