import { CommentThread } from "@/components/comment/comment-thread";
import { linkedThread } from "@/components/moment/moment-page";
import { ArticleCommentsQuery } from "@/lib/graphql/documents/article";
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
  const data = await execute(ArticleCommentsQuery, variables, { tags: [`article-hash:${shortHash}`] }).catch(
    () => null,
  );
  const article = data?.article;
  if (!article) return null;
  const linked = await linkedThread(article.id, shortHash, comment);
  return (
    <CommentThread
      comments={article.comments}
      path={articlePath(shortHash)}
      total={article.commentCount}
      linked={linked}
    />
  );
}
