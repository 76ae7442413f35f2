import { getFormatter, getTranslations } from "next-intl/server";
import { FeedMore, nextPagePath, StaleCursor } from "@/components/article/article-feed";
import feedStyles from "@/components/article/article-feed.module.css";
import { commentAnchor } from "@/components/comment/comment-thread";
import { getViewerCommentHistory } from "@/lib/graphql/reads/history";
import { htmlBlocks } from "@/lib/text/html-text";
import { articlePath, momentPath } from "@/lib/url/entity-paths";
import styles from "./history.module.css";
import { HISTORY_PATHS, HistoryTabs } from "./history-tabs";
import { SHOWN_TIME } from "./read-history";

const EXCERPT = 140;
const textOf = (html: string | null | undefined, max: number) => {
  const text = htmlBlocks(html ?? "")
    .map((b) => b.text)
    .join(" ");
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
};

type Place = { __typename: string; id?: string; shortHash?: string; title?: string; content?: string | null };

/**
 * Where a comment is: its article's or moment's page, asked to put the comment's thread first
 * (`?comment=`, so it is there without scripts) and pointed at it by the `#thread-reply` fragment
 * that the page scrolls to.
 */
function commentHref(place: Place, id: string, parentId: string | null) {
  const thread = parentId ?? id;
  const path = place.__typename === "Moment" ? momentPath(place.shortHash ?? "") : articlePath(place.shortHash ?? "");
  return `${path}?comment=${encodeURIComponent(thread)}#${parentId ? commentAnchor(parentId, id) : commentAnchor(id)}`;
}

/** The reader's own comments, newest first, each linking to its place in its thread. */
export async function CommentHistory({ after }: { after: string | null }) {
  const t = await getTranslations("history");
  const format = await getFormatter();
  const page = await getViewerCommentHistory(after).catch((error) => {
    if (after) return null;
    throw error;
  });
  const edges = page?.edges ?? [];
  return (
    <section aria-labelledby="feed-heading">
      <h1 id="feed-heading" className={feedStyles.heading}>
        {t("title")}
      </h1>
      <HistoryTabs current="comments" />
      {!page ? (
        <StaleCursor path={HISTORY_PATHS.comments} />
      ) : edges.length === 0 ? (
        <p className={feedStyles.empty}>{t("noComments")}</p>
      ) : (
        <ol className={styles.list} data-more-items="">
          {edges.map(({ node: comment }) => {
            const place = comment.node as Place;
            const name =
              place.__typename === "Moment" ? textOf(place.content, 40) || t("aMoment") : (place.title ?? "");
            return (
              <li key={comment.id} className={styles.item}>
                <p className={styles.meta}>
                  {t(place.__typename === "Moment" ? "commentOnMoment" : "commentOnArticle", { name })}
                  {" · "}
                  <time dateTime={comment.createdAt}>{format.dateTime(new Date(comment.createdAt), SHOWN_TIME)}</time>
                </p>
                <p className={styles.excerpt}>
                  <a href={commentHref(place, comment.id, comment.parentComment?.id ?? null)} className={styles.place}>
                    {textOf(comment.content, EXCERPT) || t("emptyComment")}
                  </a>
                </p>
              </li>
            );
          })}
        </ol>
      )}
      {page ? (
        <FeedMore next={nextPagePath(HISTORY_PATHS.comments, page.pageInfo)} listClassName={styles.list} />
      ) : null}
    </section>
  );
}
