"use client";

import { useTranslations } from "next-intl";
import { type FormEvent, useEffect, useId, useRef, useState, useTransition } from "react";
import { readLocalCopy, removeLocalCopy, writeLocalCopy } from "@/components/editor/local-copy";
import { COMMENT_TEXT_MAX, commentTextLength } from "@/lib/text/comment-text";
import styles from "./comment.module.css";

// A comment, a reply or an edit, typed in a plain textarea (lines, links and @names become HTML
// when sent: lib/text/comment-text.ts). A new comment or reply is kept on the device under
// section 3's form-draft key as it is typed, so a reload loses nothing, and forgotten once sent.

export type CommentFormProps = {
  label: string;
  submitLabel: string;
  /** `v1__form:{authorId}:comment:{target}:{parent}:{replyTo}`, or null for an edit (not kept). */
  draftKey: string | null;
  initial?: string;
  /**
   * Sends the text and answers the comment's page address (`#parentId-replyId`); throws when
   * the API refused it (the caller has shown why).
   */
  onSubmit: (text: string) => Promise<string>;
  /**
   * Once sent, in the same transition: the caller refreshes the thread (and may close the form),
   * so the form stays "Sending…" until the thread shows the comment.
   */
  onSent: (anchor: string) => void;
  onCancel?: () => void;
  autoFocus?: boolean;
  /** Characters of text it may hold (the API's limit for what the comment is on). */
  max?: number;
};

type Kept = { text: string };

export function CommentForm({
  label,
  submitLabel,
  draftKey,
  initial = "",
  onSubmit,
  onSent,
  onCancel,
  autoFocus,
  max = COMMENT_TEXT_MAX,
}: CommentFormProps) {
  const t = useTranslations("commentActions");
  const id = useId();
  const area = useRef<HTMLTextAreaElement>(null);
  const [text, setText] = useState(() => (draftKey && readLocalCopy<Kept>(draftKey)?.fields.text) || initial);
  const [sending, startSending] = useTransition();
  // a form that stays once sent (the composer) takes focus back, cleared for the next comment
  const [sent, setSent] = useState(0);
  const length = commentTextLength(text);
  const over = length > max;

  useEffect(() => {
    if (autoFocus) area.current?.focus();
  }, [autoFocus]);

  useEffect(() => {
    if (sent) area.current?.focus({ preventScroll: true });
  }, [sent]);

  const change = (value: string) => {
    setText(value);
    if (draftKey)
      writeLocalCopy<Kept>(draftKey, { base: null, editedAt: Date.now(), fields: value ? { text: value } : {} });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (sending || length === 0 || over) return;
    startSending(async () => {
      let anchor: string;
      try {
        anchor = await onSubmit(text);
      } catch {
        return; // the caller showed the error; the text stays to be sent again
      }
      if (draftKey) removeLocalCopy(draftKey);
      startSending(() => {
        setText("");
        setSent((n) => n + 1);
        onSent(anchor);
      });
    });
  };

  return (
    <form className={styles.form} onSubmit={submit} aria-busy={sending || undefined}>
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <textarea
        id={id}
        ref={area}
        name="comment"
        value={text}
        placeholder={t("placeholder")}
        onChange={(e) => change(e.target.value)}
        aria-invalid={over || undefined}
        aria-describedby={`${id}-counter`}
        rows={3}
      />
      <div className={styles.formFooter}>
        <span id={`${id}-counter`} className={styles.counter} data-over={over ? "" : undefined} aria-live="polite">
          {over ? t("tooLong", { max }) : t("counter", { count: length, max })}
        </span>
        {onCancel ? (
          <button type="button" className={styles.secondary} onClick={onCancel} disabled={sending}>
            {t("cancel")}
          </button>
        ) : null}
        <button type="submit" className={styles.primary} disabled={sending || length === 0 || over}>
          {sending ? t("sending") : submitLabel}
        </button>
      </div>
    </form>
  );
}
