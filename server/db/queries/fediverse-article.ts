import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "../client";

// An article's replies, likes and boosts from the fediverse (server/db/schema/federation-social.ts),
// as its page and its author read them: one query for the counts, one for the replies with their
// writers, however many there are.

/** The latest replies shown under an article. */
export const ARTICLE_REPLIES_MAX = 100;

export type ArticleFediverseCounts = { replies: number; likes: number; announces: number };

export async function articleFediverseCounts(db: Db, articleId: number): Promise<ArticleFediverseCounts> {
  const [row] = await db.all<ArticleFediverseCounts>(sql`
    SELECT
      (SELECT count(*) FROM federation_posts WHERE article_id = ${articleId} AND deleted_at IS NULL) AS replies,
      (SELECT count(*) FROM federation_engagements WHERE article_id = ${articleId} AND kind = 'like') AS likes,
      (SELECT count(*) FROM federation_engagements WHERE article_id = ${articleId} AND kind = 'announce') AS announces`);
  return { replies: row?.replies ?? 0, likes: row?.likes ?? 0, announces: row?.announces ?? 0 };
}

export type ArticleReplyRow = {
  objectUri: string;
  content: string;
  summary: string;
  url: string | null;
  inReplyTo: string | null;
  publishedAt: number;
  actorUri: string;
  handle: string | null;
  preferredUsername: string | null;
  name: string | null;
  actorSummary: string;
  actorUrl: string | null;
  avatarUrl: string | null;
};

/** Replies not deleted, the latest ARTICLE_REPLIES_MAX, oldest first. */
export async function articleReplies(db: Db, articleId: number): Promise<ArticleReplyRow[]> {
  const rows = await db.all<ArticleReplyRow>(sql`
    SELECT p.object_uri AS objectUri, p.content, p.summary, p.url, p.in_reply_to AS inReplyTo,
      p.published_at AS publishedAt, r.uri AS actorUri, r.handle, r.preferred_username AS preferredUsername,
      r.name, r.summary AS actorSummary, r.url AS actorUrl, r.avatar_url AS avatarUrl
    FROM federation_posts p JOIN federation_remote_actors r ON r.id = p.remote_actor_id
    WHERE p.article_id = ${articleId} AND p.deleted_at IS NULL
    ORDER BY p.published_at DESC, p.id DESC LIMIT ${ARTICLE_REPLIES_MAX}`);
  return rows.reverse();
}

/** The author's notices about the article: how many groups, how many events unread. */
export async function articleNoticeCounts(db: Db, userId: number, articleId: number) {
  const [row] = await db.all<{ groups: number; unread: number | null }>(sql`
    SELECT count(*) AS groups, sum(unread_count) AS unread FROM federation_notifications
    WHERE user_id = ${userId} AND article_id = ${articleId}`);
  return { groups: row?.groups ?? 0, unread: row?.unread ?? 0 };
}
