import { beforeAll, describe, expect, it } from "vitest";
import { assets, comments, momentLikes, moments } from "@/server/db/schema";
import { Client, createUser, db, PASSWORD } from "../support/api";
import { graphql } from "./generated/gql";

// Moments by short hash: fields, images, the viewer's like, and who may read archived or
// banned ones (the author and admins only). Fixtures go straight into the database.

let ipSeq = 0;
const client = () => {
  ipSeq += 1;
  return new Client(`10.7.${Math.floor(ipSeq / 250)}.${(ipSeq % 250) + 1}`);
};

async function signedIn(email: string) {
  const c = client();
  const result = await c.gql(`mutation($input: EmailLoginInput!) { emailLogin(input: $input) { auth } }`, {
    input: { email, passwordOrCode: PASSWORD },
  });
  expect(result.errors).toBeUndefined();
  return c;
}

const gid = (type: string, id: number) => btoa(`${type}:${id}`);

function must<T>(row: T | undefined): T {
  if (row === undefined) throw new Error("fixture insert returned nothing");
  return row;
}

type UserRow = Awaited<ReturnType<typeof createUser>>;
type MomentRow = typeof moments.$inferSelect;

const run = Math.floor(Math.random() * 1e6);
let author: UserRow;
let liker: UserRow;
let admin: UserRow;
let live: MomentRow;
let archived: MomentRow;
let banned: MomentRow;
let assetIds: number[];
let hiddenComment: number;

async function insertMoment(state: MomentRow["state"], content: string, assetList: number[] = []) {
  return must(
    (
      await db()
        .insert(moments)
        .values({
          authorId: author.id,
          shortHash: `m${state}${run}`,
          content,
          state,
          assets: assetList,
          likeCount: state === "active" ? 1 : 0,
          commentCount: 0,
          createdAt: 1_700_000_000_000,
        })
        .returning()
    )[0],
  );
}

beforeAll(async () => {
  author = await createUser({ displayName: "Moment Author" });
  liker = await createUser();
  admin = await createUser({ role: "admin" });
  const inserted = await db()
    .insert(assets)
    .values([
      { uuid: `a1-${run}`, authorId: author.id, type: "moment", path: "/seed/covers/c02.svg" },
      { uuid: `a2-${run}`, authorId: author.id, type: "moment", path: "/seed/covers/c01.svg" },
    ])
    .returning();
  // the moment lists its images in its own order, not the table's
  assetIds = inserted.map((a) => a.id).reverse();
  live = await insertMoment("active", "Rain all day.", assetIds);
  archived = await insertMoment("archived", "Taken back.");
  banned = await insertMoment("banned", "Over the line.");
  await db().insert(momentLikes).values({ momentId: live.id, userId: liker.id });
  hiddenComment = must(
    (
      await db()
        .insert(comments)
        .values({ type: "moment", targetId: archived.id, authorId: liker.id, content: "Under an archived moment" })
        .returning()
    )[0],
  ).id;
});

const MOMENT = graphql(`
  query MomentsMoment($shortHash: String!) {
    moment(input: { shortHash: $shortHash }) {
      id
      shortHash
      content
      state
      likeCount
      commentCount
      liked
      createdAt
      assets {
        id
        type
        path
      }
      author {
        userName
        displayName
      }
    }
  }
`);

describe("Query.moment", () => {
  it("reads an active moment by short hash with its images in order", async () => {
    const result = await client().gql(MOMENT, { shortHash: live.shortHash });
    expect(result.errors).toBeUndefined();
    expect(result.data?.moment).toEqual({
      id: gid("Moment", live.id),
      shortHash: live.shortHash,
      content: "Rain all day.",
      state: "active",
      likeCount: 1,
      commentCount: 0,
      liked: false,
      createdAt: new Date(1_700_000_000_000).toISOString(),
      assets: [
        { id: gid("Asset", assetIds[0] ?? 0), type: "moment", path: "/seed/covers/c01.svg" },
        { id: gid("Asset", assetIds[1] ?? 0), type: "moment", path: "/seed/covers/c02.svg" },
      ],
      author: { userName: author.userName, displayName: "Moment Author" },
    });
  });

  it("answers null for an unknown short hash", async () => {
    const result = await client().gql(MOMENT, { shortHash: `nope${run}` });
    expect(result.errors).toBeUndefined();
    expect(result.data?.moment).toBeNull();
  });

  it("tells the viewer whether they liked it", async () => {
    const asLiker = await signedIn(liker.email ?? "");
    expect((await asLiker.gql(MOMENT, { shortHash: live.shortHash })).data?.moment?.liked).toBe(true);
    const asAuthor = await signedIn(author.email ?? "");
    expect((await asAuthor.gql(MOMENT, { shortHash: live.shortHash })).data?.moment?.liked).toBe(false);
  });

  it("hides archived and banned moments from visitors and other users", async () => {
    const other = await signedIn(liker.email ?? "");
    for (const m of [archived, banned]) {
      expect((await client().gql(MOMENT, { shortHash: m.shortHash })).data?.moment).toBeNull();
      expect((await other.gql(MOMENT, { shortHash: m.shortHash })).data?.moment).toBeNull();
      const node = await other.gql<{ node: unknown }>(`query($id: ID!) { node(input: { id: $id }) { id } }`, {
        id: gid("Moment", m.id),
      });
      expect(node.data?.node).toBeNull();
    }
  });

  it("shows archived and banned moments to their author and to admins, both as archived", async () => {
    for (const viewer of [author, admin]) {
      const c = await signedIn(viewer.email ?? "");
      for (const m of [archived, banned]) {
        const result = await c.gql(MOMENT, { shortHash: m.shortHash });
        expect(result.data?.moment).toMatchObject({ id: gid("Moment", m.id), state: "archived" });
      }
    }
  });

  it("keeps the comments of an unreadable moment out of reach", async () => {
    const query = `query($id: ID!) { node(input: { id: $id }) { id ... on Comment { content } } }`;
    const other = await signedIn(liker.email ?? "");
    expect((await other.gql<{ node: unknown }>(query, { id: gid("Comment", hiddenComment) })).data?.node).toBeNull();
    const owner = await signedIn(author.email ?? "");
    expect((await owner.gql<{ node: unknown }>(query, { id: gid("Comment", hiddenComment) })).data?.node).toEqual({
      id: gid("Comment", hiddenComment),
      content: "Under an archived moment",
    });
  });

  it("resolves a moment through node(id) with its type", async () => {
    const result = await client().gql<{ node: { __typename: string; shortHash: string } }>(
      `query($id: ID!) { node(input: { id: $id }) { __typename ... on Moment { shortHash } } }`,
      { id: gid("Moment", live.id) },
    );
    expect(result.data?.node).toEqual({ __typename: "Moment", shortHash: live.shortHash });
  });
});
