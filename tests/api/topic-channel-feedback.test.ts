import { and, eq, inArray } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { adminAudit, articles, channels, notices, tags, topicChannelFeedbacks } from "@/server/db/schema";
import { Client, codeOf, createUser, db, present, signIn } from "../support/api";
import { gid, insertArticle, writer } from "../support/writing-fixtures";
import { graphql } from "./generated/gql";
import type { TopicChannelFeedbacksInput } from "./generated/graphql";

// Authors' feedback on the topic channels their articles are filed under, and admins' review
// of it (issue 37): who may give it, what it may ask for, one feedback an article however many
// arrive at once, accepting it files the article as asked (a reader sees the new channels),
// one of two admins reviewing at once wins, and every review leaves its audit row, every refusal
// none. putTagChannel and classifyArticlesChannels of the same contract at the end.

const Submit = graphql(`
  mutation FeedbackSubmit($input: SubmitTopicChannelFeedbackInput!) {
    submitTopicChannelFeedback(input: $input) {
      id
      type
      state
      channels {
        id
      }
      article {
        id
      }
    }
  }
`);

const Review = graphql(`
  mutation FeedbackReview($input: ReviewTopicChannelFeedbackInput!) {
    reviewTopicChannelFeedback(input: $input) {
      id
      state
    }
  }
`);

const Classification = graphql(`
  query FeedbackClassification($id: ID!) {
    article: node(input: { id: $id }) {
      ... on Article {
        classification {
          topicChannel {
            enabled
            channels {
              enabled
              channel {
                id
              }
            }
            feedback {
              id
              type
              state
            }
          }
        }
      }
    }
  }
`);

const Queue = graphql(`
  query FeedbackQueue($input: TopicChannelFeedbacksInput!) {
    oss {
      topicChannelFeedbacks(input: $input) {
        totalCount
        pageInfo {
          hasNextPage
          endCursor
        }
        edges {
          node {
            id
            type
            state
            article {
              id
            }
          }
        }
      }
    }
  }
`);

const PutTagChannel = graphql(`
  mutation FeedbackPutTagChannel($input: PutTagChannelInput!) {
    putTagChannel(input: $input) {
      id
      channelEnabled
      en: navbarTitle(input: { language: en })
      zh: navbarTitle(input: { language: zh_hant })
    }
  }
`);

const Classify = graphql(`
  mutation FeedbackClassify($ids: [ID!]!) {
    classifyArticlesChannels(input: { ids: $ids })
  }
`);

const admin = async () => signIn((await createUser({ role: "admin" })).email as string);

// the channels made here leave readers' navbar when the file ends (other files read it)
const made: number[] = [];
afterAll(async () => {
  if (made.length) await db().update(channels).set({ enabled: false }).where(inArray(channels.id, made));
});

let seq = 0;
async function topicChannel(enabled = true, type: "topic" | "curation" = "topic") {
  seq += 1;
  const name = `Feedback ${type} ${seq} ${Date.now()}`;
  const [row] = await db()
    .insert(channels)
    .values({ type, shortHash: `fb${seq}x${Date.now()}`, nameEn: name, nameZhHant: name, nameZhHans: name, enabled })
    .returning();
  made.push(present(row).id);
  return gid(type === "topic" ? "TopicChannel" : "CurationChannel", present(row).id);
}

/** An author, their article filed under `filed`, and the article's global id. */
async function authored(filed: string[] = []) {
  const author = await writer();
  const article = await insertArticle(author.user.id);
  const articleGid = gid("Article", article.id);
  if (filed.length) {
    const set = await (await admin()).gql(
      `mutation($id: ID!, $c: [ID!]!) { setArticleTopicChannels(input: { id: $id, channels: $c }) { id } }`,
      { id: articleGid, c: filed },
    );
    expect(set.errors).toBeUndefined();
  }
  return { ...author, article, articleGid };
}

async function classification(client: Client, articleGid: string) {
  const node = (await client.gql(Classification, { id: articleGid })).data?.article;
  return node && "classification" in node ? node.classification.topicChannel : null;
}

const feedbackRows = (articleId: number) =>
  db().select().from(topicChannelFeedbacks).where(eq(topicChannelFeedbacks.articleId, articleId));

const auditRows = (articleId: number) =>
  db()
    .select()
    .from(adminAudit)
    .where(
      and(
        eq(adminAudit.targetType, "Article"),
        eq(adminAudit.targetId, articleId),
        eq(adminAudit.action, "reviewTopicChannelFeedback"),
      ),
    );

const acceptedNotices = (userId: number) =>
  db()
    .select()
    .from(notices)
    .where(and(eq(notices.recipientId, userId), eq(notices.type, "TopicChannelFeedbackAccepted")));

describe("submitTopicChannelFeedback", () => {
  it("keeps the author's negative feedback pending, shown to the author and admins and to nobody else", async () => {
    const filed = await topicChannel();
    const wanted = await topicChannel();
    const { client, articleGid } = await authored([filed]);
    const sent = await client.gql(Submit, { input: { article: articleGid, type: "negative", channels: [wanted] } });
    expect(sent.errors).toBeUndefined();
    expect(present(sent.data).submitTopicChannelFeedback).toMatchObject({
      type: "negative",
      state: "pending",
      channels: [{ id: wanted }],
      article: { id: articleGid },
    });
    const own = present(await classification(client, articleGid));
    expect(own.enabled).toBe(true);
    expect(own.channels?.map((c) => c.channel.id)).toEqual([filed]);
    expect(own.feedback).toMatchObject({ type: "negative", state: "pending" });
    expect(present(await classification(await admin(), articleGid)).feedback?.state).toBe("pending");
    const other = (await writer()).client;
    expect(present(await classification(other, articleGid)).feedback).toBeNull();
    expect(present(await classification(new Client(), articleGid)).feedback).toBeNull();
  });

  it("resolves positive feedback at once, replacing a pending negative one", async () => {
    const filed = await topicChannel();
    const { client, article, articleGid } = await authored([filed]);
    const negative = present(
      (await client.gql(Submit, { input: { article: articleGid, type: "negative", channels: [] } })).data,
    ).submitTopicChannelFeedback;
    const positive = await client.gql(Submit, { input: { article: articleGid, type: "positive" } });
    expect(present(positive.data).submitTopicChannelFeedback).toMatchObject({ type: "positive", state: "resolved" });
    expect(await feedbackRows(article.id)).toHaveLength(1);
    // the negative one is gone from the queue: reviewing it finds nothing pending
    const a = await admin();
    expect(codeOf(await a.gql(Review, { input: { feedback: negative.id, action: "accept" } }))).toBe("ACTION_FAILED");
    expect(await auditRows(article.id)).toHaveLength(0);
  });

  it("refuses anyone but the author, bad channels and an article out of the channels; writing nothing", async () => {
    const enabled = await topicChannel();
    const disabled = await topicChannel(false);
    const curation = await topicChannel(true, "curation");
    const { client, article, articleGid } = await authored();
    const stranger = (await writer()).client;
    expect(codeOf(await stranger.gql(Submit, { input: { article: articleGid, type: "positive" } }))).toBe("FORBIDDEN");
    const many = [enabled, await topicChannel(), await topicChannel(), await topicChannel()];
    const refusals = [
      { article: articleGid, type: "positive" as const, channels: [enabled] },
      { article: articleGid, type: "negative" as const, channels: [disabled] },
      { article: articleGid, type: "negative" as const, channels: [curation] },
      { article: articleGid, type: "negative" as const, channels: [gid("TopicChannel", 999_999)] },
      { article: articleGid, type: "negative" as const, channels: many },
      { article: enabled, type: "positive" as const },
    ];
    for (const input of refusals) expect(codeOf(await client.gql(Submit, { input }))).toBe("BAD_USER_INPUT");
    expect(await feedbackRows(article.id)).toEqual([]);

    const banned = await insertArticle(article.authorId, "banned");
    expect(codeOf(await client.gql(Submit, { input: { article: gid("Article", banned.id), type: "positive" } }))).toBe(
      "FORBIDDEN_BY_TARGET_STATE",
    );
    expect(await feedbackRows(banned.id)).toEqual([]);
    const [spam] = await db().update(articles).set({ isSpam: true }).where(eq(articles.id, article.id)).returning();
    expect(present(spam).isSpam).toBe(true);
    expect(present(await classification(client, articleGid)).enabled).toBe(false);
    expect(codeOf(await client.gql(Submit, { input: { article: articleGid, type: "positive" } }))).toBe(
      "FORBIDDEN_BY_TARGET_STATE",
    );
    expect(await feedbackRows(article.id)).toEqual([]);
  });

  it("keeps one feedback of two sent at once", async () => {
    const [one, two] = [await topicChannel(), await topicChannel()];
    const { client, article, articleGid } = await authored();
    const results = await Promise.all([
      client.gql(Submit, { input: { article: articleGid, type: "negative", channels: [one] } }),
      client.gql(Submit, { input: { article: articleGid, type: "negative", channels: [two] } }),
    ]);
    for (const r of results) expect(r.errors).toBeUndefined();
    const rows = await feedbackRows(article.id);
    expect(rows).toHaveLength(1);
    expect(present(rows[0]).state).toBe("pending");
    // both answered the one row
    expect(new Set(results.map((r) => present(r.data).submitTopicChannelFeedback.id)).size).toBe(1);
  });
});

describe("reviewTopicChannelFeedback", () => {
  it("accepting files the article under the asked channels for readers, tells the author and logs it", async () => {
    const filed = await topicChannel();
    const [wanted, also] = [await topicChannel(), await topicChannel()];
    const { client, user, article, articleGid } = await authored([filed]);
    const feedback = present(
      (await client.gql(Submit, { input: { article: articleGid, type: "negative", channels: [wanted, also] } })).data,
    ).submitTopicChannelFeedback;
    const a = await admin();
    const reviewed = await a.gql(Review, { input: { feedback: feedback.id, action: "accept" } });
    expect(reviewed.errors).toBeUndefined();
    expect(present(reviewed.data).reviewTopicChannelFeedback.state).toBe("accepted");
    const seen = present(await classification(new Client(), articleGid));
    expect(seen.channels?.map((c) => c.channel.id).sort()).toEqual([wanted, also].sort());
    expect((await acceptedNotices(user.id)).map((n) => n.targetId)).toEqual([article.id]);
    const [row] = await auditRows(article.id);
    expect(present(row).before).toEqual({ feedback: "pending", channels: [Number(atob(filed).split(":")[1])] });
    expect(present(row).after).toEqual({
      feedback: "accepted",
      channels: [wanted, also].map((c) => Number(atob(c).split(":")[1])),
    });
    // a second review finds it reviewed: nothing more is written
    expect(codeOf(await a.gql(Review, { input: { feedback: feedback.id, action: "reject" } }))).toBe("ACTION_FAILED");
    expect(await auditRows(article.id)).toHaveLength(1);
    expect(present(await classification(client, articleGid)).feedback?.state).toBe("accepted");
  });

  it("rejecting leaves the channels as they were, logged, and tells nobody", async () => {
    const filed = await topicChannel();
    const wanted = await topicChannel();
    const { client, user, article, articleGid } = await authored([filed]);
    const feedback = present(
      (await client.gql(Submit, { input: { article: articleGid, type: "negative", channels: [wanted] } })).data,
    ).submitTopicChannelFeedback;
    const reviewed = await (await admin()).gql(Review, { input: { feedback: feedback.id, action: "reject" } });
    expect(present(reviewed.data).reviewTopicChannelFeedback.state).toBe("rejected");
    expect(present(await classification(new Client(), articleGid)).channels?.map((c) => c.channel.id)).toEqual([filed]);
    expect(await acceptedNotices(user.id)).toEqual([]);
    expect((await auditRows(article.id)).map((r) => r.after)).toEqual([
      { feedback: "rejected", channels: [Number(atob(filed).split(":")[1])] },
    ]);
  });

  it("lets one of two admins reviewing at once decide: one audit row, one notice", async () => {
    const wanted = await topicChannel();
    const { client, user, article, articleGid } = await authored();
    const feedback = present(
      (await client.gql(Submit, { input: { article: articleGid, type: "negative", channels: [wanted] } })).data,
    ).submitTopicChannelFeedback;
    const [a, b] = [await admin(), await admin()];
    const results = await Promise.all([
      a.gql(Review, { input: { feedback: feedback.id, action: "accept" } }),
      b.gql(Review, { input: { feedback: feedback.id, action: "reject" } }),
    ]);
    const codes = results.map((r) => codeOf(r) ?? "ok").sort();
    expect(codes).toEqual(["ACTION_FAILED", "ok"]);
    expect(await auditRows(article.id)).toHaveLength(1);
    const state = present((await feedbackRows(article.id))[0]).state;
    expect(await acceptedNotices(user.id)).toHaveLength(state === "accepted" ? 1 : 0);
  });

  it("refuses an unknown feedback and a resolved one, writing nothing", async () => {
    const { client, article, articleGid } = await authored();
    const positive = present(
      (await client.gql(Submit, { input: { article: articleGid, type: "positive" } })).data,
    ).submitTopicChannelFeedback;
    const a = await admin();
    expect(codeOf(await a.gql(Review, { input: { feedback: positive.id, action: "accept" } }))).toBe("ACTION_FAILED");
    expect(
      codeOf(await a.gql(Review, { input: { feedback: gid("TopicChannelFeedback", 999_999), action: "accept" } })),
    ).toBe("ENTITY_NOT_FOUND");
    expect(codeOf(await a.gql(Review, { input: { feedback: articleGid, action: "accept" } }))).toBe("BAD_USER_INPUT");
    expect(await auditRows(article.id)).toEqual([]);
    expect(codeOf(await client.gql(Review, { input: { feedback: positive.id, action: "accept" } }))).toBe("FORBIDDEN");
  });
});

describe("OSS.topicChannelFeedbacks", () => {
  it("lists feedback newest first, filtered by state, type and spam, page by page, for admins", async () => {
    const wanted = await topicChannel();
    const first = await authored();
    const second = await authored();
    const third = await authored();
    await first.client.gql(Submit, { input: { article: first.articleGid, type: "negative", channels: [wanted] } });
    await second.client.gql(Submit, { input: { article: second.articleGid, type: "positive" } });
    await third.client.gql(Submit, { input: { article: third.articleGid, type: "negative", channels: [] } });
    const a = await admin();
    const page = async (input: TopicChannelFeedbacksInput) =>
      present((await a.gql(Queue, { input })).data).oss.topicChannelFeedbacks;
    const ours = [first, second, third].map((x) => x.articleGid);
    const all = await page({ first: 50 });
    const listed = (all.edges ?? []).map((e) => e.node.article.id).filter((id) => ours.includes(id));
    expect(listed).toEqual([third.articleGid, second.articleGid, first.articleGid]);
    const pending = await page({ first: 50, filter: { state: "pending" } });
    expect((pending.edges ?? []).every((e) => e.node.state === "pending")).toBe(true);
    expect((pending.edges ?? []).map((e) => e.node.article.id)).not.toContain(second.articleGid);
    const positive = await page({ first: 50, filter: { type: "positive" } });
    expect((positive.edges ?? []).every((e) => e.node.type === "positive")).toBe(true);
    await db().update(articles).set({ isSpam: true }).where(eq(articles.id, third.article.id));
    const spam = (await page({ first: 50, filter: { spam: true } })).edges?.map((e) => e.node.article.id);
    expect(spam).toContain(third.articleGid);
    expect(spam).not.toContain(first.articleGid);
    const notSpam = (await page({ first: 50, filter: { spam: false } })).edges?.map((e) => e.node.article.id);
    expect(notSpam).toContain(first.articleGid);
    expect(notSpam).not.toContain(third.articleGid);
    // two pages of one hold what one page of two does
    const one = await page({ first: 1 });
    const next = await page({ first: 1, after: one.pageInfo.endCursor });
    const two = await page({ first: 2 });
    expect([...(one.edges ?? []), ...(next.edges ?? [])].map((e) => e.node.id)).toEqual(
      (two.edges ?? []).map((e) => e.node.id),
    );
    expect(one.pageInfo.hasNextPage).toBe(true);
    expect(codeOf(await first.client.gql(Queue, { input: { first: 5 } }))).toBe("FORBIDDEN");
  });
});

describe("putTagChannel", () => {
  it("makes a tag a channel with a navbar title, logged; a bad title and an unknown tag write nothing", async () => {
    const [tag] = await db()
      .insert(tags)
      .values({
        content: `feedback tag ${Date.now()}`,
        slug: `feedback-tag-${Date.now()}`,
        shortHash: `ft${Date.now()}`,
      })
      .returning();
    const tagGid = gid("Tag", present(tag).id);
    const a = await admin();
    const put = await a.gql(PutTagChannel, {
      input: {
        id: tagGid,
        enabled: true,
        navbarTitle: [
          { language: "en", text: "Poems" },
          { language: "zh_hant", text: "詩" },
        ],
      },
    });
    expect(put.errors).toBeUndefined();
    expect(present(put.data).putTagChannel).toMatchObject({ channelEnabled: true, en: "Poems", zh: "詩" });
    const logged = () =>
      db()
        .select()
        .from(adminAudit)
        .where(and(eq(adminAudit.targetType, "Tag"), eq(adminAudit.targetId, present(tag).id)));
    expect((await logged()).map((r) => [r.action, r.after])).toEqual([
      [
        "putTagChannel",
        { channelEnabled: true, navbarTitleEn: "Poems", navbarTitleZhHant: "詩", navbarTitleZhHans: "Poems" },
      ],
    ]);
    const long = "x".repeat(21);
    expect(
      codeOf(await a.gql(PutTagChannel, { input: { id: tagGid, navbarTitle: [{ language: "en", text: long }] } })),
    ).toBe("BAD_USER_INPUT");
    expect(codeOf(await a.gql(PutTagChannel, { input: { id: gid("Tag", 999_999), enabled: true } }))).toBe(
      "TAG_NOT_FOUND",
    );
    expect(await logged()).toHaveLength(1);
    // an empty list: the tag's content again
    const cleared = await a.gql(PutTagChannel, { input: { id: tagGid, enabled: false, navbarTitle: [] } });
    expect(present(cleared.data).putTagChannel).toMatchObject({ channelEnabled: false, en: present(tag).content });
  });
});

describe("classifyArticlesChannels", () => {
  it("queues nothing (there is no classifier) and refuses ids that are not articles", async () => {
    const { articleGid } = await authored();
    const a = await admin();
    const answered = await a.gql(Classify, { ids: [articleGid] });
    expect(answered.errors).toBeUndefined();
    expect(present(answered.data).classifyArticlesChannels).toBe(false);
    expect(codeOf(await a.gql(Classify, { ids: [gid("Article", 999_999)] }))).toBe("BAD_USER_INPUT");
    expect(codeOf(await a.gql(Classify, { ids: [] }))).toBe("BAD_USER_INPUT");
  });
});
