import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { circleMembers, circlePrices, circles, comments } from "@/server/db/schema";
import { Client, codeOf, createUser, db, type GqlResult, present, signIn } from "../support/api";
import { graphql } from "./generated/gql";

// A circle's discussion and broadcast (issue 34), on the comment system: who may start a thread
// and who may reply in each, who may pin, that only the owner and members read the lists (others
// read them empty, with no error), the counts everyone is told, and Comment.node.

const gid = (type: string, id: number) => btoa(`${type}:${id}`);

const PUT = graphql(`
  mutation CircleDiscussionPut($input: PutCommentInput!) {
    putComment(input: $input) {
      id
      type
      content
      parentComment {
        id
      }
      node {
        __typename
        ... on Circle {
          name
        }
      }
    }
  }
`);

const PIN = graphql(`
  mutation CircleDiscussionPin($id: ID!, $enabled: Boolean) {
    togglePinComment(input: { id: $id, enabled: $enabled }) {
      id
      pinned
    }
  }
`);

const DELETE = graphql(`
  mutation CircleDiscussionDelete($id: ID!) {
    deleteComment(input: { id: $id }) {
      state
    }
  }
`);

const READ = graphql(`
  query CircleDiscussionRead($name: String!) {
    circle(input: { name: $name }) {
      discussionCount
      discussionThreadCount
      discussion(input: { first: 10, sort: oldest }) {
        totalCount
        edges {
          node {
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
      broadcast(input: { first: 10 }) {
        totalCount
        edges {
          node {
            content
          }
        }
      }
      pinnedBroadcast {
        content
      }
    }
  }
`);

const NODE = graphql(`
  query CircleDiscussionNode($id: ID!) {
    node(input: { id: $id }) {
      __typename
      ... on Comment {
        content
      }
    }
  }
`);

type Person = { id: number; client: Client; userName: string };
type Circle = {
  id: number;
  name: string;
  owner: Person;
  member: Person;
  trial: Person;
  lapsed: Person;
  outsider: Person;
};

async function person(): Promise<Person> {
  const user = await createUser();
  return { id: user.id, client: await signIn(present(user.email)), userName: present(user.userName) };
}

/** A circle with its owner, an active member, one in a trial, one whose renewal failed, and an outsider. */
async function makeCircle(): Promise<Circle> {
  const [owner, member, trial, lapsed, outsider] = await Promise.all([
    person(),
    person(),
    person(),
    person(),
    person(),
  ]);
  const name = `talk${Math.floor(Math.random() * 1e9)}`;
  const [circle] = await db().insert(circles).values({ ownerId: owner.id, name, displayName: "Talk" }).returning();
  const circleId = present(circle).id;
  const [price] = await db().insert(circlePrices).values({ circleId, amount: 20, currency: "HKD" }).returning();
  const periodEnd = Date.now() + 30 * 86_400_000;
  await db()
    .insert(circleMembers)
    .values(
      (
        [
          [member, "active"],
          [trial, "trialing"],
          [lapsed, "past_due"],
        ] as const
      ).map(([p, state]) => ({ circleId, userId: p.id, state, priceId: present(price).id, periodEnd })),
    );
  return { id: circleId, name, owner, member, trial, lapsed, outsider };
}

const comment = (
  circleId: number,
  type: "circleDiscussion" | "circleBroadcast",
  content: string,
  reply?: { parentId: string; replyTo?: string },
) => ({ input: { comment: { type, circleId: gid("Circle", circleId), content: `<p>${content}</p>`, ...reply } } });

function putId(result: GqlResult<{ putComment: { id: string } }>) {
  if (result.errors) throw new Error(JSON.stringify(result.errors));
  return present(result.data).putComment.id;
}

async function rowsIn(circleId: number) {
  return db().select().from(comments).where(eq(comments.targetId, circleId));
}

let c: Circle;
beforeEach(async () => {
  c = await makeCircle();
});

describe("discussion", () => {
  it("members (active or in a trial) and the owner start threads and reply; the comment's node is the circle", async () => {
    const started = await c.member.client.gql(PUT, comment(c.id, "circleDiscussion", "Hello, circle"));
    expect(started.errors).toBeUndefined();
    expect(present(started.data).putComment).toMatchObject({
      type: "circleDiscussion",
      parentComment: null,
      node: { __typename: "Circle", name: c.name },
    });
    const thread = putId(started);
    const ownerThread = await c.owner.client.gql(PUT, comment(c.id, "circleDiscussion", "Owner's thread"));
    expect(ownerThread.errors).toBeUndefined();
    const reply = await c.owner.client.gql(PUT, comment(c.id, "circleDiscussion", "Welcome", { parentId: thread }));
    expect(present(reply.data).putComment.parentComment?.id).toBe(thread);
    const trialReply = await c.trial.client.gql(PUT, comment(c.id, "circleDiscussion", "Me too", { parentId: thread }));
    expect(trialReply.errors).toBeUndefined();
    expect(await rowsIn(c.id)).toHaveLength(4);
  });

  it("is FORBIDDEN to outsiders and to a member whose renewal failed, in threads and replies; a visitor must sign in; nothing is written", async () => {
    const thread = putId(await c.member.client.gql(PUT, comment(c.id, "circleDiscussion", "Members only")));
    for (const who of [c.outsider, c.lapsed]) {
      expect(codeOf(await who.client.gql(PUT, comment(c.id, "circleDiscussion", "Let me in")))).toBe("FORBIDDEN");
      expect(codeOf(await who.client.gql(PUT, comment(c.id, "circleDiscussion", "Hi", { parentId: thread })))).toBe(
        "FORBIDDEN",
      );
    }
    expect(codeOf(await new Client().gql(PUT, comment(c.id, "circleDiscussion", "Visitor")))).toBe("UNAUTHENTICATED");
    expect(await rowsIn(c.id)).toHaveLength(1);
  });

  it("names its circle: none is BAD_USER_INPUT, an unknown one CIRCLE_NOT_FOUND, a thread of another circle COMMENT_NOT_FOUND", async () => {
    const missing = await c.member.client.gql(PUT, {
      input: { comment: { type: "circleDiscussion", content: "<p>Where?</p>" } },
    });
    expect(codeOf(missing)).toBe("BAD_USER_INPUT");
    expect(codeOf(await c.member.client.gql(PUT, comment(987_654_321, "circleDiscussion", "Nowhere")))).toBe(
      "CIRCLE_NOT_FOUND",
    );
    const other = await makeCircle();
    const elsewhere = putId(await other.owner.client.gql(PUT, comment(other.id, "circleDiscussion", "Elsewhere")));
    const crossed = await c.member.client.gql(PUT, comment(c.id, "circleDiscussion", "Hi", { parentId: elsewhere }));
    expect(codeOf(crossed)).toBe("COMMENT_NOT_FOUND");
    expect(await rowsIn(c.id)).toHaveLength(0);
  });

  it("is read by the owner and members; outsiders, lapsed members and visitors read empty lists, and everyone the same counts", async () => {
    const thread = putId(await c.member.client.gql(PUT, comment(c.id, "circleDiscussion", "First thread")));
    await c.owner.client.gql(PUT, comment(c.id, "circleDiscussion", "A reply", { parentId: thread }));
    await c.trial.client.gql(PUT, comment(c.id, "circleDiscussion", "Second thread"));
    // a deleted comment leaves the counts
    const gone = putId(await c.trial.client.gql(PUT, comment(c.id, "circleDiscussion", "Oops")));
    expect((await c.trial.client.gql(DELETE, { id: gone })).errors).toBeUndefined();
    putId(await c.owner.client.gql(PUT, comment(c.id, "circleBroadcast", "News")));

    for (const who of [c.owner, c.member, c.trial]) {
      const read = present(present((await who.client.gql(READ, { name: c.name })).data).circle);
      expect(read.discussion.totalCount).toBe(2);
      const [first, second] = present(read.discussion.edges);
      expect(first?.node).toMatchObject({
        content: "<p>First thread</p>",
        author: { userName: c.member.userName },
        comments: { totalCount: 1, edges: [{ node: { content: "<p>A reply</p>" } }] },
      });
      expect(second?.node.content).toBe("<p>Second thread</p>");
      expect(read.broadcast.totalCount).toBe(1);
    }
    for (const client of [c.outsider.client, c.lapsed.client, new Client()]) {
      const result = await client.gql(READ, { name: c.name });
      expect(result.errors).toBeUndefined();
      const read = present(present(result.data).circle);
      expect(read.discussion).toEqual({ totalCount: 0, edges: [] });
      expect(read.broadcast).toEqual({ totalCount: 0, edges: [] });
      expect(read.pinnedBroadcast).toEqual([]);
      expect([read.discussionCount, read.discussionThreadCount]).toEqual([3, 2]);
    }
  });

  it("shows a comment by node id to the circle's people only", async () => {
    const id = putId(await c.member.client.gql(PUT, comment(c.id, "circleDiscussion", "Inside")));
    const asTrial = await c.trial.client.gql(NODE, { id });
    expect(present(asTrial.data).node).toEqual({ __typename: "Comment", content: "<p>Inside</p>" });
    expect(present((await c.outsider.client.gql(NODE, { id })).data).node).toBeNull();
    expect(present((await new Client().gql(NODE, { id })).data).node).toBeNull();
  });
});

describe("broadcast", () => {
  it("only the owner starts a thread; members reply; outsiders may do neither", async () => {
    const news = putId(await c.owner.client.gql(PUT, comment(c.id, "circleBroadcast", "News from the owner")));
    for (const who of [c.member, c.trial]) {
      expect(codeOf(await who.client.gql(PUT, comment(c.id, "circleBroadcast", "My news")))).toBe("FORBIDDEN");
      expect((await who.client.gql(PUT, comment(c.id, "circleBroadcast", "Thanks", { parentId: news }))).errors).toBe(
        undefined,
      );
    }
    expect(codeOf(await c.outsider.client.gql(PUT, comment(c.id, "circleBroadcast", "Hi", { parentId: news })))).toBe(
      "FORBIDDEN",
    );
    const owned = await c.owner.client.gql(PUT, comment(c.id, "circleBroadcast", "Me again", { parentId: news }));
    expect(owned.errors).toBeUndefined();
    const rows = await rowsIn(c.id);
    expect(rows.filter((r) => r.parentCommentId === null).map((r) => r.authorId)).toEqual([c.owner.id]);
    expect(rows).toHaveLength(4);
  });

  it("the owner pins threads (at most 3, also when pinned at once); members may not pin, nor may discussion be pinned", async () => {
    const ids = [];
    for (const text of ["One", "Two", "Three", "Four"]) {
      ids.push(putId(await c.owner.client.gql(PUT, comment(c.id, "circleBroadcast", text))));
    }
    const [first = ""] = ids;
    expect(codeOf(await c.member.client.gql(PIN, { id: first, enabled: true }))).toBe("FORBIDDEN");
    const talk = putId(await c.member.client.gql(PUT, comment(c.id, "circleDiscussion", "Pin me")));
    expect(codeOf(await c.owner.client.gql(PIN, { id: talk, enabled: true }))).toBe("FORBIDDEN");

    const results = await Promise.all(ids.map((id) => c.owner.client.gql(PIN, { id, enabled: true })));
    expect(results.filter((r) => r.errors === undefined)).toHaveLength(3);
    expect(results.map(codeOf).filter(Boolean)).toEqual(["ACTION_LIMIT_EXCEEDED"]);
    const pinned = present(present((await c.member.client.gql(READ, { name: c.name })).data).circle).pinnedBroadcast;
    expect(pinned).toHaveLength(3);
    expect(present(present((await c.outsider.client.gql(READ, { name: c.name })).data).circle).pinnedBroadcast).toEqual(
      [],
    );
  });
});

// ---- the contract's pinComment / unpinComment ----

const PIN_ONLY = graphql(`
  mutation CircleDiscussionPinOnly($id: ID!) {
    pinComment(input: { id: $id }) {
      id
      pinned
    }
  }
`);

const UNPIN_ONLY = graphql(`
  mutation CircleDiscussionUnpinOnly($id: ID!) {
    unpinComment(input: { id: $id }) {
      id
      pinned
    }
  }
`);

const pinnedOf = async (who: Person) =>
  present(present((await who.client.gql(READ, { name: c.name })).data).circle).pinnedBroadcast?.map((p) => p.content);

describe("pinComment and unpinComment", () => {
  it("the owner pins and unpins broadcasts through them, under togglePinComment's rules", async () => {
    const ids = [];
    for (const text of ["One", "Two", "Three", "Four"]) {
      ids.push(putId(await c.owner.client.gql(PUT, comment(c.id, "circleBroadcast", text))));
    }
    const [first = "", second = ""] = ids;
    const reply = putId(
      await c.member.client.gql(PUT, comment(c.id, "circleBroadcast", "Thanks", { parentId: first })),
    );
    const talk = putId(await c.member.client.gql(PUT, comment(c.id, "circleDiscussion", "Pin me")));
    expect(codeOf(await c.member.client.gql(PIN_ONLY, { id: first }))).toBe("FORBIDDEN");
    expect(codeOf(await c.owner.client.gql(PIN_ONLY, { id: talk }))).toBe("FORBIDDEN");
    expect(codeOf(await c.owner.client.gql(PIN_ONLY, { id: reply }))).toBe("FORBIDDEN_BY_TARGET_STATE");
    expect(codeOf(await c.outsider.client.gql(PIN_ONLY, { id: first }))).toBe("COMMENT_NOT_FOUND");
    expect(codeOf(await new Client().gql(PIN_ONLY, { id: first }))).toBe("UNAUTHENTICATED");

    // four at once: three pinned, the fourth refused
    const results = await Promise.all(ids.map((id) => c.owner.client.gql(PIN_ONLY, { id })));
    expect(results.filter((r) => r.errors === undefined).map((r) => present(r.data).pinComment.pinned)).toEqual([
      true,
      true,
      true,
    ]);
    expect(results.map(codeOf).filter(Boolean)).toEqual(["ACTION_LIMIT_EXCEEDED"]);
    expect(await pinnedOf(c.member)).toHaveLength(3);

    // pinning a pinned one again changes nothing; unpinning frees a place
    const pinnedId = present(results.find((r) => r.errors === undefined)?.data).pinComment.id;
    expect(present((await c.owner.client.gql(PIN_ONLY, { id: pinnedId })).data).pinComment.pinned).toBe(true);
    expect(codeOf(await c.member.client.gql(UNPIN_ONLY, { id: pinnedId }))).toBe("FORBIDDEN");
    const unpinned = await c.owner.client.gql(UNPIN_ONLY, { id: pinnedId });
    expect(present(unpinned.data).unpinComment).toEqual({ id: pinnedId, pinned: false });
    expect(await pinnedOf(c.trial)).toHaveLength(2);
    expect(present((await c.owner.client.gql(UNPIN_ONLY, { id: pinnedId })).data).unpinComment.pinned).toBe(false);
    const left = ids.find((id) => !results.some((r) => r.data?.pinComment.id === id)) ?? second;
    expect(present((await c.owner.client.gql(PIN_ONLY, { id: left })).data).pinComment.pinned).toBe(true);
    expect(await pinnedOf(c.member)).toHaveLength(3);
  });
});
