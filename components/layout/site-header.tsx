import { getTranslations } from "next-intl/server";
import styles from "./site-header.module.css";

export async function SiteHeader() {
  const t = await getTranslations("site");
  return (
    <header className={styles.header}>
      <div className="container">
        <a href="/" className={styles.logo}>
          {t("name")}
        </a>
      </div>
    </header>
  );
}
