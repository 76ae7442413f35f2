import "server-only";

// The words of the notice an author gets when admins ban an article (ArticleBanned, read as the
// contract's OfficialAnnouncementNotice, which carries its message and no type). Written once,
// in the author's language, as upstream writes its official notices.

type Language = "en" | "zh_hant" | "zh_hans";

const BANNED: Record<Language, (title: string) => string> = {
  en: (title) =>
    `Your article “${title}” was banned for breaking the community guidelines: readers can no longer see it.`,
  zh_hant: (title) => `你的作品《${title}》因違反社區規範已被封禁，讀者將無法再看到它。`,
  zh_hans: (title) => `你的作品《${title}》因违反社区规范已被封禁，读者将无法再看到它。`,
};

export function articleBannedMessage(language: Language, title: string) {
  return BANNED[language](title);
}
