import { describe, expect, it } from "vitest";
import { articleTags, tags } from "@/server/db/schema";
import { Client, createUser, db, present } from "../support/api";
import { gid, insertArticle } from "../support/writing-fixtures";
import { graphql } from "./generated/gql";

// Tag.recommended: the tags used with a tag on its articles, the most shared first.

const RECOMMENDED = graphql(`
  query TagRecommended($id: ID!, $first: Int, $after: String) {
    node(input: { id: $id }) {
      ... on Tag {
        recommended(input: { first: $first, after: $after }) {
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
  }
`);

async function tag(numArticles = 0) {
  const key = Math.floor(Math.random() * 1e12);
  const [row] = await db()
    .insert(tags)
    .values({ content: `Rel${key}`, slug: `rel${key}`, shortHash: `tr${key}`, numArticles })
    .returning();
  return present(row);
}

describe("Tag.recommended", () => {
  it("ranks the tags sharing its articles, the most shared first, by page", async () => {
    const author = await createUser();
    const [main, often, once, popularOnce, unrelated] = [
      await tag(),
      await tag(),
      await tag(1),
      await tag(99),
      await tag(),
    ];
    const [a1, a2, a3] = [
      await insertArticle(author.id),
      await insertArticle(author.id),
      await insertArticle(author.id),
    ];
    const other = await insertArticle(author.id);
    await db()
      .insert(articleTags)
      .values([
        { articleId: a1.id, tagId: main.id },
        { articleId: a2.id, tagId: main.id },
        { articleId: a3.id, tagId: main.id },
        { articleId: a1.id, tagId: often.id },
        { articleId: a2.id, tagId: often.id },
        { articleId: a2.id, tagId: once.id },
        { articleId: a3.id, tagId: popularOnce.id },
        { articleId: other.id, tagId: unrelated.id },
        { articleId: other.id, tagId: often.id },
      ]);
    const client = new Client();
    const id = gid("Tag", main.id);
    const page1 = await client.gql(RECOMMENDED, { id, first: 2 });
    expect(page1.errors).toBeUndefined();
    const node1 = present(page1.data?.node);
    if (!("recommended" in node1)) throw new Error("not a tag");
    expect(node1.recommended.totalCount).toBe(3);
    expect(node1.recommended.edges?.map((e) => e.node.id)).toEqual([gid("Tag", often.id), gid("Tag", popularOnce.id)]);
    const page2 = await client.gql(RECOMMENDED, { id, first: 2, after: node1.recommended.pageInfo.endCursor });
    const node2 = present(page2.data?.node);
    if (!("recommended" in node2)) throw new Error("not a tag");
    expect(node2.recommended.edges?.map((e) => e.node.id)).toEqual([gid("Tag", once.id)]);
    expect(node2.recommended.pageInfo.hasNextPage).toBe(false);
  });
});
