import "server-only";
import { and, desc, eq, notInArray, sql } from "drizzle-orm";
import type { Db } from "../client";
import { recentSearches, users } from "../schema";
import { searchArticlesTable, searchTagsTable, searchUsersTable } from "../search-tables";

// The FTS5 tables of drizzle/0001_search_index.sql. Callers pass index text (folded and
// word-segmented, lib/text/search-text.ts) and MATCH expressions built from it; this module
// only stores and ranks.

export type UserIndexText = { userName: string; displayName: string; description: string };
export type ArticleIndexText = { title: string; summary: string; content: string };

/** Puts a user's index entry in step: statements for the db.batch() of the write it follows. */
export function indexUser(db: Db, id: number, text: UserIndexText) {
  return [
    db.delete(searchUsersTable).where(eq(searchUsersTable.rowid, id)),
    db.insert(searchUsersTable).values({ rowid: id, ...text }),
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

export function indexArticle(db: Db, id: number, text: ArticleIndexText) {
  return [
    db.delete(searchArticlesTable).where(eq(searchArticlesTable.rowid, id)),
    db.insert(searchArticlesTable).values({ rowid: id, ...text }),
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

// Banned and archived people, and people the viewer blocked, are never found.
const visiblePerson = (userId: ReturnType<typeof sql>, { viewerId }: Viewer) => sql`
  u.state IN ('active', 'frozen')
  AND NOT EXISTS (SELECT 1 FROM blocks b WHERE b.user_id = ${viewerId ?? -1} AND b.blocked_id = ${userId})`;

// Authors also must not be restricted: their work is kept out of public lists.
const visibleAuthor = (userId: ReturnType<typeof sql>, viewer: Viewer) => sql`
  ${visiblePerson(userId, viewer)}
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
 * Matches FTS5 ranks on its own before any join: a common word matches tens of thousands of
 * articles, and joining each to its author only to drop most of them is what costs. The
 * best this many (beyond the page asked for) are filtered and re-ranked; when filtering
 * leaves the page short, the search runs again over every match.
 */
const ARTICLE_CANDIDATES_BEYOND_PAGE = 200;

/**
 * Active articles by visible authors, best first: bm25 over title (weighted 10), summary (3)
 * and content (1), less a small popularity term from reads, comments and appreciations.
 */
export function searchArticles(db: Db, match: string, options: Viewer & { authorId?: number }): Search {
  const engagement = sql`a.read_count + 3 * a.comment_count + a.appreciation_total`;
  const from = (candidates: number | null) => sql`FROM (
    SELECT a.id AS id, s.score - ${popularity(engagement)} AS score
    FROM (
      SELECT rowid AS id, bm25(search_articles, 10.0, 3.0, 1.0) AS score
      FROM search_articles
      WHERE search_articles MATCH ${match}
      ${candidates === null ? sql`` : sql`ORDER BY score LIMIT ${candidates}`}
    ) s
    JOIN articles a ON a.id = s.id
    JOIN users u ON u.id = a.author_id
    WHERE a.state = 'active'
      AND ${visibleAuthor(sql`a.author_id`, options)}
      ${options.authorId === undefined ? sql`` : sql`AND a.author_id = ${options.authorId}`})`;
  const order = sql`score, id DESC`;
  const everything = search(db, from(null), order);
  return {
    ids: async (page) => {
      const candidates = page.offset + page.limit + ARTICLE_CANDIDATES_BEYOND_PAGE;
      const ids = await search(db, from(candidates), order).ids(page);
      return ids.length < page.limit ? everything.ids(page) : ids;
    },
    count: everything.count,
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

/** Tags, best match first, the more used ahead among equals. */
export function searchTags(db: Db, match: string): Search {
  return search(
    db,
    sql`FROM (SELECT t.id AS id, bm25(search_tags) - ${popularity(sql`t.num_articles`)} AS score
      FROM search_tags s
      JOIN tags t ON t.id = s.rowid
      WHERE search_tags MATCH ${match})`,
    sql`score, id`,
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
