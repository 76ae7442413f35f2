import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { campaignParticipants, campaignStages, drafts } from "@/server/db/schema";
import { type Client, codeOf, db, present } from "../support/api";
import { dbId } from "../support/global-ids";
import {
  applied,
  type ChallengePeriods,
  gid,
  inNewWindow,
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
