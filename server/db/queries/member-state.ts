import "server-only";
import { and, count, desc, eq, gt, inArray, sql } from "drizzle-orm";
import type { Db } from "../client";
import {
  appreciations,
  articleBookmarks,
  articles,
  articleVersions,
  blocks,
  circles,
  followFeedVisits,
  follows,
  notices,
  sessions,
  tagBookmarks,
  tags,
  users,
} from "../schema";

/**
 * What a signed-in reader's state on a kept member page is made of (server/cache/member-state.ts),
 * read in one D1 batch, one round trip: the statements name the article by its short hash and
 * the reader by the session's claims, so none waits for another's answer. The reader's rows
 * count only when the session's row says the claims are live (`viewer`). The page names its
 * article by `shortHash`, its tag by `tagId` and its person by `userName` (a profile; else the
 * article's author is the page's person); one it does not name (null) matches nothing, each of
 * those statements an index lookup that finds no row.
 */
export async function memberStateRows(
  db: Db,
  claims: { sessionId: string; userId: number },
  page: { shortHash: string | null; tagId: number | null; userName: string | null },
  now: number,
) {
  const { sessionId, userId } = claims;
  const hash = page.shortHash ?? "";
  const tagId = page.tagId ?? 0;
  // as userByName finds a name (users_user_name_unique is on its lower case)
  const named = sql`lower(${users.userName}) = lower(${page.userName ?? ""})`;
  const article = db.select({ id: articles.id }).from(articles).where(eq(articles.shortHash, hash));
  const person =
    page.userName !== null
      ? db.select({ id: users.id }).from(users).where(named)
      : db.select({ id: articles.authorId }).from(articles).where(eq(articles.shortHash, hash));
  const [viewer, unread, visit, owned, found, version, bookmark, given, following, follower, blocking, tag, profile] =
    await db.batch([
      // the same live session as userOfSession (server/db/queries/sessions.ts) asks for
      db
        .select({
          id: users.id,
          userName: users.userName,
          displayName: users.displayName,
          avatar: users.avatar,
          state: users.state,
          role: users.role,
          language: users.language,
          lastSeenAt: sessions.lastSeenAt,
        })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), gt(sessions.expiresAt, now)))
        .limit(1),
      db
        .select({ n: count() })
        .from(notices)
        .where(and(eq(notices.recipientId, userId), eq(notices.unread, true))),
      db
        .select({ since: followFeedVisits.unreadSince })
        .from(followFeedVisits)
        .where(eq(followFeedVisits.userId, userId)),
      db
        .select({ name: circles.name })
        .from(circles)
        .where(and(eq(circles.ownerId, userId), eq(circles.state, "active"))),
      db
        .select({ id: articles.id, authorId: articles.authorId, state: articles.state, pinned: articles.pinned })
        .from(articles)
        .where(eq(articles.shortHash, hash))
        .limit(1),
      // the newest version, as the API's articleVersion loader takes it (latestVersions)
      db
        .select({ access: articleVersions.access })
        .from(articleVersions)
        .where(inArray(articleVersions.articleId, article))
        .orderBy(desc(articleVersions.id))
        .limit(1),
      db
        .select({ one: sql<number>`1` })
        .from(articleBookmarks)
        .where(and(eq(articleBookmarks.userId, userId), inArray(articleBookmarks.articleId, article)))
        .limit(1),
      db
        .select({ purpose: appreciations.purpose, amount: sql<number>`coalesce(sum(${appreciations.amount}), 0)` })
        .from(appreciations)
        .where(and(eq(appreciations.senderId, userId), inArray(appreciations.articleId, article)))
        .groupBy(appreciations.purpose),
      db
        .select({ one: sql<number>`1` })
        .from(follows)
        .where(and(eq(follows.followerId, userId), inArray(follows.followeeId, person)))
        .limit(1),
      db
        .select({ one: sql<number>`1` })
        .from(follows)
        .where(and(eq(follows.followeeId, userId), inArray(follows.followerId, person)))
        .limit(1),
      db
        .select({ one: sql<number>`1` })
        .from(blocks)
        .where(and(eq(blocks.userId, userId), inArray(blocks.blockedId, person)))
        .limit(1),
      db
        .select({
          id: tags.id,
          bookmarked: sql<number>`exists (select 1 from ${tagBookmarks} where ${tagBookmarks.tagId} = ${tags.id} and ${tagBookmarks.userId} = ${userId})`,
        })
        .from(tags)
        .where(eq(tags.id, tagId)),
      db
        .select({ id: users.id })
        .from(users)
        .where(page.userName !== null ? named : eq(users.id, 0))
        .limit(1),
    ]);
  const reader = viewer[0];
  if (!reader) return null;
  const likes = given.filter((g) => g.purpose === "appreciate").reduce((sum, g) => sum + g.amount, 0);
  // what the reader is to the page's person
  const relation = { follows: following.length > 0, followedBy: follower.length > 0, blocking: blocking.length > 0 };
  return {
    viewer: reader,
    unreadNoticeCount: unread[0]?.n ?? 0,
    unreadFollowing: visit[0]?.since != null,
    ownCircles: owned.map((c) => c.name),
    article: found[0]
      ? {
          ...found[0],
          access: version[0]?.access ?? null,
          bookmarked: bookmark.length > 0,
          likesGiven: likes,
          ...relation,
        }
      : null,
    tag: tag[0] ? { id: tag[0].id, bookmarked: tag[0].bookmarked === 1 } : null,
    profile: profile[0] ? { id: profile[0].id, ...relation } : null,
  };
}

export type MemberStateRows = NonNullable<Awaited<ReturnType<typeof memberStateRows>>>;
