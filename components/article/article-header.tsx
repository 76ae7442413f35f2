import { useFormatter, useTranslations } from "next-intl";
import { UserDigest } from "@/components/user/user-digest";
import type { ArticleDetail } from "@/lib/graphql/reads/article";
import { lengthUnit } from "@/lib/i18n/format";
import { imageSrcSet } from "@/lib/media/paths";
import { articleHistoryPath } from "@/lib/url/entity-paths";
import styles from "./article.module.css";

/** The cover spans the reading column (42rem, 672 px): the image route gives it at 1x and 2x. */
const COVER_WIDTH = 672;

/**
 * Title, author, dates, length and cover: what a reader sees before the first paragraph.
 * `permalink`, the article's address on this site, is printed under the byline (paper has no
 * address bar).
 */
export function ArticleHeader({ article, permalink }: { article: ArticleDetail; permalink: string }) {
  const t = useTranslations("article");
  const format = useFormatter();
  const minutes = Math.max(1, Math.round(article.readTime / 60));
  return (
    <header className={styles.header}>
      <h1 id="article-title" className={styles.title}>
        {article.title}
      </h1>
      <div className={styles.byline}>
        <UserDigest user={article.author} size={44} />
        <p className={styles.meta}>
          <time dateTime={article.createdAt}>
            {format.dateTime(new Date(article.createdAt), { dateStyle: "long" })}
          </time>
          {article.revisionCount > 0 && article.revisedAt ? (
            <>
              {" · "}
              <a href={articleHistoryPath(article.shortHash)}>
                {t("edited", { date: format.dateTime(new Date(article.revisedAt), { dateStyle: "medium" }) })}
              </a>
            </>
          ) : null}
          {article.wordCount ? (
            <> · {t("words", { count: article.wordCount, unit: lengthUnit(article.language) })}</>
          ) : null}
          {` · ${t("readTime", { minutes })}`}
        </p>
        <p className={`print-only ${styles.permalink}`}>{t("permalink", { url: permalink })}</p>
      </div>
      {article.cover ? (
        // plain <img>: the worker serves images as they are, without Next's optimizer; eager,
        // as the page's largest picture, in the widths the reading column is drawn at
        // biome-ignore lint/performance/noImgElement: see above
        <img
          className={styles.cover}
          src={article.cover}
          srcSet={imageSrcSet(article.cover, COVER_WIDTH) || undefined}
          sizes="(min-width: 720px) 672px, 100vw"
          alt=""
          width={1200}
          height={675}
          fetchPriority="high"
        />
      ) : null}
    </header>
  );
}
