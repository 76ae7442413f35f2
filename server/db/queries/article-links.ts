import "server-only";
import { and, asc, count, desc, eq, inArray, lt, or, sql } from "drizzle-orm";
import type { Db } from "../client";
import { articleConnections, articles, campaignArticles, campaigns } from "../schema";
import { type CommentSort, type PageWindow, type ResponseKey, responseAfter } from "./comments";

// What an article is linked to by its author: the articles it connects (at most a handful,
// read whole) and the writing challenges it takes part in; and the articles that link it.

export async function connectionIdsOf(db: Db, articleId: number) {
  const rows = await db
    .select({ id: articleConnections.connectionId })
    .from(articleConnections)
    .where(eq(articleConnections.articleId, articleId))
    .orderBy(asc(articleConnections.order));
  return rows.map((r) => r.id);
}

/** The writing challenges (their channels' ids) and stages of an article, in the order it joined them. */
export function campaignsOfArticle(db: Db, articleId: number) {
  return db
    .select({ channelId: campaigns.channelId, campaignId: campaigns.id, stageId: campaignArticles.stageId })
    .from(campaignArticles)
    .innerJoin(campaigns, eq(campaigns.id, campaignArticles.campaignId))
    .where(eq(campaignArticles.articleId, articleId))
    .orderBy(asc(campaignArticles.createdAt));
}

/** campaignsOfArticle of many articles in one statement, by article. */
export async function campaignsOfArticles(db: Db, articleIds: readonly number[]) {
  const rows = await db
    .select({
      articleId: campaignArticles.articleId,
      channelId: campaigns.channelId,
      campaignId: campaigns.id,
      stageId: campaignArticles.stageId,
    })
    .from(campaignArticles)
    .innerJoin(campaigns, eq(campaigns.id, campaignArticles.campaignId))
    .where(inArray(campaignArticles.articleId, [...articleIds]))
    .orderBy(asc(campaignArticles.createdAt));
  const byArticle = new Map<number, { channelId: number; campaignId: number; stageId: number | null }[]>();
  for (const { articleId, ...row } of rows) byArticle.set(articleId, [...(byArticle.get(articleId) ?? []), row]);
  return byArticle;
}

/**
 * Active articles that link `articleId` among their connections, the latest link first, by
 * (linked at, article id) keyset. Walks article_connections_connection_idx.
 */
export function connectingArticlePage(db: Db, articleId: number, limit: number, after?: readonly [number, number]) {
  return db
    .select({ article: articles, linkedAt: articleConnections.createdAt })
    .from(articleConnections)
    .innerJoin(articles, eq(articles.id, articleConnections.articleId))
    .where(
      and(
        eq(articleConnections.connectionId, articleId),
        eq(articles.state, "active"),
        after
          ? or(
              lt(articleConnections.createdAt, after[0]),
              and(eq(articleConnections.createdAt, after[0]), lt(articleConnections.articleId, after[1])),
            )
          : undefined,
      ),
    )
    .orderBy(desc(articleConnections.createdAt), desc(articleConnections.articleId))
    .limit(limit + 1);
}

export async function connectingArticleCount(db: Db, articleId: number) {
  const [row] = await db
    .select({ n: count() })
    .from(articleConnections)
    .innerJoin(articles, eq(articles.id, articleConnections.articleId))
    .where(and(eq(articleConnections.connectionId, articleId), eq(articles.state, "active")));
  return row?.n ?? 0;
}

/**
 * The active articles linking `articleId` as responses (Article.responses), keyed (linked at,
 * 1, article id) in the merged order of server/db/queries/comments.ts's ResponseKey.
 */
export function respondingArticlePage(
  db: Db,
  articleId: number,
  limit: number,
  sort: CommentSort,
  after?: ResponseKey,
  window: PageWindow = {},
) {
  const down = (sort === "newest") !== Boolean(window.backwards);
  const key = sql`(${articleConnections.createdAt}, 1, ${articleConnections.articleId})`;
  return db
    .select({ article: articles, linkedAt: articleConnections.createdAt })
    .from(articleConnections)
    .innerJoin(articles, eq(articles.id, articleConnections.articleId))
    .where(
      and(
        eq(articleConnections.connectionId, articleId),
        eq(articles.state, "active"),
        responseAfter(sort, key, after, window),
      ),
    )
    .orderBy(
      ...(down
        ? [desc(articleConnections.createdAt), desc(articleConnections.articleId)]
        : [asc(articleConnections.createdAt), asc(articleConnections.articleId)]),
    )
    .limit(limit + 1);
}

/** How many active articles link each of `articleIds`, in one statement. */
export async function connectingArticleCounts(db: Db, articleIds: readonly number[]) {
  const rows = await db
    .select({ id: articleConnections.connectionId, n: count() })
    .from(articleConnections)
    .innerJoin(articles, eq(articles.id, articleConnections.articleId))
    .where(and(inArray(articleConnections.connectionId, [...articleIds]), eq(articles.state, "active")))
    .groupBy(articleConnections.connectionId);
  return new Map(rows.map((r) => [r.id, r.n]));
}
