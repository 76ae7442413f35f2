import "server-only";
import { cacheTags } from "@/lib/cache/tags";
import { commentsByIds } from "@/server/db/queries/comments";
import { momentsByIds } from "@/server/db/queries/moments";
import type { UserRow } from "@/server/db/queries/users";
import { type JudgedField, judgeWritingStatements } from "@/server/db/queries/writing-judgement";
import type { Context } from "../context";
import { ApiError } from "../errors";
import { fromGlobalId } from "../ids";
import { judgeArticle } from "./article-moderation";
import { pageTags } from "./comment-states";

// Admins judge a writing (article, moment or comment) spam or an advertisement (issue 37: the
// contract's setSpamStatus, setAdStatus, setWritingAdStatus). There is no spam detector here,
// so a judgement is always an admin's, and it takes effect at once: spam and advertisements
// leave the public lists (each list's query says which), a comment judged either keeps its
// place in the thread with its words hidden. Setting what is set already answers the writing
// as it is and writes nothing.

type Judgement = { isSpam: boolean } | { isAd: boolean };

export async function judgeWriting(ctx: Context, viewer: UserRow, action: string, id: string, judged: Judgement) {
  const { type, id: dbId } = fromGlobalId(id);
  if (type === "Article") return judgeArticle(ctx, viewer, action, id, judged);
  if (type !== "Moment" && type !== "Comment") {
    throw new ApiError("BAD_USER_INPUT", "Only articles, moments and comments are judged.", { field: "input.id" });
  }
  const field: JudgedField = "isSpam" in judged ? "isSpam" : "isAd";
  const after = "isSpam" in judged ? judged.isSpam : judged.isAd;
  const load = async () =>
    (type === "Moment" ? await momentsByIds(ctx.db, [dbId]) : await commentsByIds(ctx.db, [dbId]))[0];
  const writing = await load();
  if (!writing) throw new ApiError("ENTITY_NOT_FOUND", `${type} not found.`);
  const before = writing[field];
  if (before === after) return writing;
  const [audit, update] = judgeWritingStatements(ctx.db, {
    kind: type,
    id: dbId,
    field,
    before,
    after,
    actorId: viewer.id,
    action,
    now: ctx.now,
  });
  const [, changed] = await ctx.db.batch([audit, update]);
  if ((changed as unknown[]).length === 0) {
    throw new ApiError("ACTION_FAILED", "Another admin changed it meanwhile.");
  }
  if (type === "Moment") {
    // every list that held the moment carries its tag
    ctx.purge([cacheTags.moment(dbId)]);
  } else if ("targetId" in writing) {
    ctx.purge([cacheTags.comment(dbId), ...(await pageTags(ctx, writing))]);
  }
  const fresh = await load();
  if (!fresh) throw new ApiError("ENTITY_NOT_FOUND", `${type} not found.`);
  return fresh;
}

/** setAdStatus is the articles-only form of setWritingAdStatus. */
export function judgeArticleAd(ctx: Context, viewer: UserRow, id: string, isAd: boolean) {
  if (fromGlobalId(id).type !== "Article") {
    throw new ApiError("BAD_USER_INPUT", "The id is not an article's.", { field: "input.id" });
  }
  return judgeArticle(ctx, viewer, "setAdStatus", id, { isAd });
}
