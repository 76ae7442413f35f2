import { getTranslations } from "next-intl/server";
import { Suspense } from "react";
import { getViewerSummary } from "@/lib/graphql/reads/viewer";
import { LanguageSwitch } from "./language-switch";
import styles from "./top-bar.module.css";

/** The header of pages without site navigation: the logo home and the language. */
export async function StandaloneHeader() {
  const t = await getTranslations("site");
  return (
    <header className={styles.bar}>
      <div className={styles.inner}>
        <a href="/" className={styles.logo} aria-label={t("homeLink")}>
          {t("name")}
        </a>
        <div className={styles.controls}>
          <Suspense fallback={<LanguageSwitch signedIn={false} />}>
            <ViewerLanguageSwitch />
          </Suspense>
        </div>
      </div>
    </header>
  );
}

async function ViewerLanguageSwitch() {
  const viewer = await getViewerSummary();
  return <LanguageSwitch signedIn={Boolean(viewer?.id)} />;
}
