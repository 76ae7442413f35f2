import type { MessageQueue, MessageQueueEnqueueOptions } from "@fedify/fedify";
import { sendRecorded } from "./deliveries";

// Fedify's message queue on a Cloudflare Queue (FEDERATION_QUEUE): outgoing deliveries and
// incoming activities wait there instead of in the request. The consumer is worker.ts's
// `queue` handler, which hands each message to Federation.processQueuedTask
// (server/federation/consume.ts); Cloudflare Queues retry, so Fedify's own retry loop is off
// (nativeRetrial) and a task that throws comes back with our backoff. Each message is recorded
// in federation_deliveries as it is sent (server/federation/deliveries.ts), one insert for up
// to 20, so the gateway dashboard can count what is pending, delivered and dead.

export class CloudflareMessageQueue implements MessageQueue {
  readonly nativeRetrial = true;
  constructor(
    private readonly queue: Queue,
    private readonly db: D1Database,
  ) {}

  async enqueue(message: unknown, options?: MessageQueueEnqueueOptions): Promise<void> {
    await sendRecorded(this.queue, this.db, [message as object], delayOf(options));
  }

  async enqueueMany(messages: readonly unknown[], options?: MessageQueueEnqueueOptions): Promise<void> {
    await sendRecorded(this.queue, this.db, messages as object[], delayOf(options));
  }

  listen(): Promise<void> {
    throw new TypeError("FEDERATION_QUEUE is consumed by worker.ts's queue handler, not listened to.");
  }
}

/** Cloudflare Queues delay a message by at most 12 hours. */
function delayOf(options?: MessageQueueEnqueueOptions): number {
  const seconds = Math.ceil(options?.delay?.total({ unit: "seconds" }) ?? 0);
  return Math.min(Math.max(seconds, 0), 43_200);
}
