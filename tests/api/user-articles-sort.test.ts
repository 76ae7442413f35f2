import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { articles, transactions } from "@/server/db/schema";
import { Client, codeOf, createUser, db, present } from "../support/api";
import { gid, insertArticle } from "../support/writing-fixtures";
import { graphql } from "./generated/gql";
import type { UserArticlesSort } from "./generated/graphql";

// User.articles in the contract's orders (UserArticlesInput.sort): the most read, appreciated,
// commented or supported first, ties to the latest id, paged by cursors of that order.

const ARTICLES = graphql(`
  query SortedArticles($userName: String!, $sort: UserArticlesSort, $first: Int, $after: String) {
    user(input: { userName: $userName }) {
      articles(input: { sort: $sort, first: $first, after: $after }) {
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

async function donate(senderId: number, recipientId: number, articleId: number, state: "succeeded" | "pending") {
  await db().insert(transactions).values({
    senderId,
    recipientId,
    amount: 100,
    currency: "HKD",
    purpose: "donation",
    state,
    targetType: "Article",
    targetId: articleId,
  });
}

/** Every id of the list in `sort`, read two at a time through the cursors. */
async function readAll(userName: string, sort: UserArticlesSort) {
  const client = new Client();
  const ids: string[] = [];
  let after: string | undefined;
  for (let page = 0; page < 10; page += 1) {
    const result = await client.gql(ARTICLES, { userName, sort, first: 2, after });
    expect(result.errors).toBeUndefined();
    const list = present(result.data?.user).articles;
    expect(list.totalCount).toBe(4);
    ids.push(...(list.edges ?? []).map((e) => e.node.id));
    if (!list.pageInfo.hasNextPage) return ids;
    after = present(list.pageInfo.endCursor);
  }
  throw new Error("no last page");
}

describe("UserArticlesInput.sort", () => {
  it("orders the author's readable articles by each figure, ties to the latest, through every page", async () => {
    const author = await createUser();
    const userName = present(author.userName);
    const [a, b, c, d] = [
      await insertArticle(author.id),
      await insertArticle(author.id),
      await insertArticle(author.id),
      await insertArticle(author.id),
    ];
    await insertArticle(author.id, "archived");
    const set = (id: number, values: Partial<typeof articles.$inferInsert>) =>
      db().update(articles).set(values).where(eq(articles.id, id));
    await set(a.id, { readCount: 50, appreciationTotal: 1, commentCount: 7, createdAt: 1_000 });
    await set(b.id, { readCount: 5, appreciationTotal: 30, commentCount: 7, createdAt: 4_000 });
    await set(c.id, { readCount: 50, appreciationTotal: 2, commentCount: 0, createdAt: 3_000 });
    await set(d.id, { readCount: 0, appreciationTotal: 0, commentCount: 9, createdAt: 2_000 });

    // c has two donors (one of them twice), a one, a pending donation counts for none
    const [x, y, z] = [await createUser(), await createUser(), await createUser()];
    await donate(x.id, author.id, c.id, "succeeded");
    await donate(x.id, author.id, c.id, "succeeded");
    await donate(y.id, author.id, c.id, "succeeded");
    await donate(z.id, author.id, a.id, "succeeded");
    await donate(z.id, author.id, d.id, "pending");

    const ids = (...rows: { id: number }[]) => rows.map((r) => gid("Article", r.id));
    expect(await readAll(userName, "newest")).toEqual(ids(b, c, d, a));
    expect(await readAll(userName, "mostReaders")).toEqual(ids(c, a, b, d));
    expect(await readAll(userName, "mostAppreciations")).toEqual(ids(b, c, a, d));
    expect(await readAll(userName, "mostComments")).toEqual(ids(d, b, a, c));
    expect(await readAll(userName, "mostDonations")).toEqual(ids(c, a, d, b));
  });

  it("is newest when not given, and refuses a cursor of another order", async () => {
    const author = await createUser();
    const userName = present(author.userName);
    const older = await insertArticle(author.id);
    const newer = await insertArticle(author.id);
    await db().update(articles).set({ createdAt: 1_000, readCount: 9 }).where(eq(articles.id, older.id));
    const client = new Client();
    const plain = await client.gql(ARTICLES, { userName, first: 1 });
    expect(plain.data?.user?.articles.edges?.map((e) => e.node.id)).toEqual([gid("Article", newer.id)]);

    const byReaders = await client.gql(ARTICLES, { userName, sort: "mostReaders", first: 1 });
    expect(byReaders.data?.user?.articles.edges?.map((e) => e.node.id)).toEqual([gid("Article", older.id)]);
    const cursor = present(byReaders.data?.user?.articles.pageInfo.endCursor);
    expect(codeOf(await client.gql(ARTICLES, { userName, sort: "mostComments", after: cursor }))).toBe(
      "BAD_USER_INPUT",
    );
    expect(codeOf(await client.gql(ARTICLES, { userName, sort: "newest", after: cursor }))).toBe("BAD_USER_INPUT");
  });
});
