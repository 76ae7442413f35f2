import "server-only";
import { and, count, desc, eq, exists, inArray, lt, ne, type SQL, sql } from "drizzle-orm";
import type { Db, Statement } from "../client";
import { articles, articleVersions, icymiTopics } from "../schema";
import { auditWhile } from "./admin-audit";

// The editors' ICYMI topics (issue 37). Every change is a conditional write on the state the
// admin saw, its audit row in the same batch under the same condition; publishing archives the
// topic published before in that batch too, so two publishes at once leave one published (the
// later), and icymi_topics_one_published refuses a second published row whatever happens.

export type IcymiTopicRow = typeof icymiTopics.$inferSelect;
type TopicState = IcymiTopicRow["state"];

export async function icymiTopicById(db: Db, id: number) {
  return (await db.select().from(icymiTopics).where(eq(icymiTopics.id, id)))[0] ?? null;
}

/** The topic published now, or null. */
export async function publishedIcymiTopic(db: Db) {
  return (await db.select().from(icymiTopics).where(eq(icymiTopics.state, "published")))[0] ?? null;
}

/** A page of topics, newest first, before topic `beforeId`. */
export function icymiTopicsPage(db: Db, beforeId: number | null, limit: number) {
  return db
    .select()
    .from(icymiTopics)
    .where(beforeId === null ? undefined : lt(icymiTopics.id, beforeId))
    .orderBy(desc(icymiTopics.id))
    .limit(limit);
}

export async function icymiTopicsCount(db: Db) {
  return (await db.select({ n: count() }).from(icymiTopics))[0]?.n ?? 0;
}

/**
 * Which of these articles a topic may hold: active, and public in their latest version (a
 * circle's paywalled article is not for the home page).
 */
export async function pinnableArticleIds(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return new Set<number>();
  const latestAccess = sql<string>`(SELECT ${articleVersions.access} FROM ${articleVersions}
    WHERE ${articleVersions.articleId} = ${articles.id} ORDER BY ${articleVersions.id} DESC LIMIT 1)`;
  const rows = await db
    .select({ id: articles.id })
    .from(articles)
    .where(and(inArray(articles.id, [...ids]), eq(articles.state, "active"), eq(latestAccess, "public")));
  return new Set(rows.map((r) => r.id));
}

type Change = { actorId: number; now: number };

function audit(db: Db, entry: Change & { before: object; after: object }, where: SQL | undefined): Statement {
  return auditWhile(
    db,
    { ...entry, action: "putIcymiTopic", targetType: "IcymiTopic", targetId: icymiTopics.id },
    icymiTopics,
    where,
  );
}

export type TopicFields = Pick<IcymiTopicRow, "title" | "note" | "articleIds" | "pinAmount" | "state">;

/**
 * A new topic and its audit row (found by the id the insert took). A topic made published
 * archives the one published before, in the same batch.
 */
export async function insertIcymiTopic(db: Db, change: Change & { fields: TopicFields }) {
  const { fields, now } = change;
  const statements: Statement[] = [];
  if (fields.state === "published") statements.push(...archivePublished(db, change, undefined));
  statements.push(
    db
      .insert(icymiTopics)
      .values({
        ...fields,
        publishedAt: fields.state === "published" ? now : null,
        archivedAt: fields.state === "archived" ? now : null,
        createdAt: now,
        updatedAt: now,
      })
      .returning(),
    audit(db, { ...change, before: {}, after: fields }, eq(icymiTopics.id, sql`last_insert_rowid()`)),
  );
  const results = await db.batch(statements as [Statement, ...Statement[]]);
  const [created] = results.at(-2) as IcymiTopicRow[];
  if (!created) throw new Error("putIcymiTopic inserted no topic.");
  return created;
}

/** The audit row and the write that archive the topic published now, other than `except`, while `still` holds. */
function archivePublished(db: Db, change: Change & { except?: number }, still: SQL | undefined): Statement[] {
  const previous = and(
    eq(icymiTopics.state, "published"),
    change.except === undefined ? undefined : ne(icymiTopics.id, change.except),
    still,
  );
  return [
    audit(db, { ...change, before: { state: "published" }, after: { state: "archived" } }, previous),
    db.update(icymiTopics).set({ state: "archived", archivedAt: change.now, updatedAt: change.now }).where(previous),
  ];
}

/**
 * Sets a topic's fields while it is still in the state `seen`. Publishing first archives the
 * topic published now (with its audit row), under the same condition, so a batch that finds
 * its topic changed writes nothing at all. Answers the topic changed, or null.
 */
export async function updateIcymiTopic(
  db: Db,
  change: Change & { id: number; seen: TopicState; before: Partial<TopicFields>; after: Partial<TopicFields> },
) {
  const { id, seen, now } = change;
  const still = exists(
    db
      .select({ one: sql`1` })
      .from(icymiTopics)
      .where(and(eq(icymiTopics.id, id), eq(icymiTopics.state, seen))),
  );
  const statements: Statement[] = [];
  const publishing = change.after.state === "published" && seen !== "published";
  if (publishing) statements.push(...archivePublished(db, { ...change, except: id }, still));
  const set: Partial<IcymiTopicRow> = { ...change.after, updatedAt: now };
  if (publishing) set.publishedAt = now;
  if (change.after.state === "archived") set.archivedAt = now;
  statements.push(
    audit(db, change, and(eq(icymiTopics.id, id), eq(icymiTopics.state, seen))),
    db
      .update(icymiTopics)
      .set(set)
      .where(and(eq(icymiTopics.id, id), eq(icymiTopics.state, seen)))
      .returning(),
  );
  const results = await db.batch(statements as [Statement, ...Statement[]]);
  return (results.at(-1) as IcymiTopicRow[])[0] ?? null;
}
