import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { adminAudit, articles, comments, communityWatchActions, userFeatureFlags } from "@/server/db/schema";
import { Client, codeOf, db, present } from "../support/api";
import { gid, insertArticle, writer } from "../support/writing-fixtures";
import { graphql } from "./generated/gql";

// Community watch (issue 37): people with the communityWatch flag remove spam and porn-ad
// comments; readers no longer see them; admins review the removal, restore the comment or clear
// the kept words, each with its audit row.

const Remove = graphql(`
  mutation WatchRemove($id: ID!, $reason: CommunityWatchRemoveCommentReason!) {
    communityWatchRemoveComment(input: { id: $id, reason: $reason }) {
      id
      state
      content
      communityWatchAction {
        uuid
        reason
        actionState
        reviewState
        originalContent
        contentCleared
        actorDisplayName
        sourceType
        sourceTitle
      }
    }
  }
`);

const ReadComment = graphql(`
  query WatchReadComment($id: ID!) {
    node(input: { id: $id }) {
      ... on Comment {
        state
        content
      }
    }
  }
`);

const Queue = graphql(`
  query WatchQueue($reviewState: CommunityWatchReviewState, $reason: CommunityWatchRemoveCommentReason, $first: Int, $after: String) {
    communityWatchActions(input: { reviewState: $reviewState, reason: $reason, first: $first, after: $after }) {
      totalCount
      edges {
        node {
          uuid
          commentId
          reason
          reviewState
          originalContent
          sourceUrl
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

const One = graphql(`
  query WatchOne($uuid: ID!) {
    communityWatchAction(input: { uuid: $uuid }) {
      uuid
      actionState
      originalContent
      contentCleared
      contentHash
    }
  }
`);

const Review = graphql(`
  mutation WatchReview($uuid: ID!, $reviewState: CommunityWatchReviewState, $reason: CommunityWatchRemoveCommentReason) {
    updateCommunityWatchActionState(input: { uuid: $uuid, reviewState: $reviewState, reason: $reason }) {
      uuid
      actionState
      reviewState
      reason
    }
  }
`);

const Restore = graphql(`
  mutation WatchRestore($uuid: ID!) {
    restoreCommunityWatchComment(input: { uuid: $uuid }) {
      uuid
      actionState
      reviewState
    }
  }
`);

const Clear = graphql(`
  mutation WatchClear($uuid: ID!) {
    clearCommunityWatchOriginalContent(input: { uuid: $uuid }) {
      uuid
      originalContent
      contentCleared
    }
  }
`);

const Features = graphql(`
  query WatchFeatures {
    viewer {
      features {
        communityWatch
      }
    }
  }
`);

const WORDS = "<p>Cheap pills, click here</p>";

async function watcher() {
  const person = await writer();
  await db().insert(userFeatureFlags).values({ userId: person.user.id, type: "communityWatch" });
  return person;
}

/** An article with one active comment by a spammer, its count as the site keeps it. */
async function spammed() {
  const author = await writer();
  const spammer = await writer();
  const article = await insertArticle(author.user.id);
  const comment = present(
    (
      await db()
        .insert(comments)
        .values({ type: "article", targetId: article.id, authorId: spammer.user.id, content: WORDS })
        .returning()
    )[0],
  );
  await db().update(articles).set({ commentCount: 1 }).where(eq(articles.id, article.id));
  return { author, spammer, article, comment, id: gid("Comment", comment.id) };
}

const rowOf = async (id: number) => present((await db().select().from(comments).where(eq(comments.id, id)))[0]);
const actionsOf = (commentId: number) =>
  db().select().from(communityWatchActions).where(eq(communityWatchActions.commentId, commentId));
const auditOf = (commentId: number) =>
  db()
    .select()
    .from(adminAudit)
    .where(and(eq(adminAudit.targetType, "Comment"), eq(adminAudit.targetId, commentId)));

describe("communityWatchRemoveComment", () => {
  it("hides the comment from readers at once and keeps its words for admins only", async () => {
    const { article, comment, id } = await spammed();
    const w = await watcher();
    const removed = await w.client.gql(Remove, { id, reason: "spam_ad" });
    expect(removed.errors).toBeUndefined();
    const answer = present(removed.data?.communityWatchRemoveComment);
    expect(answer.state).toBe("banned");
    expect(answer.content).toBeNull();
    expect(answer.communityWatchAction).toMatchObject({
      reason: "spam_ad",
      actionState: "active",
      reviewState: "pending",
      // the watcher is no admin: the kept words are not theirs to read
      originalContent: null,
      contentCleared: false,
      actorDisplayName: w.user.displayName,
      sourceType: "article",
    });
    // a visitor reads the comment as removed, with no words
    const seen = await new Client().gql(ReadComment, { id });
    expect(seen.data?.node).toEqual({ state: "banned", content: null });
    // the words left the comment and wait on the action
    expect((await rowOf(comment.id)).content).toBe("");
    const [action] = await actionsOf(comment.id);
    expect(action?.originalContent).toBe(WORDS);
    expect(action?.previousState).toBe("active");
    // the article counts one comment fewer
    const [counted] = await db().select({ n: articles.commentCount }).from(articles).where(eq(articles.id, article.id));
    expect(counted?.n).toBe(0);
    // a removal is no admin action: no audit row
    expect(await auditOf(comment.id)).toHaveLength(0);
  });

  it("refuses people without the flag, their own comments, and a comment already removed", async () => {
    const { spammer, comment, id } = await spammed();
    const plain = await writer();
    expect(codeOf(await plain.client.gql(Remove, { id, reason: "porn_ad" }))).toBe("FORBIDDEN");
    // even an admin needs the flag
    const admin = await writer({ role: "admin" });
    expect(codeOf(await admin.client.gql(Remove, { id, reason: "porn_ad" }))).toBe("FORBIDDEN");
    await db().insert(userFeatureFlags).values({ userId: spammer.user.id, type: "communityWatch" });
    expect(codeOf(await spammer.client.gql(Remove, { id, reason: "porn_ad" }))).toBe("FORBIDDEN");
    expect((await rowOf(comment.id)).state).toBe("active");
    const w = await watcher();
    expect((await w.client.gql(Remove, { id, reason: "porn_ad" })).errors).toBeUndefined();
    expect(codeOf(await w.client.gql(Remove, { id, reason: "porn_ad" }))).toBe("ACTION_FAILED");
    expect(codeOf(await w.client.gql(Remove, { id: gid("Comment", 999_999_999), reason: "porn_ad" }))).toBe(
      "COMMENT_NOT_FOUND",
    );
    expect(await actionsOf(comment.id)).toHaveLength(1);
  });

  it("refuses a comment its author deleted", async () => {
    const { comment, id } = await spammed();
    await db().update(comments).set({ state: "archived" }).where(eq(comments.id, comment.id));
    const w = await watcher();
    expect(codeOf(await w.client.gql(Remove, { id, reason: "spam_ad" }))).toBe("ACTION_FAILED");
    expect(await actionsOf(comment.id)).toHaveLength(0);
  });

  it("makes one action when two watchers remove the same comment at once", async () => {
    const { comment, id } = await spammed();
    const [a, b] = await Promise.all([watcher(), watcher()]);
    const results = await Promise.all([a, b].map((w) => w.client.gql(Remove, { id, reason: "spam_ad" })));
    expect(results.map((r) => codeOf(r) ?? "ok").sort()).toEqual(["ACTION_FAILED", "ok"]);
    const actions = await actionsOf(comment.id);
    expect(actions).toHaveLength(1);
    expect(actions[0]?.originalContent).toBe(WORDS);
  });

  it("tells a watcher's client that they watch", async () => {
    const w = await watcher();
    expect((await w.client.gql(Features, {})).data?.viewer?.features.communityWatch).toBe(true);
    const plain = await writer();
    expect((await plain.client.gql(Features, {})).data?.viewer?.features.communityWatch).toBe(false);
  });
});

describe("the admins' review", () => {
  async function removed(reason: "spam_ad" | "porn_ad" = "spam_ad") {
    const setting = await spammed();
    const w = await watcher();
    const result = await w.client.gql(Remove, { id: setting.id, reason });
    const uuid = present(result.data?.communityWatchRemoveComment.communityWatchAction).uuid;
    return { ...setting, uuid, admin: await writer({ role: "admin" }) };
  }

  it("lists removals with their kept words, filtered by reason and review, paged", async () => {
    const first = await removed("porn_ad");
    const second = await removed("porn_ad");
    const { admin } = first;
    const page = await admin.client.gql(Queue, { reason: "porn_ad", reviewState: "pending", first: 1 });
    expect(page.errors).toBeUndefined();
    const queue = present(page.data?.communityWatchActions);
    expect(queue.totalCount).toBeGreaterThanOrEqual(2);
    // newest first
    expect(queue.edges?.[0]?.node).toMatchObject({ uuid: second.uuid, originalContent: WORDS, reason: "porn_ad" });
    expect(queue.edges?.[0]?.node.sourceUrl).toMatch(/^\/a\//);
    expect(queue.pageInfo.hasNextPage).toBe(true);
    const next = await admin.client.gql(Queue, {
      reason: "porn_ad",
      reviewState: "pending",
      first: 1,
      after: queue.pageInfo.endCursor,
    });
    expect(next.data?.communityWatchActions.edges?.[0]?.node.uuid).toBe(first.uuid);
    // a plain person reads neither the queue nor one action
    const plain = await writer();
    expect(codeOf(await plain.client.gql(Queue, {}))).toBe("FORBIDDEN");
    expect(codeOf(await plain.client.gql(One, { uuid: first.uuid }))).toBe("FORBIDDEN");
  });

  it("restores the comment with its words and state, with an audit row; a second restore fails", async () => {
    const { admin, uuid, comment, id, article } = await removed();
    const restored = await admin.client.gql(Restore, { uuid });
    expect(restored.errors).toBeUndefined();
    expect(restored.data?.restoreCommunityWatchComment).toMatchObject({
      actionState: "restored",
      reviewState: "reversed",
    });
    expect(await rowOf(comment.id)).toMatchObject({ state: "active", content: WORDS });
    expect((await new Client().gql(ReadComment, { id })).data?.node).toEqual({ state: "active", content: WORDS });
    const [counted] = await db().select({ n: articles.commentCount }).from(articles).where(eq(articles.id, article.id));
    expect(counted?.n).toBe(1);
    const audit = await auditOf(comment.id);
    expect(audit.map((r) => [r.action, r.actorId, r.before, r.after])).toEqual([
      [
        "restoreCommunityWatchComment",
        admin.user.id,
        { actionState: "active", reviewState: "pending" },
        { actionState: "restored", reviewState: "reversed" },
      ],
    ]);
    expect(codeOf(await admin.client.gql(Restore, { uuid }))).toBe("ACTION_FAILED");
    expect(await auditOf(comment.id)).toHaveLength(1);
  });

  it("restores once and writes one audit row when two admins restore at once", async () => {
    const { admin, uuid, comment } = await removed();
    const other = await writer({ role: "admin" });
    const results = await Promise.all([admin, other].map((a) => a.client.gql(Restore, { uuid })));
    expect(results.map((r) => codeOf(r) ?? "ok").sort()).toEqual(["ACTION_FAILED", "ok"]);
    expect(await auditOf(comment.id)).toHaveLength(1);
    expect((await rowOf(comment.id)).state).toBe("active");
  });

  it("keeps a removal (upheld) and adjusts its reason, each with an audit row", async () => {
    const { admin, uuid, comment } = await removed();
    const upheld = await admin.client.gql(Review, { uuid, reviewState: "upheld" });
    expect(upheld.data?.updateCommunityWatchActionState).toMatchObject({
      actionState: "active",
      reviewState: "upheld",
    });
    expect((await rowOf(comment.id)).state).toBe("banned");
    expect(codeOf(await admin.client.gql(Review, { uuid, reviewState: "upheld" }))).toBe("ACTION_FAILED");
    expect(codeOf(await admin.client.gql(Review, { uuid, reviewState: "reason_adjusted" }))).toBe("BAD_USER_INPUT");
    const adjusted = await admin.client.gql(Review, { uuid, reviewState: "reason_adjusted", reason: "porn_ad" });
    expect(adjusted.data?.updateCommunityWatchActionState).toMatchObject({ reason: "porn_ad" });
    const audit = await auditOf(comment.id);
    expect(audit.map((r) => [r.action, r.after])).toEqual([
      ["updateCommunityWatchActionState", { reviewState: "upheld" }],
      ["updateCommunityWatchActionState", { reviewState: "reason_adjusted", reason: "porn_ad" }],
    ]);
  });

  it("clears the kept words for good: the comment stays removed and can no longer be restored", async () => {
    const { admin, uuid, comment } = await removed();
    const cleared = await admin.client.gql(Clear, { uuid });
    expect(cleared.data?.clearCommunityWatchOriginalContent).toMatchObject({
      originalContent: null,
      contentCleared: true,
    });
    const [action] = await actionsOf(comment.id);
    expect(action?.originalContent).toBeNull();
    expect((await rowOf(comment.id)).state).toBe("banned");
    expect(codeOf(await admin.client.gql(Restore, { uuid }))).toBe("ACTION_FAILED");
    expect(codeOf(await admin.client.gql(Clear, { uuid }))).toBe("ACTION_FAILED");
    const audit = await auditOf(comment.id);
    expect(audit.map((r) => [r.action, r.before, r.after])).toEqual([
      ["clearCommunityWatchOriginalContent", { contentCleared: false }, { contentCleared: true }],
    ]);
    // the hash of the words stays for admins
    expect((await admin.client.gql(One, { uuid })).data?.communityWatchAction?.contentHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it("refuses plain people every review step and writes nothing", async () => {
    const { uuid, comment } = await removed();
    const plain = await writer();
    for (const result of [
      await plain.client.gql(Restore, { uuid }),
      await plain.client.gql(Clear, { uuid }),
      await plain.client.gql(Review, { uuid, reviewState: "upheld" }),
    ]) {
      expect(codeOf(result)).toBe("FORBIDDEN");
    }
    expect((await rowOf(comment.id)).state).toBe("banned");
    expect(await auditOf(comment.id)).toHaveLength(0);
    const unknown = await (await writer({ role: "admin" })).client.gql(Restore, { uuid: crypto.randomUUID() });
    expect(codeOf(unknown)).toBe("ENTITY_NOT_FOUND");
  });
});
