import { buildFederation, type FederationEnv } from "./federation";
import { isMarginsJob } from "./job-messages";
import { runJob } from "./jobs";

// FEDERATION_QUEUE's consumer (worker.ts's queue handler): each message is a Fedify task (a
// delivery to a remote inbox, an incoming activity) run by Federation.processQueuedTask. A task
// that fails comes back later, each time later still (a minute, then doubling, at most 12
// hours); after MAX_ATTEMPTS it is kept in federation_dead_letters for an admin to replay or
// resolve, and leaves the queue.

export const MAX_ATTEMPTS = 8;
const FIRST_DELAY_SECONDS = 60;
const MAX_DELAY_SECONDS = 43_200;

export const backoffSeconds = (attempts: number) =>
  Math.min(FIRST_DELAY_SECONDS * 2 ** Math.max(attempts - 1, 0), MAX_DELAY_SECONDS);

export async function consumeFederation(batch: MessageBatch<unknown>, env: FederationEnv): Promise<void> {
  const federation = buildFederation(env);
  for (const message of batch.messages) {
    try {
      // our own jobs (jobs.ts) by kind; anything else is a task Fedify queued
      if (isMarginsJob(message.body)) await runJob(federation, env, message.body);
      // biome-ignore lint/suspicious/noExplicitAny: Fedify's task messages are its own JSON
      else await federation.processQueuedTask(env, message.body as any);
      message.ack();
    } catch (error) {
      if (message.attempts >= MAX_ATTEMPTS) {
        await deadLetter(env.DB, batch.queue, message, error);
        message.ack();
      } else {
        message.retry({ delaySeconds: backoffSeconds(message.attempts) });
      }
    }
  }
}

async function deadLetter(db: D1Database, queue: string, message: Message<unknown>, error: unknown) {
  await db
    .prepare("INSERT INTO federation_dead_letters (queue, body, error, attempts, created_at) VALUES (?, ?, ?, ?, ?)")
    .bind(
      queue,
      JSON.stringify(message.body),
      String(error instanceof Error ? error.message : error).slice(0, 2000),
      message.attempts,
      Date.now(),
    )
    .run();
}
