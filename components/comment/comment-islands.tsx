"use client";

import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import styles from "./comment.module.css";

// The thread's form for a new comment loads after the page, in the browser only, so it is in no
// page's first load; until it has, its place says what it is for.

function Opening() {
  const t = useTranslations("commentActions");
  return (
    <div className={styles.composer}>
      <div className={styles.opening}>{t("write")}</div>
    </div>
  );
}

export const CommentComposerIsland = dynamic(() => import("./comment-composer").then((m) => m.CommentComposer), {
  ssr: false,
  loading: Opening,
});
