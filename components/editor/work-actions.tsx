"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { toastApiError } from "@/components/ui/api-error-toast";
import { Dialog } from "@/components/ui/dialog";
import { toast } from "@/components/ui/toast";
import { request } from "@/lib/graphql/client";
import { DeleteDraft, EditArticle } from "@/lib/graphql/documents/islands/editor/writing";
import styles from "./works.module.css";

type Action = {
  /** The button's words and the dialog's title. */
  label: string;
  /** What the dialog asks. */
  question: string;
  confirm: string;
  done: string;
  run: () => Promise<unknown>;
  danger?: boolean;
  /** After it is done; by default the list is read again (the item leaves it). */
  then?: () => void;
};

/** A button that asks once, then acts and reloads the list (the item leaves it). */
function ConfirmedAction({ label, question, confirm, done, run, danger, then }: Action) {
  const t = useTranslations("works");
  const tRoot = useTranslations();
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const act = async () => {
    setBusy(true);
    try {
      await run();
      setOpen(false);
      toast.success(done);
      if (then) then();
      else router.refresh();
    } catch (error) {
      if (!toastApiError(error, tRoot)) toast.error(t("failed"));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <button type="button" className={danger ? styles.danger : styles.action} onClick={() => setOpen(true)}>
        {label}
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} canClose={() => !busy} title={label}>
        <p>{question}</p>
        <div className={styles.dialogActions}>
          <button type="button" className={styles.action} onClick={() => setOpen(false)} disabled={busy}>
            {t("cancel")}
          </button>
          <button type="button" className="button-primary" onClick={act} disabled={busy} data-autofocus="">
            {confirm}
          </button>
        </div>
      </Dialog>
    </>
  );
}

export function DeleteDraftButton({ id, title }: { id: string; title: string }) {
  const t = useTranslations("works");
  return (
    <ConfirmedAction
      label={t("delete")}
      question={t("deleteQuestion", { title })}
      confirm={t("deleteConfirm")}
      done={t("deleted")}
      danger
      run={() => request(DeleteDraft, { id })}
    />
  );
}

/**
 * Archive (out of every list, readers no longer find it) or restore a published article;
 * `then` after it (the article's own page is gone once it is archived).
 */
export function ArticleStateButton({
  id,
  title,
  to,
  then,
}: {
  id: string;
  title: string;
  to: "archived" | "active";
  then?: () => void;
}) {
  const t = useTranslations("works");
  const archive = to === "archived";
  return (
    <ConfirmedAction
      label={archive ? t("archive") : t("restore")}
      question={archive ? t("archiveQuestion", { title }) : t("restoreQuestion", { title })}
      confirm={archive ? t("archiveConfirm") : t("restoreConfirm")}
      done={archive ? t("archivedDone") : t("restoredDone")}
      run={() => request(EditArticle, { input: { id, state: to } })}
      then={then}
    />
  );
}

/** Shows the article on the profile, or no longer. */
export function PinButton({ id, pinned }: { id: string; pinned: boolean }) {
  const t = useTranslations("works");
  const tRoot = useTranslations();
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      className={styles.action}
      aria-pressed={pinned}
      disabled={busy}
      onClick={async () => {
        setBusy(true);
        try {
          await request(EditArticle, { input: { id, pinned: !pinned } });
          router.refresh();
        } catch (error) {
          if (!toastApiError(error, tRoot)) toast.error(t("failed"));
        } finally {
          setBusy(false);
        }
      }}
    >
      {t("pin")}
    </button>
  );
}
