"use client";

import { useTranslations } from "next-intl";
import { useRef, useState } from "react";
import { mayAct, type ViewerKind } from "@/components/auth/viewer-gate";
import { toastApiError } from "@/components/ui/api-error-toast";
import { countKeys } from "@/components/ui/count-keys";
import { LiveCount, shiftCount } from "@/components/ui/live-count";
import styles from "@/components/ui/toggle-button.module.css";
import { request } from "@/lib/graphql/client";
import { AppreciateArticle } from "@/lib/graphql/documents/islands/social/social";

/**
 * Like an article, one like a press, up to the likes the reader has left of the article's
 * limit (the API's appreciateLimit): the count rises at once and falls back, with the error's
 * toast, if the API refuses. Not on one's own article.
 */
export function AppreciateButton({
  articleId,
  total,
  viewer,
  initialLeft,
  given,
  own,
}: {
  articleId: string;
  /** The article's total as the page read it. */
  total: number;
  viewer: ViewerKind;
  /** Likes the viewer has left to give (the limit for a visitor, whose press asks them to log in). */
  initialLeft: number;
  /** Whether the viewer has liked it before (hasAppreciate). */
  given: boolean;
  own: boolean;
}) {
  const t = useTranslations("social");
  const tRoot = useTranslations();
  const [left, setLeft] = useState(initialLeft);
  const pending = useRef(0);
  const exhausted = viewer === "active" && (own || left <= 0);

  const like = async () => {
    if (exhausted || !mayAct(viewer, "appreciation", tRoot("nav.forbiddenByState"))) return;
    setLeft((n) => n - 1);
    shiftCount(countKeys.appreciations(articleId), 1);
    pending.current += 1;
    try {
      const { appreciateArticle } = await request(AppreciateArticle, { id: articleId, amount: 1 });
      // presses still on their way keep their own optimistic share
      if (pending.current === 1) setLeft(appreciateArticle.appreciateLeft);
    } catch (error) {
      setLeft((n) => n + 1);
      shiftCount(countKeys.appreciations(articleId), -1);
      toastApiError(error, tRoot);
    } finally {
      pending.current -= 1;
    }
  };

  const liked = viewer === "active" && (given || left < initialLeft);
  return (
    <button
      type="button"
      className={styles.button}
      aria-pressed={liked}
      aria-disabled={exhausted || undefined}
      title={own ? t("likeOwn") : exhausted ? t("likeLimit") : undefined}
      onClick={like}
    >
      <svg className={styles.icon} viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
        <path
          d="M8 13.5s-5.5-3.2-5.5-7A3 3 0 0 1 8 4.3a3 3 0 0 1 5.5 2.2c0 3.8-5.5 7-5.5 7Z"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.4"
          strokeLinejoin="round"
        />
      </svg>
      {t("like")}
      <span className={styles.count}>
        <LiveCount countKey={countKeys.appreciations(articleId)} value={total} />
      </span>
    </button>
  );
}
