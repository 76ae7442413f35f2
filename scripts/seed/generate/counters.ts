// Recomputes the denormalised counters from the rows actually inserted, so they always agree.
import type {
  AppreciationRow,
  ArticleBookmarkRow,
  ArticleTagRow,
  CommentRow,
  MomentLikeRow,
  ReadHistoryRow,
  SeededArticle,
  SeededMoment,
} from "../rows.ts";
import type { SeededTag } from "./tags.ts";

type Counted = {
  articles: readonly SeededArticle[];
  articleTags: readonly ArticleTagRow[];
  tags: readonly SeededTag[];
  moments: readonly SeededMoment[];
  momentLikes: readonly MomentLikeRow[];
  comments: readonly CommentRow[];
  articleBookmarks: readonly ArticleBookmarkRow[];
  appreciations: readonly AppreciationRow[];
  readHistory: readonly ReadHistoryRow[];
};

function tally<T>(
  rows: readonly T[],
  key: (row: T) => number | null | undefined,
  amount: (row: T) => number = () => 1,
) {
  const totals = new Map<number, number>();
  for (const row of rows) {
    const k = key(row);
    if (k != null) totals.set(k, (totals.get(k) ?? 0) + amount(row));
  }
  return totals;
}

export function applyCounters(data: Counted): void {
  const activeComments = data.comments.filter((c) => c.state === "active");
  const articleComments = tally(
    activeComments.filter((c) => c.type === "article"),
    (c) => c.targetId,
  );
  const momentComments = tally(
    activeComments.filter((c) => c.type === "moment"),
    (c) => c.targetId,
  );
  const bookmarks = tally(data.articleBookmarks, (b) => b.articleId);
  const appreciation = tally(
    data.appreciations,
    (a) => a.articleId,
    (a) => a.amount,
  );
  const reads = tally(data.readHistory, (r) => r.articleId);
  const likes = tally(data.momentLikes, (l) => l.momentId);

  for (const { row } of data.articles) {
    row.commentCount = articleComments.get(row.id) ?? 0;
    row.bookmarkCount = bookmarks.get(row.id) ?? 0;
    row.appreciationTotal = appreciation.get(row.id) ?? 0;
    row.readCount = reads.get(row.id) ?? 0;
  }
  for (const { row } of data.moments) {
    row.likeCount = likes.get(row.id) ?? 0;
    row.commentCount = momentComments.get(row.id) ?? 0;
  }

  const articleById = new Map(data.articles.map((a) => [a.row.id, a.row]));
  const articlesPerTag = new Map<number, Set<number>>();
  const authorsPerTag = new Map<number, Set<number>>();
  for (const link of data.articleTags) {
    const article = articleById.get(link.articleId);
    if (article?.state !== "active") continue;
    const ids = articlesPerTag.get(link.tagId) ?? new Set<number>();
    const authors = authorsPerTag.get(link.tagId) ?? new Set<number>();
    ids.add(article.id);
    authors.add(article.authorId);
    articlesPerTag.set(link.tagId, ids);
    authorsPerTag.set(link.tagId, authors);
  }
  for (const { row } of data.tags) {
    row.numArticles = articlesPerTag.get(row.id)?.size ?? 0;
    row.numAuthors = authorsPerTag.get(row.id)?.size ?? 0;
  }
}
