import "server-only";
import { and, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { Db, Statement } from "../client";
import { articleTags, momentTags, tagBookmarks, tagEditors, tags, userFeaturedTags } from "../schema";
import { searchTagsTable } from "../search-tables";
import { auditWhile } from "./admin-audit";

// Admins' changes to tags (renameTag, mergeTags, deleteTags, setBoost of a Tag). Each action is
// one batch whose statements all hold to the condition the admin's view was read under, the
// audit row first, so of two admins acting on one tag at once one change and one row go in and
// the other finds nothing to change. Names are unique in any case (tags_content_unique): two
// renames to one name at once fail on the index in the batch that comes second.

type Entry = { actorId: number; action: string; before: object; after: object; now: number };

/** The audit row of a change to tag `tagId`, inserted only while `condition` holds. */
function auditIfStill(db: Db, entry: Entry, tagId: number, condition: SQL | undefined): Statement {
  return auditWhile(db, { ...entry, targetType: "Tag", targetId: tags.id }, tags, and(eq(tags.id, tagId), condition));
}

/** The tag's search entry made again from its row, where its content is now `content`. */
function reindex(db: Db, tagId: number, content: string, indexText: string): Statement[] {
  const renamed = sql`EXISTS (SELECT 1 FROM ${tags} WHERE ${tags.id} = ${tagId} AND ${tags.content} = ${content})`;
  return [
    db.delete(searchTagsTable).where(and(eq(searchTagsTable.rowid, tagId), renamed)),
    db.insert(searchTagsTable).select(
      db
        .select({ rowid: tags.id, content: sql`${indexText}`.as("content") })
        .from(tags)
        .where(and(eq(tags.id, tagId), eq(tags.content, content))),
    ),
  ];
}

export type Rename = { content: string; slug: string; indexText: string };

/**
 * Renames tag `tagId` from `before` to `rename`, only while it is still named `before`: the
 * audit row, the UPDATE … RETURNING (no row: renamed meanwhile) and its search entry.
 */
export function renameTagStatements(
  db: Db,
  change: { actorId: number; tagId: number; before: string; rename: Rename; now: number },
): Statement[] {
  const { tagId, rename } = change;
  const still = eq(tags.content, change.before);
  return [
    auditIfStill(
      db,
      { ...change, action: "renameTag", before: { content: change.before }, after: { content: rename.content } },
      tagId,
      still,
    ),
    db
      .update(tags)
      .set({ content: rename.content, slug: rename.slug })
      .where(and(eq(tags.id, tagId), still))
      .returning(),
    ...reindex(db, tagId, rename.content, rename.indexText),
  ];
}

/** Sets a tag's boost from `before` to `after`, only while it is still `before`. */
export function setTagBoostStatements(
  db: Db,
  change: { actorId: number; tagId: number; before: number; after: number; now: number },
): [Statement, Statement] {
  const still = eq(tags.boost, change.before);
  return [
    auditIfStill(
      db,
      { ...change, action: "setBoost", before: { boost: change.before }, after: { boost: change.after } },
      change.tagId,
      still,
    ),
    db
      .update(tags)
      .set({ boost: change.after })
      .where(and(eq(tags.id, change.tagId), still))
      .returning(),
  ];
}

/**
 * A tag's counters counted again from its rows: its listed (active) articles and their authors.
 * Exact whatever happened before (a merge of tags sharing articles, a ban); it reads the tag's
 * rows (article_tags_tag_article_idx), one admin action at a time.
 */
export function recountTagStatements(db: Db, tagIds: readonly number[]): Statement[] {
  return tagIds.map((tagId) =>
    db
      .update(tags)
      .set({
        numArticles: sql`(SELECT count(*) FROM article_tags s JOIN articles a ON a.id = s.article_id
          WHERE s.tag_id = ${tagId} AND a.state = 'active')`,
        numAuthors: sql`(SELECT count(DISTINCT a.author_id) FROM article_tags s JOIN articles a ON a.id = s.article_id
          WHERE s.tag_id = ${tagId} AND a.state = 'active')`,
      })
      .where(eq(tags.id, tagId)),
  );
}

/** The rows that link something to a tag, each table's tag column. */
const LINKS = [
  { table: articleTags, tagId: articleTags.tagId },
  { table: momentTags, tagId: momentTags.tagId },
  { table: tagBookmarks, tagId: tagBookmarks.tagId },
  { table: tagEditors, tagId: tagEditors.tagId },
  { table: userFeaturedTags, tagId: userFeaturedTags.tagId },
] as const;

/**
 * Merges the tags `sourceIds` into `targetId` (renamed first when `rename` is given): every
 * article, moment, bookmark, editor and profile feature of a source moves to the target, a
 * row the target has already staying one row (INSERT OR IGNORE, then the sources' rows go);
 * the target's counters are counted again; the sources and their search entries go. Every
 * statement holds only while all the sources still exist, so a merge that lost a race to
 * another merge or a delete changes nothing: the last statement, deleting the sources,
 * answers them (fewer than asked: nothing was done).
 */
export function mergeTagsStatements(
  db: Db,
  change: {
    actorId: number;
    targetId: number;
    target: string;
    sources: readonly { id: number; content: string }[];
    rename: Rename | null;
    now: number;
  },
): Statement[] {
  const { targetId } = change;
  const ids = change.sources.map((s) => s.id);
  const idList = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  const allThere = sql`(SELECT count(*) FROM ${tags} WHERE ${tags.id} IN (${idList})) = ${ids.length}`;
  const statements: Statement[] = [
    auditIfStill(
      db,
      {
        ...change,
        action: "mergeTags",
        before: { content: change.target, merged: change.sources.map((s) => s.content) },
        after: { content: change.rename?.content ?? change.target },
      },
      targetId,
      and(eq(tags.content, change.target), allThere),
    ),
  ];
  if (change.rename) {
    statements.push(
      db
        .update(tags)
        .set({ content: change.rename.content, slug: change.rename.slug })
        .where(and(eq(tags.id, targetId), allThere)),
      ...reindex(db, targetId, change.rename.content, change.rename.indexText),
    );
  }
  statements.push(
    // each row of a source once more under the target: ON CONFLICT DO NOTHING keeps one where
    // the target has the row already (the primary keys)
    db
      .insert(articleTags)
      .select(
        db
          .select({
            articleId: articleTags.articleId,
            tagId: sql`${targetId}`.as("tag_id"),
            createdAt: articleTags.createdAt,
            hotScore: articleTags.hotScore,
            hotAt: articleTags.hotAt,
          })
          .from(articleTags)
          .where(and(inArray(articleTags.tagId, ids), allThere)),
      )
      .onConflictDoNothing(),
    db
      .insert(momentTags)
      .select(
        db
          .select({
            momentId: momentTags.momentId,
            tagId: sql`${targetId}`.as("tag_id"),
            order: momentTags.order,
            createdAt: momentTags.createdAt,
          })
          .from(momentTags)
          .where(and(inArray(momentTags.tagId, ids), allThere)),
      )
      .onConflictDoNothing(),
    db
      .insert(tagBookmarks)
      .select(
        db
          .select({
            userId: tagBookmarks.userId,
            tagId: sql`${targetId}`.as("tag_id"),
            createdAt: tagBookmarks.createdAt,
          })
          .from(tagBookmarks)
          .where(and(inArray(tagBookmarks.tagId, ids), allThere)),
      )
      .onConflictDoNothing(),
    db
      .insert(tagEditors)
      .select(
        db
          .select({
            tagId: sql`${targetId}`.as("tag_id"),
            userId: tagEditors.userId,
            createdAt: tagEditors.createdAt,
          })
          .from(tagEditors)
          .where(and(inArray(tagEditors.tagId, ids), allThere)),
      )
      .onConflictDoNothing(),
    db
      .insert(userFeaturedTags)
      .select(
        db
          .select({
            userId: userFeaturedTags.userId,
            tagId: sql`${targetId}`.as("tag_id"),
            order: userFeaturedTags.order,
          })
          .from(userFeaturedTags)
          .where(and(inArray(userFeaturedTags.tagId, ids), allThere)),
      )
      .onConflictDoNothing(),
    ...LINKS.map((link) => db.delete(link.table).where(and(inArray(link.tagId, ids), allThere))),
    ...recountTagStatements(db, [targetId]),
    db.delete(searchTagsTable).where(and(inArray(searchTagsTable.rowid, ids), allThere)),
    db
      .delete(tags)
      .where(and(inArray(tags.id, ids), allThere))
      .returning({ id: tags.id }),
  );
  return statements;
}

/**
 * Deletes the tags and every row linking to them, each with its audit row (written only for a
 * tag still there). The last statement answers the tags deleted.
 */
export function deleteTagsStatements(
  db: Db,
  change: { actorId: number; tags: readonly { id: number; content: string }[]; now: number },
): Statement[] {
  const ids = change.tags.map((t) => t.id);
  return [
    ...change.tags.map((tag) =>
      auditIfStill(
        db,
        { ...change, action: "deleteTags", before: { content: tag.content }, after: { deleted: true } },
        tag.id,
        undefined,
      ),
    ),
    ...LINKS.map((link) => db.delete(link.table).where(inArray(link.tagId, ids))),
    db.delete(searchTagsTable).where(inArray(searchTagsTable.rowid, ids)),
    db.delete(tags).where(inArray(tags.id, ids)).returning({ id: tags.id }),
  ];
}

/** Tags whose content holds `key` (any case, for Latin letters), most used first: the admin area's search. */
export function findTagsPage(db: Db, key: string | null, offset: number, limit: number) {
  return db
    .select()
    .from(tags)
    .where(key ? sql`${tags.content} LIKE ${`%${key.replace(/[\\%_]/g, (c) => `\\${c}`)}%`} ESCAPE '\\'` : undefined)
    .orderBy(sql`${tags.numArticles} DESC`, sql`${tags.id} DESC`)
    .limit(limit)
    .offset(offset);
}

export async function findTagsCount(db: Db, key: string | null) {
  const [row] = await db.all<{ n: number }>(
    sql`SELECT count(*) AS n FROM tags ${key ? sql`WHERE content LIKE ${`%${key.replace(/[\\%_]/g, (c) => `\\${c}`)}%`} ESCAPE '\\'` : sql``}`,
  );
  return row?.n ?? 0;
}

// ---------------------------------------------------------------------------------------
// A person's featured tags (putFeaturedTags).

/** The tags a person features, in their order. */
export function featuredTagsOf(db: Db, userId: number) {
  return db
    .select({ tag: tags })
    .from(userFeaturedTags)
    .innerJoin(tags, eq(tags.id, userFeaturedTags.tagId))
    .where(eq(userFeaturedTags.userId, userId))
    .orderBy(userFeaturedTags.order);
}

/** Replaces the person's featured tags with `tagIds`, in that order (tags gone meanwhile are left out). */
export function putFeaturedTagsStatements(db: Db, userId: number, tagIds: readonly number[]): Statement[] {
  return [
    db.delete(userFeaturedTags).where(eq(userFeaturedTags.userId, userId)),
    ...tagIds.map((tagId, order) =>
      db.insert(userFeaturedTags).select(
        db
          .select({ userId: sql`${userId}`.as("user_id"), tagId: tags.id, order: sql`${order}`.as("order") })
          .from(tags)
          .where(eq(tags.id, tagId)),
      ),
    ),
  ];
}
