import type { Texts } from "./challenge-input";

// What the curation forms send: texts in three languages as TranslationInput, and articles
// named by their links.

/** The languages given, as TranslationInput (an empty language is left out: readers get the first given). */
export function translationsOf(texts: Texts) {
  return (["en", "zh_hant", "zh_hans"] as const)
    .filter((language) => texts[language].trim() !== "")
    .map((language) => ({ language, text: texts[language].trim() }));
}

/** An article's short hash from its link (`…/a/{shortHash}`) or the hash itself; null for anything else. */
export function shortHashOf(line: string): string | null {
  const text = line.trim();
  const linked = /\/a\/([A-Za-z0-9]+)(?:[/?#]|$)/.exec(text);
  if (linked?.[1]) return linked[1];
  return /^[A-Za-z0-9]+$/.test(text) ? text : null;
}

/** The non-empty lines of a textarea. */
export const linesOf = (text: string) =>
  text
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);
