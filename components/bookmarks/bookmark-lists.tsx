import { getTranslations } from "next-intl/server";
import { ArticleFeed, nextPagePath, StaleCursor } from "@/components/article/article-feed";
import feedStyles from "@/components/article/article-feed.module.css";
import tagStyles from "@/components/tag/tag.module.css";
import { TagBookmarkButton } from "@/components/tag/tag-bookmark-button";
import { LinkTabs } from "@/components/ui/link-tabs";
import type { ViewerKind } from "@/lib/graphql/reads/social";
import { getViewerBookmarkedArticles, getViewerBookmarkedTags } from "@/lib/graphql/reads/social";
import { tagPath } from "@/lib/url/entity-paths";
import styles from "./bookmarks.module.css";

// The reader's bookmarks (section 2.2's /me/bookmarks/articles and /me/bookmarks/tags), read
// as the viewer on every request: nobody else's page shows them.

export type BookmarksTab = "articles" | "tags";
const PATHS: Record<BookmarksTab, string> = { articles: "/me/bookmarks/articles", tags: "/me/bookmarks/tags" };

async function BookmarkTabs({ current }: { current: BookmarksTab }) {
  const t = await getTranslations("bookmarks");
  return (
    <LinkTabs
      label={t("tabs")}
      tabs={(Object.keys(PATHS) as BookmarksTab[]).map((key) => ({
        key,
        href: PATHS[key],
        label: t(key),
        current: key === current,
      }))}
    />
  );
}

/** Bookmarked articles, last bookmarked first; later pages follow on scroll. */
export async function BookmarkedArticles({ after }: { after: string | null }) {
  const t = await getTranslations("bookmarks");
  const page = await getViewerBookmarkedArticles(after).catch((error) => {
    if (after) return null;
    throw error;
  });
  if (!page) return <StaleCursor path={PATHS.articles} />;
  return (
    <ArticleFeed
      heading={t("title")}
      before={<BookmarkTabs current="articles" />}
      articles={(page.edges ?? []).map((e) => e.node)}
      next={nextPagePath(PATHS.articles, page.pageInfo)}
      empty={t("noArticles")}
    />
  );
}

/** Bookmarked tags, last bookmarked first, each with its button: removing one takes it off the list. */
export async function BookmarkedTags({ after, viewer }: { after: string | null; viewer: ViewerKind }) {
  const t = await getTranslations("bookmarks");
  const page = await getViewerBookmarkedTags(after).catch((error) => {
    if (after) return null;
    throw error;
  });
  const tags = (page?.edges ?? []).map((e) => e.node);
  const next = page ? nextPagePath(PATHS.tags, page.pageInfo) : null;
  return (
    <section aria-labelledby="feed-heading">
      <h1 id="feed-heading" className={feedStyles.heading}>
        {t("title")}
      </h1>
      <BookmarkTabs current="tags" />
      {!page ? (
        <StaleCursor path={PATHS.tags} />
      ) : tags.length === 0 ? (
        <p className={feedStyles.empty}>{t("noTags")}</p>
      ) : (
        <ul className={styles.tags}>
          {tags.map((tag) => (
            <li key={tag.id} className={styles.tag}>
              <a href={tagPath(tag.id, tag.slug)} className={tagStyles.name}>
                #{tag.content}
              </a>
              <span className={tagStyles.count}>{t("tagArticles", { count: tag.numArticles })}</span>
              <TagBookmarkButton tagId={tag.id} content={tag.content} viewer={viewer} initial />
            </li>
          ))}
        </ul>
      )}
      {next ? (
        <p>
          <a href={next} className={feedStyles.more}>
            {t("more")}
          </a>
        </p>
      ) : null}
    </section>
  );
}
