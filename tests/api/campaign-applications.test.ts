import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { campaignParticipants } from "@/server/db/schema";
import { type Client, codeOf, db, present } from "../support/api";
import { type ChallengePeriods, fromNewIp, gid, insertChallenge, writer } from "../support/writing-fixtures";
import { graphql } from "./generated/gql";

// Applying to a writing challenge (issue 35): only to an active one whose application period
// has begun, by an active person with a user name; approved at once; once, however many calls
// arrive together; after the period's end still taken, marked late. Admins reject and approve
// again.

const APPLY = graphql(`
  mutation CampaignApply($id: ID!) {
    applyCampaign(input: { id: $id }) {
      id
      ... on WritingChallenge {
        application {
          state
          createdAt
        }
      }
    }
  }
`);

const SET_STATE = graphql(`
  mutation CampaignApplicationState($input: UpdateCampaignApplicationStateInput!) {
    updateCampaignApplicationState(input: $input) {
      id
    }
  }
`);

const PARTICIPANTS = graphql(`
  query CampaignParticipants($shortHash: String!, $oss: Boolean) {
    campaign(input: { shortHash: $shortHash }) {
      ... on WritingChallenge {
        application {
          state
        }
        participants(input: { first: 20, oss: $oss }) {
          totalCount
          edges {
            application {
              state
            }
            node {
              userName
            }
          }
        }
      }
    }
  }
`);

const DAY = 86_400_000;
const NOW = Date.now();
const around = (application: [number, number], writing: [number, number]): ChallengePeriods => ({
  applicationStart: NOW + application[0] * DAY,
  applicationEnd: NOW + application[1] * DAY,
  writingStart: NOW + writing[0] * DAY,
  writingEnd: NOW + writing[1] * DAY,
});
const OPEN = around([-5, 5], [-1, 20]);

let admin: Client;
beforeAll(async () => {
  ({ client: admin } = await writer({ role: "admin" }));
});

async function person() {
  const { user, client } = await writer();
  return { user, client: client.at(NOW) };
}

const rowOf = async (campaignId: number, userId: number) =>
  (
    await db()
      .select()
      .from(campaignParticipants)
      .where(and(eq(campaignParticipants.campaignId, campaignId), eq(campaignParticipants.userId, userId)))
  )[0];

describe("applyCampaign", () => {
  it("approves an application at once: the challenge shows it to the applicant and lists them", async () => {
    const { channel, campaign } = await insertChallenge("active", OPEN);
    const { user, client } = await person();
    const result = await client.gql(APPLY, { id: gid("WritingChallenge", channel.id) });
    expect(result.errors).toBeUndefined();
    expect(present(result.data).applyCampaign).toMatchObject({
      id: gid("WritingChallenge", channel.id),
      application: { state: "succeeded", createdAt: new Date(NOW).toISOString() },
    });
    expect((await rowOf(campaign.id, user.id))?.late).toBe(false);
    const read = present((await client.gql(PARTICIPANTS, { shortHash: channel.shortHash })).data).campaign;
    expect(read).toMatchObject({
      application: { state: "succeeded" },
      participants: {
        totalCount: 1,
        edges: [{ application: { state: "succeeded" }, node: { userName: user.userName } }],
      },
    });
  });

  it("takes ten calls at once as one application", async () => {
    const { channel, campaign } = await insertChallenge("active", OPEN);
    const { user, client } = await person();
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        fromNewIp(client)
          .at(NOW)
          .gql(APPLY, { id: gid("WritingChallenge", channel.id) }),
      ),
    );
    expect(results.map((r) => r.errors)).toEqual(Array(10).fill(undefined));
    const rows = await db().select().from(campaignParticipants).where(eq(campaignParticipants.campaignId, campaign.id));
    expect(rows.map((r) => r.userId)).toEqual([user.id]);
  });

  it("takes an application after the application period's end, marked late", async () => {
    const { channel, campaign } = await insertChallenge("active", around([-20, -2], [-10, 20]));
    const { user, client } = await person();
    const result = await client.gql(APPLY, { id: gid("WritingChallenge", channel.id) });
    expect(result.errors).toBeUndefined();
    expect(present(result.data).applyCampaign).toMatchObject({ application: { state: "succeeded" } });
    expect((await rowOf(campaign.id, user.id))?.late).toBe(true);
  });

  it.each([
    ["pending", "pending", OPEN],
    ["finished", "finished", OPEN],
    ["archived", "archived", OPEN],
    ["active with every period over", "active", around([-30, -20], [-25, -1])],
  ] as const)("refuses a %s challenge (FORBIDDEN_BY_TARGET_STATE) and writes nothing", async (_name, state, when) => {
    const { channel, campaign } = await insertChallenge(state, when);
    const { user, client } = await person();
    expect(codeOf(await client.gql(APPLY, { id: gid("WritingChallenge", channel.id) }))).toBe(
      "FORBIDDEN_BY_TARGET_STATE",
    );
    expect(await rowOf(campaign.id, user.id)).toBeUndefined();
  });

  it("refuses before the application period begins (FORBIDDEN)", async () => {
    const { channel, campaign } = await insertChallenge("active", around([2, 10], [5, 20]));
    const { user, client } = await person();
    expect(codeOf(await client.gql(APPLY, { id: gid("WritingChallenge", channel.id) }))).toBe("FORBIDDEN");
    expect(await rowOf(campaign.id, user.id)).toBeUndefined();
  });

  it("refuses someone without a user name (FORBIDDEN_BY_STATE)", async () => {
    const { channel, campaign } = await insertChallenge("active", OPEN);
    const { user, client } = await writer({ userName: null });
    expect(codeOf(await client.at(NOW).gql(APPLY, { id: gid("WritingChallenge", channel.id) }))).toBe(
      "FORBIDDEN_BY_STATE",
    );
    expect(await rowOf(campaign.id, user.id)).toBeUndefined();
  });

  it("answers CAMPAIGN_NOT_FOUND for an id that is no challenge's", async () => {
    const { client } = await person();
    expect(codeOf(await client.gql(APPLY, { id: gid("WritingChallenge", 999_999_999) }))).toBe("CAMPAIGN_NOT_FOUND");
  });
});

describe("updateCampaignApplicationState", () => {
  it("lets an admin reject an application and approve it again; a rejected one leaves the participants", async () => {
    const { channel } = await insertChallenge("active", OPEN);
    const { user, client } = await person();
    await client.gql(APPLY, { id: gid("WritingChallenge", channel.id) });
    const set = (state: "rejected" | "succeeded") =>
      admin.gql(SET_STATE, {
        input: { campaign: gid("WritingChallenge", channel.id), user: gid("User", user.id), state },
      });

    expect((await set("rejected")).errors).toBeUndefined();
    const seen = present((await client.gql(PARTICIPANTS, { shortHash: channel.shortHash })).data).campaign;
    expect(seen).toMatchObject({ application: { state: "rejected" }, participants: { totalCount: 0, edges: [] } });
    // applying again changes nothing: the admins' word stands
    await client.gql(APPLY, { id: gid("WritingChallenge", channel.id) });
    const oss = present((await admin.gql(PARTICIPANTS, { shortHash: channel.shortHash, oss: true })).data).campaign;
    expect(oss).toMatchObject({
      participants: {
        totalCount: 1,
        edges: [{ application: { state: "rejected" }, node: { userName: user.userName } }],
      },
    });

    expect((await set("succeeded")).errors).toBeUndefined();
    const back = present((await client.gql(PARTICIPANTS, { shortHash: channel.shortHash })).data).campaign;
    expect(back).toMatchObject({ application: { state: "succeeded" }, participants: { totalCount: 1 } });
  });

  it("answers ENTITY_NOT_FOUND for someone who has not applied, and keeps the oss list to admins (FORBIDDEN)", async () => {
    const { channel } = await insertChallenge("active", OPEN);
    const { user, client } = await person();
    const result = await admin.gql(SET_STATE, {
      input: { campaign: gid("WritingChallenge", channel.id), user: gid("User", user.id), state: "rejected" },
    });
    expect(codeOf(result)).toBe("ENTITY_NOT_FOUND");
    expect(codeOf(await client.gql(PARTICIPANTS, { shortHash: channel.shortHash, oss: true }))).toBe("FORBIDDEN");
  });
});
