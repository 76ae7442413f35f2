import { ApiError } from "../errors";
import { assertLabel, normalizeText } from "../validation";

// The limits of writing, in one place (README.md lists them): what a draft may hold, what an
// article needs to be published, and how often a published article may be revised. Lengths
// count characters as people do (one per code point: a CJK character or an emoji is one).

/** A title is needed to publish; a draft may have none yet. */
export const TITLE_MAX = 100;
/** A summary the author wrote; without one, lists show the opening of the text. */
export const SUMMARY_MAX = 200;
/** The HTML of a draft or revision as sent, before sanitizing (a long book chapter fits). */
export const CONTENT_MAX = 500_000;
/** Section 9 of the specification: TOO_MANY_TAGS_FOR_ARTICLE past it. */
export const TAGS_MAX = 5;
export const TAG_LENGTH_MAX = 50;
/** The contract's @constraint on requestForDonation, replyToDonator and a revision's description. */
export const DONATION_TEXT_MAX = 140;
/** Related articles the author links (`connections`). */
export const CONNECTIONS_MAX = 5;
/** Collections an article is added to when published. */
export const COLLECTIONS_MAX = 3;
/** Writing challenges an article takes part in. */
export const CAMPAIGNS_MAX = 1;
/**
 * Revisions of a published article's text (title, summary or content): ARTICLE_REVISION_REACH_LIMIT
 * past it. Other edits (tags, license, comments allowed …) make a version too but are not counted.
 */
export const REVISIONS_MAX = 4;
/** Works (articles and collections) a person pins on their profile: ACTION_LIMIT_EXCEEDED past it. */
export const PINNED_WORKS_MAX = 3;

/**
 * Section 9: migration files at most 1 MB, all the files of one call together (as the
 * reference's client counts them): MIGRATION_REACH_LIMIT past it.
 */
export const MIGRATION_SIZE_MAX = 1024 * 1024;
/** Files one call imports, each a draft. */
export const MIGRATION_FILES_MAX = 50;
/**
 * Images one call fetches or decodes and stores, all its files together: each may be a fetch
 * of up to 15 s and 10 MB, so one call stays within a request's time and subrequests. The
 * images past it stay out of the drafts (a web address the sanitizer keeps stays as it was).
 */
export const MIGRATION_IMAGES_MAX = 20;

// Collections. The contract and the specification set no numbers; these are the system's the
// specification describes (a collection's title 40 characters, its description 200, 200
// articles in one), so work moved from there fits.
export const COLLECTION_TITLE_MAX = 40;
export const COLLECTION_DESCRIPTION_MAX = 200;
/** Articles one collection holds: ACTION_LIMIT_EXCEEDED past it. */
export const COLLECTION_ARTICLES_MAX = 200;
/**
 * Collections one call names (deleteCollections), and collections × articles one
 * addCollectionsArticles adds: each is a statement of the call's batch.
 */
export const COLLECTIONS_PER_CALL = 50;

const length = (text: string) => [...text].length;

const tooLong = (field: string, max: number) =>
  new ApiError("BAD_USER_INPUT", `\`input.${field}\` must have at most ${max} characters.`, {
    field: `input.${field}`,
  });

/**
 * A one-line text (a title): a label (no bidi controls or invisible characters:
 * lib/text/label-text.ts), white space collapsed; null when nothing is left.
 */
export function lineText(raw: string | null | undefined, field: string, max: number): string | null {
  if (raw == null) return null;
  const text = normalizeText(raw);
  if (length(text) > max) throw tooLong(field, max);
  // on what was sent: collapsing white space would hide U+FEFF, which JavaScript counts as a space
  assertLabel(raw, `input.${field}`);
  return text || null;
}

/** A short text that keeps its line breaks (a summary, a note to donors): trimmed; null when empty. */
export function blockText(raw: string | null | undefined, field: string, max: number): string | null {
  if (raw == null) return null;
  const text = raw.replace(/\r\n?/g, "\n").trim();
  if (length(text) > max) throw tooLong(field, max);
  return text || null;
}

/** A short text that keeps its line breaks and is read as a label (a collection's description). */
export function labelBlockText(raw: string | null | undefined, field: string, max: number): string | null {
  const text = blockText(raw, field, max);
  if (raw != null) assertLabel(raw, `input.${field}`);
  return text;
}

export function checkContentLength(raw: string) {
  if (length(raw) > CONTENT_MAX) throw tooLong("content", CONTENT_MAX);
}

/** Full-width forms of the mention characters (section 9) as typed on Chinese keyboards. */
const TAG_MARK = /^[#＃]+/u;

/**
 * Tags as typed: the leading # dropped, white space collapsed, empty ones left out, the same
 * tag in another case given once (the first spelling wins, as tags are looked up).
 */
export function normalizeTags(raw: readonly string[]): string[] {
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const item of raw) {
    const tag = normalizeText(item.replace(TAG_MARK, ""));
    if (!tag) continue;
    if (length(tag) > TAG_LENGTH_MAX) {
      throw new ApiError("BAD_USER_INPUT", `A tag must have at most ${TAG_LENGTH_MAX} characters.`, {
        field: "input.tags",
      });
    }
    assertLabel(item, "input.tags", "BAD_USER_INPUT", "Invalid tag.");
    const key = tag.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    tags.push(tag);
  }
  if (tags.length > TAGS_MAX) throw new ApiError("TOO_MANY_TAGS_FOR_ARTICLE", `Add up to ${TAGS_MAX} tags.`);
  return tags;
}

/** A list of ids at most `max` long once repeats are dropped. */
export function distinctIds(ids: readonly number[], field: string, max: number): number[] {
  const distinct = [...new Set(ids)];
  if (distinct.length > max) {
    throw new ApiError("BAD_USER_INPUT", `\`input.${field}\` must hold at most ${max} items.`, {
      field: `input.${field}`,
    });
  }
  return distinct;
}
