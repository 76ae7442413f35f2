import { getBodies } from "@/server/db/article-bodies";
import { type Eligibility, federationEligibility } from "./eligibility";

// What the fediverse reads and writes here, as plain D1 statements (worker.ts's bundle has no
// `server-only`, so no server/db/queries module): opted-in authors, their eligible articles,
// their remote followers. Actors are named by user id, which never changes (a userName may).

export type ActorRow = {
  id: number;
  userName: string;
  displayName: string | null;
  description: string | null;
  avatar: string | null;
  createdAt: number;
};

/** Only an active author who opted in is an actor; anyone else is not found. */
const ACTOR_SQL =
  "SELECT u.id, u.user_name AS userName, u.display_name AS displayName, u.description, u.avatar, " +
  "u.created_at AS createdAt FROM users u JOIN federation_user_settings s ON s.user_id = u.id " +
  "WHERE u.state = 'active' AND s.state = 'enabled' AND u.user_name IS NOT NULL";

export async function actorById(db: D1Database, id: number): Promise<ActorRow | null> {
  return db.prepare(`${ACTOR_SQL} AND u.id = ?`).bind(id).first<ActorRow>();
}

export async function actorByName(db: D1Database, userName: string): Promise<ActorRow | null> {
  return db.prepare(`${ACTOR_SQL} AND lower(u.user_name) = lower(?)`).bind(userName).first<ActorRow>();
}

export type ArticleObjectRow = {
  id: number;
  authorId: number;
  shortHash: string;
  title: string;
  summary: string;
  createdAt: number;
  revisedAt: number | null;
  content: string | null;
  dataHash: string;
  tags: { id: number; content: string; slug: string }[];
};

type ArticleQueryRow = Omit<ArticleObjectRow, "tags"> & {
  state: "active" | "archived" | "banned";
  access: "public" | "paywall";
  articleSetting: "inherit" | "enabled" | "disabled" | null;
  tagList: string | null;
};

// the latest version's access and body; the article's own choice; its tags as one JSON array
const ARTICLE_SQL =
  "SELECT a.id, a.author_id AS authorId, a.short_hash AS shortHash, a.title, a.summary, a.state, " +
  "a.created_at AS createdAt, a.revised_at AS revisedAt, v.access, v.content, v.data_hash AS dataHash, " +
  "fs.state AS articleSetting, " +
  "(SELECT json_group_array(json_object('id', t.id, 'content', t.content, 'slug', t.slug)) FROM article_tags at JOIN tags t ON t.id = at.tag_id " +
  "WHERE at.article_id = a.id) AS tagList " +
  "FROM articles a JOIN article_versions v ON v.id = " +
  "(SELECT max(id) FROM article_versions WHERE article_id = a.id) " +
  "LEFT JOIN federation_article_settings fs ON fs.article_id = a.id";

/** The author's articles that go out, newest first, a page at a time (eligibility.ts decides). */
export async function outboxArticles(
  env: { DB: D1Database; CONTENTS: R2Bucket },
  actor: ActorRow,
  offset: number,
  limit: number,
): Promise<ArticleObjectRow[]> {
  const { results } = await env.DB.prepare(
    `${ARTICLE_SQL} WHERE a.author_id = ? AND a.state = 'active' AND v.access = 'public' ` +
      "AND coalesce(fs.state, 'inherit') <> 'disabled' ORDER BY a.created_at DESC, a.id DESC LIMIT ? OFFSET ?",
  )
    .bind(actor.id, limit, offset)
    .all<ArticleQueryRow>();
  return withBodies(
    env,
    results.filter((row) => eligible(row).eligible),
  );
}

export async function outboxCount(db: D1Database, actor: ActorRow): Promise<number> {
  const row = await db
    .prepare(
      "SELECT count(*) AS n FROM articles a JOIN article_versions v ON v.id = " +
        "(SELECT max(id) FROM article_versions WHERE article_id = a.id) " +
        "LEFT JOIN federation_article_settings fs ON fs.article_id = a.id " +
        "WHERE a.author_id = ? AND a.state = 'active' AND v.access = 'public' AND coalesce(fs.state, 'inherit') <> 'disabled'",
    )
    .bind(actor.id)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

/** One article as an ActivityPub object: only while it goes out (else not found). */
export async function federatedArticle(
  env: { DB: D1Database; CONTENTS: R2Bucket },
  shortHash: string,
): Promise<ArticleObjectRow | null> {
  const row = await env.DB.prepare(`${ARTICLE_SQL} WHERE a.short_hash = ?`).bind(shortHash).first<ArticleQueryRow>();
  if (!row) return null;
  const author = await actorById(env.DB, row.authorId);
  if (!author || !eligible(row).eligible) return null;
  return (await withBodies(env, [row]))[0] ?? null;
}

/** The authors here are actors only while opted in and active, which ACTOR_SQL already held. */
function eligible(row: ArticleQueryRow): Eligibility {
  return federationEligibility({
    articleState: row.state,
    access: row.access,
    authorState: "active",
    authorSetting: "enabled",
    articleSetting: row.articleSetting,
  });
}

async function withBodies(env: { CONTENTS: R2Bucket }, rows: ArticleQueryRow[]): Promise<ArticleObjectRow[]> {
  const inR2 = rows.filter((r) => r.content === null).map((r) => r.dataHash);
  const bodies = inR2.length ? await getBodies(env.CONTENTS, inR2) : new Map<string, string>();
  return rows.map((r) => ({
    id: r.id,
    authorId: r.authorId,
    shortHash: r.shortHash,
    title: r.title,
    summary: r.summary,
    createdAt: r.createdAt,
    revisedAt: r.revisedAt,
    content: r.content ?? bodies.get(r.dataHash) ?? "",
    dataHash: r.dataHash,
    tags: JSON.parse(r.tagList ?? "[]") as ArticleObjectRow["tags"],
  }));
}

export type FollowerRow = { actorUri: string; inbox: string; sharedInbox: string | null };

/** A Follow accepted: one row per remote actor and author (a second Follow refreshes its inboxes). */
export async function addFollower(
  db: D1Database,
  userId: number,
  follower: FollowerRow & { followUri: string | null },
): Promise<void> {
  await db
    .prepare(
      "INSERT INTO federation_followers (user_id, actor_uri, follow_uri, inbox, shared_inbox, created_at) " +
        "VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (user_id, actor_uri) DO UPDATE SET " +
        "follow_uri = excluded.follow_uri, inbox = excluded.inbox, shared_inbox = excluded.shared_inbox",
    )
    .bind(userId, follower.actorUri, follower.followUri, follower.inbox, follower.sharedInbox, Date.now())
    .run();
}

/** An Undo of a Follow: only the actor who followed can take it back. */
export async function removeFollower(db: D1Database, userId: number, actorUri: string): Promise<boolean> {
  const result = await db
    .prepare("DELETE FROM federation_followers WHERE user_id = ? AND actor_uri = ?")
    .bind(userId, actorUri)
    .run();
  return result.meta.changes > 0;
}

export async function isFollower(db: D1Database, userId: number, actorUri: string): Promise<boolean> {
  const row = await db
    .prepare("SELECT 1 AS hit FROM federation_followers WHERE user_id = ? AND actor_uri = ?")
    .bind(userId, actorUri)
    .first();
  return row !== null;
}

export async function followers(db: D1Database, userId: number, offset: number, limit: number) {
  const { results } = await db
    .prepare(
      "SELECT actor_uri AS actorUri, inbox, shared_inbox AS sharedInbox FROM federation_followers " +
        "WHERE user_id = ? ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?",
    )
    .bind(userId, limit, offset)
    .all<FollowerRow>();
  return results;
}

export async function followerCount(db: D1Database, userId: number): Promise<number> {
  const row = await db
    .prepare("SELECT count(*) AS n FROM federation_followers WHERE user_id = ?")
    .bind(userId)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

/** Public opted-in authors and their public articles, for NodeInfo's usage. */
export async function usage(db: D1Database) {
  const row = await db
    .prepare(
      "SELECT (SELECT count(*) FROM users u JOIN federation_user_settings s ON s.user_id = u.id " +
        "WHERE u.state = 'active' AND s.state = 'enabled') AS users",
    )
    .first<{ users: number }>();
  return { users: row?.users ?? 0 };
}

/** The remote actors a person here follows whose Accept came, newest first: their URIs. */
export async function following(db: D1Database, userId: number, offset: number, limit: number): Promise<string[]> {
  const { results } = await db
    .prepare(
      "SELECT ra.uri FROM federation_following f JOIN federation_remote_actors ra ON ra.id = f.remote_actor_id " +
        "WHERE f.user_id = ? AND f.state = 'accepted' ORDER BY f.accepted_at DESC, f.id DESC LIMIT ? OFFSET ?",
    )
    .bind(userId, limit, offset)
    .all<{ uri: string }>();
  return results.map((r) => r.uri);
}

export async function followingCount(db: D1Database, userId: number): Promise<number> {
  const row = await db
    .prepare("SELECT count(*) AS n FROM federation_following WHERE user_id = ? AND state = 'accepted'")
    .bind(userId)
    .first<{ n: number }>();
  return row?.n ?? 0;
}
