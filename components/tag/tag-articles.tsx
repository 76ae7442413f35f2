import { getTranslations } from "next-intl/server";
import { ArticleDigest } from "@/components/article/article-digest";
import { LoadMore } from "@/components/ui/load-more";
import { MORE_LIST } from "@/components/ui/more-list";
import type { TagDetail } from "@/lib/graphql/documents/tag";
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
      <div {...MORE_LIST}>
        {edges.map(({ node }) => (
          <ArticleDigest key={node.id} article={node} />
        ))}
      </div>
      {hasNextPage && endCursor ? (
        <LoadMore
          href={tagOrderPath(path, order, endCursor)}
          label={t("more")}
          loadingLabel={t("loading")}
          as="div"
          linkClassName={styles.more}
          statusClassName={styles.empty}
        />
      ) : null}
    </>
  );
}
