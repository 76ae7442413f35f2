"use client";

import { localeFromTag } from "@/lib/i18n/locales";
import en from "@/messages/en.json";
import zhHans from "@/messages/zh-Hans.json";
import zhHant from "@/messages/zh-Hant.json";

const MESSAGES = { en, "zh-Hant": zhHant, "zh-Hans": zhHans };

/** When even the root layout fails there is no message provider: pick the file by the page's language. */
export default function GlobalError({ reset }: { error: Error; reset: () => void }) {
  const locale =
    (typeof document !== "undefined" && localeFromTag(document.documentElement.lang)) ||
    (typeof navigator !== "undefined" && localeFromTag(navigator.language)) ||
    "zh-Hans";
  const t = MESSAGES[locale].errors;
  return (
    <html lang={locale}>
      <body>
        <main style={{ padding: "4rem 1rem", textAlign: "center", fontFamily: "system-ui, sans-serif" }}>
          <p role="alert">{t.maintenance}</p>
          <button type="button" onClick={reset}>
            {t.retry}
          </button>
        </main>
      </body>
    </html>
  );
}
