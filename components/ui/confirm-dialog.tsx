"use client";

import type { ReactNode } from "react";
import styles from "./confirm-dialog.module.css";
import { Dialog } from "./dialog";

/**
 * Asks before something that cannot be undone (deleting a comment, a moment, a collection).
 * Cancel takes focus first, so Enter on an opened dialog never destroys anything; while the
 * action runs, neither button nor Escape can close it half-way.
 */
export function ConfirmDialog({
  open,
  title,
  description,
  confirmLabel,
  busyLabel,
  cancelLabel,
  busy,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  title: string;
  description?: ReactNode;
  confirmLabel: string;
  /** Shown on the confirm button while `busy`. */
  busyLabel: string;
  cancelLabel: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const cancel = () => {
    if (!busy) onCancel();
  };
  return (
    <Dialog open={open} onClose={cancel} canClose={() => !busy} title={title} description={description}>
      <div className={styles.actions}>
        <button type="button" className={styles.cancel} onClick={cancel} disabled={busy} data-autofocus="">
          {cancelLabel}
        </button>
        <button type="button" className={styles.confirm} onClick={onConfirm} disabled={busy}>
          {busy ? busyLabel : confirmLabel}
        </button>
      </div>
    </Dialog>
  );
}
