import { getTranslations } from "next-intl/server";
import { ErrorScreen } from "@/components/layout/error-screen";
import { MorePages } from "@/components/ui/more-pages";
import { getSearchResults } from "@/lib/graphql/reads/search";
import { searchPath } from "@/lib/url/entity-paths";
import { SearchHit } from "./search-hit";
import styles from "./search-results.module.css";
import type { SearchTab } from "./search-tabs";

const TYPES = { article: "Article", user: "User", tag: "Tag" } as const;

/** A page of results for `searchKey`; the next pages follow on scroll, or by a real link (crawlers, no scripts). */
export async function SearchResults({
  searchKey,
  tab,
  after,
}: {
  searchKey: string;
  tab: SearchTab;
  after: string | null;
}) {
  const t = await getTranslations("search");
  const results = await getSearchResults(searchKey, TYPES[tab], after).catch(() => null);
  if (!results) return <ErrorScreen kind="network" message={t("failed")} />;
  const edges = results.edges ?? [];
  if (edges.length === 0) return <p className={styles.empty}>{t("empty", { key: searchKey })}</p>;
  const { endCursor, hasNextPage } = results.pageInfo;
  return (
    <>
      <ol className={styles.list} data-more-items="">
        {edges.map(({ node }) => (
          <li key={node.id}>
            <SearchHit hit={node} searchKey={searchKey} />
          </li>
        ))}
      </ol>
      {hasNextPage && endCursor ? (
        <MorePages
          href={searchPath(searchKey, tab, endCursor)}
          label={t("more")}
          loadingLabel={t("searching")}
          listClassName={styles.list}
          linkClassName={styles.more}
        />
      ) : null}
    </>
  );
}
