import { getFormatter, getTranslations } from "next-intl/server";
import { ArticleFeed, nextPagePath, StaleCursor } from "@/components/article/article-feed";
import { getViewerReadHistory } from "@/lib/graphql/reads/history";
import { ClearHistoryButton } from "./clear-history-button";
import styles from "./history.module.css";
import { HISTORY_PATHS, HistoryTabs } from "./history-tabs";

/** Times are written on the server, in UTC, and say so. */
export const SHOWN_TIME = {
  year: "numeric",
  month: "short",
  day: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  timeZone: "UTC",
  timeZoneName: "short",
} as const;

/** The articles the reader read, last read first, each with when; later pages follow on scroll. */
export async function ReadHistory({ after }: { after: string | null }) {
  const t = await getTranslations("history");
  const format = await getFormatter();
  const page = await getViewerReadHistory(after).catch((error) => {
    if (after) return null;
    throw error;
  });
  if (!page) return <StaleCursor path={HISTORY_PATHS.articles} />;
  const edges = page.edges ?? [];
  const readAt = new Map(edges.map((e) => [e.node.article.id, e.node.readAt]));
  const when = (id: string) => {
    const time = readAt.get(id);
    return time ? t("readAt", { time: format.dateTime(new Date(time), SHOWN_TIME) }) : null;
  };
  return (
    <ArticleFeed
      heading={t("title")}
      before={
        <>
          <HistoryTabs current="articles" />
          {edges.length > 0 && !after ? (
            <div className={styles.bar}>
              <p className={styles.summary}>{t("readCount", { count: page.totalCount })}</p>
              <ClearHistoryButton
                words={{
                  label: t("clear"),
                  question: t("clearQuestion"),
                  confirm: t("clearConfirm"),
                  cancel: t("cancel"),
                  done: t("cleared"),
                }}
              />
            </div>
          ) : null}
        </>
      }
      articles={edges.map((e) => e.node.article)}
      next={nextPagePath(HISTORY_PATHS.articles, page.pageInfo)}
      empty={t("noReads")}
      labelOf={(article) => when(article.id)}
    />
  );
}
