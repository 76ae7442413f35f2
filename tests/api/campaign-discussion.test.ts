import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { notices } from "@/server/db/schema";
import { type Client, codeOf, db, present } from "../support/api";
import { dbId } from "../support/global-ids";
import { gid, insertChallenge, writer } from "../support/writing-fixtures";
import { graphql } from "./generated/gql";

// A writing challenge's discussion (issue 35): any active person writes in it, at most 240
// characters a comment, while the challenge is not archived; replies and deletion as for any
// comment; no one pins there. Listed on the challenge with its count.

const PUT = graphql(`
  mutation CampaignDiscussionPut($input: PutCommentInput!) {
    putComment(input: $input) {
      id
      type
      content
      node {
        __typename
        ... on WritingChallenge {
          shortHash
        }
      }
    }
  }
`);

const DELETE = graphql(`
  mutation CampaignDiscussionDelete($id: ID!) {
    deleteComment(input: { id: $id }) {
      state
    }
  }
`);

const PIN = graphql(`
  mutation CampaignDiscussionPin($id: ID!) {
    togglePinComment(input: { id: $id, enabled: true }) {
      pinned
    }
  }
`);

const READ = graphql(`
  query CampaignDiscussionRead($shortHash: String!) {
    campaign(input: { shortHash: $shortHash }) {
      ... on WritingChallenge {
        discussionCount
        discussion(input: { first: 10, sort: oldest }) {
          totalCount
          edges {
            node {
              id
              state
              content
              author {
                userName
              }
              comments(input: { first: 10 }) {
                totalCount
                edges {
                  node {
                    content
                  }
                }
              }
            }
          }
        }
      }
    }
  }
`);

const NODE = graphql(`
  query CampaignDiscussionNode($id: ID!) {
    node(input: { id: $id }) {
      __typename
      ... on Comment {
        content
      }
    }
  }
`);

const say = (client: Client, channelId: number, content: string, extra: Record<string, string> = {}) =>
  client.gql(PUT, {
    input: {
      comment: { type: "campaignDiscussion", campaignId: gid("WritingChallenge", channelId), content, ...extra },
    },
  });

async function discussionOf(client: Client, shortHash: string) {
  const result = await client.gql(READ, { shortHash });
  expect(result.errors).toBeUndefined();
  const c = present(present(result.data).campaign);
  if (!("discussion" in c)) throw new Error("not a writing challenge");
  return c;
}

describe("a writing challenge's discussion", () => {
  it("takes a comment from anyone active, applied or not, and lists and counts it on the challenge", async () => {
    const { channel } = await insertChallenge("active");
    const { user, client } = await writer();
    const result = await say(client, channel.id, "<p>Who else is writing about rivers?</p>");
    expect(result.errors).toBeUndefined();
    expect(present(result.data).putComment).toMatchObject({
      type: "campaignDiscussion",
      content: "<p>Who else is writing about rivers?</p>",
      node: { __typename: "WritingChallenge", shortHash: channel.shortHash },
    });
    const visitor = (await writer()).client;
    const read = await discussionOf(visitor, channel.shortHash);
    expect(read.discussionCount).toBe(1);
    expect(read.discussion.totalCount).toBe(1);
    expect((read.discussion.edges ?? []).map((e) => [e.node.author.userName, e.node.content])).toEqual([
      [user.userName, "<p>Who else is writing about rivers?</p>"],
    ]);
    const node = await visitor.gql(NODE, { id: present(result.data).putComment.id });
    expect(present(node.data).node).toEqual({
      __typename: "Comment",
      content: "<p>Who else is writing about rivers?</p>",
    });
  });

  it("takes 240 characters and refuses 241 (BAD_USER_INPUT), in a new comment and in an edit", async () => {
    const { channel } = await insertChallenge("active");
    const { client } = await writer();
    const full = await say(client, channel.id, `<p>${"字".repeat(240)}</p>`);
    expect(full.errors).toBeUndefined();
    expect(codeOf(await say(client, channel.id, `<p>${"字".repeat(241)}</p>`))).toBe("BAD_USER_INPUT");
    const id = present(full.data).putComment.id;
    const edit = await client.gql(PUT, {
      input: {
        id,
        comment: {
          type: "campaignDiscussion",
          campaignId: gid("WritingChallenge", channel.id),
          content: `<p>${"a".repeat(241)}</p>`,
        },
      },
    });
    expect(codeOf(edit)).toBe("BAD_USER_INPUT");
    expect(((await discussionOf(client, channel.shortHash)).discussion.edges ?? []).map((e) => e.node.content)).toEqual(
      [`<p>${"字".repeat(240)}</p>`],
    );
  });

  it("refuses an archived challenge (FORBIDDEN_BY_TARGET_STATE) and still takes comments once it has finished", async () => {
    const archived = await insertChallenge("archived");
    const admin = await writer({ role: "admin" });
    expect(codeOf(await say(admin.client, archived.channel.id, "<p>Late</p>"))).toBe("FORBIDDEN_BY_TARGET_STATE");
    const finished = await insertChallenge("finished");
    const { client } = await writer();
    expect((await say(client, finished.channel.id, "<p>Thanks all</p>")).errors).toBeUndefined();
  });

  it("answers CAMPAIGN_NOT_FOUND for a challenge the writer cannot see, and BAD_USER_INPUT with none named", async () => {
    const pending = await insertChallenge("pending");
    const { client } = await writer();
    expect(codeOf(await say(client, pending.channel.id, "<p>Early</p>"))).toBe("CAMPAIGN_NOT_FOUND");
    const none = await client.gql(PUT, {
      input: { comment: { type: "campaignDiscussion", content: "<p>Where?</p>" } },
    });
    expect(codeOf(none)).toBe("BAD_USER_INPUT");
    expect(
      (await discussionOf((await writer({ role: "admin" })).client, pending.channel.shortHash)).discussionCount,
    ).toBe(0);
  });

  it("takes replies into their thread, tells the person answered, and counts them", async () => {
    const { channel } = await insertChallenge("active");
    const first = await writer();
    const second = await writer();
    const opened = await say(first.client, channel.id, "<p>Starting today</p>");
    const parentId = present(opened.data).putComment.id;
    const reply = await say(second.client, channel.id, "<p>Me too</p>", { parentId });
    expect(reply.errors).toBeUndefined();
    const read = await discussionOf(first.client, channel.shortHash);
    expect(read.discussionCount).toBe(2);
    expect(read.discussion.totalCount).toBe(1);
    expect(read.discussion.edges?.[0]?.node.comments.edges?.map((e) => e.node.content)).toEqual(["<p>Me too</p>"]);
    const told = await db()
      .select()
      .from(notices)
      .where(and(eq(notices.recipientId, first.user.id), eq(notices.type, "CommentNewReply")));
    expect(told.map((n) => [n.targetId, n.entityId])).toEqual([
      [dbId(parentId), dbId(present(reply.data).putComment.id)],
    ]);
  });

  it("lets the author delete a comment, no one else, and the count drops", async () => {
    const { channel } = await insertChallenge("active");
    const { client } = await writer();
    const other = await writer();
    const id = present((await say(client, channel.id, "<p>Second thoughts</p>")).data).putComment.id;
    expect(codeOf(await other.client.gql(DELETE, { id }))).toBe("FORBIDDEN");
    expect((await discussionOf(client, channel.shortHash)).discussionCount).toBe(1);
    const deleted = await client.gql(DELETE, { id });
    expect(present(deleted.data).deleteComment.state).toBe("archived");
    expect((await discussionOf(client, channel.shortHash)).discussionCount).toBe(0);
  });

  it("pins nothing, not even for an admin (FORBIDDEN)", async () => {
    const { channel } = await insertChallenge("active");
    const admin = await writer({ role: "admin" });
    const id = present((await say(admin.client, channel.id, "<p>Rules of the road</p>")).data).putComment.id;
    expect(codeOf(await admin.client.gql(PIN, { id }))).toBe("FORBIDDEN");
  });
});
