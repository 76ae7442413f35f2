import { getFormatter, getTranslations } from "next-intl/server";
import type { AdminFediverseQuery } from "@/lib/graphql/generated/graphql";
import styles from "./admin.module.css";
import { DeadLetterActions, DomainBlockForm, DomainUnblock, FediverseReportActions } from "./fediverse-actions";

type Gateway = AdminFediverseQuery["oss"]["fediverseGateway"];

const QUEUE_FIGURES = [
  "pending",
  "retryPending",
  "delivered",
  "deadLetter",
  "openDeadLetters",
  "replayedDeadLetters",
  "resolvedDeadLetters",
  "total",
] as const;

const SOCIAL_FIGURES = [
  "actors",
  "followers",
  "following",
  "pendingFollowing",
  "blocked",
  "unreadNotifications",
  "inboundObjects",
  "inboundEngagements",
  "openReports",
  "maxFollowingPerActor",
  "timelineRetentionDays",
  "timelineMaxItems",
] as const;

/**
 * The fediverse gateway for admins (/admin/fediverse): the federation queue's counts, its dead
 * letters (open ones first) to replay or resolve, reports from and about the fediverse,
 * blocked instances, what is stored, and the admins' recent fediverse actions.
 */
export async function AdminFediverse({ gateway }: { gateway: Gateway }) {
  const t = await getTranslations("admin.fediverse");
  const format = await getFormatter();
  const when = (value: string | null | undefined) =>
    value ? (
      <time dateTime={value}>{format.dateTime(new Date(value), { dateStyle: "medium", timeStyle: "short" })}</time>
    ) : (
      "—"
    );

  return (
    <section className={styles.section} aria-labelledby="admin-heading">
      <h1 id="admin-heading">{t("title")}</h1>
      <p className={styles.caption}>{t("generatedAt", { when: format.dateTime(new Date(gateway.generatedAt)) })}</p>

      <h2 id="fediverse-queue">{t("queue.title")}</h2>
      <dl className={styles.details} aria-labelledby="fediverse-queue">
        {QUEUE_FIGURES.map((key) => (
          <div key={key}>
            <dt>{t(`queue.${key}`)}</dt>
            <dd>{format.number(gateway.queue[key])}</dd>
          </div>
        ))}
        <div>
          <dt>{t("queue.oldestPendingAt")}</dt>
          <dd>{when(gateway.queue.oldestPendingAt)}</dd>
        </div>
      </dl>

      <h2 id="fediverse-dead-letters">{t("deadLetters.title")}</h2>
      {gateway.deadLetters.length === 0 ? (
        <p>{t("deadLetters.empty")}</p>
      ) : (
        <ol className={styles.reportQueue} aria-labelledby="fediverse-dead-letters">
          {gateway.deadLetters.map((letter) => {
            const label = `${letter.activityType ?? t("unknown")} → ${letter.targetActorId ?? t("unknown")}`;
            return (
              <li key={letter.id} aria-label={label}>
                <h3>{label}</h3>
                <p>
                  {t(
                    `statuses.${letter.status === "open" || letter.status === "replayed" ? letter.status : "resolved"}`,
                  )}
                  {" · "}
                  {when(letter.recordedAt)}
                  {letter.actorHandle ? ` · ${t("sentAs", { actor: letter.actorHandle })}` : null}
                </p>
                {letter.activityId ? <p className={styles.caption}>{letter.activityId}</p> : null}
                {letter.status === "open" ? <DeadLetterActions id={letter.id} label={label} /> : null}
              </li>
            );
          })}
        </ol>
      )}

      <h2 id="fediverse-reports">{t("reports.title")}</h2>
      {gateway.reports.length === 0 ? (
        <p>{t("reports.empty")}</p>
      ) : (
        <ol className={styles.reportQueue} aria-labelledby="fediverse-reports">
          {gateway.reports.map((report) => {
            const label = `${t(`reports.${report.category === "outbound" ? "outbound" : "inbound"}`)}: ${
              report.actorHandle ?? report.remoteDomain ?? t("unknown")
            }`;
            return (
              <li key={report.id} aria-label={label}>
                <h3>{label}</h3>
                <p>
                  {t(`statuses.${report.status === "open" ? "open" : "resolved"}`)} · {when(report.createdAt)}
                </p>
                {report.reason ? <p>{report.reason}</p> : null}
                {report.objectId ? <p className={styles.caption}>{report.objectId}</p> : null}
                {report.status === "open" ? <FediverseReportActions id={report.id} label={label} /> : null}
              </li>
            );
          })}
        </ol>
      )}

      <h2 id="fediverse-blocks">{t("blocks.title")}</h2>
      <p>{t("blocks.description")}</p>
      <DomainBlockForm />
      {gateway.domainBlocks.length === 0 ? (
        <p>{t("blocks.empty")}</p>
      ) : (
        <ul aria-labelledby="fediverse-blocks">
          {gateway.domainBlocks.map((block) => (
            <li key={block.domain}>
              <strong>{block.domain}</strong>
              {block.reason ? ` — ${block.reason}` : null} · {when(block.createdAt)}{" "}
              <DomainUnblock domain={block.domain} />
            </li>
          ))}
        </ul>
      )}

      <h2 id="fediverse-social">{t("social.title")}</h2>
      <dl className={styles.details} aria-labelledby="fediverse-social">
        {SOCIAL_FIGURES.map((key) => (
          <div key={key}>
            <dt>{t(`social.${key}`)}</dt>
            <dd>{format.number(gateway.social[key])}</dd>
          </div>
        ))}
      </dl>

      <h2 id="fediverse-audit">{t("audit.title")}</h2>
      {gateway.auditEvents.length === 0 ? (
        <p>{t("audit.empty")}</p>
      ) : (
        <table className={styles.table} aria-labelledby="fediverse-audit">
          <thead>
            <tr>
              <th scope="col">{t("audit.when")}</th>
              <th scope="col">{t("audit.who")}</th>
              <th scope="col">{t("audit.event")}</th>
              <th scope="col">{t("audit.item")}</th>
              <th scope="col">{t("audit.reason")}</th>
            </tr>
          </thead>
          <tbody>
            {gateway.auditEvents.map((event) => (
              <tr key={`${event.timestamp}|${event.event}|${event.itemId}`}>
                <td>{when(event.timestamp)}</td>
                <td>{event.actorHandle ?? "—"}</td>
                <td>{event.event}</td>
                <td>{event.itemId ?? "—"}</td>
                <td>{event.reason ?? "—"}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
