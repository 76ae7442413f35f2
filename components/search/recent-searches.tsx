import { getTranslations } from "next-intl/server";
import { getRecentSearches } from "@/lib/graphql/reads/search";
import { searchPath } from "@/lib/url/entity-paths";
import { ClearRecentSearches } from "./clear-recent-searches";
import styles from "./search-results.module.css";

/** A signed-in reader's recent searches, shown on the empty search page on narrow screens. */
export async function RecentSearches() {
  const keys = await getRecentSearches();
  if (keys.length === 0) return null;
  const t = await getTranslations("search");
  return (
    <section className={styles.recent} aria-labelledby="recent-searches">
      <div className={styles.recentHeader}>
        <h2 id="recent-searches">{t("recent")}</h2>
        <ClearRecentSearches />
      </div>
      <ul className={styles.recentList}>
        {keys.map((key) => (
          <li key={key}>
            <a href={searchPath(key)}>{key}</a>
          </li>
        ))}
      </ul>
    </section>
  );
}
