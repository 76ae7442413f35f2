import "server-only";
import { and, asc, eq, inArray, notInArray, type SQL, sql } from "drizzle-orm";
import { withinLimit } from "../batch-limits";
import type { Db, Statement } from "../client";
import { articles, channelArticles, channels } from "../schema";
import { auditWhile } from "./admin-audit";

// Admins' writes to topic and curation channels. Each action is one batch: the change and its
// audit row, the row inserted by a SELECT of the channel (or article) it is about, so an action
// whose batch fails leaves none. The one limit here (pins per channel) is judged inside the
// UPDATE that pins (withinLimit), so admins pinning at once cannot pass it together.

export type ChannelFields = Partial<
  Pick<
    typeof channels.$inferInsert,
    | "nameEn"
    | "nameZhHant"
    | "nameZhHans"
    | "noteEn"
    | "noteZhHant"
    | "noteZhHans"
    | "enabled"
    | "pinAmount"
    | "color"
    | "activeFrom"
    | "activeUntil"
    | "navbarTitleEn"
    | "navbarTitleZhHant"
    | "navbarTitleZhHans"
    | "providerId"
    | "showRecommendation"
  >
>;

export type AuditEntry = { actorId: number; action: string; before: object; after: object; now: number };

/** The audit row of an action on channel(s) the SELECT `where` finds, one row per channel. */
export function channelAudit(db: Db, entry: AuditEntry, where: SQL | undefined): Statement {
  // the global id's type, so the log links the channel and filters by its id
  const targetType = sql`iif(${channels.type} = 'topic', 'TopicChannel', 'CurationChannel')`;
  return auditWhile(db, { ...entry, targetType, targetId: channels.id }, channels, where);
}

/** The audit row of an action on one article. */
function articleAudit(db: Db, entry: AuditEntry, articleId: number): Statement {
  return auditWhile(
    db,
    { ...entry, targetType: "Article", targetId: articles.id },
    articles,
    eq(articles.id, articleId),
  );
}

/** A new channel, listed last in the navbar, with its audit row (found by its short hash). */
export async function insertChannel(
  db: Db,
  row: ChannelFields & { type: "topic" | "curation"; shortHash: string; nameEn: string } & {
    nameZhHant: string;
    nameZhHans: string;
  },
  entry: AuditEntry,
) {
  const [, [created]] = await db.batch([
    db.insert(channels).values({
      ...row,
      navbarOrder: sql`(SELECT coalesce(max(navbar_order), 0) + 1 FROM channels)`,
      createdAt: entry.now,
    }),
    db.select().from(channels).where(eq(channels.shortHash, row.shortHash)),
    channelAudit(db, entry, eq(channels.shortHash, row.shortHash)),
  ]);
  return created;
}

// written out whole: drizzle names a column without its table where the statement has one table,
// which inside this subquery would be the subquery's own row
const HAS_CHILDREN = sql.raw("EXISTS (SELECT 1 FROM channels c WHERE c.parent_id = channels.id)");

/** Channels `ids` (type, whether they have sub-channels) and the sub-channels `parentId` has now. */
export async function subChannelRows(db: Db, parentId: number, ids: readonly number[]) {
  const [rows, current] = await Promise.all([
    ids.length
      ? db
          .select({
            id: channels.id,
            type: channels.type,
            hasChildren: sql<number>`${HAS_CHILDREN}`,
          })
          .from(channels)
          .where(inArray(channels.id, [...ids]))
      : [],
    db.select({ id: channels.id }).from(channels).where(eq(channels.parentId, parentId)).orderBy(asc(channels.id)),
  ]);
  return { rows: rows.map((r) => ({ ...r, hasChildren: Boolean(r.hasChildren) })), current: current.map((r) => r.id) };
}

/** The column subChannelStatements' refusal names (batch-limits.ts). */
export const SUB_CHANNEL_COLUMN = "channels.type";

/**
 * Makes `subIds` the whole list of topic channel `parentId`'s sub-channels, one level deep: a
 * channel taken in must have none of its own, and the parent must be no one's sub-channel, both
 * judged as the statement runs, so two admins nesting channels into each other at once cannot
 * make a loop (the second batch fails on SUB_CHANNEL_COLUMN).
 */
export function subChannelStatements(db: Db, parentId: number, subIds: readonly number[]): Statement[] {
  const childless = sql`NOT ${HAS_CHILDREN}`;
  const parentTopLevel = sql`(SELECT c.parent_id FROM ${channels} c WHERE c.id = ${parentId}) IS NULL`;
  const release = db
    .update(channels)
    .set({ parentId: null })
    .where(and(eq(channels.parentId, parentId), subIds.length ? notInArray(channels.id, [...subIds]) : undefined));
  if (subIds.length === 0) return [release];
  const take = db
    .update(channels)
    .set({ parentId, type: withinLimit(sql`${childless} AND ${parentTopLevel}`, sql`'topic'`) })
    .where(and(inArray(channels.id, [...subIds]), sql`${channels.parentId} IS NOT ${parentId}`));
  return [release, take];
}

/** Changes a channel's fields (and its sub-channels), with the audit row; answers the row as it is now. */
export async function updateChannel(
  db: Db,
  channelId: number,
  fields: ChannelFields,
  entry: AuditEntry,
  subIds?: readonly number[],
) {
  const where = eq(channels.id, channelId);
  const [, [changed]] = await db.batch([
    channelAudit(db, entry, where),
    // a call that changes only the sub-channels sets nothing on the channel itself
    Object.keys(fields).length
      ? db.update(channels).set(fields).where(where).returning()
      : db.select().from(channels).where(where),
    ...(subIds ? subChannelStatements(db, channelId, subIds) : []),
  ]);
  return changed;
}

/** Every channel (enabled or not), in navbar order: the admins' list. */
export function allChannels(db: Db) {
  return db.select().from(channels).orderBy(asc(channels.navbarOrder), asc(channels.id));
}

/** Which of these articles each channel holds (channel id → article ids). */
export async function channelMembers(db: Db, channelIds: readonly number[], articleIds: readonly number[]) {
  const rows = await db
    .select({ channelId: channelArticles.channelId, articleId: channelArticles.articleId })
    .from(channelArticles)
    .where(
      and(inArray(channelArticles.channelId, [...channelIds]), inArray(channelArticles.articleId, [...articleIds])),
    );
  const held = new Map<number, Set<number>>();
  for (const r of rows) held.set(r.channelId, (held.get(r.channelId) ?? new Set()).add(r.articleId));
  return held;
}

/** Pins still shown: of active articles by active authors (what the channel page leads with). */
const shownPins = (channelId: number, except: readonly number[]) => sql`(SELECT count(*) FROM channel_articles p
  JOIN articles a ON a.id = p.article_id AND a.state = 'active'
  JOIN users u ON u.id = a.author_id AND u.state = 'active'
  WHERE p.channel_id = ${channelId} AND p.pinned = 1
    AND p.article_id NOT IN (${sql.join(
      except.map((id) => sql`${id}`),
      sql`, `,
    )}))`;

/**
 * Pins (or unpins) `articleIds` in one channel. Pinning counts, as the UPDATE runs, the pins
 * the channel shows besides these articles, plus these: past `limit` the value written is NULL
 * and the NOT NULL column fails the batch (limitRefused(error, PIN_COLUMN)).
 */
export function pinStatement(db: Db, channelId: number, articleIds: readonly number[], pinned: boolean, limit: number) {
  const value = pinned
    ? withinLimit(sql`${shownPins(channelId, articleIds)} + ${articleIds.length} <= ${limit}`, 1)
    : sql`0`;
  return db
    .update(channelArticles)
    .set({ pinned: value as unknown as boolean })
    .where(and(eq(channelArticles.channelId, channelId), inArray(channelArticles.articleId, [...articleIds])));
}

export const PIN_COLUMN = "channel_articles.pinned";

/** The navbar order: `ids` first to last, then the others after them as they were. */
export async function reorderChannels(db: Db, ids: readonly number[], entry: Omit<AuditEntry, "before" | "after">) {
  const statements: Statement[] = ids.flatMap((id, i) => [
    channelAudit(db, { ...entry, before: {}, after: { navbarOrder: i + 1 } }, eq(channels.id, id)),
    db
      .update(channels)
      .set({ navbarOrder: i + 1 })
      .where(eq(channels.id, id)),
  ]);
  statements.push(
    db
      .update(channels)
      .set({ navbarOrder: sql`${channels.navbarOrder} + ${ids.length + 1}` })
      .where(notInArray(channels.id, [...ids])),
  );
  await db.batch(statements as [Statement, ...Statement[]]);
}

/** An article filed under exactly `channelIds` of the topic channels, with its audit row. */
export async function setArticleTopics(db: Db, articleId: number, channelIds: readonly number[], entry: AuditEntry) {
  const topicIds = db.select({ id: channels.id }).from(channels).where(eq(channels.type, "topic"));
  const statements: Statement[] = [
    articleAudit(db, entry, articleId),
    db
      .delete(channelArticles)
      .where(
        and(
          eq(channelArticles.articleId, articleId),
          inArray(channelArticles.channelId, topicIds),
          channelIds.length ? notInArray(channelArticles.channelId, [...channelIds]) : undefined,
        ),
      ),
  ];
  if (channelIds.length) {
    statements.push(
      db
        .insert(channelArticles)
        .values(channelIds.map((channelId) => ({ channelId, articleId, createdAt: entry.now })))
        .onConflictDoNothing(),
    );
  }
  await db.batch(statements as [Statement, ...Statement[]]);
}

/** The topic channels an article is filed under. */
export async function topicChannelsOfArticle(db: Db, articleId: number) {
  const rows = await db
    .select({ id: channels.id })
    .from(channelArticles)
    .innerJoin(channels, eq(channels.id, channelArticles.channelId))
    .where(and(eq(channelArticles.articleId, articleId), eq(channels.type, "topic")));
  return rows.map((r) => r.id);
}

/** Adds articles to a channel (those in it already stay), or takes them out; with the audit row. */
export async function setCurationMembers(
  db: Db,
  channelId: number,
  articleIds: readonly number[],
  add: boolean,
  entry: AuditEntry,
) {
  const write = add
    ? db
        .insert(channelArticles)
        .values(articleIds.map((articleId) => ({ channelId, articleId, createdAt: entry.now })))
        .onConflictDoNothing()
    : db
        .delete(channelArticles)
        .where(and(eq(channelArticles.channelId, channelId), inArray(channelArticles.articleId, [...articleIds])));
  await db.batch([channelAudit(db, entry, eq(channels.id, channelId)), write]);
}
