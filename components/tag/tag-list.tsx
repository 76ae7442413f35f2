import { getTranslations } from "next-intl/server";
import { ErrorScreen } from "@/components/layout/error-screen";
import { MorePages } from "@/components/ui/more-pages";
import { getTagList } from "@/lib/graphql/reads/tag";
import { tagPath } from "@/lib/url/entity-paths";
import styles from "./tag.module.css";

export const TAGS_PER_PAGE = 30;

/** A page of tags, most articles first; the next pages follow on scroll, or by a real link. */
export async function TagList({ after }: { after: string | null }) {
  const t = await getTranslations("tag");
  const connection = await getTagList(TAGS_PER_PAGE, after).catch(() => undefined);
  if (connection === undefined) return <ErrorScreen kind="network" message={t("failed")} />;
  const edges = connection?.edges ?? [];
  if (edges.length === 0) return <p className={styles.empty}>{t("listEmpty")}</p>;
  const { endCursor, hasNextPage } = connection?.pageInfo ?? { endCursor: null, hasNextPage: false };
  return (
    <>
      <ol className={styles.list} data-more-items="">
        {edges.map(({ node }) => (
          <li key={node.id} className={styles.item}>
            <a href={tagPath(node.id, node.slug)} className={styles.name}>
              #{node.content}
            </a>
            <span className={styles.count}>{t("articles", { count: node.numArticles })}</span>
          </li>
        ))}
      </ol>
      {hasNextPage && endCursor ? (
        <MorePages
          href={`/tags?${new URLSearchParams({ after: endCursor })}`}
          label={t("moreTags")}
          loadingLabel={t("loading")}
          listClassName={styles.list}
          linkClassName={styles.more}
        />
      ) : null}
    </>
  );
}
