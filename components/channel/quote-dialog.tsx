"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { type FormEvent, useId, useState, useTransition } from "react";
import { apiErrorCode, toastApiError } from "@/components/ui/api-error-toast";
import { Dialog } from "@/components/ui/dialog";
import { toast } from "@/components/ui/toast-store";
import type { QuotableEntry } from "./quote-add";
import styles from "./quote-wall.module.css";

/** The API's limit: at most 80 characters of the entry's own words. */
const QUOTE_MAX = 80;

/**
 * Picks an entry and takes the excerpt pasted from it to the wall. The API judges whether the
 * words are the entry's own and not on the wall yet; its refusal shows as a toast (for those
 * words, the wall's own message: the catalogue's BAD_USER_INPUT says only that something
 * failed) and the dialog stays, with what was typed.
 */
export function QuoteDialog({
  open,
  entries,
  onClose,
}: {
  open: boolean;
  entries: QuotableEntry[];
  onClose: () => void;
}) {
  const t = useTranslations("challengeWall");
  const tRoot = useTranslations();
  const router = useRouter();
  const id = useId();
  const [entry, setEntry] = useState(entries[0]?.id ?? "");
  const [text, setText] = useState("");
  const [refused, setRefused] = useState(false);
  const [busy, startSending] = useTransition();
  const length = [...text.trim()].length;
  const over = length > QUOTE_MAX;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy || !entry || length === 0 || over) return;
    startSending(async () => {
      try {
        await (await import("./challenge-requests")).putQuote(entry, text.trim());
      } catch (error) {
        if (apiErrorCode(error) !== "BAD_USER_INPUT") toastApiError(error, tRoot);
        else {
          setRefused(true);
          toast.error(t("notTaken", { max: QUOTE_MAX }), { id: "quote-not-taken" });
        }
        return;
      }
      toast.success(t("added"));
      startSending(() => {
        setText("");
        onClose();
        router.refresh();
      });
    });
  };

  return (
    <Dialog open={open} onClose={onClose} canClose={() => !busy} title={t("addTitle")}>
      <form className={styles.form} onSubmit={submit} aria-busy={busy || undefined}>
        <label>
          {t("entry")}
          <select value={entry} onChange={(e) => setEntry(e.target.value)} data-autofocus="">
            {entries.map((option) => (
              <option key={option.id} value={option.id}>
                {option.title}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t("excerpt")}
          <textarea
            value={text}
            rows={3}
            aria-invalid={over || refused || undefined}
            aria-describedby={`${id}-hint`}
            onChange={(e) => {
              setText(e.target.value);
              setRefused(false);
            }}
          />
        </label>
        <p id={`${id}-hint`} className={styles.hint} aria-live="polite">
          {t("counter", { count: length, max: QUOTE_MAX })}
        </p>
        <div className={styles.actions}>
          <button type="button" className={styles.button} onClick={onClose} disabled={busy}>
            {t("cancel")}
          </button>
          <button type="submit" className={styles.button} disabled={busy || length === 0 || over || !entry}>
            {busy ? t("adding") : t("submit")}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
