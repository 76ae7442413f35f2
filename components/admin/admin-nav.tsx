import { getTranslations } from "next-intl/server";
import styles from "./admin.module.css";

/** The admin area's sections. */
const SECTIONS = [
  { key: "challenges", href: "/admin/challenges" },
  { key: "channels", href: "/admin/channels" },
  { key: "users", href: "/admin/users" },
  { key: "articles", href: "/admin/articles" },
  { key: "tags", href: "/admin/tags" },
  { key: "reports", href: "/admin/reports" },
  { key: "fediverse", href: "/admin/fediverse" },
  { key: "feedback", href: "/admin/feedback" },
  { key: "flags", href: "/admin/flags" },
  { key: "watch", href: "/admin/watch" },
  { key: "momentFeed", href: "/admin/moment-feed" },
  { key: "audit", href: "/admin/audit" },
  { key: "apps", href: "/admin/apps" },
  { key: "curation.topics", href: "/admin/topics" },
  { key: "curation.announcements", href: "/admin/announcements" },
] as const;

/** The admin area's navigation: its heading and a link to each section. */
export async function AdminNav() {
  const t = await getTranslations("admin");
  return (
    <nav className={styles.nav} aria-label={t("navLabel")}>
      <p className={styles.areaName}>{t("area")}</p>
      <ul>
        {SECTIONS.map((section) => (
          <li key={section.key}>
            <a href={section.href}>{t(`${section.key}.title`)}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
