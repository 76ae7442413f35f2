// A writing challenge's state as a reader sees it at a given moment. The editors set a state
// (pending, active, finished, archived); an active challenge also runs within its periods
// (sign-up and writing): before the first of them starts it has not started, and once every
// one of them has ended it is finished, whether or not anyone has set it so. Used by the API
// (the state it answers, and which challenges accept entries) and by the pages, which apply it
// again at render time to an answer that may have been cached before a period ended.

export type ChallengeState = "pending" | "active" | "finished" | "archived";

/** A period in milliseconds since the epoch; an open end never ends. */
export type ChallengePeriod = { start: number; end: number | null };

export function challengeStateAt(
  set: ChallengeState,
  periods: readonly (ChallengePeriod | null | undefined)[],
  now: number,
): ChallengeState {
  if (set !== "active") return set;
  const known = periods.filter((period): period is ChallengePeriod => period != null);
  if (known.length === 0) return set;
  if (now < Math.min(...known.map((period) => period.start))) return "pending";
  if (known.every((period) => period.end !== null && period.end <= now)) return "finished";
  return "active";
}

/** A period as the API gives it (DateTime strings), in milliseconds; null for none or an unreadable one. */
export function periodOf(range: { start: string; end?: string | null } | null | undefined): ChallengePeriod | null {
  if (!range) return null;
  const start = Date.parse(range.start);
  if (Number.isNaN(start)) return null;
  const end = range.end ? Date.parse(range.end) : null;
  return { start, end: end === null || Number.isNaN(end) ? null : end };
}

/**
 * The first moment after `now` at which one of the periods starts or ends (ms), when what a
 * page shows of the challenge changes by the clock alone; undefined when none is ahead.
 */
export function nextBoundary(
  periods: readonly (ChallengePeriod | null | undefined)[],
  now: number,
): number | undefined {
  const ahead = periods
    .flatMap((period) => (period ? [period.start, period.end] : []))
    .filter((at): at is number => at !== null && at > now);
  return ahead.length ? Math.min(...ahead) : undefined;
}
