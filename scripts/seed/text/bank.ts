export const TOPICS = [
  "writing",
  "travel",
  "technology",
  "food",
  "cities",
  "books",
  "film",
  "music",
  "science",
  "work",
  "family",
  "nature",
] as const;
export type Topic = (typeof TOPICS)[number];

export const SEED_LANGUAGES = ["en", "zh_hant", "zh_hans"] as const;
export type Lang = (typeof SEED_LANGUAGES)[number];

export type TopicBank = {
  /** noun phrases that fill {s} and {o} in templates; lowercase in English */
  subjects: readonly string[];
  /** complete sentences that only make sense for this topic */
  sentences: readonly string[];
  headings: readonly string[];
};

/**
 * Everything written in one language. Templates use {s} and {o} (two different subjects of
 * the article's topic) and {time} (a time phrase).
 */
export type LanguageBank = {
  lang: Lang;
  /** joins sentences within a paragraph: a space in English, nothing in Chinese */
  sentenceJoiner: string;
  titles: readonly string[];
  sentences: readonly string[];
  times: readonly string[];
  headings: readonly string[];
  topics: Readonly<Record<Topic, TopicBank>>;
  moments: readonly string[];
  comments: readonly string[];
  replies: readonly string[];
  bios: readonly string[];
  collectionTitles: readonly string[];
  collectionDescriptions: readonly string[];
  /** {tag} is the tag's content */
  tagDescription: string;
};
