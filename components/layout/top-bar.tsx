import { getTranslations } from "next-intl/server";
import { SearchEntry } from "@/components/search/search-entry";
import { SiteMenu } from "./site-menu";
import styles from "./top-bar.module.css";
import { ViewerControls } from "./viewer-controls";

/**
 * The top bar (section 2.5). Only ViewerControls depends on who is looking, and it is part of
 * the page's first flush, not streamed after it: every link is a whole-page load, and a
 * <Suspense> here showed its empty fallback on each one until React revealed the controls (at
 * least 300 ms after the first paint: React throttles its reveals), so they blinked out on
 * every page. The viewer's read (one per request, shared with the rest of the page) runs beside
 * the page's own reads.
 */
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
          <ViewerControls />
        </div>
      </div>
    </header>
  );
}
