// What a reader types into search, and when it is worth searching (section 5). Shared by the
// API, which enforces it, and the search bar, which skips requests the API would not answer.
// Kept apart from search-text.ts so the browser does not load OpenCC's tables.

/** The longest key searched; longer input is cut to it. */
export const MAX_SEARCH_LENGTH = 100;

/**
 * Quick search (the dropdown under the search bar) runs for keys of 2 to 30 characters: one
 * character matches too much to help, and past 30 the reader is typing a query, not a name.
 */
export const QUICK_SEARCH_BOUNDS = { min: 2, max: 30 } as const;
/** Quick search shows at most this many people and this many tags (section 9). */
export const QUICK_SEARCH_SIZE = 5;

/** @ names a person and # a tag, in half- or full-width form (section 9's mention characters). */
export const MENTION = /^[@#＠＃]/u;

/** Whitespace runs collapsed, ends trimmed, cut to the maximum length (in characters). */
export function normalizeKey(key: string): string {
  return [...key.replace(/\s+/gu, " ").trim()].slice(0, MAX_SEARCH_LENGTH).join("");
}

/** Whether quick search runs for `key`; a leading @ or # shifts both bounds by one. */
export function quickSearchable(key: string): boolean {
  const shift = MENTION.test(key) ? 1 : 0;
  const length = [...key].length;
  return length >= QUICK_SEARCH_BOUNDS.min + shift && length <= QUICK_SEARCH_BOUNDS.max + shift;
}
