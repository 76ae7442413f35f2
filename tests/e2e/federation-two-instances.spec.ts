import path from "node:path";
import { importJwk, signRequest } from "@fedify/fedify";
import { type APIRequestContext, expect, test } from "@playwright/test";
import { type SecondInstance, startSecondInstance } from "../support/second-instance";
import { ROOT, readDb } from "../support/served-worker";
import { DEMO_PASSWORD, gql, ORIGIN, signUpFresh } from "./support";

// Issue 38's done-when, end to end between two Margins: the run's own server (A, 127.0.0.1) and a
// second one started here on the same build (B, 127.0.0.2, tests/support/second-instance.ts).
// An author on A opts in; a reader on B follows her by handle, receives her next article in B's
// timeline, replies from B, and the reply shows under the article on A; B's like and boost are
// counted on A and B's unlike takes one back; unfollow and the article's archiving propagate;
// an unsigned POST, a forged signature, a replayed activity and the activities of an actor the
// author blocked are refused. Everything crosses over HTTP, signed, through each side's queue.

// A new port each run: the first instance keeps the keys it fetched, by key id, and the second
// instance's accounts get new keys with each fresh copy of the state.
const SECOND_PORT = Number(process.env.PORT ?? 8787) + 4000 + Math.floor(Math.random() * 1000);
const AS = { accept: "application/activity+json" };
const READER = "user2@example.com";
const WAIT = { timeout: 45_000 };

const LOGIN = "mutation($input: EmailLoginInput!) { emailLogin(input: $input) { auth } }";
const OPT =
  "mutation($state: FederationAuthorSettingState!) { setViewerFederationSetting(input: { state: $state }) { state } }";
const VIEWER = "{ viewer { id userName } }";
const DRAFT = "mutation($input: PutDraftInput!) { putDraft(input: $input) { id } }";
const PUBLISH = "mutation($id: ID!) { publishArticle(input: { id: $id }) { article { id shortHash } } }";
const ARCHIVE = "mutation($id: ID!) { editArticle(input: { id: $id, state: archived }) { state } }";
const REMOTE_ACTOR =
  "query($input: FediverseRemoteActorInput!) { fediverseRemoteActor(input: $input) { actorId account } }";
const ACT =
  "mutation($input: FediverseActionInput!) { actFediverse(input: $input) { status activityId remoteActorId } }";
const PROFILE = `{ viewerFediverse { actorId followingCount pendingFollowingCount
  timeline { objectId url content liked announced remoteActor { actorId } } } }`;
const ARTICLE_COUNTS =
  "query($id: ID!) { fediverseArticle(input: { id: $id }) { repliesCount likesCount announcesCount replies { objectId content } } }";

type Timeline = { objectId: string; url: string | null; content: string; liked: boolean; announced: boolean }[];
type Counts = {
  repliesCount: number;
  likesCount: number;
  announcesCount: number;
  replies: { objectId: string; content: string }[];
};

async function call<T>(request: APIRequestContext, query: string, variables: Record<string, unknown> = {}) {
  const answer = await gql<T>(request, query, variables);
  if (answer.errors) throw new Error(`${query.slice(0, 60)}…: ${JSON.stringify(answer.errors)}`);
  return answer.data as T;
}

async function followersCount(request: APIRequestContext, actor: string) {
  const response = await request.get(`${actor}/followers`, { headers: AS });
  return ((await response.json()) as { totalItems: number }).totalItems;
}

let second: SecondInstance;
test.beforeAll(async () => {
  test.setTimeout(150_000);
  second = await startSecondInstance(SECOND_PORT);
});
test.afterAll(async () => {
  await second?.close();
});

test("an author on one Margins is followed, read, answered, liked and boosted from another", async ({ page }) => {
  test.setTimeout(240_000);
  await signUpFresh(page, "two-instances");
  const author = (await call<{ viewer: { id: string; userName: string } }>(page.request, VIEWER)).viewer;
  const reader = await second.request();
  await call(reader, LOGIN, { input: { email: READER, passwordOrCode: DEMO_PASSWORD } });
  let articleId: string | null = null;
  try {
    await call(page.request, OPT, { state: "enabled" });
    await call(reader, OPT, { state: "enabled" });

    // B finds A's author by handle, through WebFinger on A
    const account = `${author.userName}@${new URL(ORIGIN).host}`;
    const found = (
      await call<{ fediverseRemoteActor: { actorId: string } }>(reader, REMOTE_ACTOR, { input: { account } })
    ).fediverseRemoteActor;
    expect(found.actorId).toMatch(new RegExp(`^${ORIGIN}/ap/users/\\d+$`));
    const actor = found.actorId;

    // B follows; A accepts, and both sides count it
    await call(reader, ACT, { input: { action: "follow", account } });
    await expect.poll(() => followersCount(page.request, actor), WAIT).toBe(1);
    await expect
      .poll(
        async () =>
          (await call<{ viewerFediverse: { followingCount: number } }>(reader, PROFILE)).viewerFediverse.followingCount,
        WAIT,
      )
      .toBe(1);

    // her next article reaches B's timeline
    const title = `Harbour lights ${Date.now()}`;
    const draft = await call<{ putDraft: { id: string } }>(page.request, DRAFT, {
      input: { title, content: `<p>${title}: the ferry's last crossing.</p>` },
    });
    const published = await page.request.post("/graphql", {
      headers: {
        "apollo-require-preflight": "true",
        "cf-connecting-ip": `198.51.100.${Math.floor(Math.random() * 250) + 1}`,
      },
      data: { query: PUBLISH, variables: { id: draft.putDraft.id } },
    });
    const answer = await published.json();
    const article = answer.data?.publishArticle.article as { id: string; shortHash: string } | undefined;
    if (!article) throw new Error(`not published: ${JSON.stringify(answer.errors)}`);
    articleId = article.id;
    const timelinePost = async () =>
      (await call<{ viewerFediverse: { timeline: Timeline } }>(reader, PROFILE)).viewerFediverse.timeline.find((p) =>
        p.url?.endsWith(`/a/${article.shortHash}`),
      ) ?? null;
    await expect.poll(async () => (await timelinePost())?.content ?? "", WAIT).toContain("last crossing");
    const post = (await timelinePost()) as Timeline[number];

    // B replies, likes and boosts; A shows the reply under the article and counts the rest
    const reply = `From the other shore ${Date.now()}`;
    await call(reader, ACT, { input: { action: "reply", objectId: post.objectId, content: reply } });
    await call(reader, ACT, { input: { action: "like", objectId: post.objectId } });
    await call(reader, ACT, { input: { action: "announce", objectId: post.objectId } });
    const counts = async () =>
      (await call<{ fediverseArticle: Counts }>(page.request, ARTICLE_COUNTS, { id: article.id })).fediverseArticle;
    await expect
      .poll(async () => {
        const c = await counts();
        return [c.repliesCount, c.likesCount, c.announcesCount];
      }, WAIT)
      .toEqual([1, 1, 1]);
    await page.goto(`/a/${article.shortHash}`);
    await expect(page.getByText(reply)).toBeVisible();

    // unlike propagates as an Undo
    await call(reader, ACT, { input: { action: "unlike", objectId: post.objectId } });
    await expect.poll(async () => (await counts()).likesCount, WAIT).toBe(0);

    // refused: unsigned, forged (B's key id, another key), and a replay of B's own signed Like
    const inbox = `${ORIGIN}/ap/inbox`;
    const readerActor = (await call<{ viewerFediverse: { actorId: string } }>(reader, PROFILE)).viewerFediverse.actorId;
    const like = (id: string) =>
      JSON.stringify({
        "@context": "https://www.w3.org/ns/activitystreams",
        id: `${readerActor}#likes/${id}`,
        type: "Like",
        actor: readerActor,
        object: `${ORIGIN}/ap/articles/${article.shortHash}`,
      });
    const unsigned = () =>
      new Request(inbox, {
        method: "POST",
        headers: { "content-type": "application/activity+json" },
        body: like(crypto.randomUUID()),
      });
    expect((await fetch(unsigned())).status).toBe(401);
    const forger = await crypto.subtle.generateKey(
      { name: "RSASSA-PKCS1-v1_5", modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: "SHA-256" },
      true,
      ["sign", "verify"],
    );
    const keyId = new URL(`${readerActor}#main-key`);
    expect((await fetch(await signRequest(unsigned(), forger.privateKey, keyId))).status).toBe(401);
    // B's real key, read from B's database: the same signed activity sent twice counts once
    const readerKey = await readerPrivateKey(second, readerActor);
    const replayed = like(crypto.randomUUID());
    const signed = () =>
      signRequest(
        new Request(inbox, {
          method: "POST",
          headers: { "content-type": "application/activity+json" },
          body: replayed,
        }),
        readerKey,
        keyId,
      );
    expect((await fetch(await signed())).status).toBeLessThan(300);
    expect((await fetch(await signed())).status).toBeLessThan(300);
    await expect.poll(async () => (await counts()).likesCount, WAIT).toBe(1);

    // the author blocks B's reader: B's next reply is refused. Unblocked, the reply after it
    // arrives, and by then the refused one (sent first, through the same queues) never did.
    await call(page.request, ACT, { input: { action: "block", remoteActorId: readerActor } });
    const refused = `Should never arrive ${Date.now()}`;
    const sent = await call<{ actFediverse: { activityId: string } }>(reader, ACT, {
      input: { action: "reply", objectId: post.objectId, content: refused },
    });
    // A has taken it from its inbox's queue (and refused it there) before the unblock
    await expect.poll(() => inboxTaskState(sent.actFediverse.activityId), WAIT).toBe("delivered");
    await call(page.request, ACT, { input: { action: "unblock", remoteActorId: readerActor } });
    const welcome = `Back again ${Date.now()}`;
    await call(reader, ACT, { input: { action: "reply", objectId: post.objectId, content: welcome } });
    await expect.poll(async () => (await counts()).replies.map((r) => r.content).join(" "), WAIT).toContain(welcome);
    expect((await counts()).replies.map((r) => r.content).join(" ")).not.toContain(refused);

    // the article's end reaches B's timeline, and B's unfollow reaches A
    await call(page.request, ARCHIVE, { id: article.id });
    articleId = null;
    await expect.poll(timelinePost, WAIT).toBeNull();
    await call(reader, ACT, { input: { action: "unfollow", remoteActorId: actor } });
    await expect.poll(() => followersCount(page.request, actor), WAIT).toBe(0);
  } finally {
    if (articleId) await gql(page.request, ARCHIVE, { id: articleId });
    await gql(page.request, OPT, { state: "disabled" });
  }
});

/** The state of A's inbox task for an activity it received (its queue's bookkeeping), or null. */
function inboxTaskState(activityId: string): string | null {
  const row = readDb(path.join(ROOT, ".wrangler", "state"), (db) =>
    db.prepare("SELECT state FROM federation_deliveries WHERE kind = 'inbox' AND activity_uri = ?").get(activityId),
  ) as { state: string } | undefined;
  return row?.state ?? null;
}

/** The reader's RSA private key on B, as B keeps it (server/db/schema/federation.ts). */
async function readerPrivateKey(instance: SecondInstance, actorId: string): Promise<CryptoKey> {
  const userId = Number(actorId.split("/").pop());
  const jwk = instance.readDb(
    (db) =>
      db
        .prepare("SELECT private_jwk AS jwk FROM federation_keys WHERE user_id = ? AND algorithm = 'RSASSA-PKCS1-v1_5'")
        .get(userId) as { jwk: string },
  ).jwk;
  return importJwk(JSON.parse(jwk), "private");
}
