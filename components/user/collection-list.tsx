import { useFormatter, useTranslations } from "next-intl";
import type { CollectionDigest } from "@/lib/graphql/reads/user";
import { userCollectionPath } from "@/lib/url/entity-paths";
import styles from "./collection-list.module.css";

/** A person's collections: cover, title, size and when last added to. */
export function CollectionList({ collections, userName }: { collections: CollectionDigest[]; userName: string }) {
  const t = useTranslations("user");
  const format = useFormatter();
  return (
    <ol className={styles.list} data-more-items="">
      {collections.map((c) => (
        <li key={c.id} className={styles.item}>
          {c.cover ? (
            // plain <img>: the worker serves images as they are, without Next's optimizer
            // biome-ignore lint/performance/noImgElement: see above
            <img className={styles.cover} src={c.cover} alt="" width={160} height={90} loading="lazy" />
          ) : null}
          <div>
            <h2 className={styles.title}>
              <a href={userCollectionPath(userName, c.id)}>{c.title}</a>
            </h2>
            {c.description ? <p className={styles.description}>{c.description}</p> : null}
            <p className={styles.meta}>
              {t("articleCount", { count: c.articles.totalCount })} ·{" "}
              {t("updated", { date: format.dateTime(new Date(c.updatedAt), { dateStyle: "medium" }) })}
            </p>
          </div>
        </li>
      ))}
    </ol>
  );
}
