import type { CampaignState, PutWritingChallengeInput } from "@/lib/graphql/generated/admin/graphql";

// The admin's challenge form as plain data, and the putWritingChallenge input it makes. Times
// are edited as wall-clock times in one fixed zone, UTC+8 (Hong Kong and Taipei, where the
// challenges run; no daylight saving), not the browser's: the server renders the form with the
// same values the browser then edits, and an admin abroad schedules what readers will see.

export type Texts = { en: string; zh_hant: string; zh_hans: string };
export type StageDraft = { key: string; id: string | null; name: Texts; start: string };

export type ChallengeDraft = {
  name: Texts;
  /** Its name in the channel navigation, where `channelEnabled` puts it. */
  navbarTitle: Texts;
  channelEnabled: boolean;
  description: Texts;
  link: string;
  applicationStart: string;
  applicationEnd: string;
  writingStart: string;
  writingEnd: string;
  /** The stages already saved (edited as a whole while the challenge is pending). */
  stages: StageDraft[];
  /** Stages added to an active challenge: appended, never replacing. */
  newStages: StageDraft[];
  state: CampaignState;
  organizers: string;
  managers: string;
  /** The announcement articles, by address or short hash. */
  announcements: string;
  exclusive: boolean;
  enableQuoteWall: boolean;
};

export const EMPTY_TEXTS: Texts = { en: "", zh_hant: "", zh_hans: "" };

/** The zone of the form's times, as an ISO offset. */
export const FORM_ZONE_OFFSET = "+08:00";
const OFFSET_MS = 8 * 60 * 60 * 1000;

/** An instant as the value of a datetime-local field, in UTC+8. */
export function toLocalInput(iso: string | null | undefined): string {
  if (!iso) return "";
  const time = new Date(iso).getTime();
  return Number.isNaN(time) ? "" : new Date(time + OFFSET_MS).toISOString().slice(0, 16);
}

/** A datetime-local value (UTC+8) as an instant; null when empty or not a time. */
export function fromLocalInput(value: string): string | null {
  const match = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2})(:\d{2}(\.\d+)?)?$/.exec(value);
  if (!match) return null;
  const date = new Date(`${match[1]}${match[2] ?? ":00"}${FORM_ZONE_OFFSET}`);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** The texts given, as TranslationInput; null when every language is empty (the field is left as it is). */
function translations(texts: Texts) {
  const list = (["en", "zh_hant", "zh_hans"] as const)
    .filter((language) => texts[language].trim() !== "")
    .map((language) => ({ language, text: texts[language] }));
  return list.length > 0 ? list : null;
}

function range(start: string, end: string) {
  const from = fromLocalInput(start);
  return from ? { start: from, end: fromLocalInput(end) } : null;
}

function stageInputs(stages: StageDraft[]) {
  return stages.map((stage) => {
    const start = fromLocalInput(stage.start);
    return { name: translations(stage.name) ?? [], ...(start ? { period: { start } } : {}) };
  });
}

/** User names as the form takes them: separated by commas or spaces, an @ allowed, each once. */
export function userNames(text: string): string[] {
  return [
    ...new Set(
      text
        .split(/[\s,，、]+/u)
        .map((name) => name.replace(/^@/, "").trim())
        .filter(Boolean),
    ),
  ];
}

/** Articles as the form takes them: addresses (/a/hash, whole or not) or short hashes, each once. */
export function articleHashes(text: string): string[] {
  return [
    ...new Set(
      text
        .split(/[\s,，、]+/u)
        .map((item) => /(?:^|\/a\/)([0-9a-z]+)\/?(?:[?#].*)?$/i.exec(item.trim())?.[1] ?? item.trim())
        .filter(Boolean),
    ),
  ];
}

/**
 * The input for putWritingChallenge. `stagesLocked` (the challenge was active when read): its
 * stages are not sent, only the new ones. People and announcements come as ids, looked up by
 * the caller.
 */
export function challengeInput(
  draft: ChallengeDraft,
  options: {
    id: string | null;
    cover: string | null;
    stagesLocked: boolean;
    organizers: string[];
    managers: string[];
    announcements: string[];
  },
): PutWritingChallengeInput {
  const name = translations(draft.name);
  const navbarTitle = translations(draft.navbarTitle);
  const description = translations(draft.description);
  const applicationPeriod = range(draft.applicationStart, draft.applicationEnd);
  const writingPeriod = range(draft.writingStart, draft.writingEnd);
  return {
    ...(options.id ? { id: options.id } : {}),
    ...(name ? { name } : {}),
    ...(navbarTitle ? { navbarTitle } : {}),
    channelEnabled: draft.channelEnabled,
    ...(description ? { description } : {}),
    ...(options.cover ? { cover: options.cover } : {}),
    link: draft.link,
    ...(applicationPeriod ? { applicationPeriod } : {}),
    ...(writingPeriod ? { writingPeriod } : {}),
    ...(options.stagesLocked
      ? draft.newStages.length > 0
        ? { newStages: stageInputs(draft.newStages) }
        : {}
      : { stages: stageInputs([...draft.stages, ...draft.newStages]) }),
    state: draft.state,
    organizers: options.organizers,
    managers: options.managers,
    announcements: options.announcements,
    exclusive: draft.exclusive,
    enableQuoteWall: draft.enableQuoteWall,
  };
}
