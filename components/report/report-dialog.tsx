"use client";

import { useTranslations } from "next-intl";
import { type FormEvent, useState } from "react";
import { toastApiError } from "@/components/ui/api-error-toast";
import { Dialog } from "@/components/ui/dialog";
import { toast } from "@/components/ui/toast-store";
import buttons from "@/components/ui/toggle-button.module.css";
import { request } from "@/lib/graphql/client";
import { SubmitReport } from "@/lib/graphql/documents/islands/social/social";
import type { ReportReason } from "@/lib/graphql/generated/social/graphql";
import styles from "./report.module.css";

/** Section 3's report reasons, in the order they are offered. */
const REASONS: readonly ReportReason[] = [
  "tort",
  "illegal_advertising",
  "discrimination_insult_hatred",
  "pornography_involving_minors",
  "other",
];

/**
 * The reasons as a group of radio buttons; sent, it thanks the reader and closes. `title` names
 * what is reported when it is not a piece of content (a person).
 */
export function ReportDialog({
  targetId,
  open,
  onClose,
  title,
}: {
  targetId: string;
  open: boolean;
  onClose: () => void;
  title?: string;
}) {
  const t = useTranslations("social");
  const tRoot = useTranslations();
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!reason) return;
    setBusy(true);
    try {
      await request(SubmitReport, { targetId, reason });
      onClose();
      setReason(null);
      toast.success(t("reported"));
    } catch (error) {
      toastApiError(error, tRoot);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onClose={onClose} canClose={() => !busy} title={title ?? t("reportTitle")}>
      <form onSubmit={submit} className={styles.form}>
        <fieldset className={styles.reasons}>
          <legend>{t("reportReason")}</legend>
          {REASONS.map((value) => (
            <label key={value} className={styles.reason}>
              <input
                type="radio"
                name="reason"
                value={value}
                checked={reason === value}
                onChange={() => setReason(value)}
              />
              {t(`reasons.${value}`)}
            </label>
          ))}
        </fieldset>
        <div className={buttons.group}>
          <button type="button" className={buttons.button} onClick={onClose} disabled={busy}>
            {t("cancel")}
          </button>
          <button type="submit" className="button-primary" disabled={busy || !reason}>
            {t("reportSend")}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
