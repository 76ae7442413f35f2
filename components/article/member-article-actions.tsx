"use client";

import type { ReactNode } from "react";
import { memberKind, useMemberState } from "@/components/layout/member-state";
import { ReportButton } from "@/components/report/report-button";
import { FollowButton } from "@/components/user/follow-button";
import { followButtonShown } from "@/components/user/follow-rules";
import { AppreciateButton } from "./appreciate-button";
import styles from "./article.module.css";
import { BookmarkButton } from "./bookmark-button";
import { ReadRecorder } from "./read-recorder";

// ArticleActions and AuthorFollow on an article's page kept for every signed-in reader: the
// reader's state comes with the answer (member-state.ts). Never the author's own page, nor a
// visitor's: the worker renders those for them alone.

/** Like, bookmark, report and `children` (share), from the reader's state; their place kept until it is read. */
export function MemberArticleActions({
  articleId,
  total,
  children,
}: {
  articleId: string;
  total: number;
  children?: ReactNode;
}) {
  const state = useMemberState();
  const article = state?.article;
  if (!state || !article) return <div className={styles.actionsPlaceholder} />;
  const kind = memberKind(state);
  return (
    <div className={styles.actions}>
      <AppreciateButton
        articleId={articleId}
        total={total}
        viewer={kind}
        initialLeft={article.appreciateLeft}
        given={article.hasAppreciate}
        own={false}
      />
      <BookmarkButton articleId={articleId} viewer={kind} initial={article.bookmarked} />
      <ReportButton targetId={articleId} viewer={kind} />
      {children}
      <ReadRecorder articleId={articleId} />
    </div>
  );
}

/** The follow button for the article's author, where section 5 shows one to this reader. */
export function MemberAuthorFollow({ user }: { user: { id: string; name: string; archived: boolean } }) {
  const state = useMemberState();
  const relation = state?.article?.author;
  if (!state || !relation) return null;
  const kind = memberKind(state);
  const shown = followButtonShown({
    viewer: kind,
    viewerId: state.viewer.id,
    userId: user.id,
    archived: user.archived,
    isFollowee: relation.isFollowee,
    isBlocking: relation.isBlocking,
  });
  if (!shown) return null;
  return (
    <FollowButton
      userId={user.id}
      name={user.name}
      viewer={kind}
      viewerId={state.viewer.id}
      initial={{ isFollower: relation.isFollower, isFollowee: relation.isFollowee }}
    />
  );
}
