import { beforeAll, describe, expect, it } from "vitest";
import { type Client, codeOf, present } from "../support/api";
import { applied, type ChallengePeriods, fromNewIp, gid, insertChallenge, writer } from "../support/writing-fixtures";

// A writing challenge's state is the one its editors set, taken to the time of the request: an
// active challenge before its first period has not started, and one whose periods have all
// ended is finished. A draft may enter only a challenge open at that time (ACTION_FAILED, as
// upstream), and publishing checks again, so a challenge that closed after it was chosen takes
// no entry. The other rules of entering are campaign-entries.test.ts's.

const DAY = 86_400_000;
/** The requests' time: the periods are placed around it. */
const NOW = Date.now();

const STATE = `query($hash: String!) { channel(input: { shortHash: $hash }) { ... on WritingChallenge { state } } }`;
const PUT = `mutation($input: PutDraftInput!) { putDraft(input: $input) { id campaigns { campaign { id } } } }`;
const PUBLISH = `mutation($id: ID!) { publishArticle(input: { id: $id }) { publishState } }`;

/** A challenge with sign-up and writing periods, each given as days from NOW (null: no end). */
function periods(application: [number, number | null], writing: [number, number | null]): ChallengePeriods {
  const at = (days: number | null) => (days === null ? null : NOW + days * DAY);
  return {
    applicationStart: at(application[0]),
    applicationEnd: at(application[1]),
    writingStart: at(writing[0]),
    writingEnd: at(writing[1]),
  };
}

/** Read by an admin: pending and archived challenges are hidden from everyone else (writing-challenges.test.ts). */
let admin: Promise<Client> | undefined;
async function stateOf(shortHash: string, now = NOW) {
  admin ??= writer({ role: "admin" }).then(({ client }) => client);
  const result = await fromNewIp(await admin)
    .at(now)
    .gql<{ channel: { state: string } }>(STATE, { hash: shortHash });
  expect(result.errors).toBeUndefined();
  return present(result.data?.channel).state;
}

describe("WritingChallenge.state", () => {
  it.each([
    ["active, within its periods", "active", periods([-10, 5], [-3, 20]), "active"],
    ["active, before its sign-up opens", "active", periods([2, 10], [5, 30]), "pending"],
    ["active, sign-up closed and writing still open", "active", periods([-30, -10], [-20, 3]), "active"],
    ["active, every period ended", "active", periods([-40, -20], [-30, -1]), "finished"],
    ["active, writing with no end", "active", periods([-40, -20], [-30, null]), "active"],
    ["active, with no periods", "active", {}, "active"],
    ["set to finished, periods still open", "finished", periods([-10, 5], [-3, 20]), "finished"],
    ["archived", "archived", periods([-40, -20], [-30, -1]), "archived"],
    ["pending, periods running", "pending", periods([-10, 5], [-3, 20]), "pending"],
  ] as const)("%s: %s", async (_name, set, when, expected) => {
    const { channel } = await insertChallenge(set, when);
    expect(await stateOf(channel.shortHash)).toBe(expected);
  });

  it("is finished from the moment its last period ends, not before", async () => {
    const { channel } = await insertChallenge("active", periods([-30, -10], [-20, 1]));
    expect(await stateOf(channel.shortHash, NOW + DAY - 1)).toBe("active");
    expect(await stateOf(channel.shortHash, NOW + DAY)).toBe("finished");
  });
});

describe("entering a challenge", () => {
  let client: Client;
  let userId: number;
  beforeAll(async () => {
    let user: { id: number };
    ({ client, user } = await writer());
    userId = user.id;
    client.at(NOW);
  });

  /** A challenge the writer applied to. */
  async function joined(set: "active", when: ChallengePeriods) {
    const challenge = await insertChallenge(set, when);
    await applied(challenge.campaign.id, userId);
    return challenge;
  }

  const enter = (channelId: number, id?: string) =>
    client.gql<{ putDraft: { id: string; campaigns: { campaign: { id: string } }[] } }>(PUT, {
      input: {
        ...(id ? { id } : { title: "An entry", content: "<p>Words by the water</p>" }),
        campaigns: [{ campaign: gid("WritingChallenge", channelId) }],
      },
    });

  it("takes a draft into an open challenge", async () => {
    const { channel } = await joined("active", periods([-10, 5], [-3, 20]));
    const result = await enter(channel.id);
    expect(result.errors).toBeUndefined();
    expect(result.data?.putDraft.campaigns).toEqual([{ campaign: { id: gid("WritingChallenge", channel.id) } }]);
  });

  it("refuses one whose periods have ended, or not begun (ACTION_FAILED), and keeps the draft as it was", async () => {
    const draft = present(
      (await client.gql<{ putDraft: { id: string } }>(PUT, { input: { title: "Kept" } })).data,
    ).putDraft;
    for (const when of [periods([-40, -20], [-30, -1]), periods([2, 10], [5, 30])]) {
      const { channel } = await joined("active", when);
      expect(codeOf(await enter(channel.id, draft.id))).toBe("ACTION_FAILED");
    }
    const read = await client.gql<{ node: { campaigns: unknown[] } }>(
      `query($id: ID!) { node(input: { id: $id }) { ... on Draft { campaigns { campaign { id } } } } }`,
      { id: draft.id },
    );
    expect(read.data?.node.campaigns).toEqual([]);
  });

  it("refuses to publish a draft whose challenge closed after it was chosen", async () => {
    const { channel } = await joined("active", periods([-10, 2], [-3, 2]));
    const entered = await enter(channel.id);
    const id = present(entered.data).putDraft.id;
    const later = fromNewIp(client).at(NOW + 3 * DAY);
    expect(codeOf(await later.gql(PUBLISH, { id }))).toBe("ACTION_FAILED");
  });
});
