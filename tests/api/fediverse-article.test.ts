import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { federationRemoteActors, federationUserSettings } from "@/server/db/schema";
import { deleteReply, storeEngagement, storeReply } from "@/server/federation/inbound-store";
import { Client, codeOf, db, present } from "../support/api";
import { gid, insertArticle, writer } from "../support/writing-fixtures";
import { graphql } from "./generated/gql";

// An article's life on the fediverse as the API answers it: fediverseArticle for its author or
// an admin (counts, notices, replies with their writers), Article.fediverse for everyone (the
// replies under the page, with likes and boosts counted), deleted replies gone from both.

const FEDIVERSE_ARTICLE = graphql(`
  query FediverseArticleOfAuthor($id: ID!) {
    fediverseArticle(input: { id: $id }) {
      contentId
      repliesCount
      likesCount
      announcesCount
      notificationsCount
      unreadNotificationsCount
      replies {
        objectId
        content
        publishedAt
        liked
        remoteActor {
          actorId
          account
          name
          url
        }
      }
    }
  }
`);

const PUBLIC = graphql(`
  query ArticleFediversePublic($shortHash: String!) {
    article(input: { shortHash: $shortHash }) {
      fediverse {
        repliesCount
        likesCount
        announcesCount
        replies {
          objectId
          content
          remoteActor {
            account
          }
        }
      }
    }
  }
`);

const inEnv = { DB: env.DB, NEXT_TAG_CACHE_D1: undefined, ASSETS: undefined };
let seq = 0;

async function remoteActor() {
  const host = `fa${++seq}.example`;
  const uri = `https://${host}/users/someone`;
  const [row] = await db()
    .insert(federationRemoteActors)
    .values({
      uri,
      handle: `someone@${host}`,
      name: `Someone ${seq}`,
      url: `https://${host}/@someone`,
      inbox: `${uri}/inbox`,
      domain: host,
      fetchedAt: Date.now(),
    })
    .returning();
  return present(row);
}

async function articleWithReplies() {
  const { user, client } = await writer();
  await db().insert(federationUserSettings).values({ userId: user.id, state: "enabled", updatedBy: user.id });
  const row = await insertArticle(user.id);
  const article = { id: row.id, authorId: user.id };
  const [a, b] = [await remoteActor(), await remoteActor()];
  const note = (actor: typeof a, n: number) => ({
    objectUri: `${actor.uri}/notes/${n}`,
    actorUri: actor.uri,
    remoteActorId: actor.id,
    inReplyTo: "x",
    content: `<p>Reply ${n}</p>`,
    summary: "",
    url: null,
    publishedAt: 1_700_000_000_000 + n,
  });
  await storeReply(inEnv, article, note(a, 1));
  await storeReply(inEnv, article, note(b, 2));
  await storeReply(inEnv, article, note(a, 3));
  await deleteReply(inEnv, `${a.uri}/notes/3`, a.uri);
  for (const [actor, kind] of [
    [a, "like"],
    [b, "like"],
    [a, "announce"],
  ] as const) {
    await storeEngagement(inEnv, article, {
      kind,
      activityUri: `${actor.uri}/${kind}/${row.id}`,
      actorUri: actor.uri,
      remoteActorId: actor.id,
    });
  }
  return { user, client, row, a, b };
}

describe("fediverseArticle", () => {
  it("gives the author the counts, their notices and the replies oldest first, a deleted one left out", async () => {
    const { client, row, a, b } = await articleWithReplies();
    const result = await client.gql(FEDIVERSE_ARTICLE, { id: gid("Article", row.id) });
    expect(result.errors).toBeUndefined();
    const answer = present(result.data?.fediverseArticle);
    expect(answer).toMatchObject({
      contentId: `${env.SITE_URL ?? "http://127.0.0.1:8787"}/ap/articles/${row.shortHash}`,
      repliesCount: 2,
      likesCount: 2,
      announcesCount: 1,
      // one grouped notice each for replies, likes and boosts
      notificationsCount: 3,
      unreadNotificationsCount: 6,
    });
    expect(answer.replies.map((r) => [r.objectId, r.content, r.remoteActor.account])).toEqual([
      [`${a.uri}/notes/1`, "<p>Reply 1</p>", a.handle],
      [`${b.uri}/notes/2`, "<p>Reply 2</p>", b.handle],
    ]);
    expect(answer.replies[0]?.remoteActor.url).toBe(a.url);
    expect(answer.replies[0]?.liked).toBe(false);
  });

  it("is the author's and admins' only", async () => {
    const { row } = await articleWithReplies();
    const id = gid("Article", row.id);
    expect(codeOf(await new Client().gql(FEDIVERSE_ARTICLE, { id }))).toBe("UNAUTHENTICATED");
    const other = await writer();
    expect(codeOf(await other.client.gql(FEDIVERSE_ARTICLE, { id }))).toBe("FORBIDDEN");
    const admin = await writer({ role: "admin" });
    expect((await admin.client.gql(FEDIVERSE_ARTICLE, { id })).data?.fediverseArticle?.repliesCount).toBe(2);
    expect(codeOf(await admin.client.gql(FEDIVERSE_ARTICLE, { id: gid("Article", 987654321) }))).toBe(
      "ARTICLE_NOT_FOUND",
    );
  });
});

describe("Article.fediverse", () => {
  it("shows every visitor the replies and the counts, and an article without any has none", async () => {
    const { row, b } = await articleWithReplies();
    const seen = present((await new Client().gql(PUBLIC, { shortHash: row.shortHash })).data?.article?.fediverse);
    expect(seen.repliesCount).toBe(2);
    expect(seen.likesCount).toBe(2);
    expect(seen.announcesCount).toBe(1);
    expect(seen.replies.at(-1)?.remoteActor.account).toBe(b.handle);

    const { user } = await writer();
    const quiet = await insertArticle(user.id);
    const none = present((await new Client().gql(PUBLIC, { shortHash: quiet.shortHash })).data?.article?.fediverse);
    expect(none).toEqual({ repliesCount: 0, likesCount: 0, announcesCount: 0, replies: [] });
  });
});
