import { and, eq } from "drizzle-orm";
import { Parser } from "htmlparser2";
import { beforeAll, describe, expect, it } from "vitest";
import { MOMENT_TEXT_MAX } from "@/lib/text/moment-text";
import { assetMap, blocks, comments, follows, moments, tags } from "@/server/db/schema";
import { XSS_PAYLOADS } from "../fixtures/xss-payloads";
import { Client, codeOf, createUser, db, nextMidnight, present } from "../support/api";
import { dbId } from "../support/global-ids";
import { inertFaults } from "../support/inert-html";
import { png, uploadFile } from "../support/media";
import { gid, insertArticle, insertAsset, type UserRow, writer } from "../support/writing-fixtures";
import { graphql } from "./generated/gql";
import type { PutMomentInput } from "./generated/graphql";

// Writing moments: putMoment (sanitized content, its length, images, tags made on use, linked
// articles, the contract's 2 in 5 minutes), deleteMoment (the author's alone), likeMoment and
// unlikeMoment (once per person, however many at once). Each post is sent in a rate-limit
// window of its own (the API's clock moved on) unless the limit itself is under test.

const PERIOD = 300_000;
let windows = 0;
/** The same session as `client`, on an API clock in a window no other call of this file used. */
function later(client: Client) {
  windows += 1;
  const moved = new Client(client.ip);
  moved.jar = client.jar;
  moved.purged = client.purged;
  return moved.at(nextMidnight() + windows * PERIOD);
}

const PUT = graphql(`
  mutation MomentWritingPut($input: PutMomentInput!) {
    putMoment(input: $input) {
      id
      shortHash
      content
      state
      likeCount
      commentCount
      liked
      createdAt
      assets {
        id
        type
        path
      }
      tags {
        id
        content
      }
      articles {
        id
        shortHash
      }
      author {
        id
      }
    }
  }
`);

const READ = graphql(`
  query MomentWritingRead($shortHash: String!) {
    moment(input: { shortHash: $shortHash }) {
      id
      content
      state
      likeCount
      liked
      tags {
        content
      }
      articles {
        shortHash
      }
      translation(input: { language: zh_hans }) {
        content
      }
    }
  }
`);

const USER_MOMENTS = graphql(`
  query MomentWritingList($userName: String!) {
    user(input: { userName: $userName }) {
      moments(input: { first: 5 }) {
        totalCount
        edges {
          node {
            shortHash
          }
        }
      }
    }
  }
`);

const TAG_MOMENTS = graphql(`
  query MomentWritingTag($id: ID!) {
    node(input: { id: $id }) {
      ... on Tag {
        numMoments
        numArticles
        moments(input: { first: 5 }) {
          totalCount
          edges {
            node {
              shortHash
            }
          }
        }
      }
    }
  }
`);

const DELETE = graphql(`
  mutation MomentWritingDelete($id: ID!) {
    deleteMoment(input: { id: $id }) {
      id
      state
    }
  }
`);

const LIKE = graphql(`
  mutation MomentWritingLike($id: ID!) {
    likeMoment(input: { id: $id }) {
      id
      likeCount
      liked
    }
  }
`);

const UNLIKE = graphql(`
  mutation MomentWritingUnlike($id: ID!) {
    unlikeMoment(input: { id: $id }) {
      id
      likeCount
      liked
    }
  }
`);

const run = Math.floor(Math.random() * 1e9).toString(36);

async function post(client: Client, input: PutMomentInput) {
  return later(client).gql(PUT, { input });
}

async function posted(client: Client, input: PutMomentInput) {
  const result = await post(client, input);
  expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
  return present(result.data?.putMoment);
}

/** An image uploaded for a moment before the moment exists, as the form does it. */
async function momentImage(client: Client) {
  const result = await uploadFile(
    client,
    { type: "moment", entityType: "moment" },
    { bytes: await png(16, 12), name: "a.png", type: "image/png" },
  );
  expect(result.errors).toBeUndefined();
  return present(result.data?.singleFileUpload);
}

const momentRows = async (authorId: number) => db().select().from(moments).where(eq(moments.authorId, authorId));

/** The elements of some HTML: a moment keeps paragraphs, line breaks and links, nothing else. */
function elementsOf(html: string) {
  const names = new Set<string>();
  const parser = new Parser({ onopentag: (name) => names.add(name) });
  parser.end(html);
  return [...names].sort();
}

let author: UserRow;
let client: Client;

beforeAll(async () => {
  ({ user: author, client } = await writer());
});

describe("putMoment", () => {
  it("posts a moment with images, new and existing tags and a linked article, at the top of the author's moments", async () => {
    const existing = `existing${run}`;
    await db()
      .insert(tags)
      .values({ content: existing, slug: existing, shortHash: `t${run}` });
    const article = await insertArticle(author.id);
    const [first, second] = [await momentImage(client), await momentImage(client)];
    const fresh = `#Fresh ${run}`;
    const moment = await posted(client, {
      content: "<p>Morning light on the <strong>harbour</strong>.</p><p>See https://example.com/x</p>",
      tags: [fresh, existing.toUpperCase()],
      articles: [gid("Article", article.id)],
      // shown in the author's order, not the upload order
      assets: [present(second).id, present(first).id],
    });
    expect(moment).toMatchObject({
      content: "<p>Morning light on the harbour.</p><p>See https://example.com/x</p>",
      state: "active",
      likeCount: 0,
      commentCount: 0,
      liked: false,
      assets: [
        { id: second?.id, type: "moment", path: second?.path },
        { id: first?.id, type: "moment", path: first?.path },
      ],
      // the new tag as typed (without its mark), the existing one as it was spelt first
      tags: [{ content: `Fresh ${run}` }, { content: existing }],
      articles: [{ id: gid("Article", article.id), shortHash: article.shortHash }],
      author: { id: gid("User", author.id) },
    });
    expect(moment.shortHash).toMatch(/^[a-z0-9]{12}$/);

    const list = await new Client().gql(USER_MOMENTS, { userName: author.userName ?? "" });
    expect(list.data?.user?.moments.edges?.[0]?.node.shortHash).toBe(moment.shortHash);

    // the images now belong to the moment, no longer waiting for one
    const momentId = dbId(moment.id);
    const links = await db()
      .select()
      .from(assetMap)
      .where(eq(assetMap.entityType, "moment"))
      .then((rows) => rows.filter((r) => [first?.id, second?.id].includes(gid("Asset", r.assetId))));
    expect(links.map((l) => l.entityId)).toEqual([momentId, momentId]);

    // the tag lists it, a new tag with no articles yet
    const tag = present(moment.tags[0]);
    const tagged = await new Client().gql(TAG_MOMENTS, { id: tag.id });
    expect(tagged.data?.node).toMatchObject({
      numMoments: 1,
      numArticles: 0,
      moments: { totalCount: 1, edges: [{ node: { shortHash: moment.shortHash } }] },
    });
  });

  it("stores only paragraphs, line breaks and links, with safe addresses", async () => {
    const moment = await posted(client, {
      content:
        '<h2>Big</h2><p><a href="/@alice">@alice</a> and <a href="/tags/1-x">#x</a><br><img src="/seed/covers/c01.svg"><em>yes</em></p><ul><li>item</li></ul>',
    });
    expect(moment.content).toBe('Big<p><a href="/@alice">@alice</a> and <a href="/tags/1-x">#x</a><br />yes</p>item');
    expect(elementsOf(moment.content ?? "")).toEqual(["a", "br", "p"]);
  });

  it(`counts at most ${MOMENT_TEXT_MAX} characters of text: code points, line breaks and markup not counted`, async () => {
    const chinese = "字".repeat(MOMENT_TEXT_MAX - 2);
    const fits = await post(client, { content: `<p>${chinese}</p><p><a href="https://e.example">ab</a></p>` });
    expect(fits.errors).toBeUndefined();
    const emoji = await post(client, { content: `<p>${"🌊".repeat(MOMENT_TEXT_MAX)}</p>` });
    expect(emoji.errors).toBeUndefined();

    const before = (await momentRows(author.id)).length;
    const over = await post(client, { content: `<p>${"a".repeat(MOMENT_TEXT_MAX)}</p><p>b</p>` });
    expect(codeOf(over)).toBe("BAD_USER_INPUT");
    expect(over.errors?.[0]?.extensions).toMatchObject({ field: "input.content", limit: MOMENT_TEXT_MAX });
    // the markup sent is bounded too, before anything is read
    const huge = await post(client, { content: `<p>${"<b></b>".repeat(3000)}x</p>` });
    expect(codeOf(huge)).toBe("BAD_USER_INPUT");
    expect(await momentRows(author.id)).toHaveLength(before);
  });

  it("needs some text or an image", async () => {
    for (const content of ["", "<p> </p>", "<p><br></p>", "<script>alert(1)</script>"]) {
      expect(codeOf(await post(client, { content }))).toBe("BAD_USER_INPUT");
    }
    const image = await momentImage(client);
    const onlyImage = await posted(client, { content: "", assets: [image.id] });
    expect(onlyImage.content).toBe("");
    expect(onlyImage.assets).toHaveLength(1);
  });

  it("shows at most 9 images, the author's own uploads for moments whose bytes arrived", async () => {
    const mine = await Promise.all(Array.from({ length: 10 }, () => momentImage(client)));
    const nine = await posted(client, { content: "<p>Nine</p>", assets: mine.slice(0, 9).map((a) => a.id) });
    expect(nine.assets.map((a) => a.id)).toEqual(mine.slice(0, 9).map((a) => a.id));
    expect(codeOf(await post(client, { content: "<p>Ten</p>", assets: mine.map((a) => a.id) }))).toBe("BAD_USER_INPUT");

    const { client: other } = await writer();
    const theirs = await momentImage(other);
    expect(codeOf(await post(client, { content: "<p>x</p>", assets: [theirs.id] }))).toBe("FORBIDDEN");
    const cover = await insertAsset(author.id, "cover", "/seed/covers/c01.svg");
    expect(codeOf(await post(client, { content: "<p>x</p>", assets: [gid("Asset", cover.id)] }))).toBe(
      "BAD_USER_INPUT",
    );
    expect(codeOf(await post(client, { content: "<p>x</p>", assets: [gid("Asset", 999_999_999)] }))).toBe(
      "ASSET_NOT_FOUND",
    );
    // a direct upload whose bytes never came
    const waiting = await client.gql<{ directImageUpload: { id: string } }>(
      `mutation { directImageUpload(input: { type: moment, entityType: moment, mime: "image/png" }) { id } }`,
    );
    const waitingId = present(waiting.data?.directImageUpload.id);
    expect(codeOf(await post(client, { content: "<p>x</p>", assets: [waitingId] }))).toBe("ASSET_NOT_FOUND");
    expect(codeOf(await post(client, { content: "<p>x</p>", assets: [gid("Article", 1)] }))).toBe("BAD_USER_INPUT");
  });

  it("takes at most 5 tags of 50 characters, made only when the moment is posted", async () => {
    const six = Array.from({ length: 6 }, (_, i) => `six${i}${run}`);
    expect(codeOf(await post(client, { content: "<p>x</p>", tags: six }))).toBe("TOO_MANY_TAGS_FOR_ARTICLE");
    expect(codeOf(await post(client, { content: "<p>x</p>", tags: ["t".repeat(51)] }))).toBe("BAD_USER_INPUT");
    // the same tag in two spellings is one
    const same = await posted(client, { content: "<p>x</p>", tags: [`Same${run}`, `#same${run}`, `＃SAME${run}`] });
    expect(same.tags).toEqual([{ id: expect.any(String), content: `Same${run}` }]);
    expect(
      await db()
        .select()
        .from(tags)
        .where(eq(tags.content, six[0] ?? "")),
    ).toEqual([]);
  });

  it("links at most 3 articles, each published (active)", async () => {
    const three = await Promise.all([1, 2, 3].map(() => insertArticle(author.id)));
    const fourth = await insertArticle(author.id);
    const ids = three.map((a) => gid("Article", a.id));
    const linked = await posted(client, { content: "<p>Reading</p>", articles: ids });
    expect(linked.articles.map((a) => a.shortHash)).toEqual(three.map((a) => a.shortHash));
    // each once
    const twice = await posted(client, {
      content: "<p>Again</p>",
      articles: [ids[1] ?? "", ids[0] ?? "", ids[1] ?? ""],
    });
    expect(twice.articles.map((a) => a.shortHash)).toEqual([three[1]?.shortHash, three[0]?.shortHash]);
    expect(codeOf(await post(client, { content: "<p>x</p>", articles: [...ids, gid("Article", fourth.id)] }))).toBe(
      "BAD_USER_INPUT",
    );
    for (const state of ["archived", "banned"] as const) {
      const gone = await insertArticle(author.id, state);
      expect(codeOf(await post(client, { content: "<p>x</p>", articles: [gid("Article", gone.id)] }))).toBe(
        "ARTICLE_NOT_FOUND",
      );
    }
    expect(codeOf(await post(client, { content: "<p>x</p>", articles: [gid("Article", 999_999_999)] }))).toBe(
      "ARTICLE_NOT_FOUND",
    );
  });

  it("leaves nothing behind when refused: no moment, no new tag, the images still waiting", async () => {
    const { user, client: poster } = await writer();
    const image = await momentImage(poster);
    const archived = await insertArticle(user.id, "archived");
    const tag = `never${run}`;
    const refused = await post(poster, {
      content: "<p>Refused</p>",
      tags: [tag],
      assets: [image.id],
      articles: [gid("Article", archived.id)],
    });
    expect(codeOf(refused)).toBe("ARTICLE_NOT_FOUND");
    expect(await momentRows(user.id)).toEqual([]);
    expect(await db().select().from(tags).where(eq(tags.content, tag))).toEqual([]);
    const assetId = dbId(image.id);
    const links = await db().select().from(assetMap).where(eq(assetMap.assetId, assetId));
    expect(links.map((l) => [l.entityType, l.entityId])).toEqual([["moment", 0]]);
  });

  it("answers visitors UNAUTHENTICATED", async () => {
    expect(codeOf(await new Client().gql(PUT, { input: { content: "<p>x</p>" } }))).toBe("UNAUTHENTICATED");
  });

  it("posts at most 2 moments in 5 minutes (the contract's limit), then again in the next window", async () => {
    const { user, client: poster } = await writer();
    const start = nextMidnight() + 10_000 * PERIOD;
    poster.at(start);
    expect((await poster.gql(PUT, { input: { content: "<p>one</p>" } })).errors).toBeUndefined();
    expect((await poster.gql(PUT, { input: { content: "<p>two</p>" } })).errors).toBeUndefined();
    const third = await poster.at(start + PERIOD - 60_000).gql(PUT, { input: { content: "<p>three</p>" } });
    expect(codeOf(third)).toBe("ACTION_LIMIT_EXCEEDED");
    expect(third.errors?.[0]?.extensions?.retryAfter).toBe(60);
    expect(await momentRows(user.id)).toHaveLength(2);
    expect((await poster.at(start + PERIOD).gql(PUT, { input: { content: "<p>three</p>" } })).errors).toBeUndefined();
    // per person: someone else posts meanwhile
    const { client: other } = await writer();
    expect((await other.at(start + 1000).gql(PUT, { input: { content: "<p>mine</p>" } })).errors).toBeUndefined();
  });
});

describe("the XSS corpus as moment content", () => {
  it.each(XSS_PAYLOADS.map((p) => [p]))("stores %s inert, and reads it back inert", async (payload) => {
    const result = await post(client, { content: `<p>x</p>${payload}` });
    expect(result.errors).toBeUndefined();
    const moment = present(result.data?.putMoment);
    const [stored] = await db().select().from(moments).where(eq(moments.shortHash, moment.shortHash));
    for (const html of [moment.content ?? "", present(stored).content]) {
      expect(inertFaults(html)).toEqual([]);
      expect(elementsOf(html).every((name) => ["a", "br", "p"].includes(name))).toBe(true);
    }
    const read = await new Client().gql(READ, { shortHash: moment.shortHash });
    expect(inertFaults(read.data?.moment?.content ?? "")).toEqual([]);
    expect(inertFaults(read.data?.moment?.translation?.content ?? "")).toEqual([]);
  });
});

describe("deleteMoment", () => {
  it("takes the author's moment down: out of their moments and its tag, gone for others, kept for the author", async () => {
    const { user, client: owner } = await writer();
    const tag = `gone${run}`;
    const moment = await posted(owner, { content: "<p>Soon gone</p>", tags: [tag] });
    const tagId = present(moment.tags[0]).id;
    const deleted = await owner.gql(DELETE, { id: moment.id });
    expect(deleted.data?.deleteMoment).toEqual({ id: moment.id, state: "archived" });

    const visitor = new Client();
    expect((await visitor.gql(READ, { shortHash: moment.shortHash })).data?.moment).toBeNull();
    expect((await owner.gql(READ, { shortHash: moment.shortHash })).data?.moment?.state).toBe("archived");
    const list = await visitor.gql(USER_MOMENTS, { userName: user.userName ?? "" });
    expect(list.data?.user?.moments.totalCount).toBe(0);
    const tagged = await visitor.gql(TAG_MOMENTS, { id: tagId });
    expect(tagged.data?.node).toMatchObject({ numMoments: 0, moments: { totalCount: 0, edges: [] } });

    // again: nothing more happens
    expect((await owner.gql(DELETE, { id: moment.id })).data?.deleteMoment.state).toBe("archived");
  });

  it("is the author's alone: FORBIDDEN for another user, not found for someone else's taken-down moment", async () => {
    const { client: owner } = await writer();
    const moment = await posted(owner, { content: "<p>Mine</p>" });
    const { client: other } = await writer();
    expect(codeOf(await other.gql(DELETE, { id: moment.id }))).toBe("FORBIDDEN");
    const admin = await writer({ role: "admin" });
    expect(codeOf(await admin.client.gql(DELETE, { id: moment.id }))).toBe("FORBIDDEN");
    expect((await new Client().gql(READ, { shortHash: moment.shortHash })).data?.moment?.state).toBe("active");

    await owner.gql(DELETE, { id: moment.id });
    expect(codeOf(await other.gql(DELETE, { id: moment.id }))).toBe("ENTITY_NOT_FOUND");
    expect(codeOf(await other.gql(DELETE, { id: gid("Moment", 999_999_999) }))).toBe("ENTITY_NOT_FOUND");
    expect(codeOf(await other.gql(DELETE, { id: gid("Article", 1) }))).toBe("BAD_USER_INPUT");
  });
});

describe("likeMoment and unlikeMoment", () => {
  let owner: { user: UserRow; client: Client };
  let moment: Awaited<ReturnType<typeof posted>>;

  beforeAll(async () => {
    owner = await writer();
    moment = await posted(owner.client, { content: "<p>Like me</p>" });
  });

  it("likes once, however often asked, and unlikes once", async () => {
    const { client: reader } = await writer();
    expect((await reader.gql(LIKE, { id: moment.id })).data?.likeMoment).toEqual({
      id: moment.id,
      likeCount: 1,
      liked: true,
    });
    expect((await reader.gql(LIKE, { id: moment.id })).data?.likeMoment.likeCount).toBe(1);
    expect((await new Client().gql(READ, { shortHash: moment.shortHash })).data?.moment).toMatchObject({
      likeCount: 1,
      liked: false,
    });
    expect((await reader.gql(UNLIKE, { id: moment.id })).data?.unlikeMoment).toEqual({
      id: moment.id,
      likeCount: 0,
      liked: false,
    });
    expect((await reader.gql(UNLIKE, { id: moment.id })).data?.unlikeMoment.likeCount).toBe(0);
  });

  // twenty sign-ins (each a password hash) come first: on a loaded machine they pass 5 s
  it("counts 20 likes at once by one person as one, and 20 people's as 20", { timeout: 30_000 }, async () => {
    const { client: eager } = await writer();
    const target = await posted(owner.client, { content: "<p>Race</p>" });
    const answers = await Promise.all(Array.from({ length: 20 }, () => eager.gql(LIKE, { id: target.id })));
    expect(answers.every((a) => a.errors === undefined)).toBe(true);
    expect((await new Client().gql(READ, { shortHash: target.shortHash })).data?.moment?.likeCount).toBe(1);

    const crowd = await Promise.all(Array.from({ length: 20 }, () => writer()));
    await Promise.all(crowd.map(({ client: c }) => c.gql(LIKE, { id: target.id })));
    expect((await new Client().gql(READ, { shortHash: target.shortHash })).data?.moment?.likeCount).toBe(21);
    await Promise.all([
      ...crowd.map(({ client: c }) => c.gql(UNLIKE, { id: target.id })),
      eager.gql(UNLIKE, { id: target.id }),
    ]);
    expect((await new Client().gql(READ, { shortHash: target.shortHash })).data?.moment?.likeCount).toBe(0);
  });

  it("lets the author like their own moment (the specification forbids nothing of it)", async () => {
    const own = await owner.client.gql(LIKE, { id: moment.id });
    expect(own.data?.likeMoment.liked).toBe(true);
    await owner.client.gql(UNLIKE, { id: moment.id });
  });

  it("likes only a moment that is up, and not one whose author blocked the reader", async () => {
    const { client: reader, user: readerUser } = await writer();
    const taken = await posted(owner.client, { content: "<p>Taken down</p>" });
    await owner.client.gql(DELETE, { id: taken.id });
    expect(codeOf(await reader.gql(LIKE, { id: taken.id }))).toBe("ENTITY_NOT_FOUND");
    expect(codeOf(await owner.client.gql(LIKE, { id: taken.id }))).toBe("FORBIDDEN_BY_TARGET_STATE");
    expect(codeOf(await reader.gql(LIKE, { id: gid("Moment", 999_999_999) }))).toBe("ENTITY_NOT_FOUND");

    await db().insert(blocks).values({ userId: owner.user.id, blockedId: readerUser.id });
    expect(codeOf(await reader.gql(LIKE, { id: moment.id }))).toBe("FORBIDDEN");
    expect((await new Client().gql(READ, { shortHash: moment.shortHash })).data?.moment?.likeCount).toBe(0);
  });
});

describe("Moment fields", () => {
  it("names the people the viewer follows who commented, to the viewer alone", async () => {
    const { client: owner } = await writer();
    const moment = await posted(owner, { content: "<p>Talk to me</p>" });
    const momentId = dbId(moment.id);
    const { user: reader, client: readerClient } = await writer();
    const friend = await createUser();
    const stranger = await createUser();
    await db().insert(follows).values({ followerId: reader.id, followeeId: friend.id });
    await db()
      .insert(comments)
      .values(
        [friend, stranger, friend].map((u) => ({
          type: "moment" as const,
          targetId: momentId,
          authorId: u.id,
          content: "hi",
        })),
      );
    const query = `query($s: String!) { moment(input: { shortHash: $s }) { commentedFollowees { id } } }`;
    const seen = await readerClient.gql<{ moment: { commentedFollowees: { id: string }[] } }>(query, {
      s: moment.shortHash,
    });
    expect(seen.data?.moment.commentedFollowees).toEqual([{ id: gid("User", friend.id) }]);
    const visitor = await new Client().gql<{ moment: { commentedFollowees: unknown[] } }>(query, {
      s: moment.shortHash,
    });
    expect(visitor.data?.moment.commentedFollowees).toEqual([]);
  });

  it("shows spam and advertising status to admins alone", async () => {
    const { client: owner } = await writer();
    const moment = await posted(owner, { content: "<p>Not spam</p>" });
    const query = `query($s: String!) { moment(input: { shortHash: $s }) { spamStatus { score isSpam } adStatus { isAd } } }`;
    expect(codeOf(await owner.gql(query, { s: moment.shortHash }))).toBe("FORBIDDEN");
    const admin = await writer({ role: "admin" });
    const seen = await admin.client.gql(query, { s: moment.shortHash });
    expect(seen.data).toEqual({ moment: { spamStatus: { score: null, isSpam: null }, adStatus: { isAd: null } } });
  });

  it("converts a moment's text between the Chinese scripts, its links as they were", async () => {
    const moment = await posted(client, {
      content: '<p>這裡的軟體 <a href="/tags/1-%E8%BB%9F%E9%AB%94">#軟體</a></p>',
    });
    const read = await new Client().gql(READ, { shortHash: moment.shortHash });
    expect(read.data?.moment?.translation?.content).toBe(
      '<p>这里的软件 <a href="/tags/1-%E8%BB%9F%E9%AB%94">#软件</a></p>',
    );
  });
});

describe("uploads for a moment", () => {
  it("wait under entity 0 until a moment names them; an id names the author's own moment only", async () => {
    const image = await momentImage(client);
    const assetId = dbId(image.id);
    const links = await db()
      .select()
      .from(assetMap)
      .where(and(eq(assetMap.assetId, assetId), eq(assetMap.entityType, "moment")));
    expect(links.map((l) => l.entityId)).toEqual([0]);

    const { client: other } = await writer();
    const mine = await posted(client, { content: "<p>Mine</p>" });
    const theirs = await uploadFile(
      other,
      { type: "moment", entityType: "moment", entityId: mine.id },
      { bytes: await png(4, 4), name: "a.png", type: "image/png" },
    );
    expect(codeOf(theirs)).toBe("FORBIDDEN");
  });
});
