import { env } from "cloudflare:workers";
import { Article, Create, Hashtag, OrderedCollection, OrderedCollectionPage, Person } from "@fedify/fedify/vocab";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { articleTags, articleVersions, federationKeys, federationUserSettings, tags } from "@/server/db/schema";
import { handleFederation } from "@/server/federation/handler";
import { actorKeyPairs } from "@/server/federation/keys";
import { isFederationRequest } from "@/server/federation/routes";
import { createUser, db } from "../support/api";
import { insertArticle } from "../support/writing-fixtures";

// The fediverse's side of the worker (server/federation/), asked as a Mastodon server would ask,
// and its answers read back with Fedify's own vocabulary parser: WebFinger, the actor, the
// outbox, an article, NodeInfo; who is not found; what the inbox refuses unsigned.

const SITE = env.SITE_URL ?? "http://127.0.0.1:8787";
const HOST = new URL(SITE).host;
const AS = "application/activity+json";
// the queue is the worker's; these requests send nothing
const fedEnv = { ...env, FEDERATION_QUEUE: undefined };

async function ask(path: string, init: RequestInit = {}) {
  const request = new Request(new URL(path, SITE), init);
  expect(isFederationRequest(request, new URL(request.url))).toBe(true);
  const response = await handleFederation(request, fedEnv);
  if (!response) throw new Error(`${path}: the site would answer`);
  return response;
}

const asJson = { headers: { accept: AS } };

async function page(id: URL | null) {
  if (!id) throw new Error("no page");
  return OrderedCollectionPage.fromJsonLd(await (await ask(`${id.pathname}${id.search}`, asJson)).json());
}

/** A page's items, as a fediverse server reads them page by page. */
async function pageItems(id: URL | null) {
  const items = [];
  for await (const item of (await page(id)).getItems()) items.push(item);
  return items;
}

async function optedIn() {
  const user = await createUser({ description: "Writes about rivers." });
  await db().insert(federationUserSettings).values({ userId: user.id, state: "enabled", updatedBy: user.id });
  return user;
}

describe("WebFinger and the actor", () => {
  it("finds an opted-in author by handle, and answers their Person", async () => {
    const user = await optedIn();
    const finger = await ask(`/.well-known/webfinger?resource=acct:${user.userName}@${HOST}`);
    expect(finger.status).toBe(200);
    const jrd = (await finger.json()) as { links: { rel: string; type?: string; href?: string }[] };
    const self = jrd.links.find((l) => l.rel === "self" && l.type === AS);
    expect(self?.href).toBe(`${SITE}/ap/users/${user.id}`);

    const response = await ask(`/ap/users/${user.id}`, asJson);
    expect(response.status).toBe(200);
    const person = await Person.fromJsonLd(await response.json());
    expect(person.preferredUsername?.toString()).toBe(user.userName);
    expect(person.name?.toString()).toBe(user.displayName);
    expect(person.summary?.toString()).toBe("Writes about rivers.");
    expect(person.url?.href).toBe(`${SITE}/@${user.userName}`);
    expect(person.inboxId?.href).toBe(`${SITE}/ap/users/${user.id}/inbox`);
    expect(person.endpoints?.sharedInbox?.href).toBe(`${SITE}/ap/inbox`);
    expect(person.outboxId?.href).toBe(`${SITE}/ap/users/${user.id}/outbox`);
    expect(person.followersId?.href).toBe(`${SITE}/ap/users/${user.id}/followers`);
    const key = await person.getPublicKey();
    expect(key?.ownerId?.href).toBe(`${SITE}/ap/users/${user.id}`);
    // the published key is the one kept in D1
    const [stored] = await actorKeyPairs(env.DB, user.id);
    const published = await key?.publicKey;
    expect(await crypto.subtle.exportKey("jwk", present(published))).toMatchObject(
      await crypto.subtle.exportKey("jwk", present(stored).publicKey),
    );
  });

  it("the profile URL answers the actor to a fediverse server, the page to a browser", async () => {
    const user = await optedIn();
    const response = await ask(`/@${user.userName}`, asJson);
    const person = await Person.fromJsonLd(await response.json());
    expect(person.id?.href).toBe(`${SITE}/ap/users/${user.id}`);
    const browser = new Request(`${SITE}/@${user.userName}`, { headers: { accept: "text/html" } });
    expect(isFederationRequest(browser, new URL(browser.url))).toBe(false);
  });

  it("finds no one who has not opted in, or opted out, or is not active", async () => {
    const never = await createUser();
    expect((await ask(`/.well-known/webfinger?resource=acct:${never.userName}@${HOST}`)).status).toBe(404);
    expect((await ask(`/ap/users/${never.id}`, asJson)).status).toBe(404);
    // their profile URL is the site's page, whatever is asked
    expect(await handleFederation(new Request(`${SITE}/@${never.userName}`, asJson), fedEnv)).toBeNull();

    const left = await optedIn();
    await db()
      .update(federationUserSettings)
      .set({ state: "disabled" })
      .where(eq(federationUserSettings.userId, left.id));
    expect((await ask(`/.well-known/webfinger?resource=acct:${left.userName}@${HOST}`)).status).toBe(404);
  });

  it("gives an actor one key pair per algorithm, however many first requests come at once", async () => {
    const user = await optedIn();
    const pairs = await Promise.all([actorKeyPairs(env.DB, user.id), actorKeyPairs(env.DB, user.id)]);
    const rows = await db().select().from(federationKeys).where(eq(federationKeys.userId, user.id));
    expect(rows.map((r) => r.algorithm).sort()).toEqual(["Ed25519", "RSASSA-PKCS1-v1_5"]);
    const publicJwks = await Promise.all(
      pairs.map((p) => crypto.subtle.exportKey("jwk", present(p[0]).publicKey) as Promise<JsonWebKey>),
    );
    expect(publicJwks[0]?.n).toBe(publicJwks[1]?.n);
  });
});

describe("the outbox and articles", () => {
  it("has the author's public articles as Creates of Articles, never a paywalled or opted-out one", async () => {
    const user = await optedIn();
    const open = await insertArticle(user.id);
    const paywalled = await insertArticle(user.id);
    await db().update(articleVersions).set({ access: "paywall" }).where(eq(articleVersions.articleId, paywalled.id));
    await insertArticle(user.id, "archived");

    const response = await ask(`/ap/users/${user.id}/outbox`, asJson);
    const outbox = await OrderedCollection.fromJsonLd(await response.json());
    expect(outbox.totalItems).toBe(1);
    const items = await pageItems(outbox.firstId);
    expect(items).toHaveLength(1);
    const create = items[0];
    expect(create).toBeInstanceOf(Create);
    const article = await (create as Create).getObject();
    expect(article).toBeInstanceOf(Article);
    expect(article?.name?.toString()).toBe(open.title);
    expect(article?.attributionId?.href).toBe(`${SITE}/ap/users/${user.id}`);
  });

  it("pages the outbox twenty at a time, newest first, with first, last, next and previous pages", async () => {
    const user = await optedIn();
    const made = [];
    for (let i = 0; i < 21; i++) made.push(await insertArticle(user.id));
    const outbox = await OrderedCollection.fromJsonLd(await (await ask(`/ap/users/${user.id}/outbox`, asJson)).json());
    expect(outbox.totalItems).toBe(21);
    expect(outbox.firstId?.searchParams.get("cursor")).toBe("0");
    expect(outbox.lastId?.searchParams.get("cursor")).toBe("20");
    const first = await page(outbox.firstId);
    const firstItems = await pageItems(outbox.firstId);
    expect(firstItems).toHaveLength(20);
    expect(first.prevId).toBeNull();
    const second = await page(first.nextId);
    const secondItems = await pageItems(first.nextId);
    expect(secondItems).toHaveLength(1);
    expect(second.nextId).toBeNull();
    expect(second.prevId?.searchParams.get("cursor")).toBe("0");
    // the oldest comes last: the second page holds the first article written
    const oldest = await (secondItems[0] as Create).getObject();
    expect(oldest?.name?.toString()).toBe(made[0]?.title);
    expect((await ask(`/ap/users/${user.id}/outbox?cursor=nope`, asJson)).status).toBe(404);
  });

  it("answers an eligible article's object, with its body, summary, url and tags", async () => {
    const user = await optedIn();
    const a = await insertArticle(user.id);
    const word = `rivers${Math.floor(Math.random() * 1e9)}`;
    const [tag] = await db()
      .insert(tags)
      .values({ content: word, slug: word, shortHash: `f${Math.floor(Math.random() * 1e12)}` })
      .returning();
    await db()
      .insert(articleTags)
      .values({ articleId: a.id, tagId: present(tag).id });
    const response = await ask(`/ap/articles/${a.shortHash}`, asJson);
    expect(response.status).toBe(200);
    const article = await Article.fromJsonLd(await response.json());
    expect(article.name?.toString()).toBe(a.title);
    expect(article.summary?.toString()).toBe("In brief");
    expect(article.content?.toString()).toBe("<p>Fixture text</p>");
    expect(article.url?.href).toBe(`${SITE}/a/${a.shortHash}`);
    expect(article.published?.epochMilliseconds).toBe(a.createdAt);
    const hashtags = [];
    for await (const t of article.getTags()) hashtags.push(t);
    expect(hashtags).toHaveLength(1);
    expect(hashtags[0]).toBeInstanceOf(Hashtag);
    expect((hashtags[0] as Hashtag).name?.toString()).toBe(`#${word}`);
    expect((hashtags[0] as Hashtag).href?.href).toBe(`${SITE}/tags/${btoa(`Tag:${present(tag).id}`)}-${word}`);

    // the article's page URL asked as ActivityStreams is the same object
    const same = await Article.fromJsonLd(await (await ask(`/a/${a.shortHash}`, asJson)).json());
    expect(same.id?.href).toBe(`${SITE}/ap/articles/${a.shortHash}`);

    await db().update(articleVersions).set({ access: "paywall" }).where(eq(articleVersions.articleId, a.id));
    expect((await ask(`/ap/articles/${a.shortHash}`, asJson)).status).toBe(404);
  });
});

describe("NodeInfo and the inbox", () => {
  it("answers NodeInfo 2.1", async () => {
    const links = (await (await ask("/.well-known/nodeinfo")).json()) as { links: { href: string }[] };
    expect(links.links[0]?.href).toBe(`${SITE}/nodeinfo/2.1`);
    const info = (await (await ask("/nodeinfo/2.1")).json()) as { software: { name: string }; protocols: string[] };
    expect(info.software.name).toBe("margins");
    expect(info.protocols).toEqual(["activitypub"]);
  });

  it("refuses an unsigned activity, and a Follow of someone who has not opted in", async () => {
    const user = await optedIn();
    const follow = (target: string) =>
      JSON.stringify({
        "@context": "https://www.w3.org/ns/activitystreams",
        id: "http://127.0.0.1:9/follows/1",
        type: "Follow",
        actor: "http://127.0.0.1:9/users/mallory",
        object: target,
      });
    const post = (path: string, body: string) => ask(path, { method: "POST", headers: { "content-type": AS }, body });
    const unsigned = await post(`/ap/users/${user.id}/inbox`, follow(`${SITE}/ap/users/${user.id}`));
    expect(unsigned.status).toBe(401);
    expect((await post("/ap/inbox", follow(`${SITE}/ap/users/${user.id}`))).status).toBe(401);

    const never = await createUser();
    expect((await post(`/ap/users/${never.id}/inbox`, follow(`${SITE}/ap/users/${never.id}`))).status).toBe(404);
  });
});

function present<T>(value: T | null | undefined): T {
  if (value == null) throw new Error("expected a value");
  return value;
}
