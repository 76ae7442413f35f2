import { getFormatter, getTranslations } from "next-intl/server";
import type { AdminMomentFeedQuery, MomentFeedUserState } from "@/lib/graphql/generated/graphql";
import styles from "./admin.module.css";
import { MomentFeedActions } from "./moment-feed-actions";

type List = AdminMomentFeedQuery["oss"]["momentFeedUsers"];

/** The application states, in the order an admin works through them. */
export const MOMENT_FEED_STATES = [
  "pending",
  "approved",
  "rejected",
  "revoked",
] as const satisfies readonly MomentFeedUserState[];

/** The page's heading, where focus goes once a decision takes its person out of the list. */
const HEADING = "admin-heading";

const pathFor = (state: MomentFeedUserState, after?: string) =>
  `/admin/moment-feed?${new URLSearchParams(after ? { state, after } : { state })}`;

/**
 * Applications to the hottest-moments feed in one state (waiting ones first), by person: when
 * they applied, who decided and when, and what an admin may decide now; more by cursor.
 */
export async function AdminMomentFeed({ state, list }: { state: MomentFeedUserState; list: List }) {
  const t = await getTranslations("admin.momentFeed");
  const format = await getFormatter();
  const people = (list.edges ?? []).map((edge) => edge.node);
  const when = (iso: string) => (
    <time dateTime={iso}>{format.dateTime(new Date(iso), { dateStyle: "medium", timeStyle: "short" })}</time>
  );
  return (
    <section className={styles.section} aria-labelledby={HEADING}>
      <h1 id={HEADING} tabIndex={-1}>
        {t("title")}
      </h1>
      <p>{t("intro")}</p>
      <nav aria-label={t("filter")}>
        <ul className={styles.filters}>
          {MOMENT_FEED_STATES.map((s) => (
            <li key={s}>
              <a href={pathFor(s)} aria-current={s === state ? "page" : undefined}>
                {t(`states.${s}`)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <p role="status">{t("count", { count: list.totalCount })}</p>
      {people.length > 0 ? (
        <table className={styles.table}>
          <caption>{t(`states.${state}`)}</caption>
          <thead>
            <tr>
              <th scope="col">{t("person")}</th>
              <th scope="col">{t("applied")}</th>
              <th scope="col">{t("decided")}</th>
              <th scope="col">{t("actions")}</th>
            </tr>
          </thead>
          <tbody>
            {people.map((person) => {
              const application = person.oss.momentFeedApplication;
              const name = person.userName ?? person.displayName ?? "—";
              return (
                <tr key={person.id}>
                  <th scope="row">
                    <a href={`/admin/users/${encodeURIComponent(person.userName ?? "")}`}>{name}</a>
                    {person.displayName && person.displayName !== name ? ` (${person.displayName})` : null}
                  </th>
                  <td>{application ? when(application.createdAt) : "—"}</td>
                  <td>
                    {application && application.state !== "pending" ? (
                      <>
                        {when(application.updatedAt)}
                        {application.reviewer?.userName
                          ? ` ${t("decidedBy", { name: application.reviewer.userName })}`
                          : null}
                      </>
                    ) : (
                      "—"
                    )}
                  </td>
                  <td>
                    {application ? (
                      <MomentFeedActions id={person.id} name={name} state={application.state} headingId={HEADING} />
                    ) : null}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      ) : null}
      {list.pageInfo.hasNextPage && list.pageInfo.endCursor ? (
        <p>
          <a href={pathFor(state, list.pageInfo.endCursor)}>{t("more")}</a>
        </p>
      ) : null}
    </section>
  );
}
