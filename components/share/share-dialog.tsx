"use client";

import { useId, useRef, useState } from "react";
import { Dialog } from "@/components/ui/dialog";
import styles from "./share.module.css";

export type ShareLabels = {
  share: string;
  dialogTitle: string;
  link: string;
  copy: string;
  copied: string;
  copyRefused: string;
};

/**
 * Where the device has no share sheet: the page's title and link, and a Copy button. If the
 * clipboard is refused (no permission, an insecure origin), the link is selected for the
 * reader to copy, and the status line says so; either outcome is announced (role=status).
 */
export function ShareDialog({
  open,
  onClose,
  title,
  url,
  labels,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  url: string;
  labels: ShareLabels;
}) {
  const fieldId = useId();
  const field = useRef<HTMLInputElement>(null);
  const [status, setStatus] = useState<"" | "copied" | "refused">("");

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setStatus("copied");
    } catch {
      field.current?.focus();
      field.current?.select();
      setStatus("refused");
    }
  };

  const close = () => {
    setStatus("");
    onClose();
  };

  return (
    <Dialog open={open} onClose={close} title={labels.dialogTitle}>
      <p className={styles.title}>{title}</p>
      <label className={styles.label} htmlFor={fieldId}>
        {labels.link}
      </label>
      <div className={styles.row}>
        <input
          ref={field}
          id={fieldId}
          className={styles.field}
          type="url"
          value={url}
          readOnly
          onFocus={(event) => event.currentTarget.select()}
        />
        <button type="button" className="button-primary" onClick={copy} data-autofocus>
          {labels.copy}
        </button>
      </div>
      <p className={styles.status} role="status">
        {status === "copied" ? labels.copied : status === "refused" ? labels.copyRefused : ""}
      </p>
    </Dialog>
  );
}
