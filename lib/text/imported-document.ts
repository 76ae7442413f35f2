// Articles exported from another platform (/migration): a file's bytes read as an HTML or a
// Markdown document, told apart by content, never by name. What comes out is the article as
// written there (its title, summary, date and body HTML); the body is not yet sanitized and
// its images are still the export's addresses. Pure: the API's migration service stores it.
import type { ExportFields } from "./imported-fields";
import { readHtmlExport } from "./imported-html";
import { readMarkdownExport } from "./imported-markdown";

export type ImportFormat = "html" | "markdown";

export type ImportedDocument = ExportFields & { format: ImportFormat };

/** Why a file is not an article: nothing in it, not text at all, or text of another kind. */
export type ImportRefusal = "empty" | "binary" | "format";

export type ImportReading = { ok: true; document: ImportedDocument } | { ok: false; reason: ImportRefusal };

/** The element names a document or a fragment of HTML may open with. */
const HTML_START =
  /^<(!doctype\s+html|html|head|body|meta|title|article|main|section|header|div|p|h[1-6]|figure|blockquote|ul|ol|pre|table)[\s>/]/i;

/** Other formats that are text too: XML that is not XHTML (feeds, SVG), RTF, JSON. */
function isOtherFormat(text: string): boolean {
  if (/^<\?xml\b/i.test(text) || /^<(svg|rss|feed)\b/i.test(text)) return !/<html[\s>]/i.test(text.slice(0, 2000));
  if (text.startsWith("{\\rtf")) return true;
  if (/^[[{]/.test(text)) {
    try {
      JSON.parse(text);
      return true;
    } catch {
      return false;
    }
  }
  return false;
}

/** Comments and white space before the first tag of an HTML file. */
const leadingComments = (text: string) => text.replace(/^(\s*<!--[\s\S]*?-->)+/, "").trimStart();

/** Which of the two the text is: HTML when it opens with markup, else Markdown (plain text is Markdown too). */
export function importFormatOf(text: string): ImportFormat | null {
  const start = leadingComments(text.replace(/^\uFEFF/, "").trimStart());
  if (isOtherFormat(start)) return null;
  // XHTML opens with the XML declaration
  return HTML_START.test(leadingComments(start.replace(/^<\?xml[^>]*>/i, "").trimStart())) ? "html" : "markdown";
}

/**
 * The bytes as UTF-8 text, or null when they are not text: invalid UTF-8, or a NUL, which text
 * never holds (as git and file(1) judge it). Other control characters are text's own strays:
 * the sanitizer judges them.
 */
export function decodeText(bytes: Uint8Array): string | null {
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return null;
  }
  return text.includes("\u0000") ? null : text;
}

/** Whether the body shows anything: words, or an image. */
const hasBody = (html: string) => /<img\b/i.test(html) || html.replace(/<[^>]*>/g, "").trim().length > 0;

/** A file's bytes as an article, or why they are none. */
export function readImport(bytes: Uint8Array): ImportReading {
  const text = decodeText(bytes);
  if (text === null) return { ok: false, reason: "binary" };
  if (!text.trim()) return { ok: false, reason: "empty" };
  const format = importFormatOf(text);
  if (!format) return { ok: false, reason: "format" };
  const read = format === "html" ? readHtmlExport(text) : readMarkdownExport(text);
  if (!hasBody(read.html)) return { ok: false, reason: "empty" };
  return { ok: true, document: { format, ...read } };
}
