"use client";

import { useTranslations } from "next-intl";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
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
  onCancel?: () => void;
  autoFocus?: boolean;
};

type Kept = { text: string };

/**
 * Reloads the page at a comment's address, so the thread shows what the API now holds (its
 * purge refreshed the page); the comment anchor island scrolls to the comment and marks it.
 */
export function reloadAt(anchor: string) {
  const url = new URL(window.location.href);
  url.hash = anchor;
  window.location.replace(url);
  window.location.reload();
}

export function CommentForm({
  label,
  submitLabel,
  draftKey,
  initial = "",
  onSubmit,
  onCancel,
  autoFocus,
}: CommentFormProps) {
  const t = useTranslations("commentActions");
  const id = useId();
  const area = useRef<HTMLTextAreaElement>(null);
  const [text, setText] = useState(() => (draftKey && readLocalCopy<Kept>(draftKey)?.fields.text) || initial);
  const [sending, setSending] = useState(false);
  const length = commentTextLength(text);
  const over = length > COMMENT_TEXT_MAX;

  useEffect(() => {
    if (autoFocus) area.current?.focus();
  }, [autoFocus]);

  const change = (value: string) => {
    setText(value);
    if (draftKey)
      writeLocalCopy<Kept>(draftKey, { base: null, editedAt: Date.now(), fields: value ? { text: value } : {} });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending || length === 0 || over) return;
    setSending(true);
    try {
      const anchor = await onSubmit(text);
      if (draftKey) removeLocalCopy(draftKey);
      setText("");
      reloadAt(anchor);
    } catch {
      // the caller showed the error; the text stays to be sent again
    } finally {
      setSending(false);
    }
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
          {over ? t("tooLong", { max: COMMENT_TEXT_MAX }) : t("counter", { count: length, max: COMMENT_TEXT_MAX })}
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
