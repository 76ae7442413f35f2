import { getFormatter, getTranslations } from "next-intl/server";
import feedStyles from "@/components/article/article-feed.module.css";
import { type AnalyticsSummary, getViewerAnalytics } from "@/lib/graphql/reads/history";
import { articlePath } from "@/lib/url/entity-paths";
import styles from "./analytics.module.css";
import { BarChart } from "./bar-chart";

/** The windows the page offers, in days; the address carries one as `?period=`. */
export const PERIODS = [7, 30, 90] as const;
export type Period = (typeof PERIODS)[number];
export const DEFAULT_PERIOD: Period = 30;

export function periodOf(value: string | null): Period {
  const n = Number(value);
  return (PERIODS as readonly number[]).includes(n) ? (n as Period) : DEFAULT_PERIOD;
}

type Income = { currency: string; amount: number };

/**
 * An author's analytics over the chosen window: the totals, a chart a measure (reads, readers,
 * new followers, income by currency), and the most read works. Server-rendered, script-free:
 * the period switch is links.
 */
export async function AnalyticsView({
  summary,
  period,
  path,
}: {
  summary: AnalyticsSummary;
  period: Period;
  /** The page's own address, without the query. */
  path: string;
}) {
  const t = await getTranslations("analytics");
  const format = await getFormatter();
  const day = (date: string) => format.dateTime(new Date(date), { month: "short", day: "numeric", timeZone: "UTC" });
  const money = (amount: number, currency: string) =>
    `${format.number(amount, { maximumFractionDigits: 2 })} ${currency}`;
  const total = (values: number[]) => values.reduce((sum, v) => sum + v, 0);
  const series = (pick: (d: AnalyticsSummary["days"][number]) => number) =>
    summary.days.map((d) => ({ label: day(d.date), value: pick(d) }));
  const currencies = summary.income.map((i) => i.currency);
  const incomeOn = (income: Income[], currency: string) => income.find((i) => i.currency === currency)?.amount ?? 0;
  const charts = [
    { id: "reads", title: t("reads"), points: series((d) => d.reads) },
    { id: "readers", title: t("readersByDay"), points: series((d) => d.readers) },
    { id: "followers", title: t("newFollowers"), points: series((d) => d.newFollowers) },
  ];
  const from = day(summary.start);
  const to = day(summary.days.at(-1)?.date ?? summary.start);
  return (
    <section aria-labelledby="analytics-heading">
      <h1 id="analytics-heading" className={feedStyles.heading}>
        {t("title")}
      </h1>
      <nav aria-label={t("periods")}>
        <ul className={styles.periods}>
          {PERIODS.map((p) => (
            <li key={p}>
              <a
                className={styles.period}
                href={`${path}?period=${p}`}
                aria-current={p === period ? "page" : undefined}
              >
                {t("lastDays", { count: p })}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <p className={styles.caption}>{t("window", { from, to })}</p>

      <dl className={styles.stats}>
        <div className={styles.stat}>
          <dt className={styles.statLabel}>{t("reads")}</dt>
          <dd className={styles.statValue}>{format.number(summary.reads)}</dd>
        </div>
        <div className={styles.stat}>
          <dt className={styles.statLabel}>{t("readers")}</dt>
          <dd className={styles.statValue}>{format.number(summary.readers)}</dd>
        </div>
        <div className={styles.stat}>
          <dt className={styles.statLabel}>{t("newFollowers")}</dt>
          <dd className={styles.statValue}>{format.number(summary.newFollowers)}</dd>
          <dd className={styles.statNote}>{t("followersNow", { count: summary.followers })}</dd>
        </div>
        <div className={styles.stat}>
          <dt className={styles.statLabel}>{t("income")}</dt>
          {summary.income.length === 0 ? (
            <dd className={styles.statValue}>0</dd>
          ) : (
            summary.income.map((i) => (
              <dd key={i.currency} className={styles.statValue}>
                {money(i.amount, i.currency)}
              </dd>
            ))
          )}
          <dd className={styles.statNote}>{t("donations", { count: total(summary.income.map((i) => i.count)) })}</dd>
        </div>
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
              total: total(c.points.map((p) => p.value)),
              max: Math.max(0, ...c.points.map((p) => p.value)),
            })}
            points={c.points}
            dateHeading={t("date")}
            valueHeading={c.title}
          />
        </section>
      ))}

      <section className={styles.section} aria-labelledby="income-heading">
        <h2 id="income-heading" className={styles.heading}>
          {t("income")}
        </h2>
        {currencies.length === 0 ? (
          <p className={styles.empty}>{t("noIncome")}</p>
        ) : (
          currencies.map((currency) => {
            const points = summary.days.map((d) => ({ label: day(d.date), value: incomeOn(d.income, currency) }));
            return (
              <BarChart
                key={currency}
                id={`income-${currency}`}
                title={t("chartTitle", { measure: `${t("income")} (${currency})`, from, to })}
                description={t("incomeDescription", {
                  total: money(incomeOn(summary.income, currency), currency),
                })}
                points={points}
                dateHeading={t("date")}
                valueHeading={`${t("income")} (${currency})`}
                formatValue={(v) => format.number(v, { maximumFractionDigits: 2 })}
              />
            );
          })
        )}
      </section>

      <section className={styles.section} aria-labelledby="works-heading">
        <h2 id="works-heading" className={styles.heading}>
          {t("topWorks")}
        </h2>
        {summary.topWorks.length === 0 ? (
          <p className={styles.empty}>{t("noWorks")}</p>
        ) : (
          <ol className={styles.works}>
            {summary.topWorks.map((w, i) => (
              <li key={w.article?.id ?? `gone-${i}`} className={styles.work}>
                {w.article ? <a href={articlePath(w.article.shortHash)}>{w.article.title}</a> : t("goneWork")}{" "}
                <span className={styles.workCount}>{t("workCounts", { reads: w.reads, readers: w.readers })}</span>
              </li>
            ))}
          </ol>
        )}
      </section>
    </section>
  );
}

/** The viewer's own analytics, read as the viewer (stream it inside <Suspense>). */
export async function ViewerAnalytics({ period, path }: { period: Period; path: string }) {
  const analytics = await getViewerAnalytics(period);
  return analytics ? <AnalyticsView summary={analytics.summary} period={period} path={path} /> : null;
}
