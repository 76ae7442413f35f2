import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { MarginsJob } from "@/server/federation/job-messages";
import { Client, codeOf, present } from "../support/api";
import { writer } from "../support/writing-fixtures";
import { graphql } from "./generated/gql";

// actFediverse, the reader's side of issue 38: who may act (signed in, opted in), what input
// each action needs, the follow limit held under simultaneous follows, and the job each action
// leaves for the worker (a queue stand-in records them; the worker's sending is the e2e's).

const ACT = graphql(`
  mutation FediverseAct($input: FediverseActionInput!) {
    actFediverse(input: $input) {
      status
      activityId
      remoteActorId
    }
  }
`);

const LOOKUP = graphql(`
  query FediverseLookup($input: FediverseRemoteActorInput!) {
    fediverseRemoteActor(input: $input) {
      actorId
    }
  }
`);

const PROFILE = graphql(`
  query FediverseProfile {
    viewerFediverse {
      account
      followingCount
      pendingFollowingCount
      maxFollowing
      following {
        actorId
        account
        status
      }
      timeline {
        objectId
        content
        liked
        likeActivityId
        remoteActor {
          actorId
        }
      }
    }
  }
`);

/** A queue that keeps what it was sent, in place of FEDERATION_QUEUE. */
function recordingQueue() {
  const sent: MarginsJob[] = [];
  const queue = {
    send: async (body: MarginsJob) => void sent.push(body),
    sendBatch: async (messages: { body: MarginsJob }[]) => void sent.push(...messages.map((m) => m.body)),
  } as unknown as Queue;
  return { sent, queue };
}

let actors = 0;
/** A remote actor already known here (as a lookup leaves it), on an unreachable host. */
async function remoteActor() {
  actors += 1;
  const name = `remote${actors}x${crypto.randomUUID().slice(0, 6)}`;
  const uri = `https://remote.example/users/${name}`;
  const row = await env.DB.prepare(
    "INSERT INTO federation_remote_actors (uri, handle, preferred_username, summary, inbox, shared_inbox, domain, fetched_at) " +
      "VALUES (?, ?, ?, '', ?, ?, 'remote.example', ?) RETURNING id",
  )
    .bind(uri, `${name}@remote.example`, name, `${uri}/inbox`, "https://remote.example/inbox", Date.now())
    .first<{ id: number }>();
  return { id: present(row).id, uri, handle: `${name}@remote.example` };
}

async function optedIn() {
  const { user, client } = await writer();
  const { sent, queue } = recordingQueue();
  client.withVars({ FEDERATION_QUEUE: queue });
  const on = await client.gql(`mutation { setViewerFederationSetting(input: { state: enabled }) { state } }`);
  expect(on.errors).toBeUndefined();
  return { user, client, sent };
}

describe("who may act", () => {
  it("answers a visitor UNAUTHENTICATED and a person who never opted in FORBIDDEN_BY_STATE, writing nothing", async () => {
    const actor = await remoteActor();
    expect(codeOf(await new Client().gql(ACT, { input: { action: "follow", remoteActorId: actor.uri } }))).toBe(
      "UNAUTHENTICATED",
    );
    const { user, client } = await writer();
    const { sent, queue } = recordingQueue();
    client.withVars({ FEDERATION_QUEUE: queue });
    const result = await client.gql(ACT, { input: { action: "follow", remoteActorId: actor.uri } });
    expect(codeOf(result)).toBe("FORBIDDEN_BY_STATE");
    expect(codeOf(await client.gql(PROFILE))).toBe("FORBIDDEN_BY_STATE");
    const rows = await env.DB.prepare("SELECT count(*) AS n FROM federation_following WHERE user_id = ?")
      .bind(user.id)
      .first<{ n: number }>();
    expect(rows?.n).toBe(0);
    expect(sent).toEqual([]);
  });

  it("answers BAD_USER_INPUT for a malformed handle or a missing target, before looking anything up", async () => {
    const { client, sent } = await optedIn();
    for (const account of ["not a handle", "@nobody", "name@", "a@b@c"]) {
      expect(codeOf(await client.gql(ACT, { input: { action: "follow", account } }))).toBe("BAD_USER_INPUT");
      expect(codeOf(await client.gql(LOOKUP, { input: { account } }))).toBe("BAD_USER_INPUT");
    }
    expect(codeOf(await client.gql(ACT, { input: { action: "follow" } }))).toBe("BAD_USER_INPUT");
    expect(codeOf(await client.gql(ACT, { input: { action: "like" } }))).toBe("BAD_USER_INPUT");
    expect(codeOf(await client.gql(ACT, { input: { action: "reply", objectId: "https://remote.example/p/1" } }))).toBe(
      "BAD_USER_INPUT",
    );
    const long = "x".repeat(501);
    const tooLong = await client.gql(ACT, {
      input: { action: "reply", objectId: "https://remote.example/p/1", content: long },
    });
    expect(codeOf(tooLong)).toBe("BAD_USER_INPUT");
    expect(sent).toEqual([]);
  });
});

describe("following", () => {
  it("keeps a pending follow and queues a Follow as the viewer's actor; unfollow queues its Undo", async () => {
    const { user, client, sent } = await optedIn();
    const actor = await remoteActor();
    const followed = await client.gql(ACT, { input: { action: "follow", account: `@${actor.handle.toUpperCase()}` } });
    expect(followed.errors).toBeUndefined();
    const result = present(followed.data?.actFediverse);
    expect(result.status).toBe("pending");
    expect(result.remoteActorId).toBe(actor.uri);
    expect(result.activityId).toMatch(new RegExp(`/ap/users/${user.id}#follows/`));
    expect(sent).toEqual([
      {
        kind: "margins.follow",
        userId: user.id,
        activityId: result.activityId,
        actor: { uri: actor.uri, inbox: `${actor.uri}/inbox`, sharedInbox: "https://remote.example/inbox" },
      },
    ]);

    const again = await client.gql(ACT, { input: { action: "follow", remoteActorId: actor.uri } });
    expect(again.data?.actFediverse?.status).toBe("exists");
    expect(sent).toHaveLength(1);

    const profile = present((await client.gql(PROFILE)).data?.viewerFediverse);
    expect(profile.pendingFollowingCount).toBe(1);
    expect(profile.followingCount).toBe(0);
    expect(profile.following).toEqual([{ actorId: actor.uri, account: actor.handle, status: "pending" }]);

    const unfollowed = await client.gql(ACT, { input: { action: "unfollow", remoteActorId: actor.uri } });
    expect(unfollowed.data?.actFediverse?.status).toBe("removed");
    expect(sent[1]).toMatchObject({ kind: "margins.unfollow", followId: result.activityId });
    expect(present((await client.gql(PROFILE)).data?.viewerFediverse).following).toEqual([]);
  });

  it("holds maxFollowing when follows arrive at once: one takes the last place, the others ACTION_LIMIT_EXCEEDED", async () => {
    const { user, client, sent } = await optedIn();
    const max = present((await client.gql(PROFILE)).data?.viewerFediverse).maxFollowing;
    // all places but one taken, by actors made in one statement
    const tag = crypto.randomUUID().slice(0, 8);
    await env.DB.prepare(
      "WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?) " +
        "INSERT INTO federation_remote_actors (uri, summary, inbox, domain, fetched_at) " +
        "SELECT 'https://filler.example/' || ? || '/' || i, '', 'https://filler.example/inbox', 'filler.example', 0 FROM n",
    )
      .bind(max - 1, tag)
      .run();
    await env.DB.prepare(
      "INSERT INTO federation_following (user_id, remote_actor_id, state, follow_uri, created_at) " +
        "SELECT ?, id, 'accepted', uri || '#f', 0 FROM federation_remote_actors WHERE uri LIKE ?",
    )
      .bind(user.id, `https://filler.example/${tag}/%`)
      .run();

    const contenders = await Promise.all([remoteActor(), remoteActor(), remoteActor()]);
    const results = await Promise.all(
      contenders.map((a) => client.gql(ACT, { input: { action: "follow", remoteActorId: a.uri } })),
    );
    const codes = results.map((r) => codeOf(r) ?? r.data?.actFediverse?.status).sort();
    expect(codes).toEqual(["ACTION_LIMIT_EXCEEDED", "ACTION_LIMIT_EXCEEDED", "pending"]);
    const count = await env.DB.prepare("SELECT count(*) AS n FROM federation_following WHERE user_id = ?")
      .bind(user.id)
      .first<{ n: number }>();
    expect(count?.n).toBe(max);
    expect(sent.filter((j) => j.kind === "margins.follow")).toHaveLength(1);
  });
});

describe("posts in the timeline", () => {
  async function followedPost() {
    const me = await optedIn();
    const actor = await remoteActor();
    await env.DB.prepare(
      "INSERT INTO federation_following (user_id, remote_actor_id, state, follow_uri, created_at, accepted_at) VALUES (?, ?, 'accepted', ?, 0, 0)",
    )
      .bind(me.user.id, actor.id, `${actor.uri}#f${me.user.id}`)
      .run();
    const objectUri = `${actor.uri}/posts/${crypto.randomUUID()}`;
    await env.DB.prepare(
      "INSERT INTO federation_posts (object_uri, remote_actor_id, content, published_at, created_at) VALUES (?, ?, '<p>hello</p>', ?, ?)",
    )
      .bind(objectUri, actor.id, Date.now(), Date.now())
      .run();
    return { ...me, actor, objectUri };
  }

  it("likes once (the same activity however often), shows it liked, and an unlike queues the Undo of that Like", async () => {
    const { client, sent, actor, objectUri } = await followedPost();
    const missing = await client.gql(ACT, { input: { action: "like", objectId: `${objectUri}-gone` } });
    expect(codeOf(missing)).toBe("ENTITY_NOT_FOUND");

    const [first, second] = await Promise.all([
      client.gql(ACT, { input: { action: "like", objectId: objectUri } }),
      client.gql(ACT, { input: { action: "like", objectId: objectUri } }),
    ]);
    const likeId = present(first.data?.actFediverse?.activityId);
    expect(second.data?.actFediverse?.activityId).toBe(likeId);
    expect(sent.filter((j) => j.kind === "margins.like")).toEqual([
      expect.objectContaining({ activityId: likeId, objectId: objectUri }),
    ]);

    const timeline = present((await client.gql(PROFILE)).data?.viewerFediverse).timeline;
    expect(timeline).toEqual([
      {
        objectId: objectUri,
        content: "<p>hello</p>",
        liked: true,
        likeActivityId: likeId,
        remoteActor: { actorId: actor.uri },
      },
    ]);

    const unliked = await client.gql(ACT, { input: { action: "unlike", objectId: objectUri } });
    expect(unliked.data?.actFediverse?.status).toBe("removed");
    expect(sent.at(-1)).toMatchObject({ kind: "margins.unlike", undoneId: likeId, objectId: objectUri });
    expect(present((await client.gql(PROFILE)).data?.viewerFediverse).timeline[0]?.liked).toBe(false);
  });

  it("queues a reply as the viewer's HTML, escaped, to the post's author", async () => {
    const { client, sent, actor, objectUri } = await followedPost();
    const result = await client.gql(ACT, {
      input: { action: "reply", objectId: objectUri, content: "Nice <b>post</b>" },
    });
    expect(result.errors).toBeUndefined();
    expect(sent.at(-1)).toMatchObject({
      kind: "margins.reply",
      inReplyTo: objectUri,
      content: "<p>Nice &lt;b&gt;post&lt;/b&gt;</p>",
      actor: { uri: actor.uri },
    });
  });

  it("a block ends the follow, hides the actor's posts and queues a Block; a report is kept for the admins", async () => {
    const { user, client, sent, actor, objectUri } = await followedPost();
    const blocked = await client.gql(ACT, { input: { action: "block", remoteActorId: actor.uri } });
    expect(blocked.data?.actFediverse?.status).toBe("blocked");
    expect(sent.at(-1)).toMatchObject({ kind: "margins.block", actor: { uri: actor.uri } });
    const profile = present((await client.gql(PROFILE)).data?.viewerFediverse);
    expect(profile.following).toEqual([]);
    expect(profile.timeline).toEqual([]);

    const short = await client.gql(ACT, { input: { action: "report", remoteActorId: actor.uri, reason: "no" } });
    expect(codeOf(short)).toBe("BAD_USER_INPUT");
    const reported = await client.gql(ACT, {
      input: { action: "report", remoteActorId: actor.uri, objectId: objectUri, reason: "spam links" },
    });
    expect(reported.errors).toBeUndefined();
    const report = await env.DB.prepare(
      "SELECT category, status, object_uri AS objectUri, reason FROM federation_reports WHERE user_id = ? AND remote_actor_uri = ?",
    )
      .bind(user.id, actor.uri)
      .first();
    expect(report).toEqual({ category: "outbound", status: "open", objectUri, reason: "spam links" });
    expect(sent.at(-1)).toMatchObject({ kind: "margins.report", objectIds: [objectUri], reason: "spam links" });
  });
});
