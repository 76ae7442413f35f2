import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { articles, userRestrictions, users } from "@/server/db/schema";
import { Client, codeOf, createUser, db, present } from "../support/api";
import { gid, insertArticle } from "../support/writing-fixtures";
import { graphql } from "./generated/gql";

// Recommendation.hottest: every listable article by its stored hot score (server/db/queries/hottest.ts).
// The scores here are set far ahead of the clock so that these articles lead whatever else the
// shared database holds.

const HOTTEST = graphql(`
  query SiteHottest($first: Int, $after: String) {
    viewer {
      recommendation {
        hottest(input: { first: $first, after: $after }) {
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

const DAY = 86_400_000;

describe("Recommendation.hottest", () => {
  it("ranks articles by hotness across pages and leaves out those not listable", async () => {
    const top = Date.now() + 400 * DAY + Math.floor(Math.random() * DAY);
    const author = await createUser();
    const banned = await createUser();
    const restricted = await createUser();
    const scored = async (authorId: number, score: number) => {
      const row = await insertArticle(authorId);
      await db().update(articles).set({ hotScore: score, hotAt: 1 }).where(eq(articles.id, row.id));
      return row;
    };
    const first = await scored(author.id, top);
    const third = await scored(author.id, top - 20);
    const second = await scored(author.id, top - 10);
    await scored(banned.id, top + 5);
    await scored(restricted.id, top + 6);
    const archived = await scored(author.id, top + 7);
    await db().update(articles).set({ state: "archived" }).where(eq(articles.id, archived.id));
    await db().update(users).set({ state: "banned" }).where(eq(users.id, banned.id));
    await db().insert(userRestrictions).values({ userId: restricted.id, type: "articleHottest" });

    const client = new Client();
    const page1 = await client.gql(HOTTEST, { first: 2 });
    expect(page1.errors).toBeUndefined();
    const list1 = present(page1.data?.viewer).recommendation.hottest;
    expect(list1.edges?.map((e) => e.node.id)).toEqual([gid("Article", first.id), gid("Article", second.id)]);
    expect(list1.pageInfo.hasNextPage).toBe(true);

    const page2 = await client.gql(HOTTEST, { first: 1, after: list1.pageInfo.endCursor });
    expect(page2.errors).toBeUndefined();
    expect(page2.data?.viewer?.recommendation.hottest.edges?.map((e) => e.node.id)).toEqual([gid("Article", third.id)]);
  });

  it("refuses a cursor it could not have made", async () => {
    const result = await new Client().gql(HOTTEST, { first: 1, after: btoa("[1,2]") });
    expect(codeOf(result)).toBe("BAD_USER_INPUT");
  });
});
