import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { articles, articleTags, moments, momentTags, tags, users } from "@/server/db/schema";
import { Client, codeOf, createUser, db, present } from "../support/api";
import { gid, insertArticle } from "../support/writing-fixtures";
import { graphql } from "./generated/gql";

// User.writings and Tag.writings: articles and moments in one list, newest first, paged by
// cursors that keep their place when an article and a moment share a time.

const USER_WRITINGS = graphql(`
  query UserWritings($userName: String!, $first: Int, $after: String) {
    user(input: { userName: $userName }) {
      writings(input: { first: $first, after: $after }) {
        totalCount
        pageInfo {
          hasNextPage
          endCursor
        }
        edges {
          node {
            __typename
            ... on Article {
              id
            }
            ... on Moment {
              id
            }
            ... on Comment {
              id
            }
          }
        }
      }
    }
  }
`);

const TAG_WRITINGS = graphql(`
  query TagWritings($id: ID!, $first: Int, $after: String) {
    node(input: { id: $id }) {
      ... on Tag {
        writings(input: { first: $first, after: $after }) {
          totalCount
          pageInfo {
            hasNextPage
            endCursor
          }
          edges {
            pinned
            node {
              __typename
              ... on Article {
                id
              }
              ... on Moment {
                id
              }
              ... on Comment {
                id
              }
            }
          }
        }
      }
    }
  }
`);

let seq = 0;
async function insertMoment(authorId: number, createdAt: number, state: "active" | "archived" = "active") {
  seq += 1;
  const [row] = await db()
    .insert(moments)
    .values({
      authorId,
      shortHash: `wm${seq}${Math.floor(Math.random() * 1e9)}`,
      content: "<p>Now</p>",
      state,
      createdAt,
    })
    .returning();
  return present(row);
}

async function articleAt(authorId: number, createdAt: number, state: "active" | "archived" = "active") {
  const row = await insertArticle(authorId, state);
  await db().update(articles).set({ createdAt }).where(eq(articles.id, row.id));
  return row;
}

/** Every id of a list, read `first` at a time through its cursors. */
async function readAll(read: (after?: string) => Promise<{ ids: string[]; next?: string | null }>) {
  const ids: string[] = [];
  let after: string | undefined;
  for (let i = 0; i < 10; i += 1) {
    const page = await read(after);
    ids.push(...page.ids);
    if (!page.next) return ids;
    after = page.next;
  }
  throw new Error("no last page");
}

describe("User.writings", () => {
  it("lists the person's readable articles and moments newest first, across pages, ties kept in one order", async () => {
    const author = await createUser();
    const userName = present(author.userName);
    const a1 = await articleAt(author.id, 1_000);
    const m1 = await insertMoment(author.id, 2_000);
    const a2 = await articleAt(author.id, 3_000);
    const m2 = await insertMoment(author.id, 3_000);
    const m3 = await insertMoment(author.id, 4_000);
    await articleAt(author.id, 5_000, "archived");
    await insertMoment(author.id, 5_000, "archived");
    const expected = [
      gid("Moment", m3.id),
      gid("Moment", m2.id),
      gid("Article", a2.id),
      gid("Moment", m1.id),
      gid("Article", a1.id),
    ];
    const client = new Client();

    const whole = await client.gql(USER_WRITINGS, { userName });
    expect(whole.errors).toBeUndefined();
    const list = present(whole.data?.user).writings;
    expect(list.totalCount).toBe(5);
    expect(list.edges?.map((e) => e.node.id)).toEqual(expected);
    expect(list.edges?.map((e) => e.node.__typename)).toEqual(["Moment", "Moment", "Article", "Moment", "Article"]);

    for (const first of [1, 2, 3]) {
      const ids = await readAll(async (after) => {
        const result = await client.gql(USER_WRITINGS, { userName, first, after });
        expect(result.errors).toBeUndefined();
        const w = present(result.data?.user).writings;
        return {
          ids: w.edges?.map((e) => e.node.id) ?? [],
          next: w.pageInfo.hasNextPage ? w.pageInfo.endCursor : null,
        };
      });
      expect(ids).toEqual(expected);
    }
  });

  it("is empty for an archived account, and refuses a cursor it did not make", async () => {
    const author = await createUser();
    const userName = present(author.userName);
    await articleAt(author.id, 1_000);
    const client = new Client();
    expect(codeOf(await client.gql(USER_WRITINGS, { userName, after: btoa("[1,7,1]") }))).toBe("BAD_USER_INPUT");
    await db().update(users).set({ state: "archived" }).where(eq(users.id, author.id));
    const result = await client.gql(USER_WRITINGS, { userName });
    expect(result.data?.user?.writings).toMatchObject({ totalCount: 0, edges: [] });
  });
});

describe("Tag.writings", () => {
  it("lists the tag's articles and active moments newest first, none pinned", async () => {
    const author = await createUser();
    const key = `${Date.now()}${Math.floor(Math.random() * 1e6)}`;
    const [tag] = await db()
      .insert(tags)
      .values({ content: `Writings${key}`, slug: `writings${key}`, shortHash: `tw${key}` })
      .returning();
    const tagId = present(tag).id;
    const a1 = await articleAt(author.id, 1_000);
    const a2 = await articleAt(author.id, 3_000);
    await db()
      .insert(articleTags)
      .values([
        { articleId: a1.id, tagId, createdAt: 1_000 },
        { articleId: a2.id, tagId, createdAt: 3_000 },
      ]);
    const m1 = await insertMoment(author.id, 2_000);
    const m2 = await insertMoment(author.id, 4_000);
    const gone = await insertMoment(author.id, 5_000, "archived");
    const untagged = await insertMoment(author.id, 6_000);
    await db()
      .insert(momentTags)
      .values([
        { momentId: m1.id, tagId, order: 0, createdAt: 2_000 },
        { momentId: m2.id, tagId, order: 0, createdAt: 4_000 },
        { momentId: gone.id, tagId, order: 0, createdAt: 5_000 },
      ]);
    expect(untagged.id).toBeGreaterThan(0);
    const expected = [gid("Moment", m2.id), gid("Article", a2.id), gid("Moment", m1.id), gid("Article", a1.id)];
    const client = new Client();
    const id = gid("Tag", tagId);
    const ids = await readAll(async (after) => {
      const result = await client.gql(TAG_WRITINGS, { id, first: 3, after });
      expect(result.errors).toBeUndefined();
      const node = present(result.data?.node);
      if (!("writings" in node)) throw new Error("not a tag");
      expect(node.writings.totalCount).toBe(4);
      expect(node.writings.edges?.every((e) => e.pinned === false)).toBe(true);
      const w = node.writings;
      return { ids: w.edges?.map((e) => e.node.id) ?? [], next: w.pageInfo.hasNextPage ? w.pageInfo.endCursor : null };
    });
    expect(ids).toEqual(expected);
  });
});
