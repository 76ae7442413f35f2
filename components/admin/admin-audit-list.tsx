import { getFormatter, getTranslations } from "next-intl/server";
import type { AdminAuditQuery } from "@/lib/graphql/generated/graphql";
import { momentPath } from "@/lib/url/entity-paths";
import styles from "./admin.module.css";

type Log = AdminAuditQuery["oss"]["auditLog"];
type Entry = NonNullable<Log["edges"]>[number]["node"];

/** A logged value as words: lists (restrictions, flags) joined, an empty one or none as a dash. */
function shown(value: unknown): string {
  if (Array.isArray(value)) return value.length ? value.join(", ") : "—";
  return String(value ?? "—");
}

/** A feature's audit row names it in its `after` (features are not nodes). */
function featureName(after: string): string {
  const name = (JSON.parse(after) as { name?: unknown }).name;
  return typeof name === "string" ? name : "—";
}

/** A changed-fields object as "state: active → banned" lines, in the order the action wrote them. */
function changeLines(before: string, after: string): string {
  const was = JSON.parse(before) as Record<string, unknown>;
  const now = JSON.parse(after) as Record<string, unknown>;
  return Object.keys(now)
    .map((key) => `${key}: ${shown(was[key])} → ${shown(now[key])}`)
    .join("\n");
}

/**
 * The audit log for admins: newest first, who did what to whom and when, with the fields it
 * changed; a filter by the target's user name (a plain GET form) and a link to older actions.
 */
export async function AdminAuditList({
  log,
  userName,
  unknownUser,
}: {
  log: Log | null;
  userName: string;
  unknownUser: boolean;
}) {
  const t = await getTranslations("admin.audit");
  const format = await getFormatter();
  const entries = (log?.edges ?? []).map((edge) => edge.node);
  const personLink = (name: string | null | undefined) =>
    name ? <a href={`/admin/users/${encodeURIComponent(name)}`}>{name}</a> : "—";
  const articleLink = (title: string, shortHash: string) => (
    <a href={`/admin/articles/${encodeURIComponent(shortHash)}`}>{title}</a>
  );
  const tagLink = (content: string, id: string) => <a href={`/admin/tags/${encodeURIComponent(id)}`}>{content}</a>;
  const channelLink = (shortHash: string) => (
    <a href={`/admin/channels/${encodeURIComponent(shortHash)}`}>{`${t("channel")} ${shortHash}`}</a>
  );
  // what the row is about: a link to its admin page where it has one, else what kind of thing it is
  const targetCell = (entry: Entry) => {
    const target = entry.target;
    switch (target?.__typename) {
      case "User":
        return personLink(target.userName);
      case "Article":
        return articleLink(target.title, target.shortHash);
      case "Comment":
        return t("comment");
      case "Tag":
        return tagLink(target.content, target.id);
      case "TopicChannel":
      case "CurationChannel":
        return channelLink(target.shortHash);
      case "IcymiTopic":
        return <a href="/admin/topics">{t("icymiTopic")}</a>;
      case "Moment":
        return <a href={momentPath(target.shortHash)}>{`${t("moment")} ${target.shortHash}`}</a>;
    }
    if (entry.action === "setFeature") return featureName(entry.after);
    const kind = atob(entry.targetId).split(":")[0];
    if (kind === "OAuthClient") return t("app");
    if (kind === "Announcement") return <a href="/admin/announcements">{t("announcement")}</a>;
    // a dead letter, a federation report or an instance block: the gateway page lists them
    if (kind?.startsWith("Fediverse")) return <a href="/admin/fediverse">{t("fediverse")}</a>;
    return "—";
  };
  return (
    <section className={styles.section} aria-labelledby="admin-heading">
      <h1 id="admin-heading">{t("title")}</h1>
      <search>
        <form method="get" action="/admin/audit">
          <label>
            {t("filterLabel")} <input type="search" name="user" defaultValue={userName} maxLength={100} />
          </label>{" "}
          <button type="submit" className="button-primary">
            {t("filter")}
          </button>
          {userName ? (
            <>
              {" "}
              <a href="/admin/audit">{t("clear")}</a>
            </>
          ) : null}
        </form>
      </search>
      {unknownUser ? <p role="alert">{t("unknownUser", { name: userName })}</p> : null}
      {log && entries.length === 0 ? <p>{t("empty")}</p> : null}
      {entries.length > 0 ? (
        <table className={styles.table}>
          <caption>{t("count", { count: log?.totalCount ?? entries.length })}</caption>
          <thead>
            <tr>
              <th scope="col">{t("when")}</th>
              <th scope="col">{t("who")}</th>
              <th scope="col">{t("action")}</th>
              <th scope="col">{t("target")}</th>
              <th scope="col">{t("change")}</th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => (
              <tr key={entry.id}>
                <td>
                  <time dateTime={entry.createdAt}>
                    {format.dateTime(new Date(entry.createdAt), { dateStyle: "medium", timeStyle: "short" })}
                  </time>
                </td>
                <td>{entry.actor ? personLink(entry.actor.userName) : t("site")}</td>
                <th scope="row">
                  {/* an action with no words yet shows its own (mutation) name */}
                  {t.has(`actions.${entry.action}`) ? t(`actions.${entry.action}`) : entry.action}
                </th>
                <td>{targetCell(entry)}</td>
                <td>
                  <p className={styles.change}>{changeLines(entry.before, entry.after)}</p>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {log?.pageInfo.hasNextPage && log.pageInfo.endCursor ? (
        <p>
          <a
            href={`/admin/audit?${new URLSearchParams({ ...(userName ? { user: userName } : {}), after: log.pageInfo.endCursor })}`}
          >
            {t("more")}
          </a>
        </p>
      ) : null}
    </section>
  );
}
