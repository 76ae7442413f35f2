import { and, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { circleFollows, circleMembers, circlePrices, circles, features } from "@/server/db/schema";
import { Client, codeOf, createUser, db, present, signIn } from "../support/api";
import { dbId } from "../support/global-ids";
import { png, uploadFile } from "../support/media";
import { insertArticle } from "../support/writing-fixtures";
import { graphql } from "./generated/gql";

// Circles, part one (issue 34): putCircle's rules and error codes, the circle as the API shows
// it, and following it.

const PUT = `mutation($input: PutCircleInput!) {
  putCircle(input: $input) {
    id name displayName description avatar cover state createdAt updatedAt
    owner { userName }
    prices { id amount currency state circle { name } }
  }
}`;
const FOLLOW = `mutation($id: ID!, $enabled: Boolean) {
  toggleFollowCircle(input: { id: $id, enabled: $enabled }) { id isFollower followers(input: { first: 10 }) { totalCount edges { node { userName } } } }
}`;
const CIRCLE = `query($name: String!) {
  circle(input: { name: $name }) {
    id name displayName description avatar cover state
    owner { userName ownCircles { name } }
    prices { amount currency state }
    isFollower isMember
    followers(input: { first: 10 }) { totalCount edges { node { userName } } }
    members(input: { first: 10 }) { totalCount edges { node { user { userName } price { amount } } } }
    works(input: { first: 2 }) { totalCount pageInfo { hasNextPage endCursor } edges { node { title } } }
  }
}`;

const WORKS = graphql(`
  query CircleTestWorks($name: String!, $after: String) {
    circle(input: { name: $name }) {
      works(input: { first: 2, after: $after }) {
        totalCount
        pageInfo {
          hasNextPage
          endCursor
        }
        edges {
          node {
            title
          }
        }
      }
    }
  }
`);
const MEMBERS = graphql(`
  query CircleTestMembers($name: String!) {
    circle(input: { name: $name }) {
      isMember
      members(input: { first: 10 }) {
        totalCount
        edges {
          node {
            user {
              userName
            }
            price {
              amount
            }
          }
        }
      }
    }
  }
`);
const FOLLOW_TOGGLE = graphql(`
  mutation CircleTestFollow($id: ID!, $enabled: Boolean) {
    toggleFollowCircle(input: { id: $id, enabled: $enabled }) {
      id
      isFollower
      followers(input: { first: 10 }) {
        totalCount
        edges {
          node {
            userName
          }
        }
      }
    }
  }
`);
const FOLLOWING = graphql(`
  query CircleTestFollowing {
    viewer {
      following {
        circles(input: { first: 5 }) {
          totalCount
          edges {
            node {
              name
            }
          }
        }
      }
    }
  }
`);

type PutResult = {
  putCircle: {
    id: string;
    name: string;
    displayName: string;
    description: string | null;
    avatar: string | null;
    cover: string | null;
    state: string;
    owner: { userName: string };
    prices: { id: string; amount: number; currency: string; state: string; circle: { name: string } }[];
  };
};

async function setFeature(enabled: boolean) {
  await db()
    .insert(features)
    .values({ name: "circle_management", flag: enabled ? "on" : "off" })
    .onConflictDoUpdate({ target: features.name, set: { flag: enabled ? "on" : "off" } });
}

let seq = 0;
/** A circle name no other test has used. */
const freshName = (prefix = "c") => `${prefix}${Date.now().toString(36)}${(seq++).toString(36)}`.slice(0, 20);

async function owner() {
  const user = await createUser();
  return { user, client: await signIn(present(user.email)) };
}

const put = (client: Client, input: Record<string, unknown>) => client.gql<PutResult>(PUT, { input });
const create = (client: Client, extra: Record<string, unknown> = {}) =>
  put(client, { name: freshName(), displayName: "Reading room", amount: 20, ...extra });

async function upload(client: Client, type: string) {
  const result = await uploadFile(
    client,
    { type, entityType: "user" },
    { bytes: await png(64, 64), name: "a.png", type: "image/png" },
  );
  expect(result.errors).toBeUndefined();
  return present(result.data).singleFileUpload;
}

beforeEach(async () => {
  await setFeature(true);
});

describe("putCircle: creating", () => {
  it("makes a circle with its price, avatar and cover, and the circle query finds it by name in any case", async () => {
    const { user, client } = await owner();
    const avatar = await upload(client, "circleAvatar");
    const cover = await upload(client, "circleCover");
    const name = freshName("Room_");
    const result = await put(client, {
      name,
      displayName: " My  room ",
      description: "Notes, early.",
      amount: 35.5,
      avatar: avatar.id,
      cover: cover.id,
    });
    expect(result.errors).toBeUndefined();
    const circle = present(result.data).putCircle;
    expect(circle).toMatchObject({
      name,
      displayName: "My room",
      description: "Notes, early.",
      avatar: avatar.path,
      cover: cover.path,
      state: "active",
      owner: { userName: user.userName },
    });
    expect(circle.prices).toEqual([
      { id: expect.any(String), amount: 35.5, currency: "HKD", state: "active", circle: { name } },
    ]);

    const visitor = await new Client().gql<{
      circle: { name: string; owner: { ownCircles: { name: string }[] }; prices: unknown[] } | null;
    }>(CIRCLE, { name: `~${name.toLowerCase()}` });
    expect(visitor.errors).toBeUndefined();
    expect(present(visitor.data).circle).toMatchObject({
      name,
      owner: { ownCircles: [{ name }] },
      prices: [{ amount: 35.5, currency: "HKD", state: "active" }],
    });
    const node = await client.gql<{ node: { __typename: string; name: string } }>(
      `query($id: ID!) { node(input: { id: $id }) { __typename ... on Circle { name } } }`,
      { id: circle.id },
    );
    expect(present(node.data).node).toEqual({ __typename: "Circle", name });
  });

  it("answers null for a name no circle has", async () => {
    const { client } = await owner();
    const result = await client.gql<{ circle: unknown }>(CIRCLE, { name: freshName("none") });
    expect(result.errors).toBeUndefined();
    expect(present(result.data).circle).toBeNull();
  });

  it("is FORBIDDEN without a user name, and while circle_management is off; nothing is written", async () => {
    const nameless = await createUser({ userName: null });
    const client = await signIn(present(nameless.email));
    expect(codeOf(await create(client))).toBe("FORBIDDEN");
    const { user, client: named } = await owner();
    await setFeature(false);
    expect(codeOf(await create(named))).toBe("FORBIDDEN");
    const rows = await db().select().from(circles).where(eq(circles.ownerId, user.id));
    expect(rows).toEqual([]);
  });

  it("asks a visitor to sign in", async () => {
    expect(codeOf(await create(new Client()))).toBe("UNAUTHENTICATED");
  });

  it.each([
    ["a", "NAME_INVALID"],
    ["x".repeat(21), "NAME_INVALID"],
    ["has-dash", "NAME_INVALID"],
    ["中文名字", "NAME_INVALID"],
    ["Admin", "NAME_INVALID"],
    ["me", "NAME_INVALID"],
  ])("refuses the name %j with %s", async (name, code) => {
    const { client } = await owner();
    expect(codeOf(await create(client, { name }))).toBe(code);
  });

  it("takes names of 2 and 20 characters", async () => {
    const a = await owner();
    const two = `${Math.random().toString(36).slice(2, 3)}${seq++ % 10}`;
    const result = await create(a.client, { name: two });
    // two characters may be taken by an earlier run's circle; the rule itself must not refuse it
    expect(["NAME_EXISTS", undefined]).toContain(codeOf(result));
    const b = await owner();
    const twenty = freshName("t").padEnd(20, "_");
    expect((await create(b.client, { name: twenty })).errors).toBeUndefined();
  });

  it.each([
    ["x", "DISPLAYNAME_INVALID"],
    ["1234567890123", "DISPLAYNAME_INVALID"],
    ["   ", "DISPLAYNAME_INVALID"],
    ["a\u202eb", "DISPLAYNAME_INVALID"],
  ])("refuses the display name %j with %s", async (displayName, code) => {
    const { client } = await owner();
    expect(codeOf(await create(client, { displayName }))).toBe(code);
  });

  it("takes a display name of 12 characters, Chinese ones too, and a description of 200", async () => {
    const { client } = await owner();
    const result = await create(client, { displayName: "讀書會讀書會讀書會讀書會", description: "字".repeat(200) });
    expect(result.errors).toBeUndefined();
    expect(present(result.data).putCircle.displayName).toBe("讀書會讀書會讀書會讀書會");
  });

  it("refuses a description over 200 characters", async () => {
    const { client } = await owner();
    expect(codeOf(await create(client, { description: "字".repeat(201) }))).toBe("BAD_USER_INPUT");
  });

  it.each([
    [19.99, "PAYMENT_AMOUNT_TOO_SMALL"],
    [5000.01, "PAYMENT_REACH_MAXIMUM_LIMIT"],
    [20.001, "PAYMENT_AMOUNT_INVALID"],
    [0, "BAD_USER_INPUT"],
  ])("refuses the price %d with %s", async (amount, code) => {
    const { user, client } = await owner();
    expect(codeOf(await create(client, { amount }))).toBe(code);
    expect(await db().select().from(circles).where(eq(circles.ownerId, user.id))).toEqual([]);
  });

  it("takes the prices 20 and 5000", async () => {
    for (const amount of [20, 5000]) {
      const { client } = await owner();
      const result = await create(client, { amount });
      expect(result.errors).toBeUndefined();
      expect(present(result.data).putCircle.prices?.[0]?.amount).toBe(amount);
    }
  });

  it("needs a name, a display name and a price", async () => {
    const { client } = await owner();
    expect(codeOf(await put(client, { displayName: "Room", amount: 20 }))).toBe("BAD_USER_INPUT");
    expect(codeOf(await put(client, { name: freshName(), amount: 20 }))).toBe("BAD_USER_INPUT");
    expect(codeOf(await put(client, { name: freshName(), displayName: "Room" }))).toBe("BAD_USER_INPUT");
  });

  it("takes only the owner's own circleAvatar and circleCover uploads (ASSET_NOT_FOUND)", async () => {
    const { client } = await owner();
    const other = await owner();
    const othersAvatar = await upload(other.client, "circleAvatar");
    const ownCover = await upload(client, "circleCover");
    const ownProfileAvatar = await upload(client, "avatar");
    expect(codeOf(await create(client, { avatar: othersAvatar.id }))).toBe("ASSET_NOT_FOUND");
    // a cover given as the avatar, an avatar of the person's profile
    expect(codeOf(await create(client, { avatar: ownCover.id }))).toBe("ASSET_NOT_FOUND");
    expect(codeOf(await create(client, { avatar: ownProfileAvatar.id }))).toBe("ASSET_NOT_FOUND");
    expect(codeOf(await create(client, { cover: othersAvatar.id }))).toBe("ASSET_NOT_FOUND");
  });

  it("answers NAME_EXISTS for a name another circle has, in any case", async () => {
    const a = await owner();
    const name = freshName("dup");
    expect((await create(a.client, { name })).errors).toBeUndefined();
    const b = await owner();
    expect(codeOf(await create(b.client, { name: name.toUpperCase() }))).toBe("NAME_EXISTS");
  });

  it("makes one active circle an owner: a second is CIRCLE_CREATION_REACH_LIMIT", async () => {
    const { user, client } = await owner();
    expect((await create(client)).errors).toBeUndefined();
    expect(codeOf(await create(client))).toBe("CIRCLE_CREATION_REACH_LIMIT");
    expect(await db().select().from(circles).where(eq(circles.ownerId, user.id))).toHaveLength(1);
  });

  it("makes one circle of ten sent at once, with one price", async () => {
    const { user, client } = await owner();
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => create(client, { name: freshName(`p${i}`) })),
    );
    const made = results.filter((r) => !r.errors);
    expect(made).toHaveLength(1);
    expect(results.filter((r) => codeOf(r) === "CIRCLE_CREATION_REACH_LIMIT")).toHaveLength(9);
    const rows = await db().select().from(circles).where(eq(circles.ownerId, user.id));
    expect(rows).toHaveLength(1);
    const prices = await db()
      .select()
      .from(circlePrices)
      .where(eq(circlePrices.circleId, present(rows[0]).id));
    expect(prices).toHaveLength(1);
  });

  it("gives one name to one circle of those asking for it at once", async () => {
    const name = freshName("race");
    const owners = await Promise.all(Array.from({ length: 5 }, () => owner()));
    const results = await Promise.all(owners.map((o) => create(o.client, { name })));
    expect(results.filter((r) => !r.errors)).toHaveLength(1);
    expect(results.filter((r) => codeOf(r) === "NAME_EXISTS")).toHaveLength(4);
  });

  it("lets an owner whose circle is archived make a new one", async () => {
    const { user, client } = await owner();
    const first = present((await create(client)).data).putCircle;
    await db()
      .update(circles)
      .set({ state: "archived" })
      .where(eq(circles.id, dbId(first.id)));
    expect((await create(client)).errors).toBeUndefined();
    expect(await db().select().from(circles).where(eq(circles.ownerId, user.id))).toHaveLength(2);
  });
});

describe("putCircle: editing", () => {
  it("changes the fields given and keeps the others", async () => {
    const { client } = await owner();
    const made = present((await create(client, { description: "Before" })).data).putCircle;
    const avatar = await upload(client, "circleAvatar");
    const name = freshName("renamed");
    const result = await put(client, { id: made.id, name, displayName: "New room", avatar: avatar.id });
    expect(result.errors).toBeUndefined();
    expect(present(result.data).putCircle).toMatchObject({
      id: made.id,
      name,
      displayName: "New room",
      description: "Before",
      avatar: avatar.path,
      prices: [{ amount: 20 }],
    });
    const old = await client.gql<{ circle: unknown }>(CIRCLE, { name: made.name });
    expect(present(old.data).circle).toBeNull();
  });

  it("answers DUPLICATE_CIRCLE for another circle's name, and keeps its own", async () => {
    const a = await owner();
    const b = await owner();
    const taken = present((await create(a.client)).data).putCircle;
    const mine = present((await create(b.client)).data).putCircle;
    expect(codeOf(await put(b.client, { id: mine.id, name: taken.name.toUpperCase() }))).toBe("DUPLICATE_CIRCLE");
    // its own name in another case is no duplicate
    const recased = await put(b.client, { id: mine.id, name: mine.name.toUpperCase() });
    expect(recased.errors).toBeUndefined();
  });

  it("keeps the price once set: another amount is FORBIDDEN and nothing else of the call is written", async () => {
    const { client } = await owner();
    const made = present((await create(client)).data).putCircle;
    const result = await put(client, { id: made.id, amount: 30, displayName: "Changed" });
    expect(codeOf(result)).toBe("FORBIDDEN");
    const [row] = await db()
      .select()
      .from(circles)
      .where(eq(circles.id, dbId(made.id)));
    expect(row?.displayName).toBe("Reading room");
    const prices = await db()
      .select()
      .from(circlePrices)
      .where(eq(circlePrices.circleId, dbId(made.id)));
    expect(prices.map((p) => p.amount)).toEqual([20]);
  });

  it("sets the price of a circle that has none, once, however many ask at once", async () => {
    const { user, client } = await owner();
    const [row] = await db()
      .insert(circles)
      .values({ ownerId: user.id, name: freshName("bare"), displayName: "Bare" })
      .returning();
    const id = btoa(`Circle:${present(row).id}`);
    const results = await Promise.all([25, 30, 35, 40].map((amount) => put(client, { id, amount })));
    expect(results.filter((r) => !r.errors)).toHaveLength(1);
    expect(results.filter((r) => codeOf(r) === "FORBIDDEN")).toHaveLength(3);
    const prices = await db()
      .select()
      .from(circlePrices)
      .where(eq(circlePrices.circleId, present(row).id));
    expect(prices).toHaveLength(1);
  });

  it("is the owner's alone: anyone else is FORBIDDEN, an unknown id CIRCLE_NOT_FOUND", async () => {
    const a = await owner();
    const b = await owner();
    const made = present((await create(a.client)).data).putCircle;
    expect(codeOf(await put(b.client, { id: made.id, displayName: "Mine now" }))).toBe("FORBIDDEN");
    expect(codeOf(await put(b.client, { id: btoa("Circle:999999"), displayName: "Room" }))).toBe("CIRCLE_NOT_FOUND");
  });

  it("checks every field when editing too", async () => {
    const { client } = await owner();
    const made = present((await create(client)).data).putCircle;
    expect(codeOf(await put(client, { id: made.id, name: "no way" }))).toBe("NAME_INVALID");
    expect(codeOf(await put(client, { id: made.id, displayName: "x" }))).toBe("DISPLAYNAME_INVALID");
    expect(codeOf(await put(client, { id: made.id, cover: btoa("Asset:999999") }))).toBe("ASSET_NOT_FOUND");
  });
});

describe("the circle's fields", () => {
  it("lists the owner's published articles as its works, newest first, a page at a time", async () => {
    const { user, client } = await owner();
    const made = present((await create(client)).data).putCircle;
    const titles: string[] = [];
    // one after another: the newest is the last made
    for (let i = 0; i < 3; i++) titles.push((await insertArticle(user.id)).title);
    await insertArticle(user.id, "archived");
    const first = present(present((await client.gql(WORKS, { name: made.name })).data).circle).works;
    expect(first.totalCount).toBe(3);
    expect(first.edges?.map((e) => e.node.title)).toEqual([titles[2], titles[1]]);
    expect(first.pageInfo.hasNextPage).toBe(true);
    const next = await client.gql(WORKS, { name: made.name, after: first.pageInfo.endCursor });
    expect(present(present(next.data).circle).works.edges?.map((e) => e.node.title)).toEqual([titles[0]]);
  });

  it("answers members from the memberships that exist: active and trialing count, others do not", async () => {
    const { client } = await owner();
    const made = present((await create(client)).data).putCircle;
    const [active, trial, canceled] = await Promise.all([createUser(), createUser(), createUser()]);
    const circleId = dbId(made.id);
    await db()
      .insert(circleMembers)
      .values([
        { circleId, userId: present(active).id, state: "active" },
        { circleId, userId: present(trial).id, state: "trialing" },
        { circleId, userId: present(canceled).id, state: "canceled" },
      ]);
    const seen = present(present((await client.gql(MEMBERS, { name: made.name })).data).circle);
    expect(seen.isMember).toBe(false);
    expect(seen.members.totalCount).toBe(2);
    expect(seen.members.edges?.map((e) => e.node.user?.userName).sort()).toEqual(
      [active?.userName, trial?.userName].sort(),
    );
    expect(seen.members.edges?.every((e) => e.node.price.amount === 20)).toBe(true);
    const member = await signIn(present(trial?.email));
    expect(present(present((await member.gql(MEMBERS, { name: made.name })).data).circle).isMember).toBe(true);
    const former = await signIn(present(canceled?.email));
    expect(present(present((await former.gql(MEMBERS, { name: made.name })).data).circle).isMember).toBe(false);
  });
});

describe("toggleFollowCircle", () => {
  it("follows and unfollows; following twice leaves one follow; the reader's following.circles lists it", async () => {
    const a = await owner();
    const made = present((await create(a.client)).data).putCircle;
    const reader = await owner();
    const on = await reader.client.gql(FOLLOW_TOGGLE, { id: made.id, enabled: true });
    expect(on.errors).toBeUndefined();
    expect(present(on.data).toggleFollowCircle).toMatchObject({
      isFollower: true,
      followers: { totalCount: 1, edges: [{ node: { userName: reader.user.userName } }] },
    });
    const again = await Promise.all(
      [1, 2, 3].map(() => reader.client.gql(FOLLOW_TOGGLE, { id: made.id, enabled: true })),
    );
    expect(again.every((r) => !r.errors)).toBe(true);
    const rows = await db()
      .select()
      .from(circleFollows)
      .where(and(eq(circleFollows.circleId, dbId(made.id)), eq(circleFollows.userId, reader.user.id)));
    expect(rows).toHaveLength(1);
    const following = await reader.client.gql(FOLLOWING);
    expect(present(present(following.data).viewer).following.circles).toEqual({
      totalCount: 1,
      edges: [{ node: { name: made.name } }],
    });
    // without `enabled` it turns the follow around
    const off = await reader.client.gql(FOLLOW_TOGGLE, { id: made.id });
    expect(present(off.data).toggleFollowCircle).toMatchObject({ isFollower: false, followers: { totalCount: 0 } });
  });

  it("answers CIRCLE_NOT_FOUND for a circle that does not exist, and a visitor UNAUTHENTICATED", async () => {
    const reader = await owner();
    expect(codeOf(await reader.client.gql(FOLLOW, { id: btoa("Circle:999999"), enabled: true }))).toBe(
      "CIRCLE_NOT_FOUND",
    );
    expect(codeOf(await new Client().gql(FOLLOW, { id: btoa("Circle:1"), enabled: true }))).toBe("UNAUTHENTICATED");
  });
});
