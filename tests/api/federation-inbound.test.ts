import { env } from "cloudflare:workers";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  federationActorBlocks,
  federationDomainBlocks,
  federationEngagements,
  federationNotifications,
  federationPosts,
  federationRemoteActors,
  federationReports,
  federationUserSettings,
} from "@/server/db/schema";
import {
  deleteReply,
  REPLY_MAX,
  removeEngagement,
  storeEngagement,
  storeReply,
  storeReport,
  updateReply,
} from "@/server/federation/inbound-store";
import { createUser, db } from "../support/api";
import { insertArticle } from "../support/writing-fixtures";

// What the fediverse does to our articles, as the inbox's listeners write it
// (server/federation/inbound-store.ts): replies kept once and changed only by their writer,
// likes and boosts once per actor, reports once per Flag, the author's notices grouped per
// article, and nothing at all from a blocked actor or instance.

// no tag cache here: the purge is a no-op (its write is exercised by the browser test)
const inEnv = { DB: env.DB, NEXT_TAG_CACHE_D1: undefined, ASSETS: undefined };
let seq = 0;

async function remoteActor(host = `remote${++seq}.example`) {
  const uri = `https://${host}/users/r${++seq}`;
  const [row] = await db()
    .insert(federationRemoteActors)
    .values({
      uri,
      handle: `r${seq}@${host}`,
      name: "Remote",
      inbox: `${uri}/inbox`,
      domain: host,
      fetchedAt: Date.now(),
    })
    .returning();
  if (!row) throw new Error("no actor");
  return row;
}

async function authorWithArticle() {
  const author = await createUser();
  await db().insert(federationUserSettings).values({ userId: author.id, state: "enabled", updatedBy: author.id });
  const article = await insertArticle(author.id);
  return { author, article: { id: article.id, authorId: author.id } };
}

const reply = (
  actor: { id: number; uri: string },
  objectUri = `${actor.uri}/notes/${++seq}`,
  content = "<p>Nice</p>",
) => ({
  objectUri,
  actorUri: actor.uri,
  remoteActorId: actor.id,
  inReplyTo: "https://here/ap/articles/x",
  content,
  summary: "",
  url: objectUri,
  publishedAt: Date.now(),
});

const postsOf = (articleId: number) =>
  db().select().from(federationPosts).where(eq(federationPosts.articleId, articleId));
const noticesOf = (userId: number) =>
  db().select().from(federationNotifications).where(eq(federationNotifications.userId, userId));

describe("replies under an article", () => {
  it("keeps the same Note once however often it arrives, and counts one notice per reply, grouped by article", async () => {
    const { author, article } = await authorWithArticle();
    const a = await remoteActor();
    const b = await remoteActor();
    const first = reply(a);
    const results = await Promise.all([storeReply(inEnv, article, first), storeReply(inEnv, article, first)]);
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await storeReply(inEnv, article, first)).toBe(false);
    await storeReply(inEnv, article, reply(b));
    expect(await postsOf(article.id)).toHaveLength(2);
    const notices = await noticesOf(author.id);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({
      category: "reply",
      groupKey: String(article.id),
      eventCount: 2,
      unreadCount: 2,
    });
    expect(notices[0]?.remoteActorUris).toEqual([a.uri, b.uri]);
  });

  it("keeps remote HTML sanitized and capped", async () => {
    const { article } = await authorWithArticle();
    const a = await remoteActor();
    const long = `<p>${"word ".repeat(3000)}</p>`;
    await storeReply(inEnv, article, reply(a, undefined, `<p onclick="x()">Hi<script>alert(1)</script></p>`));
    await storeReply(inEnv, article, reply(a, undefined, long));
    const posts = await postsOf(article.id);
    const [short, capped] = posts;
    expect(short?.content).toBe("<p>Hi</p>");
    expect(capped?.content.length).toBeLessThanOrEqual(REPLY_MAX);
    expect(capped?.content.endsWith("</p>")).toBe(true);
  });

  it("lets only the reply's writer update or delete it", async () => {
    const { article } = await authorWithArticle();
    const writer = await remoteActor();
    const other = await remoteActor();
    const note = reply(writer);
    await storeReply(inEnv, article, note);
    const change = { content: "<p>Changed</p>", summary: "", updatedAt: Date.now() };
    expect(await updateReply(inEnv, note.objectUri, other.uri, { ...change, content: "<p>Hijacked</p>" })).toBe(false);
    expect(await deleteReply(inEnv, note.objectUri, other.uri)).toBe(false);
    expect((await postsOf(article.id))[0]).toMatchObject({ content: "<p>Nice</p>", deletedAt: null });

    expect(await updateReply(inEnv, note.objectUri, writer.uri, change)).toBe(true);
    expect((await postsOf(article.id))[0]?.content).toBe("<p>Changed</p>");
    expect(await deleteReply(inEnv, note.objectUri, writer.uri)).toBe(true);
    const [deleted] = await postsOf(article.id);
    expect(deleted?.deletedAt).not.toBeNull();
    expect(deleted?.content).toBe("");
    // a replayed Create of a deleted Note does not bring it back
    expect(await storeReply(inEnv, article, note)).toBe(false);
    expect((await postsOf(article.id))[0]?.deletedAt).not.toBeNull();
  });

  it("writes nothing from an actor the author blocked, or from an instance an admin blocked", async () => {
    const { author, article } = await authorWithArticle();
    const blockedActor = await remoteActor();
    const blockedHost = `blocked${++seq}.example`;
    const onBlockedHost = await remoteActor(blockedHost);
    await db().insert(federationActorBlocks).values({ userId: author.id, actorUri: blockedActor.uri });
    await db().insert(federationDomainBlocks).values({ domain: blockedHost });
    for (const actor of [blockedActor, onBlockedHost]) {
      expect(await storeReply(inEnv, article, reply(actor))).toBe(false);
      const like = {
        kind: "like" as const,
        activityUri: `${actor.uri}/likes/1`,
        actorUri: actor.uri,
        remoteActorId: actor.id,
      };
      expect(await storeEngagement(inEnv, article, like)).toBe(false);
      const report = {
        userId: author.id,
        actorUri: actor.uri,
        objectUri: "x",
        activityUri: `${actor.uri}/flag`,
        reason: "",
      };
      expect(await storeReport(inEnv, report)).toBe(false);
    }
    expect(await postsOf(article.id)).toHaveLength(0);
    expect(
      await db().select().from(federationEngagements).where(eq(federationEngagements.articleId, article.id)),
    ).toHaveLength(0);
    expect(await db().select().from(federationReports).where(eq(federationReports.userId, author.id))).toHaveLength(0);
    expect(await noticesOf(author.id)).toHaveLength(0);
  });
});

describe("likes and boosts", () => {
  const engagementsOf = (articleId: number, kind: "like" | "announce") =>
    db()
      .select()
      .from(federationEngagements)
      .where(and(eq(federationEngagements.articleId, articleId), eq(federationEngagements.kind, kind)));

  it("counts one like and one boost per actor, and only the sender's Undo removes one", async () => {
    const { author, article } = await authorWithArticle();
    const a = await remoteActor();
    const other = await remoteActor();
    const like = (id: string) => ({
      kind: "like" as const,
      activityUri: `${a.uri}/likes/${id}`,
      actorUri: a.uri,
      remoteActorId: a.id,
    });
    const stored = await Promise.all([
      storeEngagement(inEnv, article, like("1")),
      storeEngagement(inEnv, article, like("1")),
      storeEngagement(inEnv, article, like("2")),
    ]);
    expect(stored.filter(Boolean)).toHaveLength(1);
    await storeEngagement(inEnv, article, { ...like("3"), kind: "announce", activityUri: `${a.uri}/boosts/1` });
    expect(await engagementsOf(article.id, "like")).toHaveLength(1);
    expect(await engagementsOf(article.id, "announce")).toHaveLength(1);
    const notices = await noticesOf(author.id);
    expect(notices.map((n) => [n.category, n.eventCount]).sort()).toEqual([
      ["announce", 1],
      ["like", 1],
    ]);

    const kept = (await engagementsOf(article.id, "like"))[0]?.activityUri ?? "";
    expect(await removeEngagement(inEnv, kept, other.uri)).toBe(false);
    expect(await engagementsOf(article.id, "like")).toHaveLength(1);
    expect(await removeEngagement(inEnv, kept, a.uri)).toBe(true);
    expect(await engagementsOf(article.id, "like")).toHaveLength(0);
    // the like's notice went with it; the boost's stays
    expect((await noticesOf(author.id)).map((n) => n.category)).toEqual(["announce"]);
  });

  it("takes an undone like back from a notice that groups several", async () => {
    const { author, article } = await authorWithArticle();
    const [a, b] = [await remoteActor(), await remoteActor()];
    const likeOf = (actor: { id: number; uri: string }) => ({
      kind: "like" as const,
      activityUri: `${actor.uri}/likes/${++seq}`,
      actorUri: actor.uri,
      remoteActorId: actor.id,
    });
    const [first, second] = [likeOf(a), likeOf(b)];
    await storeEngagement(inEnv, article, first);
    await storeEngagement(inEnv, article, second);
    expect(await noticesOf(author.id)).toMatchObject([
      { eventCount: 2, unreadCount: 2, remoteActorUris: [a.uri, b.uri] },
    ]);

    // the same Undo twice at once: one takes the like back, the other finds nothing to take
    const undone = await Promise.all([
      removeEngagement(inEnv, first.activityUri, a.uri),
      removeEngagement(inEnv, first.activityUri, a.uri),
    ]);
    expect(undone.filter(Boolean)).toHaveLength(1);
    expect(await noticesOf(author.id)).toMatchObject([{ eventCount: 1, unreadCount: 1, remoteActorUris: [b.uri] }]);
  });
});

describe("reports", () => {
  it("keeps one inbound report per Flag, with its reason", async () => {
    const { author, article } = await authorWithArticle();
    const a = await remoteActor();
    const report = {
      userId: author.id,
      actorUri: a.uri,
      objectUri: `https://here/ap/articles/${article.id}`,
      activityUri: `${a.uri}/flags/1`,
      reason: "Spam",
    };
    expect(await storeReport(inEnv, report)).toBe(true);
    expect(await storeReport(inEnv, report)).toBe(false);
    const rows = await db().select().from(federationReports).where(eq(federationReports.userId, author.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ category: "inbound", status: "open", reason: "Spam", remoteDomain: a.domain });
  });
});
