import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { cacheTags, entityTag } from "@/lib/cache/tags";
import { newestPage } from "@/server/db/queries/articles";
import {
  articles,
  campaignArticles,
  campaignParticipants,
  campaignStages,
  campaigns,
  channelArticles,
  channels,
  drafts,
} from "@/server/db/schema";
import { Client, codeOf, db, present } from "../support/api";
import { dbId } from "../support/global-ids";
import {
  applied,
  type ChallengePeriods,
  gid,
  inNewWindow,
  insertArticle,
  insertChallenge,
  insertStage,
  type UserRow,
  writer,
} from "../support/writing-fixtures";
import { graphql } from "./generated/gql";
import type { ArticleCampaignInput } from "./generated/graphql";

// Writing for a challenge (issue 35): a draft or an article enters a challenge only when the
// challenge exists and is active, the author's application to it succeeded, its writing period
// and the named stage have started, and (to publish or edit) a stage is named when the
// challenge has stages. The codes are upstream's: CAMPAIGN_NOT_FOUND, CAMPAIGN_STAGE_NOT_FOUND,
// ACTION_FAILED, BAD_USER_INPUT. Publishing checks the draft's challenge again; editing moves an
// entry to another stage or out of the challenge.

const PUT = graphql(`
  mutation EntryPut($input: PutDraftInput!) {
    putDraft(input: $input) {
      id
      campaigns {
        campaign {
          id
        }
        stage {
          id
        }
      }
    }
  }
`);

const PUBLISH = graphql(`
  mutation EntryPublish($id: ID!) {
    publishArticle(input: { id: $id }) {
      publishState
      article {
        id
        campaigns {
          campaign {
            id
          }
          stage {
            id
          }
        }
      }
    }
  }
`);

const EDIT = graphql(`
  mutation EntryEdit($input: EditArticleInput!) {
    editArticle(input: $input) {
      id
      campaigns {
        campaign {
          id
        }
        stage {
          id
        }
      }
    }
  }
`);

const STAGE_ARTICLES = graphql(`
  query EntryStageArticles($shortHash: String!, $stage: ID!) {
    campaign(input: { shortHash: $shortHash }) {
      ... on WritingChallenge {
        articles(input: { first: 10, filter: { stage: $stage } }) {
          totalCount
        }
      }
    }
  }
`);

const DAY = 86_400_000;
const NOW = Date.now();
const days = (n: number) => NOW + n * DAY;
/** Sign-up and writing open for days around NOW (publishing windows lie in the last two days). */
const OPEN: ChallengePeriods = {
  applicationStart: days(-10),
  applicationEnd: days(10),
  writingStart: days(-5),
  writingEnd: days(20),
};

let author: UserRow;
let client: Client;
beforeAll(async () => {
  ({ user: author, client } = await writer());
  client.at(NOW);
});

async function insertTopicChannel() {
  const [row] = await db()
    .insert(channels)
    .values({
      type: "topic",
      shortHash: `tx${Math.floor(Math.random() * 1e9)}`,
      nameEn: "T",
      nameZhHant: "題",
      nameZhHans: "题",
    })
    .returning();
  return present(row);
}

/** An open challenge with one stage (started), which the author applied to. */
async function joined(periods: ChallengePeriods = OPEN) {
  const challenge = await insertChallenge("active", periods);
  await applied(challenge.campaign.id, author.id);
  return challenge;
}

const entry = (channelId: number, stageId?: number | null): ArticleCampaignInput => ({
  campaign: gid("WritingChallenge", channelId),
  ...(stageId ? { stage: gid("CampaignStage", stageId) } : {}),
});

const newDraft = async (campaigns?: ArticleCampaignInput[]) =>
  client.gql(PUT, { input: { title: "An entry", content: "<p>Words by the water</p>", campaigns } });

const storedCampaigns = async (draftId: string) =>
  (
    await db()
      .select({ campaigns: drafts.campaigns })
      .from(drafts)
      .where(eq(drafts.id, dbId(draftId)))
  )[0]?.campaigns;

/** A published article of the author's in `channelId`'s challenge at `stageId`. */
async function publishedEntry(channelId: number, stageId: number | null) {
  const draft = present((await newDraft([entry(channelId, stageId)])).data).putDraft;
  const published = await inNewWindow(client).gql(PUBLISH, { id: draft.id });
  expect(published.errors).toBeUndefined();
  return present(present(published.data).publishArticle.article);
}

describe("putDraft's campaigns", () => {
  it("takes a draft into a challenge its author applied to, at one of its stages", async () => {
    const { channel, stage } = await joined();
    const result = await newDraft([entry(channel.id, stage.id)]);
    expect(result.errors).toBeUndefined();
    expect(present(result.data).putDraft.campaigns).toEqual([
      { campaign: { id: gid("WritingChallenge", channel.id) }, stage: { id: gid("CampaignStage", stage.id) } },
    ]);
  });

  it("takes a draft without its stage yet: the author picks the challenge first", async () => {
    const { channel } = await joined();
    const result = await newDraft([entry(channel.id)]);
    expect(result.errors).toBeUndefined();
    expect(present(result.data).putDraft.campaigns).toEqual([
      { campaign: { id: gid("WritingChallenge", channel.id) }, stage: null },
    ]);
  });

  const refusals: [string, string, () => Promise<ArticleCampaignInput>][] = [
    ["a challenge that does not exist", "CAMPAIGN_NOT_FOUND", async () => entry(999_999)],
    [
      "a challenge the author never applied to",
      "ACTION_FAILED",
      async () => {
        const { channel, stage } = await insertChallenge("active", OPEN);
        return entry(channel.id, stage.id);
      },
    ],
    [
      "a challenge whose application was rejected",
      "ACTION_FAILED",
      async () => {
        const { channel, campaign, stage } = await insertChallenge("active", OPEN);
        await applied(campaign.id, author.id, "rejected");
        return entry(channel.id, stage.id);
      },
    ],
    [
      "a challenge still pending",
      "ACTION_FAILED",
      async () => {
        const { channel, campaign, stage } = await insertChallenge("pending", OPEN);
        await applied(campaign.id, author.id);
        return entry(channel.id, stage.id);
      },
    ],
    [
      "a finished challenge",
      "ACTION_FAILED",
      async () => {
        const { channel, campaign, stage } = await insertChallenge("finished", OPEN);
        await applied(campaign.id, author.id);
        return entry(channel.id, stage.id);
      },
    ],
    [
      "a challenge whose writing period has not started (sign-up has)",
      "ACTION_FAILED",
      async () => {
        const { channel, stage } = await joined({ ...OPEN, writingStart: days(2) });
        return entry(channel.id, stage.id);
      },
    ],
    [
      "a stage not started yet",
      "ACTION_FAILED",
      async () => {
        const { channel, campaign } = await joined();
        const later = await insertStage(campaign.id, 2, days(3));
        return entry(channel.id, later.id);
      },
    ],
    [
      "another challenge's stage",
      "CAMPAIGN_STAGE_NOT_FOUND",
      async () => {
        const { channel } = await joined();
        const other = await joined();
        return entry(channel.id, other.stage.id);
      },
    ],
    [
      "a stage that does not exist",
      "CAMPAIGN_STAGE_NOT_FOUND",
      async () => {
        const { channel } = await joined();
        return entry(channel.id, 999_999);
      },
    ],
  ];

  it.each(refusals)("refuses %s (%s), and keeps the draft as it was", async (_name, code, campaign) => {
    const draft = present((await newDraft()).data).putDraft;
    expect(codeOf(await client.gql(PUT, { input: { id: draft.id, campaigns: [await campaign()] } }))).toBe(code);
    expect(await storedCampaigns(draft.id)).toEqual([]);
  });

  it("takes a challenge from the moment its stage starts", async () => {
    const { channel, campaign } = await joined();
    const later = await insertStage(campaign.id, 2, days(3));
    const draft = present((await newDraft()).data).putDraft;
    const put = (at: number) =>
      client.at(at).gql(PUT, { input: { id: draft.id, campaigns: [entry(channel.id, later.id)] } });
    try {
      expect(codeOf(await put(days(3) - 1))).toBe("ACTION_FAILED");
      expect((await put(days(3))).errors).toBeUndefined();
    } finally {
      client.at(NOW);
    }
  });
});

describe("publishArticle's campaigns", () => {
  it("publishes an entry into its challenge's stage, where the stage's list finds it", async () => {
    const { channel, stage } = await joined();
    const article = await publishedEntry(channel.id, stage.id);
    expect(article.campaigns).toEqual([
      { campaign: { id: gid("WritingChallenge", channel.id) }, stage: { id: gid("CampaignStage", stage.id) } },
    ]);
    const list = await client.gql(STAGE_ARTICLES, {
      shortHash: channel.shortHash,
      stage: gid("CampaignStage", stage.id),
    });
    expect(list.data?.campaign).toEqual({ articles: { totalCount: 1 } });
  });

  it("refuses a draft that names no stage of a challenge with stages (BAD_USER_INPUT), and publishes once it does", async () => {
    const { channel, stage } = await joined();
    const draft = present((await newDraft([entry(channel.id)])).data).putDraft;
    expect(codeOf(await inNewWindow(client).gql(PUBLISH, { id: draft.id }))).toBe("BAD_USER_INPUT");
    await client.gql(PUT, { input: { id: draft.id, campaigns: [entry(channel.id, stage.id)] } });
    const published = await inNewWindow(client).gql(PUBLISH, { id: draft.id });
    expect(published.data?.publishArticle.publishState).toBe("published");
  });

  it("publishes into a challenge without stages with no stage named", async () => {
    const { channel, campaign } = await insertChallenge("active", OPEN);
    await applied(campaign.id, author.id);
    // a challenge of stages only in name: the fixture's stage goes
    await db().delete(campaignStages).where(eq(campaignStages.campaignId, campaign.id));
    const article = await publishedEntry(channel.id, null);
    expect(article.campaigns).toEqual([{ campaign: { id: gid("WritingChallenge", channel.id) }, stage: null }]);
  });

  it("checks the challenge again: an application rejected after the draft chose it stops the publishing", async () => {
    const { channel, campaign, stage } = await joined();
    const draft = present((await newDraft([entry(channel.id, stage.id)])).data).putDraft;
    await db()
      .update(campaignParticipants)
      .set({ state: "rejected" })
      .where(eq(campaignParticipants.campaignId, campaign.id));
    expect(codeOf(await inNewWindow(client).gql(PUBLISH, { id: draft.id }))).toBe("ACTION_FAILED");
    const after = await client.gql(
      graphql(`
        query EntryDraftState($id: ID!) {
          node(input: { id: $id }) {
            ... on Draft {
              publishState
              article {
                id
              }
            }
          }
        }
      `),
      { id: draft.id },
    );
    expect(after.data?.node).toEqual({ publishState: "unpublished", article: null });
  });
});

describe("editArticle's campaigns", () => {
  it("moves an entry to another stage of its challenge, keeping it once", async () => {
    const { channel, campaign, stage } = await joined();
    const second = await insertStage(campaign.id, 2, days(-1));
    const article = await publishedEntry(channel.id, stage.id);
    const moved = await client.gql(EDIT, { input: { id: article.id, campaigns: [entry(channel.id, second.id)] } });
    expect(moved.errors).toBeUndefined();
    expect(present(moved.data).editArticle.campaigns).toEqual([
      { campaign: { id: gid("WritingChallenge", channel.id) }, stage: { id: gid("CampaignStage", second.id) } },
    ]);
    const count = async (stageId: number) =>
      (await client.gql(STAGE_ARTICLES, { shortHash: channel.shortHash, stage: gid("CampaignStage", stageId) })).data
        ?.campaign;
    expect(await count(stage.id)).toEqual({ articles: { totalCount: 0 } });
    expect(await count(second.id)).toEqual({ articles: { totalCount: 1 } });
  });

  it("takes an entry out of its challenge", async () => {
    const { channel, stage } = await joined();
    const article = await publishedEntry(channel.id, stage.id);
    const removed = await client.gql(EDIT, { input: { id: article.id, campaigns: [] } });
    expect(removed.errors).toBeUndefined();
    expect(present(removed.data).editArticle.campaigns).toEqual([]);
  });

  it("holds an edit to the same rules: an unapplied challenge, a missing stage, another's stage; the entry stays", async () => {
    const { channel, stage } = await joined();
    const article = await publishedEntry(channel.id, stage.id);
    const stranger = await insertChallenge("active", OPEN);
    const other = await joined();
    for (const [campaigns, code] of [
      [[entry(stranger.channel.id, stranger.stage.id)], "ACTION_FAILED"],
      [[entry(channel.id)], "BAD_USER_INPUT"],
      [[entry(channel.id, other.stage.id)], "CAMPAIGN_STAGE_NOT_FOUND"],
      [[entry(999_999)], "CAMPAIGN_NOT_FOUND"],
    ] as const) {
      expect(codeOf(await client.gql(EDIT, { input: { id: article.id, campaigns: [...campaigns] } }))).toBe(code);
    }
    const list = await client.gql(STAGE_ARTICLES, {
      shortHash: channel.shortHash,
      stage: gid("CampaignStage", stage.id),
    });
    expect(list.data?.campaign).toEqual({ articles: { totalCount: 1 } });
  });
});

const FEEDS = graphql(`
  query EntryExclusiveFeeds {
    viewer {
      recommendation {
        newest(input: { first: 10 }) {
          edges {
            node {
              id
            }
          }
        }
        hottest(input: { first: 10 }) {
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

const TOPIC = graphql(`
  query EntryExclusiveTopic($hash: String!, $sort: ArticlesSort) {
    channel(input: { shortHash: $hash }) {
      ... on TopicChannel {
        articles(input: { first: 10, sort: $sort }) {
          totalCount
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

const ELSEWHERE = graphql(`
  query EntryExclusiveElsewhere($userName: String!, $shortHash: String!) {
    user(input: { userName: $userName }) {
      articles(input: { first: 50 }) {
        edges {
          node {
            id
          }
        }
      }
    }
    campaign(input: { shortHash: $shortHash }) {
      ... on WritingChallenge {
        articles(input: { first: 10 }) {
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

describe("an exclusive challenge's entries", () => {
  /** Scores far ahead of the clock, so these lead whatever else the shared database holds. */
  const TOP = Date.now() + 500 * DAY + Math.floor(Math.random() * DAY);

  /** An entry of the author's (newest and hottest of all) in `exclusive` or not, listed in a topic channel too. */
  async function entryIn(exclusive: boolean, offset: number) {
    const { channel, campaign, stage } = await joined();
    await db().update(campaigns).set({ exclusive }).where(eq(campaigns.id, campaign.id));
    const article = await insertArticle(author.id);
    await db()
      .update(articles)
      .set({ createdAt: TOP + offset, hotScore: TOP + offset, hotAt: 1 })
      .where(eq(articles.id, article.id));
    await db().insert(campaignArticles).values({ campaignId: campaign.id, articleId: article.id, stageId: stage.id });
    return { article, channel, campaign };
  }

  it("stay out of Latest, Hottest and topic channels, and in their challenge's list and their author's profile", async () => {
    const shown = await entryIn(false, 1);
    const kept = await entryIn(true, 2);
    const topic = await insertTopicChannel();
    await db()
      .insert(channelArticles)
      .values([
        { channelId: topic.id, articleId: shown.article.id, hotScore: TOP + 1, hotAt: 1 },
        { channelId: topic.id, articleId: kept.article.id, hotScore: TOP + 2, hotAt: 1 },
      ]);
    const reader = new Client();
    const ids = (edges: readonly { node: { id: string } }[] | null | undefined) => (edges ?? []).map((e) => e.node.id);
    const [shownId, keptId] = [gid("Article", shown.article.id), gid("Article", kept.article.id)];

    const feeds = present((await reader.gql(FEEDS, {})).data?.viewer).recommendation;
    expect(ids(feeds.newest.edges)[0]).toBe(shownId);
    expect(ids(feeds.newest.edges)).not.toContain(keptId);
    expect(ids(feeds.hottest.edges)[0]).toBe(shownId);
    expect(ids(feeds.hottest.edges)).not.toContain(keptId);
    for (const sort of [null, "newest"] as const) {
      const list = (await reader.gql(TOPIC, { hash: topic.shortHash, sort })).data?.channel;
      expect(list, sort ?? "hottest").toEqual({ articles: { totalCount: 1, edges: [{ node: { id: shownId } }] } });
    }

    const elsewhere = (
      await reader.gql(ELSEWHERE, { userName: present(author.userName), shortHash: kept.channel.shortHash })
    ).data;
    expect(ids(elsewhere?.user?.articles.edges)).toContain(keptId);
    expect(elsewhere?.campaign).toEqual({ articles: { edges: [{ node: { id: keptId } }] } });
  });

  it("are left out by an index probe per article (campaign_articles_article_idx), never a scan of the entries", async () => {
    const { sql, params } = newestPage(db(), 20).toSQL();
    const plan = await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`)
      .bind(...params)
      .all<{ detail: string }>();
    const details = plan.results.map((row) => row.detail).join("\n");
    expect(details).toMatch(/SEARCH xa USING (COVERING )?INDEX campaign_articles_article_idx \(article_id=\?\)/);
    expect(details).toMatch(/SEARCH xc USING INTEGER PRIMARY KEY \(rowid=\?\)/);
    expect(details).not.toMatch(/SCAN (xa|xc)\b/);
  });

  it("join the feeds when edited out of the exclusive challenge, which purges Latest and their channels", async () => {
    const { article } = await entryIn(true, 3);
    const topic = await insertTopicChannel();
    await db().insert(channelArticles).values({ channelId: topic.id, articleId: article.id });
    client.purged = [];
    const left = await client.gql(EDIT, { input: { id: gid("Article", article.id), campaigns: [] } });
    expect(left.errors).toBeUndefined();
    expect(client.purged).toEqual(
      expect.arrayContaining([cacheTags.newest, entityTag("TopicChannel", topic.id), cacheTags.article(article.id)]),
    );
    const newest = present((await new Client().gql(FEEDS, {})).data?.viewer).recommendation.newest;
    expect((newest.edges ?? []).map((e) => e.node.id)).toContain(gid("Article", article.id));

    // entering one purges the same; moving in and out of challenges that are not exclusive leaves Latest be
    const exclusive = await joined();
    await db().update(campaigns).set({ exclusive: true }).where(eq(campaigns.id, exclusive.campaign.id));
    client.purged = [];
    await client.gql(EDIT, {
      input: { id: gid("Article", article.id), campaigns: [entry(exclusive.channel.id, exclusive.stage.id)] },
    });
    expect(client.purged).toEqual(expect.arrayContaining([cacheTags.newest, entityTag("TopicChannel", topic.id)]));
    const plain = await joined();
    const other = await publishedEntry(plain.channel.id, plain.stage.id);
    client.purged = [];
    await client.gql(EDIT, { input: { id: other.id, campaigns: [] } });
    expect(client.purged).not.toContain(cacheTags.newest);
  });
});

const USER_CAMPAIGNS = graphql(`
  query EntryUserCampaigns($userName: String!, $after: String) {
    user(input: { userName: $userName }) {
      campaigns(input: { first: 2, after: $after }) {
        totalCount
        pageInfo {
          hasNextPage
          endCursor
        }
        edges {
          node {
            id
            ... on WritingChallenge {
              shortHash
            }
          }
        }
      }
    }
  }
`);

describe("putWritingChallenge's exclusive", () => {
  it("purges Latest and the channels of its entries when it changes, and not when it stays", async () => {
    const { client: admin } = await writer({ role: "admin" });
    const { channel, campaign, stage } = await joined();
    const article = await insertArticle(author.id);
    await db().insert(campaignArticles).values({ campaignId: campaign.id, articleId: article.id, stageId: stage.id });
    const topic = await insertTopicChannel();
    await db().insert(channelArticles).values({ channelId: topic.id, articleId: article.id });
    const PUT_CHALLENGE = graphql(`
      mutation EntryExclusiveToggle($input: PutWritingChallengeInput!) {
        putWritingChallenge(input: $input) {
          id
        }
      }
    `);
    const put = async (exclusive: boolean) => {
      admin.purged = [];
      const result = await admin.gql(PUT_CHALLENGE, { input: { id: gid("WritingChallenge", channel.id), exclusive } });
      expect(result.errors).toBeUndefined();
      return admin.purged;
    };
    expect(await put(true)).toEqual(expect.arrayContaining([cacheTags.newest, entityTag("TopicChannel", topic.id)]));
    expect(await put(true)).not.toContain(cacheTags.newest);
    expect(await put(false)).toEqual(expect.arrayContaining([cacheTags.newest, entityTag("TopicChannel", topic.id)]));
  });
});

describe("User.campaigns", () => {
  it("lists the active challenges a person applied to with success, the latest application first, in pages", async () => {
    const { user } = await writer();
    const at = (days: number) => NOW - days * DAY;
    const made = async (state: "active" | "finished" | "pending", applied: number, application = "succeeded") => {
      const challenge = await insertChallenge(state, OPEN);
      await db()
        .insert(campaignParticipants)
        .values({
          campaignId: challenge.campaign.id,
          userId: user.id,
          state: application as "succeeded",
          createdAt: at(applied),
        });
      return gid("WritingChallenge", challenge.channel.id);
    };
    const oldest = await made("active", 3);
    const newest = await made("active", 1);
    const middle = await made("active", 2);
    await made("active", 0, "rejected");
    await made("finished", 0);
    await made("pending", 0);
    await insertChallenge("active", OPEN);

    const reader = new Client();
    const first = present(
      (await reader.gql(USER_CAMPAIGNS, { userName: present(user.userName) })).data?.user,
    ).campaigns;
    expect(first.totalCount).toBe(3);
    expect(first.edges?.map((e) => e.node.id)).toEqual([newest, middle]);
    expect(first.pageInfo.hasNextPage).toBe(true);
    const rest = present(
      (await reader.gql(USER_CAMPAIGNS, { userName: present(user.userName), after: first.pageInfo.endCursor })).data
        ?.user,
    ).campaigns;
    expect(rest.edges?.map((e) => e.node.id)).toEqual([oldest]);
    expect(rest.pageInfo.hasNextPage).toBe(false);
  });
});
