import "server-only";
import { userFederationSetting } from "@/server/db/queries/federation-settings";
import { type ArticleJob, enqueueJob } from "@/server/federation/job-messages";
import type { Context } from "../context";

// What the author's change means to the fediverse (issue 38): a job on FEDERATION_QUEUE that
// the worker runs (server/federation/jobs.ts, article-jobs.ts), since signing and sending need Fedify, which
// lives in the worker's bundle and never in this one (only the Fedify-free job-messages.ts is imported here).
// The worker decides eligibility again when it sends; this only spares the queue the articles
// of authors who never opted in.

export async function sendArticleJob(
  ctx: Context,
  kind: ArticleJob["kind"],
  article: { id: number; authorId: number },
): Promise<void> {
  const queue = ctx.env.FEDERATION_QUEUE;
  if (!queue) return;
  try {
    const setting = await userFederationSetting(ctx.db, article.authorId);
    if (setting?.state !== "enabled") return;
    await enqueueJob(queue, { kind, articleId: article.id });
  } catch (error) {
    // the article's own change stands: followers miss this one, as they would an undelivered one
    console.error(`The fediverse job ${kind} for article ${article.id} was not sent.`, error);
  }
}

/**
 * An author who left the fediverse: the worker tells their followers' servers the actor is
 * deleted (server/federation/author-farewell.ts), unless they are back by then.
 */
export async function sendFarewellJob(ctx: Context, userId: number): Promise<void> {
  try {
    await enqueueJob(ctx.env.FEDERATION_QUEUE, { kind: "margins.farewell", userId });
  } catch (error) {
    // the choice stands: their followers keep a stale account, as after an undelivered Delete
    console.error(`The fediverse farewell of user ${userId} was not sent.`, error);
  }
}
