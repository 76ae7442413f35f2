import "server-only";
import { and, count, desc, eq, exists, isNull, lt, notExists, or, type SQL, sql } from "drizzle-orm";
import type { Db, Statement } from "../client";
import { articles, featuredArticles } from "../schema";
import { auditWhile } from "./admin-audit";
import { HOTNESS } from "./hottest";

// Admins' changes to one article (updateArticleState, updateArticleSensitive,
// toggleArticleRecommend, setBoost). Each is one conditional write on the value the admin saw,
// and its audit row goes in the same batch under the same condition, placed before the change
// so it sees the rows the change will: of two admins banning one article at once, one ban and
// one row go in, and the other finds nothing to change.
//
// The boost. The hottest ranking is stored as hot_score = H × log2(Σ weight × 2^(t/H))
// (server/db/queries/hottest.ts), so multiplying an article's hotness by a factor f is adding
// H × log2(f) to its score, and the ranking's indexes, paging and triggers stay as they are.
// setBoost scales the standing the article has by new/old boost: what readers did so far counts
// `boost` times; later activity is added by the triggers at its plain weight, so a boost fades
// as the activity it lifted decays (a week for most of it). An article with no counted activity
// (score 0) keeps 0: a boost lifts activity, it does not make any.

/** The article fields admins change here, as the audit row names them. */
export type ModeratedFields = Partial<
  Pick<
    typeof articles.$inferSelect,
    "state" | "sensitiveByAdmin" | "inHottest" | "inNewest" | "inSearch" | "boost" | "isSpam" | "isAd"
  >
>;

const COLUMN = {
  state: articles.state,
  sensitiveByAdmin: articles.sensitiveByAdmin,
  inHottest: articles.inHottest,
  inNewest: articles.inNewest,
  inSearch: articles.inSearch,
  boost: articles.boost,
  isSpam: articles.isSpam,
  isAd: articles.isAd,
} as const;

/** The audit row of a change to article `articleId`, inserted only while `condition` holds of it. */
function auditIfStill(
  db: Db,
  entry: { actorId: number; action: string; articleId: number; before: object; after: object; now: number },
  condition: SQL | undefined,
): Statement {
  return auditWhile(
    db,
    { ...entry, targetType: "Article", targetId: articles.id },
    articles,
    and(eq(articles.id, entry.articleId), condition),
  );
}

/**
 * The audit row and the UPDATE … RETURNING that set an article's fields from `before` to
 * `after`, both only while every field still has its `before` value. The UPDATE answers the
 * article changed, or nothing when someone changed it first.
 */
export function setArticleFieldsStatements(
  db: Db,
  change: {
    actorId: number;
    action: string;
    articleId: number;
    before: ModeratedFields;
    after: ModeratedFields;
    now: number;
  },
): [Statement, Statement] {
  const still = and(
    ...Object.entries(change.before).map(([field, value]) =>
      // a judgement never made (isSpam, isAd) is NULL, which `=` matches nothing against
      value === null ? isNull(COLUMN[field as keyof typeof COLUMN]) : eq(COLUMN[field as keyof typeof COLUMN], value),
    ),
  );
  const set: Record<string, unknown> = { ...change.after, updatedAt: change.now };
  if (change.after.boost !== undefined && change.before.boost !== undefined) {
    const shift = Math.round(HOTNESS.halfLife * Math.log2(change.after.boost / change.before.boost));
    set.hotScore = sql`iif(${articles.hotScore} = 0, 0, ${articles.hotScore} + ${shift})`;
  }
  return [
    auditIfStill(db, { ...change, before: change.before, after: change.after }, still),
    db
      .update(articles)
      .set(set)
      .where(and(eq(articles.id, change.articleId), still))
      .returning(),
  ];
}

const featured = (db: Db, articleId: number) =>
  db.select({ one: sql`1` }).from(featuredArticles).where(eq(featuredArticles.articleId, articleId));

/** Whether the article is among the editors' picks (Recommendation.icymi, the Featured feed). */
export async function isFeatured(db: Db, articleId: number) {
  return (await featured(db, articleId)).length > 0;
}

/** Which of these articles are editors' picks. */
export async function featuredAmong(db: Db, articleIds: readonly number[]) {
  if (articleIds.length === 0) return new Set<number>();
  const rows = await db
    .select({ id: featuredArticles.articleId })
    .from(featuredArticles)
    .where(
      sql`${featuredArticles.articleId} IN (${sql.join(
        articleIds.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
  return new Set(rows.map((r) => r.id));
}

/**
 * The audit row and the write that put an article among the editors' picks (picked `now`) or
 * take it out; both only if it is not (is) there yet. The write answers the row it added or
 * removed, none when another admin got there first.
 */
export function setFeaturedStatements(
  db: Db,
  change: { actorId: number; articleId: number; enabled: boolean; now: number },
): [Statement, Statement] {
  const { articleId, enabled } = change;
  const audit = auditIfStill(
    db,
    {
      actorId: change.actorId,
      action: "toggleArticleRecommend",
      articleId,
      before: { inRecommendIcymi: !enabled },
      after: { inRecommendIcymi: enabled },
      now: change.now,
    },
    enabled ? notExists(featured(db, articleId)) : exists(featured(db, articleId)),
  );
  const write = enabled
    ? db
        .insert(featuredArticles)
        .values({ articleId, pickedAt: change.now })
        .onConflictDoNothing()
        .returning({ id: featuredArticles.articleId })
    : db
        .delete(featuredArticles)
        .where(eq(featuredArticles.articleId, articleId))
        .returning({ id: featuredArticles.articleId });
  return [audit, write];
}

/** `%`, `_` and the escape itself taken literally in a LIKE pattern (ESCAPE '\'). */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** What the admin area's search asks: a key, and (isSpam) only those judged spam, or only the rest. */
export type ArticleSearch = { key: string | null; isSpam: boolean | null };

const foundBy = ({ key, isSpam }: ArticleSearch) =>
  and(
    key
      ? or(eq(articles.shortHash, key), sql`${articles.title} LIKE ${`%${likeLiteral(key)}%`} ESCAPE '\\'`)
      : undefined,
    isSpam === null ? undefined : isSpam ? eq(articles.isSpam, true) : sql`${articles.isSpam} IS NOT 1`,
  );

/**
 * The admin area's search: articles in any state whose short hash is `key` or whose title holds
 * it (any case, for Latin letters), newest (highest id) first, below `beforeId`. Reads the
 * articles by id from the newest until the page is full: for admins, a page at a time.
 */
export function findArticlesPage(db: Db, search: ArticleSearch, beforeId: number | null, limit: number) {
  return db
    .select()
    .from(articles)
    .where(and(foundBy(search), beforeId == null ? undefined : lt(articles.id, beforeId)))
    .orderBy(desc(articles.id))
    .limit(limit);
}

export async function findArticlesCount(db: Db, search: ArticleSearch) {
  const [row] = await db.select({ n: count() }).from(articles).where(foundBy(search));
  return row?.n ?? 0;
}
