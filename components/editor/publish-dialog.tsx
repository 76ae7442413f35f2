"use client";

import { useTranslations } from "next-intl";
import { Dialog } from "@/components/ui/dialog";
import styles from "./editor.module.css";

export type PublishStep =
  | { kind: "confirm" }
  | { kind: "publishing" }
  | { kind: "published" }
  | { kind: "error"; message: string };

/**
 * Publishing, asked once more: what will be public, then the progress (pending until the
 * article is written), then where it went wrong when it did.
 */
export function PublishDialog({
  step,
  title,
  tags,
  license,
  onConfirm,
  onClose,
}: {
  step: PublishStep | null;
  title: string;
  tags: string[];
  license: string;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const t = useTranslations("editor.publish");
  const working = step?.kind === "publishing" || step?.kind === "published";
  return (
    <Dialog
      open={step !== null}
      onClose={onClose}
      canClose={() => !working}
      closeOnOutsideClick={!working}
      title={t("title")}
    >
      {step?.kind === "confirm" || step?.kind === "error" ? (
        <>
          <p>{t("confirm", { title })}</p>
          <dl className={styles.summaryList}>
            <dt>{t("tags")}</dt>
            <dd>{tags.length ? tags.map((tag) => `#${tag}`).join(" ") : t("noTags")}</dd>
            <dt>{t("license")}</dt>
            <dd>{license}</dd>
          </dl>
          <p className={styles.hint}>{t("revisions")}</p>
          {step.kind === "error" ? (
            <p role="alert" className={styles.fieldError}>
              {step.message}
            </p>
          ) : null}
          <div className={styles.dialogActions}>
            <button type="button" className={styles.secondary} onClick={onClose}>
              {t("cancel")}
            </button>
            <button type="button" className="button-primary" onClick={onConfirm} data-autofocus="">
              {step.kind === "error" ? t("retry") : t("publish")}
            </button>
          </div>
        </>
      ) : (
        <p role="status" aria-live="polite">
          {step?.kind === "published" ? t("published") : t("pending")}
        </p>
      )}
    </Dialog>
  );
}
