import { useTranslations } from "next-intl";
import { LoadMore } from "@/components/ui/load-more";
import styles from "./search-results.module.css";

/**
 * The search page's next pages: appended on scroll, marked on the server like the first page
 * (the list carries MORE_LIST). Without scripts, or on a failure, the link still works.
 */
export function MoreResults({ href }: { href: string }) {
  const t = useTranslations("search");
  return (
    <LoadMore
      href={href}
      label={t("more")}
      loadingLabel={t("searching")}
      as="ol"
      listClassName={styles.list}
      linkClassName={styles.more}
      statusClassName={styles.empty}
    />
  );
}
