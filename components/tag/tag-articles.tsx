import { getTranslations } from "next-intl/server";
import { ArticleDigest } from "@/components/article/article-digest";
import { MorePages } from "@/components/ui/more-pages";
import type { TagDetail } from "@/lib/graphql/reads/tag";
import styles from "./tag.module.css";
import { type TagOrder, tagOrderPath } from "./tag-param";

/** One page of the tag's articles; the next pages follow on scroll, or by a real link. */
export async function TagArticles({
  articles,
  path,
  order,
}: {
  articles: TagDetail["articles"];
  path: string;
  order: TagOrder;
}) {
  const t = await getTranslations("tag");
  const edges = articles.edges ?? [];
  if (edges.length === 0) return <p className={styles.empty}>{t("empty")}</p>;
  const { endCursor, hasNextPage } = articles.pageInfo;
  return (
    <>
      <ol className={styles.articles} data-more-items="">
        {edges.map(({ node }) => (
          <li key={node.id}>
            <ArticleDigest article={node} />
          </li>
        ))}
      </ol>
      {hasNextPage && endCursor ? (
        <MorePages
          href={tagOrderPath(path, order, endCursor)}
          label={t("more")}
          loadingLabel={t("loading")}
          listClassName={styles.articles}
          linkClassName={styles.more}
        />
      ) : null}
    </>
  );
}
