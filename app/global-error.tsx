"use client";

import { useEffect, useState } from "react";
import { type Locale, localeFromTag } from "@/lib/i18n/locales";

type ErrorMessages = { maintenance: string; retry: string };

// Only the file of the page's language, and only once this screen is shown: this component
// is part of every page's first load, the message files are not. Loaded in the browser only
// (the effect below): on the server the compiler reads `typeof window` as "undefined" and drops
// the imports, so the worker does not carry a second copy of the three files (33 KiB gzip).
const load: Record<Locale, () => Promise<{ default: { errors: ErrorMessages } }>> | null =
  typeof window === "undefined"
    ? null
    : {
        en: () => import("@/messages/en.json"),
        "zh-Hant": () => import("@/messages/zh-Hant.json"),
        "zh-Hans": () => import("@/messages/zh-Hans.json"),
      };

/** When even the root layout fails there is no message provider: pick the file by the page's language. */
export default function GlobalError({ reset }: { error: Error; reset: () => void }) {
  // read while the failed page's <html> is still the document's (this screen replaces it)
  const [locale] = useState<Locale>(
    () =>
      (typeof document !== "undefined" && localeFromTag(document.documentElement.lang)) ||
      (typeof navigator !== "undefined" && localeFromTag(navigator.language)) ||
      "zh-Hans",
  );
  const [t, setT] = useState<ErrorMessages | null>(null);

  useEffect(() => {
    load?.[locale]().then((file) => setT(file.default.errors));
  }, [locale]);

  return (
    <html lang={locale}>
      <body>
        <main style={{ padding: "4rem 1rem", textAlign: "center", fontFamily: "system-ui, sans-serif" }}>
          {t ? (
            <>
              <p role="alert">{t.maintenance}</p>
              <button type="button" onClick={reset}>
                {t.retry}
              </button>
            </>
          ) : null}
        </main>
      </body>
    </html>
  );
}
