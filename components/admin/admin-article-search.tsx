import { getTranslations } from "next-intl/server";
import type { AdminFindArticlesQuery } from "@/lib/graphql/generated/graphql";
import { AdminSearch } from "./admin-search";

type Found = AdminFindArticlesQuery["oss"]["articles"];

/**
 * The admin's search for articles: a short hash, or words of the title; the articles found in
 * any state, each to its page in the admin area.
 */
export async function AdminArticleSearch({ query, found }: { query: string; found: Found | null }) {
  const t = await getTranslations("admin.articles");
  const list = (found?.edges ?? []).map((edge) => edge.node);
  return (
    <AdminSearch
      path="/admin/articles"
      query={query}
      found={found}
      shown={list.length}
      words={{
        title: t("title"),
        searchLabel: t("searchLabel"),
        search: t("search"),
        none: t("none", { query }),
        count: t("count", { count: found?.totalCount ?? list.length }),
        more: t("more"),
      }}
      columns={[t("articleTitle"), t("shortHash"), t("author"), t("state")]}
    >
      {list.map((article) => (
        <tr key={article.id}>
          <th scope="row">
            <a href={`/admin/articles/${encodeURIComponent(article.shortHash)}`}>{article.title}</a>
          </th>
          <td>{article.shortHash}</td>
          <td>{article.author.displayName || article.author.userName}</td>
          <td>{t(`states.${article.state}`)}</td>
        </tr>
      ))}
    </AdminSearch>
  );
}
