"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { Dialog } from "@/components/ui/dialog";
import styles from "./editor.module.css";

/**
 * The draft was saved elsewhere (another tab or device) since this copy was loaded: load that
 * newer copy, or keep this one and save it over the other. Nothing is sent until one is chosen;
 * what is typed meanwhile stays here and on the device.
 */
export function ConflictDialog({
  open,
  onLoadNewer,
  onKeepMine,
  onClose,
}: {
  open: boolean;
  onLoadNewer: () => Promise<void>;
  onKeepMine: () => Promise<void>;
  onClose: () => void;
}) {
  const t = useTranslations("editor.conflict");
  const [busy, setBusy] = useState(false);
  const run = (action: () => Promise<void>) => async () => {
    setBusy(true);
    try {
      await action();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open={open} onClose={onClose} title={t("title")} description={t("description")} closeOnOutsideClick={false}>
      <div className={styles.dialogActions}>
        <button type="button" className={styles.secondary} disabled={busy} onClick={run(onLoadNewer)}>
          {t("loadNewer")}
        </button>
        <button type="button" className="button-primary" disabled={busy} onClick={run(onKeepMine)} data-autofocus="">
          {t("keepMine")}
        </button>
      </div>
    </Dialog>
  );
}
