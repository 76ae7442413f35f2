"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { toastApiError } from "@/components/ui/api-error-toast";
import { toast } from "@/components/ui/toast-store";
import { act } from "./act";
import styles from "./fediverse.module.css";

/** Marks every fediverse notification read, then the list is read again. */
export function MarkReadButton() {
  const t = useTranslations("fediverse");
  const tRoot = useTranslations();
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const onClick = async () => {
    setBusy(true);
    try {
      await act({ action: "mark_read" });
      setDone(true);
      router.refresh();
    } catch (error) {
      if (!toastApiError(error, tRoot)) toast.error(t("failed"));
    } finally {
      setBusy(false);
    }
  };
  return (
    <p>
      <button type="button" className={styles.button} disabled={busy} onClick={onClick}>
        {t("markAllRead")}
      </button>
      <span role="status" className={styles.hidden}>
        {done ? t("allRead") : ""}
      </span>
    </p>
  );
}
