import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { FALLBACK_LOCALE, isLocale } from "@/lib/i18n/locales";
import { ErrorScreen } from "./error-screen";

/**
 * The not-found page's head: its own title in the page's language (the root layout adds the
 * site's name). Next adds noindex to every not-found answer itself.
 */
export async function notFoundMetadata(params: Promise<{ locale?: string }>): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: isLocale(locale) ? locale : FALLBACK_LOCALE, namespace: "errors" });
  return { title: t("notFoundTitle") };
}

/** Unknown addresses and missing entities: the error screen, headed as the page it stands for. */
export function NotFoundScreen() {
  return (
    <main id="main">
      <ErrorScreen kind="not_found" />
    </main>
  );
}
