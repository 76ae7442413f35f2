import { useFormatter, useTranslations } from "next-intl";
import { pageChangesAt } from "@/lib/cache/page-life";
import { challengeStateAt, nextBoundary, periodOf } from "@/lib/campaign/challenge-state";
import type { WritingChallengeFieldsFragment as WritingChallengeFeed } from "@/lib/graphql/generated/graphql";
import styles from "./challenge-header.module.css";

type Period = { start: string; end: string | null } | null;

/**
 * What the challenge asks, its state, and when one signs up and writes: a short timeline. The
 * state is the API's, taken to this request's time: the challenge's read is cached, and a
 * period may have ended since.
 */
export function ChallengeHeader({ challenge }: { challenge: WritingChallengeFeed }) {
  const t = useTranslations("channel");
  const format = useFormatter();
  const spans = [periodOf(challenge.applicationPeriod), periodOf(challenge.writingPeriod)];
  const now = Date.now();
  const state = challengeStateAt(challenge.state, spans, now);
  pageChangesAt(nextBoundary(spans, now));
  const range = (period: Period) => {
    if (!period) return null;
    const start = new Date(period.start);
    const text = period.end
      ? format.dateTimeRange(start, new Date(period.end), { dateStyle: "medium" })
      : format.dateTime(start, { dateStyle: "medium" });
    return <time dateTime={period.end ? `${period.start}/${period.end}` : period.start}>{text}</time>;
  };
  const periods = [
    { key: "application", label: t("applicationPeriod"), dates: range(challenge.applicationPeriod) },
    { key: "writing", label: t("writingPeriod"), dates: range(challenge.writingPeriod) },
  ].filter((period) => period.dates);
  return (
    <div className={styles.header}>
      {challenge.description ? <p className={styles.description}>{challenge.description}</p> : null}
      <dl className={styles.facts}>
        <div className={styles.state}>
          <dt>{t("state")}</dt>
          <dd data-state={state}>{t(`states.${state}`)}</dd>
        </div>
        {periods.map((period) => (
          <div key={period.key} className={styles.period}>
            <dt>{period.label}</dt>
            <dd>{period.dates}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
