import "server-only";
import { htmlToText } from "@/lib/text/html-text";
import { sanitizeHtml } from "@/lib/text/sanitize-html";
import { countWords } from "@/lib/text/word-count";
import {
  type DraftRow,
  type DraftValues,
  deleteOpenDraft,
  draftById,
  insertDraft,
  OPEN_DRAFT_STATES,
  updateOpenDraft,
} from "@/server/db/queries/drafts";
import type { UserRow } from "@/server/db/queries/users";
import type { Context } from "../context";
import { ApiError } from "../errors";
import type { PutDraftInput } from "../generated/resolvers";
import { idOf } from "../ids";
import {
  blockText,
  checkContentLength,
  DONATION_TEXT_MAX,
  lineText,
  normalizeTags,
  SUMMARY_MAX,
  TITLE_MAX,
} from "../rules/writing";
import { sizeUploadedImages } from "./image-sizes";
import {
  checkCampaigns,
  checkConnections,
  checkOwnCircle,
  checkOwnCollections,
  coverPath,
  parseCampaigns,
} from "./writing-refs";

const isOpen = (draft: DraftRow) => (OPEN_DRAFT_STATES as readonly string[]).includes(draft.publishState);

/**
 * A draft of the viewer's by global id. Drafts are their author's alone: anyone else is
 * FORBIDDEN, whatever they ask of it.
 */
export async function ownDraft(ctx: Context, viewer: UserRow, globalId: string): Promise<DraftRow> {
  const draft = await draftById(ctx.db, idOf(globalId, "Draft"));
  if (!draft) throw new ApiError("DRAFT_NOT_FOUND", "Draft not found.");
  if (draft.authorId !== viewer.id) throw new ApiError("FORBIDDEN", "Only the author may use this draft.");
  return draft;
}

function assertOpen(draft: DraftRow) {
  if (!isOpen(draft)) {
    throw new ApiError("FORBIDDEN_BY_TARGET_STATE", "The draft is published or being published; edit the article.");
  }
}

function conflict(stored: DraftRow) {
  return new ApiError("DRAFT_VERSION_CONFLICT", "The draft was saved elsewhere since this copy was loaded.", {
    updatedAt: new Date(stored.updatedAt).toISOString(),
  });
}

/**
 * The columns a save changes, from the fields the input has: an omitted field stays as it is,
 * null puts the field back to empty or its default. Every value is checked, and content
 * sanitized, before anything is written.
 */
async function draftValues(
  ctx: Context,
  viewer: UserRow,
  input: PutDraftInput,
  stored: DraftRow | undefined,
): Promise<DraftValues> {
  const values: DraftValues = {};
  if (input.title !== undefined) values.title = lineText(input.title, "title", TITLE_MAX);
  if (input.summary !== undefined) {
    values.summary = blockText(input.summary, "summary", SUMMARY_MAX);
    values.summaryCustomized = values.summary !== null;
  }
  if (input.content !== undefined) {
    if (input.content !== null) checkContentLength(input.content);
    const content = input.content === null ? "" : await sizeUploadedImages(ctx.db, sanitizeHtml(input.content));
    values.content = content || null;
    values.wordCount = countWords(htmlToText(content));
  }
  if (input.tags !== undefined) values.tags = normalizeTags(input.tags ?? []);
  if (input.cover !== undefined)
    values.cover = input.cover === null ? null : await coverPath(ctx, viewer.id, input.cover);

  // `collection` is the contract's older name for the same list
  const connections = input.connections !== undefined ? input.connections : input.collection;
  if (connections !== undefined) {
    const ids = (connections ?? []).flatMap((id) => (id ? [idOf(id, "Article")] : []));
    values.connections = await checkConnections(ctx, ids, stored?.articleId ?? undefined);
  }
  if (input.collections !== undefined) {
    const ids = (input.collections ?? []).map((id) => idOf(id, "Collection"));
    values.collections = await checkOwnCollections(ctx, viewer.id, ids);
  }
  if (input.circle !== undefined) {
    values.circleId = input.circle === null ? null : await checkOwnCircle(ctx, viewer.id, idOf(input.circle, "Circle"));
  }
  if (input.campaigns !== undefined) {
    const entries = await checkCampaigns(ctx, viewer.id, parseCampaigns(input.campaigns ?? []), {
      stageRequired: false,
    });
    values.campaigns = entries.map((e) => ({ campaign: e.channelId, stage: e.stageId }));
  }
  if (input.accessType !== undefined) values.access = input.accessType ?? "public";
  if (input.license !== undefined) values.license = input.license ?? "cc_by_nc_nd_4";
  if (input.sensitive !== undefined) values.sensitiveByAuthor = input.sensitive ?? false;
  if (input.canComment !== undefined) values.canComment = input.canComment ?? true;
  if (input.indentFirstLine !== undefined) values.indentFirstLine = input.indentFirstLine ?? false;
  if (input.iscnPublish !== undefined) values.iscnPublish = input.iscnPublish;
  if (input.requestForDonation !== undefined) {
    values.requestForDonation = blockText(input.requestForDonation, "requestForDonation", DONATION_TEXT_MAX);
  }
  if (input.replyToDonator !== undefined) {
    values.replyToDonator = blockText(input.replyToDonator, "replyToDonator", DONATION_TEXT_MAX);
  }

  // paywalled work is for a circle's members: it needs the circle
  const access = values.access ?? stored?.access ?? "public";
  const circleId = values.circleId !== undefined ? values.circleId : (stored?.circleId ?? null);
  if (access === "paywall" && circleId === null) {
    throw new ApiError("BAD_USER_INPUT", "Paywalled work needs a circle.", { field: "input.accessType" });
  }
  return values;
}

/** Creates a draft (no id) or saves the viewer's draft. */
export async function putDraft(ctx: Context, viewer: UserRow, input: PutDraftInput): Promise<DraftRow> {
  if (!input.id) {
    const draft = await insertDraft(ctx.db, viewer.id, await draftValues(ctx, viewer, input, undefined), ctx.now);
    if (!draft) throw new Error("putDraft wrote no row.");
    return draft;
  }
  const stored = await ownDraft(ctx, viewer, input.id);
  assertOpen(stored);
  const lastUpdatedAt = input.lastUpdatedAt?.getTime();
  if (lastUpdatedAt !== undefined && stored.updatedAt > lastUpdatedAt) throw conflict(stored);
  const values = await draftValues(ctx, viewer, input, stored);
  const saved = await updateOpenDraft(ctx.db, stored.id, values, ctx.now, lastUpdatedAt);
  if (saved) return saved;
  // another save or a publish came in between the read and this write
  const now = await draftById(ctx.db, stored.id);
  if (!now) throw new ApiError("DRAFT_NOT_FOUND", "Draft not found.");
  assertOpen(now);
  throw conflict(now);
}

export async function deleteDraft(ctx: Context, viewer: UserRow, globalId: string): Promise<boolean> {
  const draft = await ownDraft(ctx, viewer, globalId);
  assertOpen(draft);
  if (!(await deleteOpenDraft(ctx.db, draft.id))) assertOpen((await draftById(ctx.db, draft.id)) ?? draft);
  return true;
}
