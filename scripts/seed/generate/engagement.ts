import type * as s from "../../../server/db/schema/index.ts";
import { BASE_TIME, COUNTS, DAY, HOUR, MINUTE } from "../config.ts";
import { type SeedContext, timeBetween } from "../context.ts";
import type { Rng } from "../random.ts";
import type {
  AppreciationRow,
  ArticleBookmarkRow,
  ArticleReadRow,
  FollowRow,
  ReadHistoryRow,
  SeededArticle,
  UserRow,
} from "../rows.ts";
import type { SeededTag } from "./tags.ts";
import type { SeededUsers } from "./users.ts";

type TagBookmarkRow = (typeof s.tagBookmarks)["$inferInsert"];
type FeaturedRow = (typeof s.featuredArticles)["$inferInsert"];

export type Engagement = {
  follows: FollowRow[];
  tagBookmarks: TagBookmarkRow[];
  articleBookmarks: ArticleBookmarkRow[];
  appreciations: AppreciationRow[];
  readHistory: ReadHistoryRow[];
  articleReads: ArticleReadRow[];
  featured: FeaturedRow[];
};

/** Prefers people who write in the same language. */
function preferLanguage<T extends { language: string }>(rng: Rng, items: readonly T[], lang: string, n: number): T[] {
  const same = rng.shuffle(items.filter((i) => i.language === lang));
  const other = rng.shuffle(items.filter((i) => i.language !== lang));
  const sameShare = Math.min(same.length, Math.round(n * 0.75));
  return [...same.slice(0, sameShare), ...other.slice(0, n - sameShare), ...same.slice(sameShare)].slice(0, n);
}

function follows(rng: Rng, users: SeededUsers): FollowRow[] {
  const pairs = new Map<string, FollowRow>();
  const follow = (follower: UserRow, followee: UserRow) => {
    if (follower.id === followee.id) return;
    const start = Math.max(follower.createdAt, followee.createdAt) + HOUR;
    pairs.set(`${follower.id}:${followee.id}`, {
      followerId: follower.id,
      followeeId: followee.id,
      createdAt: timeBetween(rng, start, BASE_TIME - HOUR),
    });
  };
  const { alice, bob } = users;
  follow(alice, bob);
  follow(bob, alice);
  for (const user of users.all) {
    const others = users.all.filter((u) => u.id !== user.id && u.state !== "archived");
    for (const followee of preferLanguage(rng, others, user.language, rng.int(3, 15))) {
      follow(user, followee);
    }
  }
  // the demo accounts should have a lively following feed
  for (const demo of [alice, bob]) {
    for (const followee of rng.sample(users.active, 10)) follow(demo, followee);
  }
  return [...pairs.values()];
}

function tagBookmarks(rng: Rng, users: SeededUsers, tags: readonly SeededTag[]): TagBookmarkRow[] {
  return users.active.flatMap((user) =>
    rng
      .sample(
        tags.filter((t) => t.spec.langs.includes(user.language)),
        user.id === users.alice.id || user.id === users.bob.id ? 4 : rng.int(0, 5),
      )
      .map((tag) => ({
        userId: user.id,
        tagId: tag.row.id,
        createdAt: timeBetween(rng, Math.max(user.createdAt, tag.row.createdAt) + HOUR, BASE_TIME),
      })),
  );
}

type ArticleLike = SeededArticle["row"] & { language: string };

function articleBookmarks(rng: Rng, users: SeededUsers, active: readonly ArticleLike[]): ArticleBookmarkRow[] {
  return users.active.flatMap((user) =>
    preferLanguage(
      rng,
      active.filter((a) => a.authorId !== user.id),
      user.language,
      rng.int(0, 12),
    ).map((article) => ({
      userId: user.id,
      articleId: article.id,
      createdAt: timeBetween(rng, article.createdAt + 30 * MINUTE, article.createdAt + 30 * DAY),
    })),
  );
}

function appreciations(rng: Rng, users: SeededUsers, active: readonly ArticleLike[]): AppreciationRow[] {
  const rows: AppreciationRow[] = [];
  for (const article of active) {
    const count = Math.floor(rng.next() ** 2 * 12);
    const senders = rng.sample(
      users.active.filter((u) => u.id !== article.authorId),
      count,
    );
    for (const sender of senders) {
      const roll = rng.next();
      const purpose: AppreciationRow["purpose"] =
        roll < 0.04 ? "systemSubsidy" : roll < 0.12 ? "superLike" : "appreciate";
      rows.push({
        id: rows.length + 1,
        senderId: purpose === "systemSubsidy" ? null : sender.id,
        recipientId: article.authorId,
        articleId: article.id,
        amount: purpose === "superLike" ? 1 : rng.int(1, 5),
        purpose,
        createdAt: timeBetween(rng, article.createdAt + 10 * MINUTE, article.createdAt + 14 * DAY),
      });
    }
  }
  return rows;
}

function readHistory(rng: Rng, users: SeededUsers, active: readonly ArticleLike[]): ReadHistoryRow[] {
  return users.all
    .filter((u) => u.state !== "archived")
    .flatMap((user) =>
      preferLanguage(rng, active, user.language, rng.int(10, 40)).map((article) => ({
        userId: user.id,
        articleId: article.id,
        readAt: timeBetween(rng, article.createdAt + 5 * MINUTE, article.createdAt + 40 * DAY),
        readSeconds: rng.int(15, 900),
        archived: rng.chance(0.05),
      })),
    );
}

/** Each history row's read, counted for the author's analytics (a reader's own articles are never counted). */
function articleReads(history: readonly ReadHistoryRow[], active: readonly ArticleLike[]): ArticleReadRow[] {
  const authors = new Map(active.map((a) => [a.id, a.authorId]));
  return history.flatMap((h) => {
    const authorId = authors.get(h.articleId);
    return authorId === undefined || authorId === h.userId
      ? []
      : [{ articleId: h.articleId, readerId: h.userId, authorId, createdAt: h.readAt }];
  });
}

function featured(rng: Rng, active: readonly ArticleLike[]): FeaturedRow[] {
  return rng.sample(active, COUNTS.featured).map((article) => ({
    articleId: article.id,
    pickedAt: timeBetween(rng, article.createdAt + HOUR, article.createdAt + 3 * DAY),
  }));
}

export function generateEngagement(
  ctx: SeedContext,
  users: SeededUsers,
  articles: readonly SeededArticle[],
  tags: readonly SeededTag[],
): Engagement {
  const rng = ctx.rng.fork("engagement");
  const active = articles.filter((a) => a.row.state === "active").map((a) => a.row);
  const history = readHistory(rng.fork("read-history"), users, active);
  return {
    follows: follows(rng.fork("follows"), users),
    tagBookmarks: tagBookmarks(rng.fork("tag-bookmarks"), users, tags),
    articleBookmarks: articleBookmarks(rng.fork("article-bookmarks"), users, active),
    appreciations: appreciations(rng.fork("appreciations"), users, active),
    readHistory: history,
    articleReads: articleReads(history, active),
    featured: featured(rng.fork("featured"), active),
  };
}
