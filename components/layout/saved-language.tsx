import { cookies } from "next/headers";
import { LANGUAGE_COOKIE, SAVED_LANGUAGE_COOKIE, SESSION_COOKIE } from "@/lib/cookies/names";
import { getViewerSummary } from "@/lib/graphql/reads/viewer";
import { type Locale, localeFromTag } from "@/lib/i18n/locales";
import { FollowSavedLanguage } from "./follow-saved-language";
import { isMemberShell } from "./member-shell";

/**
 * Section 4 puts the account's saved language before the device's cookie. Signing in and
 * saving write the cookie; a device already signed in learns of a language saved on another
 * device here, where a signed-in page reads the viewer anyway (the top bar's summary, read once
 * a request): when the account's language is not the one this device last heard, the browser
 * takes it up. The middleware stays free of database reads, and a language chosen on this
 * device whose save failed stays, as section 4 says, since the account's language has not moved.
 */
export async function SavedLanguage({ locale }: { locale: Locale }) {
  // a signed-in reader is given a copy only when there is no language to take up (lib/graphql/member-state.ts)
  if (await isMemberShell()) return null;
  const jar = await cookies();
  if (!jar.has(SESSION_COOKIE)) return null;
  const saved = (await getViewerSummary())?.settings.language;
  if (!saved) return null;
  // a device signed in before the note was kept has only its language cookie to go by
  const heard = jar.get(SAVED_LANGUAGE_COOKIE)?.value ?? jar.get(LANGUAGE_COOKIE)?.value;
  if (localeFromTag(heard) === localeFromTag(saved)) return null;
  return <FollowSavedLanguage language={saved} rerender={localeFromTag(saved) !== locale} />;
}
