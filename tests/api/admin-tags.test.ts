import { and, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { adminAudit, articleTags, tagBookmarks, tags } from "@/server/db/schema";
import { Client, codeOf, db, present } from "../support/api";
import { gid, insertArticle, writer } from "../support/writing-fixtures";
import { graphql } from "./generated/gql";

// Looking after tags (issue 37): admins rename, merge, delete and boost tags, each change with
// its audit row and each refusal writing nothing; a reader sees the change at once. Also the
// two tag mutations a person calls: the deprecated toggleFollowTag and putFeaturedTags.

const RENAME = `mutation($id: ID!, $content: String!) { renameTag(input: { id: $id, content: $content }) { id content slug } }`;
const MERGE = `mutation($ids: [ID!]!, $content: String!) { mergeTags(input: { ids: $ids, content: $content }) { id content numArticles } }`;
const DELETE = `mutation($ids: [ID!]!) { deleteTags(input: { ids: $ids }) }`;
const BOOST = `mutation($id: ID!, $boost: Float!) { setBoost(input: { id: $id, boost: $boost, type: Tag }) { id ... on Tag { oss { boost score } } } }`;
const TAG = `query($id: ID!) { node(input: { id: $id }) { ... on Tag { content numArticles numAuthors isFollower } } }`;
const SEARCH = graphql(`
  query AdminTagsSearch($key: String!) {
    search(input: { key: $key, type: Tag, first: 10 }) {
      edges {
        node {
          id
        }
      }
    }
  }
`);
const FOLLOW = `mutation($id: ID!, $on: Boolean) { toggleFollowTag(input: { id: $id, enabled: $on }) { id isFollower } }`;
const FEATURE = `mutation($ids: [ID!]!) { putFeaturedTags(input: { ids: $ids }) { id } }`;
const FEATURED = `query($userName: String!) { user(input: { userName: $userName }) { info { featuredTags { id } } } }`;
const BAN = `mutation($id: ID!, $state: ArticleState!) { updateArticleState(input: { id: $id, state: $state }) { id state } }`;

const LOG = graphql(`
  query AdminTagsLog($targetId: ID!) {
    oss {
      auditLog(input: { targetId: $targetId, first: 5 }) {
        edges {
          node {
            action
            target {
              __typename
              ... on Tag {
                content
              }
            }
          }
        }
      }
    }
  }
`);

type TagView = { content: string; numArticles: number; numAuthors: number; isFollower: boolean | null } | null;

let seq = 0;
/** A tag of its own, named uniquely; `counted` articles filed under it as publishing would count them. */
async function newTag(label = "tag") {
  seq += 1;
  const content = `adm${label}${Date.now() % 1e8}${seq}${Math.floor(Math.random() * 1e4)}`;
  const [tag] = await db()
    .insert(tags)
    .values({ content, slug: content, shortHash: `t${Math.floor(Math.random() * 1e12)}` })
    .returning();
  return { ...present(tag), gid: gid("Tag", present(tag).id) };
}

async function file(articleId: number, tagId: number) {
  await db().insert(articleTags).values({ articleId, tagId });
}

const admin = () => writer({ role: "admin" });

async function auditOf(tagId: number) {
  return db()
    .select()
    .from(adminAudit)
    .where(and(eq(adminAudit.targetType, "Tag"), eq(adminAudit.targetId, tagId)))
    .orderBy(adminAudit.id);
}

async function seen(tagGid: string, reader = new Client()) {
  return (await reader.gql<{ node: TagView }>(TAG, { id: tagGid })).data?.node ?? null;
}

describe("renameTag", () => {
  it("renames the tag, cleaned as writing cleans tags, for readers and search at once, with its audit row", async () => {
    const tag = await newTag("ren");
    const { client, user } = await admin();
    const wanted = `${tag.content}new name`;
    const result = await client.gql<{ renameTag: { content: string; slug: string } }>(RENAME, {
      id: tag.gid,
      content: `#${tag.content}new   name `,
    });
    expect(result.errors).toBeUndefined();
    expect(present(result.data).renameTag).toMatchObject({ content: wanted });
    expect((await seen(tag.gid))?.content).toBe(wanted);
    const found = await new Client().gql(SEARCH, { key: wanted });
    expect((present(found.data).search.edges ?? []).map((e) => e.node.id)).toContain(tag.gid);
    const rows = await auditOf(tag.id);
    expect(rows.map((r) => [r.action, r.actorId, r.before, r.after])).toEqual([
      ["renameTag", user.id, { content: tag.content }, { content: wanted }],
    ]);
    // the admin area's log, filtered by the tag, names the tag as it is now
    const log = await client.gql(LOG, { targetId: tag.gid });
    expect((present(log.data).oss.auditLog.edges ?? []).map((e) => [e.node.action, e.node.target])).toEqual([
      ["renameTag", { __typename: "Tag", content: wanted }],
    ]);
  });

  it("refuses a name another tag has, in any case (NAME_EXISTS), and writes nothing", async () => {
    const [tag, other] = [await newTag("a"), await newTag("b")];
    const { client } = await admin();
    expect(codeOf(await client.gql(RENAME, { id: tag.gid, content: other.content.toUpperCase() }))).toBe("NAME_EXISTS");
    expect((await seen(tag.gid))?.content).toBe(tag.content);
    expect(await auditOf(tag.id)).toEqual([]);
  });

  it("refuses an empty or too long name and a tag that is not there", async () => {
    const tag = await newTag();
    const { client } = await admin();
    expect(codeOf(await client.gql(RENAME, { id: tag.gid, content: "## " }))).toBe("BAD_USER_INPUT");
    expect(codeOf(await client.gql(RENAME, { id: tag.gid, content: "x".repeat(51) }))).toBe("BAD_USER_INPUT");
    expect(codeOf(await client.gql(RENAME, { id: gid("Tag", 999_999_999), content: "anything" }))).toBe(
      "TAG_NOT_FOUND",
    );
    expect(await auditOf(tag.id)).toEqual([]);
  });

  it("gives one name to one tag when two admins rename two tags to it at the same moment", async () => {
    const [x, y] = [await newTag("x"), await newTag("y")];
    const [a, b] = await Promise.all([admin(), admin()]);
    const name = `${x.content}same`;
    const results = await Promise.all([
      a.client.gql(RENAME, { id: x.gid, content: name }),
      b.client.gql(RENAME, { id: y.gid, content: name }),
    ]);
    expect(results.map((r) => codeOf(r) ?? "ok").sort()).toEqual(["NAME_EXISTS", "ok"]);
    const named = await db()
      .select()
      .from(tags)
      .where(inArray(tags.id, [x.id, y.id]));
    expect(named.filter((t) => t.content === name)).toHaveLength(1);
    expect([...(await auditOf(x.id)), ...(await auditOf(y.id))]).toHaveLength(1);
  });
});

describe("mergeTags", () => {
  it("moves every article and bookmark to the tag named, one link each, counts again and deletes the others", async () => {
    const [kept, gone] = [await newTag("kept"), await newTag("gone")];
    const author = await writer();
    const [a1, a2, a3] = [
      await insertArticle(author.user.id),
      await insertArticle(author.user.id),
      await insertArticle(author.user.id),
    ];
    await file(a1.id, kept.id);
    await file(a2.id, kept.id);
    await file(a2.id, gone.id);
    await file(a3.id, gone.id);
    const [both, onlyGone] = [await writer(), await writer()];
    await db()
      .insert(tagBookmarks)
      .values([
        { userId: both.user.id, tagId: kept.id },
        { userId: both.user.id, tagId: gone.id },
        { userId: onlyGone.user.id, tagId: gone.id },
      ]);
    const { client, user } = await admin();
    const result = await client.gql<{ mergeTags: { id: string; content: string; numArticles: number } }>(MERGE, {
      ids: [gone.gid, kept.gid],
      content: kept.content,
    });
    expect(result.errors).toBeUndefined();
    expect(present(result.data).mergeTags).toEqual({ id: kept.gid, content: kept.content, numArticles: 3 });
    const links = await db()
      .select()
      .from(articleTags)
      .where(inArray(articleTags.tagId, [kept.id, gone.id]));
    expect(links.map((l) => [l.articleId, l.tagId]).sort()).toEqual(
      [
        [a1.id, kept.id],
        [a2.id, kept.id],
        [a3.id, kept.id],
      ].sort(),
    );
    const marks = await db()
      .select()
      .from(tagBookmarks)
      .where(inArray(tagBookmarks.tagId, [kept.id, gone.id]));
    expect(marks.map((m) => [m.userId, m.tagId]).sort()).toEqual(
      [
        [both.user.id, kept.id],
        [onlyGone.user.id, kept.id],
      ].sort(),
    );
    // the bookmark shows for the reader who had only the merged tag
    expect((await seen(kept.gid, onlyGone.client))?.isFollower).toBe(true);
    expect(await seen(gone.gid)).toBeNull();
    expect((await seen(kept.gid))?.numAuthors).toBe(1);
    const rows = await auditOf(kept.id);
    expect(rows.map((r) => [r.action, r.actorId, r.before, r.after])).toEqual([
      ["mergeTags", user.id, { content: kept.content, merged: [gone.content] }, { content: kept.content }],
    ]);
  });

  it("renames the first tag when no tag has the name", async () => {
    const [first, second] = [await newTag("first"), await newTag("second")];
    const { client } = await admin();
    const name = `${first.content}merged`;
    const result = await client.gql<{ mergeTags: { id: string; content: string } }>(MERGE, {
      ids: [first.gid, second.gid],
      content: name,
    });
    expect(present(result.data).mergeTags).toMatchObject({ id: first.gid, content: name });
    expect(await seen(second.gid)).toBeNull();
  });

  it("refuses a merge of one tag into itself, a missing tag, and writes nothing", async () => {
    const tag = await newTag();
    const { client } = await admin();
    expect(codeOf(await client.gql(MERGE, { ids: [tag.gid], content: tag.content }))).toBe("BAD_USER_INPUT");
    expect(codeOf(await client.gql(MERGE, { ids: [tag.gid, gid("Tag", 999_999_999)], content: "x" }))).toBe(
      "TAG_NOT_FOUND",
    );
    expect(await auditOf(tag.id)).toEqual([]);
    expect((await seen(tag.gid))?.content).toBe(tag.content);
  });
});

describe("deleteTags", () => {
  it("deletes the tags with their links, each with its audit row", async () => {
    const tag = await newTag("del");
    const author = await writer();
    const article = await insertArticle(author.user.id);
    await file(article.id, tag.id);
    await db().insert(tagBookmarks).values({ userId: author.user.id, tagId: tag.id });
    const { client, user } = await admin();
    const result = await client.gql(DELETE, { ids: [tag.gid] });
    expect(result.errors).toBeUndefined();
    expect(await seen(tag.gid)).toBeNull();
    expect(await db().select().from(articleTags).where(eq(articleTags.tagId, tag.id))).toEqual([]);
    expect(await db().select().from(tagBookmarks).where(eq(tagBookmarks.tagId, tag.id))).toEqual([]);
    expect((await auditOf(tag.id)).map((r) => [r.action, r.actorId, r.before])).toEqual([
      ["deleteTags", user.id, { content: tag.content }],
    ]);
  });

  it("refuses a tag that is not there and deletes none of the others", async () => {
    const tag = await newTag();
    const { client } = await admin();
    expect(codeOf(await client.gql(DELETE, { ids: [tag.gid, gid("Tag", 999_999_999)] }))).toBe("TAG_NOT_FOUND");
    expect((await seen(tag.gid))?.content).toBe(tag.content);
    expect(await auditOf(tag.id)).toEqual([]);
  });
});

describe("setBoost of a Tag", () => {
  it("sets the boost within (0, 100], with its audit row; refuses the rest and writes nothing", async () => {
    const tag = await newTag("boost");
    const { client, user } = await admin();
    const boosted = await client.gql<{ setBoost: { oss: { boost: number } } }>(BOOST, { id: tag.gid, boost: 4 });
    expect(boosted.errors).toBeUndefined();
    expect(present(boosted.data).setBoost.oss.boost).toBe(4);
    for (const boost of [0, 100.5]) {
      expect(codeOf(await client.gql(BOOST, { id: tag.gid, boost }))).toBe("BAD_USER_INPUT");
    }
    // an article's id with type Tag
    expect(codeOf(await client.gql(BOOST, { id: gid("Article", 1), boost: 2 }))).toBe("BAD_USER_INPUT");
    expect((await auditOf(tag.id)).map((r) => [r.action, r.actorId, r.before, r.after])).toEqual([
      ["setBoost", user.id, { boost: 1 }, { boost: 4 }],
    ]);
  });
});

const TagList = graphql(`
  query AdminTagsList {
    viewer {
      recommendation {
        tags(input: { first: 50 }) {
          edges {
            node {
              id
            }
          }
        }
      }
    }
  }
`);

describe("a tag's boost in readers' lists", () => {
  it("orders the tag list by score, articles × boost: a boosted smaller tag goes ahead of a bigger one", async () => {
    const { user } = await writer();
    const tagged = async (label: string, n: number) => {
      const tag = await newTag(label);
      for (let i = 0; i < n; i++) await file((await insertArticle(user.id)).id, tag.id);
      await db().update(tags).set({ numArticles: n }).where(eq(tags.id, tag.id));
      return tag;
    };
    const [small, big] = [await tagged("small", 3), await tagged("big", 4)];
    const order = async () => {
      const read = await new Client().gql(TagList, {});
      const ids = (read.data?.viewer?.recommendation.tags.edges ?? []).map((e) => e.node.id);
      return ids.filter((id) => id === small.gid || id === big.gid);
    };
    expect(await order()).toEqual([big.gid, small.gid]);
    const { client } = await admin();
    expect((await client.gql(BOOST, { id: small.gid, boost: 2 })).errors).toBeUndefined();
    expect(await order()).toEqual([small.gid, big.gid]);
    expect((await client.gql(BOOST, { id: small.gid, boost: 1 })).errors).toBeUndefined();
    expect(await order()).toEqual([big.gid, small.gid]);
  });
});

describe("plain users", () => {
  it("are FORBIDDEN every admin tag action, which changes nothing", async () => {
    const tag = await newTag();
    const { client } = await writer();
    expect(codeOf(await client.gql(RENAME, { id: tag.gid, content: `${tag.content}x` }))).toBe("FORBIDDEN");
    expect(codeOf(await client.gql(MERGE, { ids: [tag.gid], content: "x" }))).toBe("FORBIDDEN");
    expect(codeOf(await client.gql(DELETE, { ids: [tag.gid] }))).toBe("FORBIDDEN");
    expect(codeOf(await client.gql(BOOST, { id: tag.gid, boost: 2 }))).toBe("FORBIDDEN");
    expect((await seen(tag.gid))?.content).toBe(tag.content);
    expect(await auditOf(tag.id)).toEqual([]);
  });
});

describe("tag counts and bans", () => {
  it("stop counting a banned article and count it again when it is restored", async () => {
    const tag = await newTag("ban");
    const author = await writer();
    const article = await insertArticle(author.user.id);
    await file(article.id, tag.id);
    await db().update(tags).set({ numArticles: 1, numAuthors: 1 }).where(eq(tags.id, tag.id));
    const { client } = await admin();
    await client.gql(BAN, { id: gid("Article", article.id), state: "banned" });
    expect(await seen(tag.gid)).toMatchObject({ numArticles: 0, numAuthors: 0 });
    await client.gql(BAN, { id: gid("Article", article.id), state: "active" });
    expect(await seen(tag.gid)).toMatchObject({ numArticles: 1, numAuthors: 1 });
  });
});

describe("toggleFollowTag", () => {
  it("bookmarks the tag and takes the bookmark back, as toggleBookmarkTag does", async () => {
    const tag = await newTag("follow");
    const { client } = await writer();
    const on = await client.gql<{ toggleFollowTag: { isFollower: boolean } }>(FOLLOW, { id: tag.gid, on: true });
    expect(present(on.data).toggleFollowTag.isFollower).toBe(true);
    expect((await seen(tag.gid, client))?.isFollower).toBe(true);
    await client.gql(FOLLOW, { id: tag.gid });
    expect((await seen(tag.gid, client))?.isFollower).toBe(false);
    expect(codeOf(await client.gql(FOLLOW, { id: gid("Tag", 999_999_999) }))).toBe("TAG_NOT_FOUND");
  });
});

describe("putFeaturedTags", () => {
  it("sets the person's featured tags in their order, shown on their profile; an empty list clears them", async () => {
    const [a, b] = [await newTag("fa"), await newTag("fb")];
    const { client, user } = await writer();
    const put = await client.gql<{ putFeaturedTags: { id: string }[] }>(FEATURE, { ids: [b.gid, a.gid] });
    expect(put.errors).toBeUndefined();
    expect(present(put.data).putFeaturedTags.map((t) => t.id)).toEqual([b.gid, a.gid]);
    const shown = await new Client().gql<{ user: { info: { featuredTags: { id: string }[] } } }>(FEATURED, {
      userName: user.userName,
    });
    expect(present(shown.data).user.info.featuredTags.map((t) => t.id)).toEqual([b.gid, a.gid]);
    await client.gql(FEATURE, { ids: [] });
    const cleared = await new Client().gql<{ user: { info: { featuredTags: { id: string }[] } } }>(FEATURED, {
      userName: user.userName,
    });
    expect(present(cleared.data).user.info.featuredTags).toEqual([]);
  });

  it("refuses more than 5 and a tag that is not there, keeping what was chosen", async () => {
    const chosen = await newTag("keep");
    const { client, user } = await writer();
    await client.gql(FEATURE, { ids: [chosen.gid] });
    const six = await Promise.all([1, 2, 3, 4, 5, 6].map(() => newTag("six")));
    expect(codeOf(await client.gql(FEATURE, { ids: six.map((t) => t.gid) }))).toBe("BAD_USER_INPUT");
    expect(codeOf(await client.gql(FEATURE, { ids: [gid("Tag", 999_999_999)] }))).toBe("TAG_NOT_FOUND");
    const shown = await new Client().gql<{ user: { info: { featuredTags: { id: string }[] } } }>(FEATURED, {
      userName: user.userName,
    });
    expect(present(shown.data).user.info.featuredTags.map((t) => t.id)).toEqual([chosen.gid]);
  });
});
