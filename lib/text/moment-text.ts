// A moment as its author types it: plain text in lines, which the moment form sends as the
// HTML the "moment" profile of the sanitizer keeps (paragraphs, line breaks, links). The API
// counts the text of what it stores the same way the form's counter counts what is typed, so
// the counter and the limit never disagree. Shared by the API and the form's island: nothing
// here may grow the browser's code much.

/** Characters of text a moment may hold (section 9's 240). */
export const MOMENT_TEXT_MAX = 240;
/** Images a moment may show. */
export const MOMENT_ASSETS_MAX = 9;
/** Published articles a moment may link. */
export const MOMENT_ARTICLES_MAX = 3;

/**
 * The characters a moment's text counts: one per code point (a CJK character or an emoji is
 * one), white space runs inside a line as one, line breaks and the ends of lines not at all.
 */
export function momentTextLength(text: string): number {
  let length = 0;
  for (const line of text.split("\n")) length += [...line.replace(/\s+/gu, " ").trim()].length;
  return length;
}

const escapeHtml = (text: string) =>
  text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;");

/** A web address in typed text; punctuation that ends a sentence is not part of it. */
const WEB_ADDRESS = /https?:\/\/[^\s<>"']+[^\s<>"'.,;:!?)\]}，。；：！？）」』]/giu;
/** A web address, or (with mentions) `@name` after a space or at the start of a line. */
const WEB_ADDRESS_OR_MENTION =
  /https?:\/\/[^\s<>"']+[^\s<>"'.,;:!?)\]}，。；：！？）」』]|(?<![\p{L}\p{N}_])@[A-Za-z0-9_]{3,20}(?![A-Za-z0-9_])/giu;

function lineHtml(line: string, pattern: RegExp): string {
  let html = "";
  let at = 0;
  for (const match of line.matchAll(pattern)) {
    const found = match[0];
    const href = found.startsWith("@") ? `/${found}` : found;
    html += `${escapeHtml(line.slice(at, match.index))}<a href="${escapeHtml(href)}">${escapeHtml(found)}</a>`;
    at = match.index + found.length;
  }
  return html + escapeHtml(line.slice(at));
}

/**
 * The HTML of typed text: a paragraph for each run of lines between blank ones, a <br> for a
 * single line break, web addresses (and, with `mentions`, `@name`s) as links. Empty text is
 * the empty string.
 */
export function momentHtml(text: string, { mentions = false } = {}): string {
  const pattern = mentions ? WEB_ADDRESS_OR_MENTION : WEB_ADDRESS;
  return text
    .replace(/\r\n?/g, "\n")
    .split(/\n[^\S\n]*\n\s*/u)
    .map((paragraph) =>
      paragraph
        .split("\n")
        .map((line) => line.trim())
        .filter(Boolean)
        .map((line) => lineHtml(line, pattern))
        .join("<br>"),
    )
    .filter(Boolean)
    .map((paragraph) => `<p>${paragraph}</p>`)
    .join("");
}
