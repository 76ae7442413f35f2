import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { articles, collections, comments, tagEditors, tags } from "@/server/db/schema";
import { Client, codeOf, createUser, db, present } from "../support/api";
import { gid, insertArticle, insertCollection, writer } from "../support/writing-fixtures";
import { graphql } from "./generated/gql";

// The contract's User.latestWorks (public), and the account holder's own User.tags and
// User.commentedArticles.

const LATEST = graphql(`
  query LatestWorks($userName: String!) {
    user(input: { userName: $userName }) {
      latestWorks {
        __typename
        id
      }
    }
  }
`);

const OWN_LISTS = graphql(`
  query OwnLists($userName: String!, $first: Int, $after: String) {
    user(input: { userName: $userName }) {
      tags(input: { first: $first, after: $after }) {
        totalCount
        pageInfo {
          hasNextPage
          endCursor
        }
        edges {
          node {
            id
          }
        }
      }
      commentedArticles(input: { first: $first, after: $after }) {
        totalCount
        pageInfo {
          hasNextPage
          endCursor
        }
        edges {
          node {
            id
          }
        }
      }
    }
  }
`);

const TAGS_ONLY = graphql(`
  query OwnTags($userName: String!) {
    user(input: { userName: $userName }) {
      tags(input: { first: 5 }) {
        totalCount
      }
    }
  }
`);

let seq = 0;
async function insertTag(creatorId: number | null, createdAt: number) {
  seq += 1;
  const key = `${seq}${Math.floor(Math.random() * 1e9)}`;
  const [row] = await db()
    .insert(tags)
    .values({ content: `Kept${key}`, slug: `kept${key}`, shortHash: `tk${key}`, creatorId, createdAt })
    .returning();
  return present(row);
}

describe("User.latestWorks", () => {
  it("holds the person's three latest readable articles and collections, newest first", async () => {
    const author = await createUser();
    const a1 = await insertArticle(author.id);
    const a2 = await insertArticle(author.id);
    const gone = await insertArticle(author.id, "archived");
    const c1 = await insertCollection(author.id);
    const c2 = await insertCollection(author.id);
    await db().update(articles).set({ createdAt: 1_000 }).where(eq(articles.id, a1.id));
    await db().update(articles).set({ createdAt: 4_000 }).where(eq(articles.id, a2.id));
    await db().update(articles).set({ createdAt: 9_000 }).where(eq(articles.id, gone.id));
    await db().update(collections).set({ updatedAt: 3_000 }).where(eq(collections.id, c1.id));
    await db().update(collections).set({ updatedAt: 5_000 }).where(eq(collections.id, c2.id));

    const result = await new Client().gql(LATEST, { userName: present(author.userName) });
    expect(result.errors).toBeUndefined();
    expect(result.data?.user?.latestWorks).toEqual([
      { __typename: "Collection", id: gid("Collection", c2.id) },
      { __typename: "Article", id: gid("Article", a2.id) },
      { __typename: "Collection", id: gid("Collection", c1.id) },
    ]);
  });

  it("is empty for someone with no works", async () => {
    const author = await createUser();
    const result = await new Client().gql(LATEST, { userName: present(author.userName) });
    expect(result.data?.user?.latestWorks).toEqual([]);
  });
});

describe("User.tags and User.commentedArticles", () => {
  it("list the tags the viewer made or edits and the articles they commented on, latest first, by page", async () => {
    const { user, client } = await writer();
    const userName = present(user.userName);
    const other = await createUser();
    const made = await insertTag(user.id, 1_000);
    const edited = await insertTag(other.id, 3_000);
    await db().insert(tagEditors).values({ tagId: edited.id, userId: user.id });
    const newest = await insertTag(user.id, 2_000);
    await insertTag(other.id, 4_000);

    const first = await insertArticle(other.id);
    const second = await insertArticle(other.id);
    const hidden = await insertArticle(other.id);
    const deleted = await insertArticle(other.id);
    const comment = (targetId: number, createdAt: number, state: "active" | "archived" = "active") =>
      db()
        .insert(comments)
        .values({ type: "article", targetId, authorId: user.id, content: "<p>x</p>", createdAt, state });
    await comment(first.id, 1_000);
    await comment(second.id, 2_000);
    await comment(first.id, 3_000);
    await comment(hidden.id, 4_000);
    await comment(deleted.id, 5_000, "archived");
    await db()
      .insert(comments)
      .values({ type: "article", targetId: second.id, authorId: other.id, content: "x", createdAt: 6_000 });
    await db().update(articles).set({ state: "archived" }).where(eq(articles.id, hidden.id));

    const page1 = await client.gql(OWN_LISTS, { userName, first: 2 });
    expect(page1.errors).toBeUndefined();
    const lists = present(page1.data?.user);
    expect(lists.tags.totalCount).toBe(3);
    expect(lists.tags.edges?.map((e) => e.node.id)).toEqual([gid("Tag", edited.id), gid("Tag", newest.id)]);
    expect(lists.commentedArticles.totalCount).toBe(2);
    expect(lists.commentedArticles.edges?.map((e) => e.node.id)).toEqual([
      gid("Article", first.id),
      gid("Article", second.id),
    ]);
    expect(lists.commentedArticles.pageInfo.hasNextPage).toBe(false);

    const page2 = await client.gql(OWN_LISTS, { userName, first: 2, after: lists.tags.pageInfo.endCursor });
    expect(page2.data?.user?.tags.edges?.map((e) => e.node.id)).toEqual([gid("Tag", made.id)]);
    const afterFirst = await client.gql(OWN_LISTS, {
      userName,
      first: 1,
      after: (await client.gql(OWN_LISTS, { userName, first: 1 })).data?.user?.commentedArticles.pageInfo.endCursor,
    });
    expect(afterFirst.data?.user?.commentedArticles.edges?.map((e) => e.node.id)).toEqual([gid("Article", second.id)]);
  });

  it("are the account holder's alone", async () => {
    const owner = await createUser();
    await insertTag(owner.id, 1_000);
    const userName = present(owner.userName);
    const { client: stranger } = await writer();
    expect(codeOf(await stranger.gql(TAGS_ONLY, { userName }))).toBe("FORBIDDEN");
    expect(codeOf(await new Client().gql(TAGS_ONLY, { userName }))).toBe("UNAUTHENTICATED");
  });
});
