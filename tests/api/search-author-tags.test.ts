import { describe, expect, it } from "vitest";
import { tagIndexText } from "@/server/api/services/search";
import { indexTag } from "@/server/db/queries/search";
import { articleTags, tags } from "@/server/db/schema";
import { Client, db, present } from "../support/api";
import { gid, insertArticle, writer } from "../support/writing-fixtures";
import { graphql } from "./generated/gql";

// SearchInput.includeAuthorTags: in a tag search, the viewer's own tags (on their readable
// articles) come before better matches of other tags.

const SEARCH_TAGS = graphql(`
  query SearchAuthorTags($key: String!, $includeAuthorTags: Boolean) {
    search(input: { key: $key, type: Tag, includeAuthorTags: $includeAuthorTags }) {
      totalCount
      edges {
        node {
          ... on Tag {
            id
          }
        }
      }
    }
  }
`);

async function tag(content: string, numArticles: number) {
  const [row] = await db()
    .insert(tags)
    .values({ content, slug: content.toLowerCase(), shortHash: `sa${Math.floor(Math.random() * 1e12)}`, numArticles })
    .returning();
  const created = present(row);
  await db().batch([...indexTag(db(), created.id, tagIndexText(created.content))]);
  return created;
}

describe("SearchInput.includeAuthorTags", () => {
  it("puts the viewer's own tags first, and changes nothing without it or for a visitor", async () => {
    const word = `zq${Math.floor(Math.random() * 1e9)}`;
    const popular = await tag(`${word} popular`, 500);
    const mine = await tag(`${word} mine`, 1);
    const archivedOnly = await tag(`${word} gone`, 2);
    const { user, client } = await writer();
    const article = await insertArticle(user.id);
    const archived = await insertArticle(user.id, "archived");
    await db()
      .insert(articleTags)
      .values([
        { articleId: article.id, tagId: mine.id },
        { articleId: archived.id, tagId: archivedOnly.id },
      ]);
    const ids = async (c: Client, includeAuthorTags?: boolean) => {
      const result = await c.gql(SEARCH_TAGS, { key: word, includeAuthorTags });
      expect(result.errors).toBeUndefined();
      expect(result.data?.search.totalCount).toBe(3);
      return result.data?.search.edges?.map((e) => ("id" in e.node ? e.node.id : null)) ?? [];
    };
    const plain = await ids(client);
    expect(plain[0]).toBe(gid("Tag", popular.id));
    const own = await ids(client, true);
    expect(own[0]).toBe(gid("Tag", mine.id));
    expect(own.slice(1).sort()).toEqual([gid("Tag", popular.id), gid("Tag", archivedOnly.id)].sort());
    expect(await ids(new Client(), true)).toEqual(plain);
  });
});
