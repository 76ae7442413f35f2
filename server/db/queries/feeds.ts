import "server-only";
import { and, count, desc, eq, inArray, lt, ne, or, sql } from "drizzle-orm";
import type { Db } from "../client";
import { articles, featuredArticles, follows, users } from "../schema";

/** Editor picks for the Featured feed, newest pick first. Walks featured_articles_picked_idx. */
export function featuredPage(db: Db, limit: number, after?: readonly [number, number]) {
  return db
    .select({ article: articles, pickedAt: featuredArticles.pickedAt })
    .from(featuredArticles)
    .innerJoin(articles, eq(articles.id, featuredArticles.articleId))
    .innerJoin(users, eq(users.id, articles.authorId))
    .where(
      and(
        eq(articles.state, "active"),
        eq(users.state, "active"),
        after
          ? or(
              lt(featuredArticles.pickedAt, after[0]),
              and(eq(featuredArticles.pickedAt, after[0]), lt(featuredArticles.articleId, after[1])),
            )
          : undefined,
      ),
    )
    .orderBy(desc(featuredArticles.pickedAt), desc(featuredArticles.articleId))
    .limit(limit + 1);
}

export async function featuredCount(db: Db) {
  const [row] = await db
    .select({ n: count() })
    .from(featuredArticles)
    .innerJoin(articles, eq(articles.id, featuredArticles.articleId))
    .innerJoin(users, eq(users.id, articles.authorId))
    .where(and(eq(articles.state, "active"), eq(users.state, "active")));
  return row?.n ?? 0;
}

/** The kinds of follow-feed activity, in the order they sort at the same instant. */
export const ACTIVITY_KINDS = ["publish", "tag", "moment", "circle", "broadcast"] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];
/** `targetId`: the tag an article was added to, or the circle a broadcast is in. */
export type ActivityRow = {
  kind: ActivityKind;
  id: number;
  actorId: number;
  createdAt: number;
  targetId: number | null;
};

/**
 * One page of what the people a reader follows did, and what was added to the tags they
 * bookmarked, newest first: articles published, articles added to a bookmarked tag (by someone
 * the reader does not already follow, so an article shows once, nor blocked), moments posted
 * circles created, and broadcasts the owners of circles the reader is a member of (active or in a
 * trial) started. Keyset on (createdAt, kind, id); each branch walks an index by author
 * or tag. No one the reader blocked is followed (a block ends follows, and none is made across one).
 */
export async function followingActivityPage(
  db: Db,
  viewerId: number,
  limit: number,
  { after, articlesOnly = false }: { after?: readonly [number, number, number]; articlesOnly?: boolean } = {},
): Promise<ActivityRow[]> {
  const cursor = after
    ? sql`where created_at < ${after[0]} or (created_at = ${after[0]} and (kind_rank > ${after[1]} or (kind_rank = ${after[1]} and id < ${after[2]})))`
    : sql``;
  const rows = await db.all<{
    kind_rank: number;
    id: number;
    actor_id: number;
    created_at: number;
    target_id: number | null;
  }>(sql`
    select * from (${followingActivity(viewerId, articlesOnly)})
    ${cursor}
    order by created_at desc, kind_rank asc, id desc
    limit ${limit + 1}
  `);
  return rows.map((r) => ({
    kind: ACTIVITY_KINDS[r.kind_rank] ?? "publish",
    id: r.id,
    actorId: r.actor_id,
    createdAt: r.created_at,
    targetId: r.target_id,
  }));
}

export async function followingActivityCount(db: Db, viewerId: number, articlesOnly = false) {
  const [row] = await db.all<{ n: number }>(
    sql`select count(*) as n from (${followingActivity(viewerId, articlesOnly)})`,
  );
  return row?.n ?? 0;
}

function followingActivity(viewerId: number, articlesOnly: boolean) {
  const articleActivity = sql`
      select 0 as kind_rank, a.id, a.author_id as actor_id, a.created_at, null as target_id
        from follows f
        join users u on u.id = f.followee_id and u.state = 'active'
        join articles a on a.author_id = f.followee_id and a.state = 'active'
        where f.follower_id = ${viewerId}
      union all
      select 1, a.id, a.author_id, max(t.created_at), min(t.tag_id)
        from tag_bookmarks b
        join article_tags t on t.tag_id = b.tag_id
        join articles a on a.id = t.article_id and a.state = 'active'
        join users u on u.id = a.author_id and u.state = 'active'
        where b.user_id = ${viewerId} and a.author_id != ${viewerId}
          and not exists (select 1 from follows f2 where f2.follower_id = ${viewerId} and f2.followee_id = a.author_id)
          and not exists (select 1 from blocks bl where bl.user_id = ${viewerId} and bl.blocked_id = a.author_id)
        group by a.id`;
  if (articlesOnly) return articleActivity;
  return sql`${articleActivity}
      union all
      select 2, m.id, m.author_id, m.created_at, null
        from follows f
        join users u on u.id = f.followee_id and u.state = 'active'
        join moments m on m.author_id = f.followee_id and m.state = 'active'
        where f.follower_id = ${viewerId}
      union all
      select 3, c.id, c.owner_id, c.created_at, null
        from follows f
        join circles c on c.owner_id = f.followee_id and c.state = 'active'
        where f.follower_id = ${viewerId}
      union all
      select 4, cm.id, cm.author_id, cm.created_at, c.id
        from follows f
        join users u on u.id = f.followee_id and u.state = 'active'
        join circles c on c.owner_id = f.followee_id and c.state = 'active'
        join circle_members mb on mb.circle_id = c.id and mb.user_id = ${viewerId}
          and mb.state in ('active', 'trialing')
        join comments cm on cm.type = 'circleBroadcast' and cm.target_id = c.id
          and cm.parent_comment_id is null and cm.author_id = c.owner_id and cm.state = 'active'
        where f.follower_id = ${viewerId}`;
}

/**
 * People followed by the people the reader follows, whom the reader does not follow yet (nor
 * blocked), most shared first: the "who to follow" row of the follow feed.
 */
export async function followedByFollowees(db: Db, viewerId: number, limit: number) {
  const rows = await db.all<{ id: number }>(sql`
    select f2.followee_id as id from follows f1
      join follows f2 on f2.follower_id = f1.followee_id
      join users u on u.id = f2.followee_id and u.state = 'active'
      where f1.follower_id = ${viewerId} and f2.followee_id != ${viewerId}
        and not exists (select 1 from follows f3 where f3.follower_id = ${viewerId} and f3.followee_id = f2.followee_id)
        and not exists (select 1 from blocks b where b.user_id = ${viewerId} and b.blocked_id = f2.followee_id)
      group by f2.followee_id
      order by count(*) desc, f2.followee_id desc
      limit ${limit}`);
  return rows.map((r) => r.id);
}

/**
 * The pool the recommended authors are drawn from: active people with published work, most
 * followed first. Shuffled per request by the caller, so the pool stays one cached query.
 */
export function authorPool(db: Db, size: number, excludeId: number | null) {
  return db
    .select({ user: users })
    .from(users)
    .where(
      and(
        eq(users.state, "active"),
        excludeId === null ? undefined : ne(users.id, excludeId),
        sql`exists (select 1 from ${articles} where ${articles.authorId} = ${users.id} and ${articles.state} = 'active')`,
      ),
    )
    .orderBy(desc(sql`(select count(*) from ${follows} where ${follows.followeeId} = ${users.id})`), desc(users.id))
    .limit(size);
}

/** Followees among `ids`, for leaving already-followed authors out of recommendations. */
export async function followeesAmong(db: Db, viewerId: number, ids: readonly number[]) {
  if (ids.length === 0) return new Set<number>();
  const rows = await db
    .select({ id: follows.followeeId })
    .from(follows)
    .where(and(eq(follows.followerId, viewerId), inArray(follows.followeeId, [...ids])));
  return new Set(rows.map((r) => r.id));
}
