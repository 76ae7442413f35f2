import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { LinkTabs } from "@/components/ui/link-tabs";
import styles from "./tag.module.css";
import { type TagView, tagOrderPath } from "./tag-param";

/**
 * The tag's name and counts, the reader's bookmark button (`actions`), and the Hottest /
 * Latest / Moments tabs as links (each list has its own address).
 */
export async function TagHeader({
  content,
  numArticles,
  numMoments,
  numFollowers,
  path,
  order,
  actions,
}: {
  content: string;
  numArticles: number;
  numMoments: number;
  numFollowers: number;
  path: string;
  order: TagView;
  actions?: ReactNode;
}) {
  const t = await getTranslations("tag");
  const tabs: { order: TagView; label: string }[] = [
    { order: "hottest", label: t("hottest") },
    { order: "latest", label: t("latest") },
    { order: "moments", label: t("moments") },
  ];
  return (
    <>
      <header className={styles.header}>
        <h1 id="tag-heading">#{content}</h1>
        <p className={styles.stats}>
          <span>{t("articles", { count: numArticles })}</span>
          <span>{t("momentCount", { count: numMoments })}</span>
          <span>{t("bookmarks", { count: numFollowers })}</span>
        </p>
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </header>
      <LinkTabs
        label={t("tabs")}
        tabs={tabs.map((tab) => ({
          key: tab.order,
          href: tagOrderPath(path, tab.order),
          label: tab.label,
          current: tab.order === order,
        }))}
      />
    </>
  );
}
