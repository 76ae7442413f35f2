// Facts about an article's text that are stored with it when it is saved or published: its
// length in words, the summary lists show when the author wrote none, the language it is in,
// and the picture that stands for it when it has no cover. Pure functions over the plain text
// (htmlToText) or the stored, sanitized HTML.
import { Parser } from "htmlparser2";
import { toSimplified } from "./to-simplified.ts";

const HAN = /\p{Script=Han}/gu;
const LATIN = /\p{Script=Latin}/gu;

/** How long a summary made from the text is, in characters, before its ellipsis. */
export const DERIVED_SUMMARY_LENGTH = 100;

/**
 * The opening of the text as one line, cut at a word boundary (for spaced scripts) and marked
 * with an ellipsis when cut; "" for no text.
 */
export function deriveSummary(text: string, length = DERIVED_SUMMARY_LENGTH): string {
  const flat = text.replace(/\s+/gu, " ").trim();
  const chars = [...flat];
  if (chars.length <= length) return flat;
  let cut = chars.slice(0, length).join("");
  const space = cut.lastIndexOf(" ");
  if (space > length * 0.6) cut = cut.slice(0, space);
  return `${cut.replace(/[\s,;:.，、；：。]+$/u, "")}…`;
}

export type TextLanguage = "en" | "zh_hant" | "zh_hans";

/**
 * The language of the site's three the text is mostly in: Chinese when Han characters are at
 * least as many as Latin letters (Traditional when OpenCC would change some of them), English
 * for mostly Latin text, null when neither.
 */
export function detectLanguage(text: string): TextLanguage | null {
  const han = text.match(HAN) ?? [];
  const latin = text.match(LATIN)?.length ?? 0;
  if (han.length > 0 && han.length >= latin) {
    const chinese = han.join("");
    return toSimplified(chinese) === chinese ? "zh_hans" : "zh_hant";
  }
  return latin > 0 ? "en" : null;
}

/** The addresses of the images of stored HTML, in order. */
export function imageSources(html: string): string[] {
  const sources: string[] = [];
  const parser = new Parser({
    onopentag(name, attribs) {
      if (name === "img" && attribs.src) sources.push(attribs.src);
    },
  });
  parser.end(html);
  return sources;
}

/** The address of the first image of stored HTML, or null. */
export const firstImage = (html: string): string | null => imageSources(html)[0] ?? null;

/** Whether stored HTML shows anything: text, an image, an embed or audio. */
export function hasVisibleContent(html: string, text: string): boolean {
  return text.trim().length > 0 || /<(img|iframe|audio)\b/i.test(html);
}
