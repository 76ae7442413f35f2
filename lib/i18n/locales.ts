// The site's languages: URL/HTML locales and the API's UserLanguage values, and the
// resolution rules of the specification (sections 4 and 5). Pure functions, used by the
// middleware and the client alike.

export const LOCALES = ["en", "zh-Hant", "zh-Hans"] as const;
export type Locale = (typeof LOCALES)[number];
export type UserLanguage = "en" | "zh_hant" | "zh_hans";

/** The query parameter that names a page's language version: `/guide?locale=zh-Hant`. */
export const LOCALE_PARAM = "locale";
/**
 * Set by the middleware on the request when the address named a language version through
 * LOCALE_PARAM, so the page's head can call that version canonical (the bare address is the
 * one that picks a language for the reader).
 */
export const LANGUAGE_VERSION_HEADER = "x-margins-language-version";

/** When nothing else tells, Simplified Chinese (section 4). */
export const FALLBACK_LOCALE: Locale = "zh-Hans";

const TO_LANGUAGE: Record<Locale, UserLanguage> = { en: "en", "zh-Hant": "zh_hant", "zh-Hans": "zh_hans" };
const TO_LOCALE: Record<UserLanguage, Locale> = { en: "en", zh_hant: "zh-Hant", zh_hans: "zh-Hans" };

export const isLocale = (value: unknown): value is Locale => LOCALES.includes(value as Locale);
export const toLanguage = (locale: Locale): UserLanguage => TO_LANGUAGE[locale];

/** A language subtag and any further subtags (script, region, variant), as BCP 47 writes them. */
const LANGUAGE_TAG = /^[A-Za-z]{2,3}(?:-[A-Za-z0-9]{1,8})*$/;

/**
 * A language as the API writes it (a UserLanguage such as `zh_hant`, or an article's language)
 * as an HTML `lang` value: a BCP 47 tag (`zh-Hant`). Anything that cannot be one gives
 * undefined, so the element takes the page's language instead of carrying an invalid tag.
 */
export function htmlLang(language: string | null | undefined): string | undefined {
  if (!language) return undefined;
  if (Object.hasOwn(TO_LOCALE, language)) return TO_LOCALE[language as UserLanguage];
  const tag = language.trim().replaceAll("_", "-");
  return LANGUAGE_TAG.test(tag) ? tag : undefined;
}

/**
 * A language tag as browsers, cookies and the API write it, mapped to a locale (section 5):
 * zh-CN and zh_hans give Simplified; zh, zh-TW, zh-HK and zh_hant Traditional; en* English.
 */
export function localeFromTag(tag: string | null | undefined): Locale | undefined {
  if (!tag) return undefined;
  const t = tag.trim().toLowerCase().replaceAll("_", "-");
  if (t in TO_LOCALE) return TO_LOCALE[t as UserLanguage];
  if (t === "zh-hans" || t === "zh-cn" || t === "zh-sg" || t.startsWith("zh-hans-")) return "zh-Hans";
  if (t === "zh" || t === "zh-hant" || t === "zh-tw" || t === "zh-hk" || t === "zh-mo" || t.startsWith("zh-hant-")) {
    return "zh-Hant";
  }
  if (t.startsWith("en")) return "en";
  return undefined;
}

/** The first supported language of an Accept-Language header, in the browser's order of preference. */
export function localeFromAcceptLanguage(header: string | null | undefined): Locale | undefined {
  if (!header) return undefined;
  const tags = header
    .split(",")
    .map((part) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.find((p) => p.trim().startsWith("q="));
      return { tag, q: q ? Number(q.trim().slice(2)) : 1 };
    })
    .filter((t) => t.tag && t.q > 0)
    .sort((a, b) => b.q - a.q);
  for (const { tag } of tags) {
    const locale = localeFromTag(tag);
    if (locale) return locale;
  }
  return undefined;
}

/**
 * Section 4's order: the saved language (which reaches us as the language cookie, written at
 * login and on save), the `locale` query parameter, the browser's language, then the fallback.
 */
export function resolveLocale(input: {
  cookie?: string | null;
  query?: string | null;
  acceptLanguage?: string | null;
}): Locale {
  return (
    localeFromTag(input.cookie) ??
    localeFromTag(input.query) ??
    localeFromAcceptLanguage(input.acceptLanguage) ??
    FALLBACK_LOCALE
  );
}
