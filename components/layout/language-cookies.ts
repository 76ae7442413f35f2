import { COOKIE_MAX_AGE, LANGUAGE_COOKIE, SAVED_LANGUAGE_COOKIE } from "@/lib/cookies/names";
import type { UserLanguage } from "@/lib/i18n/locales";

// The language cookies as the browser writes them, with the attributes the server gives them
// (server/auth/session.ts), so either side's write replaces the other's.

function write(name: string, value: string) {
  const secure = window.location.protocol === "https:" ? "; Secure" : "";
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser we serve
  document.cookie = `${name}=${value}; Path=/; Max-Age=${COOKIE_MAX_AGE}; SameSite=Lax${secure}`;
}

function read(name: string): string | undefined {
  const prefix = `${name}=`;
  return document.cookie
    .split(";")
    .map((part) => part.trim())
    .find((part) => part.startsWith(prefix))
    ?.slice(prefix.length);
}

/** The device's language, as the language switch chooses it. */
export function writeLanguageCookie(language: UserLanguage) {
  write(LANGUAGE_COOKIE, language);
}

/**
 * The account's saved language taken up by this device: the language cookie and the note of
 * what it last heard. True when the browser kept both (one that refuses cookies answers false).
 */
export function takeSavedLanguage(language: UserLanguage): boolean {
  write(LANGUAGE_COOKIE, language);
  write(SAVED_LANGUAGE_COOKIE, language);
  return read(LANGUAGE_COOKIE) === language && read(SAVED_LANGUAGE_COOKIE) === language;
}
