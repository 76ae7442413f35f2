import "server-only";
import { cacheTags, entityTag } from "@/lib/cache/tags";
import type { ArticleRow } from "@/server/db/queries/articles";
import {
  enabledTopicChannels,
  type FeedbackRow,
  feedbackById,
  reviewFeedback,
  saveFeedback,
  topicChannelsFiled,
} from "@/server/db/queries/channel-feedback";
import type { UserRow } from "@/server/db/queries/users";
import type { Context } from "../context";
import { ApiError } from "../errors";
import type {
  ClassifyArticlesChannelsInput,
  ReviewTopicChannelFeedbackInput,
  SubmitTopicChannelFeedbackInput,
} from "../generated/resolvers";
import { idOf } from "../ids";

// Authors' feedback on the topic channels their articles are filed under, and admins' review
// of it. Every input is checked before anything is written; a submission is one upsert (one
// feedback an article, however many arrive at once), a review one conditional batch with its
// audit row (server/db/queries/channel-feedback.ts).

/** Channels one negative feedback may ask for: an article is filed under a few topics at most. */
export const FEEDBACK_CHANNELS_MAX = 3;
/** Articles one classifyArticlesChannels may name. */
export const CLASSIFY_MAX = 50;

const bad = (field: string, message: string) => new ApiError("BAD_USER_INPUT", message, { field });

/**
 * Whether an article takes part in topic channels: an active article (banned and archived ones
 * are in no channel readers see) not judged spam (spam is kept out of the channels' feeds).
 */
export const classificationEnabled = (article: ArticleRow) => article.state === "active" && article.isSpam !== true;

/** Whether the viewer may see the article's feedback: its author or an admin. */
export const seesFeedback = (ctx: Context, article: ArticleRow) =>
  ctx.viewer.user != null && (ctx.viewer.user.id === article.authorId || ctx.viewer.user.role === "admin");

export async function submitTopicChannelFeedback(
  ctx: Context,
  viewer: UserRow,
  input: SubmitTopicChannelFeedbackInput,
) {
  const articleId = idOf(input.article, "Article");
  const asked = [...new Set((input.channels ?? []).map((id) => idOf(id, "TopicChannel")))];
  if (input.type === "positive" && asked.length > 0) {
    throw bad("input.channels", "Positive feedback names no channels: the article's fit.");
  }
  if (asked.length > FEEDBACK_CHANNELS_MAX) {
    throw bad("input.channels", `Name at most ${FEEDBACK_CHANNELS_MAX} channels.`);
  }
  const article = await ctx.loaders.article.load(articleId);
  if (!article) throw new ApiError("ARTICLE_NOT_FOUND", "Article not found.");
  if (article.authorId !== viewer.id) throw new ApiError("FORBIDDEN", "Only the article's author gives feedback.");
  if (!classificationEnabled(article)) {
    throw new ApiError("FORBIDDEN_BY_TARGET_STATE", "The article takes no part in topic channels.");
  }
  const valid = await enabledTopicChannels(ctx.db, asked);
  if (valid.length !== asked.length) throw bad("input.channels", "Not an enabled topic channel.");
  return saveFeedback(
    ctx.db,
    {
      articleId,
      authorId: viewer.id,
      type: input.type,
      channels: asked,
      // the author agrees with the filing: nothing for admins to review
      state: input.type === "positive" ? "resolved" : "pending",
    },
    ctx.now,
  );
}

export async function reviewTopicChannelFeedback(
  ctx: Context,
  viewer: UserRow,
  input: ReviewTopicChannelFeedbackInput,
): Promise<FeedbackRow> {
  const feedback = await feedbackById(ctx.db, idOf(input.feedback, "TopicChannelFeedback"));
  if (!feedback) throw new ApiError("ENTITY_NOT_FOUND", "Feedback not found.");
  if (feedback.state !== "pending") throw new ApiError("ACTION_FAILED", "The feedback was reviewed already.");
  const before = (await topicChannelsFiled(ctx.db, feedback.articleId)).map((r) => r.channel.id);
  const reviewed = await reviewFeedback(ctx.db, {
    feedbackId: feedback.id,
    articleId: feedback.articleId,
    accept: input.action === "accept",
    reviewerId: viewer.id,
    now: ctx.now,
    before,
  });
  // another admin reviewed it first, or the author withdrew it (positive) meanwhile
  if (!reviewed) throw new ApiError("ACTION_FAILED", "The feedback was reviewed already.");
  if (reviewed.state === "accepted") {
    const touched = [...new Set([...before, ...reviewed.channels])];
    ctx.loaders.article.clear(feedback.articleId);
    ctx.purge([cacheTags.article(feedback.articleId), ...touched.map((id) => entityTag("TopicChannel", id))]);
  }
  return reviewed;
}

/**
 * There is no machine classifier to queue articles for: the ids are checked (each an existing
 * article) and the answer is false, nothing queued. Admins file by hand (setArticleTopicChannels).
 */
export async function classifyArticlesChannels(ctx: Context, input: ClassifyArticlesChannelsInput) {
  const ids = [...new Set(input.ids.map((id) => idOf(id, "Article")))];
  if (ids.length === 0 || ids.length > CLASSIFY_MAX) throw bad("input.ids", `Name 1 to ${CLASSIFY_MAX} articles.`);
  const found = await ctx.loaders.article.loadMany(ids);
  if (found.some((a) => !a || a instanceof Error)) throw bad("input.ids", "Not an article.");
  return false;
}
