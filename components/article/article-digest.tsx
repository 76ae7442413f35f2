import { useFormatter, useTranslations } from "next-intl";
import type { ReactNode } from "react";
import type { ArticleDigestFieldsFragment as Digest } from "@/lib/graphql/generated/graphql";
import { articlePath } from "@/lib/url/entity-paths";
import styles from "./article-digest.module.css";

/**
 * An article in a list. `mark` renders the title and summary (search marks its key's words);
 * `href` overrides the link (a collection links its articles as read within it).
 */
export function ArticleDigest({
  article,
  mark = (text) => text,
  href = articlePath(article.shortHash),
}: {
  article: Digest;
  mark?: (text: string) => ReactNode;
  href?: string;
}) {
  const t = useTranslations("home");
  const format = useFormatter();
  const author = article.author.displayName ?? article.author.userName ?? "";
  return (
    <article className={styles.digest}>
      <h2 className={styles.title}>
        <a href={href}>{mark(article.title)}</a>
      </h2>
      <p className={styles.meta}>
        {t("by", { name: author })} ·{" "}
        <time dateTime={article.createdAt}>
          {format.dateTime(new Date(article.createdAt), { dateStyle: "medium" })}
        </time>
        {article.wordCount ? <> · {t("words", { count: article.wordCount })}</> : null}
      </p>
      <p className={styles.summary}>{mark(article.summary)}</p>
    </article>
  );
}
