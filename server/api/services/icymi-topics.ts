import "server-only";
import { cacheTags, entityTag } from "@/lib/cache/tags";
import {
  type IcymiTopicRow,
  icymiTopicById,
  insertIcymiTopic,
  pinnableArticleIds,
  type TopicFields,
  updateIcymiTopic,
} from "@/server/db/queries/icymi-topics";
import type { UserRow } from "@/server/db/queries/users";
import { ICYMI_PIN_AMOUNTS, type Wording } from "@/server/db/schema";
import type { Context } from "../context";
import { ApiError } from "../errors";
import type { PutIcymiTopicInput, TranslationInput } from "../generated/resolvers";
import { fromGlobalId } from "../ids";

// putIcymiTopic (issue 37): the editors make a topic, fill it with articles and publish it on
// the home page. The rules, in the order they are checked: the topic exists and is not
// archived; pinAmount is 3 or 6; the articles are active and public, each once, no more than
// pinAmount; a published topic holds exactly pinAmount. The write is conditional on the state
// the admin saw (server/db/queries/icymi-topics.ts): publishing archives the topic before it.

const TITLE_MAX = 100;
const NOTE_MAX = 500;

const bad = (message: string, field: string) => new ApiError("BAD_USER_INPUT", message, { field });

/** TranslationInput as stored: each language once, trimmed; empty texts dropped. */
export function wordingOf(input: readonly TranslationInput[], max: number, field: string): Wording {
  const wording: Wording = {};
  for (const { language, text } of input) {
    if (language in wording) throw bad(`${field} names ${language} twice.`, field);
    const trimmed = text.trim();
    if (trimmed.length > max) throw bad(`${field} is at most ${max} characters.`, field);
    if (trimmed) wording[language] = trimmed;
  }
  return wording;
}

async function articleIdsOf(ctx: Context, ids: readonly string[]) {
  const parsed = ids.map((globalId) => {
    const { type, id } = fromGlobalId(globalId);
    if (type !== "Article") throw bad("Only articles go in a topic.", "input.articles");
    return id;
  });
  if (new Set(parsed).size !== parsed.length) throw bad("An article is in a topic once.", "input.articles");
  const pinnable = await pinnableArticleIds(ctx.db, parsed);
  if (parsed.some((id) => !pinnable.has(id))) {
    throw bad("Topics hold active, public articles only.", "input.articles");
  }
  return parsed;
}

export async function putIcymiTopic(ctx: Context, viewer: UserRow, input: PutIcymiTopicInput) {
  let topic: IcymiTopicRow | null = null;
  if (input.id) {
    const { type, id } = fromGlobalId(input.id);
    topic = type === "IcymiTopic" ? await icymiTopicById(ctx.db, id) : null;
    if (!topic) throw bad("No such topic.", "input.id");
    if (topic.state === "archived") throw new ApiError("ACTION_FAILED", "An archived topic stays archived.");
  }

  const after: Partial<TopicFields> = {};
  if (input.title != null) {
    after.title = wordingOf(input.title, TITLE_MAX, "input.title");
    if (Object.keys(after.title).length === 0) throw bad("A topic needs a title.", "input.title");
  } else if (!topic) throw bad("A topic needs a title.", "input.title");
  if (input.note != null) after.note = wordingOf(input.note, NOTE_MAX, "input.note");
  if (input.pinAmount != null) {
    if (!(ICYMI_PIN_AMOUNTS as readonly number[]).includes(input.pinAmount)) {
      throw bad("pinAmount is 3 or 6.", "input.pinAmount");
    }
    after.pinAmount = input.pinAmount;
  }
  if (input.articles != null) after.articleIds = await articleIdsOf(ctx, input.articles);

  const pinAmount = after.pinAmount ?? topic?.pinAmount ?? 3;
  const articleIds = after.articleIds ?? topic?.articleIds ?? [];
  if (articleIds.length > pinAmount) throw bad(`This topic holds at most ${pinAmount} articles.`, "input.articles");
  const state = input.state ?? topic?.state ?? "editing";
  if (state === "editing" && topic?.state === "published") {
    throw bad("A published topic is archived, not taken back to editing.", "input.state");
  }
  if (state === "published" && articleIds.length !== pinAmount) {
    throw bad(`Publishing needs exactly ${pinAmount} articles; the topic has ${articleIds.length}.`, "input.articles");
  }
  // a published topic's articles may have been banned since: publishing checks them again
  if (state === "published" && !after.articleIds) await recheck(ctx, articleIds);
  if (state !== topic?.state) after.state = state;

  let saved: IcymiTopicRow | null;
  if (!topic) {
    const fields: TopicFields = { title: after.title ?? {}, note: after.note ?? null, articleIds, pinAmount, state };
    saved = await insertIcymiTopic(ctx.db, { actorId: viewer.id, now: ctx.now, fields });
  } else {
    if (Object.keys(after).length === 0) return topic;
    const before = Object.fromEntries(Object.keys(after).map((k) => [k, topic[k as keyof TopicFields]]));
    saved = await updateIcymiTopic(ctx.db, {
      actorId: viewer.id,
      now: ctx.now,
      id: topic.id,
      seen: topic.state,
      before,
      after,
    });
  }
  if (!saved) throw new ApiError("ACTION_FAILED", "The topic changed meanwhile.");
  // the home page shows the published topic: any change to it, or a publish, reaches it
  if (saved.state === "published" || topic?.state === "published") {
    ctx.purge([cacheTags.featured, entityTag("IcymiTopic", saved.id)]);
  }
  return saved;
}

async function recheck(ctx: Context, ids: number[]) {
  const pinnable = await pinnableArticleIds(ctx.db, ids);
  if (ids.some((id) => !pinnable.has(id))) {
    throw bad("Topics hold active, public articles only.", "input.articles");
  }
}
