import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { adminAudit, moments } from "@/server/db/schema";
import { Client, codeOf, db, present } from "../support/api";
import { dbId } from "../support/global-ids";
import { writer } from "../support/writing-fixtures";
import { graphql } from "./generated/gql";

// Admins taking a reported moment down (updateMomentState, issue 37): archived, it leaves the
// hottest moments, its author's moments and its tag, and its page is gone for readers; the
// audit row goes in with the change, and a refused or lost change writes none.

const PUT = graphql(`
  mutation MomentModerationPut($input: PutMomentInput!) {
    putMoment(input: $input) {
      id
      shortHash
      tags {
        id
      }
    }
  }
`);

const SET_STATE = graphql(`
  mutation MomentModerationSetState($id: ID!, $state: MomentState!) {
    updateMomentState(input: { id: $id, state: $state }) {
      id
      state
    }
  }
`);

const READ = graphql(`
  query MomentModerationRead($shortHash: String!, $userName: String!, $tagId: ID!) {
    moment(input: { shortHash: $shortHash }) {
      id
    }
    user(input: { userName: $userName }) {
      moments(input: { first: 5 }) {
        edges {
          node {
            id
          }
        }
      }
    }
    node(input: { id: $tagId }) {
      ... on Tag {
        moments(input: { first: 5 }) {
          edges {
            node {
              id
            }
          }
        }
      }
    }
    viewer {
      recommendation {
        hottestMoments(input: { first: 1 }) {
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

/** A moment posted by a fresh author, with its own tag, liked more than any other (first of the hottest). */
async function postedMoment() {
  const author = await writer();
  const tag = `moderated ${Date.now()} ${Math.random()}`;
  const put = await author.client.gql(PUT, { input: { content: "<p>Reported</p>", tags: [tag] } });
  expect(put.errors).toBeUndefined();
  const moment = present(put.data?.putMoment);
  await db()
    .update(moments)
    .set({ likeCount: sql`(SELECT max(${moments.likeCount}) FROM ${moments}) + 1000` })
    .where(eq(moments.id, dbId(moment.id)));
  return { author, moment, tagId: present(moment.tags[0]).id };
}

/** Where a reader finds the moment: its page, its author's moments, its tag, the top of the hottest. */
async function whereReadersSeeIt(posted: Awaited<ReturnType<typeof postedMoment>>) {
  const read = await new Client().gql(READ, {
    shortHash: posted.moment.shortHash,
    userName: present(posted.author.user.userName),
    tagId: posted.tagId,
  });
  expect(read.errors).toBeUndefined();
  const ids = (edges: readonly { node: { id: string } }[] | null | undefined) => (edges ?? []).map((e) => e.node.id);
  const tag = read.data?.node && "moments" in read.data.node ? read.data.node.moments.edges : [];
  const id = posted.moment.id;
  return {
    page: read.data?.moment?.id === id,
    author: ids(read.data?.user?.moments.edges).includes(id),
    tag: ids(tag).includes(id),
    hottest: ids(read.data?.viewer?.recommendation.hottestMoments.edges).includes(id),
  };
}

const auditRowsOf = (momentId: number) =>
  db()
    .select()
    .from(adminAudit)
    .where(and(eq(adminAudit.targetType, "Moment"), eq(adminAudit.targetId, momentId)));

const stateOf = async (momentId: number) =>
  present((await db().select().from(moments).where(eq(moments.id, momentId)))[0]).state;

describe("updateMomentState", () => {
  it("refuses a plain user (FORBIDDEN), leaving the moment up and writing no audit row", async () => {
    const posted = await postedMoment();
    const someone = await writer();
    const result = await someone.client.gql(SET_STATE, { id: posted.moment.id, state: "archived" });
    expect(codeOf(result)).toBe("FORBIDDEN");
    expect(await stateOf(dbId(posted.moment.id))).toBe("active");
    expect(await auditRowsOf(dbId(posted.moment.id))).toEqual([]);
    // nor may the author take it down through the admins' door (their own is deleteMoment)
    expect(codeOf(await posted.author.client.gql(SET_STATE, { id: posted.moment.id, state: "archived" }))).toBe(
      "FORBIDDEN",
    );
  });

  it("takes the moment out of every place readers see it, with its audit row", async () => {
    const posted = await postedMoment();
    expect(await whereReadersSeeIt(posted)).toEqual({ page: true, author: true, tag: true, hottest: true });
    const admin = await writer({ role: "admin" });
    const result = await admin.client.gql(SET_STATE, { id: posted.moment.id, state: "archived" });
    expect(result.errors).toBeUndefined();
    expect(result.data?.updateMomentState).toEqual({ id: posted.moment.id, state: "archived" });
    expect(await whereReadersSeeIt(posted)).toEqual({ page: false, author: false, tag: false, hottest: false });
    const rows = await auditRowsOf(dbId(posted.moment.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      actorId: admin.user.id,
      action: "updateMomentState",
      before: { state: "active" },
      after: { state: "archived" },
    });
  });

  it("refuses to make a moment active (BAD_USER_INPUT) or take down one already down (ACTION_FAILED), writing no row", async () => {
    const posted = await postedMoment();
    const admin = await writer({ role: "admin" });
    expect(codeOf(await admin.client.gql(SET_STATE, { id: posted.moment.id, state: "active" }))).toBe("BAD_USER_INPUT");
    // taken down by its author first
    const deleted = await posted.author.client.gql(`mutation($id: ID!) { deleteMoment(input: { id: $id }) { id } }`, {
      id: posted.moment.id,
    });
    expect(deleted.errors).toBeUndefined();
    expect(codeOf(await admin.client.gql(SET_STATE, { id: posted.moment.id, state: "archived" }))).toBe(
      "ACTION_FAILED",
    );
    expect(await auditRowsOf(dbId(posted.moment.id))).toEqual([]);
    expect(codeOf(await admin.client.gql(SET_STATE, { id: btoa("Moment:999999999"), state: "archived" }))).toBe(
      "ENTITY_NOT_FOUND",
    );
  });

  it("of two admins at once, takes the moment down once with one audit row", async () => {
    const posted = await postedMoment();
    const [x, y] = await Promise.all([writer({ role: "admin" }), writer({ role: "admin" })]);
    const results = await Promise.all(
      [x, y].map((admin) => admin.client.gql(SET_STATE, { id: posted.moment.id, state: "archived" })),
    );
    expect(results.map(codeOf).sort()).toEqual(["ACTION_FAILED", undefined]);
    expect(await stateOf(dbId(posted.moment.id))).toBe("archived");
    expect(await auditRowsOf(dbId(posted.moment.id))).toHaveLength(1);
  });
});
