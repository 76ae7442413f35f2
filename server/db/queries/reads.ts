import "server-only";
import { and, count, desc, eq, lt, or, sql } from "drizzle-orm";
import type { Db } from "../client";
import { articleReads, articles, readHistory, users } from "../schema";

// Reading: a signed-in reader's history (one row an article, its latest read) and the reads
// counted for the author (article_reads). Clearing history hides rows (archived) and keeps
// what was counted.

/** Reads of one article by one reader this close together are one read. */
export const READ_AGAIN_AFTER = 30 * 60 * 1000;

type Read = { readerId: number; articleId: number; authorId: number; now: number };

/**
 * A read, as the statements of one batch: the counted read first (only when the reader's last
 * read of the article is older than READ_AGAIN_AFTER, checked in the statement, so two requests
 * at once cannot both count), then the history row at the top, then the article's reader count
 * counted again from the history rows.
 */
export function recordRead(db: Db, read: Read) {
  const { readerId, articleId, authorId, now } = read;
  return [
    db.insert(articleReads).select(
      sql`select null, ${articleId}, ${readerId}, ${authorId}, ${now}
      where not exists (select 1 from ${readHistory} where ${readHistory.userId} = ${readerId}
        and ${readHistory.articleId} = ${articleId} and ${readHistory.readAt} > ${now - READ_AGAIN_AFTER})`,
    ),
    db
      .insert(readHistory)
      .values({ userId: readerId, articleId, readAt: now, archived: false })
      .onConflictDoUpdate({
        target: [readHistory.userId, readHistory.articleId],
        set: { readAt: now, archived: false },
      }),
    db
      .update(articles)
      .set({
        readCount: sql`(select count(*) from ${readHistory} where ${readHistory.articleId} = ${articleId})`,
      })
      .where(eq(articles.id, articleId))
      .returning(),
  ] as const;
}

/** Takes one article, or all, off a reader's history. */
export const clearHistory = (db: Db, userId: number, articleId?: number) =>
  db
    .update(readHistory)
    .set({ archived: true })
    .where(
      and(
        eq(readHistory.userId, userId),
        eq(readHistory.archived, false),
        articleId === undefined ? undefined : eq(readHistory.articleId, articleId),
      ),
    );

// Articles that can no longer be read (archived, banned, or by an archived or banned author)
// stay in the history but are neither listed nor counted.
const listed = (userId: number) =>
  and(
    eq(readHistory.userId, userId),
    eq(readHistory.archived, false),
    eq(articles.state, "active"),
    sql`exists (select 1 from ${users} where ${users.id} = ${articles.authorId} and ${users.state} in ('active', 'frozen'))`,
  );

/** A reader's history, last read first (read_history_user_read_idx). */
export function historyPage(db: Db, userId: number, limit: number, after?: readonly [number, number]) {
  return db
    .select({ article: articles, readAt: readHistory.readAt })
    .from(readHistory)
    .innerJoin(articles, eq(articles.id, readHistory.articleId))
    .where(
      and(
        listed(userId),
        after
          ? or(
              lt(readHistory.readAt, after[0]),
              and(eq(readHistory.readAt, after[0]), lt(readHistory.articleId, after[1])),
            )
          : undefined,
      ),
    )
    .orderBy(desc(readHistory.readAt), desc(readHistory.articleId))
    .limit(limit + 1);
}

export async function historyCount(db: Db, userId: number) {
  const [row] = await db
    .select({ n: count() })
    .from(readHistory)
    .innerJoin(articles, eq(articles.id, readHistory.articleId))
    .where(listed(userId));
  return row?.n ?? 0;
}
