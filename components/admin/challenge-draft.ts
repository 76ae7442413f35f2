import type { AdminChallengeQuery } from "@/lib/graphql/generated/graphql";
import { type ChallengeDraft, EMPTY_TEXTS, toLocalInput } from "./challenge-input";

type Challenge = Extract<NonNullable<AdminChallengeQuery["campaign"]>, { __typename: "WritingChallenge" }>;

/** A new challenge's form: nothing filled, pending, no stages. */
export function emptyChallengeDraft(): ChallengeDraft {
  return {
    name: { ...EMPTY_TEXTS },
    navbarTitle: { ...EMPTY_TEXTS },
    channelEnabled: false,
    description: { ...EMPTY_TEXTS },
    link: "",
    applicationStart: "",
    applicationEnd: "",
    writingStart: "",
    writingEnd: "",
    stages: [],
    newStages: [],
    state: "pending",
    organizers: "",
    managers: "",
    announcements: "",
    exclusive: false,
    enableQuoteWall: false,
  };
}

/** A saved challenge as its form starts. */
export function challengeDraftOf(challenge: Challenge): ChallengeDraft {
  return {
    name: { en: challenge.nameEn, zh_hant: challenge.nameZhHant, zh_hans: challenge.nameZhHans },
    navbarTitle: {
      en: challenge.navbarTitleEn,
      zh_hant: challenge.navbarTitleZhHant,
      zh_hans: challenge.navbarTitleZhHans,
    },
    channelEnabled: challenge.channelEnabled,
    description: {
      en: challenge.descriptionEn ?? "",
      zh_hant: challenge.descriptionZhHant ?? "",
      zh_hans: challenge.descriptionZhHans ?? "",
    },
    link: challenge.link,
    applicationStart: toLocalInput(challenge.applicationPeriod?.start),
    applicationEnd: toLocalInput(challenge.applicationPeriod?.end),
    writingStart: toLocalInput(challenge.writingPeriod?.start),
    writingEnd: toLocalInput(challenge.writingPeriod?.end),
    stages: challenge.stages.map((stage) => ({
      key: stage.id,
      id: stage.id,
      name: { en: stage.nameEn, zh_hant: stage.nameZhHant, zh_hans: stage.nameZhHans },
      start: toLocalInput(stage.period?.start),
    })),
    newStages: [],
    state: challenge.state,
    organizers: challenge.organizers.map((u) => u.userName ?? "").join(", "),
    managers: challenge.oss.managers.map((u) => u.userName ?? "").join(", "),
    announcements: challenge.announcements.map((a) => `/a/${a.shortHash}`).join("\n"),
    exclusive: challenge.oss.exclusive,
    enableQuoteWall: challenge.enableQuoteWall,
  };
}
