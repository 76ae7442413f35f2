import { getFormatter, getTranslations } from "next-intl/server";
import styles from "./fediverse.module.css";
import type { FediverseProfile } from "./fediverse-page";
import { MarkReadButton } from "./mark-read-button";

const CATEGORIES = new Set(["follow", "reply", "like", "announce", "mention"]);

/** What the fediverse did to the reader, grouped, newest first, with "mark all read". */
export async function NotificationList({ notifications }: { notifications: FediverseProfile["notifications"] }) {
  const t = await getTranslations("fediverse");
  const format = await getFormatter();
  const unread = notifications.some((n) => n.unreadCount > 0);
  return (
    <>
      <h2>{t("notificationsTitle")}</h2>
      {unread ? <MarkReadButton /> : null}
      {notifications.length === 0 ? (
        <p>{t("notificationsEmpty")}</p>
      ) : (
        <ul className={styles.list}>
          {notifications.map((n) => (
            <li key={n.id} className={`${styles.item} ${n.unreadCount > 0 ? styles.unread : ""}`}>
              <span>
                {n.remoteActorIds.slice(0, 3).join(", ")}{" "}
                {CATEGORIES.has(n.category) ? t(`category.${n.category}`) : n.category}
                {n.headline ? ` · ${n.headline}` : ""}
                {n.eventCount > 1 ? ` · ${t("events", { count: n.eventCount })}` : ""}
                {n.unreadCount > 0 ? ` · ${t("unread")}` : ""}
              </span>
              {n.preview ? <span className={styles.hint}>{n.preview}</span> : null}
              {n.publishedAt ? (
                <time className={styles.account} dateTime={n.publishedAt}>
                  {format.dateTime(new Date(n.publishedAt), { dateStyle: "medium", timeStyle: "short" })}
                </time>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
