"use client";

import { useTranslations } from "next-intl";
import {
  type ReactNode,
  type PointerEvent as ReactPointerEvent,
  type RefObject,
  useEffect,
  useEffectEvent,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from "react";
import styles from "./dialog.module.css";
import { pushToastHost } from "./toast-host";

/** Section 4's dialog states; the element carries the current one as `data-state`. */
export type DialogState = "opening" | "open" | "closing" | "closed";

export type DialogProps = {
  open: boolean;
  /** Asked to close (close button, Escape, backdrop click, drag down); the parent sets `open`. */
  onClose: () => void;
  /** The dialog's heading and accessible name. */
  title: string;
  description?: ReactNode;
  children?: ReactNode;
  /**
   * Receives focus on open; otherwise the content's element marked `data-autofocus`, then its
   * first focusable element, else the close button.
   */
  initialFocus?: RefObject<HTMLElement | null>;
  /**
   * Receives focus once the dialog has closed, when it names an element then (e.g. the text a
   * dialog inserted into); otherwise the element that had focus before it opened.
   */
  returnFocus?: RefObject<HTMLElement | null>;
  closeOnOutsideClick?: boolean;
  /** Return false to keep the dialog open on Escape, backdrop click or drag (e.g. an image viewer is open inside). */
  canClose?: () => boolean;
  className?: string;
};

const TRANSITION_MS = 200;
/** Section 9: released after more than 30px of downward drag, the dialog closes. */
const DRAG_CLOSE_PX = 30;
/** Section 9's MD breakpoint: below it the dialog is a bottom sheet that can be dragged. */
const NARROW = "(max-width: 640px)";
const FOCUSABLE =
  'a[href], area[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), iframe, summary, audio[controls], video[controls], [contenteditable]:not([contenteditable="false"]), [tabindex]';

const transitionMs = () => (matchMedia("(prefers-reduced-motion: reduce)").matches ? 0 : TRANSITION_MS);

function focusables(root: HTMLElement) {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (el) => el.tabIndex >= 0 && !el.closest("[inert]") && el.getClientRects().length > 0,
  );
}

/** The native modal makes the page inert but lets Tab leave for the browser's UI; wrap instead. */
function wrapTab(dialog: HTMLElement, event: KeyboardEvent) {
  const list = focusables(dialog);
  const first = list[0];
  const last = list.at(-1);
  if (!first || !last) {
    event.preventDefault();
    return;
  }
  const active = document.activeElement;
  if (event.shiftKey ? active === first || active === dialog : active === last) {
    event.preventDefault();
    (event.shiftKey ? last : first).focus();
  }
}

/**
 * A modal dialog on the native <dialog> (showModal: top layer, inert page). Focus moves in
 * on open, Tab wraps inside, and focus returns to where it was on close. Escape, a click on
 * the backdrop and (on narrow screens) dragging the sheet down more than 30px ask to close,
 * unless `canClose` says no; the close button always does. Section 2.8.
 */
export function Dialog({
  open,
  onClose,
  title,
  description,
  children,
  initialFocus,
  returnFocus,
  closeOnOutsideClick = true,
  canClose,
  className,
}: DialogProps) {
  const t = useTranslations("ui");
  const titleId = useId();
  const descriptionId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const toastSlotRef = useRef<HTMLDivElement>(null);
  const drag = useRef<{ pointerId: number; startY: number; dy: number } | null>(null);

  const [state, setState] = useState<DialogState>(open ? "opening" : "closed");
  // Follow `open` while rendering (React's "adjust state when a prop changes" pattern).
  if (open && (state === "closed" || state === "closing")) setState("opening");
  if (!open && (state === "opening" || state === "open")) setState("closing");
  const mounted = state !== "closed";

  const requestClose = () => {
    if (canClose?.() !== false) onClose();
  };
  const onRequestClose = useEffectEvent(requestClose);
  const onOutsideClick = useEffectEvent(() => {
    if (closeOnOutsideClick) requestClose();
  });
  // The browser closed the dialog itself (e.g. a repeated back gesture): let the parent know.
  const onClosedByBrowser = useEffectEvent(() => {
    if (state === "opening" || state === "open") onClose();
  });
  const focusInitial = useEffectEvent(() => {
    const body = bodyRef.current;
    const marked = body?.querySelector<HTMLElement>("[data-autofocus]");
    const target = initialFocus?.current ?? marked ?? (body ? focusables(body)[0] : undefined) ?? closeRef.current;
    target?.focus();
  });
  const focusReturn = useEffectEvent((previous: HTMLElement | null) => {
    const target = returnFocus?.current?.isConnected ? returnFocus.current : previous;
    if (target?.isConnected) target.focus();
  });

  // opening → open and closing → closed once the CSS transition has run.
  useEffect(() => {
    if (state !== "opening" && state !== "closing") return;
    const timer = setTimeout(() => setState(state === "opening" ? "open" : "closed"), transitionMs());
    return () => clearTimeout(timer);
  }, [state]);

  // While the element exists: modal, focus inside, toasts inside, listeners. Then close and
  // give focus back to the element that had it.
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    const toastSlot = toastSlotRef.current;
    if (!mounted || !dialog || !toastSlot) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    focusInitial();
    const releaseToasts = pushToastHost(toastSlot);

    const onBackdrop = (event: MouseEvent) => {
      if (event.target !== dialog) return false;
      const box = dialog.getBoundingClientRect();
      const { clientX: x, clientY: y } = event;
      return x < box.left || x > box.right || y < box.top || y > box.bottom;
    };
    // Both press and release on the backdrop: a text selection dragged outside does not count.
    let pressedOnBackdrop = false;
    const onPointerDown = (event: PointerEvent) => {
      pressedOnBackdrop = onBackdrop(event);
    };
    const onClick = (event: MouseEvent) => {
      if (pressedOnBackdrop && onBackdrop(event)) onOutsideClick();
      pressedOnBackdrop = false;
    };
    const onKeyDown = (event: KeyboardEvent) => {
      // Skip keys a nested dialog handled, and Escape that ends an IME composition.
      if (event.defaultPrevented || event.isComposing) return;
      if ((event.target as Element | null)?.closest("dialog") !== dialog) return;
      if (event.key === "Escape") {
        // Prevented here, the browser sends no `cancel`: closing stays with React state.
        event.preventDefault();
        onRequestClose();
      } else if (event.key === "Tab") wrapTab(dialog, event);
    };
    // Close requests that come without a keydown (Android back, CloseWatcher).
    const onCancel = (event: Event) => {
      event.preventDefault();
      onRequestClose();
    };
    const onNativeClose = () => onClosedByBrowser();

    dialog.addEventListener("pointerdown", onPointerDown);
    dialog.addEventListener("click", onClick);
    dialog.addEventListener("keydown", onKeyDown);
    dialog.addEventListener("cancel", onCancel);
    dialog.addEventListener("close", onNativeClose);
    return () => {
      dialog.removeEventListener("pointerdown", onPointerDown);
      dialog.removeEventListener("click", onClick);
      dialog.removeEventListener("keydown", onKeyDown);
      dialog.removeEventListener("cancel", onCancel);
      dialog.removeEventListener("close", onNativeClose);
      releaseToasts();
      if (dialog.open) dialog.close();
      focusReturn(previous);
    };
  }, [mounted]);

  // Drag to close (narrow screens): the header follows the pointer down; see DRAG_CLOSE_PX.
  const startDrag = (event: ReactPointerEvent<HTMLElement>) => {
    const dialog = dialogRef.current;
    if (!dialog || !event.isPrimary || event.button !== 0 || !matchMedia(NARROW).matches) return;
    if ((event.target as Element).closest("button, a, input, select, textarea")) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { pointerId: event.pointerId, startY: event.clientY, dy: 0 };
    dialog.dataset.dragging = "";
  };
  const moveDrag = (event: ReactPointerEvent<HTMLElement>) => {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    current.dy = Math.max(0, event.clientY - current.startY);
    dialogRef.current?.style.setProperty("translate", `0 ${current.dy}px`);
  };
  const endDrag = (event: ReactPointerEvent<HTMLElement>) => {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    drag.current = null;
    const dialog = dialogRef.current;
    if (dialog) {
      delete dialog.dataset.dragging;
      dialog.style.removeProperty("translate"); // snaps back, or slides out if closing
    }
    if (event.type === "pointerup" && current.dy > DRAG_CLOSE_PX) requestClose();
  };

  if (!mounted) return null;

  return (
    <dialog
      ref={dialogRef}
      className={className ? `${styles.dialog} ${className}` : styles.dialog}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      data-state={state}
    >
      <header
        className={styles.header}
        onPointerDown={startDrag}
        onPointerMove={moveDrag}
        onPointerUp={endDrag}
        onPointerCancel={endDrag}
      >
        <span className={styles.handle} aria-hidden="true" title={t("dragToClose")} />
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <button ref={closeRef} type="button" className={styles.close} aria-label={t("close")} onClick={onClose}>
          <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
            <path d="M3 3l10 10M13 3L3 13" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" />
          </svg>
        </button>
      </header>
      {description ? (
        <div id={descriptionId} className={styles.description}>
          {description}
        </div>
      ) : null}
      <div ref={bodyRef} className={styles.body}>
        {children}
      </div>
      <div ref={toastSlotRef} />
    </dialog>
  );
}
