import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { isMemberShell } from "@/components/layout/member-shell";
import { PersonFollowIsland } from "@/components/user/person-follow-island";
import type { ArticleDetail } from "@/lib/graphql/reads/article";
import { getArticleViewerState, getViewerKind } from "@/lib/graphql/reads/social";
import { AuthorActionsIsland } from "./author-islands";
import { AuthorMessages } from "./author-messages";
import { ArticleReaderActions } from "./reader-actions";
import { VisitorWall } from "./visitor-wall";

// The reader's part of an article page: its buttons start from what the viewer is to the
// article (read as the viewer, per request), so they stream inside <Suspense> while the rest
// of the page comes from shared reads. On the copy kept for every signed-in reader
// (server/cache/member-pages.ts) nothing is read here: the buttons take the reader's state
// from the answer (reader-actions.tsx), and that copy is never the author's nor a visitor's.

/**
 * Like, bookmark, report and what the page adds (`children`: share), under the article; for its
 * author, their own tools below (edit, pin, collections, archive); for a visitor, the wall that
 * asks them to join once they have read part of it.
 */
export async function ArticleActions({ article, children }: { article: ArticleDetail; children?: ReactNode }) {
  const total = article.appreciationsReceivedTotal;
  if (await isMemberShell()) {
    return (
      <>
        <ArticleReaderActions articleId={article.id} total={total}>
          {children}
        </ArticleReaderActions>
        {null}
        {null}
      </>
    );
  }
  const [{ kind, id: viewerId }, state, t] = await Promise.all([
    getViewerKind(),
    getArticleViewerState(article.shortHash),
    getTranslations("article.wall"),
  ]);
  const own = kind !== "visitor" && viewerId === article.author.id;
  const reader = {
    kind,
    appreciateLeft: state?.appreciateLeft ?? 0,
    given: state?.hasAppreciate ?? false,
    bookmarked: state?.bookmarked ?? false,
    own,
  };
  // the same three places as the copy's above, so a refresh keeps what is there
  return (
    <>
      <ArticleReaderActions articleId={article.id} total={total} reader={reader}>
        {children}
      </ArticleReaderActions>
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
  if (await isMemberShell()) return <PersonFollowIsland user={user} />;
  const [{ kind, id: viewerId }, state] = await Promise.all([
    getViewerKind(),
    getArticleViewerState(article.shortHash),
  ]);
  return <PersonFollowIsland user={user} reader={{ kind, viewerId, relation: state?.author ?? null }} />;
}
