import { useTranslations } from "next-intl";
import feedStyles from "@/components/article/article-feed.module.css";
import styles from "./notices.module.css";

/** What the notices page shows while its list is read. */
export function NoticesLoading() {
  const t = useTranslations("notices");
  return (
    <>
      <h1 className={feedStyles.heading}>{t("title")}</h1>
      <p role="status" className={styles.empty}>
        {t("loading")}
      </p>
    </>
  );
}
