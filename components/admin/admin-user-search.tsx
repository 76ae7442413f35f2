import { getTranslations } from "next-intl/server";
import type { AdminFindUsersQuery } from "@/lib/graphql/generated/graphql";
import styles from "./admin.module.css";

type Found = AdminFindUsersQuery["oss"]["findUsers"];

/**
 * The admin's search for people: a plain GET form (user name or email), and the people found,
 * each to their page in the admin area with their state and role.
 */
export async function AdminUserSearch({ query, found }: { query: string; found: Found | null }) {
  const t = await getTranslations("admin.users");
  const people = (found?.edges ?? []).map((edge) => edge.node);
  return (
    <section className={styles.section} aria-labelledby="admin-heading">
      <h1 id="admin-heading">{t("title")}</h1>
      <search>
        <form method="get" action="/admin/users">
          <label>
            {t("searchLabel")} <input type="search" name="q" defaultValue={query} required maxLength={100} />
          </label>{" "}
          <button type="submit" className="button-primary">
            {t("search")}
          </button>
        </form>
      </search>
      {found && people.length === 0 ? <p>{t("none", { query })}</p> : null}
      {people.length > 0 ? (
        <table className={styles.table}>
          <caption>{t("count", { count: found?.totalCount ?? people.length })}</caption>
          <thead>
            <tr>
              <th scope="col">{t("userName")}</th>
              <th scope="col">{t("displayName")}</th>
              <th scope="col">{t("email")}</th>
              <th scope="col">{t("state")}</th>
              <th scope="col">{t("role")}</th>
            </tr>
          </thead>
          <tbody>
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
          </tbody>
        </table>
      ) : null}
      {found?.pageInfo.hasNextPage && found.pageInfo.endCursor ? (
        <p>
          <a href={`/admin/users?${new URLSearchParams({ q: query, after: found.pageInfo.endCursor })}`}>{t("more")}</a>
        </p>
      ) : null}
    </section>
  );
}
