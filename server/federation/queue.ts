import type { MessageQueue, MessageQueueEnqueueOptions } from "@fedify/fedify";

// Fedify's message queue on a Cloudflare Queue (FEDERATION_QUEUE): outgoing deliveries and
// incoming activities wait there instead of in the request. The consumer is worker.ts's
// `queue` handler, which hands each message to Federation.processQueuedTask
// (server/federation/consume.ts); Cloudflare Queues retry, so Fedify's own retry loop is off
// (nativeRetrial) and a task that throws comes back with our backoff.

export class CloudflareMessageQueue implements MessageQueue {
  readonly nativeRetrial = true;
  constructor(private readonly queue: Queue) {}

  async enqueue(message: unknown, options?: MessageQueueEnqueueOptions): Promise<void> {
    await this.queue.send(message, { contentType: "json", delaySeconds: delayOf(options) });
  }

  async enqueueMany(messages: readonly unknown[], options?: MessageQueueEnqueueOptions): Promise<void> {
    if (messages.length === 0) return;
    await this.queue.sendBatch(
      messages.map((body) => ({ body, contentType: "json" as const })),
      { delaySeconds: delayOf(options) },
    );
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
