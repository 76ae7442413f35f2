import { and, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { runBatch } from "@/server/db/client";
import { recordStatements, userAccount } from "@/server/db/queries/ledger";
import { circleMembers, circlePrices, circles, features } from "@/server/db/schema";
import { type Client, createUser, db, paymentPasswordHash, present, signIn } from "../support/api";
import { graphql } from "./generated/gql";

// CircleNotice (issue 34): the owner hears of new subscribers, unsubscribers and followers; a
// discussion or broadcast comment reaches the owner (a member wrote it) and the other members
// (through the notice queue), each kind turned off by its own NotificationSetting switch.

const gid = (type: string, id: number) => btoa(`${type}:${id}`);
const PAYMENT_PASSWORD = "135790";

const NOTICES = graphql(`
  query CircleNoticesRead {
    viewer {
      notices(input: { first: 20 }) {
        edges {
          node {
            __typename
            ... on CircleNotice {
              type
              actors {
                userName
              }
              target {
                name
              }
              comments {
                content
              }
              replies {
                content
              }
            }
          }
        }
      }
    }
  }
`);

const SETTING = graphql(`
  mutation CircleNoticesSetting($type: NotificationSettingType!, $enabled: Boolean!) {
    updateNotificationSetting(input: { type: $type, enabled: $enabled }) {
      id
    }
  }
`);

const PUT = graphql(`
  mutation CircleNoticesPut($input: PutCommentInput!) {
    putComment(input: $input) {
      id
    }
  }
`);

const SUBSCRIBE = graphql(`
  mutation CircleNoticesSubscribe($input: SubscribeCircleInput!) {
    subscribeCircle(input: $input) {
      client_secret
    }
  }
`);

const UNSUBSCRIBE = graphql(`
  mutation CircleNoticesUnsubscribe($id: ID!) {
    unsubscribeCircle(input: { id: $id }) {
      id
    }
  }
`);

const FOLLOW = graphql(`
  mutation CircleNoticesFollow($id: ID!) {
    toggleFollowCircle(input: { id: $id, enabled: true }) {
      id
    }
  }
`);

const INVITE = graphql(`
  mutation CircleNoticesInvite($input: InviteCircleInput!) {
    invite(input: $input) {
      id
    }
  }
`);

type Person = { id: number; client: Client; userName: string };

async function person(): Promise<Person> {
  const user = await createUser({ paymentPasswordHash: await paymentPasswordHash(PAYMENT_PASSWORD) });
  return { id: user.id, client: await signIn(present(user.email)), userName: present(user.userName) };
}

/** What the person's notices list says of circles: kind, who, which circle, and the comment named. */
async function circleNotices(who: Person) {
  const result = await who.client.gql(NOTICES);
  const edges = present(present(result.data?.viewer).notices.edges);
  return edges.flatMap(({ node }) =>
    node.__typename === "CircleNotice"
      ? [
          {
            type: node.type,
            actors: (node.actors ?? []).map((a) => a.userName),
            circle: node.target.name,
            comments: (node.comments ?? []).map((c) => c.content),
            replies: (node.replies ?? []).map((c) => c.content),
          },
        ]
      : [],
  );
}

/** Waits for the queue's consumer (Miniflare batches for up to a second). */
async function eventually<T>(read: () => Promise<T>, ready: (value: T) => boolean, ms = 8_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (ready(value) || Date.now() > end) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function topUp(userId: number, cents: number) {
  const row = {
    uid: crypto.randomUUID(),
    recipientId: userId,
    amount: cents,
    currency: "HKD" as const,
    purpose: "addCredit" as const,
  };
  await runBatch(
    db(),
    recordStatements(db(), row, [
      { account: "processor", amount: -cents },
      { account: userAccount(userId), amount: cents },
    ]),
  );
}

type Circle = { id: number; name: string; owner: Person; members: Person[] };

/** A circle with its owner and `count` members (one of them in a trial). */
async function makeCircle(count: number): Promise<Circle> {
  const owner = await person();
  const members = await Promise.all(Array.from({ length: count }, () => person()));
  const name = `note${Math.floor(Math.random() * 1e9)}`;
  const [circle] = await db().insert(circles).values({ ownerId: owner.id, name, displayName: "Notes" }).returning();
  const id = present(circle).id;
  const [price] = await db().insert(circlePrices).values({ circleId: id, amount: 20, currency: "HKD" }).returning();
  if (members.length) {
    await db()
      .insert(circleMembers)
      .values(
        members.map((m, i) => ({
          circleId: id,
          userId: m.id,
          state: i === 1 ? ("trialing" as const) : ("active" as const),
          priceId: present(price).id,
          periodEnd: Date.now() + 30 * 86_400_000,
        })),
      );
  }
  return { id, name, owner, members };
}

const comment = (circleId: number, type: "circleDiscussion" | "circleBroadcast", text: string, parentId?: string) => ({
  input: {
    comment: { type, circleId: gid("Circle", circleId), content: `<p>${text}</p>`, ...(parentId ? { parentId } : {}) },
  },
});

beforeEach(async () => {
  await db()
    .insert(features)
    .values({ name: "circle_interact", flag: "on" })
    .onConflictDoUpdate({ target: features.name, set: { flag: "on" } });
});

describe("the owner's notices", () => {
  it("tells of a new subscriber, an unsubscriber and a follower, once each", async () => {
    const c = await makeCircle(0);
    const reader = await person();
    await topUp(reader.id, 10_000);
    const circleId = gid("Circle", c.id);
    const subscribed = await reader.client.gql(SUBSCRIBE, { input: { id: circleId, password: PAYMENT_PASSWORD } });
    expect(subscribed.errors).toBeUndefined();
    expect((await reader.client.gql(FOLLOW, { id: circleId })).errors).toBeUndefined();
    expect((await reader.client.gql(FOLLOW, { id: circleId })).errors).toBeUndefined();
    expect((await reader.client.gql(UNSUBSCRIBE, { id: circleId })).errors).toBeUndefined();
    expect((await reader.client.gql(UNSUBSCRIBE, { id: circleId })).errors).toBeUndefined();
    const told = await circleNotices(c.owner);
    expect(told.map((n) => n.type).sort()).toEqual([
      "CircleNewFollower",
      "CircleNewSubscriber",
      "CircleNewUnsubscriber",
    ]);
    for (const n of told) expect(n).toMatchObject({ actors: [reader.userName], circle: c.name });
    // the reader hears nothing of their own doing
    expect(await circleNotices(reader)).toEqual([]);
  });

  it("tells of an invited reader who accepts, as of any new subscriber", async () => {
    const c = await makeCircle(0);
    const reader = await person();
    const circleId = gid("Circle", c.id);
    const invited = await c.owner.client.gql(INVITE, {
      input: { circleId, freePeriod: 30, invitees: [{ id: gid("User", reader.id) }] },
    });
    expect(invited.errors).toBeUndefined();
    // accepting is subscribing while invited: no password, no money
    expect((await reader.client.gql(SUBSCRIBE, { input: { id: circleId } })).errors).toBeUndefined();
    expect((await circleNotices(c.owner)).map((n) => n.type)).toEqual(["CircleNewSubscriber"]);
    expect((await circleNotices(reader)).map((n) => n.type)).toEqual(["CircleInvitation"]);
  });

  it("tells nothing of a kind the owner turned off", async () => {
    const c = await makeCircle(0);
    for (const type of ["circleNewSubscriber", "circleNewFollower", "circleNewUnsubscriber"] as const) {
      expect((await c.owner.client.gql(SETTING, { type, enabled: false })).errors).toBeUndefined();
    }
    const reader = await person();
    await topUp(reader.id, 10_000);
    const circleId = gid("Circle", c.id);
    expect((await reader.client.gql(SUBSCRIBE, { input: { id: circleId, password: PAYMENT_PASSWORD } })).errors).toBe(
      undefined,
    );
    await reader.client.gql(FOLLOW, { id: circleId });
    await reader.client.gql(UNSUBSCRIBE, { id: circleId });
    expect(await circleNotices(c.owner)).toEqual([]);
  });
});

describe("discussion and broadcast notices", () => {
  it("a member's new thread reaches the owner and the other members, but not members who turned it off", async () => {
    const c = await makeCircle(4);
    const [writer, trial, plain, quiet] = c.members as [Person, Person, Person, Person];
    await quiet.client.gql(SETTING, { type: "inCircleNewDiscussion", enabled: false });
    const outsider = await person();
    expect((await writer.client.gql(PUT, comment(c.id, "circleDiscussion", "A new thread"))).errors).toBeUndefined();

    const expected = {
      type: "CircleNewDiscussionComments",
      actors: [writer.userName],
      circle: c.name,
      comments: ["<p>A new thread</p>"],
      replies: [],
    };
    expect(await circleNotices(c.owner)).toEqual([expected]);
    const forTrial = await eventually(
      () => circleNotices(trial),
      (list) => list.length > 0,
    );
    expect(forTrial).toEqual([expected]);
    expect(await circleNotices(plain)).toEqual([expected]);
    expect(await circleNotices(quiet)).toEqual([]);
    expect(await circleNotices(writer)).toEqual([]);
    expect(await circleNotices(outsider)).toEqual([]);
  });

  it("a member who left no longer sees notices of the circle's comments (the comments are the members')", async () => {
    const c = await makeCircle(2);
    const [writer, leaver] = c.members as [Person, Person];
    expect((await writer.client.gql(PUT, comment(c.id, "circleDiscussion", "Still here?"))).errors).toBeUndefined();
    const told = await eventually(
      () => circleNotices(leaver),
      (list) => list.length > 0,
    );
    expect(told).toHaveLength(1);
    await db()
      .update(circleMembers)
      .set({ state: "canceled" })
      .where(and(eq(circleMembers.circleId, c.id), eq(circleMembers.userId, leaver.id)));
    const after = await leaver.client.gql(NOTICES);
    expect(after.errors).toBeUndefined();
    expect(await circleNotices(leaver)).toEqual([]);
  });

  it("a reply in the discussion reaches the owner by its own switch, and the members by theirs", async () => {
    const c = await makeCircle(3);
    const [writer, replier, other] = c.members as [Person, Person, Person];
    const thread = present((await writer.client.gql(PUT, comment(c.id, "circleDiscussion", "Thread"))).data).putComment
      .id;
    await eventually(
      () => circleNotices(other),
      (list) => list.length === 1,
    );
    await c.owner.client.gql(SETTING, { type: "circleMemberNewDiscussionReply", enabled: false });
    await other.client.gql(SETTING, { type: "inCircleNewDiscussionReply", enabled: false });
    expect((await replier.client.gql(PUT, comment(c.id, "circleDiscussion", "A reply", thread))).errors).toBe(
      undefined,
    );
    const forWriter = await eventually(
      () => circleNotices(writer),
      (list) => list.length > 0,
    );
    expect(forWriter).toEqual([
      expect.objectContaining({ type: "CircleNewDiscussionComments", replies: ["<p>A reply</p>"], comments: [] }),
    ]);
    // the owner and the other member turned replies off: only the thread's notice each
    expect((await circleNotices(c.owner)).map((n) => n.comments)).toEqual([["<p>Thread</p>"]]);
    expect((await circleNotices(other)).map((n) => n.comments)).toEqual([["<p>Thread</p>"]]);
  });

  it("the owner's broadcast reaches the members; a member's reply reaches the owner and the other members", async () => {
    const c = await makeCircle(3);
    const [first, second, quiet] = c.members as [Person, Person, Person];
    await quiet.client.gql(SETTING, { type: "inCircleNewBroadcast", enabled: false });
    const news = present((await c.owner.client.gql(PUT, comment(c.id, "circleBroadcast", "News"))).data).putComment.id;
    const told = await eventually(
      () => circleNotices(first),
      (list) => list.length > 0,
    );
    expect(told).toEqual([
      {
        type: "CircleNewBroadcastComments",
        actors: [c.owner.userName],
        circle: c.name,
        comments: ["<p>News</p>"],
        replies: [],
      },
    ]);
    expect(await circleNotices(quiet)).toEqual([]);
    expect(await circleNotices(c.owner)).toEqual([]);

    expect((await first.client.gql(PUT, comment(c.id, "circleBroadcast", "Thanks", news))).errors).toBeUndefined();
    expect(await circleNotices(c.owner)).toEqual([
      expect.objectContaining({
        type: "CircleNewBroadcastComments",
        actors: [first.userName],
        replies: ["<p>Thanks</p>"],
      }),
    ]);
    const forSecond = await eventually(
      () => circleNotices(second),
      (list) => list.length === 2,
    );
    expect(forSecond.map((n) => n.replies)).toEqual([["<p>Thanks</p>"], []]);
    // turned off broadcasts, not replies
    expect(
      await eventually(
        () => circleNotices(quiet),
        (list) => list.length > 0,
      ),
    ).toEqual([expect.objectContaining({ replies: ["<p>Thanks</p>"] })]);
  });
});

// ---- mentions (CircleNotice.mentions) ----

const MENTION_NOTICES = graphql(`
  query CircleMentionNoticesRead {
    viewer {
      notices(input: { first: 20 }) {
        edges {
          node {
            __typename
            ... on CircleNotice {
              type
              actors {
                userName
              }
              comments {
                content
              }
              replies {
                content
              }
              mentions {
                content
              }
            }
            ... on CommentNotice {
              commentNoticeType: type
            }
          }
        }
      }
    }
  }
`);

/** Every notice the person has, circle ones with the comment they name and where (comments, replies, mentions). */
async function allNotices(who: Person) {
  const result = await who.client.gql(MENTION_NOTICES);
  expect(result.errors).toBeUndefined();
  return present(present(result.data?.viewer).notices.edges).map(({ node }) =>
    node.__typename === "CircleNotice"
      ? {
          type: node.type,
          actors: (node.actors ?? []).map((a) => a.userName),
          comments: (node.comments ?? []).map((c) => c.content),
          replies: (node.replies ?? []).map((c) => c.content),
          mentions: (node.mentions ?? []).map((c) => c.content),
        }
      : { type: node.__typename === "CommentNotice" ? node.commentNoticeType : node.__typename },
  );
}

const mentionOf = (p: Person) => `<a href="/@${p.userName}">@${p.userName}</a>`;

describe("mentions in a circle's comments", () => {
  it("tell a mentioned member once, with the comment in mentions; a mentioned stranger hears nothing", async () => {
    const c = await makeCircle(3);
    const [writer, named, other] = c.members as [Person, Person, Person];
    const outsider = await person();
    const text = `Look ${mentionOf(named)} and ${mentionOf(outsider)}`;
    const put = await writer.client.gql(PUT, comment(c.id, "circleDiscussion", text));
    expect(put.errors).toBeUndefined();
    const content = `<p>${text}</p>`;
    // the other member hears of the thread by the queue: by then the named member was told in the request
    expect(
      await eventually(
        () => allNotices(other),
        (list) => list.length > 0,
      ),
    ).toEqual([
      {
        type: "CircleNewDiscussionComments",
        actors: [writer.userName],
        comments: [content],
        replies: [],
        mentions: [],
      },
    ]);
    expect(await allNotices(named)).toEqual([
      {
        type: "CircleNewDiscussionComments",
        actors: [writer.userName],
        comments: [],
        replies: [],
        mentions: [content],
      },
    ]);
    expect(await allNotices(outsider)).toEqual([]);
  });

  it("tell a member mentioned in a broadcast reply, and the owner mentioned by a member, each once", async () => {
    const c = await makeCircle(2);
    const [first, second] = c.members as [Person, Person];
    const news = present((await c.owner.client.gql(PUT, comment(c.id, "circleBroadcast", "News"))).data).putComment.id;
    await eventually(
      () => allNotices(second),
      (list) => list.length === 1,
    );
    const text = `Agreed ${mentionOf(second)} ${mentionOf(c.owner)}`;
    expect((await first.client.gql(PUT, comment(c.id, "circleBroadcast", text, news))).errors).toBeUndefined();
    const mentioned = {
      type: "CircleNewBroadcastComments",
      actors: [first.userName],
      comments: [],
      replies: [],
      mentions: [`<p>${text}</p>`],
    };
    expect(await allNotices(c.owner)).toEqual([mentioned]);
    // the fan-out runs, and leaves the member it mentioned as told
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(await allNotices(second)).toEqual([mentioned, expect.objectContaining({ comments: ["<p>News</p>"] })]);
  }, 20_000);

  it("with mentions turned off, a member hears of the comment as any member does", async () => {
    const c = await makeCircle(2);
    const [writer, named] = c.members as [Person, Person];
    expect((await named.client.gql(SETTING, { type: "mention", enabled: false })).errors).toBeUndefined();
    const text = `Hi ${mentionOf(named)}`;
    expect((await writer.client.gql(PUT, comment(c.id, "circleDiscussion", text))).errors).toBeUndefined();
    expect(
      await eventually(
        () => allNotices(named),
        (list) => list.length > 0,
      ),
    ).toEqual([expect.objectContaining({ comments: [`<p>${text}</p>`], mentions: [] })]);
  });
});

// ---- likes of a circle's comments ----

const LIKE = graphql(`
  mutation CircleNoticesLike($id: ID!) {
    voteComment(input: { id: $id, vote: up }) {
      upvotes
    }
  }
`);

const LIKED = graphql(`
  query CircleNoticesLiked {
    viewer {
      notices(input: { first: 20 }) {
        edges {
          node {
            ... on CommentNotice {
              type
              target {
                type
                node {
                  __typename
                  ... on Circle {
                    name
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

describe("a like of a circle's comment", () => {
  it("tells its writer by a CommentLiked notice whose comment names its circle and whether discussion or broadcast", async () => {
    const c = await makeCircle(2);
    const [writer, liker] = c.members as [Person, Person];
    const news = present((await c.owner.client.gql(PUT, comment(c.id, "circleBroadcast", "News"))).data).putComment.id;
    const talk = present((await writer.client.gql(PUT, comment(c.id, "circleDiscussion", "Talk"))).data).putComment.id;
    expect((await liker.client.gql(LIKE, { id: news })).errors).toBeUndefined();
    expect((await liker.client.gql(LIKE, { id: talk })).errors).toBeUndefined();
    const liked = async (who: Person) =>
      present((await who.client.gql(LIKED)).data?.viewer)
        .notices.edges?.map(({ node }) => node)
        .filter((n) => "type" in n && n.type === "CommentLiked");
    const where = { __typename: "Circle", name: c.name };
    expect(await liked(c.owner)).toEqual([{ type: "CommentLiked", target: { type: "circleBroadcast", node: where } }]);
    expect(await liked(writer)).toEqual([{ type: "CommentLiked", target: { type: "circleDiscussion", node: where } }]);
  });
});
