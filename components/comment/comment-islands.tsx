"use client";

import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import styles from "./comment.module.css";
import type { CommentTarget } from "./comment-actions";

// The comment thread's island loads after the page, in the browser only, so it is in no page's
// first load; until it has, the place of the comment form says what it is for.

function Opening() {
  const t = useTranslations("commentActions");
  return (
    <div className={styles.composer}>
      <div className={styles.opening}>{t("write")}</div>
    </div>
  );
}

const CommentActions = dynamic(() => import("./comment-actions").then((m) => m.CommentActions), {
  ssr: false,
  loading: Opening,
});

export function CommentIsland({ target }: { target: CommentTarget }) {
  return <CommentActions target={target} />;
}
