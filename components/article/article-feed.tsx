import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { type MoreItems, MorePages } from "@/components/ui/more-pages";
import type { ArticleDigestFieldsFragment as Digest } from "@/lib/graphql/generated/graphql";
import { ArticleDigest } from "./article-digest";
import styles from "./article-feed.module.css";

/**
 * A feed's page of articles under its heading: 20 server-rendered digests, and the next page's
 * address as a real link that the reader's browser follows on scroll (section: cursor paging).
 */
export function ArticleFeed({
  heading,
  articles,
  next,
  empty,
  before,
  linkTo,
  labelOf,
  menuOf,
}: {
  heading: string;
  articles: Digest[];
  /** The next page's address, when there is one. */
  next: string | null;
  empty: string;
  /** Shown between the heading and the list (a channel's note, tabs). */
  before?: ReactNode;
  /** Where each article links, when not to its own page alone. */
  linkTo?: (shortHash: string) => string;
  /** A word above an article (Pinned, Featured), when it has one. */
  labelOf?: (article: Digest) => string | null;
  /** Beside an article, what some viewers may do to it in this list (a challenge's managers' menu), streamed. */
  menuOf?: (article: Digest) => ReactNode;
}) {
  return (
    <section aria-labelledby="feed-heading">
      {/* focus comes here when an item the reader acted on leaves the list */}
      <h1 id="feed-heading" className={styles.heading} tabIndex={-1}>
        {heading}
      </h1>
      {before}
      {articles.length === 0 ? (
        <p className={styles.empty}>{empty}</p>
      ) : (
        <ol className={styles.list} data-more-items="">
          {articles.map((article) => (
            <li key={article.id}>
              {labelOf?.(article) ? <p className={styles.activityLine}>{labelOf(article)}</p> : null}
              <ArticleDigest article={article} href={linkTo?.(article.shortHash)} />
              {menuOf?.(article)}
            </li>
          ))}
        </ol>
      )}
      <FeedMore next={next} />
    </section>
  );
}

/** The next page of a feed: a real link, and the scroll island that follows it. */
export async function FeedMore({
  next,
  listClassName = styles.list,
  load,
}: {
  next: string | null;
  listClassName?: string;
  /** For items with client components: see MorePages. */
  load?: MoreItems;
}) {
  if (!next) return null;
  const t = await getTranslations("home");
  return (
    <MorePages
      href={next}
      label={t("more")}
      loadingLabel={t("loading")}
      listClassName={listClassName}
      linkClassName={styles.more}
      load={load}
    />
  );
}

/** `path?after=cursor`: the address of a feed's next page. */
export function nextPagePath(path: string, page: { endCursor: string | null; hasNextPage: boolean }) {
  if (!page.hasNextPage || !page.endCursor) return null;
  const [base, query = ""] = path.split("?");
  const params = new URLSearchParams(query);
  params.set("after", page.endCursor);
  return `${base}?${params}`;
}

/** A page asked for with a cursor that no longer means anything: say so, and offer the first page. */
export async function StaleCursor({ path }: { path: string }) {
  const t = await getTranslations("home");
  return (
    <section className={styles.empty}>
      <p role="alert">{t("cursorInvalid")}</p>
      <a href={path}>{t("firstPage")}</a>
    </section>
  );
}
