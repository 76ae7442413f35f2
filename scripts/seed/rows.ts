// Insert types from the schema, narrowed where the generators read fields back.
import type * as s from "../../server/db/schema/index.ts";
import type { Lang, Topic } from "./text/bank.ts";

type Insert<T extends { $inferInsert: unknown }> = T["$inferInsert"];
type Timed = { id: number; createdAt: number };

export type UserRow = Insert<typeof s.users> &
  Timed & {
    userName: string;
    displayName: string;
    language: Lang;
    state: (typeof s.USER_STATES)[number];
  };
export type AssetRow = Insert<typeof s.assets> & Timed & { path: string };
export type ArticleRow = Insert<typeof s.articles> &
  Timed & { authorId: number; state: (typeof s.ARTICLE_STATES)[number]; language: Lang };
export type ArticleVersionRow = Insert<typeof s.articleVersions> & Timed & { content: string };
export type TagRow = Insert<typeof s.tags> & Timed;
export type ArticleTagRow = Insert<typeof s.articleTags>;
export type MomentRow = Insert<typeof s.moments> & Timed & { authorId: number };
export type MomentLikeRow = Insert<typeof s.momentLikes>;
export type CommentRow = Insert<typeof s.comments> &
  Timed & { type: "article" | "moment"; targetId: number; authorId: number };
export type CommentVoteRow = Insert<typeof s.commentVotes>;
export type FollowRow = Insert<typeof s.follows>;
export type ArticleBookmarkRow = Insert<typeof s.articleBookmarks>;
export type AppreciationRow = Insert<typeof s.appreciations> & { amount: number };
export type ReadHistoryRow = Insert<typeof s.readHistory>;
export type ArticleReadRow = Insert<typeof s.articleReads>;

/**
 * An article with what the generators know about it beyond its columns. `versions` run oldest
 * first; `version` is the newest of them, the one `row` (title, summary, word count) follows.
 */
export type SeededArticle = {
  row: ArticleRow;
  version: ArticleVersionRow;
  versions: ArticleVersionRow[];
  topic: Topic;
};
/** A moment with the topic its text was written about, so comments can refer to it. */
export type SeededMoment = { row: MomentRow; topic: Topic; lang: Lang };
