import { useTranslations } from "next-intl";
import { CompactCard, CompactCardList } from "@/components/ui/compact-card";
import type { PinnedWorkFieldsFragment as PinnedWork } from "@/lib/graphql/generated/graphql";
import { articlePath, userCollectionPath } from "@/lib/url/entity-paths";
import styles from "./collection-list.module.css";

/** The works a person pinned to the top of their profile: articles and collections, as small cards. */
export function PinnedWorks({ works, userName }: { works: PinnedWork[]; userName: string }) {
  const t = useTranslations("user");
  if (works.length === 0) return null;
  return (
    <section aria-labelledby="pinned-heading" className={styles.pinned}>
      <h2 id="pinned-heading" className={styles.heading}>
        {t("pinned")}
      </h2>
      <CompactCardList>
        {works.map((work) => (
          <li key={work.id}>
            <CompactCard
              href={work.__typename === "Article" ? articlePath(work.shortHash) : userCollectionPath(userName, work.id)}
              title={work.title}
              cover={work.cover ?? null}
              meta={work.__typename === "Article" ? t("articleKind") : t("collection")}
            />
          </li>
        ))}
      </CompactCardList>
    </section>
  );
}
