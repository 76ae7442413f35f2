// Delivery bookkeeping for the gateway dashboard (federation_deliveries): every message put on
// FEDERATION_QUEUE is recorded as it is sent, by the uuid in its envelope (Fedify's own
// messages carry `id`; our jobs get one here), and marked by the consumer when it is processed
// or dead-lettered. Plain D1 SQL and no Fedify, so the API's bundle can send jobs through it too.

/** A message on FEDERATION_QUEUE: a Fedify task (`type`) or one of our jobs (`kind`). */
export type QueuedBody = {
  id?: unknown;
  type?: unknown;
  kind?: unknown;
  activityId?: unknown;
  activity?: unknown;
  inbox?: unknown;
  [key: string]: unknown;
};

const text = (value: unknown, max = 2000) => (typeof value === "string" && value ? value.slice(0, max) : null);

/** The envelope's uuid: Fedify's, or a new one for a message that has none. */
export function withDeliveryId<T extends object>(body: T): T & { id: string } {
  const id = text((body as QueuedBody).id, 100);
  return id ? (body as T & { id: string }) : { ...body, id: crypto.randomUUID() };
}

const AS = "https://www.w3.org/ns/activitystreams#";

/** Fedify names an activity's type by its full IRI; ActivityStreams' own by their short name. */
const shortType = (type: string | null) => (type?.startsWith(AS) ? type.slice(AS.length) : type);

/** What the dashboard shows of a message: its kind, the activity and where it goes. */
export function describeDelivery(body: QueuedBody) {
  const activity = (body.activity ?? {}) as Record<string, unknown>;
  return {
    id: text(body.id, 100),
    kind: text(body.kind, 100) ?? text(body.type, 100) ?? "unknown",
    activityUri: text(body.activityId) ?? text(activity.id),
    activityType: shortType(text(body.activityType, 200) ?? text(activity.type, 200)),
    targetUri: text(body.inbox) ?? text(body.targetUri) ?? text(activity.object),
  };
}

// D1 binds at most 100 parameters to a statement: 5 a row, so 20 rows an insert
const ROWS_PER_INSERT = 20;

/** The inserts recording `bodies` as pending, 20 rows a statement; run them in one batch. */
export function recordStatements(db: D1Database, bodies: readonly QueuedBody[], now: number): D1PreparedStatement[] {
  const statements: D1PreparedStatement[] = [];
  for (let i = 0; i < bodies.length; i += ROWS_PER_INSERT) {
    const rows = bodies.slice(i, i + ROWS_PER_INSERT).map(describeDelivery);
    statements.push(
      db
        .prepare(
          `INSERT INTO federation_deliveries (id, kind, activity_uri, target_uri, created_at) VALUES ${rows
            .map(() => "(?, ?, ?, ?, ?)")
            .join(", ")} ON CONFLICT (id) DO NOTHING`,
        )
        .bind(...rows.flatMap((r) => [r.id, r.kind, r.activityUri, r.targetUri, now])),
    );
  }
  return statements;
}

/**
 * Sends `bodies` on the queue after recording them (the record first: a message processed
 * before its row existed would find nothing to mark). Returns the bodies as sent, with ids.
 */
export async function sendRecorded(
  queue: Queue,
  db: D1Database,
  bodies: readonly object[],
  delaySeconds = 0,
): Promise<Array<QueuedBody & { id: string }>> {
  if (bodies.length === 0) return [];
  const sent = bodies.map((body) => withDeliveryId(body) as QueuedBody & { id: string });
  await db.batch(recordStatements(db, sent, Date.now()));
  if (sent.length === 1) await queue.send(sent[0], { contentType: "json", delaySeconds });
  // a Cloudflare Queue takes at most 100 messages a sendBatch
  else
    for (let i = 0; i < sent.length; i += 100) {
      const chunk = sent.slice(i, i + 100).map((body) => ({ body, contentType: "json" as const }));
      await queue.sendBatch(chunk, { delaySeconds });
    }
  return sent;
}

/** The statement marking one delivery delivered or dead-lettered, with the attempts it took. */
export function settleStatement(
  db: D1Database,
  id: string | null,
  state: "delivered" | "dead_letter",
  attempts: number,
  now: number,
) {
  return db
    .prepare("UPDATE federation_deliveries SET state = ?, attempts = ?, settled_at = ? WHERE id = ?")
    .bind(state, attempts, now, id);
}

/** The statement counting a failed attempt of a delivery that will be retried. */
export function retriedStatement(db: D1Database, id: string | null, attempts: number) {
  return db.prepare("UPDATE federation_deliveries SET attempts = ? WHERE id = ?").bind(attempts, id);
}
