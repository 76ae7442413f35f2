import { getFormatter, getTranslations } from "next-intl/server";
import styles from "@/components/analytics/analytics.module.css";
import { BarChart } from "@/components/analytics/bar-chart";
import feedStyles from "@/components/article/article-feed.module.css";
import type { CircleAnalyticsQuery } from "@/lib/graphql/generated/graphql";
import { articlePath } from "@/lib/url/entity-paths";

type Analytics = NonNullable<NonNullable<CircleAnalyticsQuery["circle"]>["analytics"]>;
type Datum = { value: number; date: string };
type Read = { node: { id: string; title: string; shortHash: string }; readCount: number };

/**
 * A circle's analytics for its owner, drawn on the server like /me/analytics: the figures, a
 * chart a measure over the last 12 months, and the reads of the public and paywalled articles.
 */
export async function CircleAnalyticsView({ analytics, displayName }: { analytics: Analytics; displayName: string }) {
  const t = await getTranslations("circleAnalytics");
  const format = await getFormatter();
  const month = (date: string) => format.dateTime(new Date(date), { year: "numeric", month: "short", timeZone: "UTC" });
  const hkd = (value: number) => `HKD ${format.number(value, { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
  const points = (data: readonly Datum[]) => data.map((d) => ({ label: month(d.date), value: d.value }));
  const history = analytics.income.history;
  const from = month(history[0]?.date ?? new Date().toISOString());
  const to = month(history.at(-1)?.date ?? new Date().toISOString());
  const charts = [
    { id: "income", title: t("income"), data: analytics.income.history, money: true },
    { id: "subscribers", title: t("subscribers"), data: analytics.subscriber.subscriberHistory, money: false },
    { id: "invitees", title: t("invitees"), data: analytics.subscriber.inviteeHistory, money: false },
    { id: "followers", title: t("followers"), data: analytics.follower.history, money: false },
  ];
  const stats = [
    { label: t("total"), value: hkd(analytics.income.total) },
    { label: t("thisMonth"), value: hkd(analytics.income.thisMonth) },
    { label: t("nextMonth"), value: hkd(analytics.income.nextMonth) },
    { label: t("currentSubscriber"), value: format.number(analytics.subscriber.currentSubscriber) },
    { label: t("currentInvitee"), value: format.number(analytics.subscriber.currentInvitee) },
    { label: t("currentFollower"), value: format.number(analytics.follower.current) },
    { label: t("followerPercentage"), value: `${format.number(analytics.follower.followerPercentage)}%` },
  ];
  const reads = (id: string, heading: string, list: readonly Read[] | null | undefined) => (
    <section className={styles.section} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className={styles.heading}>
        {heading}
      </h2>
      {!list || list.length === 0 ? (
        <p className={styles.empty}>{t("noArticles")}</p>
      ) : (
        <ol className={styles.works}>
          {list.map((r) => (
            <li key={r.node.id} className={styles.work}>
              <a href={articlePath(r.node.shortHash)}>{r.node.title}</a>{" "}
              <span className={styles.workCount}>{t("readCount", { count: r.readCount })}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
  return (
    <section aria-labelledby="circle-analytics-heading">
      <h1 id="circle-analytics-heading" className={feedStyles.heading}>
        {t("title", { name: displayName })}
      </h1>
      <p className={styles.caption}>{t("window", { from, to })}</p>
      <dl className={styles.stats}>
        {stats.map((s) => (
          <div key={s.label} className={styles.stat}>
            <dt className={styles.statLabel}>{s.label}</dt>
            <dd className={styles.statValue}>{s.value}</dd>
          </div>
        ))}
      </dl>
      {charts.map((c) => (
        <section key={c.id} className={styles.section} aria-labelledby={`${c.id}-heading`}>
          <h2 id={`${c.id}-heading`} className={styles.heading}>
            {c.title}
          </h2>
          <BarChart
            id={c.id}
            title={t("chartTitle", { measure: c.title, from, to })}
            description={t("chartDescription", {
              total: c.money ? hkd(c.data.reduce((s, d) => s + d.value, 0)) : c.data.reduce((s, d) => s + d.value, 0),
            })}
            points={points(c.data)}
            dateHeading={t("month")}
            valueHeading={c.title}
            formatValue={c.money ? hkd : (v) => format.number(v)}
          />
        </section>
      ))}
      {reads("public-reads", t("publicReads"), analytics.content.public)}
      {reads("paywall-reads", t("paywallReads"), analytics.content.paywall)}
    </section>
  );
}
