import { getLocale } from "next-intl/server";
import { getIcymiTopic } from "@/lib/graphql/reads/feed";
import { isLocale, toLanguage } from "@/lib/i18n/locales";
import { ArticleDigest } from "./article-digest";
import styles from "./icymi-topic.module.css";

/** The editors' ICYMI topic published now, at the head of the Featured feed; nothing when none is. */
export async function IcymiTopic() {
  const locale = await getLocale();
  const topic = await getIcymiTopic(toLanguage(isLocale(locale) ? locale : "en"));
  if (!topic || topic.articles.length === 0) return null;
  return (
    <section aria-labelledby="icymi-topic-heading" className={styles.section}>
      <h2 id="icymi-topic-heading" className={styles.heading}>
        {topic.title}
      </h2>
      {topic.note ? <p className={styles.note}>{topic.note}</p> : null}
      <ol className={styles.list}>
        {topic.articles.map((article) => (
          <li key={article.id}>
            <ArticleDigest article={article} />
          </li>
        ))}
      </ol>
    </section>
  );
}
