import { isLoopbackUrl } from "@/lib/url/loopback";
import { describeDelivery, type QueuedBody, retriedStatement, settleStatement } from "./deliveries";
import { buildFederation, type FederationEnv, type PermanentFailure } from "./federation";
import { isMarginsJob } from "./job-messages";
import { runJob } from "./jobs";

// FEDERATION_QUEUE's consumer (worker.ts's queue handler): each message is one of our jobs
// (jobs.ts: `{ kind: "margins.…" }`, sent by the API) or a Fedify task (a delivery to a remote
// inbox, an incoming activity) run by Federation.processQueuedTask. A task
// that fails comes back later, each time later still (a minute, then doubling, at most 12
// hours); after MAX_ATTEMPTS it is kept in federation_dead_letters for an admin to replay or
// resolve, and leaves the queue. Each outcome marks the message's federation_deliveries row
// (one statement a message; the marks of a batch go in one D1 batch at its end, a dead
// letter's with its insert, before the ack).
//
// An inbox that answers it is gone for good (404, 410: the account or the whole server was
// deleted) is not tried again: its followers are removed, as Mastodon does, and the delivery is
// kept as a dead letter already resolved, so the dashboard says why it was never delivered and
// nobody replays it.

export const MAX_ATTEMPTS = 8;
const FIRST_DELAY_SECONDS = 60;
const MAX_DELAY_SECONDS = 43_200;

export const backoffSeconds = (attempts: number, first = FIRST_DELAY_SECONDS) =>
  Math.min(first * 2 ** Math.max(attempts - 1, 0), MAX_DELAY_SECONDS);

/** The first retry's delay: a minute, or FEDERATION_RETRY_SECONDS on a loopback site (tests). */
function firstDelay(env: FederationEnv): number {
  const local = Number(env.FEDERATION_RETRY_SECONDS);
  return isLoopbackUrl(env.SITE_URL) && env.FEDERATION_RETRY_SECONDS && local >= 0 ? local : FIRST_DELAY_SECONDS;
}

export async function consumeFederation(batch: MessageBatch<unknown>, env: FederationEnv): Promise<void> {
  // the messages are processed one after another, so a failure reported belongs to the current one
  const gone: PermanentFailure[] = [];
  const federation = buildFederation(env, (failure) => gone.push(failure));
  const marks: D1PreparedStatement[] = [];
  for (const message of batch.messages) {
    const { id } = describeDelivery((message.body ?? {}) as QueuedBody);
    gone.length = 0;
    try {
      // our own jobs (jobs.ts) by kind; anything else is a task Fedify queued
      if (isMarginsJob(message.body)) await runJob(federation, env, message.body);
      // biome-ignore lint/suspicious/noExplicitAny: Fedify's task messages are its own JSON
      else await federation.processQueuedTask(env, message.body as any);
      const failure = gone[0];
      if (failure) {
        await env.DB.batch([
          ...removeFollowersAt(env.DB, failure.inbox.href),
          goneLetter(env.DB, batch.queue, message, failure),
          settleStatement(env.DB, id, "dead_letter", message.attempts, Date.now()),
        ]);
        message.ack();
        continue;
      }
      message.ack();
      marks.push(settleStatement(env.DB, id, "delivered", message.attempts, Date.now()));
    } catch (error) {
      if (message.attempts >= MAX_ATTEMPTS) {
        await env.DB.batch([
          deadLetter(env.DB, batch.queue, message, error),
          settleStatement(env.DB, id, "dead_letter", message.attempts, Date.now()),
        ]);
        message.ack();
      } else {
        message.retry({ delaySeconds: backoffSeconds(message.attempts, firstDelay(env)) });
        marks.push(retriedStatement(env.DB, id, message.attempts));
      }
    }
  }
  if (marks.length > 0) await env.DB.batch(marks);
}

function deadLetter(db: D1Database, queue: string, message: Message<unknown>, error: unknown) {
  return db
    .prepare("INSERT INTO federation_dead_letters (queue, body, error, attempts, created_at) VALUES (?, ?, ?, ?, ?)")
    .bind(
      queue,
      JSON.stringify(message.body),
      String(error instanceof Error ? error.message : error).slice(0, 2000),
      message.attempts,
      Date.now(),
    );
}

/** The followers reached through an inbox that is gone: their own inbox, or their server's shared one. */
function removeFollowersAt(db: D1Database, inbox: string) {
  return [
    db.prepare("DELETE FROM federation_followers WHERE inbox = ?").bind(inbox),
    db.prepare("DELETE FROM federation_followers WHERE shared_inbox = ?").bind(inbox),
  ];
}

/** A delivery to a gone inbox, kept resolved: nothing to replay, and the dashboard says why. */
function goneLetter(db: D1Database, queue: string, message: Message<unknown>, failure: PermanentFailure) {
  const now = Date.now();
  return db
    .prepare(
      "INSERT INTO federation_dead_letters (queue, body, error, attempts, status, resolution, resolved_at, created_at) " +
        "VALUES (?, ?, ?, ?, 'resolved', ?, ?, ?)",
    )
    .bind(
      queue,
      JSON.stringify(message.body),
      `HTTP ${failure.statusCode} from ${failure.inbox.href}`.slice(0, 2000),
      message.attempts,
      "The inbox is gone for good; the followers behind it were removed.",
      now,
      now,
    );
}
