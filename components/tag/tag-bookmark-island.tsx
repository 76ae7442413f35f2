"use client";

import { useTranslations } from "next-intl";
import type { ViewerKind } from "@/components/auth/viewer-gate";
import { memberKind, useMemberState } from "@/components/layout/member-state";
import styles from "@/components/ui/toggle-button.module.css";
import { TagBookmarkButton } from "./tag-bookmark-button";

// The tag page's bookmark button. Where the page was rendered for its reader, the server says
// whether they bookmarked the tag (`reader`); on the copy kept for every signed-in reader
// (server/cache/member-pages.ts) it comes with the answer (member-state.ts). One component
// either way, so the refresh after a press (rendered for the reader) keeps the button and its focus.

export type TagReader = { kind: ViewerKind; bookmarked: boolean };

/** The bookmark button; its place kept, unseen, until the reader's state is known. */
export function TagBookmarkIsland({ tagId, content, reader }: { tagId: string; content: string; reader?: TagReader }) {
  const t = useTranslations("social");
  const state = useMemberState();
  const tag = state?.tag;
  const shown = reader ?? (state && tag?.id === tagId ? { kind: memberKind(state), bookmarked: tag.bookmarked } : null);
  if (!shown) {
    return (
      <span className={`${styles.button} ${styles.waiting}`} aria-hidden="true">
        {t("bookmark")}
      </span>
    );
  }
  return <TagBookmarkButton tagId={tagId} content={content} viewer={shown.kind} initial={shown.bookmarked} />;
}
