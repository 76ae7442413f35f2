import { getTranslations } from "next-intl/server";
import { BackLink } from "./back-link";
import { SiteMenu } from "./site-menu";
import styles from "./top-bar.module.css";

/**
 * The header of pages that hide the top bar to keep the reader on one thing (moment detail,
 * section 2.4): the top bar's frame with back, the logo, the page's name and the navigation
 * drawer; no search, no account controls.
 */
export async function MinimalHeader({ title }: { title: string }) {
  const [site, nav] = await Promise.all([getTranslations("site"), getTranslations("nav")]);
  return (
    <header className={styles.bar}>
      <div className={`${styles.inner} ${styles.narrow}`}>
        <BackLink label={nav("back")} className={styles.iconLink} />
        <a href="/featured" className={styles.logo} aria-label={site("homeLink")}>
          {site("name")}
        </a>
        <span className={styles.title}>{title}</span>
        <div className={styles.controls}>
          <SiteMenu />
        </div>
      </div>
    </header>
  );
}
