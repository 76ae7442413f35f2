import "server-only";
import { articlePublished } from "@/lib/cache/tags";
import { deriveSummary, detectLanguage, hasVisibleContent } from "@/lib/text/article-text";
import { htmlToText } from "@/lib/text/html-text";
import { sanitizeHtml } from "@/lib/text/sanitize-html";
import { countWords } from "@/lib/text/word-count";
import { runBatch } from "@/server/db/client";
import { tagsOfArticles } from "@/server/db/queries/articles";
import { entryRefused } from "@/server/db/queries/campaign-entries";
import { collectionFull } from "@/server/db/queries/collections";
import {
  claimDraftForPublishing,
  claimIsStale,
  type DraftRow,
  draftById,
  markDraftFailed,
} from "@/server/db/queries/drafts";
import {
  countTagStatements,
  createArticleStatements,
  createTagStatements,
  draftPublishedStatement,
  type NewArticle,
} from "@/server/db/queries/publishing";
import type { UserRow } from "@/server/db/queries/users";
import type { Context } from "../context";
import { ApiError } from "../errors";
import type { PublishArticleInput } from "../generated/resolvers";
import { newShortHash } from "../ids";
import { COLLECTION_ARTICLES_MAX } from "../rules/writing";
import { assertLabel } from "../validation";
import { storeBody } from "./article-body";
import { tagsToCreate } from "./article-tags";
import { grantGrandSlam } from "./badges";
import { notifyCircleArticle } from "./circle-notices";
import { ownDraft } from "./drafts";
import { sendArticleJob } from "./federation-outbound";
import { storeVersionBlock } from "./ipfs";
import { fanOut, mentionedIn, notify } from "./notices";
import { articleIndexText } from "./search";
import {
  checkCampaigns,
  checkConnections,
  checkOwnCircle,
  checkOwnCollections,
  collectionFullError,
  entryClosedError,
} from "./writing-refs";

// Publishing a draft: checked as it stands now (what it links may have changed since it was
// saved), claimed (pending) so that a second call cannot publish it twice, then written in one
// batch: the article, its first version, search entry, tags (new ones made), collections,
// connections and writing challenges, and the draft marked published. The body goes to R2
// first (services/article-body.ts). A batch that fails leaves nothing of the article (but an
// unreferenced body in R2) and the draft in `error`, to be published again.

/** What the draft needs before it can be an article, and what it links, as they are now. */
async function publishable(ctx: Context, viewer: UserRow, draft: DraftRow) {
  if (!draft.title) throw new ApiError("BAD_USER_INPUT", "A title is needed to publish.", { field: "title" });
  // a draft saved before titles were held to the label rules may still hold what they refuse
  assertLabel(draft.title, "title");
  // sanitized again: the rules may have grown stricter since the draft was saved
  const content = sanitizeHtml(draft.content ?? "");
  const text = htmlToText(content);
  if (!hasVisibleContent(content, text)) {
    throw new ApiError("BAD_USER_INPUT", "There is nothing to publish yet.", { field: "content" });
  }
  if (draft.access === "paywall" && draft.circleId === null) {
    throw new ApiError("BAD_USER_INPUT", "Paywalled work needs a circle.", { field: "accessType" });
  }
  const [connections, collections, campaigns] = await Promise.all([
    checkConnections(ctx, draft.connections),
    checkOwnCollections(ctx, viewer.id, draft.collections),
    checkCampaigns(
      ctx,
      viewer.id,
      draft.campaigns.map((c) => ({ channelId: c.campaign, stageId: c.stage })),
      { stageRequired: true },
    ),
  ]);
  if (draft.circleId !== null) await checkOwnCircle(ctx, viewer.id, draft.circleId);
  return { title: draft.title, content, text, connections, collections, campaigns };
}

export async function publishArticle(ctx: Context, viewer: UserRow, input: PublishArticleInput): Promise<DraftRow> {
  const draft = await ownDraft(ctx, viewer, input.id);
  // already published, or being published by another call: the draft says how it went (a claim
  // left by a publish that died is stale, and taken over)
  if (draft.publishState === "published") return draft;
  if (draft.publishState === "pending" && !claimIsStale(draft, ctx.now)) return draft;
  if (input.publishAt && input.publishAt.getTime() > ctx.now + 60_000) {
    throw new ApiError("BAD_USER_INPUT", "Scheduled publishing is not offered.", { field: "input.publishAt" });
  }
  const checked = await publishable(ctx, viewer, draft);
  const newTags = await tagsToCreate(ctx, draft.tags);
  // before the claim: a body that cannot be stored leaves the draft as it was
  const dataHash = await storeBody(ctx, checked.content, "Publishing failed; the draft is kept, please try again.");
  const language = detectLanguage(`${checked.title}\n${checked.text}`);
  // the version's document is dated ctx.now, as its row is (createArticleStatements)
  const cid = await storeVersionBlock(ctx, viewer, {
    title: checked.title,
    content: checked.content,
    createdAt: ctx.now,
    language,
    license: draft.license,
    access: draft.access,
  });

  const claimed = await claimDraftForPublishing(ctx.db, draft.id, ctx.now);
  if (!claimed) return (await draftById(ctx.db, draft.id)) ?? draft;

  const article: NewArticle = {
    shortHash: newShortHash(),
    authorId: viewer.id,
    title: checked.title,
    summary: draft.summary ?? deriveSummary(checked.text),
    summaryCustomized: draft.summaryCustomized,
    content: checked.content,
    cover: draft.cover,
    wordCount: countWords(checked.text),
    dataHash,
    cid,
    language,
    license: draft.license,
    access: draft.access,
    canComment: draft.canComment,
    sensitiveByAuthor: draft.sensitiveByAuthor,
    requestForDonation: draft.requestForDonation,
    replyToDonator: draft.replyToDonator,
    circleId: draft.circleId,
    indentFirstLine: draft.indentFirstLine,
  };
  const links = {
    tags: draft.tags,
    collections: checked.collections,
    connections: checked.connections,
    campaigns: checked.campaigns,
  };
  try {
    await runBatch(ctx.db, [
      ...createTagStatements(ctx.db, viewer.id, newTags, ctx.now),
      // counted before the article is listed under them
      ...countTagStatements(ctx.db, viewer.id, draft.tags, 1),
      ...createArticleStatements(ctx.db, article, links, articleIndexText(article), COLLECTION_ARTICLES_MAX, ctx.now),
      // last: it names the article the statements above made
      draftPublishedStatement(ctx.db, draft.id, article.shortHash, input.iscnPublish ?? draft.iscnPublish, ctx.now),
    ]);
  } catch (error) {
    // a collection filled up, or a challenge closed to the entry, by another request since the
    // check: the draft is kept as it was, and the answer is the check's
    if (collectionFull(error) || entryRefused(error)) {
      await markDraftFailed(ctx.db, draft.id, ctx.now).catch((again) => console.error("markDraftFailed failed", again));
      throw collectionFull(error) ? collectionFullError() : entryClosedError();
    }
    console.error("publishArticle failed", error);
    // if this fails too (the database still busy), the claim goes stale and publishing again takes it over
    await markDraftFailed(ctx.db, draft.id, ctx.now).catch((again) => console.error("markDraftFailed failed", again));
    throw new ApiError("ACTION_FAILED", "Publishing failed; the draft is kept, please try again.");
  }

  const published = await draftById(ctx.db, draft.id);
  if (!published?.articleId) throw new Error(`Draft ${draft.id} was published without its article.`);
  const tagIds = (await tagsOfArticles(ctx.db, [published.articleId])).get(published.articleId) ?? [];
  ctx.purge(
    articlePublished({
      id: published.articleId,
      shortHash: article.shortHash,
      authorId: viewer.id,
      tagIds: tagIds.map((t) => t.id),
      collectionIds: checked.collections,
      challengeIds: checked.campaigns.map((c) => c.channelId),
      connectionIds: checked.connections,
    }),
  );
  await notifyPublished(ctx, viewer, published.articleId, checked.content, checked.connections);
  // to the author's followers on the fediverse, if the author and the article go out
  await sendArticleJob(ctx, "margins.publish", { id: published.articleId, authorId: viewer.id });
  await notifyCircleArticle(ctx, viewer, published.articleId, null, draft);
  await grantGrandSlam(
    ctx,
    viewer.id,
    checked.campaigns.map((c) => c.campaignId),
  );
  return published;
}

/**
 * Who hears of a new article: the people it mentions, the authors of the articles it links
 * (ArticleNewCollected), in the request; its author's followers (My Page's dot), through the queue.
 */
async function notifyPublished(
  ctx: Context,
  viewer: UserRow,
  articleId: number,
  content: string,
  connections: readonly number[],
) {
  const [mentioned, linked] = await Promise.all([
    mentionedIn(ctx, content),
    ctx.loaders.article.loadMany([...connections]),
  ]);
  await notify(ctx, viewer, [
    ...mentioned.map((recipientId) => ({ recipientId, type: "ArticleMentionedYou", targetId: articleId })),
    ...linked.flatMap((row) =>
      row && !(row instanceof Error)
        ? [{ recipientId: row.authorId, type: "ArticleNewCollected", targetId: row.id, entityId: articleId }]
        : [],
    ),
  ]);
  await fanOut(ctx, { kind: "followers", authorId: viewer.id, now: ctx.now });
}
