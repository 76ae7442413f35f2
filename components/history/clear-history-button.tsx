"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { toastApiError } from "@/components/ui/api-error-toast";
import { Dialog } from "@/components/ui/dialog";
import { toast } from "@/components/ui/toast";
import { request } from "@/lib/graphql/client";
import { ClearReadHistory } from "@/lib/graphql/documents/islands/history/history";
import styles from "./history.module.css";

export type ClearHistoryWords = { label: string; question: string; confirm: string; cancel: string; done: string };

/** "Clear history": asks once in a dialog, then empties the list (the page is read again). */
export function ClearHistoryButton({ words }: { words: ClearHistoryWords }) {
  const tRoot = useTranslations();
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const clear = async () => {
    setBusy(true);
    try {
      await request(ClearReadHistory, { id: null });
      setOpen(false);
      toast.success(words.done);
      router.refresh();
    } catch (error) {
      toastApiError(error, tRoot);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <button type="button" className={styles.action} onClick={() => setOpen(true)}>
        {words.label}
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} canClose={() => !busy} title={words.label}>
        <p>{words.question}</p>
        <div className={styles.dialogActions}>
          <button type="button" className={styles.cancel} onClick={() => setOpen(false)} disabled={busy}>
            {words.cancel}
          </button>
          <button type="button" className="button-primary" onClick={clear} disabled={busy} data-autofocus="">
            {words.confirm}
          </button>
        </div>
      </Dialog>
    </>
  );
}
