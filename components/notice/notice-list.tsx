import { getTranslations } from "next-intl/server";
import { nextPagePath, StaleCursor } from "@/components/article/article-feed";
import feedStyles from "@/components/article/article-feed.module.css";
import { MorePages } from "@/components/ui/more-pages";
import { getViewerNotices } from "@/lib/graphql/reads/notices";
import { NoticeActions } from "./notice-actions";
import { NoticeItem } from "./notice-item";
import { toNoticeView } from "./notice-view";
import styles from "./notices.module.css";

const PATH = "/me/notifications";

/**
 * The reader's notices, latest first, 15 a page: later pages load as the list nears its end
 * (MorePages fetches the next page's own HTML), or by the plain link without scripts.
 */
export async function NoticeList({ after }: { after: string | null }) {
  const t = await getTranslations("notices");
  const page = await getViewerNotices(after).catch((error) => {
    if (after) return null;
    throw error;
  });
  if (!page) return <StaleCursor path={PATH} />;
  const notices = (page.edges ?? []).map((e) => toNoticeView(e.node));
  const next = nextPagePath(PATH, page.pageInfo);
  return (
    <>
      <div className={styles.header}>
        <h1 id="notices-heading" className={feedStyles.heading}>
          {t("title")}
        </h1>
        <span className={styles.tools}>
          {notices.length > 0 ? <NoticeActions unreadOnOpen={notices.some((n) => n.unread)} /> : null}
          <a href="/me/settings/notifications">{t("settingsLink")}</a>
        </span>
      </div>
      {notices.length === 0 ? (
        <p className={styles.empty}>{t("empty")}</p>
      ) : (
        <ol className={styles.list} aria-labelledby="notices-heading" data-more-items="">
          {notices.map((notice) => (
            <NoticeItem key={notice.id} notice={notice} />
          ))}
        </ol>
      )}
      {next ? (
        <MorePages href={next} label={t("more")} loadingLabel={t("loading")} listClassName={styles.list} />
      ) : null}
    </>
  );
}
