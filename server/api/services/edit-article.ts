import "server-only";
import { eq, type SQL, sql } from "drizzle-orm";
import { type ArticleListing, articleListings, cacheTags } from "@/lib/cache/tags";
import { deriveSummary, detectLanguage, hasVisibleContent } from "@/lib/text/article-text";
import { htmlToText } from "@/lib/text/html-text";
import { sanitizeHtml } from "@/lib/text/sanitize-html";
import { countWords } from "@/lib/text/word-count";
import { limitRefused, withinLimit } from "@/server/db/batch-limits";
import { runBatch, type Statement } from "@/server/db/client";
import { campaignsOfArticle, connectionIdsOf } from "@/server/db/queries/article-links";
import type { ArticleRow } from "@/server/db/queries/articles";
import { tagsOfArticles } from "@/server/db/queries/articles";
import { entryRefused } from "@/server/db/queries/campaign-entries";
import { collectionFull, pinnedWorks, pinRoom } from "@/server/db/queries/collections";
import {
  collectionIdsOfArticle,
  collectionMembershipStatements,
  countTagStatements,
  replaceCampaignStatements,
  replaceConnectionStatements,
} from "@/server/db/queries/publishing";
import { indexArticle } from "@/server/db/queries/search";
import type { UserRow } from "@/server/db/queries/users";
import { articles, articleVersions } from "@/server/db/schema";
import type { Context } from "../context";
import { ApiError } from "../errors";
import type { EditArticleInput } from "../generated/resolvers";
import { idOf } from "../ids";
import {
  blockText,
  COLLECTION_ARTICLES_MAX,
  CONTENT_MAX,
  DONATION_TEXT_MAX,
  lineText,
  normalizeTags,
  PINNED_WORKS_MAX,
  REVISIONS_MAX,
  SUMMARY_MAX,
  TITLE_MAX,
} from "../rules/writing";
import { storeBody, versionBody } from "./article-body";
import { retag } from "./article-tags";
import { grantGrandSlam } from "./badges";
import { notifyCircleArticle } from "./circle-notices";
import { exclusiveMoveTags } from "./exclusive-feeds";
import { sendArticleJob } from "./federation-outbound";
import { sizeUploadedImages } from "./image-sizes";
import { storeVersionBlock } from "./ipfs";
import { articleIndexText } from "./search";
import {
  checkCampaigns,
  checkConnections,
  checkOwnCircle,
  checkOwnCollections,
  collectionFullError,
  coverPath,
  entryClosedError,
  parseCampaigns,
} from "./writing-refs";

// The author's edits of a published article, all in one batch. What a version holds (title,
// summary, content, cover, license, access, flags, notes to donors) changes by a new version,
// so the history page shows every state the article was read in; a change of the text (title,
// summary, content) is a revision, and revisions are limited (REVISIONS_MAX). Tags,
// collections, connections and challenges change in place; state archives or restores,
// pinned shows it on the author's profile.

/** A version with its body read (from R2, or from its row before the backfill). */
type Version = typeof articleVersions.$inferSelect & { content: string };

const SAVE_FAILED = "Saving failed; the article is as it was, please try again.";

const revisionsUsedUp = () => new ApiError("ARTICLE_REVISION_REACH_LIMIT", "Article revision count reach limit.");
const pinsUsedUp = () => new ApiError("ACTION_LIMIT_EXCEEDED", `At most ${PINNED_WORKS_MAX} works are pinned.`);

/** The fields of EditArticleInput that go into a version, as the version would hold them. */
async function nextVersion(ctx: Context, viewer: UserRow, input: EditArticleInput, v: Version) {
  const next = { ...v };
  if (input.title !== undefined) {
    const title = lineText(input.title, "title", TITLE_MAX);
    if (!title) throw new ApiError("BAD_USER_INPUT", "An article needs a title.", { field: "input.title" });
    next.title = title;
  }
  if (input.content !== undefined) {
    const raw = input.content ?? "";
    const content = [...raw].length > CONTENT_MAX ? "" : await sizeUploadedImages(ctx.db, sanitizeHtml(raw));
    if (!hasVisibleContent(content, htmlToText(content))) {
      throw new ApiError("ARTICLE_REVISION_CONTENT_INVALID", "Article revision content is invalid.");
    }
    next.content = content;
  }
  const text = htmlToText(next.content);
  if (input.summary !== undefined) {
    const summary = blockText(input.summary, "summary", SUMMARY_MAX);
    next.summaryCustomized = summary !== null;
    next.summary = summary ?? deriveSummary(text);
  } else if (!next.summaryCustomized && input.content !== undefined) {
    next.summary = deriveSummary(text);
  }
  next.wordCount = countWords(text);
  if (input.cover !== undefined)
    next.cover = input.cover === null ? null : await coverPath(ctx, viewer.id, input.cover);
  if (input.license != null) next.license = input.license;
  if (input.circle !== undefined) {
    next.circleId = input.circle === null ? null : await checkOwnCircle(ctx, viewer.id, idOf(input.circle, "Circle"));
  }
  if (input.accessType != null) next.access = input.accessType;
  if (next.access === "paywall" && next.circleId === null) {
    throw new ApiError("BAD_USER_INPUT", "Paywalled work needs a circle.", { field: "input.accessType" });
  }
  if (input.sensitive != null) next.sensitiveByAuthor = input.sensitive;
  if (input.canComment != null) next.canComment = input.canComment;
  if (input.indentFirstLine != null) next.indentFirstLine = input.indentFirstLine;
  if (input.requestForDonation !== undefined) {
    next.requestForDonation = blockText(input.requestForDonation, "requestForDonation", DONATION_TEXT_MAX);
  }
  if (input.replyToDonator !== undefined) {
    next.replyToDonator = blockText(input.replyToDonator, "replyToDonator", DONATION_TEXT_MAX);
  }
  return { next, text };
}

const VERSION_FIELDS = [
  "title",
  "summary",
  "summaryCustomized",
  "content",
  "cover",
  "license",
  "access",
  "circleId",
  "sensitiveByAuthor",
  "canComment",
  "requestForDonation",
  "replyToDonator",
  "indentFirstLine",
] as const;
/** What readers read: a change of these is a revision. */
const TEXT_FIELDS = new Set<string>(["title", "summary", "content"]);

/** Fields other than state and pinned: an archived article takes none of them until restored. */
const hasEdits = (input: EditArticleInput) =>
  Object.entries(input).some(([key, value]) => !["id", "state", "pinned"].includes(key) && value !== undefined);

export async function editArticle(ctx: Context, viewer: UserRow, input: EditArticleInput): Promise<ArticleRow> {
  const article = await ctx.loaders.article.load(idOf(input.id, "Article"));
  if (!article) throw new ApiError("ARTICLE_NOT_FOUND", "Article not found.");
  if (article.authorId !== viewer.id) throw new ApiError("FORBIDDEN", "Only the author may edit this article.");
  if (article.state === "banned") throw new ApiError("FORBIDDEN_BY_TARGET_STATE", "The article is banned.");
  if (input.state === "banned") throw new ApiError("FORBIDDEN", "Only admins ban articles.");
  const archiving = input.state === "archived" && article.state === "active";
  const restoring = input.state === "active" && article.state === "archived";
  const activeAfter = (article.state === "active" && !archiving) || restoring;
  if (article.state === "archived" && !restoring && (hasEdits(input) || input.pinned)) {
    throw new ApiError("FORBIDDEN_BY_TARGET_STATE", "Restore the article before editing it.");
  }
  if (input.pinned && !activeAfter) throw new ApiError("FORBIDDEN_BY_TARGET_STATE", "Only active work is pinned.");

  const statements: Statement[] = [];
  const purge = new Set<string>();
  const row: Partial<typeof articles.$inferInsert> = {};
  // The revision and the pin are limited, and judged again by the article's own update as the
  // batch runs (withinLimit): edits at once could all pass the checks made from what was read.
  const limited: { revisionCount?: SQL; pinned?: SQL } = {};

  // ---- the version ----
  const latest = await ctx.loaders.articleVersion.load(article.id);
  if (!latest) throw new Error(`Article ${article.id} has no version.`);
  const current = { ...latest, content: await versionBody(ctx, latest) };
  const { next, text } = await nextVersion(ctx, viewer, input, current);
  const changed = VERSION_FIELDS.filter((field) => next[field] !== current[field]);
  const revised = changed.some((field) => TEXT_FIELDS.has(field));
  if (revised && article.revisionCount >= REVISIONS_MAX) throw revisionsUsedUp();
  const description = blockText(input.description, "description", DONATION_TEXT_MAX);
  if (changed.length > 0) {
    const { id: _id, createdAt: _at, content: _body, cid: _cid, ...copied } = next;
    // a new version is a new document (its own date at least): it gets its own CID
    const language = revised ? detectLanguage(`${next.title}\n${text}`) : article.language;
    // in R2 before the batch (services/article-body.ts): a body already there is not put
    // again; one still in the old row's column (not yet backfilled) is, as the new row has none
    const dataHash =
      latest.content === null && next.content === current.content
        ? current.dataHash
        : await storeBody(ctx, next.content, SAVE_FAILED);
    const cid = await storeVersionBlock(ctx, viewer, { ...next, createdAt: ctx.now, language });
    statements.push(
      ctx.db.insert(articleVersions).values({
        ...copied,
        dataHash,
        cid,
        description,
        createdAt: ctx.now,
      }),
    );
    purge.add(cacheTags.article(article.id));
    Object.assign(row, { title: next.title, summary: next.summary, cover: next.cover, wordCount: next.wordCount });
    if (revised) {
      Object.assign(row, { revisedAt: ctx.now, language });
      limited.revisionCount = withinLimit(
        sql`${articles.revisionCount} < ${REVISIONS_MAX}`,
        sql`${articles.revisionCount} + 1`,
      );
      statements.push(...indexArticle(ctx.db, article.id, articleIndexText(next)));
      purge.add(cacheTags.search).add(cacheTags.sitemap);
    } else if (changed.includes("access")) {
      // the body is searchable while public, not while paywalled
      statements.push(...indexArticle(ctx.db, article.id, articleIndexText(next)));
      purge.add(cacheTags.search);
    }
  }

  // ---- tags ----
  const oldTags = (await tagsOfArticles(ctx.db, [article.id])).get(article.id) ?? [];
  const wantedTags = input.tags !== undefined ? normalizeTags(input.tags ?? []) : oldTags.map((t) => t.content);
  const listed = { id: article.id, authorId: viewer.id, listed: article.state === "active" };
  const retagging = await retag(ctx, listed, oldTags, wantedTags);
  statements.push(...retagging.statements);

  // ---- collections, connections, challenges ----
  const collectionsBefore = await collectionIdsOfArticle(ctx.db, article.id);
  let collectionsAfter = collectionsBefore;
  if (input.collections !== undefined) {
    const ids = (input.collections ?? []).map((id) => idOf(id, "Collection"));
    collectionsAfter = await checkOwnCollections(ctx, viewer.id, ids, collectionsBefore);
    const add = collectionsAfter.filter((id) => !collectionsBefore.includes(id));
    const remove = collectionsBefore.filter((id) => !collectionsAfter.includes(id));
    if (add.length || remove.length) {
      statements.push(
        ...collectionMembershipStatements(ctx.db, article.id, { add, remove }, COLLECTION_ARTICLES_MAX, ctx.now),
      );
      for (const id of [...add, ...remove]) purge.add(cacheTags.collection(id));
      purge.add(cacheTags.userCollections(viewer.id));
    }
  }
  const connections = input.connections !== undefined ? input.connections : input.collection;
  let connectionsAfter: readonly number[] | undefined;
  if (connections !== undefined) {
    const ids = (connections ?? []).map((id) => idOf(id, "Article"));
    const [before, after] = await Promise.all([
      connectionIdsOf(ctx.db, article.id),
      checkConnections(ctx, ids, article.id),
    ]);
    connectionsAfter = after;
    statements.push(...replaceConnectionStatements(ctx.db, article.id, after, ctx.now));
    // the articles it stops or starts linking list it among their responses, or no longer do
    for (const id of new Set([article.id, ...before, ...after])) purge.add(cacheTags.article(id));
  }
  const campaignsBefore = await campaignsOfArticle(ctx.db, article.id);
  let challengesAfter = campaignsBefore.map((c) => c.channelId);
  if (input.campaigns !== undefined) {
    const entries = await checkCampaigns(ctx, viewer.id, parseCampaigns(input.campaigns ?? []), {
      stageRequired: true,
    });
    statements.push(...replaceCampaignStatements(ctx.db, viewer.id, article.id, entries, ctx.now));
    challengesAfter = entries.map((e) => e.channelId);
    for (const id of new Set([...campaignsBefore.map((c) => c.channelId), ...challengesAfter])) {
      purge.add(cacheTags.writingChallenge(id));
    }
    purge.add(cacheTags.article(article.id));
    for (const tag of await exclusiveMoveTags(ctx, article.id, campaignsBefore, entries)) purge.add(tag);
  }

  // ---- state and pin ----
  if (restoring) {
    statements.push(...countTagStatements(ctx.db, viewer.id, wantedTags, 1));
    row.state = "active";
  }
  if (archiving) {
    row.state = "archived";
    row.pinned = false;
  }
  if (input.pinned != null && input.pinned !== article.pinned && activeAfter) {
    if (input.pinned) {
      const { pinnedArticles, pinnedCollections } = await pinnedWorks(ctx.db, viewer.id);
      if (pinnedArticles.length + pinnedCollections.length >= PINNED_WORKS_MAX) throw pinsUsedUp();
      // pinned meanwhile (by another edit of the same article) takes no more room
      limited.pinned = withinLimit(sql`${articles.pinned} = 1 OR ${pinRoom(viewer.id, PINNED_WORKS_MAX)}`, 1);
    } else {
      row.pinned = false;
    }
    purge.add(cacheTags.article(article.id)).add(cacheTags.user(viewer.id)).add(cacheTags.userArticles(viewer.id));
  }
  if (Object.keys(row).length > 0 || Object.keys(limited).length > 0 || statements.length > 0) {
    statements.push(
      ctx.db
        .update(articles)
        .set({ ...row, ...limited, updatedAt: ctx.now })
        .where(eq(articles.id, article.id)),
    );
  }
  // archived: counted after it stopped being listed
  if (archiving) statements.push(...countTagStatements(ctx.db, viewer.id, wantedTags, -1));

  if (statements.length === 0) return article;
  try {
    await runBatch(ctx.db, statements);
  } catch (error) {
    if (limitRefused(error, "articles.revision_count")) throw revisionsUsedUp();
    if (limitRefused(error, "articles.pinned")) throw pinsUsedUp();
    if (collectionFull(error)) throw collectionFullError();
    if (entryRefused(error)) throw entryClosedError();
    throw error;
  }

  const [updated] = await ctx.db.select().from(articles).where(eq(articles.id, article.id));
  if (!updated) throw new ApiError("ARTICLE_NOT_FOUND", "Article not found.");
  ctx.loaders.article.clear(article.id).prime(article.id, updated);
  ctx.loaders.articleVersion.clear(article.id);
  ctx.loaders.articleTags.clear(article.id);

  const tagIdsAfter = ((await tagsOfArticles(ctx.db, [article.id])).get(article.id) ?? []).map((t) => t.id);
  if (retagging.removed.length || retagging.added.length) {
    for (const id of new Set([...oldTags.map((t) => t.id), ...tagIdsAfter])) purge.add(cacheTags.tag(id));
    purge.add(cacheTags.tagList).add(cacheTags.article(article.id));
  }
  if (archiving || restoring) {
    const listing: ArticleListing = {
      authorId: viewer.id,
      tagIds: [...new Set([...oldTags.map((t) => t.id), ...tagIdsAfter])],
      collectionIds: collectionsAfter,
      challengeIds: challengesAfter,
      connectionIds: connectionsAfter ?? (await connectionIdsOf(ctx.db, article.id)),
    };
    // a visitor's read of an archived article found nothing, so it carries no article:<id>
    // tag: its address's own tag brings it back when restored
    purge.add(cacheTags.article(article.id)).add(cacheTags.articleByHash(article.shortHash));
    for (const tag of articleListings(listing)) purge.add(tag);
  }
  ctx.purge([...purge]);
  // the fediverse hears of it: archived is taken back, restored goes out again, a new version
  // is an Update (or a Delete, when it went behind the paywall: the worker decides)
  if (archiving) await sendArticleJob(ctx, "margins.retract", updated);
  else if (restoring) await sendArticleJob(ctx, "margins.publish", updated);
  else if (changed.length > 0) await sendArticleJob(ctx, "margins.revise", updated);
  // newly paywalled for a circle, and readable: its members hear of it
  if (updated.state === "active") await notifyCircleArticle(ctx, viewer, article.id, current, next);
  // an entry moved to another stage, or back in view, may complete a challenge's stages
  if (updated.state === "active" && (input.campaigns !== undefined || restoring)) {
    const entries = await campaignsOfArticle(ctx.db, article.id);
    await grantGrandSlam(
      ctx,
      viewer.id,
      entries.map((e) => e.campaignId),
    );
  }
  return updated;
}
