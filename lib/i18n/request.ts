import { getRequestConfig } from "next-intl/server";
import { FALLBACK_LOCALE, isLocale } from "./locales";

// The locale comes from the internal [locale] segment the middleware rewrote to.
export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = isLocale(requested) ? requested : FALLBACK_LOCALE;
  return { locale, messages: (await import(`../../messages/${locale}.json`)).default };
});
