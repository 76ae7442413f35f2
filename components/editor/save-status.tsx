"use client";

import { useTranslations } from "next-intl";
import type { SaveStatus as Status } from "./auto-saver";
import styles from "./editor.module.css";

/** Known refusals of a save, by the field the API named: what the writer can fix. */
const FIELD_MESSAGES: Record<string, string> = {
  "input.title": "titleTooLong",
  "input.summary": "summaryTooLong",
  "input.requestForDonation": "donationTooLong",
  "input.replyToDonator": "donationTooLong",
  "input.content": "contentTooLong",
};

/**
 * Where the draft stands, announced politely as it changes: saving, saved, kept on this device
 * while offline, a conflict to resolve, or why a save was refused.
 */
export function SaveStatus({ status, onResolve }: { status: Status; onResolve: () => void }) {
  const t = useTranslations("editor.status");
  let text = "";
  if (status.kind === "saving") text = t("saving");
  else if (status.kind === "saved") text = t("saved");
  else if (status.kind === "unsaved") text = t("unsaved");
  else if (status.kind === "offline") text = t("offline");
  else if (status.kind === "conflict") text = t("conflict");
  else if (status.kind === "error") {
    const key =
      status.code === "TOO_MANY_TAGS_FOR_ARTICLE"
        ? "tooManyTags"
        : status.code === "BAD_USER_INPUT" && status.field
          ? (FIELD_MESSAGES[status.field] ?? "refused")
          : "refused";
    text = t(key);
  }
  const alert = status.kind === "error" || status.kind === "conflict" || status.kind === "offline";
  return (
    <div className={styles.status} data-status={status.kind}>
      <span role="status" aria-live="polite" className={alert ? styles.statusAlert : undefined}>
        {text}
      </span>
      {status.kind === "conflict" ? (
        <button type="button" className={styles.linkButton} onClick={onResolve}>
          {t("resolve")}
        </button>
      ) : null}
    </div>
  );
}
