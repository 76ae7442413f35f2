import { getTranslations } from "next-intl/server";
import styles from "./moment.module.css";

/** The moment page has no top bar (section 2.4): a slim header that leads home. */
export async function MomentHeader() {
  const [t, site] = await Promise.all([getTranslations("moment"), getTranslations("site")]);
  return (
    <header className={styles.header}>
      <div className={styles.headerInner}>
        <a href="/" className={styles.home}>
          <span aria-hidden="true">←</span> {site("name")}
        </a>
        <span className={styles.headerTitle}>{t("title")}</span>
      </div>
    </header>
  );
}
