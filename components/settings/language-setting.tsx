"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { request } from "@/lib/graphql/client";
import { SaveLanguage } from "@/lib/graphql/documents/islands/settings/settings";
import type { UserLanguage } from "@/lib/graphql/generated/settings/graphql";
import { LOCALES, toLanguage } from "@/lib/i18n/locales";
import { ChoiceSetting } from "./choice-setting";

const NAMES: Record<UserLanguage, { label: string; lang: string }> = {
  en: { label: "English", lang: "en" },
  zh_hant: { label: "繁體中文", lang: "zh-Hant" },
  zh_hans: { label: "简体中文", lang: "zh-Hans" },
};

/**
 * The account's language, each named in itself. Saving sets the language cookie too (the
 * API's answer carries it), so the page comes back in the new language.
 */
export function LanguageSetting({ language }: { language: UserLanguage }) {
  const t = useTranslations("settings");
  const router = useRouter();
  const options = LOCALES.map((locale) => ({ value: toLanguage(locale), ...NAMES[toLanguage(locale)] }));
  return (
    <ChoiceSetting
      legend={t("language")}
      options={options}
      value={language}
      save={async (value) => {
        await request(SaveLanguage, { language: value });
        document.documentElement.lang = NAMES[value].lang;
        router.refresh();
      }}
    />
  );
}
