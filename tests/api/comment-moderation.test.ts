import { and, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { adminAudit, articles, comments } from "@/server/db/schema";
import { codeOf, db, present } from "../support/api";
import { gid, insertArticle, writer } from "../support/writing-fixtures";
import { graphql } from "./generated/gql";

// Moderating comments (issue 37): admins set comments active, collapsed or banned with an audit
// row each; an article's author folds and unfolds the comments on it and nothing more.

const SetStates = graphql(`
  mutation CommentModerationSet($ids: [ID!]!, $state: CommentState!) {
    updateCommentsState(input: { ids: $ids, state: $state }) {
      id
      state
    }
  }
`);

const Report = graphql(`
  mutation CommentModerationReport($targetId: ID!, $reason: ReportReason!) {
    submitReport(input: { targetId: $targetId, reason: $reason }) {
      id
    }
  }
`);

const Queue = graphql(`
  query CommentModerationQueue($after: String, $first: Int) {
    oss {
      reportGroups(input: { after: $after, first: $first }) {
        totalCount
        edges {
          cursor
          node {
            targetId
            target {
              __typename
              id
            }
            reasons
            reportCount
            reporterCount
          }
        }
        pageInfo {
          hasNextPage
          endCursor
        }
      }
    }
  }
`);

const Resolve = graphql(`
  mutation CommentModerationResolve($targetId: ID!) {
    resolveReports(input: { targetId: $targetId })
  }
`);

async function insertComment(authorId: number, articleId: number, state: "active" | "archived" = "active") {
  return present(
    (
      await db()
        .insert(comments)
        .values({ type: "article", targetId: articleId, authorId, content: "<p>Loud</p>", state })
        .returning()
    )[0],
  );
}

/** An article with two active comments by a reader, its count set as the site keeps it. */
async function discussed() {
  const author = await writer();
  const reader = await writer();
  const article = await insertArticle(author.user.id);
  const first = await insertComment(reader.user.id, article.id);
  const second = await insertComment(reader.user.id, article.id);
  await db().update(articles).set({ commentCount: 2 }).where(eq(articles.id, article.id));
  return { author, reader, article, first, second };
}

const stateOf = async (id: number) =>
  (await db().select({ state: comments.state }).from(comments).where(eq(comments.id, id)))[0]?.state;
const auditOf = (ids: number[]) =>
  db()
    .select()
    .from(adminAudit)
    .where(and(eq(adminAudit.targetType, "Comment"), inArray(adminAudit.targetId, ids)));
const countOf = async (articleId: number) =>
  (await db().select({ n: articles.commentCount }).from(articles).where(eq(articles.id, articleId)))[0]?.n;

describe("updateCommentsState", () => {
  it("lets an admin ban many comments at once, each with its audit row, and the article counts fewer", async () => {
    const { article, first, second } = await discussed();
    const admin = await writer({ role: "admin" });
    const ids = [gid("Comment", first.id), gid("Comment", second.id)];
    const result = await admin.client.gql(SetStates, { ids, state: "banned" });
    expect(result.errors).toBeUndefined();
    expect(result.data?.updateCommentsState.map((c) => c.state)).toEqual(["banned", "banned"]);
    expect(await stateOf(first.id)).toBe("banned");
    expect(await countOf(article.id)).toBe(0);
    const audit = await auditOf([first.id, second.id]);
    expect(audit.map((r) => [r.action, r.actorId, r.before, r.after])).toEqual([
      ["updateCommentsState", admin.user.id, { state: "active" }, { state: "banned" }],
      ["updateCommentsState", admin.user.id, { state: "active" }, { state: "banned" }],
    ]);
    // and back: unbanning is the admin's too
    const back = await admin.client.gql(SetStates, { ids: [ids[0] as string], state: "active" });
    expect(back.data?.updateCommentsState[0]?.state).toBe("active");
    expect(await countOf(article.id)).toBe(1);
    expect(await auditOf([first.id])).toHaveLength(2);
  });

  it("writes one change and one audit row when two admins ban the same comment at once", async () => {
    const { first } = await discussed();
    const [a, b] = await Promise.all([writer({ role: "admin" }), writer({ role: "admin" })]);
    const ids = [gid("Comment", first.id)];
    const results = await Promise.all([a, b].map((x) => x.client.gql(SetStates, { ids, state: "banned" })));
    for (const r of results) expect(r.data?.updateCommentsState[0]?.state).toBe("banned");
    expect(await auditOf([first.id])).toHaveLength(1);
  });

  it("lets the article's author fold and unfold a comment on it, with no audit row", async () => {
    const { author, first } = await discussed();
    const ids = [gid("Comment", first.id)];
    const folded = await author.client.gql(SetStates, { ids, state: "collapsed" });
    expect(folded.errors).toBeUndefined();
    expect(await stateOf(first.id)).toBe("collapsed");
    const unfolded = await author.client.gql(SetStates, { ids, state: "active" });
    expect(unfolded.data?.updateCommentsState[0]?.state).toBe("active");
    expect(await auditOf([first.id])).toHaveLength(0);
  });

  it("refuses the author a ban, an unban, and comments on others' articles; refuses everyone else", async () => {
    const { author, reader, first, second } = await discussed();
    const elsewhere = await insertComment(author.user.id, (await insertArticle(reader.user.id)).id);
    const admin = await writer({ role: "admin" });
    await admin.client.gql(SetStates, { ids: [gid("Comment", second.id)], state: "banned" });
    const one = (id: number) => [gid("Comment", id)];
    expect(codeOf(await author.client.gql(SetStates, { ids: one(first.id), state: "banned" }))).toBe("FORBIDDEN");
    expect(codeOf(await author.client.gql(SetStates, { ids: one(second.id), state: "active" }))).toBe("FORBIDDEN");
    expect(codeOf(await author.client.gql(SetStates, { ids: one(elsewhere.id), state: "collapsed" }))).toBe(
      "FORBIDDEN",
    );
    // the comment's own author may not fold it on someone else's article
    expect(codeOf(await reader.client.gql(SetStates, { ids: one(first.id), state: "collapsed" }))).toBe("FORBIDDEN");
    // a list with one refused comment changes none of them
    const mixed = [gid("Comment", first.id), gid("Comment", elsewhere.id)];
    expect(codeOf(await author.client.gql(SetStates, { ids: mixed, state: "collapsed" }))).toBe("FORBIDDEN");
    expect([await stateOf(first.id), await stateOf(second.id), await stateOf(elsewhere.id)]).toEqual([
      "active",
      "banned",
      "active",
    ]);
  });

  it("refuses a deleted comment, an archived state and an unknown id", async () => {
    const { reader, article, first } = await discussed();
    const deleted = await insertComment(reader.user.id, article.id, "archived");
    const admin = await writer({ role: "admin" });
    expect(codeOf(await admin.client.gql(SetStates, { ids: [gid("Comment", deleted.id)], state: "banned" }))).toBe(
      "ACTION_FAILED",
    );
    expect(codeOf(await admin.client.gql(SetStates, { ids: [gid("Comment", first.id)], state: "archived" }))).toBe(
      "BAD_USER_INPUT",
    );
    expect(codeOf(await admin.client.gql(SetStates, { ids: [gid("Comment", 999_999_999)], state: "banned" }))).toBe(
      "COMMENT_NOT_FOUND",
    );
    expect(await auditOf([deleted.id, first.id])).toHaveLength(0);
  });
});

describe("a comment folded by reports", () => {
  it("folds after reports from three distinct people, not after one person's three reasons", async () => {
    const { article, first } = await discussed();
    const targetId = gid("Comment", first.id);
    const [a, b, c] = await Promise.all([writer(), writer(), writer()]);
    for (const reason of ["tort", "other", "illegal_advertising"] as const) {
      expect((await present(a).client.gql(Report, { targetId, reason })).errors).toBeUndefined();
    }
    await present(b).client.gql(Report, { targetId, reason: "other" });
    expect(await stateOf(first.id)).toBe("active");
    await present(c).client.gql(Report, { targetId, reason: "other" });
    expect(await stateOf(first.id)).toBe("collapsed");
    expect(await countOf(article.id)).toBe(1);
  });

  it("folds once when three people report at the same moment", async () => {
    const { first } = await discussed();
    const targetId = gid("Comment", first.id);
    const people = await Promise.all([writer(), writer(), writer()]);
    const results = await Promise.all(people.map((p) => p.client.gql(Report, { targetId, reason: "other" })));
    for (const r of results) expect(r.errors).toBeUndefined();
    expect(await stateOf(first.id)).toBe("collapsed");
  });

  it("folds at once when the article's author reports it, and never a banned comment", async () => {
    const { author, first, second } = await discussed();
    await author.client.gql(Report, { targetId: gid("Comment", first.id), reason: "other" });
    expect(await stateOf(first.id)).toBe("collapsed");
    const admin = await writer({ role: "admin" });
    await admin.client.gql(SetStates, { ids: [gid("Comment", second.id)], state: "banned" });
    await author.client.gql(Report, { targetId: gid("Comment", second.id), reason: "other" });
    expect(await stateOf(second.id)).toBe("banned");
  });
});

describe("the reports queue", () => {
  it("groups open reports by what they are about, newest first, paged by cursor", async () => {
    const { first } = await discussed();
    const person = await writer();
    const [a, b] = await Promise.all([writer(), writer()]);
    const commentId = gid("Comment", first.id);
    const personId = gid("User", person.user.id);
    await a.client.gql(Report, { targetId: commentId, reason: "tort" });
    await b.client.gql(Report, { targetId: commentId, reason: "other" });
    await a.client.gql(Report, { targetId: commentId, reason: "other" });
    await b.client.gql(Report, { targetId: personId, reason: "illegal_advertising" });
    const admin = await writer({ role: "admin" });
    const page = present((await admin.client.gql(Queue, { first: 1 })).data).oss.reportGroups;
    expect(page.edges?.map((e) => e.node)).toEqual([
      {
        targetId: personId,
        target: { __typename: "User", id: personId },
        reasons: ["illegal_advertising"],
        reportCount: 1,
        reporterCount: 1,
      },
    ]);
    expect(page.pageInfo.hasNextPage).toBe(true);
    const next = present((await admin.client.gql(Queue, { first: 1, after: page.pageInfo.endCursor })).data).oss
      .reportGroups;
    const group = present(next.edges?.[0]).node;
    expect([group.targetId, group.reportCount, group.reporterCount, [...group.reasons].sort()]).toEqual([
      commentId,
      3,
      2,
      ["other", "tort"],
    ]);
  });

  it("resolves a group with one audit row; a second resolve, or two at once, closes and writes nothing more", async () => {
    const { first } = await discussed();
    const reporter = await writer();
    const targetId = gid("Comment", first.id);
    await reporter.client.gql(Report, { targetId, reason: "other" });
    const [x, y] = await Promise.all([writer({ role: "admin" }), writer({ role: "admin" })]);
    const both = await Promise.all([x, y].map((admin) => admin.client.gql(Resolve, { targetId })));
    expect(both.map((r) => r.data?.resolveReports ?? codeOf(r)).sort()).toEqual(["ACTION_FAILED", true].sort());
    const audit = (await auditOf([first.id])).filter((r) => r.action === "resolveReports");
    expect(audit.map((r) => [r.before, r.after])).toEqual([[{ openReports: 1 }, { openReports: 0 }]]);
    const queue = present((await x.client.gql(Queue, { first: 50 })).data).oss.reportGroups;
    expect(queue.edges?.some((e) => e.node.targetId === targetId)).toBe(false);
    // a new report opens the group again
    await (await writer()).client.gql(Report, { targetId, reason: "tort" });
    const again = present((await x.client.gql(Queue, { first: 1 })).data).oss.reportGroups;
    expect(again.edges?.[0]?.node).toMatchObject({ targetId, reportCount: 1 });
  });

  it("is the admins' alone", async () => {
    const plain = await writer();
    expect(codeOf(await plain.client.gql(Queue, { first: 1 }))).toBe("FORBIDDEN");
  });
});
