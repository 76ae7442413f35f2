// The team's announcements (official.announcements): two live ones, in all three languages,
// that the home page's side column shows, and a draft that only admins see.
import type * as s from "../../../server/db/schema/index.ts";
import { BASE_TIME, DAY } from "../config.ts";

type Insert<T extends { $inferInsert: unknown }> = T["$inferInsert"];

export type SeededAnnouncements = {
  announcements: Insert<typeof s.announcements>[];
  translations: Insert<typeof s.announcementTranslations>[];
};

export function generateAnnouncements(): SeededAnnouncements {
  const at = (days: number) => BASE_TIME - days * DAY;
  return {
    announcements: [
      {
        id: 1,
        title: "New here? A short guide to writing on Margins",
        content: "Drafts, tags, collections and the margins: everything a first article needs.",
        link: "/guide",
        type: "product",
        visible: true,
        order: 1,
        createdAt: at(10),
        updatedAt: at(10),
      },
      {
        id: 2,
        title: "Our community guidelines",
        content: "Disagree with ideas, not with people: how we keep Margins a place for careful reading.",
        link: "/community",
        type: "community",
        visible: true,
        order: 2,
        createdAt: at(30),
        updatedAt: at(30),
      },
      {
        id: 3,
        title: "Autumn writing challenge: winners",
        content: "A draft for the editors.",
        type: "seminar",
        visible: false,
        order: 0,
        createdAt: at(1),
        updatedAt: at(1),
      },
    ],
    translations: [
      {
        announcementId: 1,
        language: "zh_hant",
        title: "初來乍到？在 Margins 寫作的簡短指南",
        content: "草稿、標籤、選集與頁邊：第一篇文章需要的一切。",
      },
      {
        announcementId: 1,
        language: "zh_hans",
        title: "初来乍到？在 Margins 写作的简短指南",
        content: "草稿、标签、选集与页边：第一篇文章需要的一切。",
      },
      {
        announcementId: 2,
        language: "zh_hant",
        title: "我們的社群守則",
        content: "對事不對人：我們如何讓 Margins 保持為一個細心閱讀的地方。",
      },
      {
        announcementId: 2,
        language: "zh_hans",
        title: "我们的社区守则",
        content: "对事不对人：我们如何让 Margins 保持为一个细心阅读的地方。",
      },
    ],
  };
}
