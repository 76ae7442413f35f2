import "server-only";
import { and, asc, count, desc, eq, inArray, lt, notExists, or, sql } from "drizzle-orm";
import type { Db } from "../client";
import { articleBookmarks, articles, articleTags, articleVersions, tags, userRestrictions, users } from "../schema";
import { outsideExclusiveChallenges } from "./exclusive-challenges";

export type ArticleRow = typeof articles.$inferSelect;
export type ArticleState = ArticleRow["state"];

export function articlesByIds(db: Db, ids: readonly number[]) {
  return db
    .select()
    .from(articles)
    .where(inArray(articles.id, [...ids]));
}

export async function articleByShortHash(db: Db, shortHash: string) {
  const [row] = await db.select().from(articles).where(eq(articles.shortHash, shortHash)).limit(1);
  return row;
}

/** The newest version of each article: its body, license and access. */
export async function latestVersions(db: Db, articleIds: readonly number[]) {
  const rows = await db
    .select()
    .from(articleVersions)
    .where(inArray(articleVersions.articleId, [...articleIds]))
    .orderBy(asc(articleVersions.id));
  const latest = new Map<number, typeof articleVersions.$inferSelect>();
  for (const row of rows) latest.set(row.articleId, row);
  return latest;
}

export const AUTHOR_ARTICLE_SORTS = [
  "newest",
  "mostReaders",
  "mostAppreciations",
  "mostComments",
  "mostDonations",
] as const;
export type AuthorArticleSort = (typeof AUTHOR_ARTICLE_SORTS)[number];

/**
 * What each order of an author's articles sorts on, the largest first, then the latest id. The
 * donors are counted as Article.donationCount counts them (each person once), from
 * transactions_target_idx; the others are columns of the row. The author's rows are one range
 * of articles_author_state_created_idx, sorted in memory: an author's own list, never the site's.
 */
const sortKeys = {
  newest: articles.createdAt,
  mostReaders: articles.readCount,
  mostAppreciations: articles.appreciationTotal,
  mostComments: articles.commentCount,
  mostDonations: sql<number>`(select count(distinct t.sender_id) from transactions t
    where t.target_type = 'Article' and t.target_id = ${articles.id} and t.purpose = 'donation'
      and t.state = 'succeeded' and t.sender_id is not null)`,
} satisfies Record<AuthorArticleSort, unknown>;

/** A page of the author's articles in one state, in the order asked, keyed by (sort value, id). */
export function authorArticlePage(
  db: Db,
  authorId: number,
  state: ArticleState,
  limit: number,
  after?: readonly [number, number],
  sort: AuthorArticleSort = "newest",
) {
  const key = sql<number>`${sortKeys[sort]}`;
  return db
    .select({ article: articles, sortValue: key.mapWith(Number) })
    .from(articles)
    .where(
      and(
        eq(articles.authorId, authorId),
        eq(articles.state, state),
        after ? or(lt(key, after[0]), and(eq(key, after[0]), lt(articles.id, after[1]))) : undefined,
      ),
    )
    .orderBy(desc(key), desc(articles.id))
    .limit(limit + 1);
}

export async function authorArticleCount(db: Db, authorId: number, state: ArticleState) {
  const [row] = await db
    .select({ n: count() })
    .from(articles)
    .where(and(eq(articles.authorId, authorId), eq(articles.state, state)));
  return row?.n ?? 0;
}

/** Tags of each article, in the order they were added. */
export async function tagsOfArticles(db: Db, articleIds: readonly number[]) {
  const rows = await db
    .select({ articleId: articleTags.articleId, tag: tags })
    .from(articleTags)
    .innerJoin(tags, eq(tags.id, articleTags.tagId))
    .where(inArray(articleTags.articleId, [...articleIds]))
    .orderBy(asc(articleTags.createdAt), asc(tags.id));
  const byArticle = new Map<number, (typeof tags.$inferSelect)[]>();
  for (const { articleId, tag } of rows) {
    const list = byArticle.get(articleId) ?? [];
    list.push(tag);
    byArticle.set(articleId, list);
  }
  return byArticle;
}

export async function bookmarkedAmong(db: Db, userId: number, articleIds: readonly number[]) {
  const rows = await db
    .select({ id: articleBookmarks.articleId })
    .from(articleBookmarks)
    .where(and(eq(articleBookmarks.userId, userId), inArray(articleBookmarks.articleId, [...articleIds])));
  return new Set(rows.map((r) => r.id));
}

/** Not judged spam by an admin (setSpamStatus; null is never judged). */
const notSpam = sql`${articles.isSpam} IS NOT 1`;

/**
 * Active articles, newest first, leaving out authors who are banned, archived or
 * restricted from the Latest feed, articles an admin took out of it (in_newest), and entries of exclusive challenges. Walks
 * articles_state_created_idx.
 */
/**
 * Articles in a topic or curation channel readers see (enabled), for Latest asked to leave
 * them out (RecommendationNewestInput.excludeChannelArticles): walks channel_articles_article_idx.
 */
const outsideChannels = (exclude: boolean) =>
  exclude
    ? sql`NOT EXISTS (SELECT 1 FROM channel_articles ca JOIN channels c ON c.id = ca.channel_id
        AND c.type IN ('topic', 'curation') AND c.enabled = 1 WHERE ca.article_id = ${articles.id})`
    : undefined;

export function newestPage(db: Db, limit: number, after?: readonly [number, number], excludeChannels = false) {
  return db
    .select({ article: articles })
    .from(articles)
    .innerJoin(users, eq(users.id, articles.authorId))
    .where(
      and(
        eq(articles.state, "active"),
        eq(articles.inNewest, true),
        notSpam,
        eq(users.state, "active"),
        notExists(
          db
            .select({ one: sql`1` })
            .from(userRestrictions)
            .where(and(eq(userRestrictions.userId, articles.authorId), eq(userRestrictions.type, "articleNewest"))),
        ),
        outsideExclusiveChallenges(articles.id),
        outsideChannels(excludeChannels),
        after
          ? or(lt(articles.createdAt, after[0]), and(eq(articles.createdAt, after[0]), lt(articles.id, after[1])))
          : undefined,
      ),
    )
    .orderBy(desc(articles.createdAt), desc(articles.id))
    .limit(limit + 1);
}

export async function newestCount(db: Db, excludeChannels = false) {
  const [row] = await db
    .select({ n: count() })
    .from(articles)
    .innerJoin(users, eq(users.id, articles.authorId))
    .where(
      and(
        eq(articles.state, "active"),
        eq(articles.inNewest, true),
        notSpam,
        eq(users.state, "active"),
        outsideExclusiveChallenges(articles.id),
        outsideChannels(excludeChannels),
      ),
    );
  return row?.n ?? 0;
}

/**
 * Articles that share tags with `articleId`, most shared tags first, then newest; active work
 * of active authors only. Each tag's side walks article_tags_tag_created_idx, capped per tag so
 * a tag with a hundred thousand articles costs no more than a small one.
 */
export async function relatedArticleIds(db: Db, articleId: number, limit: number) {
  const rows = await db.all<{ id: number }>(sql`
    select t.article_id as id from article_tags mine
      join article_tags t on t.tag_id = mine.tag_id and t.article_id != mine.article_id
        and t.rowid in (select rowid from article_tags t2 where t2.tag_id = mine.tag_id order by t2.created_at desc limit 200)
      join articles a on a.id = t.article_id and a.state = 'active' and a.is_spam is not 1
      join users u on u.id = a.author_id and u.state = 'active'
      where mine.article_id = ${articleId}
      group by t.article_id
      order by count(*) desc, max(a.created_at) desc
      limit ${limit}`);
  return rows.map((r) => r.id);
}

/** The author's other active articles, newest first: related reading when tags give nothing. */
export async function otherArticleIdsBy(db: Db, authorId: number, exceptId: number, limit: number) {
  const rows = await db
    .select({ id: articles.id })
    .from(articles)
    .where(and(eq(articles.authorId, authorId), eq(articles.state, "active"), sql`${articles.id} != ${exceptId}`))
    .orderBy(desc(articles.createdAt), desc(articles.id))
    .limit(limit);
  return rows.map((r) => r.id);
}

/**
 * The article of the latest version whose hash is `hash`: its CID, or for a version from
 * before CIDs the SHA-256 of its body (article_versions_cid_idx, article_versions_data_hash_idx).
 */
export async function articleByMediaHash(db: Db, hash: string) {
  const [row] = await db
    .select({ article: articles })
    .from(articleVersions)
    .innerJoin(articles, eq(articles.id, articleVersions.articleId))
    .where(or(eq(articleVersions.cid, hash), eq(articleVersions.dataHash, hash)))
    .orderBy(desc(articleVersions.createdAt))
    .limit(1);
  return row?.article;
}
