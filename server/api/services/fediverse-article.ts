import "server-only";
import type { ArticleRow } from "@/server/db/queries/articles";
import {
  type ArticleReplyRow,
  articleFediverseCounts,
  articleNoticeCounts,
  articleReplies,
} from "@/server/db/queries/fediverse-article";
import type { UserRow } from "@/server/db/queries/users";
import type { Context } from "../context";
import { ApiError } from "../errors";
import { idOf } from "../ids";

// An article's replies, likes and boosts from the fediverse (issue 38): publicly under its page
// (Article.fediverse) and to its author with their notices (fediverseArticle).

/** A reply as the contract's FediversePost: nothing viewer-specific under an article. */
function post(row: ArticleReplyRow) {
  return {
    objectId: row.objectUri,
    content: row.content,
    summary: row.summary,
    url: row.url,
    inReplyTo: row.inReplyTo,
    publishedAt: row.publishedAt,
    liked: false,
    announced: false,
    likeActivityId: null,
    announceActivityId: null,
    remoteActor: {
      actorId: row.actorUri,
      account: row.handle,
      preferredUsername: row.preferredUsername,
      name: row.name,
      summary: row.actorSummary,
      url: row.actorUrl ?? row.actorUri,
      avatarUrl: row.avatarUrl,
      status: null,
    },
  };
}

/** What everyone sees under an article. An article nobody may read has nothing there. */
export async function publicArticleFediverse(ctx: Context, article: ArticleRow) {
  const [counts, replies] = await Promise.all([
    articleFediverseCounts(ctx.db, article.id),
    articleReplies(ctx.db, article.id),
  ]);
  return {
    repliesCount: counts.replies,
    likesCount: counts.likes,
    announcesCount: counts.announces,
    replies: replies.map(post),
  };
}

/** The author's (or an admin's) view: the same, with the article's id there and their notices. */
export async function fediverseArticle(ctx: Context, viewer: UserRow, input: { id: string }) {
  const article = await ctx.loaders.article.load(idOf(input.id, "Article"));
  if (!article) throw new ApiError("ARTICLE_NOT_FOUND", "Article not found.");
  if (article.authorId !== viewer.id && viewer.role !== "admin") {
    throw new ApiError("FORBIDDEN", "Only the author or an admin may see this.");
  }
  const [shown, notices] = await Promise.all([
    publicArticleFediverse(ctx, article),
    articleNoticeCounts(ctx.db, article.authorId, article.id),
  ]);
  const origin = ctx.env.SITE_URL || "http://127.0.0.1:8787";
  return {
    ...shown,
    contentId: new URL(`/ap/articles/${encodeURIComponent(article.shortHash)}`, origin).href,
    notificationsCount: notices.groups,
    unreadNotificationsCount: notices.unread,
  };
}
