"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useId, useRef, useState } from "react";
import { toastApiError } from "@/components/ui/api-error-toast";
import { Dialog } from "@/components/ui/dialog";
import { toast } from "@/components/ui/toast-store";
import styles from "./comment.module.css";
import { commentRequests } from "./comment-viewer";

const REASONS = ["spam_ad", "porn_ad"] as const;

/**
 * A community watcher's "Remove" on someone else's comment: a dialog asks why (spam or porn
 * ad), then the comment is removed (the API checks the flag again) and the thread re-renders
 * without its words.
 */
export function WatchRemove({ id }: { id: string }) {
  const t = useTranslations("admin.watch.commentMenu");
  const tRoot = useTranslations();
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [reason, setReason] = useState<(typeof REASONS)[number]>("spam_ad");
  const button = useRef<HTMLButtonElement>(null);
  const name = useId();

  const submit = async () => {
    setBusy(true);
    try {
      await (await commentRequests()).removeAsWatcher(id, reason);
      toast.success(t("done"));
      setOpen(false);
      router.refresh();
    } catch (error) {
      toastApiError(error, tRoot);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <button ref={button} type="button" className={styles.action} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {t("remove")}
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} canClose={() => !busy} title={t("title")} returnFocus={button}>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <fieldset>
            <legend>{t("reason")}</legend>
            {REASONS.map((value) => (
              <label key={value}>
                <input
                  type="radio"
                  name={name}
                  value={value}
                  checked={reason === value}
                  onChange={() => setReason(value)}
                />{" "}
                {t(`reasons.${value}`)}
              </label>
            ))}
          </fieldset>
          <p>
            <button type="submit" className={styles.action} disabled={busy}>
              {busy ? t("removing") : t("confirm")}
            </button>
          </p>
        </form>
      </Dialog>
    </>
  );
}
