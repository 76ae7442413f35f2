import "server-only";
import { eq } from "drizzle-orm";
import { cacheTags, entityTag } from "@/lib/cache/tags";
import { limitRefused } from "@/server/db/batch-limits";
import type { Statement } from "@/server/db/client";
import {
  type ChannelFields,
  channelAudit,
  channelMembers,
  insertChannel,
  PIN_COLUMN,
  pinStatement,
  reorderChannels as reorder,
  SUB_CHANNEL_COLUMN,
  setArticleTopics,
  setCurationMembers,
  subChannelRows,
  topicChannelsOfArticle,
  updateChannel,
} from "@/server/db/queries/channel-admin";
import type { ChannelRow } from "@/server/db/queries/channels";
import type { UserRow } from "@/server/db/queries/users";
import { channels } from "@/server/db/schema";
import type { Context } from "../context";
import { ApiError } from "../errors";
import type {
  AddCurationChannelArticlesInput,
  DeleteCurationChannelArticlesInput,
  PutCurationChannelInput,
  PutTopicChannelInput,
  ReorderChannelsInput,
  SetArticleTopicChannelsInput,
  TogglePinChannelArticlesInput,
  TranslationInput,
} from "../generated/resolvers";
import { fromGlobalId, idOf, newShortHash } from "../ids";
import { isUniqueViolation } from "./provider-rounds";
import { translations } from "./writing-challenges";

// Admins build the topic and curation channels: create and change them, file articles under
// them, pin, and order the navbar. Every input is checked before anything is written; each call
// is one batch with its audit row (server/db/queries/channel-admin.ts).

export const CHANNEL_NAME_MAX = 50;
export const CHANNEL_NOTE_MAX = 500;
/** The navigation's shorter name. */
export const CHANNEL_NAVBAR_TITLE_MAX = 20;
/** The classifier's name of a topic: letters, digits, `_`, `-`, `.`, `:`. */
const PROVIDER_ID = /^[\w.:-]{1,64}$/;
/** Sub-channels of one topic channel. */
export const SUB_CHANNELS_MAX = 50;
export const PIN_AMOUNT_MAX = 10;
/** A topic channel's pins (the channel page leads with at most this many). */
export const TOPIC_PINS = 3;
/** Channels named in one togglePinChannelArticles (its answer lists them). */
export const PIN_CHANNELS_MAX = 10;
/** Articles named in one call. */
const ARTICLES_MAX = 50;

const bad = (field: string, message: string) => new ApiError("BAD_USER_INPUT", message, { field });
type Kind = "topic" | "curation";
const TYPENAME = { topic: "TopicChannel", curation: "CurationChannel" } as const;

/** A channel's page: by its entity tag once shown, by its address while it was a 404. */
const channelTags = (c: ChannelRow) => [
  entityTag(TYPENAME[c.type as Kind] ?? "WritingChallenge", c.id),
  cacheTags.channelByHash(c.shortHash),
];

function names(input: {
  name?: readonly TranslationInput[] | null;
  note?: readonly TranslationInput[] | null;
  navbarTitle?: readonly TranslationInput[] | null;
}) {
  const fields: ChannelFields = {};
  if (input.navbarTitle) {
    // an empty list clears it: the navigation shows the name
    const t = input.navbarTitle.length
      ? translations(input.navbarTitle, "input.navbarTitle", CHANNEL_NAVBAR_TITLE_MAX)
      : null;
    Object.assign(fields, {
      navbarTitleEn: t?.en ?? null,
      navbarTitleZhHant: t?.zh_hant ?? null,
      navbarTitleZhHans: t?.zh_hans ?? null,
    });
  }
  if (input.name) {
    const t = translations(input.name, "input.name", CHANNEL_NAME_MAX);
    Object.assign(fields, { nameEn: t.en, nameZhHant: t.zh_hant, nameZhHans: t.zh_hans });
  }
  if (input.note) {
    // an empty list clears the note
    const t = input.note.length ? translations(input.note, "input.note", CHANNEL_NOTE_MAX) : null;
    Object.assign(fields, { noteEn: t?.en ?? null, noteZhHant: t?.zh_hant ?? null, noteZhHans: t?.zh_hans ?? null });
  }
  return fields;
}

/** The channel of `globalId`, which must be of `kind` (else BAD_USER_INPUT). */
async function channelOf(ctx: Context, globalId: string, kind: Kind, field: string) {
  const { type, id } = fromGlobalId(globalId);
  if (type !== TYPENAME[kind]) throw bad(field, `Expected a ${TYPENAME[kind]} id.`);
  const row = await ctx.loaders.channel.load(id);
  if (!row || row.type !== kind) throw new ApiError("ENTITY_NOT_FOUND", "Channel not found.");
  return row;
}

const audit = (ctx: Context, viewer: UserRow, action: string, before: object, after: object) => ({
  actorId: viewer.id,
  action,
  before,
  after,
  now: ctx.now,
});

async function put(
  ctx: Context,
  viewer: UserRow,
  kind: Kind,
  id: string | null | undefined,
  fields: ChannelFields,
  action: string,
  subChannels?: readonly string[],
) {
  if (!id) {
    if (!fields.nameEn) throw bad("input.name", "A new channel needs a name.");
    if (subChannels?.length) throw bad("input.subChannels", "Sub-channels go under a channel that exists.");
    const created = await insertChannel(
      ctx.db,
      { type: kind, shortHash: newShortHash(), ...fields } as Parameters<typeof insertChannel>[1],
      audit(ctx, viewer, action, {}, fields),
    );
    if (!created) throw new Error(`${action} wrote no channel.`);
    ctx.purge([cacheTags.channels, ...channelTags(created)]);
    return created;
  }
  const row = await channelOf(ctx, id, kind, "input.id");
  const subs = subChannels ? await subChannelsOf(ctx, row, subChannels) : undefined;
  const keys = Object.keys(fields) as (keyof ChannelFields)[];
  const before: Record<string, unknown> = Object.fromEntries(keys.map((k) => [k, row[k]]));
  const after: Record<string, unknown> = { ...fields };
  if (subs) {
    before.subChannels = subs.before;
    after.subChannels = subs.after;
  }
  const sameSubs = !subs || subs.before.join() === subs.after.join();
  if (keys.every((k) => row[k] === fields[k]) && sameSubs) return row;
  let changed: ChannelRow | undefined;
  try {
    changed = await updateChannel(
      ctx.db,
      row.id,
      fields,
      audit(ctx, viewer, action, before, after),
      sameSubs ? undefined : subs?.after,
    );
  } catch (error) {
    if (isUniqueViolation(error, "channels.provider_id")) {
      throw bad("input.providerId", "Another channel has this provider id.");
    }
    if (limitRefused(error, SUB_CHANNEL_COLUMN)) {
      throw new ApiError(
        "ACTION_FAILED",
        "The channels changed meanwhile: a sub-channel has its own, or this one is one.",
      );
    }
    throw error;
  }
  if (!changed) throw new ApiError("ENTITY_NOT_FOUND", "Channel not found.");
  ctx.loaders.channel.clear(row.id);
  for (const subId of subs ? [...subs.before, ...subs.after] : []) ctx.loaders.channel.clear(subId);
  ctx.purge([cacheTags.channels, ...channelTags(changed)]);
  return changed;
}

/**
 * The sub-channels `globalIds` names for topic channel `row`, checked (topic channels, not the
 * channel itself, none with sub-channels of its own, and the channel no one's sub-channel),
 * with the ones it has now; the SQL judges the last two again as it writes.
 */
async function subChannelsOf(ctx: Context, row: ChannelRow, globalIds: readonly string[]) {
  if (globalIds.length > SUB_CHANNELS_MAX) throw bad("input.subChannels", `At most ${SUB_CHANNELS_MAX} sub-channels.`);
  const after = [...new Set(globalIds.map((g) => idOf(g, "TopicChannel")))].sort((a, b) => a - b);
  if (after.includes(row.id)) throw bad("input.subChannels", "A channel is not its own sub-channel.");
  if (after.length && row.parentId != null) {
    throw bad("input.subChannels", "A sub-channel has no sub-channels of its own.");
  }
  const { rows, current } = await subChannelRows(ctx.db, row.id, after);
  if (rows.length !== after.length || rows.some((r) => r.type !== "topic")) {
    throw new ApiError("ENTITY_NOT_FOUND", "One of the sub-channels is not a topic channel.");
  }
  if (rows.some((r) => r.hasChildren)) {
    throw bad("input.subChannels", "A channel with sub-channels of its own cannot be one.");
  }
  return { before: current, after };
}

export function putTopicChannel(ctx: Context, viewer: UserRow, input: PutTopicChannelInput) {
  const fields = names(input);
  if (input.enabled != null) fields.enabled = input.enabled;
  if (input.providerId != null) {
    // an empty one clears it: no classifier files articles under the channel
    const providerId = input.providerId.trim();
    if (providerId && !PROVIDER_ID.test(providerId)) {
      throw bad("input.providerId", "A provider id is 1 to 64 letters, digits, _ - . or :.");
    }
    fields.providerId = providerId || null;
  }
  return put(ctx, viewer, "topic", input.id, fields, "putTopicChannel", input.subChannels ?? undefined);
}

export function putCurationChannel(ctx: Context, viewer: UserRow, input: PutCurationChannelInput) {
  const fields = names(input);
  if (input.pinAmount != null) {
    if (!Number.isInteger(input.pinAmount) || input.pinAmount < 1 || input.pinAmount > PIN_AMOUNT_MAX) {
      throw bad("input.pinAmount", `pinAmount is 1 to ${PIN_AMOUNT_MAX}.`);
    }
    fields.pinAmount = input.pinAmount;
  }
  if (input.color) fields.color = input.color;
  if (input.activePeriod) {
    const start = new Date(input.activePeriod.start).getTime();
    const end = input.activePeriod.end == null ? null : new Date(input.activePeriod.end).getTime();
    if (Number.isNaN(start) || (end !== null && Number.isNaN(end))) throw bad("input.activePeriod", "Not a time.");
    if (end !== null && end <= start) throw bad("input.activePeriod", "The period ends before it starts.");
    Object.assign(fields, { activeFrom: start, activeUntil: end });
  }
  if (input.state === "archived") {
    throw bad("input.state", "Channels are published or editing (hidden) here; none is archived.");
  }
  if (input.state) fields.enabled = input.state === "published";
  if (input.showRecommendation != null) fields.showRecommendation = input.showRecommendation;
  // a new curation channel waits in editing until published
  if (!input.id && fields.enabled === undefined) fields.enabled = false;
  return put(ctx, viewer, "curation", input.id, fields, "putCurationChannel");
}

/** Distinct db ids of articles, each an Article id (BAD_USER_INPUT otherwise), at most ARTICLES_MAX. */
function articleIds(ids: readonly string[], field: string) {
  if (ids.length === 0) throw bad(field, `\`${field}\` names no article.`);
  if (ids.length > ARTICLES_MAX) throw bad(field, `At most ${ARTICLES_MAX} articles at once.`);
  return [...new Set(ids.map((id) => idOf(id, "Article")))];
}

export async function togglePinChannelArticles(ctx: Context, viewer: UserRow, input: TogglePinChannelArticlesInput) {
  const ids = articleIds(input.articles, "input.articles");
  if (input.channels.length === 0 || input.channels.length > PIN_CHANNELS_MAX) {
    throw bad("input.channels", `Name 1 to ${PIN_CHANNELS_MAX} channels.`);
  }
  const rows: ChannelRow[] = [];
  for (const globalId of new Set(input.channels)) {
    const { type } = fromGlobalId(globalId);
    rows.push(await channelOf(ctx, globalId, type === "CurationChannel" ? "curation" : "topic", "input.channels"));
  }
  const held = await channelMembers(
    ctx.db,
    rows.map((r) => r.id),
    ids,
  );
  for (const row of rows) {
    if (ids.some((id) => !held.get(row.id)?.has(id))) {
      throw bad("input.articles", "Articles are pinned in channels that hold them.");
    }
  }
  const statements: Statement[] = rows.flatMap((row) => [
    channelAudit(
      ctx.db,
      audit(ctx, viewer, "togglePinChannelArticles", {}, { articles: ids, pinned: input.pinned }),
      eq(channels.id, row.id),
    ),
    pinStatement(ctx.db, row.id, ids, input.pinned, row.type === "curation" ? row.pinAmount : TOPIC_PINS),
  ]);
  try {
    await ctx.db.batch(statements as [Statement, ...Statement[]]);
  } catch (error) {
    if (limitRefused(error, PIN_COLUMN)) {
      throw new ApiError("ACTION_LIMIT_EXCEEDED", "The channel has as many pins as it may hold.");
    }
    throw error;
  }
  ctx.purge(rows.flatMap((r) => channelTags(r).slice(0, 1)));
  return rows;
}

export async function reorderChannels(ctx: Context, viewer: UserRow, input: ReorderChannelsInput) {
  const ids = input.ids.map((globalId) => {
    const { type, id } = fromGlobalId(globalId);
    if (!["TopicChannel", "CurationChannel", "WritingChallenge"].includes(type)) {
      throw bad("input.ids", "Only channels are ordered here.");
    }
    return id;
  });
  if (new Set(ids).size !== ids.length) throw bad("input.ids", "A channel is named twice.");
  const rows = await ctx.loaders.channel.loadMany(ids);
  if (rows.some((r) => !r || r instanceof Error)) throw new ApiError("ENTITY_NOT_FOUND", "Channel not found.");
  await reorder(ctx.db, ids, { actorId: viewer.id, action: "reorderChannels", now: ctx.now });
  ctx.loaders.channel.clearAll();
  ctx.purge([cacheTags.channels]);
  return true;
}

export async function setArticleTopicChannels(ctx: Context, viewer: UserRow, input: SetArticleTopicChannelsInput) {
  const articleId = idOf(input.id, "Article");
  const article = await ctx.loaders.article.load(articleId);
  if (!article) throw new ApiError("ARTICLE_NOT_FOUND", "Article not found.");
  const wanted = [...new Set(input.channels.map((id) => idOf(id, "TopicChannel")))];
  const found = await ctx.loaders.channel.loadMany(wanted);
  if (found.some((c) => !c || c instanceof Error || c.type !== "topic")) {
    throw new ApiError("ENTITY_NOT_FOUND", "Channel not found.");
  }
  const before = await topicChannelsOfArticle(ctx.db, articleId);
  const same = before.length === wanted.length && before.every((id) => wanted.includes(id));
  if (!same) {
    await setArticleTopics(
      ctx.db,
      articleId,
      wanted,
      audit(ctx, viewer, "setArticleTopicChannels", { channels: before }, { channels: wanted }),
    );
    const touched = [...new Set([...before, ...wanted])];
    ctx.purge([cacheTags.article(articleId), ...touched.map((id) => entityTag("TopicChannel", id))]);
  }
  return article;
}

async function curationMembers(
  ctx: Context,
  viewer: UserRow,
  input: AddCurationChannelArticlesInput | DeleteCurationChannelArticlesInput,
  add: boolean,
) {
  const row = await channelOf(ctx, input.channel, "curation", "input.channel");
  const ids = articleIds(input.articles, "input.articles");
  if (add) {
    const found = await ctx.loaders.article.loadMany(ids);
    for (const a of found) {
      if (!a || a instanceof Error) throw new ApiError("ARTICLE_NOT_FOUND", "Article not found.");
      if (a.state !== "active") throw new ApiError("FORBIDDEN_BY_TARGET_STATE", "Only active articles join a channel.");
    }
  }
  const action = add ? "addCurationChannelArticles" : "deleteCurationChannelArticles";
  await setCurationMembers(ctx.db, row.id, ids, add, audit(ctx, viewer, action, {}, { articles: ids }));
  ctx.purge([channelTags(row)[0] as string]);
  return row;
}

export const addCurationChannelArticles = (ctx: Context, viewer: UserRow, input: AddCurationChannelArticlesInput) =>
  curationMembers(ctx, viewer, input, true);

export const deleteCurationChannelArticles = (
  ctx: Context,
  viewer: UserRow,
  input: DeleteCurationChannelArticlesInput,
) => curationMembers(ctx, viewer, input, false);
