import { getTranslations } from "next-intl/server";
import type { AdminFindUsersQuery } from "@/lib/graphql/generated/graphql";
import { AdminSearch } from "./admin-search";

type Found = AdminFindUsersQuery["oss"]["findUsers"];

/**
 * The admin's search for people: user name or email; the people found, each to their page in
 * the admin area with their state and role.
 */
export async function AdminUserSearch({ query, found }: { query: string; found: Found | null }) {
  const t = await getTranslations("admin.users");
  const people = (found?.edges ?? []).map((edge) => edge.node);
  return (
    <AdminSearch
      path="/admin/users"
      query={query}
      found={found}
      shown={people.length}
      words={{
        title: t("title"),
        searchLabel: t("searchLabel"),
        search: t("search"),
        none: t("none", { query }),
        count: t("count", { count: found?.totalCount ?? people.length }),
        more: t("more"),
      }}
      columns={[t("userName"), t("displayName"), t("email"), t("state"), t("role")]}
    >
      {people.map((person) => (
        <tr key={person.id}>
          <th scope="row">
            {person.userName ? (
              <a href={`/admin/users/${encodeURIComponent(person.userName)}`}>{person.userName}</a>
            ) : (
              "—"
            )}
          </th>
          <td>{person.displayName}</td>
          <td>{person.info.email ?? "—"}</td>
          <td>{person.status ? t(`states.${person.status.state}`) : "—"}</td>
          <td>{person.status ? t(`roles.${person.status.role}`) : "—"}</td>
        </tr>
      ))}
    </AdminSearch>
  );
}
