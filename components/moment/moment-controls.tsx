"use client";

import dynamic from "next/dynamic";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useEffect, useOptimistic, useRef, useState, useTransition } from "react";
import { requestLogin } from "@/components/auth/login-request";
import styles from "./moment.module.css";
import { type LikeState, useMoments } from "./moments-provider";

// The dialog and the requests load when first needed: no page's first load carries them.
const ConfirmDialog = dynamic(() => import("@/components/ui/confirm-dialog").then((m) => m.ConfirmDialog), {
  ssr: false,
});
const requests = () => import("./moment-requests");

/**
 * A moment's like button, its count and, for its author, its delete button. The server renders
 * them the same for every reader, the like button disabled; the viewer's likes and whether
 * they wrote it come from the page's MomentsProvider. A like shows at once and is taken back,
 * with the error's toast, when the API refuses it; a visitor is asked to log in.
 */
export function MomentControls({
  id,
  authorId,
  likeCount,
  deletedHref,
}: {
  id: string;
  authorId: string;
  likeCount: number;
  /** Where to go once the viewer deleted it (its own page is gone); a list just drops it. */
  deletedHref?: string;
}) {
  const t = useTranslations("momentActions");
  const tRoot = useTranslations();
  const router = useRouter();
  const moments = useMoments();
  const viewer = moments?.viewer;
  const watch = moments?.watch;

  // what the API last said: from the press the viewer made, else from the page's question
  const [answered, setAnswered] = useState<LikeState | null>(null);
  const held = answered ?? moments?.states.get(id) ?? { liked: false, count: likeCount };
  const [shown, show] = useOptimistic(held, (state, liked: boolean) =>
    liked === state.liked ? state : { liked, count: Math.max(0, state.count + (liked ? 1 : -1)) },
  );
  const [, startTransition] = useTransition();
  // presses go to the API one at a time, in order; each sends only what the API does not hold yet
  const queue = useRef<Promise<void>>(Promise.resolve());
  const latest = useRef(held);
  useEffect(() => {
    latest.current = held;
  });

  const [confirming, setConfirming] = useState(false);
  const [asked, setAsked] = useState(false);
  const [deleting, setDeleting] = useState(false);

  useEffect(() => watch?.(id), [watch, id]);

  const toggleLike = () => {
    if (viewer === undefined) return;
    if (viewer === "") {
      requestLogin("momentLike");
      return;
    }
    const liked = !shown.liked;
    startTransition(async () => {
      show(liked);
      const step = queue.current
        .then(async () => {
          if (latest.current.liked === liked) return;
          try {
            const answer = await (await requests()).setLike(id, liked);
            latest.current = answer;
            setAnswered(answer);
          } catch (error) {
            // the optimistic state falls back to what the API holds once this press is done
            (await requests()).toastFailure(error, tRoot);
          }
        })
        // a transition's error would reach the error boundary; the press is simply not kept
        .catch(() => undefined);
      queue.current = step;
      await step;
    });
  };

  const remove = async () => {
    setDeleting(true);
    try {
      await (await requests()).deleteMoment(id);
    } catch (error) {
      setDeleting(false);
      void requests().then(({ toastFailure }) => toastFailure(error, tRoot));
      return;
    }
    if (deletedHref) {
      // its own page: it is gone, so go to the author's moments
      window.location.assign(deletedHref);
      return;
    }
    // in a list: the item goes at once, and the page's server parts render again without it
    setConfirming(false);
    setDeleting(false);
    moments?.remove(id);
    router.refresh();
  };

  return (
    <span className={styles.controls}>
      <button
        type="button"
        className={styles.like}
        aria-pressed={shown.liked}
        disabled={viewer === undefined}
        onClick={toggleLike}
      >
        <svg aria-hidden="true" focusable="false" width="18" height="18" viewBox="0 0 24 24">
          <path d="M12 20.5 4.2 12.9a4.9 4.9 0 0 1 6.9-7l.9.9.9-.9a4.9 4.9 0 0 1 6.9 7Z" strokeLinejoin="round" />
        </svg>
        <span className="visually-hidden">{t("like")}</span>
      </button>
      <span>{t("likes", { count: shown.count })}</span>
      {viewer && viewer === authorId ? (
        <button
          type="button"
          className={styles.remove}
          onClick={() => {
            setAsked(true);
            setConfirming(true);
          }}
        >
          {t("delete")}
        </button>
      ) : null}
      {asked ? (
        <ConfirmDialog
          open={confirming}
          title={t("deleteTitle")}
          description={t("deleteBody")}
          confirmLabel={t("delete")}
          busyLabel={t("deleting")}
          cancelLabel={t("cancel")}
          busy={deleting}
          onConfirm={remove}
          onCancel={() => setConfirming(false)}
        />
      ) : null}
    </span>
  );
}
