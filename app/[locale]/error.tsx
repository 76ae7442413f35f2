"use client";

import { useTranslations } from "next-intl";
import { ErrorScreen } from "@/components/layout/error-screen";

/** A render failure anywhere below the root layout: the error screen with a retry. */
export default function RenderError({ reset }: { error: Error; reset: () => void }) {
  const t = useTranslations("errors");
  return (
    <main id="main">
      <ErrorScreen kind="network">
        <button type="button" onClick={reset}>
          {t("retry")}
        </button>
        <a href="/">{t("backHome")}</a>
      </ErrorScreen>
    </main>
  );
}
