// Text as the search index sees it, the same for what is indexed and what is asked:
//
//  - Traditional Chinese is folded to Simplified (OpenCC's character and phrase tables), so
//    either script finds the other;
//  - compatibility forms are unified (NFKC: full-width Latin, half-width kana), Latin is
//    lower-cased and loses its accents (so highlighting agrees with FTS5's unicode61
//    tokenizer, which drops them too);
//  - text is cut into words with Intl.Segmenter, so a two-character Chinese word is a token
//    of its own (FTS5's tokenizers would see a whole run of CJK as one token, and trigram
//    needs three characters).
//
// Pure functions: the API indexes and queries with them, and the web can highlight with them.
import { toSimplified } from "./to-simplified.ts";

const segmenter = new Intl.Segmenter("zh", { granularity: "word" });

/**
 * Folded, unified, lower-cased text, accents off Latin letters (kana keep their marks); the
 * same length in characters is not promised.
 */
export function foldText(text: string): string {
  const unaccented = text
    .normalize("NFKD")
    .replace(/(\p{Script=Latin})\p{Mn}+/gu, "$1")
    .normalize("NFKC");
  const lower = unaccented.toLowerCase();
  // OpenCC walks its tables character by character: skip it for text without Han characters
  return HAN.test(lower) ? toSimplified(lower) : lower;
}

const HAN = /\p{Script=Han}/u;

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
 * start of an indexed word (so 电影 finds 电影院, and a word still being typed matches), or
 * with `whole`, each as a whole indexed word (cheaper: FTS5 merges every word a prefix starts).
 * Words are quoted, so what FTS5 would read as syntax (", NEAR(, AND, *, :) is plain text.
 * Undefined when the key holds no words at all (only punctuation or spaces).
 */
export function matchExpression(key: string, { whole = false } = {}): string | undefined {
  const words = searchWords(key);
  if (words.length === 0) return undefined;
  return words.map((word) => `"${word.replaceAll('"', '""')}"${whole ? "" : "*"}`).join(" ");
}

export type TextPart = { text: string; match: boolean };

/**
 * `text` cut into parts, the ones that match a word of `key` marked: matched as the index
 * matches (either script, any case), shown as written. Each character is folded on its own
 * so positions in the folded text map back to the original.
 */
export function highlightParts(text: string, key: string): TextPart[] {
  const words = [...new Set(searchWords(key))];
  if (words.length === 0 || !text) return [{ text, match: false }];
  const chars = [...text];
  let folded = "";
  // for each UTF-16 unit of `folded`, the index of the character of `text` it came from
  const origin: number[] = [];
  chars.forEach((char, index) => {
    const f = foldText(char);
    folded += f;
    for (let i = 0; i < f.length; i++) origin.push(index);
  });
  const marked = new Array<boolean>(chars.length).fill(false);
  for (const word of words) {
    for (let at = folded.indexOf(word); at !== -1; at = folded.indexOf(word, at + word.length)) {
      const first = origin[at] ?? 0;
      const last = origin[at + word.length - 1] ?? first;
      for (let i = first; i <= last; i++) marked[i] = true;
    }
  }
  const parts: TextPart[] = [];
  chars.forEach((char, i) => {
    const match = marked[i] ?? false;
    const previous = parts.at(-1);
    if (previous && previous.match === match) previous.text += char;
    else parts.push({ text: char, match });
  });
  return parts;
}
