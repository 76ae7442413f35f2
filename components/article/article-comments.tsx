import { CommentThread } from "@/components/comment/comment-thread";
import type { ChineseScript } from "@/lib/cookies/names";
import { getArticleComments, getLinkedThread } from "@/lib/graphql/reads/comment";
import { articlePath } from "@/lib/url/entity-paths";

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
}: {
  shortHash: string;
  after: string | null;
  comment: string | null;
  script?: ChineseScript | null;
}) {
  const article = await getArticleComments(shortHash, after, script);
  if (!article) return null;
  const linked = await getLinkedThread(article.id, comment, script);
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
