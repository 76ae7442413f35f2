import "server-only";
import { and, desc, eq, notInArray, type SQL, sql } from "drizzle-orm";
import type { Db } from "../client";
import { recentSearches, users } from "../schema";
import { searchArticlesTable, searchArticleTitlesTable, searchTagsTable, searchUsersTable } from "../search-tables";

// The FTS5 tables of drizzle/0001_search_index.sql and 0023 (contentless: they hold the index
// and rowids, never the text). Callers pass index text (folded and
// word-segmented, lib/text/search-text.ts) and MATCH expressions built from it; this module
// only stores and ranks.

export type UserIndexText = { userName: string; displayName: string; description: string };
export type ArticleIndexText = { title: string; summary: string; content: string };

/**
 * Puts a user's index entry in step: statements for the db.batch() of the write it follows.
 * `onlyIf`, a condition on the user's row as that write leaves it: for a write whose update may
 * find nothing to change, the entry changes only if the update did.
 */
export function indexUser(db: Db, id: number, text: UserIndexText, onlyIf?: SQL) {
  if (!onlyIf) {
    return [
      db.delete(searchUsersTable).where(eq(searchUsersTable.rowid, id)),
      db.insert(searchUsersTable).values({ rowid: id, ...text }),
    ] as const;
  }
  const updated = and(eq(users.id, id), onlyIf);
  return [
    db
      .delete(searchUsersTable)
      .where(and(eq(searchUsersTable.rowid, id), sql`exists (select 1 from ${users} where ${updated})`)),
    db.insert(searchUsersTable).select(
      db
        .select({
          rowid: users.id,
          userName: sql`${text.userName}`.as("user_name"),
          displayName: sql`${text.displayName}`.as("display_name"),
          description: sql`${text.description}`.as("description"),
        })
        .from(users)
        .where(updated),
    ),
  ] as const;
}

/** For a user whose id the same batch creates: the row is found by its (unique) email. */
export function indexNewUser(db: Db, email: string, text: UserIndexText) {
  return db.insert(searchUsersTable).select(
    db
      .select({
        rowid: users.id,
        userName: sql`${text.userName}`.as("user_name"),
        displayName: sql`${text.displayName}`.as("display_name"),
        description: sql`${text.description}`.as("description"),
      })
      .from(users)
      .where(eq(users.email, email)),
  );
}

/** For a user whose id the same batch creates by signing in with Google or Twitter: found by its (unique) name. */
export function indexNewUserNamed(db: Db, userName: string, text: UserIndexText) {
  return db.insert(searchUsersTable).select(
    db
      .select({
        rowid: users.id,
        userName: sql`${text.userName}`.as("user_name"),
        displayName: sql`${text.displayName}`.as("display_name"),
        description: sql`${text.description}`.as("description"),
      })
      .from(users)
      .where(sql`lower(${users.userName}) = lower(${userName})`),
  );
}

/** For a user whose id the same batch creates by signing in with a wallet: found by its (unique) address. */
export function indexNewWalletUser(db: Db, ethAddress: string, text: UserIndexText) {
  return db.insert(searchUsersTable).select(
    db
      .select({
        rowid: users.id,
        userName: sql`${text.userName}`.as("user_name"),
        displayName: sql`${text.displayName}`.as("display_name"),
        description: sql`${text.description}`.as("description"),
      })
      .from(users)
      .where(eq(users.ethAddress, ethAddress)),
  );
}

/**
 * A new article's index entries: its text, and its title again in the titles' own index. The id
 * may be a subquery, for an article the same batch creates.
 */
export function indexNewArticle(db: Db, id: number | SQL<number>, text: ArticleIndexText) {
  return [
    db.insert(searchArticlesTable).values({ rowid: id, ...text }),
    db.insert(searchArticleTitlesTable).values({ rowid: id, title: text.title }),
  ] as const;
}

export function indexArticle(db: Db, id: number, text: ArticleIndexText) {
  return [
    db.delete(searchArticlesTable).where(eq(searchArticlesTable.rowid, id)),
    db.delete(searchArticleTitlesTable).where(eq(searchArticleTitlesTable.rowid, id)),
    ...indexNewArticle(db, id, text),
  ] as const;
}

export function indexTag(db: Db, id: number, content: string) {
  return [
    db.delete(searchTagsTable).where(eq(searchTagsTable.rowid, id)),
    db.insert(searchTagsTable).values({ rowid: id, content }),
  ] as const;
}

type Page = { limit: number; offset: number };
type Viewer = { viewerId: number | null };

/** Saturates in [0, 1): a small nudge for popular work, never enough to beat a better match. */
const popularity = (engagement: ReturnType<typeof sql>) => sql`(${engagement}) / ((${engagement}) + 100.0)`;

const notBlocked = (userId: ReturnType<typeof sql>, { viewerId }: Viewer) =>
  sql`NOT EXISTS (SELECT 1 FROM blocks b WHERE b.user_id = ${viewerId ?? -1} AND b.blocked_id = ${userId})`;

// Banned and archived people, and people the viewer blocked, are never found. Frozen people
// still are (their page says what happened), but not their work.
const visiblePerson = (userId: ReturnType<typeof sql>, viewer: Viewer) => sql`
  u.state IN ('active', 'frozen') AND ${notBlocked(userId, viewer)}`;

// Authors must be active and not restricted: their work is kept out of public lists.
const visibleAuthor = (userId: ReturnType<typeof sql>, viewer: Viewer) => sql`
  u.state = 'active' AND ${notBlocked(userId, viewer)}
  AND NOT EXISTS (SELECT 1 FROM user_restrictions r WHERE r.user_id = ${userId})`;

type Search = { ids: (page: Page) => Promise<number[]>; count: () => Promise<number> };

/** A search's page of ids in rank order, and its total on demand (a second scan). */
function search(db: Db, from: ReturnType<typeof sql>, order: ReturnType<typeof sql>): Search {
  return {
    ids: async ({ limit, offset }) =>
      (await db.all<{ id: number }>(sql`SELECT id ${from} ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}`)).map(
        (row) => row.id,
      ),
    count: async () => (await db.all<{ n: number }>(sql`SELECT count(*) AS n ${from}`))[0]?.n ?? 0,
  };
}

/**
 * The ranked pool of an article search: the newest this many matches, and the newest this
 * many title matches. A page past the pool (20 a page: past 150 results) continues with the
 * remaining matches newest first, in one total order, so cursors never skip or repeat.
 */
export const ARTICLE_POOL = 150;

/** Weights of the article ranking: a title hit outweighs a tag and an author together. */
export const ARTICLE_WEIGHTS = { title: 100, tag: 40, author: 40, recency: 0.5, reads: 0.5 } as const;

/** Age at which the recency nudge has halved. */
const RECENCY_HALF_LIFE_MS = 90 * 24 * 60 * 60 * 1000;

/**
 * Active articles by visible authors that match `match` in their text, best first.
 *
 * bm25 cannot rank them: FTS5 floors a word's weight (idf) near zero once it is in half the
 * articles, so for a common word a title hit counted for nothing; and sorting by bm25 scores
 * every match (tens of thousands for a common word, 50 to 190 ms). The ranking is explicit:
 *
 *   100 · the title holds every word  + 40 · a tag matches  + 40 · the author's name matches
 *   + 0.5 · recency (1 when new, ½ at 90 days)  + 0.5 · reads (n / (n + 100))
 *
 * so a title hit beats any article without one, and the body only decides that an article is
 * found at all. Only a bounded pool is scored, each part read in index order: the newest
 * ARTICLE_POOL title matches and the newest ARTICLE_POOL articles holding the words whole
 * (`whole`: the same words without the prefix mark; a prefix query merges the doclists of
 * every word it starts, 3 to 17 ms for the commonest words, a whole word reads one doclist
 * from its end). The other matches (older ones, and those holding only a longer word, 电影院
 * for 电影) follow the pool, newest first.
 */
export function searchArticles(
  db: Db,
  { match, whole }: { match: string; whole: string },
  options: Viewer & { authorId?: number; now: number; pool?: number },
): Search {
  const authorMatch = `{user_name display_name} : (${match})`;
  const k = options.pool ?? ARTICLE_POOL;
  const w = ARTICLE_WEIGHTS;
  const byAuthor = options.authorId === undefined ? sql`` : sql`AND a.author_id = ${options.authorId}`;
  // an admin may keep an article out of search (toggleArticleRecommend search: in_search)
  const visible = sql`a.state = 'active' AND a.in_search = 1 AND a.is_spam IS NOT 1 AND ${visibleAuthor(sql`a.author_id`, options)} ${byAuthor}`;
  const pool = sql`
    titled AS (SELECT rowid AS id FROM search_article_titles WHERE search_article_titles MATCH ${match}
      ORDER BY rowid DESC LIMIT ${k}),
    pool AS (
      SELECT id FROM titled
      UNION SELECT id FROM (SELECT rowid AS id FROM search_articles WHERE search_articles MATCH ${whole}
        ORDER BY rowid DESC LIMIT ${k})
    )`;
  const ranked = async () =>
    (
      await db.all<{ id: number }>(sql`WITH ${pool},
        matched_tags AS (SELECT rowid AS id FROM search_tags WHERE search_tags MATCH ${match}),
        matched_authors AS (SELECT rowid AS id FROM search_users WHERE search_users MATCH ${authorMatch})
      SELECT a.id AS id FROM pool p
      CROSS JOIN articles a ON a.id = p.id
      CROSS JOIN users u ON u.id = a.author_id
      WHERE ${visible}
      ORDER BY
        ${w.title} * (a.id IN (SELECT id FROM titled))
        + ${w.tag} * EXISTS (SELECT 1 FROM article_tags t WHERE t.article_id = a.id
            AND t.tag_id IN (SELECT id FROM matched_tags))
        + ${w.author} * (a.author_id IN (SELECT id FROM matched_authors))
        + ${w.recency} * (${RECENCY_HALF_LIFE_MS} / (${RECENCY_HALF_LIFE_MS} + max(0, ${options.now} - a.created_at)))
        + ${w.reads} * (a.read_count / (a.read_count + 100.0)) DESC,
        a.id DESC`)
    ).map((row) => row.id);
  const rest = async (limit: number, offset: number) =>
    (
      await db.all<{ id: number }>(sql`WITH ${pool}
      SELECT a.id AS id FROM search_articles s
      JOIN articles a ON a.id = s.rowid
      JOIN users u ON u.id = a.author_id
      WHERE search_articles MATCH ${match} AND s.rowid NOT IN (SELECT id FROM pool) AND ${visible}
      ORDER BY s.rowid DESC LIMIT ${limit} OFFSET ${offset}`)
    ).map((row) => row.id);
  return {
    ids: async ({ limit, offset }) => {
      const first = await ranked();
      const page = first.slice(offset, offset + limit);
      if (page.length === limit) return page;
      return [...page, ...(await rest(limit - page.length, Math.max(0, offset - first.length)))];
    },
    // Counted as every match less the hidden ones: hidden articles are few, and joining each
    // of tens of thousands of matches to its article and author is what a count costs. (D1
    // allows five terms in one compound SELECT: the admins' two lists share one, nested.)
    count: async () =>
      (
        await db.all<{ n: number }>(
          options.authorId === undefined
            ? sql`WITH hidden AS (
                SELECT id FROM articles WHERE state IN ('archived', 'banned')
                UNION SELECT id FROM (SELECT id FROM articles WHERE in_search = 0
                  UNION ALL SELECT id FROM articles WHERE is_spam = 1)
                UNION SELECT a.id FROM users u CROSS JOIN articles a ON a.author_id = u.id
                  WHERE u.state != 'active'
                UNION SELECT a.id FROM user_restrictions r CROSS JOIN articles a ON a.author_id = r.user_id
                UNION SELECT a.id FROM blocks b CROSS JOIN articles a ON a.author_id = b.blocked_id
                  WHERE b.user_id = ${options.viewerId ?? -1})
              SELECT count(*) AS n FROM search_articles
              WHERE search_articles MATCH ${match} AND +rowid NOT IN (SELECT id FROM hidden)`
            : sql`SELECT count(*) AS n FROM articles a
              JOIN users u ON u.id = a.author_id
              WHERE ${visible} AND a.id IN (SELECT rowid FROM search_articles WHERE search_articles MATCH ${match})`,
        )
      )[0]?.n ?? 0,
  };
}

/** Active (or frozen) people, by name first and description after. */
export function searchUsers(db: Db, match: string, options: Viewer): Search {
  return search(
    db,
    sql`FROM (SELECT u.id AS id, bm25(search_users, 5.0, 5.0, 1.0) AS score
      FROM search_users s
      JOIN users u ON u.id = s.rowid
      WHERE search_users MATCH ${match}
        AND ${visiblePerson(sql`u.id`, options)})`,
    sql`score, id`,
  );
}

/**
 * Tags, best match first, the more used ahead among equals. With `authorId` (SearchInput's
 * includeAuthorTags), the tags on that person's readable articles come first: their list is
 * read once (their articles by articles_author_state_created_idx, each one's tags by key).
 */
export function searchTags(db: Db, match: string, authorId?: number): Search {
  const own =
    authorId === undefined
      ? sql`0`
      : sql`t.id IN (SELECT at.tag_id FROM articles a JOIN article_tags at ON at.article_id = a.id
          WHERE a.author_id = ${authorId} AND a.state = 'active')`;
  return search(
    db,
    sql`FROM (SELECT t.id AS id, bm25(search_tags) - ${popularity(sql`t.num_articles`)} AS score, ${own} AS own
      FROM search_tags s
      JOIN tags t ON t.id = s.rowid
      WHERE search_tags MATCH ${match})`,
    sql`own DESC, score, id`,
  );
}

/** The newest searches are kept, this many of them. */
export const RECENT_SEARCHES_KEPT = 20;

/** Records a search (again, as newest) and forgets the ones past the kept number. */
export function recordSearch(db: Db, userId: number, key: string, now: number) {
  return db.batch([
    db
      .insert(recentSearches)
      .values({ userId, searchKey: key, createdAt: now })
      .onConflictDoUpdate({ target: [recentSearches.userId, recentSearches.searchKey], set: { createdAt: now } }),
    db
      .delete(recentSearches)
      .where(
        and(
          eq(recentSearches.userId, userId),
          notInArray(
            recentSearches.searchKey,
            db
              .select({ key: recentSearches.searchKey })
              .from(recentSearches)
              .where(eq(recentSearches.userId, userId))
              .orderBy(desc(recentSearches.createdAt))
              .limit(RECENT_SEARCHES_KEPT),
          ),
        ),
      ),
  ]);
}

export function recentSearchPage(db: Db, userId: number, limit: number, offset: number) {
  return db
    .select({ key: recentSearches.searchKey })
    .from(recentSearches)
    .where(eq(recentSearches.userId, userId))
    .orderBy(desc(recentSearches.createdAt))
    .limit(limit)
    .offset(offset);
}

export function clearRecentSearches(db: Db, userId: number) {
  return db.delete(recentSearches).where(eq(recentSearches.userId, userId));
}
