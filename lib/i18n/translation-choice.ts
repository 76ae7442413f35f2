// Which language a page shows a text in, and which others it offers: pure rules shared by the
// article, history and moment pages (tests/unit/translation-choice.test.ts).
//
//  - Between the Chinese scripts (OpenCC, offline): a Chinese article always offers its other
//    script, whatever the interface; a reader who saved a script ("always show Chinese in …",
//    a cookie) gets articles in the other script converted without asking.
//  - Other languages (a model, where one is configured): an article offers the interface's
//    language when it is written in another.
//  - The address decides first: `?translation=<language>` shows that translation when it is
//    available, `?translation=original` the text as written.
import { type ChineseScript, isChineseScript } from "@/lib/cookies/names";
import { type Locale, toLanguage, type UserLanguage } from "./locales";

export const TRANSLATION_PARAM = "translation";
export const ORIGINAL = "original";

export type Asked = UserLanguage | typeof ORIGINAL | null;

const LANGUAGES: readonly UserLanguage[] = ["en", "zh_hant", "zh_hans"];

/** `?translation=` as the page reads it: a language, the original, or nothing (anything else). */
export function askedTranslation(value: string | null): Asked {
  if (value === ORIGINAL) return ORIGINAL;
  return LANGUAGES.find((language) => language === value) ?? null;
}

/**
 * The address of a page in a language (null: as the defaults say; "original": as written),
 * keeping the rest of its query (a collection being read, a page of comments).
 */
export function translationPath(
  path: string,
  language: UserLanguage | typeof ORIGINAL | null,
  query: Record<string, string | string[] | undefined> = {},
): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (key === TRANSLATION_PARAM || value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) params.append(key, one);
  }
  if (language) params.set(TRANSLATION_PARAM, language);
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

export const otherScript = (script: ChineseScript): ChineseScript => (script === "zh_hant" ? "zh_hans" : "zh_hant");

export type ArticleReading = {
  /** The translation to show, or null for the article as written. */
  show: UserLanguage | null;
  /** The translations to offer, the other Chinese script first. */
  offers: UserLanguage[];
  /** The script the "always show Chinese in …" choice is about, on a Chinese article. */
  script: ChineseScript | null;
};

export function articleReading(input: {
  /** The article's language as the API gives it (`zh_hans`, `en`, null). */
  language: string | null;
  /** Article.availableTranslations. */
  available: readonly string[];
  locale: Locale;
  asked: Asked;
  saved: ChineseScript | null;
}): ArticleReading {
  const source = LANGUAGES.find((language) => language === input.language) ?? null;
  const available = (language: UserLanguage) => language !== source && input.available.includes(language);
  const script = isChineseScript(source) ? otherScript(source) : null;
  const offers: UserLanguage[] = [];
  if (script && available(script)) offers.push(script);
  const reader = toLanguage(input.locale);
  const sameFamily = isChineseScript(reader) && isChineseScript(source);
  if (!sameFamily && !offers.includes(reader) && available(reader)) offers.push(reader);

  let show: UserLanguage | null = null;
  if (input.asked && input.asked !== ORIGINAL && available(input.asked)) show = input.asked;
  else if (!input.asked && script && input.saved === script && available(script)) show = script;
  return { show, offers, script: script && available(script) ? script : null };
}

export type ShortTextReading = {
  /** The script short texts (a moment, comments) would be converted to, or null for none. */
  target: ChineseScript | null;
  /** Whether they are shown converted. */
  show: boolean;
};

/**
 * For texts with no language of their own (moments, comments): the script asked for, else the
 * saved one, else the interface's when it is Chinese; shown converted when asked or saved.
 */
export function shortTextReading(input: {
  locale: Locale;
  asked: Asked;
  saved: ChineseScript | null;
}): ShortTextReading {
  const reader = toLanguage(input.locale);
  const asked = isChineseScript(input.asked) ? input.asked : null;
  const target = asked ?? input.saved ?? (isChineseScript(reader) ? reader : null);
  const show = input.asked !== ORIGINAL && target !== null && (asked !== null || input.saved === target);
  return { target, show };
}
