import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { comments, moments, reports } from "@/server/db/schema";
import { codeOf, createUser, db, present } from "../support/api";
import { gid, insertArticle, writer } from "../support/writing-fixtures";
import { graphql } from "./generated/gql";

// submitReport: articles, moments, comments and people the reporter can read, with one of
// section 3's reasons, kept in `reports` for the moderation tools that come later.

const Report = graphql(`
  mutation ReportsSubmit($targetId: ID!, $reason: ReportReason!) {
    submitReport(input: { targetId: $targetId, reason: $reason }) {
      id
      reason
      source
      createdAt
      reporter {
        id
      }
      target {
        __typename
        id
      }
    }
  }
`);

const ReportNode = graphql(`
  query ReportsNode($id: ID!) {
    node(input: { id: $id }) {
      __typename
      id
    }
  }
`);

let seq = 0;
async function insertMoment(authorId: number, state: "active" | "archived" = "active") {
  seq += 1;
  return present(
    (
      await db()
        .insert(moments)
        .values({ authorId, shortHash: `rm${Date.now()}${seq}`, content: "A moment", state })
        .returning()
    )[0],
  );
}

async function insertComment(authorId: number, articleId: number) {
  return present(
    (
      await db()
        .insert(comments)
        .values({ type: "article", targetId: articleId, authorId, content: "<p>Rude</p>" })
        .returning()
    )[0],
  );
}

const rowsOf = async (reporterId: number) => db().select().from(reports).where(eq(reports.reporterId, reporterId));

describe("submitReport", () => {
  it("keeps a report of an article, a moment and a comment, each with its reason", async () => {
    const author = await writer();
    const reporter = await writer();
    const article = await insertArticle(author.user.id);
    const moment = await insertMoment(author.user.id);
    const comment = await insertComment(author.user.id, article.id);
    const cases = [
      [gid("Article", article.id), "tort", "Article"],
      [gid("Moment", moment.id), "illegal_advertising", "Moment"],
      [gid("Comment", comment.id), "discrimination_insult_hatred", "Comment"],
    ] as const;
    for (const [targetId, reason, typename] of cases) {
      const result = await reporter.client.gql(Report, { targetId, reason });
      expect(result.errors).toBeUndefined();
      expect(result.data?.submitReport).toMatchObject({
        reason,
        source: "direct",
        reporter: { id: gid("User", reporter.user.id) },
        target: { __typename: typename, id: targetId },
      });
    }
    const rows = await rowsOf(reporter.user.id);
    expect(rows.map((r) => [r.targetType, r.reason]).sort()).toEqual([
      ["Article", "tort"],
      ["Comment", "discrimination_insult_hatred"],
      ["Moment", "illegal_advertising"],
    ]);
  });

  it("keeps a report of a person, from their profile's menu", async () => {
    const person = await writer();
    const reporter = await writer();
    const targetId = gid("User", person.user.id);
    const result = await reporter.client.gql(Report, { targetId, reason: "illegal_advertising" });
    expect(result.errors).toBeUndefined();
    expect(result.data?.submitReport).toMatchObject({
      reason: "illegal_advertising",
      target: { __typename: "User", id: targetId },
    });
    expect((await rowsOf(reporter.user.id)).map((r) => [r.targetType, r.targetId])).toEqual([["User", person.user.id]]);
  });

  it("answers the same report when the same reader reports the same thing for the same reason", async () => {
    const author = await writer();
    const reporter = await writer();
    const article = await insertArticle(author.user.id);
    const targetId = gid("Article", article.id);
    const results = await Promise.all(
      Array.from({ length: 5 }, () => reporter.client.gql(Report, { targetId, reason: "other" })),
    );
    expect(new Set(results.map((r) => r.data?.submitReport.id)).size).toBe(1);
    await reporter.client.gql(Report, { targetId, reason: "pornography_involving_minors" });
    expect(await rowsOf(reporter.user.id)).toHaveLength(2);
  });

  it("refuses what cannot be reported or read, and writes nothing for it", async () => {
    const author = await writer();
    const reporter = await writer();
    const archived = await insertArticle(author.user.id, "archived");
    const gone = await insertMoment(author.user.id, "archived");
    const banned = await createUser({ state: "banned" });
    const report = (targetId: string) => reporter.client.gql(Report, { targetId, reason: "other" });
    expect(codeOf(await report(gid("Tag", 1)))).toBe("BAD_USER_INPUT");
    expect(codeOf(await report(gid("User", banned.id)))).toBe("USER_NOT_FOUND");
    expect(codeOf(await report(gid("User", 999_999_999)))).toBe("USER_NOT_FOUND");
    expect(codeOf(await report(gid("Article", archived.id)))).toBe("ARTICLE_NOT_FOUND");
    expect(codeOf(await report(gid("Moment", gone.id)))).toBe("ENTITY_NOT_FOUND");
    expect(codeOf(await report(gid("Comment", 999_999_999)))).toBe("COMMENT_NOT_FOUND");
    expect(
      codeOf(await reporter.client.gql(Report, { targetId: gid("Article", archived.id), reason: "spam" as "other" })),
    ).toBe("BAD_USER_INPUT");
    expect(await rowsOf(reporter.user.id)).toEqual([]);
  });

  it("lets the reporter read their report by id, and no one else", async () => {
    const author = await writer();
    const reporter = await writer();
    const article = await insertArticle(author.user.id);
    const made = await reporter.client.gql(Report, { targetId: gid("Article", article.id), reason: "tort" });
    const id = present(made.data?.submitReport.id);
    expect((await reporter.client.gql(ReportNode, { id })).data?.node).toEqual({ __typename: "Report", id });
    expect((await author.client.gql(ReportNode, { id })).data?.node).toBeNull();
  });
});
