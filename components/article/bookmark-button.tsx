"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { mayAct, type ViewerKind } from "@/components/auth/viewer-gate";
import { toastApiError } from "@/components/ui/api-error-toast";
import { countKeys } from "@/components/ui/count-keys";
import { shiftCount } from "@/components/ui/live-count";
import { toast } from "@/components/ui/toast-store";
import styles from "@/components/ui/toggle-button.module.css";
import { request } from "@/lib/graphql/client";
import { ToggleBookmarkArticle } from "@/lib/graphql/documents/islands/social/social";

/** Bookmark an article, with section 4's toasts; the page's bookmark count follows at once. */
export function BookmarkButton({
  articleId,
  viewer,
  initial,
}: {
  articleId: string;
  viewer: ViewerKind;
  initial: boolean;
}) {
  const t = useTranslations("social");
  const tRoot = useTranslations();
  const [bookmarked, setBookmarked] = useState(initial);
  const [busy, setBusy] = useState(false);

  const toggle = async () => {
    if (busy || !mayAct(viewer, "bookmark", tRoot("nav.forbiddenByState"))) return;
    const enabled = !bookmarked;
    setBusy(true);
    setBookmarked(enabled);
    shiftCount(countKeys.bookmarks(articleId), enabled ? 1 : -1);
    try {
      await request(ToggleBookmarkArticle, { id: articleId, enabled });
      toast.success(enabled ? t("bookmarked") : t("bookmarkRemoved"), { id: "bookmark" });
    } catch (error) {
      setBookmarked(!enabled);
      shiftCount(countKeys.bookmarks(articleId), enabled ? -1 : 1);
      toastApiError(error, tRoot);
    } finally {
      setBusy(false);
    }
  };

  return (
    <button
      type="button"
      className={styles.button}
      aria-pressed={bookmarked}
      aria-busy={busy || undefined}
      onClick={toggle}
    >
      <svg className={styles.icon} viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
        <path
          d="M4 2.5h8v11l-4-3-4 3Z"
          fill={bookmarked ? "currentColor" : "none"}
          stroke="currentColor"
          strokeWidth="1.4"
          strokeLinejoin="round"
        />
      </svg>
      {t("bookmark")}
    </button>
  );
}
