import { getFormatter, getTranslations } from "next-intl/server";
import type { AdminReportsQuery } from "@/lib/graphql/generated/graphql";
import { htmlToText } from "@/lib/text/html-text";
import { articlePath, momentPath } from "@/lib/url/entity-paths";
import styles from "./admin.module.css";
import { ReportActions, type ReportedThing } from "./report-actions";

type Queue = AdminReportsQuery["oss"]["reportGroups"];
type Group = NonNullable<Queue["edges"]>[number]["node"];

/** How much of a reported comment the queue quotes. */
const QUOTE_LENGTH = 140;

/** The thing a group is about, as the island acts on it; null when it is gone. */
function thingOf(group: Group): ReportedThing | null {
  const target = group.target;
  if (!target) return null;
  if (target.__typename === "Comment") return { kind: "Comment", id: target.id, state: target.state };
  if (target.__typename === "User") return { kind: "User", id: target.id, state: target.status?.state ?? "active" };
  if (target.__typename === "Article") return { kind: "Article", id: target.id, state: target.articleState };
  if (target.__typename === "Moment") return { kind: "Moment", id: target.id, state: target.momentState };
  return null;
}

/**
 * The reports queue for admins: one entry per reported thing, the one reported most recently
 * first, with its reasons, how many reports and people, and the actions on it; older entries by
 * cursor.
 */
export async function AdminReportQueue({ queue }: { queue: Queue }) {
  const t = await getTranslations("admin.reports");
  const tMoments = await getTranslations("admin.moments");
  const format = await getFormatter();
  const groups = (queue.edges ?? []).map((edge) => edge.node);

  const describeTarget = (group: Group) => {
    const target = group.target;
    if (!target) return { label: t("gone"), body: null };
    switch (target.__typename) {
      case "Article":
        return { label: t("kinds.Article"), body: <a href={articlePath(target.shortHash)}>{target.title}</a> };
      case "Moment":
        return {
          label: t("kinds.Moment"),
          body: (
            <>
              <a href={momentPath(target.shortHash)}>{target.shortHash}</a> · {tMoments(`states.${target.momentState}`)}
            </>
          ),
        };
      case "User":
        return {
          label: t("kinds.User"),
          body: <a href={`/admin/users/${encodeURIComponent(target.userName ?? "")}`}>{target.userName}</a>,
        };
      case "Comment": {
        const text = htmlToText(target.content ?? "");
        return {
          label: t("kinds.Comment"),
          body: (
            <>
              <q>{text.length > QUOTE_LENGTH ? `${text.slice(0, QUOTE_LENGTH)}…` : text}</q>{" "}
              {t("commentBy", { name: target.author.userName ?? "" })} · {t(`commentStates.${target.state}`)}
            </>
          ),
        };
      }
      default:
        return { label: t("gone"), body: null };
    }
  };

  return (
    <section className={styles.section} aria-labelledby="admin-heading">
      <h1 id="admin-heading">{t("title")}</h1>
      {groups.length === 0 ? <p>{t("empty")}</p> : <p>{t("count", { count: queue.totalCount })}</p>}
      <ol className={styles.reportQueue}>
        {groups.map((group) => {
          const { label, body } = describeTarget(group);
          const thing = thingOf(group);
          return (
            <li key={group.targetId} aria-label={`${label}: ${group.targetId}`}>
              <h2>
                {label} {body}
              </h2>
              <p>
                {group.reasons.map((reason) => t(`reasons.${reason}`)).join(" · ")}
                {" — "}
                {t("tally", { reports: group.reportCount, people: group.reporterCount })}
                {", "}
                <time dateTime={String(group.latestAt)}>
                  {format.dateTime(new Date(group.latestAt), { dateStyle: "medium", timeStyle: "short" })}
                </time>
              </p>
              {thing ? <ReportActions thing={thing} /> : null}
            </li>
          );
        })}
      </ol>
      {queue.pageInfo.hasNextPage && queue.pageInfo.endCursor ? (
        <p>
          <a href={`/admin/reports?${new URLSearchParams({ after: queue.pageInfo.endCursor })}`}>{t("more")}</a>
        </p>
      ) : null}
    </section>
  );
}
