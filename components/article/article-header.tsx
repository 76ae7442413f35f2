import { useFormatter, useTranslations } from "next-intl";
import { UserDigest } from "@/components/user/user-digest";
import type { ArticleDetail } from "@/lib/graphql/reads/article";
import { lengthUnit } from "@/lib/i18n/format";
import { articleHistoryPath } from "@/lib/url/entity-paths";
import styles from "./article.module.css";

/** Title, author, dates, length and cover: what a reader sees before the first paragraph. */
export function ArticleHeader({ article }: { article: ArticleDetail }) {
  const t = useTranslations("article");
  const format = useFormatter();
  const minutes = Math.max(1, Math.round(article.readTime / 60));
  return (
    <header className={styles.header}>
      <h1 id="article-title" className={styles.title}>
        {article.title}
      </h1>
      <UserDigest user={article.author} size={48} />
      <p className={styles.meta}>
        <time dateTime={article.createdAt}>{format.dateTime(new Date(article.createdAt), { dateStyle: "long" })}</time>
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
      {article.cover ? (
        // plain <img>: the worker serves images as they are, without Next's optimizer
        // biome-ignore lint/performance/noImgElement: see above
        <img className={styles.cover} src={article.cover} alt="" width={1200} height={675} />
      ) : null}
    </header>
  );
}
