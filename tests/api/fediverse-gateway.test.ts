import { env } from "cloudflare:workers";
import { Accept, Person } from "@fedify/fedify/vocab";
import { and, eq, inArray, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  adminAudit,
  federationDeadLetters,
  federationDeliveries,
  federationDomainBlocks,
  federationPosts,
  federationRemoteActors,
  federationReports,
  federationUserSettings,
} from "@/server/db/schema";
import { consumeFederation, MAX_ATTEMPTS } from "@/server/federation/consume";
import { buildFederation } from "@/server/federation/federation";
import { handleFederation } from "@/server/federation/handler";
import { Client, codeOf, createUser, db, present, signIn } from "../support/api";
import { gid, insertArticle } from "../support/writing-fixtures";
import { graphql } from "./generated/gql";

// The admin's side of the fediverse (issue 38): the gateway dashboard, and what admins do with
// dead letters, reports, instance blocks and people's and articles' choices. A delivery to an
// inbox that never answers goes through the real queue bookkeeping and the real consumer
// (consumeFederation, on its last attempt) into federation_dead_letters; replaying it puts it
// back on FEDERATION_QUEUE once, however many admins press at once.

const DASHBOARD = graphql(`
  query GatewayDashboard {
    oss {
      fediverseGateway {
        generatedAt
        queue {
          total
          pending
          delivered
          deadLetter
          openDeadLetters
          replayedDeadLetters
          resolvedDeadLetters
        }
        deadLetters {
          id
          status
          activityId
          activityType
          targetActorId
        }
        reports {
          id
          status
          reason
        }
        auditEvents {
          event
          actorHandle
          itemId
          reason
        }
        social {
          actors
          blocked
          openReports
          timelineRetentionDays
        }
        domainBlocks {
          domain
          reason
        }
      }
    }
  }
`);

const REPLAY = graphql(`
  mutation GatewayReplay($id: ID!) {
    replayFediverseDeadLetter(input: { id: $id })
  }
`);

const RESOLVE_LETTER = graphql(`
  mutation GatewayResolveLetter($id: ID!, $reason: String!) {
    resolveFediverseDeadLetter(input: { id: $id, reason: $reason })
  }
`);

const RESOLVE_REPORT = graphql(`
  mutation GatewayResolveReport($id: ID!, $resolution: String!) {
    resolveFediverseReport(input: { id: $id, resolution: $resolution })
  }
`);

const BLOCK = graphql(`
  mutation GatewayBlock($domain: String!, $blocked: Boolean!, $reason: String) {
    putFediverseDomainBlock(input: { domain: $domain, blocked: $blocked, reason: $reason }) {
      domain
      reason
    }
  }
`);

const PUT_USER = graphql(`
  mutation GatewayPutUser($id: ID!, $state: FederationAuthorSettingState!) {
    putUserFederationSetting(input: { id: $id, state: $state }) {
      userId
      state
      updatedBy
    }
  }
`);

const PUT_ARTICLE = graphql(`
  mutation GatewayPutArticle($id: ID!, $state: FederationArticleSettingState!) {
    putArticleFederationSetting(input: { id: $id, state: $state }) {
      articleId
      state
      updatedBy
    }
  }
`);

const PRUNE = graphql(`
  mutation GatewayPrune($input: PruneFediverseSocialDataInput) {
    pruneFediverseSocialData(input: $input)
  }
`);

const SITE = env.SITE_URL ?? "http://127.0.0.1:8787";
// nothing listens on port 9 (discard): every delivery there fails
const DEAD_INBOX = "http://127.0.0.1:9/inbox";

async function admin() {
  const person = await createUser({ role: "admin" });
  return { person, client: await signIn(person.email ?? "") };
}

async function someone() {
  const person = await createUser();
  return signIn(person.email ?? "");
}

const letterId = (id: number) => btoa(`FediverseDeadLetter:${id}`);
const reportId = (id: number) => btoa(`FediverseReport:${id}`);

/**
 * FEDERATION_QUEUE as the sender sees it, keeping what is sent instead of handing it to the
 * test worker's consumer, whose retries come minutes later: the test plays the consumer's turns.
 */
function catcher() {
  const sent: unknown[] = [];
  const queue = {
    send: async (body: unknown) => void sent.push(body),
    sendBatch: async (messages: Iterable<{ body: unknown }>) => {
      for (const m of messages) sent.push(m.body);
    },
  } as unknown as Queue;
  return { queue, sent };
}

/** The worker's consumer on one batch, with the federation queue the worker has. */
const consume = (batch: MessageBatch<unknown>) =>
  consumeFederation(batch, { ...env, FEDERATION_QUEUE: catcher().queue });

/**
 * An opted-in author's Accept sent by Fedify itself to an inbox that never answers: the
 * message Fedify enqueues goes through our queue (recorded in federation_deliveries), caught
 * on its way to the Cloudflare Queue so the test hands it to the consumer itself.
 */
async function queuedDelivery() {
  const author = await createUser();
  await db().insert(federationUserSettings).values({ userId: author.id, state: "enabled", updatedBy: author.id });
  const { queue, sent } = catcher();
  const federation = buildFederation({ ...env, FEDERATION_QUEUE: queue });
  const ctx = federation.createContext(new URL(SITE), { ...env, FEDERATION_QUEUE: queue });
  const activityId = new URL(`#accepts/${crypto.randomUUID()}`, ctx.getActorUri(String(author.id)));
  await ctx.sendActivity(
    { identifier: String(author.id) },
    new Person({ id: new URL("http://127.0.0.1:9/users/nobody"), inbox: new URL(DEAD_INBOX) }),
    new Accept({ id: activityId, actor: ctx.getActorUri(String(author.id)) }),
    { fanout: "skip" },
  );
  expect(sent).toHaveLength(1);
  return { body: sent[0] as { id: string }, activityId: activityId.href };
}

/** A MessageBatch as Cloudflare hands the consumer one: each message on its `attempts`th try. */
function batchOf(body: unknown, attempts: number) {
  const outcome = { acked: false, retried: false };
  const message = {
    id: crypto.randomUUID(),
    timestamp: new Date(),
    body,
    attempts,
    ack: () => {
      outcome.acked = true;
    },
    retry: () => {
      outcome.retried = true;
    },
  };
  const batch = {
    queue: "margins-federation",
    messages: [message],
    ackAll: () => message.ack(),
    retryAll: () => message.retry(),
  } as unknown as MessageBatch<unknown>;
  return { batch, outcome };
}

/** A delivery that failed its last attempt: in federation_dead_letters, by the consumer. */
async function deadLetter() {
  const { body, activityId } = await queuedDelivery();
  const { batch, outcome } = batchOf(body, MAX_ATTEMPTS);
  await consume(batch);
  expect(outcome).toEqual({ acked: true, retried: false });
  const [letter] = await lettersOf(activityId);
  return { letter: present(letter), body, activityId };
}

const lettersOf = (activityUri: string) =>
  db()
    .select()
    .from(federationDeadLetters)
    .where(sql`json_extract(${federationDeadLetters.body}, '$.activityId') = ${activityUri}`);

const deliveriesOf = (activityUri: string) =>
  db().select().from(federationDeliveries).where(eq(federationDeliveries.activityUri, activityUri));

describe("delivery bookkeeping and the dead-letter path", () => {
  it("records a delivery when queued, counts a failed try, and dead-letters it after MAX_ATTEMPTS", async () => {
    const { body, activityId } = await queuedDelivery();
    const [recorded] = await deliveriesOf(activityId);
    expect(recorded).toMatchObject({ id: body.id, kind: "outbox", state: "pending", targetUri: DEAD_INBOX });

    const early = batchOf(body, 1);
    await consume(early.batch);
    expect(early.outcome).toEqual({ acked: false, retried: true });
    expect((await deliveriesOf(activityId))[0]).toMatchObject({ state: "pending", attempts: 1 });

    const last = batchOf(body, MAX_ATTEMPTS);
    await consume(last.batch);
    expect(last.outcome).toEqual({ acked: true, retried: false });
    expect((await deliveriesOf(activityId))[0]).toMatchObject({ state: "dead_letter", attempts: MAX_ATTEMPTS });
    const letters = await lettersOf(activityId);
    expect(letters).toHaveLength(1);
    expect(letters[0]?.status).toBe("open");
  });

  it("shows the dead letter on the dashboard, and a replay puts it back on the queue once", async () => {
    const { letter, activityId } = await deadLetter();
    const { client } = await admin();
    const before = present((await client.gql(DASHBOARD)).data?.oss.fediverseGateway);
    const shown = before.deadLetters.find((d) => d.id === letterId(letter.id));
    expect(shown).toMatchObject({ status: "open", activityId, activityType: "Accept", targetActorId: DEAD_INBOX });
    expect(before.queue.deadLetter).toBeGreaterThan(0);
    expect(before.queue.openDeadLetters).toBeGreaterThan(0);

    const [one, two] = await Promise.all([
      client.gql(REPLAY, { id: letterId(letter.id) }),
      client.gql(REPLAY, { id: letterId(letter.id) }),
    ]);
    const codes = [one, two].map((r) => (r.errors ? codeOf(r) : r.data?.replayFediverseDeadLetter));
    expect(codes.sort()).toEqual(["ACTION_FAILED", true]);

    // the dead one and one new delivery of the same activity, on the queue again
    const deliveries = await deliveriesOf(activityId);
    expect(deliveries).toHaveLength(2);
    expect(deliveries.filter((d) => d.state !== "dead_letter")).toHaveLength(1);
    const audits = await db()
      .select()
      .from(adminAudit)
      .where(and(eq(adminAudit.action, "replayFediverseDeadLetter"), eq(adminAudit.targetId, letter.id)));
    expect(audits).toHaveLength(1);

    const after = present((await client.gql(DASHBOARD)).data?.oss.fediverseGateway);
    expect(after.deadLetters.find((d) => d.id === letterId(letter.id))?.status).toBe("replayed");
    expect(after.queue.replayedDeadLetters).toBeGreaterThan(before.queue.replayedDeadLetters);
  });

  it("resolves a dead letter with a reason, which the audit events show; a short reason writes nothing", async () => {
    const { letter } = await deadLetter();
    const { client, person } = await admin();

    const short = await client.gql(RESOLVE_LETTER, { id: letterId(letter.id), reason: "  x " });
    expect(codeOf(short)).toBe("BAD_USER_INPUT");
    expect(
      (await db().select().from(federationDeadLetters).where(eq(federationDeadLetters.id, letter.id)))[0]?.status,
    ).toBe("open");

    const done = await client.gql(RESOLVE_LETTER, { id: letterId(letter.id), reason: "Their server is gone." });
    expect(done.data?.resolveFediverseDeadLetter).toBe(true);
    const again = await client.gql(RESOLVE_LETTER, { id: letterId(letter.id), reason: "Their server is gone." });
    expect(codeOf(again)).toBe("ACTION_FAILED");
    // a resolved letter is not replayed
    expect(codeOf(await client.gql(REPLAY, { id: letterId(letter.id) }))).toBe("ACTION_FAILED");

    const events = present((await client.gql(DASHBOARD)).data?.oss.fediverseGateway).auditEvents;
    expect(events).toContainEqual({
      event: "resolveFediverseDeadLetter",
      actorHandle: person.userName,
      itemId: String(letter.id),
      reason: "Their server is gone.",
    });
  });
});

describe("who may act", () => {
  it("refuses everyone but admins, and writes nothing for them", async () => {
    const { letter } = await deadLetter();
    const client = await someone();
    const article = await insertArticle((await createUser()).id);
    const attempts = await Promise.all([
      client.gql(DASHBOARD),
      client.gql(REPLAY, { id: letterId(letter.id) }),
      client.gql(RESOLVE_LETTER, { id: letterId(letter.id), reason: "not mine to say" }),
      client.gql(RESOLVE_REPORT, { id: reportId(1), resolution: "not mine to say" }),
      client.gql(BLOCK, { domain: "refused.example", blocked: true }),
      client.gql(PUT_USER, { id: gid("User", article.authorId), state: "enabled" }),
      client.gql(PUT_ARTICLE, { id: gid("Article", article.id), state: "disabled" }),
      client.gql(PRUNE),
    ]);
    expect(attempts.map(codeOf)).toEqual(Array(8).fill("FORBIDDEN"));
    expect(
      (await db().select().from(federationDeadLetters).where(eq(federationDeadLetters.id, letter.id)))[0]?.status,
    ).toBe("open");
    expect(
      await db().select().from(federationDomainBlocks).where(eq(federationDomainBlocks.domain, "refused.example")),
    ).toEqual([]);
    const visitor = await new Client().gql(REPLAY, { id: letterId(letter.id) });
    expect(["UNAUTHENTICATED", "FORBIDDEN"]).toContain(codeOf(visitor));
  });
});

describe("reports", () => {
  it("resolves an open report once, with its audit row; a bad resolution or id writes nothing", async () => {
    const [report] = await db()
      .insert(federationReports)
      .values({
        category: "inbound",
        remoteActorUri: "https://remote.example/users/x",
        remoteDomain: "remote.example",
        activityUri: `https://remote.example/flags/${crypto.randomUUID()}`,
        reason: "spam",
      })
      .returning();
    const id = present(report).id;
    const { client } = await admin();

    expect(codeOf(await client.gql(RESOLVE_REPORT, { id: reportId(id), resolution: "no" }))).toBe("BAD_USER_INPUT");
    expect(codeOf(await client.gql(RESOLVE_REPORT, { id: letterId(id), resolution: "Looked at it." }))).toBe(
      "BAD_USER_INPUT",
    );
    const open = present((await client.gql(DASHBOARD)).data?.oss.fediverseGateway);
    expect(open.reports.find((r) => r.id === reportId(id))).toEqual({
      id: reportId(id),
      status: "open",
      reason: "spam",
    });

    const [a, b] = await Promise.all([
      client.gql(RESOLVE_REPORT, { id: reportId(id), resolution: "Looked at it." }),
      client.gql(RESOLVE_REPORT, { id: reportId(id), resolution: "Looked at it." }),
    ]);
    expect([a, b].map((r) => (r.errors ? codeOf(r) : r.data?.resolveFediverseReport)).sort()).toEqual([
      "ACTION_FAILED",
      true,
    ]);
    const [row] = await db().select().from(federationReports).where(eq(federationReports.id, id));
    expect(row).toMatchObject({ status: "resolved", resolution: "Looked at it." });
    const audits = await db()
      .select()
      .from(adminAudit)
      .where(and(eq(adminAudit.action, "resolveFediverseReport"), eq(adminAudit.targetId, id)));
    expect(audits).toHaveLength(1);
  });
});

describe("instance blocks", () => {
  it("refuses at the inbox an activity from a blocked instance, before anything is queued", async () => {
    const { client } = await admin();
    const domain = `blocked-${crypto.randomUUID().slice(0, 8)}.example`;
    await client.gql(BLOCK, { domain, blocked: true });
    const follow = {
      "@context": "https://www.w3.org/ns/activitystreams",
      id: `https://${domain}/follows/1`,
      type: "Follow",
      actor: `https://${domain}/users/x`,
      object: `${SITE}/ap/users/1`,
    };
    const post = () =>
      handleFederation(
        new Request(new URL("/ap/inbox", SITE), {
          method: "POST",
          headers: { "content-type": "application/activity+json" },
          body: JSON.stringify(follow),
        }),
        { ...env, FEDERATION_QUEUE: undefined },
      );
    expect((await post())?.status).toBe(403);
    await client.gql(BLOCK, { domain, blocked: false });
    // unblocked, it is no longer refused for its instance (unsigned, Fedify refuses it itself)
    expect((await post())?.status).toBe(401);
  });

  it("blocks and unblocks a host (lower case), with audit rows; a bad host writes nothing", async () => {
    const { client } = await admin();
    const domain = `Spam-${crypto.randomUUID().slice(0, 8)}.Example`;
    expect(codeOf(await client.gql(BLOCK, { domain: "not a host/", blocked: true }))).toBe("BAD_USER_INPUT");

    const blocked = await client.gql(BLOCK, { domain, blocked: true, reason: "Spam waves" });
    expect(blocked.data?.putFediverseDomainBlock).toContainEqual({
      domain: domain.toLowerCase(),
      reason: "Spam waves",
    });
    const social = present((await client.gql(DASHBOARD)).data?.oss.fediverseGateway);
    expect(social.domainBlocks).toContainEqual({ domain: domain.toLowerCase(), reason: "Spam waves" });

    const lifted = await client.gql(BLOCK, { domain, blocked: false });
    expect(lifted.data?.putFediverseDomainBlock.map((b) => b.domain)).not.toContain(domain.toLowerCase());
    const events = present((await client.gql(DASHBOARD)).data?.oss.fediverseGateway).auditEvents;
    expect(
      events.filter((e) => e.event === "putFediverseDomainBlock" && e.itemId === domain.toLowerCase()),
    ).toHaveLength(2);
  });
});

describe("overrides", () => {
  it("sets a person's and an article's choice as the admin, with audit rows; bad ids write nothing", async () => {
    const { client, person } = await admin();
    const author = await createUser();
    const article = await insertArticle(author.id);

    expect(codeOf(await client.gql(PUT_USER, { id: gid("Article", article.id), state: "enabled" }))).toBe(
      "BAD_USER_INPUT",
    );
    expect(codeOf(await client.gql(PUT_ARTICLE, { id: gid("User", author.id), state: "enabled" }))).toBe(
      "BAD_USER_INPUT",
    );
    const user = await client.gql(PUT_USER, { id: gid("User", author.id), state: "enabled" });
    expect(user.data?.putUserFederationSetting).toEqual({
      userId: gid("User", author.id),
      state: "enabled",
      updatedBy: gid("User", person.id),
    });
    const art = await client.gql(PUT_ARTICLE, { id: gid("Article", article.id), state: "disabled" });
    expect(art.data?.putArticleFederationSetting).toEqual({
      articleId: gid("Article", article.id),
      state: "disabled",
      updatedBy: gid("User", person.id),
    });
    const audits = await db()
      .select()
      .from(adminAudit)
      .where(
        and(
          eq(adminAudit.actorId, person.id),
          inArray(adminAudit.action, ["putUserFederationSetting", "putArticleFederationSetting"]),
        ),
      );
    expect(audits.map((a) => [a.action, a.before, a.after])).toEqual([
      ["putUserFederationSetting", { federation: null }, { federation: "enabled" }],
      ["putArticleFederationSetting", { federation: null }, { federation: "disabled" }],
    ]);
  });

  it("prunes timeline posts past the retention, keeping replies under articles and newer posts", async () => {
    const { client } = await admin();
    const now = Date.now();
    const uri = `https://remote.example/users/${crypto.randomUUID()}`;
    const [actor] = await db()
      .insert(federationRemoteActors)
      .values({ uri, inbox: `${uri}/inbox`, domain: "remote.example", fetchedAt: now })
      .returning();
    const article = await insertArticle((await createUser()).id);
    const post = (name: string, days: number, articleId: number | null = null) => ({
      objectUri: `${uri}/posts/${name}`,
      remoteActorId: present(actor).id,
      articleId,
      content: `<p>${name}</p>`,
      publishedAt: now - days * 86_400_000,
      receivedAt: now - days * 86_400_000,
    });
    await db()
      .insert(federationPosts)
      .values([post("old", 10), post("new", 1), post("old-reply", 10, article.id)]);

    const pruned = await client.gql(PRUNE, { input: { retentionDays: 5 } });
    expect(pruned.data?.pruneFediverseSocialData).toBe(true);
    const left = await db()
      .select({ objectUri: federationPosts.objectUri })
      .from(federationPosts)
      .where(eq(federationPosts.remoteActorId, present(actor).id));
    expect(left.map((p) => p.objectUri).sort()).toEqual([`${uri}/posts/new`, `${uri}/posts/old-reply`]);
    expect(codeOf(await client.gql(PRUNE, { input: { retentionDays: 0 } }))).toBe("BAD_USER_INPUT");
  });
});
