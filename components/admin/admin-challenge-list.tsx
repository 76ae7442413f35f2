import { getFormatter, getTranslations } from "next-intl/server";
import type { AdminChallengesQuery } from "@/lib/graphql/generated/graphql";
import styles from "./admin.module.css";

type Edge = NonNullable<AdminChallengesQuery["campaigns"]["edges"]>[number];
type Challenge = Extract<Edge["node"], { __typename: "WritingChallenge" }>;

/**
 * The admin's table of writing challenges: name (to its form), state, stages, writing period,
 * and the public page of each; a link to a new one above, the next page below.
 */
export async function AdminChallengeList({
  page,
}: {
  page: { challenges: Challenge[]; total: number; pageInfo: { endCursor?: string | null; hasNextPage: boolean } };
}) {
  const t = await getTranslations("admin.challenges");
  const format = await getFormatter();
  const when = (iso: string | null | undefined) =>
    iso ? <time dateTime={iso}>{format.dateTime(new Date(iso), { dateStyle: "medium" })}</time> : "—";
  return (
    <section className={styles.section} aria-labelledby="admin-heading">
      <h1 id="admin-heading">{t("title")}</h1>
      <p>
        <a href="/admin/challenges/new" className="button-primary">
          {t("new")}
        </a>
      </p>
      {page.challenges.length === 0 ? (
        <p>{t("empty")}</p>
      ) : (
        <table className={styles.table}>
          <caption>{t("count", { count: page.total })}</caption>
          <thead>
            <tr>
              <th scope="col">{t("name")}</th>
              <th scope="col">{t("state")}</th>
              <th scope="col">{t("stages")}</th>
              <th scope="col">{t("writingStarts")}</th>
              <th scope="col">{t("page")}</th>
            </tr>
          </thead>
          <tbody>
            {page.challenges.map((challenge) => (
              <tr key={challenge.id}>
                <th scope="row">
                  <a href={`/admin/challenges/${challenge.shortHash}`}>{challenge.name}</a>
                </th>
                <td>{t(`states.${challenge.state}`)}</td>
                <td>{challenge.stages.length}</td>
                <td>{when(challenge.writingPeriod?.start)}</td>
                <td>
                  <a href={`/e/${challenge.shortHash}`} aria-label={t("viewNamed", { name: challenge.name })}>
                    {t("view")}
                  </a>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {page.pageInfo.hasNextPage && page.pageInfo.endCursor ? (
        <p>
          <a href={`/admin/challenges?${new URLSearchParams({ after: page.pageInfo.endCursor })}`}>{t("more")}</a>
        </p>
      ) : null}
    </section>
  );
}
