import { ReportButton } from "@/components/report/report-button";
import { FollowControl } from "@/components/user/follow-control";
import type { ArticleDetail } from "@/lib/graphql/reads/article";
import { getArticleViewerState, getViewerKind } from "@/lib/graphql/reads/social";
import { AppreciateButton } from "./appreciate-button";
import styles from "./article.module.css";
import { BookmarkButton } from "./bookmark-button";
import { ReadRecorder } from "./read-recorder";

// The reader's part of an article page: its buttons start from what the viewer is to the
// article (read as the viewer, per request), so they stream inside <Suspense> while the rest
// of the page comes from shared reads.

/** Like, bookmark and report, under the article. */
export async function ArticleActions({ article }: { article: ArticleDetail }) {
  const [{ kind, id: viewerId }, state] = await Promise.all([
    getViewerKind(),
    getArticleViewerState(article.shortHash),
  ]);
  return (
    <div className={styles.actions}>
      <AppreciateButton
        articleId={article.id}
        total={article.appreciationsReceivedTotal}
        viewer={kind}
        initialLeft={state?.appreciateLeft ?? 0}
        given={state?.hasAppreciate ?? false}
        own={viewerId === article.author.id}
      />
      <BookmarkButton articleId={article.id} viewer={kind} initial={state?.bookmarked ?? false} />
      <ReportButton targetId={article.id} viewer={kind} />
      {kind !== "visitor" && viewerId !== article.author.id ? <ReadRecorder articleId={article.id} /> : null}
    </div>
  );
}

/** The follow button for the article's author, beside the byline in the aside. */
export async function AuthorFollow({ article }: { article: ArticleDetail }) {
  const state = await getArticleViewerState(article.shortHash);
  const author = article.author;
  return (
    <FollowControl
      user={{
        id: author.id,
        name: author.displayName ?? author.userName ?? "",
        archived: author.status?.state === "archived",
      }}
      relation={state?.author}
    />
  );
}
