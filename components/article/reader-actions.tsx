"use client";

import type { ReactNode } from "react";
import type { ViewerKind } from "@/components/auth/viewer-gate";
import { memberKind, useMemberState } from "@/components/layout/member-state";
import { ReportButton } from "@/components/report/report-button";
import { AppreciateButton } from "./appreciate-button";
import styles from "./article.module.css";
import { BookmarkButton } from "./bookmark-button";
import { ReadRecorder } from "./read-recorder";

// The reader's buttons on an article's page (its author's follow button is
// components/user/person-follow-island.tsx). Where the page was rendered for its reader, the
// server says what they are to the article (`reader`); on the copy kept for every signed-in
// reader (server/cache/member-pages.ts) it comes with the answer (member-state.ts), never the
// author's own page nor a visitor's. One component either way, so a refresh after a write
// (rendered for the reader) keeps the buttons and their focus.

export type ArticleReader = {
  kind: ViewerKind;
  appreciateLeft: number;
  given: boolean;
  bookmarked: boolean;
  /** The article is the reader's own. */
  own: boolean;
};

/** Like, bookmark, report and `children` (share); their place kept until the reader's state is known. */
export function ArticleReaderActions({
  articleId,
  total,
  reader,
  children,
}: {
  articleId: string;
  total: number;
  reader?: ArticleReader;
  children?: ReactNode;
}) {
  const state = useMemberState();
  const shown = reader ?? fromState(state);
  if (!shown) return <div className={styles.actionsPlaceholder} />;
  return (
    <div className={styles.actions}>
      <AppreciateButton
        articleId={articleId}
        total={total}
        viewer={shown.kind}
        initialLeft={shown.appreciateLeft}
        given={shown.given}
        own={shown.own}
      />
      <BookmarkButton articleId={articleId} viewer={shown.kind} initial={shown.bookmarked} />
      <ReportButton targetId={articleId} viewer={shown.kind} />
      {children}
      {shown.kind !== "visitor" && !shown.own ? <ReadRecorder articleId={articleId} /> : null}
    </div>
  );
}

function fromState(state: ReturnType<typeof useMemberState>): ArticleReader | null {
  const article = state?.article;
  if (!state || !article) return null;
  return {
    kind: memberKind(state),
    appreciateLeft: article.appreciateLeft,
    given: article.hasAppreciate,
    bookmarked: article.bookmarked,
    own: false,
  };
}
