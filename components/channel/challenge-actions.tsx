import { NextIntlClientProvider } from "next-intl";
import { getMessages } from "next-intl/server";
import { pageChangesAt } from "@/lib/cache/page-life";
import { challengeStateAt, nextBoundary, periodOf } from "@/lib/campaign/challenge-state";
import type { WritingChallengeFieldsFragment as WritingChallenge } from "@/lib/graphql/generated/graphql";
import { getChallengeApplication } from "@/lib/graphql/reads/challenge-viewer";
import { getViewerKind } from "@/lib/graphql/reads/social";
import { clientMessages } from "@/lib/i18n/client-messages";
import { ChallengeParticipation } from "./challenge-participation";
import type { WritableStage } from "./stage-write-buttons";

/**
 * What the reader can do on a challenge's page, read as the viewer: render it inside
 * <Suspense>. Whether it takes applications and which stages one may write for are judged at
 * this request's time, as the API judges them: the challenge's own read may be older.
 */
export async function ChallengeActions({ challenge }: { challenge: WritingChallenge }) {
  const [{ kind }, application, messages] = await Promise.all([
    getViewerKind(),
    getChallengeApplication(challenge.shortHash),
    getMessages(),
  ]);
  const now = Date.now();
  const applicationPeriod = periodOf(challenge.applicationPeriod);
  const writingPeriod = periodOf(challenge.writingPeriod);
  const open = challengeStateAt(challenge.state, [applicationPeriod, writingPeriod], now) === "active";
  // what may be done changes as a period or a stage starts or ends
  pageChangesAt(
    nextBoundary([applicationPeriod, writingPeriod, ...challenge.stages.map((s) => periodOf(s.period))], now),
  );
  const canApply = open && (applicationPeriod === null || applicationPeriod.start <= now);
  const writing = open && (writingPeriod === null || writingPeriod.start <= now);
  const started = (stage: WritingChallenge["stages"][number]) => {
    const start = stage.period ? Date.parse(stage.period.start) : Number.NaN;
    return Number.isNaN(start) || start <= now;
  };
  // a challenge without stages takes entries for the challenge alone
  const stages: WritableStage[] = !writing
    ? []
    : challenge.stages.length === 0
      ? [{ id: null, name: challenge.name }]
      : challenge.stages.filter(started).map((stage) => ({ id: stage.id, name: stage.name }));
  return (
    <NextIntlClientProvider messages={clientMessages(messages, ["challengePage"])}>
      <ChallengeParticipation
        challengeId={challenge.id}
        name={challenge.name}
        viewer={kind}
        application={application}
        applicationEnd={challenge.applicationPeriod?.end ?? null}
        canApply={canApply}
        stages={stages}
      />
    </NextIntlClientProvider>
  );
}
