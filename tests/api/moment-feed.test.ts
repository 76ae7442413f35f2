import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { adminAudit, momentFeedApplications } from "@/server/db/schema";
import { codeOf, db, present } from "../support/api";
import { gid, writer } from "../support/writing-fixtures";
import { graphql } from "./generated/gql";

// Applications to the hottest-moments feed (issue 37): a person applies; an admin approves,
// rejects or revokes, each decision with its audit row (target User).

const Apply = graphql(`
  mutation MomentFeedApply {
    applyMomentFeed {
      id
      isMomentFeedApplied
    }
  }
`);

const Decide = graphql(`
  mutation MomentFeedDecide($id: ID!, $state: MomentFeedUserState!) {
    updateMomentFeedApplicationState(input: { id: $id, state: $state }) {
      id
      oss {
        momentFeedApplication {
          state
          reviewedBy
          reviewer {
            id
          }
        }
      }
    }
  }
`);

const Applicants = graphql(`
  query MomentFeedApplicants($states: [MomentFeedUserState!], $userName: String, $first: Int) {
    oss {
      momentFeedUsers(input: { states: $states, userName: $userName, first: $first }) {
        totalCount
        edges {
          node {
            id
            userName
          }
        }
      }
    }
  }
`);

const stateOf = async (userId: number) =>
  (await db().select().from(momentFeedApplications).where(eq(momentFeedApplications.userId, userId)))[0]?.state;
const auditOf = (userId: number) =>
  db()
    .select()
    .from(adminAudit)
    .where(and(eq(adminAudit.targetType, "User"), eq(adminAudit.targetId, userId)));

describe("applyMomentFeed", () => {
  it("applies once: again while pending or approved is ACTION_FAILED, after a rejection it is allowed", async () => {
    const person = await writer();
    const admin = await writer({ role: "admin" });
    const applied = await person.client.gql(Apply, {});
    expect(applied.errors).toBeUndefined();
    expect(applied.data?.applyMomentFeed.isMomentFeedApplied).toBe(true);
    expect(await stateOf(person.user.id)).toBe("pending");
    expect(codeOf(await person.client.gql(Apply, {}))).toBe("ACTION_FAILED");
    const id = gid("User", person.user.id);
    expect((await admin.client.gql(Decide, { id, state: "rejected" })).errors).toBeUndefined();
    expect((await person.client.gql(Apply, {})).errors).toBeUndefined();
    expect(await stateOf(person.user.id)).toBe("pending");
    expect((await admin.client.gql(Decide, { id, state: "approved" })).errors).toBeUndefined();
    expect(codeOf(await person.client.gql(Apply, {}))).toBe("ACTION_FAILED");
    expect(await stateOf(person.user.id)).toBe("approved");
  });

  it("makes one application when a person applies twice at once", async () => {
    const person = await writer();
    const results = await Promise.all([person.client.gql(Apply, {}), person.client.gql(Apply, {})]);
    expect(results.map((r) => codeOf(r) ?? "ok").sort()).toEqual(["ACTION_FAILED", "ok"]);
    expect(await stateOf(person.user.id)).toBe("pending");
  });
});

describe("updateMomentFeedApplicationState", () => {
  it("approves with an audit row, lists the person among the approved, and refuses the same state twice", async () => {
    const person = await writer();
    const admin = await writer({ role: "admin" });
    await person.client.gql(Apply, {});
    const id = gid("User", person.user.id);
    const approved = await admin.client.gql(Decide, { id, state: "approved" });
    expect(approved.errors).toBeUndefined();
    expect(approved.data?.updateMomentFeedApplicationState.oss.momentFeedApplication).toEqual({
      state: "approved",
      reviewedBy: "admin",
      reviewer: { id: gid("User", admin.user.id) },
    });
    expect(codeOf(await admin.client.gql(Decide, { id, state: "approved" }))).toBe("ACTION_FAILED");
    expect(codeOf(await admin.client.gql(Decide, { id, state: "pending" }))).toBe("BAD_USER_INPUT");
    const audit = await auditOf(person.user.id);
    expect(audit.map((r) => [r.action, r.actorId, r.before, r.after])).toEqual([
      [
        "updateMomentFeedApplicationState",
        admin.user.id,
        { momentFeedState: "pending" },
        { momentFeedState: "approved" },
      ],
    ]);
    const listed = await admin.client.gql(Applicants, { states: ["approved"], userName: person.user.userName });
    expect(listed.data?.oss.momentFeedUsers.edges?.map((e) => e.node.id)).toEqual([id]);
    const pending = await admin.client.gql(Applicants, { states: ["pending"], userName: person.user.userName });
    expect(pending.data?.oss.momentFeedUsers.totalCount).toBe(0);
    // revoking is a decision too
    expect((await admin.client.gql(Decide, { id, state: "revoked" })).errors).toBeUndefined();
    expect(await auditOf(person.user.id)).toHaveLength(2);
  });

  it("decides once and writes one audit row when two admins decide at once", async () => {
    const person = await writer();
    await person.client.gql(Apply, {});
    const [a, b] = await Promise.all([writer({ role: "admin" }), writer({ role: "admin" })]);
    const id = gid("User", person.user.id);
    const results = await Promise.all([
      a.client.gql(Decide, { id, state: "approved" }),
      b.client.gql(Decide, { id, state: "rejected" }),
    ]);
    expect(results.filter((r) => r.errors === undefined)).toHaveLength(1);
    expect(results.map((r) => codeOf(r)).filter(Boolean)).toEqual(["ACTION_FAILED"]);
    expect(await auditOf(person.user.id)).toHaveLength(1);
  });

  it("refuses plain people, writing nothing, and an unknown person", async () => {
    const person = await writer();
    await person.client.gql(Apply, {});
    const plain = await writer();
    const id = gid("User", person.user.id);
    expect(codeOf(await plain.client.gql(Decide, { id, state: "approved" }))).toBe("FORBIDDEN");
    expect(codeOf(await plain.client.gql(Applicants, {}))).toBe("FORBIDDEN");
    expect(await stateOf(person.user.id)).toBe("pending");
    expect(await auditOf(person.user.id)).toHaveLength(0);
    const admin = await writer({ role: "admin" });
    expect(codeOf(await admin.client.gql(Decide, { id: gid("User", 999_999_999), state: "approved" }))).toBe(
      "USER_NOT_FOUND",
    );
  });

  it("lets an admin approve someone who never applied", async () => {
    const person = await writer();
    const admin = await writer({ role: "admin" });
    const id = gid("User", person.user.id);
    const approved = await admin.client.gql(Decide, { id, state: "approved" });
    expect(present(approved.data).updateMomentFeedApplicationState.oss.momentFeedApplication?.state).toBe("approved");
    expect((await auditOf(person.user.id)).map((r) => r.before)).toEqual([{ momentFeedState: null }]);
  });
});
