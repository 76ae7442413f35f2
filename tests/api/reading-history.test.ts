import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { toMinor } from "@/lib/money/amounts";
import {
  appreciations,
  articleReads,
  articles,
  comments,
  follows,
  readHistory,
  transactions,
} from "@/server/db/schema";
import { Client, codeOf, db, present } from "../support/api";
import { gid, insertArticle, writer } from "../support/writing-fixtures";
import { graphql } from "./generated/gql";

// Reading history (readArticle, clearReadHistory, User.activity.history), the appreciations a
// person gave and received, the comment history, and an author's analytics over 7, 30 and 90
// days counted from a known set of rows. Each of these is its owner's alone.

const Read = graphql(`
  mutation ReadingRead($id: ID!) {
    readArticle(input: { id: $id }) {
      id
      readerCount
    }
  }
`);

const Clear = graphql(`
  mutation ReadingClear($id: ID) {
    clearReadHistory(input: { id: $id }) {
      id
    }
  }
`);

const History = graphql(`
  query ReadingHistory($after: String) {
    viewer {
      activity {
        history(input: { first: 2, after: $after }) {
          totalCount
          pageInfo {
            hasNextPage
            endCursor
          }
          edges {
            node {
              readAt
              article {
                id
              }
            }
          }
        }
      }
    }
  }
`);

const Likes = graphql(`
  query ReadingLikes {
    viewer {
      activity {
        appreciationsSentTotal
        appreciationsReceivedTotal
        appreciationsSent(input: { first: 10 }) {
          totalCount
          edges {
            node {
              amount
              purpose
              createdAt
              sender {
                id
              }
              recipient {
                id
              }
              target {
                id
              }
            }
          }
        }
        appreciationsReceived(input: { first: 10 }) {
          totalCount
          edges {
            node {
              amount
              sender {
                id
              }
            }
          }
        }
      }
    }
  }
`);

const OwnComments = graphql(`
  query ReadingComments {
    viewer {
      activity {
        comments(input: { first: 10 }) {
          totalCount
          edges {
            node {
              id
              content
              parentComment {
                id
              }
              node {
                id
              }
            }
          }
        }
      }
    }
  }
`);

const Analytics = graphql(`
  query ReadingAnalytics($days: Int!) {
    viewer {
      analytics {
        summary(input: { days: $days }) {
          start
          reads
          readers
          newFollowers
          followers
          income {
            currency
            amount
            count
          }
          days {
            date
            reads
            readers
            newFollowers
            income {
              currency
              amount
            }
          }
          topWorks {
            reads
            readers
            article {
              id
            }
          }
        }
        topDonators(input: { first: 10 }) {
          totalCount
          edges {
            donationCount
            node {
              __typename
              ... on User {
                id
              }
            }
          }
        }
      }
    }
  }
`);

const DonatorsInRange = graphql(`
  query ReadingDonatorsInRange($start: DateTime, $end: DateTime) {
    viewer {
      analytics {
        topDonators(input: { first: 10, filter: { inRangeStart: $start, inRangeEnd: $end } }) {
          totalCount
          edges {
            donationCount
          }
        }
      }
    }
  }
`);

const OthersActivity = graphql(`
  query ReadingOthers($userName: String!) {
    user(input: { userName: $userName }) {
      activity {
        history(input: { first: 1 }) {
          totalCount
        }
      }
    }
  }
`);

const OthersAnalytics = graphql(`
  query ReadingOthersAnalytics($userName: String!) {
    user(input: { userName: $userName }) {
      analytics {
        summary(input: { days: 7 }) {
          reads
        }
      }
    }
  }
`);

const DAY = 86_400_000;
/** An hour into the UTC day `days` before today: inside that day whatever the time now. */
const daysAgo = (days: number) => Math.floor(Date.now() / DAY) * DAY + 3_600_000 - days * DAY;

const historyOf = async (client: Client) => present((await client.gql(History, {})).data?.viewer).activity.history;

describe("reading history", () => {
  it("puts a signed-in reader's read at the top of their history, with its time", async () => {
    const { user: author } = await writer();
    const { user: reader, client } = await writer();
    const first = await insertArticle(author.id);
    const second = await insertArticle(author.id);
    const before = Date.now();
    expect((await client.gql(Read, { id: gid("Article", first.id) })).data?.readArticle.readerCount).toBe(1);
    await client.gql(Read, { id: gid("Article", second.id) });
    let history = await historyOf(client);
    expect(history.totalCount).toBe(2);
    expect(history.edges?.map((e) => e.node.article.id)).toEqual([gid("Article", second.id), gid("Article", first.id)]);
    const readAt = Date.parse(present(history.edges?.[0]).node.readAt);
    expect(readAt).toBeGreaterThanOrEqual(before - 1000);
    expect(readAt).toBeLessThanOrEqual(Date.now() + 1000);

    // reading the first again brings it back to the top, one row still, counted once (30 minutes)
    await client.gql(Read, { id: gid("Article", first.id) });
    history = await historyOf(client);
    expect(history.totalCount).toBe(2);
    expect(present(history.edges?.[0]).node.article.id).toBe(gid("Article", first.id));
    const counted = await db()
      .select()
      .from(articleReads)
      .where(and(eq(articleReads.readerId, reader.id), eq(articleReads.articleId, first.id)));
    expect(counted).toHaveLength(1);
    const [row] = await db().select().from(articles).where(eq(articles.id, first.id));
    expect(row?.readCount).toBe(1);
  });

  it("records nothing for a visitor or for an author reading their own article", async () => {
    const { user: author, client: authorClient } = await writer();
    const article = await insertArticle(author.id);
    const visitor = await new Client().gql(Read, { id: gid("Article", article.id) });
    expect(visitor.data?.readArticle.id).toBe(gid("Article", article.id));
    await authorClient.gql(Read, { id: gid("Article", article.id) });
    expect(await db().select().from(readHistory).where(eq(readHistory.articleId, article.id))).toEqual([]);
    expect(await db().select().from(articleReads).where(eq(articleReads.articleId, article.id))).toEqual([]);
    expect((await historyOf(authorClient)).totalCount).toBe(0);
  });

  it("refuses an unknown or unpublished article", async () => {
    const { user: author } = await writer();
    const { client } = await writer();
    const archived = await insertArticle(author.id, "archived");
    expect(codeOf(await client.gql(Read, { id: gid("Article", archived.id) }))).toBe("ARTICLE_NOT_FOUND");
    expect(codeOf(await client.gql(Read, { id: gid("Article", 99_999_999) }))).toBe("ARTICLE_NOT_FOUND");
    expect((await historyOf(client)).totalCount).toBe(0);
  });

  it("pages the history last read first", async () => {
    const { user: author } = await writer();
    const { client } = await writer();
    const made = [await insertArticle(author.id), await insertArticle(author.id), await insertArticle(author.id)];
    for (const a of made) await client.gql(Read, { id: gid("Article", a.id) });
    const page1 = await historyOf(client);
    expect(page1.pageInfo.hasNextPage).toBe(true);
    const page2 = present((await client.gql(History, { after: page1.pageInfo.endCursor })).data?.viewer).activity
      .history;
    expect([...(page1.edges ?? []), ...(page2.edges ?? [])].map((e) => e.node.article.id)).toEqual(
      made.map((a) => gid("Article", a.id)).reverse(),
    );
    expect(page2.pageInfo.hasNextPage).toBe(false);
  });

  it("clears one article, then everything, and keeps what the author was counted", async () => {
    const { user: author } = await writer();
    const { client } = await writer();
    const a = await insertArticle(author.id);
    const b = await insertArticle(author.id);
    await client.gql(Read, { id: gid("Article", a.id) });
    await client.gql(Read, { id: gid("Article", b.id) });

    expect((await client.gql(Clear, { id: gid("Article", b.id) })).errors).toBeUndefined();
    let history = await historyOf(client);
    expect(history.edges?.map((e) => e.node.article.id)).toEqual([gid("Article", a.id)]);

    await client.gql(Clear, {});
    history = await historyOf(client);
    expect(history.totalCount).toBe(0);
    expect(history.edges).toEqual([]);
    expect(await db().select().from(articleReads).where(eq(articleReads.authorId, author.id))).toHaveLength(2);

    // a new read puts it back
    await client.gql(Read, { id: gid("Article", a.id) });
    expect((await historyOf(client)).totalCount).toBe(1);
  });

  it("leaves out articles that can no longer be read", async () => {
    const { user: author } = await writer();
    const { client } = await writer();
    const a = await insertArticle(author.id);
    await client.gql(Read, { id: gid("Article", a.id) });
    await db().update(articles).set({ state: "archived" }).where(eq(articles.id, a.id));
    expect((await historyOf(client)).totalCount).toBe(0);
  });
});

describe("appreciations given and received", () => {
  it("lists each side newest first with the sum of amounts as its total", async () => {
    const { user: alice, client: aliceClient } = await writer();
    const { user: bob, client: bobClient } = await writer();
    const bobsArticle = await insertArticle(bob.id);
    const alicesArticle = await insertArticle(alice.id);
    await db()
      .insert(appreciations)
      .values([
        { senderId: alice.id, recipientId: bob.id, articleId: bobsArticle.id, amount: 3, createdAt: daysAgo(2) },
        { senderId: alice.id, recipientId: bob.id, articleId: bobsArticle.id, amount: 2, createdAt: daysAgo(1) },
        { senderId: bob.id, recipientId: alice.id, articleId: alicesArticle.id, amount: 4, createdAt: daysAgo(1) },
        { senderId: null, recipientId: alice.id, articleId: null, amount: 1, purpose: "systemSubsidy" },
      ]);
    const alices = present((await aliceClient.gql(Likes, {})).data?.viewer).activity;
    expect(alices.appreciationsSentTotal).toBe(5);
    expect(alices.appreciationsReceivedTotal).toBe(5);
    expect(alices.appreciationsSent.totalCount).toBe(2);
    expect(alices.appreciationsSent.edges?.map((e) => e.node.amount)).toEqual([2, 3]);
    const sent = present(alices.appreciationsSent.edges?.[0]).node;
    expect(sent).toMatchObject({
      purpose: "appreciate",
      sender: { id: gid("User", alice.id) },
      recipient: { id: gid("User", bob.id) },
      target: { id: gid("Article", bobsArticle.id) },
    });
    expect(alices.appreciationsReceived.totalCount).toBe(2);
    expect(alices.appreciationsReceived.edges?.map((e) => [e.node.amount, e.node.sender?.id ?? null])).toEqual([
      [1, null],
      [4, gid("User", bob.id)],
    ]);
    const bobs = present((await bobClient.gql(Likes, {})).data?.viewer).activity;
    expect([bobs.appreciationsSentTotal, bobs.appreciationsReceivedTotal]).toEqual([4, 5]);
  });
});

describe("comment history", () => {
  it("lists the viewer's shown comments on readable work, with their place", async () => {
    const { user: author } = await writer();
    const { user: reader, client } = await writer();
    const open = await insertArticle(author.id);
    const gone = await insertArticle(author.id, "archived");
    const [top] = await db()
      .insert(comments)
      .values({ type: "article", targetId: open.id, authorId: author.id, content: "<p>Top</p>", createdAt: daysAgo(2) })
      .returning();
    await db()
      .insert(comments)
      .values([
        { type: "article", targetId: open.id, authorId: reader.id, content: "<p>Mine</p>", createdAt: daysAgo(1) },
        {
          type: "article",
          targetId: open.id,
          authorId: reader.id,
          parentCommentId: present(top).id,
          replyToId: present(top).id,
          content: "<p>My reply</p>",
        },
        { type: "article", targetId: open.id, authorId: reader.id, content: "<p>Deleted</p>", state: "archived" },
        { type: "article", targetId: gone.id, authorId: reader.id, content: "<p>On archived</p>" },
      ]);
    const list = present((await client.gql(OwnComments, {})).data?.viewer).activity.comments;
    expect(list.totalCount).toBe(2);
    expect(list.edges?.map((e) => [e.node.content, e.node.parentComment?.id ?? null, e.node.node.id])).toEqual([
      ["<p>My reply</p>", gid("Comment", present(top).id), gid("Article", open.id)],
      ["<p>Mine</p>", null, gid("Article", open.id)],
    ]);
  });
});

describe("analytics", () => {
  it("counts reads, readers, followers and income over 7, 30 and 90 days", async () => {
    const { user: author, client } = await writer();
    const { user: r1 } = await writer();
    const { user: r2 } = await writer();
    const { user: r3 } = await writer();
    const a = await insertArticle(author.id);
    const b = await insertArticle(author.id);
    const read = (readerId: number, articleId: number, days: number) => ({
      readerId,
      articleId,
      authorId: author.id,
      createdAt: daysAgo(days),
    });
    await db()
      .insert(articleReads)
      .values([
        read(r1.id, a.id, 0),
        read(r1.id, b.id, 0),
        read(r2.id, a.id, 3),
        read(r1.id, a.id, 20),
        read(r3.id, b.id, 20),
        read(r3.id, b.id, 60),
        read(r2.id, b.id, 100),
      ]);
    await db()
      .insert(follows)
      .values([
        { followerId: r1.id, followeeId: author.id, createdAt: daysAgo(1) },
        { followerId: r2.id, followeeId: author.id, createdAt: daysAgo(40) },
        { followerId: r3.id, followeeId: author.id, createdAt: daysAgo(200) },
      ]);
    // rows hold the smallest unit; the API answers in whole ones
    const donation = (senderId: number, amount: number, currency: "HKD" | "USDT", days: number) => ({
      senderId,
      recipientId: author.id,
      amount: toMinor(currency, amount) ?? 0,
      currency,
      purpose: "donation" as const,
      state: "succeeded" as const,
      targetType: "Article" as const,
      targetId: a.id,
      createdAt: daysAgo(days),
    });
    await db()
      .insert(transactions)
      .values([
        donation(r1.id, 10, "HKD", 1),
        donation(r1.id, 5, "HKD", 1),
        donation(r2.id, 2.5, "USDT", 10),
        donation(r2.id, 30, "HKD", 80),
        donation(r3.id, 7, "HKD", 2),
        { ...donation(r3.id, 1000, "HKD", 1), state: "failed" as const },
      ]);

    const summary = async (days: number) =>
      present((await client.gql(Analytics, { days })).data?.viewer).analytics.summary;

    const week = await summary(7);
    expect([week.reads, week.readers, week.newFollowers, week.followers]).toEqual([3, 2, 1, 3]);
    expect(week.income).toEqual([{ currency: "HKD", amount: 22, count: 3 }]);
    expect(week.days).toHaveLength(7);
    expect(Date.parse(week.start)).toBe(Math.floor(Date.now() / DAY) * DAY - 6 * DAY);
    const today = present(week.days.at(-1));
    expect([today.reads, today.readers]).toEqual([2, 1]);
    expect(week.days.map((d) => d.reads)).toEqual([0, 0, 0, 1, 0, 0, 2]);
    expect(week.topWorks.map((w) => [w.article?.id, w.reads, w.readers])).toEqual([
      [gid("Article", a.id), 2, 2],
      [gid("Article", b.id), 1, 1],
    ]);

    const month = await summary(30);
    expect([month.reads, month.readers, month.newFollowers]).toEqual([5, 3, 1]);
    expect(month.income).toEqual([
      { currency: "USDT", amount: 2.5, count: 1 },
      { currency: "HKD", amount: 22, count: 3 },
    ]);
    expect(month.topWorks.map((w) => [w.article?.id, w.reads])).toEqual([
      [gid("Article", a.id), 3],
      [gid("Article", b.id), 2],
    ]);

    const quarter = await summary(90);
    expect([quarter.reads, quarter.readers, quarter.newFollowers, quarter.days.length]).toEqual([6, 3, 2, 90]);
    expect(quarter.income.find((i) => i.currency === "HKD")).toEqual({ currency: "HKD", amount: 52, count: 4 });

    const donators = present((await client.gql(Analytics, { days: 7 })).data?.viewer).analytics.topDonators;
    expect(donators.totalCount).toBe(3);
    expect(donators.edges?.map((e) => ["id" in e.node ? e.node.id : e.node.__typename, e.donationCount])).toEqual([
      // a tie goes to whoever donated last
      [gid("User", r1.id), 2],
      [gid("User", r2.id), 2],
      [gid("User", r3.id), 1],
    ]);

    // in the last five days: r1's two and r3's one (r2's donations were 10 and 80 days ago)
    const inRange = present(
      (await client.gql(DonatorsInRange, { start: new Date(daysAgo(5)).toISOString(), end: new Date().toISOString() }))
        .data?.viewer,
    ).analytics.topDonators;
    expect([inRange.totalCount, inRange.edges?.map((e) => e.donationCount)]).toEqual([2, [2, 1]]);
  });

  it("refuses a window outside 1 to 90 days", async () => {
    const { client } = await writer();
    expect(codeOf(await client.gql(Analytics, { days: 91 }))).toBe("BAD_USER_INPUT");
    expect(codeOf(await client.gql(Analytics, { days: 0 }))).toBe("BAD_USER_INPUT");
  });
});

describe("privacy", () => {
  it("lets nobody read another person's history or analytics", async () => {
    const { user: owner } = await writer();
    const { client: other } = await writer();
    const userName = present(owner.userName);
    for (const asker of [other, new Client()]) {
      const history = await asker.gql(OthersActivity, { userName });
      expect(history.data?.user ?? null).toBeNull();
      expect(["FORBIDDEN", "UNAUTHENTICATED"]).toContain(codeOf(history));
      const analytics = await asker.gql(OthersAnalytics, { userName });
      expect(analytics.data?.user ?? null).toBeNull();
      expect(["FORBIDDEN", "UNAUTHENTICATED"]).toContain(codeOf(analytics));
    }
    expect(codeOf(await other.gql(OthersActivity, { userName }))).toBe("FORBIDDEN");
  });
});
