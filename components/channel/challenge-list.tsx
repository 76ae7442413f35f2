import { useFormatter, useTranslations } from "next-intl";
import type { WritingChallengeListQuery } from "@/lib/graphql/generated/graphql";
import styles from "./challenge-list.module.css";

type Edge = NonNullable<WritingChallengeListQuery["campaigns"]["edges"]>[number];
export type ChallengeListItem = Extract<Edge["node"], { __typename: "WritingChallenge" }>;

/** Writing challenges, each its name linked to its page, what it asks, and when one writes for it. */
export function ChallengeList({ challenges, empty }: { challenges: ChallengeListItem[]; empty: string }) {
  const t = useTranslations("channel");
  const format = useFormatter();
  if (challenges.length === 0) return <p className={styles.empty}>{empty}</p>;
  const range = (period: { start: string; end?: string | null }) => {
    const start = new Date(period.start);
    const text = period.end
      ? format.dateTimeRange(start, new Date(period.end), { dateStyle: "medium" })
      : format.dateTime(start, { dateStyle: "medium" });
    return <time dateTime={period.end ? `${period.start}/${period.end}` : period.start}>{text}</time>;
  };
  return (
    <ol className={styles.list} data-more-items="">
      {challenges.map((challenge) => (
        <li key={challenge.id}>
          <article className={styles.item}>
            <h2 className={styles.name}>
              <a href={`/e/${challenge.shortHash}`}>{challenge.name}</a>
            </h2>
            {challenge.description ? <p className={styles.description}>{challenge.description}</p> : null}
            <dl className={styles.periods}>
              {challenge.applicationPeriod ? (
                <div>
                  <dt>{t("applicationPeriod")}</dt>
                  <dd>{range(challenge.applicationPeriod)}</dd>
                </div>
              ) : null}
              {challenge.writingPeriod ? (
                <div>
                  <dt>{t("writingPeriod")}</dt>
                  <dd>{range(challenge.writingPeriod)}</dd>
                </div>
              ) : null}
            </dl>
          </article>
        </li>
      ))}
    </ol>
  );
}
