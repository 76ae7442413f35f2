import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { type ArticleListing, articleListings, cacheTags, feedChannelTags } from "@/lib/cache/tags";
import type { Statement } from "@/server/db/client";
import { campaignsOfArticle, connectionIdsOf } from "@/server/db/queries/article-links";
import {
  type ModeratedFields,
  setArticleFieldsStatements,
  setFeaturedStatements,
} from "@/server/db/queries/article-moderation";
import { type ArticleRow, tagsOfArticles } from "@/server/db/queries/articles";
import { feedChannelsOfArticle } from "@/server/db/queries/exclusive-challenges";
import { collectionIdsOfArticle } from "@/server/db/queries/publishing";
import { recountTagStatements } from "@/server/db/queries/tag-moderation";
import type { UserRow } from "@/server/db/queries/users";
import { articles, notices } from "@/server/db/schema";
import type { Context } from "../context";
import { ApiError } from "../errors";
import type {
  SetBoostInput,
  ToggleRecommendInput,
  UpdateArticleSensitiveInput,
  UpdateArticleStateInput,
} from "../generated/resolvers";
import { fromGlobalId, idOf } from "../ids";
import { articleBannedMessage } from "./article-notices";
import { sendArticleJob } from "./federation-outbound";
import { setTagBoost } from "./tag-moderation";

// Admins moderating one article (issue 37): its state (banned and back), the sensitive mark,
// the four lists it may be kept out of, and its boost in the hottest rankings. Each change is a
// conditional write on what the admin saw, with its audit row in the same batch
// (server/db/queries/article-moderation.ts); a refused call writes nothing. The cache tags
// purged are those of every page that shows the change, so readers see it at once.

/** A boost above this would lift an article over everything for months (H × log2(100) ≈ 20 days). */
const BOOST_MAX = 100;

export async function updateArticleState(ctx: Context, viewer: UserRow, input: UpdateArticleStateInput) {
  const article = await articleById(ctx, input.id);
  if (input.state === "archived") {
    throw new ApiError("BAD_USER_INPUT", "Admins ban articles or make them active; archiving is the author's.", {
      field: "input.state",
    });
  }
  refuseArchived(article);
  if (article.state === input.state) throw new ApiError("ACTION_FAILED", `The article is already ${input.state}.`);

  const [audit, update] = setArticleFieldsStatements(ctx.db, {
    actorId: viewer.id,
    action: "updateArticleState",
    articleId: article.id,
    before: { state: article.state },
    after: { state: input.state },
    now: ctx.now,
  });
  const banning = input.state === "banned";
  const statements: Statement[] = [audit];
  // the author's notice, under the same condition: a ban that lost the race tells nobody
  if (banning) {
    const author = await ctx.loaders.user.load(article.authorId);
    statements.push(bannedNotice(ctx, article, articleBannedMessage(author?.language ?? "zh_hant", article.title)));
  }
  statements.push(update);
  // its tags count listed (active) articles: counted again from their rows after the change,
  // which is right whether this ban went in or another admin's did
  const tagIds = await tagIdsOf(ctx, article.id);
  statements.push(...recountTagStatements(ctx.db, tagIds));
  const results = await ctx.db.batch(statements as [Statement, ...Statement[]]);
  const [changed] = results.at(-1 - tagIds.length) as ArticleRow[];
  if (!changed) throw new ApiError("ACTION_FAILED", "The article's state changed meanwhile.");
  primed(ctx, changed);
  // it leaves (or comes back to) every list it was in, and its address 404s (or reads again)
  ctx.purge([
    cacheTags.article(article.id),
    cacheTags.articleByHash(article.shortHash),
    ...articleListings(await listingOf(ctx, changed)),
    cacheTags.featured,
    ...(await channelTags(ctx, article.id)),
  ]);
  // a banned article is taken back from the fediverse; one made active again goes out again
  await sendArticleJob(ctx, banning ? "margins.retract" : "margins.publish", changed);
  return changed;
}

export async function updateArticleSensitive(ctx: Context, viewer: UserRow, input: UpdateArticleSensitiveInput) {
  const article = await articleById(ctx, input.id);
  refuseArchived(article);
  const changed = await setFields(ctx, viewer, "updateArticleSensitive", article, {
    sensitiveByAdmin: input.sensitive,
  });
  // the mark shows on its page and its cards: every page holding it carries its tag
  if (changed) ctx.purge([cacheTags.article(article.id)]);
  return changed ?? (await fresh(ctx, article.id));
}

export async function toggleArticleRecommend(ctx: Context, viewer: UserRow, input: ToggleRecommendInput) {
  if (!input.type) throw new ApiError("BAD_USER_INPUT", "Name the list: icymi, hottest, newest or search.");
  const article = await articleById(ctx, input.id);
  refuseArchived(article);
  if (input.type === "icymi") {
    const [audit, write] = setFeaturedStatements(ctx.db, {
      actorId: viewer.id,
      articleId: article.id,
      enabled: input.enabled,
      now: ctx.now,
    });
    const [, rows] = await ctx.db.batch([audit, write]);
    if ((rows as unknown[]).length > 0) ctx.purge([cacheTags.article(article.id), cacheTags.featured]);
    return article;
  }
  const field = ({ hottest: "inHottest", newest: "inNewest", search: "inSearch" } as const)[input.type];
  const changed = await setFields(ctx, viewer, "toggleArticleRecommend", article, { [field]: input.enabled });
  if (changed) {
    // joining a list it is not on: the list's own tags (it carries no article tag yet)
    const tagIds = await tagIdsOf(ctx, article.id);
    const lists =
      input.type === "search"
        ? [cacheTags.search]
        : input.type === "newest"
          ? [cacheTags.newest, ...tagIds.map(cacheTags.tag)]
          : [...tagIds.map(cacheTags.tag), ...(await channelTags(ctx, article.id))];
    ctx.purge([cacheTags.article(article.id), ...lists]);
  }
  return changed ?? (await fresh(ctx, article.id));
}

export async function setBoost(ctx: Context, viewer: UserRow, input: SetBoostInput) {
  if (input.type !== "Article" && input.type !== "Tag") {
    throw new ApiError("BAD_USER_INPUT", "Only articles and tags are boosted here.", { field: "input.type" });
  }
  if (!(input.boost > 0 && input.boost <= BOOST_MAX)) {
    throw new ApiError("BAD_USER_INPUT", `A boost is above 0 and at most ${BOOST_MAX}.`, { field: "input.boost" });
  }
  if (fromGlobalId(input.id).type !== input.type) {
    throw new ApiError("BAD_USER_INPUT", `The id is not a${input.type === "Article" ? "n article" : " tag"}'s.`, {
      field: "input.id",
    });
  }
  if (input.type === "Tag") return setTagBoost(ctx, viewer, input.id, input.boost);
  const article = await articleById(ctx, input.id);
  refuseArchived(article);
  const changed = await setFields(ctx, viewer, "setBoost", article, { boost: input.boost });
  // the site's hottest is not cached; its tags' and channels' pages are
  if (changed) {
    const tagIds = await tagIdsOf(ctx, article.id);
    ctx.purge([...tagIds.map(cacheTags.tag), ...(await channelTags(ctx, article.id))]);
  }
  return changed ?? (await fresh(ctx, article.id));
}

/**
 * An admin's judgement of an article: spam (out of Latest, hottest, channels, related articles
 * and search) or an advertisement (out of hottest and channels). Its page stays.
 */
export async function judgeArticle(
  ctx: Context,
  viewer: UserRow,
  action: string,
  id: string,
  judged: { isSpam: boolean } | { isAd: boolean },
) {
  const article = await articleById(ctx, id);
  refuseArchived(article);
  const changed = await setFields(ctx, viewer, action, article, judged);
  if (changed) {
    const tagIds = await tagIdsOf(ctx, article.id);
    const spamLists = "isSpam" in judged ? [cacheTags.newest, cacheTags.search] : [];
    ctx.purge([
      cacheTags.article(article.id),
      ...spamLists,
      ...tagIds.map(cacheTags.tag),
      ...(await channelTags(ctx, article.id)),
    ]);
  }
  return changed ?? (await fresh(ctx, article.id));
}

/**
 * Sets `after` (with its audit row) if any field differs from the article as read; answers the
 * article changed, or null when nothing needed changing or another admin changed it first.
 */
async function setFields(ctx: Context, viewer: UserRow, action: string, article: ArticleRow, after: ModeratedFields) {
  const keys = Object.keys(after) as (keyof ModeratedFields)[];
  if (keys.every((key) => article[key] === after[key])) return null;
  const before = Object.fromEntries(keys.map((key) => [key, article[key]])) as ModeratedFields;
  const [audit, update] = setArticleFieldsStatements(ctx.db, {
    actorId: viewer.id,
    action,
    articleId: article.id,
    before,
    after,
    now: ctx.now,
  });
  const [, rows] = await ctx.db.batch([audit, update]);
  const [changed] = rows as ArticleRow[];
  if (!changed) return null;
  primed(ctx, changed);
  return changed;
}

/** An archived article is its author's, gone from the site: admins leave it as it is. */
function refuseArchived(article: ArticleRow) {
  if (article.state === "archived") {
    throw new ApiError("FORBIDDEN_BY_TARGET_STATE", "The article was archived by its author.");
  }
}

async function articleById(ctx: Context, id: string) {
  const article = await ctx.loaders.article.load(idOf(id, "Article"));
  if (!article) throw new ApiError("ARTICLE_NOT_FOUND", "Article not found.");
  return article;
}

async function fresh(ctx: Context, id: number) {
  ctx.loaders.article.clear(id);
  const article = await ctx.loaders.article.load(id);
  if (!article) throw new ApiError("ARTICLE_NOT_FOUND", "Article not found.");
  return article;
}

function primed(ctx: Context, article: ArticleRow) {
  ctx.loaders.article.clear(article.id).prime(article.id, article);
}

/**
 * The ArticleBanned notice to the author, written only while the article is still as read.
 * (Not async: a query returned from an async function would be awaited, run, outside the batch.)
 */
function bannedNotice(ctx: Context, article: ArticleRow, message: string): Statement {
  return ctx.db.insert(notices).select(
    ctx.db
      .select({
        id: sql`NULL`.as("id"),
        recipientId: articles.authorId,
        type: sql`'ArticleBanned'`.as("type"),
        targetId: articles.id,
        entityId: sql`NULL`.as("entity_id"),
        message: sql`${message}`.as("message"),
        link: sql`NULL`.as("link"),
        openKey: sql`NULL`.as("open_key"),
        unread: sql`1`.as("unread"),
        createdAt: sql`${ctx.now}`.as("created_at"),
        updatedAt: sql`${ctx.now}`.as("updated_at"),
      })
      .from(articles)
      .where(and(eq(articles.id, article.id), eq(articles.state, article.state))),
  );
}

async function tagIdsOf(ctx: Context, articleId: number) {
  return ((await tagsOfArticles(ctx.db, [articleId])).get(articleId) ?? []).map((t) => t.id);
}

/** The topic and curation channels listing the article: their pages carry their entity tags. */
async function channelTags(ctx: Context, articleId: number) {
  const channels = await feedChannelsOfArticle(ctx.db, articleId);
  return feedChannelTags(channels);
}

async function listingOf(ctx: Context, article: ArticleRow): Promise<ArticleListing> {
  const [tagIds, collectionIds, campaigns, connectionIds] = await Promise.all([
    tagIdsOf(ctx, article.id),
    collectionIdsOfArticle(ctx.db, article.id),
    campaignsOfArticle(ctx.db, article.id),
    connectionIdsOf(ctx.db, article.id),
  ]);
  return {
    authorId: article.authorId,
    tagIds,
    collectionIds,
    challengeIds: campaigns.map((c) => c.channelId),
    connectionIds,
  };
}
