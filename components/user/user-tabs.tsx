import { useTranslations } from "next-intl";
import { userCollectionsPath, userMomentsPath, userPath } from "@/lib/url/entity-paths";
import styles from "./user-tabs.module.css";

export type UserTab = "articles" | "moments" | "collections";

/** A person's works by kind, as links: each tab is an address of its own. */
export function UserTabs({ userName, current }: { userName: string; current: UserTab }) {
  const t = useTranslations("user");
  const tabs: { tab: UserTab; href: string }[] = [
    { tab: "articles", href: userPath(userName) },
    { tab: "moments", href: userMomentsPath(userName) },
    { tab: "collections", href: userCollectionsPath(userName) },
  ];
  return (
    <nav aria-label={t("worksTabs")} className={styles.tabs}>
      {tabs.map(({ tab, href }) => (
        <a key={tab} href={href} className={styles.tab} aria-current={tab === current ? "page" : undefined}>
          {t(`tab.${tab}`)}
        </a>
      ))}
    </nav>
  );
}
