// The draft as the editor holds it, from the API's Draft and back to putDraft's input. Pure,
// so the rules (what an empty field means, which ids go where) are tested on their own.

import type {
  ArticleLicenseType,
  EditorDraftFieldsFragment,
  PutDraftInput,
} from "@/lib/graphql/generated/editor/graphql";
import type { ArticleForEditQuery } from "@/lib/graphql/generated/graphql";

export type LinkedArticle = { id: string; shortHash: string; title: string };
export type ChallengeEntry = { campaign: string; stage: string | null };

export type DraftForm = {
  title: string;
  /** The author's own summary; empty: the opening of the text stands in. */
  summary: string;
  content: string;
  tags: string[];
  /** An Asset id of the draft's images, or null for none. */
  cover: string | null;
  license: ArticleLicenseType;
  sensitive: boolean;
  canComment: boolean;
  /** Paragraphs open with an indent. */
  indentFirstLine: boolean;
  requestForDonation: string;
  replyToDonator: string;
  collections: string[];
  challenge: ChallengeEntry | null;
  connections: LinkedArticle[];
  /** Who reads it: everyone, or the members of `circle` (the author's own). */
  access?: "public" | "paywall";
  circle?: string | null;
};

export type DraftField = keyof DraftForm;

/** Images a cover may be chosen from (covers uploaded as such, images of the text). */
const COVER_TYPES = new Set(["cover", "embed"]);

export const coverChoices = (assets: EditorDraftFieldsFragment["assets"]) =>
  assets.filter((asset) => COVER_TYPES.has(asset.type));

export function formOfDraft(draft: EditorDraftFieldsFragment): DraftForm {
  const challenge = draft.campaigns[0];
  return {
    title: draft.title ?? "",
    summary: draft.summaryCustomized ? (draft.summary ?? "") : "",
    content: draft.content ?? "",
    tags: draft.tags ?? [],
    cover: draft.assets.find((asset) => asset.path === draft.cover)?.id ?? null,
    license: draft.license,
    sensitive: draft.sensitiveByAuthor,
    canComment: draft.canComment,
    indentFirstLine: draft.indentFirstLine,
    requestForDonation: draft.requestForDonation ?? "",
    replyToDonator: draft.replyToDonator ?? "",
    collections: (draft.collections.edges ?? []).map((edge) => edge.node.id),
    challenge: challenge ? { campaign: challenge.campaign.id, stage: challenge.stage?.id ?? null } : null,
    connections: (draft.connections.edges ?? []).map((edge) => edge.node),
    access: draft.access.type,
    circle: draft.access.circle?.id ?? null,
  };
}

/** A draft not yet made: what putDraft makes of an input with no fields (the columns' defaults). */
export function blankForm(): DraftForm {
  return {
    title: "",
    summary: "",
    content: "",
    tags: [],
    cover: null,
    license: "cc_by_nc_nd_4",
    sensitive: false,
    canComment: true,
    indentFirstLine: false,
    requestForDonation: "",
    replyToDonator: "",
    collections: [],
    challenge: null,
    connections: [],
    access: "public",
    circle: null,
  };
}

/** A published article as the revision form holds it. */
export function formOfArticle(article: NonNullable<ArticleForEditQuery["article"]>): DraftForm {
  const challenge = article.campaigns[0];
  return {
    title: article.title,
    summary: article.summaryCustomized ? article.summary : "",
    content: article.content,
    tags: (article.tags ?? []).map((tag) => tag.content),
    cover: article.assets.find((asset) => asset.path === article.cover)?.id ?? null,
    license: article.license,
    sensitive: article.sensitiveByAuthor,
    canComment: article.canComment,
    indentFirstLine: article.indentFirstLine,
    requestForDonation: article.requestForDonation ?? "",
    replyToDonator: article.replyToDonator ?? "",
    collections: (article.collections.edges ?? []).map((edge) => edge.node.id),
    challenge: challenge ? { campaign: challenge.campaign.id, stage: challenge.stage?.id ?? null } : null,
    connections: (article.connections.edges ?? []).map((edge) => edge.node),
    access: article.access.type,
    circle: article.access.circle?.id ?? null,
  };
}

/**
 * The collections a revision may put the article in: the author's most recently changed,
 * then any others it is in already, so none of those is dropped by not being shown.
 */
export function collectionChoices(
  viewer: Pick<NonNullable<ArticleForEditQuery["viewer"]>, "collections">,
  article: Pick<NonNullable<ArticleForEditQuery["article"]>, "collections">,
) {
  const choices = (viewer.collections.edges ?? []).map((edge) => edge.node);
  const shown = new Set(choices.map((choice) => choice.id));
  for (const { node } of article.collections.edges ?? []) if (!shown.has(node.id)) choices.push(node);
  return choices;
}

/** Empty text is no text: the API clears the field (null) rather than storing "". */
const text = (value: string) => (value.trim() ? value : null);

/**
 * putDraft's input for the changed fields: an omitted field stays as stored. With no id, the
 * input makes the draft, with these fields.
 */
export function putDraftInput(
  id: string | null,
  fields: Partial<DraftForm>,
  lastUpdatedAt: string | null,
): PutDraftInput {
  const input: PutDraftInput = id ? { id } : {};
  if (lastUpdatedAt) input.lastUpdatedAt = lastUpdatedAt;
  if (fields.title !== undefined) input.title = text(fields.title);
  if (fields.summary !== undefined) input.summary = text(fields.summary);
  if (fields.content !== undefined) input.content = fields.content;
  if (fields.tags !== undefined) input.tags = fields.tags;
  if (fields.cover !== undefined) input.cover = fields.cover;
  if (fields.license !== undefined) input.license = fields.license;
  if (fields.sensitive !== undefined) input.sensitive = fields.sensitive;
  if (fields.canComment !== undefined) input.canComment = fields.canComment;
  if (fields.indentFirstLine !== undefined) input.indentFirstLine = fields.indentFirstLine;
  if (fields.requestForDonation !== undefined) input.requestForDonation = text(fields.requestForDonation);
  if (fields.replyToDonator !== undefined) input.replyToDonator = text(fields.replyToDonator);
  if (fields.collections !== undefined) input.collections = fields.collections;
  if (fields.challenge !== undefined) input.campaigns = fields.challenge ? [fields.challenge] : [];
  if (fields.connections !== undefined) input.connections = fields.connections.map((article) => article.id);
  if (fields.circle !== undefined) input.circle = fields.circle;
  if (fields.access !== undefined) input.accessType = fields.access;
  return input;
}

/** Section 5 and the contract: at most 5 tags an article. */
export const TAGS_MAX = 5;
export const TITLE_MAX = 100;
export const SUMMARY_MAX = 200;
export const DONATION_TEXT_MAX = 140;
export const CONNECTIONS_MAX = 5;
export const COLLECTIONS_MAX = 3;
/** Revisions of a published article's text. */
export const REVISIONS_MAX = 4;

/** Tags as typed: the mark dropped, white space collapsed. */
export const tagText = (raw: string) =>
  raw
    .replace(/^[#＃]+/u, "")
    .replace(/\s+/gu, " ")
    .trim();

/** The tags with `tag` added, or null when that would make too many (TOO_MANY_TAGS_FOR_ARTICLE). */
export function withTag(tags: readonly string[], raw: string): string[] | null {
  const tag = tagText(raw);
  if (!tag || tags.some((t) => t.toLowerCase() === tag.toLowerCase())) return [...tags];
  return tags.length >= TAGS_MAX ? null : [...tags, tag];
}

/** Characters as people count them (a CJK character or an emoji is one). */
export const length = (value: string) => [...value].length;

/** The words of some HTML, white space collapsed: what a reader would see, markup aside. */
function visibleText(html: string) {
  const doc = new DOMParser().parseFromString(html, "text/html");
  return (doc.body.textContent ?? "").replace(/\s+/gu, " ").trim();
}

/**
 * Whether unsaved fields already stand in `form` (the server's copy): the text compared by its
 * words, since the server stores content sanitized (attributes it adds, marks it drops).
 */
export function sameFields(fields: Partial<DraftForm>, form: DraftForm): boolean {
  return (Object.keys(fields) as DraftField[]).every((key) =>
    key === "content"
      ? visibleText(fields.content ?? "") === visibleText(form.content)
      : JSON.stringify(fields[key]) === JSON.stringify(form[key]),
  );
}
