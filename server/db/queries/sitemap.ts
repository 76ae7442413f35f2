import "server-only";
import { and, between, eq, isNotNull, max, sql } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import type { Db } from "../client";
import { articles, tags, users } from "../schema";

// Listings for the sitemap: every public address, in pages cut by id range (page n holds ids
// (n-1)·size+1 … n·size), so each page is one range scan of the primary key: no OFFSET, no
// sort, and a page's content stays put as rows are added. Pages may hold fewer than `size`.

export const SITEMAP_PAGE_SIZE = 10_000;

/**
 * `column = value` that SQLite will not answer from an index (unary + makes it an expression):
 * without it the planner reads the whole state index and sorts, instead of the id range.
 */
const notIndexed = (column: SQLiteColumn, value: string) => sql`+${column} = ${value}`;

const range = (page: number) => [(page - 1) * SITEMAP_PAGE_SIZE + 1, page * SITEMAP_PAGE_SIZE] as const;

/** How many pages a table's ids span (0 when it is empty). */
export async function sitemapPageCount(db: Db, table: "articles" | "users" | "tags") {
  const column = { articles: articles.id, users: users.id, tags: tags.id }[table];
  const source = { articles, users, tags }[table];
  const [row] = await db.select({ id: max(column) }).from(source);
  return Math.ceil((row?.id ?? 0) / SITEMAP_PAGE_SIZE);
}

/** Active articles by active authors. */
export function sitemapArticles(db: Db, page: number) {
  const [from, to] = range(page);
  return db
    .select({ shortHash: articles.shortHash, createdAt: articles.createdAt, revisedAt: articles.revisedAt })
    .from(articles)
    .innerJoin(users, eq(users.id, articles.authorId))
    .where(and(between(articles.id, from, to), notIndexed(articles.state, "active"), notIndexed(users.state, "active")))
    .orderBy(articles.id);
}

/** Active people with a user name. */
export function sitemapUsers(db: Db, page: number) {
  const [from, to] = range(page);
  return db
    .select({ userName: users.userName, updatedAt: users.updatedAt })
    .from(users)
    .where(and(between(users.id, from, to), notIndexed(users.state, "active"), isNotNull(users.userName)))
    .orderBy(users.id);
}

/** Tags with at least one article. */
export function sitemapTags(db: Db, page: number) {
  const [from, to] = range(page);
  return db
    .select({ id: tags.id, slug: tags.slug, createdAt: tags.createdAt })
    .from(tags)
    .where(and(between(tags.id, from, to), sql`+${tags.numArticles} > 0`))
    .orderBy(tags.id);
}
