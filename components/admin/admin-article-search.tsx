import { getTranslations } from "next-intl/server";
import type { AdminFindArticlesQuery } from "@/lib/graphql/generated/graphql";
import styles from "./admin.module.css";

type Found = AdminFindArticlesQuery["oss"]["articles"];

/**
 * The admin's search for articles: a plain GET form (a short hash, or words of the title), and
 * the articles found in any state, each to its page in the admin area.
 */
export async function AdminArticleSearch({ query, found }: { query: string; found: Found | null }) {
  const t = await getTranslations("admin.articles");
  const list = (found?.edges ?? []).map((edge) => edge.node);
  return (
    <section className={styles.section} aria-labelledby="admin-heading">
      <h1 id="admin-heading">{t("title")}</h1>
      <search>
        <form method="get" action="/admin/articles">
          <label>
            {t("searchLabel")} <input type="search" name="q" defaultValue={query} required maxLength={100} />
          </label>{" "}
          <button type="submit" className="button-primary">
            {t("search")}
          </button>
        </form>
      </search>
      {found && list.length === 0 ? <p>{t("none", { query })}</p> : null}
      {list.length > 0 ? (
        <table className={styles.table}>
          <caption>{t("count", { count: found?.totalCount ?? list.length })}</caption>
          <thead>
            <tr>
              <th scope="col">{t("articleTitle")}</th>
              <th scope="col">{t("shortHash")}</th>
              <th scope="col">{t("author")}</th>
              <th scope="col">{t("state")}</th>
            </tr>
          </thead>
          <tbody>
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
          </tbody>
        </table>
      ) : null}
      {found?.pageInfo.hasNextPage && found.pageInfo.endCursor ? (
        <p>
          <a href={`/admin/articles?${new URLSearchParams({ q: query, after: found.pageInfo.endCursor })}`}>
            {t("more")}
          </a>
        </p>
      ) : null}
    </section>
  );
}
