import { getTranslations } from "next-intl/server";
import type { AdminFindTagsQuery } from "@/lib/graphql/generated/graphql";
import { AdminSearch } from "./admin-search";

type Found = AdminFindTagsQuery["oss"]["findTags"];

/** The admin's search for tags by name: the tags found, most articles first, each to its page here. */
export async function AdminTagSearch({ query, found }: { query: string; found: Found | null }) {
  const t = await getTranslations("admin.tags");
  const list = (found?.edges ?? []).map((edge) => edge.node);
  return (
    <AdminSearch
      path="/admin/tags"
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
      columns={[t("name"), t("articles")]}
    >
      {list.map((tag) => (
        <tr key={tag.id}>
          <th scope="row">
            <a href={`/admin/tags/${encodeURIComponent(tag.id)}`}>{tag.content}</a>
          </th>
          <td>{tag.numArticles}</td>
        </tr>
      ))}
    </AdminSearch>
  );
}
