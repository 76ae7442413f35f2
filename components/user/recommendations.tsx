import { getTranslations } from "next-intl/server";
import feedStyles from "@/components/article/article-feed.module.css";
import { getRecommendations } from "@/lib/graphql/reads/feed";
import { tagPath } from "@/lib/url/entity-paths";
import styles from "./recommendations.module.css";
import { UserDigest } from "./user-digest";

/** Authors and tags to discover; `random` picks which shuffle of them this visit sees. */
export async function Recommendations({ random }: { random: number }) {
  const t = await getTranslations("recommendation");
  const { authors, tags } = await getRecommendations(random);
  return (
    <div>
      <h1 className={feedStyles.heading}>{t("title")}</h1>
      <section aria-labelledby="authors-heading">
        <h2 id="authors-heading" className={styles.heading}>
          {t("authors")}
        </h2>
        {authors.length === 0 ? (
          <p className={feedStyles.empty}>{t("empty")}</p>
        ) : (
          <ul className={styles.authors}>
            {authors.map((author) => (
              <li key={author.id}>
                <UserDigest user={author} size={48} />
                {author.info.description ? <p className={styles.description}>{author.info.description}</p> : null}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="tags-heading">
        <h2 id="tags-heading" className={styles.heading}>
          {t("tags")}
        </h2>
        <ul className={styles.tags}>
          {tags.map((tag) => (
            <li key={tag.id}>
              <a href={tagPath(tag.id, tag.slug)}>#{tag.content}</a>{" "}
              <span className={styles.count}>{t("articleCount", { count: tag.numArticles })}</span>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
