import { useFormatter, useTranslations } from "next-intl";
import type { WritingChallengeFieldsFragment as WritingChallengeFeed } from "@/lib/graphql/generated/graphql";

type Period = { start: string; end: string | null } | null;

/** What the challenge asks, and when one applies and writes. */
export function ChallengeHeader({ challenge }: { challenge: WritingChallengeFeed }) {
  const t = useTranslations("channel");
  const format = useFormatter();
  const range = (period: Period) => {
    if (!period) return null;
    const start = new Date(period.start);
    return period.end
      ? format.dateTimeRange(start, new Date(period.end), { dateStyle: "medium" })
      : format.dateTime(start, { dateStyle: "medium" });
  };
  const application = range(challenge.applicationPeriod);
  const writing = range(challenge.writingPeriod);
  return (
    <>
      {challenge.description ? <p>{challenge.description}</p> : null}
      <dl>
        <dt>{t("state")}</dt>
        <dd>{t(`states.${challenge.state}`)}</dd>
        {application ? (
          <>
            <dt>{t("applicationPeriod")}</dt>
            <dd>{application}</dd>
          </>
        ) : null}
        {writing ? (
          <>
            <dt>{t("writingPeriod")}</dt>
            <dd>{writing}</dd>
          </>
        ) : null}
      </dl>
    </>
  );
}
