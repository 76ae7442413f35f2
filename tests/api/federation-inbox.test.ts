import { env } from "cloudflare:workers";
import { generateCryptoKeyPair, signRequest } from "@fedify/fedify";
import {
  type Activity,
  Create,
  CryptographicKey,
  Flag,
  Like,
  Note,
  Person,
  PUBLIC_COLLECTION,
  Undo,
} from "@fedify/fedify/vocab";
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  federationActorBlocks,
  federationDomainBlocks,
  federationEngagements,
  federationPosts,
  federationReports,
  federationUserSettings,
} from "@/server/db/schema";
import { handleFederation } from "@/server/federation/handler";
import { createUser, db } from "../support/api";
import { insertArticle } from "../support/writing-fixtures";

// The real inbox (Fedify checks the signature against the key the sender's actor publishes,
// then our listeners run) taking a reply to one of our articles: kept once however often it is
// delivered, and refused, with nothing written, from an actor the author blocked or from an
// instance an admin blocked. The sender's actor document is served by a stub of fetch.

const SITE = env.SITE_URL ?? "http://127.0.0.1:8787";
// no queue: the activity is handled within the request, as the listeners' writes are asserted at once
const fedEnv = { ...env, FEDERATION_QUEUE: undefined, NEXT_TAG_CACHE_D1: undefined };
let seq = 0;

afterEach(() => vi.restoreAllMocks());

async function remoteSender() {
  const host = `inbox${++seq}-${Date.now().toString(36)}.example`;
  const actorId = new URL(`https://${host}/users/sender`);
  const keyId = new URL(`${actorId.href}#main-key`);
  const keys = await generateCryptoKeyPair("RSASSA-PKCS1-v1_5");
  const person = new Person({
    id: actorId,
    preferredUsername: "sender",
    inbox: new URL(`${actorId.href}/inbox`),
    publicKey: new CryptographicKey({ id: keyId, owner: actorId, publicKey: keys.publicKey }),
  });
  const document = JSON.stringify(await person.toJsonLd());
  const realFetch = globalThis.fetch;
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    if (url.host === host && url.pathname === actorId.pathname) {
      return new Response(document, { headers: { "content-type": "application/activity+json" } });
    }
    return realFetch(input, init);
  });
  const reply = (articleUri: string, n: number) =>
    new Create({
      id: new URL(`https://${host}/creates/${n}`),
      actor: actorId,
      object: new Note({
        id: new URL(`https://${host}/notes/${n}`),
        attribution: actorId,
        content: `<p>Reply ${n}</p>`,
        replyTarget: new URL(articleUri),
        to: PUBLIC_COLLECTION,
      }),
      to: PUBLIC_COLLECTION,
    });
  async function deliver(activity: Activity) {
    const request = new Request(new URL("/ap/inbox", SITE), {
      method: "POST",
      headers: { "content-type": "application/activity+json", accept: "application/activity+json" },
      body: JSON.stringify(await activity.toJsonLd()),
    });
    const response = await handleFederation(await signRequest(request, keys.privateKey, keyId), fedEnv);
    return response?.status;
  }
  const flag = (objects: string[], n: number) =>
    new Flag({
      id: new URL(`https://${host}/flags/${n}`),
      actor: actorId,
      objects: objects.map((o) => new URL(o)),
      content: "Copied from elsewhere",
    });
  const like = (object: string, n: number) =>
    new Like({ id: new URL(`https://${host}/likes/${n}`), actor: actorId, object: new URL(object) });
  const undo = (done: Like, n: number) =>
    new Undo({ id: new URL(`https://${host}/undos/${n}`), actor: actorId, object: done });
  return { host, actorUri: actorId.href, reply, flag, like, undo, deliver };
}

async function federatedArticle() {
  const author = await createUser();
  await db().insert(federationUserSettings).values({ userId: author.id, state: "enabled", updatedBy: author.id });
  const article = await insertArticle(author.id);
  return { author, article, uri: `${SITE}/ap/articles/${article.shortHash}` };
}

const repliesTo = (articleId: number) =>
  db().select().from(federationPosts).where(eq(federationPosts.articleId, articleId));

describe("the inbox and replies to our articles", () => {
  it("keeps a signed reply once, however often it is delivered", async () => {
    const { article, uri } = await federatedArticle();
    const sender = await remoteSender();
    const create = sender.reply(uri, 1);
    expect(await sender.deliver(create)).toBe(202);
    expect(await sender.deliver(create)).toBe(202);
    const kept = await repliesTo(article.id);
    expect(kept).toHaveLength(1);
    expect(kept[0]?.content).toBe("<p>Reply 1</p>");
    // a reply naming the article's page rather than its ActivityPub id is under it too
    const { article: other } = await federatedArticle();
    expect(await sender.deliver(sender.reply(`${SITE}/a/${other.shortHash}`, 5))).toBe(202);
    expect(await repliesTo(other.id)).toHaveLength(1);
  });

  it("counts a Like of our article and takes it back on its sender's Undo", async () => {
    const { article, uri } = await federatedArticle();
    const sender = await remoteSender();
    const likes = () =>
      db().select().from(federationEngagements).where(eq(federationEngagements.articleId, article.id));
    const like = sender.like(uri, 6);
    expect(await sender.deliver(like)).toBe(202);
    expect((await likes()).map((l) => l.kind)).toEqual(["like"]);
    expect(await sender.deliver(sender.undo(like, 7))).toBe(202);
    expect(await likes()).toHaveLength(0);
  });

  it("writes nothing from an actor the author blocked, nor from an instance an admin blocked", async () => {
    const { author, article, uri } = await federatedArticle();
    const blockedActor = await remoteSender();
    await db().insert(federationActorBlocks).values({ userId: author.id, actorUri: blockedActor.actorUri });
    expect(await blockedActor.deliver(blockedActor.reply(uri, 2))).toBe(202);
    vi.restoreAllMocks();
    const onBlockedInstance = await remoteSender();
    await db().insert(federationDomainBlocks).values({ domain: onBlockedInstance.host });
    // a blocked instance is refused at the door, before anything is queued
    expect(await onBlockedInstance.deliver(onBlockedInstance.reply(uri, 3))).toBe(403);
    expect(await repliesTo(article.id)).toHaveLength(0);
  });

  it("takes a Flag naming our article as one inbound report about its author, however often it comes", async () => {
    const { author, uri } = await federatedArticle();
    const sender = await remoteSender();
    const flag = sender.flag([`${SITE}/ap/users/${author.id}`, uri], 4);
    expect(await sender.deliver(flag)).toBe(202);
    expect(await sender.deliver(flag)).toBe(202);
    const reports = await db().select().from(federationReports).where(eq(federationReports.userId, author.id));
    expect(reports).toHaveLength(1);
    expect(reports[0]).toMatchObject({
      category: "inbound",
      status: "open",
      objectUri: uri,
      remoteActorUri: sender.actorUri,
      remoteDomain: sender.host,
      reason: "Copied from elsewhere",
    });
  });
});
