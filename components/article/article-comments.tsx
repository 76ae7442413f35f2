import { CommentThread } from "@/components/comment/comment-thread";
import { linkedThread } from "@/components/comment/linked-thread";
import { ArticleCommentsQuery } from "@/lib/graphql/documents/comment";
import { execute } from "@/lib/graphql/execute";
import { articlePath } from "@/lib/url/entity-paths";

const COMMENTS_PER_PAGE = 20;
const REPLIES_SHOWN = 5;

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
  const variables = { shortHash, first: COMMENTS_PER_PAGE, after, replies: REPLIES_SHOWN };
  const tags = [`article-hash:${shortHash}`];
  const data = await execute(ArticleCommentsQuery, variables, { tags }).catch(() => null);
  const article = data?.article;
  if (!article) return null;
  const linked = await linkedThread(article.id, comment, tags);
  return (
    <CommentThread
      comments={article.comments}
      path={articlePath(shortHash)}
      total={article.commentCount}
      linked={linked}
    />
  );
}
