import "server-only";
import { and, eq, inArray, notInArray, type SQL, sql } from "drizzle-orm";
import type { Db } from "../client";
import {
  articleConnections,
  articles,
  articleTags,
  articleVersions,
  campaignArticles,
  collectionArticles,
  collections,
  drafts,
  tags,
} from "../schema";
import { searchTagsTable } from "../search-tables";
import { enterStatement } from "./campaign-entries";
import { placeAtEnd } from "./collections";
import { nextUpdatedAt } from "./drafts";
import { type ArticleIndexText, indexNewArticle } from "./search";

// Publishing writes many rows that must all appear or none: the statements of one db.batch().
// The article's id is not known until its row is written, so later statements name it by its
// (unique) short hash, and new tags by their content, as sub-selects.

export type TagRow = typeof tags.$inferSelect;

/** Tags by their content in any case (tags_content_unique is on lower(content)). */
export function tagsByContents(db: Db, contents: readonly string[]) {
  if (contents.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(tags)
    .where(
      sql`lower(${tags.content}) IN (${sql.join(
        contents.map((c) => sql`lower(${c})`),
        sql`, `,
      )})`,
    );
}

export const articleIdOf = (shortHash: string): SQL<number> =>
  sql<number>`(SELECT ${articles.id} FROM ${articles} WHERE ${articles.shortHash} = ${shortHash})`;

const tagIdOf = (content: string): SQL<number> =>
  sql<number>`(SELECT ${tags.id} FROM ${tags} WHERE lower(${tags.content}) = lower(${content}))`;

export type NewTag = { content: string; slug: string; shortHash: string; indexText: string };

/** New tags, made unless another write made them first; their index entries follow. */
export function createTagStatements(db: Db, creatorId: number, newTags: readonly NewTag[], now: number) {
  return newTags.flatMap((tag) => [
    db
      .insert(tags)
      .values({ content: tag.content, slug: tag.slug, shortHash: tag.shortHash, creatorId, createdAt: now })
      .onConflictDoNothing(),
    db.delete(searchTagsTable).where(eq(searchTagsTable.rowid, tagIdOf(tag.content))),
    db.insert(searchTagsTable).values({ rowid: tagIdOf(tag.content), content: tag.indexText }),
  ]);
}

/**
 * Tag counters as an article of `authorId` becomes listed under `contents` (delta 1, run before
 * it is) or stops being listed there (-1, run after): one article more or less, and one author
 * more or less where the author has no other listed article there. The author's own articles
 * are walked (articles_author_state_created_idx), not the tag's, whatever the tag's size.
 */
export function countTagStatements(db: Db, authorId: number, contents: readonly string[], delta: 1 | -1) {
  return contents.map((content) =>
    db
      .update(tags)
      .set({
        numArticles: sql`max(0, ${tags.numArticles} + ${delta})`,
        numAuthors: sql`max(0, ${tags.numAuthors} + ${delta} * (NOT EXISTS (
          SELECT 1 FROM ${articles} a JOIN ${articleTags} t ON t.article_id = a.id AND t.tag_id = ${tags.id}
          WHERE a.author_id = ${authorId} AND a.state = 'active')))`,
      })
      .where(sql`lower(${tags.content}) = lower(${content})`),
  );
}

export type NewArticle = {
  shortHash: string;
  authorId: number;
  title: string;
  summary: string;
  summaryCustomized: boolean;
  content: string;
  cover: string | null;
  wordCount: number;
  dataHash: string;
  /** The version's CID (null: paywalled), its block already in R2. */
  cid: string | null;
  language: string | null;
  license: (typeof articleVersions.$inferInsert)["license"];
  access: (typeof articleVersions.$inferInsert)["access"];
  canComment: boolean;
  sensitiveByAuthor: boolean;
  requestForDonation: string | null;
  replyToDonator: string | null;
  circleId: number | null;
  indentFirstLine: boolean;
};

export type ArticleLinks = {
  tags: readonly string[];
  collections: readonly number[];
  connections: readonly number[];
  campaigns: readonly { campaignId: number; stageId: number | null }[];
};

/**
 * The article, its first version, index entry, tags, collections, connections and challenges.
 * A collection it would make hold more than `collectionArticlesMax` fails the batch (collectionFull).
 */
export function createArticleStatements(
  db: Db,
  article: NewArticle,
  links: ArticleLinks,
  index: ArticleIndexText,
  collectionArticlesMax: number,
  now: number,
) {
  const id = articleIdOf(article.shortHash);
  return [
    db.insert(articles).values({
      authorId: article.authorId,
      shortHash: article.shortHash,
      title: article.title,
      summary: article.summary,
      cover: article.cover,
      wordCount: article.wordCount,
      language: article.language,
      createdAt: now,
      updatedAt: now,
    }),
    db.insert(articleVersions).values({
      articleId: id,
      title: article.title,
      summary: article.summary,
      summaryCustomized: article.summaryCustomized,
      // the body is in R2 under dataHash (stored before this batch); content stays NULL
      cover: article.cover,
      wordCount: article.wordCount,
      dataHash: article.dataHash,
      cid: article.cid,
      license: article.license,
      access: article.access,
      canComment: article.canComment,
      sensitiveByAuthor: article.sensitiveByAuthor,
      requestForDonation: article.requestForDonation,
      replyToDonator: article.replyToDonator,
      circleId: article.circleId,
      indentFirstLine: article.indentFirstLine,
      createdAt: now,
    }),
    ...indexNewArticle(db, id, index),
    ...links.tags.map((content) =>
      db.insert(articleTags).values({ articleId: id, tagId: tagIdOf(content), createdAt: now }),
    ),
    ...links.collections.flatMap((collectionId) => [
      db.insert(collectionArticles).values({
        collectionId,
        articleId: id,
        order: placeAtEnd(collectionId, id, collectionArticlesMax),
        createdAt: now,
      }),
      db.update(collections).set({ updatedAt: now }).where(eq(collections.id, collectionId)),
    ]),
    ...links.connections.map((connectionId, order) =>
      db.insert(articleConnections).values({ articleId: id, connectionId, order, createdAt: now }),
    ),
    // judged again as the batch runs (campaign-entries.ts): a refused entry undoes the article
    ...links.campaigns.map((target) => enterStatement(db, article.authorId, id, target, now)),
  ];
}

/** The draft, published: it now names its article. */
export function draftPublishedStatement(
  db: Db,
  draftId: number,
  shortHash: string,
  iscnPublish: boolean | null,
  now: number,
) {
  return db
    .update(drafts)
    .set({
      publishState: "published",
      articleId: articleIdOf(shortHash),
      iscnPublish,
      publishAt: now,
      updatedAt: nextUpdatedAt(now),
    })
    .where(and(eq(drafts.id, draftId), eq(drafts.publishState, "pending")));
}

// ---- edits of a published article: statements for the batch of one editArticle ----

/** Lists the article under tags (by content; new ones made first with createTagStatements). */
export function tagArticleStatements(db: Db, articleId: number, contents: readonly string[], now: number) {
  return contents.map((content) =>
    db
      .insert(articleTags)
      .values({ articleId, tagId: tagIdOf(content), createdAt: now })
      .onConflictDoNothing(),
  );
}

export function untagArticleStatement(db: Db, articleId: number, tagIds: readonly number[]) {
  return db
    .delete(articleTags)
    .where(and(eq(articleTags.articleId, articleId), inArray(articleTags.tagId, [...tagIds])));
}

/**
 * The collections an article is in, among the author's: `add` at each one's end, `remove` out.
 * A collection it would make hold more than `collectionArticlesMax` fails the batch (collectionFull).
 */
export function collectionMembershipStatements(
  db: Db,
  articleId: number,
  change: { add: readonly number[]; remove: readonly number[] },
  collectionArticlesMax: number,
  now: number,
) {
  return [
    ...(change.remove.length
      ? [
          db
            .delete(collectionArticles)
            .where(
              and(
                eq(collectionArticles.articleId, articleId),
                inArray(collectionArticles.collectionId, [...change.remove]),
              ),
            ),
        ]
      : []),
    ...change.add.map((collectionId) =>
      db
        .insert(collectionArticles)
        .values({
          collectionId,
          articleId,
          order: placeAtEnd(collectionId, articleId, collectionArticlesMax),
          createdAt: now,
        })
        .onConflictDoNothing(),
    ),
    ...[...change.add, ...change.remove].map((collectionId) =>
      db.update(collections).set({ updatedAt: now }).where(eq(collections.id, collectionId)),
    ),
  ];
}

export function collectionIdsOfArticle(db: Db, articleId: number) {
  return db
    .select({ id: collectionArticles.collectionId })
    .from(collectionArticles)
    .where(eq(collectionArticles.articleId, articleId))
    .then((rows) => rows.map((r) => r.id));
}

/** The article's connections replaced by `ids`, in that order. */
export function replaceConnectionStatements(db: Db, articleId: number, ids: readonly number[], now: number) {
  return [
    db.delete(articleConnections).where(eq(articleConnections.articleId, articleId)),
    ...ids.map((connectionId, order) =>
      db.insert(articleConnections).values({ articleId, connectionId, order, createdAt: now }),
    ),
  ];
}

/**
 * The article's writing challenges replaced: it leaves the ones not named and joins (or moves
 * stage in) the named ones (enterStatement: a ban stays, a feature stays in its stage). An entry
 * its challenge's managers banned is not left: its row is what keeps the article out of that
 * challenge, through any edit that names it again.
 */
export function replaceCampaignStatements(
  db: Db,
  authorId: number,
  articleId: number,
  entries: readonly { campaignId: number; stageId: number | null }[],
  now: number,
) {
  const kept = entries.map((e) => e.campaignId);
  return [
    db.delete(campaignArticles).where(
      and(
        eq(campaignArticles.articleId, articleId),
        eq(campaignArticles.banned, false),
        // the admins' announcements are theirs to change (putWritingChallenge)
        eq(campaignArticles.announcement, false),
        kept.length ? notInArray(campaignArticles.campaignId, kept) : undefined,
      ),
    ),
    // judged again as the batch runs (campaign-entries.ts): a refused entry undoes the edit
    ...entries.map((target) => enterStatement(db, authorId, articleId, target, now)),
  ];
}
