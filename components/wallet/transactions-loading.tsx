import { useTranslations } from "next-intl";
import styles from "./wallet.module.css";

/** What the transactions page shows while its list is read. */
export function TransactionsLoading() {
  const t = useTranslations("wallet");
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{t("transactions")}</h1>
      <p role="status" className={styles.empty}>
        {t("loading")}
      </p>
    </div>
  );
}
