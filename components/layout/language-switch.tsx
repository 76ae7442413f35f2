"use client";

import { useRouter } from "next/navigation";
import { useLocale, useTranslations } from "next-intl";
import { apiErrorCode, toastApiError } from "@/components/ui/api-error-toast";
import { Menu, MenuRadio, TriggerWords } from "@/components/ui/menu";
import { toast } from "@/components/ui/toast";
import { request } from "@/lib/graphql/client";
import { UpdateLanguage } from "@/lib/graphql/documents/islands/viewer";
import { LOGIN_ACTION_CODES } from "@/lib/graphql/error-messages";
import { LOCALES, type Locale, toLanguage } from "@/lib/i18n/locales";
import { writeLanguageCookie } from "./language-cookies";

const NAMES: Record<Locale, string> = { en: "English", "zh-Hant": "繁體中文", "zh-Hans": "简体中文" };

/**
 * The language menu (section 2.5). Choosing sets the cookie the middleware reads, updates
 * <html lang> at once, re-renders in the new language and, for a signed-in user, saves the
 * choice on the server; if saving fails the local choice stays and a toast says so.
 */
export function LanguageSwitch({ signedIn }: { signedIn: boolean }) {
  const current = useLocale() as Locale;
  const t = useTranslations("nav");
  const tAll = useTranslations();
  const router = useRouter();

  const choose = async (locale: Locale) => {
    if (locale === current) return;
    const language = toLanguage(locale);
    writeLanguageCookie(language);
    document.documentElement.lang = locale;
    router.refresh();
    if (!signedIn) return;
    try {
      await request(UpdateLanguage, { language });
    } catch (error) {
      // a lapsed session says so, with its Log in action; anything else is a failed save
      if (!(LOGIN_ACTION_CODES.has(apiErrorCode(error)) && toastApiError(error, tAll))) {
        toast.error(t("languageSaveFailed"));
      }
    }
  };

  return (
    <Menu
      label={t("languageCurrent", { language: NAMES[current] })}
      shape="adaptive"
      trigger={
        <>
          <svg
            aria-hidden="true"
            width="20"
            height="20"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            <circle cx="12" cy="12" r="9" />
            <path d="M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18" />
          </svg>
          <TriggerWords>{NAMES[current]}</TriggerWords>
        </>
      }
      closeOnScrollBelow={640}
    >
      {LOCALES.map((locale) => (
        <MenuRadio key={locale} checked={locale === current} onSelect={() => choose(locale)}>
          <span lang={locale}>{NAMES[locale]}</span>
        </MenuRadio>
      ))}
    </Menu>
  );
}
