// Text as the search index sees it, the same for what is indexed and what is asked:
//
//  - Traditional Chinese is folded to Simplified (OpenCC's character and phrase tables), so
//    either script finds the other;
//  - compatibility forms are unified (NFKC: full-width Latin, half-width kana) and Latin is
//    lower-cased; accents are dropped by FTS5's unicode61 tokenizer (remove_diacritics 2);
//  - text is cut into words with Intl.Segmenter, so a two-character Chinese word is a token
//    of its own (FTS5's tokenizers would see a whole run of CJK as one token, and trigram
//    needs three characters).
//
// Pure functions: the API indexes and queries with them, and the web can highlight with them.
import { Converter } from "opencc-js/t2cn";

const toSimplified = Converter({ from: "t", to: "cn" });
const segmenter = new Intl.Segmenter("zh", { granularity: "word" });

/** Folded, unified, lower-cased text; the same length in characters is not promised. */
export function foldText(text: string): string {
  return toSimplified(text.normalize("NFKC").toLowerCase());
}

/** The words of `text`, folded: what the index stores and what a query looks for. */
export function searchWords(text: string): string[] {
  const words: string[] = [];
  for (const { segment, isWordLike } of segmenter.segment(foldText(text))) {
    if (isWordLike) words.push(segment);
  }
  return words;
}

/** A field's text for the FTS5 table: its words, space-separated. */
export const indexText = (text: string | null | undefined): string => (text ? searchWords(text).join(" ") : "");

/**
 * An FTS5 MATCH expression for what a reader typed: every word must appear, each as the
 * start of an indexed word (so 电影 finds 电影院, and a word still being typed matches).
 * Words are quoted, so what FTS5 would read as syntax (", NEAR(, AND, *, :) is plain text.
 * Undefined when the key holds no words at all (only punctuation or spaces).
 */
export function matchExpression(key: string): string | undefined {
  const words = searchWords(key);
  if (words.length === 0) return undefined;
  return words.map((word) => `"${word.replaceAll('"', '""')}"*`).join(" ");
}

/** Strips markup from article HTML for indexing: tags out, entities that matter decoded. */
export function plainText(html: string): string {
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&nbsp;/g, " ")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&");
}
