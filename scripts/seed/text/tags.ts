import type { Lang, Topic } from "./bank.ts";

export type TagSpec = {
  content: string;
  langs: readonly Lang[];
  /** topics the tag suits; empty means it suits any article */
  topics: readonly Topic[];
};

const ZH: readonly Lang[] = ["zh_hant", "zh_hans"];

const english = (content: string, ...topics: Topic[]): TagSpec => ({
  content,
  langs: ["en"],
  topics,
});

/** A Chinese tag: one row when both scripts write it the same, else one per script. */
const chinese = (hant: string, hans: string, ...topics: Topic[]): TagSpec[] =>
  hant === hans
    ? [{ content: hant, langs: ZH, topics }]
    : [
        { content: hant, langs: ["zh_hant"], topics },
        { content: hans, langs: ["zh_hans"], topics },
      ];

export const TAG_SPECS: readonly TagSpec[] = [
  english("writing", "writing"),
  english("travel", "travel"),
  english("technology", "technology"),
  english("food", "food"),
  english("cities", "cities"),
  english("books", "books"),
  english("film", "film"),
  english("music", "music"),
  english("science", "science"),
  english("work", "work"),
  english("family", "family"),
  english("nature", "nature"),
  english("essay"),
  english("poetry", "writing", "books"),
  english("photography", "travel", "nature", "film"),
  english("productivity", "work", "technology"),
  english("cooking", "food", "family"),
  english("history", "cities", "books", "science"),
  english("design", "technology", "cities"),
  english("parenting", "family"),
  ...chinese("寫作", "写作", "writing"),
  ...chinese("旅行", "旅行", "travel"),
  ...chinese("科技", "科技", "technology"),
  ...chinese("美食", "美食", "food"),
  ...chinese("城市", "城市", "cities"),
  ...chinese("閱讀", "阅读", "books"),
  ...chinese("電影", "电影", "film"),
  ...chinese("音樂", "音乐", "music"),
  ...chinese("科學", "科学", "science"),
  ...chinese("工作", "工作", "work"),
  ...chinese("家庭", "家庭", "family"),
  ...chinese("自然", "自然", "nature"),
  ...chinese("散文", "散文"),
  ...chinese("生活", "生活"),
  ...chinese("隨筆", "随笔"),
  ...chinese("詩", "诗", "writing", "books"),
  ...chinese("攝影", "摄影", "travel", "nature", "film"),
  ...chinese("書評", "书评", "books"),
  ...chinese("日記", "日记", "writing", "family"),
  ...chinese("咖啡", "咖啡", "food", "cities", "work"),
  ...chinese("香港", "香港", "cities", "travel", "food"),
  ...chinese("台北", "台北", "cities", "travel"),
  ...chinese("上海", "上海", "cities", "travel"),
  ...chinese("職場", "职场", "work"),
  ...chinese("育兒", "育儿", "family"),
  ...chinese("登山", "登山", "nature", "travel"),
  ...chinese("歷史", "历史", "cities", "books", "science"),
  ...chinese("設計", "设计", "technology", "cities"),
  ...chinese("心理學", "心理学", "science", "family"),
  ...chinese("小說", "小说", "books", "writing"),
];
