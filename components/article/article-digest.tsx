import { useFormatter, useTranslations } from "next-intl";
import type { ArticleDigest as Digest } from "@/lib/graphql/documents/feed";
import styles from "./article-digest.module.css";

export function ArticleDigest({ article }: { article: Digest }) {
  const t = useTranslations("home");
  const format = useFormatter();
  const author = article.author.displayName ?? article.author.userName ?? "";
  return (
    <article className={styles.digest}>
      <h2 className={styles.title}>
        <a href={`/a/${article.shortHash}`}>{article.title}</a>
      </h2>
      <p className={styles.meta}>
        {t("by", { name: author })} ·{" "}
        <time dateTime={article.createdAt}>
          {format.dateTime(new Date(article.createdAt), { dateStyle: "medium" })}
        </time>
        {article.wordCount ? <> · {t("words", { count: article.wordCount })}</> : null}
      </p>
      <p className={styles.summary}>{article.summary}</p>
    </article>
  );
}
