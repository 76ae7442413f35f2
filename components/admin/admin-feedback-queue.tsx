import { getFormatter, getTranslations } from "next-intl/server";
import type { AdminFeedbackQuery, TopicChannelFeedbackType } from "@/lib/graphql/generated/graphql";
import styles from "./admin.module.css";
import { FeedbackActions } from "./feedback-actions";

type Queue = AdminFeedbackQuery["oss"]["topicChannelFeedbacks"];

/** Where focus goes once a reviewed entry has left the queue (feedback-actions.tsx). */
const QUEUE_HEADING = "admin-heading";

const names = (channels: readonly { name: string }[] | null | undefined, none: string) =>
  channels?.length ? channels.map((c) => c.name).join(", ") : none;

/**
 * Authors' feedback on their articles' topic channels, newest first: the article and its
 * author, what the author said, the channels asked for beside the ones it is filed under now,
 * and accept or reject while it is pending. A plain GET form filters it; older ones by cursor.
 */
export async function AdminFeedbackQueue({
  queue,
  all,
  type,
}: {
  queue: Queue;
  all: boolean;
  type: TopicChannelFeedbackType | null;
}) {
  const t = await getTranslations("admin.feedback");
  const format = await getFormatter();
  const entries = (queue.edges ?? []).map((edge) => edge.node);
  const filters = { ...(all ? { state: "all" } : {}), ...(type ? { type } : {}) };
  return (
    <section className={styles.section} aria-labelledby={QUEUE_HEADING}>
      <h1 id={QUEUE_HEADING} tabIndex={-1}>
        {t("title")}
      </h1>
      <search>
        <form method="get" action="/admin/feedback">
          <label htmlFor="feedback-state">{t("stateLabel")}</label>{" "}
          <select id="feedback-state" name="state" defaultValue={all ? "all" : "pending"}>
            <option value="pending">{t("filterPending")}</option>
            <option value="all">{t("filterAll")}</option>
          </select>{" "}
          <label htmlFor="feedback-type">{t("typeLabel")}</label>{" "}
          <select id="feedback-type" name="type" defaultValue={type ?? ""}>
            <option value="">{t("filterAnyType")}</option>
            <option value="negative">{t("types.negative")}</option>
            <option value="positive">{t("types.positive")}</option>
          </select>{" "}
          <button type="submit" className="button-primary">
            {t("filter")}
          </button>
        </form>
      </search>
      {entries.length === 0 ? <p>{t("empty")}</p> : <p>{t("count", { count: queue.totalCount })}</p>}
      <ol className={styles.reportQueue}>
        {entries.map((entry) => {
          const article = entry.article;
          const current = article.classification.topicChannel.channels?.map((c) => c.channel);
          return (
            <li key={entry.id} aria-label={article.title}>
              <h2>
                <a href={`/admin/articles/${encodeURIComponent(article.shortHash)}`}>{article.title}</a>
              </h2>
              <p>
                {t("by", { name: article.author.displayName ?? article.author.userName ?? "—" })}
                {", "}
                <time dateTime={entry.createdAt}>
                  {format.dateTime(new Date(entry.createdAt), { dateStyle: "medium", timeStyle: "short" })}
                </time>
                {" · "}
                {t(`types.${entry.type}`)}
                {" · "}
                {t(`states.${entry.state ?? "pending"}`)}
              </p>
              <dl>
                <dt>{t("current")}</dt>
                <dd>{names(current, t("none"))}</dd>
                {entry.type === "negative" ? (
                  <>
                    <dt>{t("asked")}</dt>
                    <dd>{names(entry.channels, t("none"))}</dd>
                  </>
                ) : null}
              </dl>
              {entry.state === "pending" ? (
                <FeedbackActions id={entry.id} title={article.title} headingId={QUEUE_HEADING} />
              ) : null}
            </li>
          );
        })}
      </ol>
      {queue.pageInfo.hasNextPage && queue.pageInfo.endCursor ? (
        <p>
          <a href={`/admin/feedback?${new URLSearchParams({ ...filters, after: queue.pageInfo.endCursor })}`}>
            {t("more")}
          </a>
        </p>
      ) : null}
    </section>
  );
}
