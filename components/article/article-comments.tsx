import { PaywalledCommentsNote } from "@/components/circle/paywall";
import { CommentThread } from "@/components/comment/comment-thread";
import type { ChineseScript } from "@/lib/cookies/names";
import { getArticleComments, getLinkedThread } from "@/lib/graphql/reads/comment";
import { getPaywalledArticle, getPaywalledComments } from "@/lib/graphql/reads/paywall";
import { articlePath } from "@/lib/url/entity-paths";

/**
 * Begins the first comments' read beside the article's own (the preload pattern): see the
 * article page. Comments in the original's script only, as nothing else is known before the
 * article is read.
 */
export function preloadArticleComments(shortHash: string, after: string | null): void {
  void getArticleComments(shortHash, after, null);
}

/**
 * The comments under an article, streamed after its body. `after` pages through the threads;
 * `comment` is the thread a comment address points at, shown first. With `script`, the
 * article is shown in that Chinese script, and so are its comments.
 */
export async function ArticleComments({
  shortHash,
  after,
  comment,
  script = null,
  paywalled = false,
}: {
  shortHash: string;
  after: string | null;
  comment: string | null;
  script?: ChineseScript | null;
  /** Paywalled work: the thread is its circle's, read as the viewer; anyone else gets a note. */
  paywalled?: boolean;
}) {
  if (paywalled && !(await getPaywalledArticle(shortHash))?.readable) return <PaywalledCommentsNote />;
  const article = paywalled
    ? await getPaywalledComments(shortHash, after, script)
    : await getArticleComments(shortHash, after, script);
  if (!article) return null;
  // a paywalled article's linked thread is read as the viewer: the shared cache holds none of it
  const linked = await getLinkedThread(article.id, comment, script, paywalled);
  return (
    <CommentThread
      comments={article.comments}
      path={articlePath(shortHash)}
      total={article.commentCount}
      linked={linked}
      target={{ id: article.id, type: "article", authorId: article.author.id, canComment: article.canComment }}
    />
  );
}
