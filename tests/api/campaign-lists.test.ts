import { beforeAll, describe, expect, it } from "vitest";
import { type Client, codeOf, createUser, present } from "../support/api";
import { writer } from "../support/writing-fixtures";
import { graphql } from "./generated/gql";

// Lists of writing challenges (issue 35): campaigns, filtered by the state at the request's
// time, sorted by the writing period, with excludes and pages; admins' oss list holds every
// one; campaignOrganizers names the people organizing the challenges everyone sees.

const PUT = graphql(`
  mutation CampaignListsPut($input: PutWritingChallengeInput!) {
    putWritingChallenge(input: $input) {
      id
    }
  }
`);

const CAMPAIGNS = graphql(`
  query CampaignListsPage($input: CampaignsInput!) {
    campaigns(input: $input) {
      totalCount
      pageInfo {
        endCursor
        hasNextPage
      }
      edges {
        node {
          id
          state
        }
      }
    }
  }
`);

const ORGANIZERS = graphql(`
  query CampaignListsOrganizers($after: String) {
    campaignOrganizers(input: { first: 50, after: $after }) {
      totalCount
      pageInfo {
        endCursor
        hasNextPage
      }
      edges {
        node {
          userName
        }
      }
    }
  }
`);

const YEAR = 365 * 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString();
/** Writing periods far ahead, so these challenges lead the list sorted by writing period. */
const FAR = Date.UTC(2090, 0, 1);

let admin: Client;
let person: Client;
const ids: Record<string, string> = {};
let organizer: { userName: string | null; id: number };
let hiddenOrganizer: { userName: string | null; id: number };

async function put(input: Record<string, unknown>) {
  const result = await admin.gql(PUT, { input: input as never });
  expect(result.errors).toBeUndefined();
  return present(result.data).putWritingChallenge.id;
}

beforeAll(async () => {
  ({ client: admin } = await writer({ role: "admin" }));
  ({ client: person } = await writer());
  organizer = await createUser();
  hiddenOrganizer = await createUser();
  const name = (text: string) => [{ language: "en", text }];
  ids.soon = await put({
    name: name("Soon"),
    state: "active",
    writingPeriod: { start: iso(FAR) },
    organizers: [btoa(`User:${organizer.id}`)],
  });
  ids.later = await put({ name: name("Later"), state: "active", writingPeriod: { start: iso(FAR + YEAR) } });
  // active as set, but every period is over: finished at the request's time
  ids.over = await put({
    name: name("Over"),
    state: "active",
    applicationPeriod: { start: iso(Date.UTC(2020, 0, 1)), end: iso(Date.UTC(2020, 1, 1)) },
    writingPeriod: { start: iso(Date.UTC(2020, 0, 1)), end: iso(Date.UTC(2020, 2, 1)) },
  });
  ids.finished = await put({ name: name("Finished"), state: "active" });
  await put({ id: ids.finished, state: "finished" });
  ids.pending = await put({ name: name("Pending"), organizers: [btoa(`User:${hiddenOrganizer.id}`)] });
  ids.archived = await put({ name: name("Archived"), state: "active" });
  await put({ id: ids.archived, state: "finished" });
  await put({ id: ids.archived, state: "archived" });
});

/** Every page of the list, in order. */
async function all(client: Client, input: Record<string, unknown>) {
  const nodes: { id: string; state: string }[] = [];
  let after: string | null | undefined;
  let total = 0;
  do {
    const result = await client.gql(CAMPAIGNS, { input: { ...input, first: 50, after } as never });
    expect(result.errors).toBeUndefined();
    const page = present(result.data).campaigns;
    nodes.push(...(page.edges ?? []).map((e) => e.node));
    total = page.totalCount;
    after = page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null;
  } while (after);
  expect(nodes).toHaveLength(total);
  return nodes;
}

const mine = (nodes: { id: string }[]) => nodes.map((n) => n.id).filter((id) => Object.values(ids).includes(id));
const named = (...keys: string[]) => keys.map((key) => ids[key]);

describe("campaigns", () => {
  it("lists the challenges everyone sees, newest first, with their state now; never pending or archived ones", async () => {
    const nodes = await all(person, {});
    expect(mine(nodes)).toEqual(named("finished", "over", "later", "soon"));
    const states = Object.fromEntries(nodes.map((n) => [n.id, n.state]));
    expect(states[ids.over as string]).toBe("finished");
    expect(states[ids.soon as string]).toBe("pending");
  });

  it("filters by the state at the request's time: an active one whose periods have all ended is finished", async () => {
    expect(mine(await all(person, { filter: { state: "active" } }))).toEqual(named("later", "soon"));
    expect(mine(await all(person, { filter: { state: "finished" } }))).toEqual(named("finished", "over"));
  });

  it("sorts by the start of writing, latest first, leaves out the excluded, and pages", async () => {
    const sorted = await all(person, { filter: { sort: "writingPeriod" } });
    expect(sorted.slice(0, 2).map((n) => n.id)).toEqual(named("later", "soon"));
    const excluded = await all(person, { filter: { sort: "writingPeriod", excludes: named("later") } });
    expect(excluded[0]?.id).toBe(ids.soon);
    expect(excluded.map((n) => n.id)).not.toContain(ids.later);

    const first = present(
      (await person.gql(CAMPAIGNS, { input: { first: 1, filter: { sort: "writingPeriod" } } })).data,
    ).campaigns;
    expect(first.edges?.map((e) => e.node.id)).toEqual(named("later"));
    expect(first.pageInfo.hasNextPage).toBe(true);
    expect(first.totalCount).toBe(sorted.length);
    const second = present(
      (
        await person.gql(CAMPAIGNS, {
          input: { first: 1, after: first.pageInfo.endCursor, filter: { sort: "writingPeriod" } },
        })
      ).data,
    ).campaigns;
    expect(second.edges?.map((e) => e.node.id)).toEqual(named("soon"));
  });

  it("gives admins every challenge with oss, and refuses oss to anyone else (FORBIDDEN)", async () => {
    expect(mine(await all(admin, { oss: true }))).toEqual(
      named("archived", "pending", "finished", "over", "later", "soon"),
    );
    expect(codeOf(await person.gql(CAMPAIGNS, { input: { oss: true } }))).toBe("FORBIDDEN");
  });
});

describe("campaignOrganizers", () => {
  it("names the organizers of challenges everyone sees, not those of a pending one", async () => {
    const names: (string | null)[] = [];
    let after: string | null | undefined;
    do {
      const page = present((await person.gql(ORGANIZERS, { after })).data).campaignOrganizers;
      names.push(...(page.edges ?? []).map((e) => e.node.userName));
      after = page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null;
    } while (after);
    expect(names).toContain(organizer.userName);
    expect(names).not.toContain(hiddenOrganizer.userName);
  });
});
