import { useFormatter, useTranslations } from "next-intl";
import { Avatar } from "@/components/layout/avatar";
import { NOTICE_KINDS, type NoticeView } from "./notice-view";
import styles from "./notices.module.css";

/** How many of a group's faces show beside it. */
const FACES = 3;
/** server/db/queries/notices.ts NOTICE_ACTORS_SHOWN: a group listing this many may have more. */
const ACTORS_LISTED = 20;

/**
 * One notice: who (the latest actor, "and N others" for a group), what they did, to what,
 * when; the whole line links to it. An unread one is marked, in words for screen readers too.
 */
export function NoticeItem({ notice }: { notice: NoticeView }) {
  const t = useTranslations("notices");
  const format = useFormatter();
  const [first] = notice.actors;
  const others = Math.max(notice.actors.length - 1, 0);
  const kind = (NOTICE_KINDS as readonly string[]).includes(notice.kind) ? notice.kind : "Other";
  const text =
    kind === "OfficialAnnouncement"
      ? (notice.message ?? "")
      : t(`kinds.${kind}` as "kinds.Other", {
          actor: first?.name || t("someone"),
          others,
          more: notice.actors.length >= ACTORS_LISTED ? "more" : "exact",
        });
  const body = (
    <>
      <span className={styles.faces} aria-hidden="true">
        {notice.actors.slice(0, FACES).map((a) => (
          <Avatar key={a.id} src={a.avatar} name={a.name} size={32} />
        ))}
      </span>
      <span className={styles.words}>
        <span className={styles.what}>{text}</span>
        {notice.subject ? <span className={styles.subject}>{notice.subject}</span> : null}
        <time className={styles.when} dateTime={notice.createdAt} suppressHydrationWarning>
          {format.dateTime(new Date(notice.createdAt), { dateStyle: "medium", timeStyle: "short" })}
        </time>
      </span>
      {notice.unread ? (
        <span className={styles.unread}>
          <span className={styles.hidden}>{t("unread")}</span>
        </span>
      ) : null}
    </>
  );
  return (
    <li className={styles.item} data-unread={notice.unread ? "" : undefined} data-testid="notice">
      {notice.href ? (
        <a className={styles.link} href={notice.href}>
          {body}
        </a>
      ) : (
        <div className={styles.link}>{body}</div>
      )}
    </li>
  );
}
