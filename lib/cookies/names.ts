// The cookies the site sets, named once. Several rooms need the same names: server/auth writes the
// session and language cookies, the middleware reads the language and writes the referral,
// pages ask whether a session cookie is there, and browser islands write the language and read
// the referral. A leaf that imports nothing and holds no secret, so every room (and the
// browser) may import it; what a cookie's value means stays with the room that reads it.

/** The session token, HttpOnly: only server/auth/session.ts reads its value. */
export const SESSION_COOKIE = "__access_token";
/** The reader's language, readable by the page, so the middleware and the switch agree with the account. */
export const LANGUAGE_COOKIE = "__language";
/**
 * The account's saved language as this device last heard it (written beside LANGUAGE_COOKIE
 * at login and on each save). A signed-in page that finds the account's language differ from
 * it knows the language was saved on another device since, and the device takes it up.
 */
export const SAVED_LANGUAGE_COOKIE = "__saved_language";
/** The reader's chosen theme, `light` or `dark`; absent, the page follows the system's. */
export const THEME_COOKIE = "__theme";
export const THEMES = ["light", "dark"] as const;
export type Theme = (typeof THEMES)[number];
export const isTheme = (value: unknown): value is Theme => THEMES.includes(value as Theme);
/**
 * The script a reader wants Chinese shown in whatever it was written in, `zh_hant` or
 * `zh_hans` (the article page's "always show Chinese in …"); absent, Chinese shows as written.
 */
export const CHINESE_SCRIPT_COOKIE = "__chinese_script";
export const CHINESE_SCRIPTS = ["zh_hant", "zh_hans"] as const;
export type ChineseScript = (typeof CHINESE_SCRIPTS)[number];
export const isChineseScript = (value: unknown): value is ChineseScript =>
  CHINESE_SCRIPTS.includes(value as ChineseScript);
/** The first referral code a visitor arrived with, sent along when they sign up. */
export const REFERRAL_COOKIE = "__referral";
/**
 * A referral code's shape: the middleware keeps only such a code and sign-up accepts only
 * such a code, so a code kept on the first visit is never refused at sign-up.
 */
export const isReferralCode = (value: string) => /^[A-Za-z0-9_-]{1,64}$/.test(value);
/**
 * D1's bookmark after the reader's last write, HttpOnly and short-lived: their next reads go to
 * a replica at least that new, so they see what they just wrote (server/api/read-bookmark.ts).
 */
export const READ_BOOKMARK_COOKIE = "__d1_bookmark";
/** How long each of them lives: 90 days, in seconds. */
export const COOKIE_MAX_AGE = 90 * 24 * 60 * 60;
/**
 * The state of the browser's sign-in round trip to Google or Twitter, signed and HttpOnly, for 10
 * minutes: the provider's callback counts only in the browser that started it (server/auth/social-state.ts).
 */
export const SOCIAL_STATE_COOKIE = "__social_state";
