import { CommentThread } from "@/components/comment/comment-thread";
import { getArticleComments, getLinkedThread } from "@/lib/graphql/reads/comment";
import { articlePath } from "@/lib/url/entity-paths";

/**
 * The comments under an article, streamed after its body. `after` pages through the threads;
 * `comment` is the thread a comment address points at, shown first.
 */
export async function ArticleComments({
  shortHash,
  after,
  comment,
}: {
  shortHash: string;
  after: string | null;
  comment: string | null;
}) {
  const article = await getArticleComments(shortHash, after);
  if (!article) return null;
  const linked = await getLinkedThread(article.id, comment);
  return (
    <CommentThread
      comments={article.comments}
      path={articlePath(shortHash)}
      total={article.commentCount}
      linked={linked}
    />
  );
}
