"use client";

import { useTranslations } from "next-intl";
import { type FocusEvent, useCallback, useEffect, useRef, useSyncExternalStore } from "react";
import { createPortal } from "react-dom";
import styles from "./toast.module.css";
import { getToastHost, subscribeToastHost } from "./toast-host";
import { getServerToasts, getToasts, setToastPaused, subscribeToasts, type Toast, toast } from "./toast-store";

export { toast };

const subscribeNever = () => () => {};
const supportsPopover = (element: HTMLElement) => typeof element.showPopover === "function";

/**
 * The toast region (section 9): top-centre, newest first. Render it once, near the end of
 * <body>. It is a `popover="manual"` element so it sits in the top layer above dialogs, and
 * it moves inside the innermost open Dialog (see toast-host.ts) so it stays usable there.
 * Normal toasts are polite status messages; error toasts are alerts.
 */
export function Toaster() {
  const t = useTranslations("ui");
  const toasts = useSyncExternalStore(subscribeToasts, getToasts, getServerToasts);
  const host = useSyncExternalStore(subscribeToastHost, getToastHost, () => null);
  const isClient = useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
  const regionRef = useRef<HTMLElement>(null);
  const returnFocus = useRef<HTMLElement | null>(null);
  const newest = toasts.find((item) => item.visible)?.id;

  // The region is shown on mount (again whenever it moves to another host), and lifted above
  // whatever entered the top layer since, each time a new toast arrives, unless focus is inside.
  // A region can be rendered into a dialog's slot that the same commit removes (a dialog that
  // toasts and closes in one handler): showing it there throws, and it is shown once it
  // renders again in the next host.
  const attachRegion = useCallback((region: HTMLElement | null) => {
    regionRef.current = region;
    if (region?.isConnected && supportsPopover(region) && !region.matches(":popover-open")) region.showPopover();
  }, []);
  useEffect(() => {
    const region = regionRef.current;
    if (!newest || !region?.isConnected || !supportsPopover(region) || region.contains(document.activeElement)) {
      return;
    }
    region.hidePopover();
    region.showPopover();
  }, [newest]);

  if (!isClient) return null;

  const rememberReturn = (event: FocusEvent<HTMLElement>) => {
    const from = event.relatedTarget;
    if (from instanceof HTMLElement && !event.currentTarget.contains(from)) returnFocus.current = from;
  };

  // Dismissing with the keyboard: focus moves to the next toast, or back where it came from.
  const dismissByButton = (id: string) => {
    toast.dismiss(id);
    const next = [...(regionRef.current?.querySelectorAll<HTMLElement>('[data-state="open"]') ?? [])]
      .find((li) => li.dataset.id !== id)
      ?.querySelector<HTMLElement>("[data-dismiss]");
    const target = next ?? returnFocus.current;
    if (target?.isConnected) target.focus();
  };

  return createPortal(
    <section
      ref={attachRegion}
      popover="manual"
      aria-label={t("notifications")}
      className={styles.region}
      onFocus={rememberReturn}
    >
      <ol className={styles.list}>
        {toasts.map((item) => (
          <ToastItem key={item.id} item={item} dismissLabel={t("dismiss")} onDismiss={dismissByButton} />
        ))}
      </ol>
    </section>,
    host ?? document.body,
  );
}

function ToastItem({
  item,
  dismissLabel,
  onDismiss,
}: {
  item: Toast;
  dismissLabel: string;
  onDismiss: (id: string) => void;
}) {
  const { id, type, message, action, visible } = item;
  const hovered = useRef(false);
  const focused = useRef(false);
  const sync = () => setToastPaused(id, hovered.current || focused.current);
  // An unmounted toast (moved, or removed) is no longer hovered or focused.
  useEffect(() => () => setToastPaused(id, false), [id]);

  return (
    <li
      className={styles.toast}
      data-id={id}
      data-type={type}
      data-state={visible ? "open" : "closing"}
      inert={!visible}
      onMouseEnter={() => {
        hovered.current = true;
        sync();
      }}
      onMouseLeave={() => {
        hovered.current = false;
        sync();
      }}
      onFocus={() => {
        focused.current = true;
        sync();
      }}
      onBlur={(event) => {
        if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
        focused.current = false;
        sync();
      }}
    >
      {type === "success" || type === "error" || type === "loading" ? (
        <span className={styles.icon} aria-hidden="true" />
      ) : null}
      {type === "error" ? (
        <div role="alert" className={styles.message}>
          {message}
        </div>
      ) : (
        <div role="status" aria-live="polite" aria-atomic="true" className={styles.message}>
          {message}
        </div>
      )}
      {action ? (
        <button
          type="button"
          className={styles.action}
          onClick={() => {
            action.onClick();
            toast.dismiss(id);
          }}
        >
          {action.label}
        </button>
      ) : null}
      <button
        type="button"
        className={styles.dismiss}
        aria-label={dismissLabel}
        data-dismiss=""
        onClick={() => onDismiss(id)}
      >
        <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
          <path d="M3 3l10 10M13 3L3 13" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" />
        </svg>
      </button>
    </li>
  );
}
