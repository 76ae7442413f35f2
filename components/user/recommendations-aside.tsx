import { getTranslations } from "next-intl/server";
import { getRecommendations } from "@/lib/graphql/reads/feed";
import { tagPath } from "@/lib/url/entity-paths";
import styles from "./recommendations-aside.module.css";
import { UserDigest } from "./user-digest";

const AUTHORS = 5;
const TAGS = 12;

/**
 * A few of Discover's authors and tags for a side column, from the same shuffle (`random`) as
 * /recommendation, which the heading links to for the rest.
 */
export async function RecommendationsAside({ random }: { random: number }) {
  const t = await getTranslations("recommendation");
  const { authors, tags } = await getRecommendations(random);
  return (
    <>
      {authors.length > 0 ? (
        <section aria-labelledby="aside-authors-heading" className={styles.section}>
          <div className={styles.headingRow}>
            <h2 id="aside-authors-heading" className={styles.heading}>
              {t("authors")}
            </h2>
            <a href="/recommendation" className={styles.all}>
              {t("seeAll")}
            </a>
          </div>
          <ul className={styles.authors}>
            {authors.slice(0, AUTHORS).map((author) => (
              <li key={author.id}>
                <UserDigest user={author} size={40} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {tags.length > 0 ? (
        <section aria-labelledby="aside-tags-heading" className={styles.section}>
          <h2 id="aside-tags-heading" className={styles.heading}>
            {t("tags")}
          </h2>
          <ul className={styles.tags}>
            {tags.slice(0, TAGS).map((tag) => (
              <li key={tag.id}>
                <a href={tagPath(tag.id, tag.slug)}>#{tag.content}</a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
