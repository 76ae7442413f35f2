import { getFormatter, getTranslations } from "next-intl/server";
import type { AdminWatchQuery } from "@/lib/graphql/generated/graphql";
import { htmlToText } from "@/lib/text/html-text";
import styles from "./admin.module.css";
import { WatchActions } from "./watch-actions";

type Queue = AdminWatchQuery["communityWatchActions"];

/**
 * The community-watch queue for admins: each removed comment with its kept words, who removed
 * it and why, where it was, and what the review made of it; newest first, older ones by cursor.
 */
export async function AdminWatchQueue({ queue }: { queue: Queue }) {
  const t = await getTranslations("admin.watch");
  const format = await getFormatter();
  const actions = (queue.edges ?? []).map((edge) => edge.node);
  return (
    <section className={styles.section} aria-labelledby="admin-heading">
      <h1 id="admin-heading">{t("title")}</h1>
      {actions.length === 0 ? <p>{t("empty")}</p> : <p>{t("count", { count: queue.totalCount })}</p>}
      <ol className={styles.reportQueue}>
        {actions.map((action) => (
          <li key={action.uuid} aria-label={t("entry", { name: action.actorDisplayName })}>
            <h2>
              {t(`reasons.${action.reason}`)}
              {" — "}
              {action.sourceUrl ? <a href={action.sourceUrl}>{action.sourceTitle}</a> : action.sourceTitle}
            </h2>
            <p>{action.contentCleared ? <em>{t("cleared")}</em> : <q>{htmlToText(action.originalContent ?? "")}</q>}</p>
            <p>
              {t("removedBy", { name: action.actorDisplayName })}
              {", "}
              <time dateTime={String(action.createdAt)}>
                {format.dateTime(new Date(action.createdAt), { dateStyle: "medium", timeStyle: "short" })}
              </time>
              {" · "}
              {t(`actionStates.${action.actionState}`)}
              {" · "}
              {t(`reviewStates.${action.reviewState}`)}
            </p>
            <WatchActions
              uuid={action.uuid}
              removed={action.actionState === "active"}
              kept={!action.contentCleared}
              reviewed={action.reviewState !== "pending"}
            />
          </li>
        ))}
      </ol>
      {queue.pageInfo.hasNextPage && queue.pageInfo.endCursor ? (
        <p>
          <a href={`/admin/watch?${new URLSearchParams({ after: queue.pageInfo.endCursor })}`}>{t("more")}</a>
        </p>
      ) : null}
    </section>
  );
}
