import { useTranslations } from "next-intl";
import type { CollectionNav } from "@/lib/graphql/reads/article";
import { articleInCollectionPath } from "@/lib/url/entity-paths";
import styles from "./article.module.css";

/** Reading an article as part of a collection: where it stands, and the pieces before and after. */
export function CollectionReadingList({ collection, current }: { collection: CollectionNav; current: string }) {
  const t = useTranslations("article");
  const items = (collection.articles.edges ?? []).map((e) => e.node);
  const index = items.findIndex((a) => a.shortHash === current);
  if (index === -1) return null;
  const previous = items[index - 1];
  const next = items[index + 1];
  return (
    <nav className={styles.readingList} aria-labelledby="reading-list">
      <h2 id="reading-list" className={styles.sectionTitle}>
        {collection.title}
      </h2>
      <p className={styles.meta}>
        {t("collectionPosition", { position: index + 1, total: collection.articles.totalCount })}
      </p>
      <ol>
        {items.map((a) => (
          <li key={a.id}>
            {a.shortHash === current ? (
              <span aria-current="page">{a.title}</span>
            ) : (
              <a href={articleInCollectionPath(a.shortHash, collection.id)}>{a.title}</a>
            )}
          </li>
        ))}
      </ol>
      <p className={styles.pager}>
        {previous ? (
          <a href={articleInCollectionPath(previous.shortHash, collection.id)} rel="prev">
            {t("previous")}
          </a>
        ) : null}
        {next ? (
          <a href={articleInCollectionPath(next.shortHash, collection.id)} rel="next">
            {t("next")}
          </a>
        ) : null}
      </p>
    </nav>
  );
}
