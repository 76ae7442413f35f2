import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { isMemberShell } from "@/components/layout/member-shell";
import { ReportButton } from "@/components/report/report-button";
import { FollowControl } from "@/components/user/follow-control";
import type { ArticleDetail } from "@/lib/graphql/reads/article";
import { getArticleViewerState, getViewerKind } from "@/lib/graphql/reads/social";
import { AppreciateButton } from "./appreciate-button";
import styles from "./article.module.css";
import { AuthorActionsIsland } from "./author-islands";
import { AuthorMessages } from "./author-messages";
import { BookmarkButton } from "./bookmark-button";
import { MemberArticleActions, MemberAuthorFollow } from "./member-article-actions";
import { ReadRecorder } from "./read-recorder";
import { VisitorWall } from "./visitor-wall";

// The reader's part of an article page: its buttons start from what the viewer is to the
// article (read as the viewer, per request), so they stream inside <Suspense> while the rest
// of the page comes from shared reads.

/**
 * Like, bookmark, report and what the page adds (`children`: share), under the article; for its
 * author, their own tools below (edit, pin, collections, archive); for a visitor, the wall that
 * asks them to join once they have read part of it.
 */
export async function ArticleActions({ article, children }: { article: ArticleDetail; children?: ReactNode }) {
  if (await isMemberShell()) {
    return (
      <MemberArticleActions articleId={article.id} total={article.appreciationsReceivedTotal}>
        {children}
      </MemberArticleActions>
    );
  }
  const [{ kind, id: viewerId }, state, t] = await Promise.all([
    getViewerKind(),
    getArticleViewerState(article.shortHash),
    getTranslations("article.wall"),
  ]);
  const own = kind !== "visitor" && viewerId === article.author.id;
  return (
    <>
      <div className={styles.actions}>
        <AppreciateButton
          articleId={article.id}
          total={article.appreciationsReceivedTotal}
          viewer={kind}
          initialLeft={state?.appreciateLeft ?? 0}
          given={state?.hasAppreciate ?? false}
          own={own}
        />
        <BookmarkButton articleId={article.id} viewer={kind} initial={state?.bookmarked ?? false} />
        <ReportButton targetId={article.id} viewer={kind} />
        {children}
        {kind !== "visitor" && !own ? <ReadRecorder articleId={article.id} /> : null}
      </div>
      {own ? (
        <AuthorMessages>
          <AuthorActionsIsland
            article={{ id: article.id, shortHash: article.shortHash, title: article.title }}
            pinned={state?.pinned ?? false}
            userName={article.author.userName ?? ""}
          />
        </AuthorMessages>
      ) : null}
      {kind === "visitor" ? (
        <VisitorWall
          labels={{ label: t("label"), text: t("text"), signUp: t("signUp"), logIn: t("logIn"), close: t("close") }}
        />
      ) : null}
    </>
  );
}

/** The follow button for the article's author, beside the byline in the aside. */
export async function AuthorFollow({ article }: { article: ArticleDetail }) {
  const author = article.author;
  const user = {
    id: author.id,
    name: author.displayName ?? author.userName ?? "",
    archived: author.status?.state === "archived",
  };
  if (await isMemberShell()) return <MemberAuthorFollow user={user} />;
  const state = await getArticleViewerState(article.shortHash);
  return <FollowControl user={user} relation={state?.author} />;
}
