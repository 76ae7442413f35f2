import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { CID } from "multiformats/cid";
import * as raw from "multiformats/codecs/raw";
import { sha256 } from "multiformats/hashes/sha2";
import { beforeAll, describe, expect, it } from "vitest";
import { handleIpfsRequest } from "@/server/api/ipfs-gateway";
import { backfillCids, blockKey } from "@/server/db/ipfs-blocks";
import { articles, articleVersions, circlePrices, circles } from "@/server/db/schema";
import { Client, db, present } from "../support/api";
import { dbId } from "../support/global-ids";
import { fromNewIp, gid, inNewWindow, insertArticle, type UserRow, writer } from "../support/writing-fixtures";
import { graphql } from "./generated/gql";

// Every public version is a CIDv1 (raw, sha2-256) of its self-contained HTML document, served at
// /ipfs/<cid> as a trustless gateway serves a block: what a reader fetches hashes to the CID
// they asked for. Paywalled versions have none, and versions of archived, banned or since
// paywalled articles are not served.

const PUT = graphql(`
  mutation IpfsPut($input: PutDraftInput!) {
    putDraft(input: $input) {
      id
    }
  }
`);

const PUBLISH = graphql(`
  mutation IpfsPublish($id: ID!) {
    publishArticle(input: { id: $id }) {
      article {
        id
        shortHash
        dataHash
      }
    }
  }
`);

const EDIT = graphql(`
  mutation IpfsEdit($input: EditArticleInput!) {
    editArticle(input: $input) {
      id
      dataHash
      mediaHash
    }
  }
`);

const VERSIONS = graphql(`
  query IpfsVersions($shortHash: String!) {
    article(input: { shortHash: $shortHash }) {
      dataHash
      versions(input: { first: 10 }) {
        edges {
          node {
            title
            dataHash
            mediaHash
          }
        }
      }
    }
  }
`);

const BY_HASH = graphql(`
  query IpfsByHash($mediaHash: String!) {
    article(input: { mediaHash: $mediaHash }) {
      id
    }
  }
`);

const GATEWAYS = graphql(`
  query IpfsGateways {
    official {
      ipfsGateways
    }
  }
`);

const SITE = new URL(present(env.SITE_URL)).origin;
const RAW = "application/vnd.ipld.raw";

const fetchIpfs = (cid: string, headers: HeadersInit = {}, query = "") =>
  handleIpfsRequest(new Request(`${SITE}/ipfs/${cid}${query}`, { headers }), env, cid);

/** The CID of these bytes, made as any IPFS implementation makes a raw block's. */
const recomputed = async (bytes: Uint8Array) => CID.create(1, raw.code, await sha256.digest(bytes)).toString();

let author: UserRow;
let client: Client;

beforeAll(async () => {
  ({ user: author, client } = await writer({ displayName: "Ada <Lovelace>" }));
});

async function published(input: { title: string; content: string; circle?: string; accessType?: "paywall" }) {
  const draft = await client.gql(PUT, { input });
  const result = await inNewWindow(client).gql(PUBLISH, { id: present(draft.data?.putDraft.id) });
  expect(result.errors).toBeUndefined();
  return present(result.data?.publishArticle.article);
}

async function versionHashes(shortHash: string) {
  const result = await new Client().gql(VERSIONS, { shortHash });
  expect(result.errors).toBeUndefined();
  return (present(result.data?.article).versions.edges ?? []).map((e) => present(e).node);
}

async function ownCircle() {
  const name = `ipfs${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`.slice(0, 20);
  const [row] = await db().insert(circles).values({ ownerId: author.id, name, displayName: "Ipfs" }).returning();
  const made = present(row);
  await db().insert(circlePrices).values({ circleId: made.id, amount: 20, currency: "HKD" });
  return gid("Circle", made.id);
}

describe("/ipfs/<cid>", () => {
  it("answers each version's exact block, which hashes to the CID asked for", async () => {
    const marker = crypto.randomUUID();
    const article = await published({ title: "Permanent", content: `<p>First words ${marker}</p>` });
    expect(article.dataHash).toMatch(/^bafkrei[a-z2-7]{52}$/);
    const revised = await fromNewIp(client).gql(EDIT, {
      input: { id: article.id, title: "Permanent, revised", content: `<p>Second words ${marker}</p>` },
    });
    expect(revised.errors).toBeUndefined();
    // a version that changes no text (the license) is a document of its own too
    const relicensed = await fromNewIp(client).gql(EDIT, { input: { id: article.id, license: "cc_0" } });
    expect(relicensed.errors).toBeUndefined();
    expect(relicensed.data?.editArticle.mediaHash).toBe(relicensed.data?.editArticle.dataHash);

    const versions = await versionHashes(article.shortHash);
    expect(versions.map((v) => v.title)).toEqual(["Permanent, revised", "Permanent, revised", "Permanent"]);
    const cids = versions.map((v) => present(v.dataHash));
    expect(new Set(cids).size).toBe(3);
    expect(versions.map((v) => v.mediaHash)).toEqual(cids);
    expect(cids.at(-1)).toBe(article.dataHash);

    for (const cid of cids) {
      const response = await fetchIpfs(cid, { accept: RAW });
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe(RAW);
      expect(response.headers.get("cache-control")).toBe("public, max-age=29030400, immutable");
      expect(response.headers.get("etag")).toBe(`"${cid}.raw"`);
      const bytes = new Uint8Array(await response.arrayBuffer());
      expect(await recomputed(bytes)).toBe(cid);
      // ?format=raw is the same block
      const byQuery = await fetchIpfs(cid, {}, "?format=raw");
      expect(new Uint8Array(await byQuery.arrayBuffer())).toEqual(bytes);
      // the same ETag again: nothing to send
      expect((await fetchIpfs(cid, { accept: RAW, "if-none-match": `"${cid}.raw"` })).status).toBe(304);
    }

    // the first version's document: complete, the author's name escaped, the body as published
    const page = await fetchIpfs(present(cids.at(-1)));
    expect(page.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(page.headers.get("content-security-policy")).toContain("default-src 'none'");
    expect(page.headers.get("content-security-policy")).toContain("sandbox");
    const html = await page.text();
    expect(html).toMatch(/^<!doctype html>/);
    expect(html).toContain("<title>Permanent</title>");
    expect(html).toContain(`Ada &lt;Lovelace&gt; (@${author.userName})`);
    expect(html).toContain(`<p>First words ${marker}</p>`);
    expect(html).not.toContain("Second words");
    expect(await recomputed(new TextEncoder().encode(html))).toBe(cids.at(-1));

    // the CID finds its article, as the old hashes did
    const found = await new Client().gql(BY_HASH, { mediaHash: present(cids[1]) });
    expect(found.data?.article?.id).toBe(article.id);
  });

  it("refuses what is not a CID, and knows no CID it never made", async () => {
    expect((await fetchIpfs("not-a-cid", { accept: RAW })).status).toBe(400);
    const stranger = await recomputed(new TextEncoder().encode(`never published ${crypto.randomUUID()}`));
    expect((await fetchIpfs(stranger, { accept: RAW })).status).toBe(404);
    // a real CID of another kind (CIDv0, dag-pb): not one of ours
    expect((await fetchIpfs("QmdfTbBqBPQ7VNxZEYEj14VmRuZBkqFbiwReogJgS1zR1n")).status).toBe(404);
  });

  it("gives paywalled versions no CID, and stops serving an article once paywalled", async () => {
    const circle = await ownCircle();
    const secret = `<p>For members ${crypto.randomUUID()}</p>`;
    const paywalled = await published({ title: "Members", content: secret, circle, accessType: "paywall" });
    expect(paywalled.dataHash).toMatch(/^[0-9a-f]{64}$/);
    const [row] = await db()
      .select()
      .from(articleVersions)
      .where(eq(articleVersions.articleId, dbId(paywalled.id)));
    expect(row?.cid).toBeNull();

    // public first, then moved into the circle: the public version is no longer served
    const open = await published({ title: "Open at first", content: `<p>Open ${crypto.randomUUID()}</p>` });
    const cid = present(open.dataHash);
    expect((await fetchIpfs(cid, { accept: RAW })).status).toBe(200);
    const moved = await fromNewIp(client).gql(EDIT, { input: { id: open.id, circle, accessType: "paywall" } });
    expect(moved.errors).toBeUndefined();
    expect((await fetchIpfs(cid, { accept: RAW })).status).toBe(404);
    expect((await fetchIpfs(cid)).status).toBe(404);
    // the block stays in R2: the CID is still what it was
    expect(await env.CONTENTS.head(blockKey(cid))).not.toBeNull();
  });

  it("does not serve the versions of archived or banned articles", async () => {
    const archived = await published({ title: "Archived", content: `<p>Archived ${crypto.randomUUID()}</p>` });
    const banned = await published({ title: "Banned", content: `<p>Banned ${crypto.randomUUID()}</p>` });
    for (const a of [archived, banned]) {
      expect((await fetchIpfs(present(a.dataHash), { accept: RAW })).status).toBe(200);
    }
    const archiving = await fromNewIp(client).gql(EDIT, { input: { id: archived.id, state: "archived" } });
    expect(archiving.errors).toBeUndefined();
    await db()
      .update(articles)
      .set({ state: "banned" })
      .where(eq(articles.id, dbId(banned.id)));
    for (const a of [archived, banned]) {
      expect((await fetchIpfs(present(a.dataHash), { accept: RAW })).status).toBe(404);
    }
  });
});

describe("Official.ipfsGateways", () => {
  it("answers the four gateway templates, each with a place for the CID", async () => {
    const result = await new Client().gql(GATEWAYS, {});
    const templates = present(result.data?.official.ipfsGateways);
    expect(templates).toHaveLength(4);
    for (const template of templates) expect(template).toMatch(/^https:\/\/.*:hash/);
  });
});

describe("a version from before CIDs", () => {
  it("keeps its old hash until the backfill gives it a CID, and is found by either", async () => {
    const article = await insertArticle(author.id);
    const [old] = await db().select().from(articleVersions).where(eq(articleVersions.articleId, article.id));
    const oldHash = present(old).dataHash;
    expect((await versionHashes(article.shortHash))[0]?.dataHash).toBe(oldHash);

    let round = await backfillCids(env, 2);
    while (!round.done) round = await backfillCids(env, 2);

    const cid = present((await versionHashes(article.shortHash))[0]?.dataHash);
    expect(cid).toMatch(/^bafkrei/);
    const bytes = new Uint8Array(await (await fetchIpfs(cid, { accept: RAW })).arrayBuffer());
    expect(await recomputed(bytes)).toBe(cid);
    expect(new TextDecoder().decode(bytes)).toContain("<p>Fixture text</p>");
    for (const hash of [oldHash, cid]) {
      expect((await new Client().gql(BY_HASH, { mediaHash: hash })).data?.article?.id).toBe(gid("Article", article.id));
    }
    expect((await backfillCids(env)).named).toBe(0);
  });
});
