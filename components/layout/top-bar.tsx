import { getTranslations } from "next-intl/server";
import { Suspense } from "react";
import { SearchEntry } from "@/components/search/search-entry";
import { SiteMenu } from "./site-menu";
import styles from "./top-bar.module.css";
import { ViewerControls } from "./viewer-controls";

/** The top bar (section 2.5). Shared HTML; only ViewerControls depends on who is looking. */
export async function TopBar() {
  const t = await getTranslations("site");
  return (
    <header className={styles.bar}>
      <div className={styles.inner}>
        <SiteMenu />
        <a href="/featured" className={styles.logo} aria-label={t("homeLink")}>
          {t("name")}
        </a>
        <SearchEntry />
        <div className={styles.controls}>
          <Suspense fallback={<span className={styles.placeholder} />}>
            <ViewerControls />
          </Suspense>
        </div>
      </div>
    </header>
  );
}
