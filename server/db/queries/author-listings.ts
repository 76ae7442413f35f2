import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../client";
import { articles, articleTags, channelArticles, channels, comments } from "../schema";

// Where a person's writing is shown beyond their own pages: what to purge when something about
// the person (a restriction, a ban, a freeze) takes their writing out of those places or puts
// it back.

/** The tags and the channels listing the author's active articles: pages with a feed of them. */
export async function listingsOfAuthor(db: Db, authorId: number) {
  const [tagRows, channelRows] = await Promise.all([
    db
      .selectDistinct({ id: articleTags.tagId })
      .from(articles)
      .innerJoin(articleTags, eq(articleTags.articleId, articles.id))
      .where(and(eq(articles.authorId, authorId), eq(articles.state, "active"))),
    db
      .selectDistinct({ id: channels.id, type: channels.type })
      .from(articles)
      .innerJoin(channelArticles, eq(channelArticles.articleId, articles.id))
      .innerJoin(channels, eq(channels.id, channelArticles.channelId))
      .where(and(eq(articles.authorId, authorId), eq(articles.state, "active"))),
  ]);
  return { tagIds: tagRows.map((r) => r.id), channels: channelRows };
}

/** The articles and moments the person has comments under (comments_author_idx). */
export async function commentTargetsOfAuthor(db: Db, authorId: number) {
  const rows = await db
    .selectDistinct({ type: comments.type, targetId: comments.targetId })
    .from(comments)
    .where(and(eq(comments.authorId, authorId), inArray(comments.type, ["article", "moment"])));
  return {
    articleIds: rows.filter((r) => r.type === "article").map((r) => r.targetId),
    momentIds: rows.filter((r) => r.type === "moment").map((r) => r.targetId),
  };
}
