import { useTranslations } from "next-intl";
import type { ArticleDigestFieldsFragment as ArticleDigest } from "@/lib/graphql/generated/graphql";
import { articlePath } from "@/lib/url/entity-paths";
import styles from "./article.module.css";

/** Further reading: titles and authors only, so the list stays light. */
export function RelatedArticles({ articles }: { articles: ArticleDigest[] }) {
  const t = useTranslations("article");
  if (articles.length === 0) return null;
  return (
    <section aria-labelledby="related-heading" className={styles.related}>
      <h2 id="related-heading" className={styles.sectionTitle}>
        {t("related")}
      </h2>
      <ul>
        {articles.map((a) => (
          <li key={a.id}>
            <a href={articlePath(a.shortHash)}>{a.title}</a>
            <span className={styles.meta}> · {a.author.displayName ?? a.author.userName}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
