import "server-only";
import { SIZE_LIMITS } from "@/lib/media/limits";
import { ASSET_ROUTE, assetKey } from "@/lib/media/paths";
import { deriveSummary, detectLanguage, type TextLanguage } from "@/lib/text/article-text";
import { htmlToText } from "@/lib/text/html-text";
import { withImageSizes } from "@/lib/text/image-sizes";
import { type ImportedDocument, readImport } from "@/lib/text/imported-document";
import { holdImages, pendingImages, placeImages } from "@/lib/text/imported-images";
import { stripLabelFaults } from "@/lib/text/label-text";
import { sanitizeHtml } from "@/lib/text/sanitize-html";
import { countWords } from "@/lib/text/word-count";
import { runBatch, type Statement } from "@/server/db/client";
import { type DraftValues, type NewDraftAsset, newDraftStatements } from "@/server/db/queries/drafts";
import type { UserRow } from "@/server/db/queries/users";
import type { Sniffed } from "@/server/media/sniff";
import type { Context } from "../context";
import { ApiError } from "../errors";
import type { MigrationInput } from "../generated/resolvers";
import {
  CONTENT_MAX,
  MIGRATION_FILES_MAX,
  MIGRATION_IMAGES_MAX,
  MIGRATION_SIZE_MAX,
  SUMMARY_MAX,
  TITLE_MAX,
} from "../rules/writing";
import { checkContent, fetchPublicFile, putObject, storedFacts } from "./uploads";

// migration: articles exported from another platform become drafts of the viewer's. Every
// file is read and checked before anything is stored (a file that is not an article refuses
// the whole call); then the images the sanitized text still shows are fetched or decoded,
// checked as uploads are and put in R2; then every draft, its images' records and links are
// written in one batch. If storing or the batch fails, the objects already put are removed:
// a refused or failed call leaves no draft, record or object behind.

/** One file of the call, read: the article, its text sanitized with its images at placeholders. */
type Prepared = {
  name: string;
  document: ImportedDocument;
  /** Sanitized, each image at a placeholder (lib/text/imported-images.ts). */
  held: string;
  sources: string[];
};

/** A stored image: its record, and the address the text shows it at. */
type Stored = NewDraftAsset & { address: string };

/** How many images are fetched at once: a few, so one slow host does not hold up the rest. */
const FETCHES_AT_ONCE = 3;
/** The width the editor shows an uploaded image at (components/editor/rich-text.tsx). */
const SHOWN_WIDTH = 1280;

/** A file's name as the author knows it, short enough for a message. */
const nameOf = (file: File) => [...(file.name || "file")].slice(0, 80).join("");

function refused(file: File, reason: "empty" | "binary" | "format" | "long") {
  const name = nameOf(file);
  const extensions = { file: name, reason };
  switch (reason) {
    case "empty":
      return new ApiError("BAD_USER_INPUT", `"${name}" has no article in it.`, extensions);
    case "long":
      return new ApiError("BAD_USER_INPUT", `"${name}" is longer than an article may be.`, extensions);
    default:
      return new ApiError("FILE_TYPE_INVALID", `"${name}" is neither HTML nor Markdown.`, {
        ...extensions,
        accepted: ["text/html", "text/markdown"],
      });
  }
}

/** The call's files, all of them files, within the count and the size of section 9 together. */
function checkFiles(files: readonly (File | null | undefined)[]): File[] {
  if (files.length === 0) throw new ApiError("BAD_USER_INPUT", "Choose at least one file.", { field: "input.files" });
  if (files.length > MIGRATION_FILES_MAX) {
    throw new ApiError("BAD_USER_INPUT", `At most ${MIGRATION_FILES_MAX} files at once.`, { field: "input.files" });
  }
  if (files.some((file) => !(file instanceof File))) {
    throw new ApiError("BAD_USER_INPUT", "Each of `input.files` must be a file part of a multipart request.");
  }
  const checked = files as File[];
  const total = checked.reduce((sum, file) => sum + file.size, 0);
  if (total > MIGRATION_SIZE_MAX) {
    throw new ApiError("MIGRATION_REACH_LIMIT", "1 MB maximum.", { limit: MIGRATION_SIZE_MAX, size: total });
  }
  return checked;
}

async function prepare(file: File): Promise<Prepared> {
  const reading = readImport(new Uint8Array(await file.arrayBuffer()));
  if (!reading.ok) throw refused(file, reading.reason);
  const { html, sources } = holdImages(reading.document.html);
  // a rule before the text separates nothing (Medium opens every post with one)
  const held = sanitizeHtml(html).replace(/^(\s*<hr \/>)+\s*/, "");
  if ([...held].length > CONTENT_MAX) throw refused(file, "long");
  if (!htmlToText(held).trim() && pendingImages(held).length === 0) throw refused(file, "empty");
  return { name: nameOf(file), document: reading.document, held, sources };
}

/** The bytes of an image embedded in the file (`data:image/…;base64,…`), or null when they are not base64. */
function embeddedBytes(src: string): Uint8Array | null {
  const data = src.slice(src.indexOf(",") + 1).replace(/\s+/g, "");
  // the decoded size is known from the encoded length: no need to decode an oversized one
  if (data.length * 0.75 > SIZE_LIMITS.embed) return null;
  try {
    return Uint8Array.from(atob(data), (c) => c.charCodeAt(0));
  } catch {
    return null;
  }
}

/**
 * An image as an upload of the viewer's (type embed): fetched from the web by the rules of
 * uploads by url, or decoded from the file, then checked by content and size. Null when it
 * cannot be had or is not an image we take.
 */
async function storeImage(ctx: Context, src: string, keys: string[]): Promise<Stored | null> {
  let bytes: Uint8Array | null;
  try {
    bytes = src.startsWith("data:") ? embeddedBytes(src) : await fetchPublicFile(ctx, "embed", src);
  } catch (error) {
    if (error instanceof ApiError) return null;
    throw error;
  }
  if (!bytes) return null;
  let found: Sniffed;
  try {
    found = checkContent("embed", bytes);
  } catch (error) {
    if (error instanceof ApiError) return null;
    throw error;
  }
  const uuid = crypto.randomUUID();
  const key = assetKey("embed", uuid);
  keys.push(key);
  await putObject(ctx.env, key, bytes, found.mime);
  return {
    uuid,
    type: "embed",
    path: key,
    ...storedFacts(found, bytes),
    address: `${ASSET_ROUTE}${key}?w=${SHOWN_WIDTH}`,
  };
}

/** Runs `work` over `items`, `limit` at a time, answers in order. */
async function inTurns<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const at = next++;
      results[at] = await work(items[at] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

const DATE_LOCALE: Record<TextLanguage, string> = { en: "en", zh_hant: "zh-Hant-TW", zh_hans: "zh-Hans-CN" };
const FIRST_PUBLISHED: Record<TextLanguage, (date: string) => string> = {
  en: (date) => `First published on ${date}.`,
  zh_hant: (date) => `首次發表於 ${date}。`,
  zh_hans: (date) => `首次发表于 ${date}。`,
};

/**
 * The day it was first published, at the end of the text in the text's own language (else
 * the author's): a draft's dates are its own, and the article's are when it is published here.
 */
function firstPublished(day: string, language: TextLanguage): string {
  const date = new Intl.DateTimeFormat(DATE_LOCALE[language], { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(`${day}T00:00:00Z`),
  );
  return `<p><em>${FIRST_PUBLISHED[language](date)}</em></p>`;
}

/** A short text within `max` characters, cut with an ellipsis where it is longer. */
const within = (text: string | null, max: number) => (text ? deriveSummary(text, max - 1) || null : null);

/** The file's name without its extension: the title of an export that has none. */
const titleFromName = (name: string) => name.replace(/\.(html?|md|markdown|mdown|txt)$/i, "").trim() || null;

function draftValues(file: Prepared, content: string, viewer: UserRow, today: string): DraftValues {
  const { document } = file;
  // a title is a label: what labels refuse is dropped (after the cut, which may split a joined
  // emoji) rather than refusing the file
  const title = stripLabelFaults(within(document.title ?? titleFromName(file.name), TITLE_MAX) ?? "").trim() || null;
  const summary = within(document.summary, SUMMARY_MAX);
  let text = htmlToText(content);
  const language = detectLanguage(`${title ?? ""}\n${text}`) ?? viewer.language;
  // a date after today is no first publication
  const body =
    document.date && document.date <= today ? sanitizeHtml(content + firstPublished(document.date, language)) : content;
  text = htmlToText(body);
  return { title, summary, summaryCustomized: summary !== null, content: body, wordCount: countWords(text) };
}

export async function migrate(ctx: Context, viewer: UserRow, input: MigrationInput): Promise<boolean> {
  const files = checkFiles(input.files);
  // one after another: a file is held in memory while it is read, and each is at most 1 MB
  const prepared: Prepared[] = [];
  for (const file of files) prepared.push(await prepare(file));

  // the images each text still shows after sanitizing, up to the call's limit in file order
  const wanted = prepared.flatMap((file, at) => pendingImages(file.held).map((index) => ({ at, index })));
  const fetched = wanted.slice(0, MIGRATION_IMAGES_MAX);
  const keys: string[] = [];
  try {
    const stored = await inTurns(fetched, FETCHES_AT_ONCE, ({ at, index }) =>
      storeImage(ctx, prepared[at]?.sources[index] ?? "", keys),
    );
    const today = new Date(ctx.now).toISOString().slice(0, 10);
    const statements: Statement[] = [];
    for (const [at, file] of prepared.entries()) {
      const mine = new Map(
        fetched.flatMap(({ at: of, index }, n) => (of === at && stored[n] ? [[index, stored[n]] as const] : [])),
      );
      // an image that could not be stored keeps its web address where the sanitizer allows it
      const placed = placeImages(file.held, (index) => mine.get(index)?.address ?? file.sources[index] ?? null);
      const images = [...mine.values()].map(({ address: _address, ...image }) => image);
      const sizes = new Map(
        images.flatMap((i) => (i.width && i.height ? [[i.path, { width: i.width, height: i.height }]] : [])),
      );
      const content = withImageSizes(sanitizeHtml(placed), sizes);
      statements.push(
        ...newDraftStatements(ctx.db, viewer.id, draftValues(file, content, viewer, today), images, ctx.now),
      );
    }
    await runBatch(ctx.db, statements);
  } catch (error) {
    await Promise.allSettled(keys.map((key) => ctx.env.UPLOADS.delete(key)));
    throw error;
  }
  return true;
}
