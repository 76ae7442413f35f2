import type { ReactNode } from "react";
import styles from "./admin.module.css";

type Found = { totalCount: number; pageInfo: { hasNextPage: boolean; endCursor?: string | null } };

/**
 * An admin search page's frame: a plain GET form to `path` (`q`), what was found as a table
 * (the caller's header cells and rows), "none found", and the next page by cursor.
 */
export function AdminSearch({
  path,
  query,
  found,
  shown,
  words,
  columns,
  children,
}: {
  path: string;
  query: string;
  found: Found | null;
  /** How many rows this page shows. */
  shown: number;
  words: { title: string; searchLabel: string; search: string; none: string; count: string; more: string };
  columns: string[];
  children: ReactNode;
}) {
  return (
    <section className={styles.section} aria-labelledby="admin-heading">
      <h1 id="admin-heading">{words.title}</h1>
      <search>
        <form method="get" action={path}>
          <label>
            {words.searchLabel} <input type="search" name="q" defaultValue={query} required maxLength={100} />
          </label>{" "}
          <button type="submit" className="button-primary">
            {words.search}
          </button>
        </form>
      </search>
      {found && shown === 0 ? <p>{words.none}</p> : null}
      {shown > 0 ? (
        <table className={styles.table}>
          <caption>{words.count}</caption>
          <thead>
            <tr>
              {columns.map((column) => (
                <th scope="col" key={column}>
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>{children}</tbody>
        </table>
      ) : null}
      {found?.pageInfo.hasNextPage && found.pageInfo.endCursor ? (
        <p>
          <a href={`${path}?${new URLSearchParams({ q: query, after: found.pageInfo.endCursor })}`}>{words.more}</a>
        </p>
      ) : null}
    </section>
  );
}
