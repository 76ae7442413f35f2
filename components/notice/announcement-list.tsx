import { getLocale, getTranslations } from "next-intl/server";
import { getAnnouncements } from "@/lib/graphql/reads/official";
import { isLocale, toLanguage } from "@/lib/i18n/locales";
import styles from "./announcement-list.module.css";

/** The team's live announcements, in the reader's language; nothing at all when there are none. */
export async function AnnouncementList() {
  const locale = await getLocale();
  const t = await getTranslations("home");
  const announcements = await getAnnouncements(toLanguage(isLocale(locale) ? locale : "en"));
  const shown = announcements.filter((a) => a.title);
  if (shown.length === 0) return null;
  return (
    <section aria-labelledby="announcements-heading" className={styles.section}>
      <h2 id="announcements-heading" className={styles.heading}>
        {t("announcements")}
      </h2>
      <ul className={styles.list}>
        {shown.map((a) => (
          <li key={a.id} className={styles.item}>
            <p className={styles.title}>{a.link ? <a href={a.link}>{a.title}</a> : a.title}</p>
            {a.content ? <p className={styles.content}>{a.content}</p> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
