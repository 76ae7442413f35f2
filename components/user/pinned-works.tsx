import { useTranslations } from "next-intl";
import type { PinnedWorkFieldsFragment as PinnedWork } from "@/lib/graphql/generated/graphql";
import { articlePath, userCollectionPath } from "@/lib/url/entity-paths";
import styles from "./collection-list.module.css";

/** The works a person pinned to the top of their profile: articles and collections. */
export function PinnedWorks({ works, userName }: { works: PinnedWork[]; userName: string }) {
  const t = useTranslations("user");
  if (works.length === 0) return null;
  return (
    <section aria-labelledby="pinned-heading">
      <h2 id="pinned-heading" className={styles.heading}>
        {t("pinned")}
      </h2>
      <ul className={styles.pinned}>
        {works.map((work) => (
          <li key={work.id}>
            <a
              href={work.__typename === "Article" ? articlePath(work.shortHash) : userCollectionPath(userName, work.id)}
            >
              {work.title}
            </a>
            {work.__typename === "Collection" ? <span className={styles.kind}> · {t("collection")}</span> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
