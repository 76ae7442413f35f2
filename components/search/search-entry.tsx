import { getTranslations } from "next-intl/server";
import styles from "./search-entry.module.css";

/**
 * Search in the top bar: a form on wide screens, a button to the search page on narrow ones
 * (section 2.5). A plain GET form works before any script loads.
 */
export async function SearchEntry() {
  const t = await getTranslations("search");
  return (
    <>
      <search className={styles.form}>
        <form action="/search" method="get">
          <input
            type="search"
            name="q"
            className={styles.input}
            placeholder={t("placeholder")}
            aria-label={t("label")}
            maxLength={100}
            enterKeyHint="search"
          />
        </form>
      </search>
      <a href="/search" className={styles.button}>
        <span className="visually-hidden">{t("label")}</span>
        <svg
          aria-hidden="true"
          width="20"
          height="20"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <circle cx="11" cy="11" r="7" />
          <path d="m20 20-3.5-3.5" />
        </svg>
      </a>
    </>
  );
}
