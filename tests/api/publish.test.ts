import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { cacheTags } from "@/lib/cache/tags";
import { articles, drafts, tags } from "@/server/db/schema";
import { Client, codeOf, db, nextMidnight, present } from "../support/api";
import { dbId } from "../support/global-ids";
import {
  applied,
  fromNewIp,
  gid,
  inNewWindow,
  insertArticle,
  insertChallenge,
  insertCollection,
  type UserRow,
  writer,
} from "../support/writing-fixtures";
import { graphql } from "./generated/gql";
import type { PutDraftInput } from "./generated/graphql";

// publishArticle: a draft becomes an article with its first version and tags, and every list
// that shows articles shows it on the next request (the purges name them, and a fresh read
// finds it); only the author publishes, once, within the contract's rate limit.

const PUT = graphql(`
  mutation PublishPut($input: PutDraftInput!) {
    putDraft(input: $input) {
      id
    }
  }
`);

const PUBLISH = graphql(`
  mutation PublishRun($id: ID!, $publishAt: DateTime) {
    publishArticle(input: { id: $id, publishAt: $publishAt, iscnPublish: true }) {
      id
      publishState
      mediaHash
      publishAt
      iscnPublish
      article {
        id
        shortHash
        state
        title
        summary
        summaryCustomized
        content
        wordCount
        language
        cover
        displayCover
        dataHash
        revisionCount
        license
        canComment
        sensitiveByAuthor
        requestForDonation
        replyToDonator
        access {
          type
          secret
          circle {
            id
          }
        }
        author {
          id
        }
        tags {
          id
          content
          numArticles
          numAuthors
        }
        versions(input: { first: 5 }) {
          totalCount
        }
        connections(input: { first: 5 }) {
          edges {
            node {
              id
            }
          }
        }
        campaigns {
          campaign {
            id
          }
          stage {
            id
          }
        }
        appreciationsReceived(input: { first: 5 }) {
          totalCount
        }
        donations(input: { first: 5 }) {
          totalCount
        }
      }
    }
  }
`);

const WHERE_LISTED = graphql(`
  query PublishWhereListed($userName: String!, $tag: ID!, $collection: ID!, $challenge: String!, $key: String!) {
    viewer {
      recommendation {
        newest(input: { first: 3 }) {
          edges {
            node {
              id
            }
          }
        }
      }
    }
    user(input: { userName: $userName }) {
      articles(input: { first: 3 }) {
        edges {
          node {
            id
          }
        }
      }
      status {
        articleCount
      }
    }
    tag: node(input: { id: $tag }) {
      ... on Tag {
        articles(input: { first: 3, sortBy: byCreatedAtDesc }) {
          edges {
            node {
              id
            }
          }
        }
      }
    }
    collection: node(input: { id: $collection }) {
      ... on Collection {
        articles(input: { first: 3 }) {
          edges {
            node {
              id
            }
          }
        }
      }
    }
    channel(input: { shortHash: $challenge }) {
      ... on WritingChallenge {
        articles(input: { first: 3 }) {
          edges {
            node {
              id
            }
          }
        }
      }
    }
    search(input: { key: $key, type: Article, first: 3 }) {
      edges {
        node {
          ... on Article {
            id
          }
        }
      }
    }
  }
`);

let author: UserRow;
let client: Client;

beforeAll(async () => {
  ({ user: author, client } = await writer());
});

async function draft(input: PutDraftInput, as = client) {
  const result = await as.gql(PUT, { input: { title: "Title", content: "<p>Body text</p>", ...input } });
  expect(result.errors).toBeUndefined();
  return present(result.data?.putDraft.id);
}

/** Each publish in a window of its own: the limit is 2 in 12 minutes per account and per address. */
const publish = (id: string, as = client, publishAt?: string) => inNewWindow(as).gql(PUBLISH, { id, publishAt });

describe("publishArticle", () => {
  it("makes the article, its first version and its tags, and lists it everywhere on the next read", async () => {
    const existing = present(
      (
        await db()
          .insert(tags)
          .values({ content: "Existing", slug: "existing", shortHash: `tx${Date.now()}` })
          .returning()
      )[0],
    );
    const collection = await insertCollection(author.id);
    const linked = await insertArticle(author.id);
    const { channel, campaign, stage } = await insertChallenge();
    await applied(campaign.id, author.id);
    const word = `zebracorn${Date.now() % 100_000}`;
    const id = await draft({
      title: `A ${word} walks in`,
      content:
        '<p>第一段。</p><p>第二段的文字，有點長但是不太長，讀起來很舒服。</p><img src="https://img.example/a.png">',
      tags: ["existing", "Brand New Tag"],
      collections: [gid("Collection", collection.id)],
      connections: [gid("Article", linked.id)],
      campaigns: [{ campaign: gid("WritingChallenge", channel.id), stage: gid("CampaignStage", stage.id) }],
      requestForDonation: "Tea?",
      replyToDonator: "Thanks",
    });
    // on the real clock, so that it is the newest article in the lists it joins
    const probe = fromNewIp(client);
    const result = await probe.gql(PUBLISH, { id });
    expect(result.errors).toBeUndefined();
    const published = present(result.data?.publishArticle);
    const article = present(published.article);
    expect(published).toMatchObject({ id, publishState: "published", iscnPublish: true });
    expect(published.mediaHash).toBe(article.dataHash);
    expect(published.publishAt).not.toBeNull();
    expect(article).toMatchObject({
      state: "active",
      title: `A ${word} walks in`,
      summary: "第一段。 第二段的文字，有點長但是不太長，讀起來很舒服。",
      summaryCustomized: false,
      content:
        '<p>第一段。</p><p>第二段的文字，有點長但是不太長，讀起來很舒服。</p><img src="https://img.example/a.png" />',
      wordCount: 23,
      // more Han characters than Latin letters, some only Traditional
      language: "zh_hant",
      cover: null,
      displayCover: "https://img.example/a.png",
      revisionCount: 0,
      license: "cc_by_nc_nd_4",
      canComment: true,
      sensitiveByAuthor: false,
      requestForDonation: "Tea?",
      // the author sees the reply to donators
      replyToDonator: "Thanks",
      access: { type: "public", secret: null, circle: null },
      author: { id: gid("User", author.id) },
      versions: { totalCount: 1 },
      connections: { edges: [{ node: { id: gid("Article", linked.id) } }] },
      campaigns: [
        { campaign: { id: gid("WritingChallenge", channel.id) }, stage: { id: gid("CampaignStage", stage.id) } },
      ],
      appreciationsReceived: { totalCount: 0 },
      donations: { totalCount: 0 },
    });
    // a public version is addressed by its CID (tests/api/ipfs.test.ts)
    expect(article.dataHash).toMatch(/^bafkrei[a-z2-7]{52}$/);
    expect(article.shortHash).toMatch(/^[a-z0-9]{12}$/);
    expect(article.tags?.map((t) => [t.content, t.numArticles, t.numAuthors])).toEqual([
      ["Existing", 1, 1],
      ["Brand New Tag", 1, 1],
    ]);
    const tagIds = present(article.tags).map((t) => dbId(t.id));
    expect(tagIds[0]).toBe(existing.id);

    // what was cached of every list that shows it is stale now (the author's profile twice: the
    // entry completes the one-stage challenge, and the grand slam it brings purges it too)
    const articleId = dbId(article.id);
    expect([...new Set(probe.purged)].sort()).toEqual(
      [
        cacheTags.article(articleId),
        cacheTags.articleByHash(article.shortHash),
        cacheTags.newest,
        cacheTags.user(author.id),
        cacheTags.userArticles(author.id),
        ...tagIds.map(cacheTags.tag),
        cacheTags.tagList,
        cacheTags.collection(collection.id),
        cacheTags.userCollections(author.id),
        cacheTags.writingChallenge(channel.id),
        // the article it links, which lists it among its responses
        cacheTags.article(linked.id),
        cacheTags.search,
        cacheTags.sitemap,
      ].sort(),
    );

    // and a fresh read, as a visitor, finds it in each
    const listed = await new Client().gql(WHERE_LISTED, {
      userName: present(author.userName),
      tag: gid("Tag", tagIds[1] ?? 0),
      collection: gid("Collection", collection.id),
      challenge: channel.shortHash,
      key: word,
    });
    expect(listed.errors).toBeUndefined();
    const data = present(listed.data);
    const first = (list: readonly { node: { id: string } }[] | null | undefined) => list?.[0]?.node.id;
    expect(first(data.viewer?.recommendation.newest.edges)).toBe(article.id);
    expect(first(data.user?.articles.edges)).toBe(article.id);
    expect(data.user?.status?.articleCount).toBeGreaterThanOrEqual(2);
    expect(data.tag && "articles" in data.tag ? first(data.tag.articles.edges) : null).toBe(article.id);
    expect(data.collection && "articles" in data.collection ? first(data.collection.articles.edges) : null).toBe(
      article.id,
    );
    expect(data.channel && "articles" in data.channel ? first(data.channel.articles.edges) : null).toBe(article.id);
    expect(data.search.edges?.map((e) => ("id" in e.node ? e.node.id : null))).toEqual([article.id]);
  });

  it("counts an author once per tag, however many of their articles carry it", async () => {
    const tag = `Counted ${Date.now()}`;
    for (const title of ["One", "Two"]) await publish(await draft({ title, tags: [tag] }));
    const { client: other } = await writer();
    await publish(await draft({ title: "Three", tags: [tag.toUpperCase()] }, other), other);
    const [row] = await db().select().from(tags).where(eq(tags.content, tag));
    expect(row).toMatchObject({ numArticles: 3, numAuthors: 2 });
  });

  it("answers a published draft as it is, making no second article", async () => {
    const id = await draft({ title: "Once" });
    const first = present((await publish(id)).data?.publishArticle.article);
    const again = await publish(id);
    expect(again.errors).toBeUndefined();
    expect(again.data?.publishArticle.article?.id).toBe(first.id);
    expect((await db().select().from(articles).where(eq(articles.title, "Once"))).length).toBe(1);
  });

  it("leaves nothing of the article when writing it fails, and the draft in error to try again", async () => {
    const tag = `Doomed tag ${Date.now()}`;
    const id = await draft({ title: "Doomed", tags: [tag] });
    // a real failure inside the batch, after the tag and its counters are written
    await db().run(
      sql`CREATE TRIGGER fail_doomed BEFORE INSERT ON article_versions WHEN NEW.title = 'Doomed' BEGIN SELECT RAISE(ABORT, 'disk on fire'); END`,
    );
    try {
      const failed = await publish(id);
      expect(codeOf(failed)).toBe("ACTION_FAILED");
    } finally {
      await db().run(sql`DROP TRIGGER fail_doomed`);
    }
    const [row] = await db()
      .select()
      .from(drafts)
      .where(eq(drafts.id, dbId(id)));
    expect(row).toMatchObject({ publishState: "error", articleId: null });
    expect(await db().select().from(articles).where(eq(articles.title, "Doomed"))).toEqual([]);
    expect(await db().select().from(tags).where(eq(tags.content, tag))).toEqual([]);

    const again = await publish(id);
    expect(again.data?.publishArticle).toMatchObject({ publishState: "published", article: { title: "Doomed" } });
  });

  it("leaves a draft being published alone", async () => {
    const id = await draft({ title: "Racing" });
    await db()
      .update(drafts)
      .set({ publishState: "pending" })
      .where(eq(drafts.id, dbId(id)));
    const result = await publish(id);
    expect(result.data?.publishArticle).toMatchObject({ publishState: "pending", article: null });
    expect((await db().select().from(articles).where(eq(articles.title, "Racing"))).length).toBe(0);
  });

  it.each([
    ["no title", { title: null }, "BAD_USER_INPUT"],
    ["nothing to read", { content: "<p> </p><script>x</script>" }, "BAD_USER_INPUT"],
  ] as const)("refuses a draft with %s and keeps it unpublished", async (_name, input, code) => {
    const id = await draft(input);
    expect(codeOf(await publish(id))).toBe(code);
    const [row] = await db()
      .select()
      .from(drafts)
      .where(eq(drafts.id, dbId(id)));
    expect(row).toMatchObject({ publishState: "unpublished", articleId: null });
  });

  it("checks what the draft links as it is now", async () => {
    const linked = await insertArticle(author.id);
    const id = await draft({ connections: [gid("Article", linked.id)] });
    await db().update(articles).set({ state: "archived" }).where(eq(articles.id, linked.id));
    expect(codeOf(await publish(id))).toBe("ARTICLE_NOT_FOUND");
  });

  it("offers no scheduled publishing", async () => {
    const id = await draft({});
    const later = new Date(Date.now() + 86_400_000).toISOString();
    expect(codeOf(await publish(id, client, later))).toBe("BAD_USER_INPUT");
  });

  it("lets only the author publish: FORBIDDEN otherwise", async () => {
    const id = await draft({ title: "Not yours" });
    const { client: other } = await writer();
    expect(codeOf(await publish(id, other))).toBe("FORBIDDEN");
    expect(codeOf(await publish(id, new Client()))).toBe("UNAUTHENTICATED");
    expect((await db().select().from(articles).where(eq(articles.title, "Not yours"))).length).toBe(0);
  });

  it("publishes at most twice in 12 minutes per account, from whatever address", async () => {
    const { client: own } = await writer();
    const ids = [
      await draft({ title: "r1" }, own),
      await draft({ title: "r2" }, own),
      await draft({ title: "r3" }, own),
    ];
    const at = nextMidnight();
    // each from an address of its own: moving gives the account no more
    expect(
      (
        await fromNewIp(own)
          .at(at)
          .gql(PUBLISH, { id: ids[0] ?? "" })
      ).errors,
    ).toBeUndefined();
    expect(
      (
        await fromNewIp(own)
          .at(at)
          .gql(PUBLISH, { id: ids[1] ?? "" })
      ).errors,
    ).toBeUndefined();
    expect(
      codeOf(
        await fromNewIp(own)
          .at(at)
          .gql(PUBLISH, { id: ids[2] ?? "" }),
      ),
    ).toBe("ACTION_LIMIT_EXCEEDED");
    // the next window takes it
    expect(
      (
        await fromNewIp(own)
          .at(at + 720_000)
          .gql(PUBLISH, { id: ids[2] ?? "" })
      ).errors,
    ).toBeUndefined();
  });

  it("lets people behind one address (an IPv6 /64) publish twice each, not more", async () => {
    const at = nextMidnight();
    const from = (c: Client, ip: string) => {
      const moved = new Client(ip).at(at);
      moved.jar = c.jar;
      return moved;
    };
    const writers = [await writer(), await writer()];
    const a = present(writers[0]).client;
    const b = present(writers[1]).client;
    const drafts = await Promise.all(
      writers.flatMap(({ client: own }) => [1, 2, 3].map((n) => draft({ title: `From one network ${n}` }, own))),
    );
    const publish = (c: Client, ip: string, id: string | undefined) => from(c, ip).gql(PUBLISH, { id: id ?? "" });
    // one network's two people: each has their own two
    expect((await publish(a, "2001:db8:77:1::1", drafts[0])).errors).toBeUndefined();
    expect((await publish(b, "2001:db8:77:1::2", drafts[3])).errors).toBeUndefined();
    expect((await publish(a, "2001:db8:77:1::1", drafts[1])).errors).toBeUndefined();
    expect((await publish(b, "2001:db8:77:1:8000::3", drafts[4])).errors).toBeUndefined();
    // a third, from another address of the same /64 or from the same one, is refused
    expect(codeOf(await publish(a, "2001:db8:77:1:8000::9", drafts[2]))).toBe("ACTION_LIMIT_EXCEEDED");
    expect(codeOf(await publish(b, "2001:db8:77:1::2", drafts[5]))).toBe("ACTION_LIMIT_EXCEEDED");
  });
});
