import { getFormatter, getTranslations } from "next-intl/server";
import { FeedMore, nextPagePath, StaleCursor } from "@/components/article/article-feed";
import feedStyles from "@/components/article/article-feed.module.css";
import { getViewerLikes } from "@/lib/graphql/reads/history";
import { articlePath, userPath } from "@/lib/url/entity-paths";
import styles from "./history.module.css";
import { HISTORY_PATHS, HistoryTabs } from "./history-tabs";
import { SHOWN_TIME } from "./read-history";

type Person = { userName?: string | null; displayName?: string | null } | null | undefined;

/**
 * The likes (the contract's appreciations of articles) the reader gave or received, newest
 * first, with their sum. Moment and collection likes carry no amount and no Appreciation in the
 * contract, so they are not listed here.
 */
export async function LikeHistory({ side, after }: { side: "sent" | "received"; after: string | null }) {
  const t = await getTranslations("history");
  const format = await getFormatter();
  const path = side === "sent" ? HISTORY_PATHS.likesSent : HISTORY_PATHS.likesReceived;
  const likes = await getViewerLikes(side, after).catch((error) => {
    if (after) return null;
    throw error;
  });
  const edges = likes?.page.edges ?? [];
  const person = (p: Person) =>
    p?.userName ? (
      <a href={userPath(p.userName)}>{p.displayName || p.userName}</a>
    ) : (
      <span>{p?.displayName || t("margins")}</span>
    );
  return (
    <section aria-labelledby="feed-heading">
      <h1 id="feed-heading" className={feedStyles.heading}>
        {t("title")}
      </h1>
      <HistoryTabs current={side === "sent" ? "likesSent" : "likesReceived"} />
      {!likes ? (
        <StaleCursor path={path} />
      ) : edges.length === 0 ? (
        <p className={feedStyles.empty}>{t(side === "sent" ? "noLikesSent" : "noLikesReceived")}</p>
      ) : (
        <>
          {!after ? (
            <p className={styles.summary}>
              {t(side === "sent" ? "likesSentTotal" : "likesReceivedTotal", { count: likes.total })}
            </p>
          ) : null}
          <ol className={styles.list} data-more-items="">
            {edges.map(({ cursor, node }) => (
              <li key={cursor} className={styles.item}>
                <p className={styles.meta}>
                  <time dateTime={node.createdAt}>{format.dateTime(new Date(node.createdAt), SHOWN_TIME)}</time>
                </p>
                <p className={styles.excerpt}>
                  {t.rich(side === "sent" ? "sentLine" : "receivedLine", {
                    count: node.amount,
                    likes: (chunks) => <span className={styles.amount}>{chunks}</span>,
                    person: () => person(side === "sent" ? node.recipient : node.sender),
                  })}
                  {" · "}
                  {node.target ? (
                    <a href={articlePath(node.target.shortHash)} className={styles.place}>
                      {node.target.title}
                    </a>
                  ) : (
                    <span>{t("goneArticle")}</span>
                  )}
                </p>
              </li>
            ))}
          </ol>
        </>
      )}
      {likes ? <FeedMore next={nextPagePath(path, likes.page.pageInfo)} listClassName={styles.list} /> : null}
    </section>
  );
}
