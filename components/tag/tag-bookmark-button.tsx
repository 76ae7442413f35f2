"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { mayAct, type ViewerKind } from "@/components/auth/viewer-gate";
import { toastApiError } from "@/components/ui/api-error-toast";
import { resetCounts } from "@/components/ui/live-count";
import { toast } from "@/components/ui/toast-store";
import styles from "@/components/ui/toggle-button.module.css";
import { request } from "@/lib/graphql/client";
import { ToggleBookmarkTag } from "@/lib/graphql/documents/islands/social/social";

/**
 * Bookmark a tag (section 4): 'Bookmarked' or 'Bookmark removed', then the page reads its lists
 * again (the bookmarked tags, the tag's count), as the API answered.
 */
export function TagBookmarkButton({
  tagId,
  content,
  viewer,
  initial,
}: {
  tagId: string;
  content: string;
  viewer: ViewerKind;
  initial: boolean;
}) {
  const t = useTranslations("social");
  const tRoot = useTranslations();
  const router = useRouter();
  const [bookmarked, setBookmarked] = useState(initial);
  const [busy, setBusy] = useState(false);

  const toggle = async () => {
    if (busy || !mayAct(viewer, "bookmarkTag", tRoot("nav.forbiddenByState"))) return;
    const enabled = !bookmarked;
    setBusy(true);
    setBookmarked(enabled);
    try {
      await request(ToggleBookmarkTag, { id: tagId, enabled });
      toast.success(enabled ? t("bookmarked") : t("bookmarkRemoved"), { id: "bookmark" });
      resetCounts();
      router.refresh();
    } catch (error) {
      setBookmarked(!enabled);
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
      aria-label={`${t("bookmark")} #${content}`}
      onClick={toggle}
    >
      {t("bookmark")}
    </button>
  );
}
