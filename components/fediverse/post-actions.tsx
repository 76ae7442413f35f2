"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { toastApiError } from "@/components/ui/api-error-toast";
import { toast } from "@/components/ui/toast-store";
import { act } from "./act";
import styles from "./fediverse.module.css";

const REPLY_MAX = 500;

/** Like, boost and reply to one post of the timeline; each a toggle the server keeps. */
export function PostActions({
  objectId,
  name,
  liked: likedAtFirst,
  announced: announcedAtFirst,
  original,
}: {
  objectId: string;
  name: string;
  liked: boolean;
  announced: boolean;
  original: string | null;
}) {
  const t = useTranslations("fediverse");
  const tRoot = useTranslations();
  const router = useRouter();
  const [liked, setLiked] = useState(likedAtFirst);
  const [announced, setAnnounced] = useState(announcedAtFirst);
  const [busy, setBusy] = useState(false);
  const [replying, setReplying] = useState(false);
  const [text, setText] = useState("");
  const fieldId = useId();

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } catch (error) {
      if (!toastApiError(error, tRoot)) toast.error(t("failed"));
    } finally {
      setBusy(false);
    }
  };

  const toggleLike = () =>
    run(async () => {
      await act({ action: liked ? "unlike" : "like", objectId });
      setLiked(!liked);
    });
  const toggleBoost = () =>
    run(async () => {
      await act({ action: announced ? "unannounce" : "announce", objectId });
      setAnnounced(!announced);
    });
  const sendReply = (event: React.FormEvent) => {
    event.preventDefault();
    run(async () => {
      await act({ action: "reply", objectId, content: text });
      setText("");
      setReplying(false);
      toast.success(t("replySent"));
      router.refresh();
    });
  };

  return (
    <div>
      <div className={styles.actions}>
        <button type="button" className={styles.button} aria-pressed={liked} disabled={busy} onClick={toggleLike}>
          {liked ? t("unlike") : t("like")}
        </button>
        <button type="button" className={styles.button} aria-pressed={announced} disabled={busy} onClick={toggleBoost}>
          {announced ? t("unboost") : t("boost")}
        </button>
        <button
          type="button"
          className={styles.button}
          aria-expanded={replying}
          disabled={busy}
          onClick={() => setReplying(!replying)}
        >
          {t("reply")}
        </button>
        {original ? (
          <a href={original} rel="noopener noreferrer nofollow" target="_blank">
            {t("openOriginal")}
          </a>
        ) : null}
      </div>
      {replying ? (
        <form className={styles.form} onSubmit={sendReply}>
          <label htmlFor={fieldId}>{t("replyLabel", { name })}</label>
          <textarea
            id={fieldId}
            className={styles.textarea}
            value={text}
            maxLength={REPLY_MAX}
            required
            // biome-ignore lint/a11y/noAutofocus: the reader just asked to write here
            autoFocus
            onChange={(event) => setText(event.target.value)}
          />
          <div className={styles.row}>
            <span className={styles.hint}>{t("replyCount", { count: text.length, max: REPLY_MAX })}</span>
            <button type="submit" className={styles.button} disabled={busy || !text.trim()}>
              {t("replySend")}
            </button>
            <button type="button" className={styles.button} onClick={() => setReplying(false)}>
              {t("replyCancel")}
            </button>
          </div>
        </form>
      ) : null}
    </div>
  );
}
