"use client";

import { useTranslations } from "next-intl";
import { Dialog } from "@/components/ui/dialog";
import styles from "@/components/ui/toggle-button.module.css";

/** What a block does, asked before it is done. */
export function BlockQuestion({
  open,
  name,
  busy,
  onCancel,
  onConfirm,
}: {
  open: boolean;
  name: string;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const t = useTranslations("social");
  return (
    <Dialog open={open} onClose={onCancel} canClose={() => !busy} title={t("blockTitle", { name })}>
      <p>{t("blockQuestion")}</p>
      <div className={styles.group}>
        <button type="button" className={styles.button} onClick={onCancel} disabled={busy}>
          {t("cancel")}
        </button>
        <button type="button" className="button-primary" onClick={onConfirm} disabled={busy} data-autofocus="">
          {t("blockConfirm")}
        </button>
      </div>
    </Dialog>
  );
}
