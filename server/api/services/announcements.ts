import "server-only";
import { and, eq } from "drizzle-orm";
import { cacheTags } from "@/lib/cache/tags";
import { assetPath } from "@/lib/media/paths";
import {
  type AnnouncementFields,
  deleteAnnouncementRows,
  existingAnnouncementIds,
  insertAnnouncement,
  type Placement,
  updateAnnouncement,
  type Wording,
} from "@/server/db/queries/announcement-writes";
import { listAnnouncements } from "@/server/db/queries/system";
import type { UserRow } from "@/server/db/queries/users";
import { assets } from "@/server/db/schema";
import type { Context } from "../context";
import { ApiError } from "../errors";
import type { DeleteAnnouncementsInput, PutAnnouncementInput, TranslationInput } from "../generated/resolvers";
import { fromGlobalId } from "../ids";
import { CHANNEL_TYPENAMES } from "../resolvers/channel";

// putAnnouncement and deleteAnnouncements (issue 37): the team's notices on the home page and
// in channels. Everything is checked before the one batch that writes (server/db/queries/
// announcement-writes.ts); every refusal is BAD_USER_INPUT (ASSET_NOT_FOUND for a cover that is
// no upload), and the home page's list is purged with each change.

const LIMITS = { title: 100, content: 1_000, link: 2_000 } as const;
type Field = keyof typeof LIMITS;

const bad = (message: string, field: string) => new ApiError("BAD_USER_INPUT", message, { field });

const isWebAddress = (text: string) => {
  try {
    const url = new URL(text);
    return url.protocol === "https:" || url.protocol === "http:";
  } catch {
    return false;
  }
};

/** The wording of the fields given, language by language; the first language given is the default. */
function wordingsOf(input: PutAnnouncementInput) {
  const byLanguage = new Map<Wording["language"], Wording>();
  const defaults: Partial<Record<Field, string | null>> = {};
  const given: Field[] = [];
  for (const field of Object.keys(LIMITS) as Field[]) {
    const list: readonly TranslationInput[] | null | undefined = input[field];
    if (list == null) continue;
    given.push(field);
    defaults[field] = null;
    const seen = new Set<string>();
    for (const { language, text } of list) {
      if (seen.has(language)) throw bad(`${field} names ${language} twice.`, `input.${field}`);
      seen.add(language);
      const trimmed = text.trim();
      if (!trimmed) continue;
      if (trimmed.length > LIMITS[field])
        throw bad(`${field} is at most ${LIMITS[field]} characters.`, `input.${field}`);
      if (field === "link" && !isWebAddress(trimmed)) throw bad("A link is an http(s) address.", "input.link");
      defaults[field] ??= trimmed;
      const wording = byLanguage.get(language) ?? { language };
      wording[field] = trimmed;
      byLanguage.set(language, wording);
    }
  }
  return { wordings: [...byLanguage.values()], defaults, given };
}

/** An uploaded announcementCover (by its Asset id) or a web address. */
async function coverOf(ctx: Context, cover: string) {
  const trimmed = cover.trim();
  if (!trimmed) return null;
  if (isWebAddress(trimmed)) return trimmed;
  const { type, id } = fromGlobalId(trimmed);
  const [asset] =
    type === "Asset"
      ? await ctx.db
          .select({ path: assets.path })
          .from(assets)
          .where(and(eq(assets.id, id), eq(assets.type, "announcementCover"), eq(assets.draft, false)))
          .limit(1)
      : [];
  if (!asset) throw new ApiError("ASSET_NOT_FOUND", "The cover is neither an upload nor an http(s) address.");
  return assetPath(asset.path);
}

const CHANNEL_TYPES = new Set<string>(Object.values(CHANNEL_TYPENAMES));

async function placementsOf(ctx: Context, input: PutAnnouncementInput): Promise<Placement[] | undefined> {
  if (input.channels == null) return undefined;
  const placements = await Promise.all(
    input.channels.map(async ({ channel, visible, order }) => {
      const { type, id } = fromGlobalId(channel);
      const row = CHANNEL_TYPES.has(type) ? await ctx.loaders.channel.load(id) : null;
      if (!row || CHANNEL_TYPENAMES[row.type] !== type) throw bad("No such channel.", "input.channels");
      return { channelId: id, visible, order };
    }),
  );
  if (new Set(placements.map((p) => p.channelId)).size !== placements.length) {
    throw bad("A channel is named once.", "input.channels");
  }
  return placements;
}

function announcementIdOf(globalId: string) {
  const { type, id } = fromGlobalId(globalId);
  if (type !== "Announcement") throw bad("Not an announcement's id.", "input.id");
  return id;
}

export async function putAnnouncement(ctx: Context, viewer: UserRow, input: PutAnnouncementInput) {
  const id = input.id ? announcementIdOf(input.id) : null;
  if (id !== null && (await existingAnnouncementIds(ctx.db, [id])).size === 0) {
    throw bad("No such announcement.", "input.id");
  }
  const { wordings, defaults, given } = wordingsOf(input);
  const fields: AnnouncementFields = { ...defaults };
  if (input.type != null) fields.type = input.type;
  if (input.visible != null) fields.visible = input.visible;
  if (input.order != null) fields.order = input.order;
  if (input.cover !== undefined) fields.cover = input.cover === null ? null : await coverOf(ctx, input.cover);
  if (input.expiredAt !== undefined) {
    const at = input.expiredAt === null ? null : new Date(input.expiredAt).getTime();
    if (at !== null && at <= ctx.now) throw bad("An announcement expires in the future.", "input.expiredAt");
    fields.expiredAt = at;
  }
  const placements = await placementsOf(ctx, input);

  let savedId: number;
  if (id === null) {
    if (!fields.type) throw bad("A new announcement needs a type.", "input.type");
    if (!fields.title) throw bad("A new announcement needs a title.", "input.title");
    savedId = await insertAnnouncement(ctx.db, {
      actorId: viewer.id,
      now: ctx.now,
      fields: { ...fields, type: fields.type },
      wordings,
      placements,
    });
  } else {
    const changed = await updateAnnouncement(ctx.db, {
      actorId: viewer.id,
      now: ctx.now,
      id,
      fields,
      wordings,
      cleared: given,
      placements,
    });
    if (!changed) throw new ApiError("ACTION_FAILED", "The announcement was deleted meanwhile.");
    savedId = id;
  }
  ctx.purge([cacheTags.announcements]);
  const [saved] = await listAnnouncements(ctx.db, { id: savedId });
  if (!saved) throw new Error("putAnnouncement saved no announcement.");
  return saved;
}

export async function deleteAnnouncements(ctx: Context, viewer: UserRow, input: DeleteAnnouncementsInput) {
  const ids = [...new Set((input.ids ?? []).map(announcementIdOf))];
  if (ids.length === 0) throw bad("Name the announcements to delete.", "input.ids");
  const existing = await existingAnnouncementIds(ctx.db, ids);
  if (ids.some((id) => !existing.has(id))) throw bad("No such announcement.", "input.ids");
  const deleted = await deleteAnnouncementRows(ctx.db, { actorId: viewer.id, now: ctx.now, ids });
  if (deleted > 0) ctx.purge([cacheTags.announcements]);
  return true;
}
