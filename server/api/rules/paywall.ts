import "server-only";
import type { ArticleRow } from "@/server/db/queries/articles";
import { readsCircle } from "@/server/db/queries/circle-access";
import type { Context } from "../context";

// Paywalled work (a version's access "paywall") is for its circle: the author, admins and the
// circle's owner and members in good standing read its body, its translations and its comments;
// everyone else keeps the title, summary and cover. Asked once a request per article: a page
// asks of one article from several fields.

const perRequest = new WeakMap<Context["loaders"], Map<number, Promise<boolean>>>();

async function decide(ctx: Context, article: ArticleRow): Promise<boolean> {
  const version = await ctx.loaders.articleVersion.load(article.id);
  if (version?.access !== "paywall") return true;
  const { viewer } = ctx;
  if (viewer.id === null) return false;
  if (viewer.id === article.authorId || viewer.user.role === "admin") return true;
  return version.circleId !== null && readsCircle(ctx.db, version.circleId, viewer.id);
}

/** Whether the viewer may read the article's body (and its translations and comments). */
export function readsArticleBody(ctx: Context, article: ArticleRow): Promise<boolean> {
  let asked = perRequest.get(ctx.loaders);
  if (!asked) {
    asked = new Map();
    perRequest.set(ctx.loaders, asked);
  }
  let answer = asked.get(article.id);
  if (!answer) {
    answer = decide(ctx, article);
    asked.set(article.id, answer);
  }
  return answer;
}

/** A writer's session that changed a membership or an article's access asks afresh. */
export function forgetBodyReads(ctx: Context) {
  perRequest.delete(ctx.loaders);
}
