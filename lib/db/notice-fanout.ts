// Notices to many readers at once: the followers of someone who published, or everyone for an
// official announcement. Run by the queue's consumer (worker.ts), away from the request that
// caused it, in slices of FANOUT_SLICE readers: each slice is one batch of two INSERT … SELECT
// statements, and names the next slice in its answer, which the consumer sends back to the
// queue. Plain D1 statements and no `server-only`: worker.ts is bundled without React's server
// condition, under which that package throws.
//
// Idempotent: a slice delivered twice (queues deliver at least once) finds its notices already
// there and adds nothing.

/** Readers a slice reaches: one batch stays well under D1's time for a statement. */
export const FANOUT_SLICE = 5_000;

export type FanOutJob =
  | {
      kind: "followers";
      /** The author, whose followers hear of it; they are also its one actor. */
      authorId: number;
      type: "FolloweeArticlePublished" | "FolloweeMomentPublished";
      targetId: number;
      now: number;
      /** Followers after this user id (the slices go by id). */
      after?: number;
    }
  | { kind: "everyone"; message: string; link: string | null; now: number; after?: number };

/** The switch that turns off new work of followees (NotificationSetting.followeeNewWork). */
const FOLLOWEE_SETTING = "followeeNewWork";

/** Runs one slice; answers the job of the next slice, or null when this was the last. */
export async function runFanOut(d1: D1Database, job: FanOutJob): Promise<FanOutJob | null> {
  const after = job.after ?? 0;
  if (job.kind === "followers") {
    const recipients = `
      SELECT f.follower_id AS id FROM follows f
      WHERE f.followee_id = ?1 AND f.follower_id > ?2
      ORDER BY f.follower_id LIMIT ${FANOUT_SLICE}`;
    const slice = await sliceOf(d1, recipients, [job.authorId, after]);
    if (slice.size === 0) return null;
    await d1.batch([
      d1
        .prepare(
          `INSERT INTO notices (recipient_id, type, target_id, unread, created_at, updated_at)
           SELECT r.id, ?3, ?4, 1, ?5, ?5 FROM (${recipients}) r
           JOIN users u ON u.id = r.id AND u.state = 'active'
           WHERE NOT EXISTS (SELECT 1 FROM blocks b WHERE b.user_id = r.id AND b.blocked_id = ?1)
             AND NOT EXISTS (SELECT 1 FROM notification_settings s
                             WHERE s.user_id = r.id AND s.type = '${FOLLOWEE_SETTING}' AND s.enabled = 0)
             AND NOT EXISTS (SELECT 1 FROM notices n WHERE n.type = ?3 AND n.target_id = ?4 AND n.recipient_id = r.id)`,
        )
        .bind(job.authorId, after, job.type, job.targetId, job.now),
      d1
        .prepare(
          `INSERT INTO notice_actors (notice_id, actor_id, created_at)
           SELECT n.id, ?1, ?3 FROM notices n WHERE n.type = ?2 AND n.target_id = ?4
           ON CONFLICT DO NOTHING`,
        )
        .bind(job.authorId, job.type, job.now, job.targetId),
    ]);
    return slice.full ? { ...job, after: slice.last } : null;
  }
  const recipients = `SELECT id FROM users WHERE state = 'active' AND id > ?1 ORDER BY id LIMIT ${FANOUT_SLICE}`;
  const slice = await sliceOf(d1, recipients, [after]);
  if (slice.size === 0) return null;
  await d1
    .prepare(
      `INSERT INTO notices (recipient_id, type, message, link, unread, created_at, updated_at)
       SELECT r.id, 'OfficialAnnouncement', ?2, ?3, 1, ?4, ?4 FROM (${recipients}) r
       WHERE NOT EXISTS (SELECT 1 FROM notices n WHERE n.recipient_id = r.id AND n.type = 'OfficialAnnouncement'
                         AND n.created_at = ?4 AND n.message = ?2)`,
    )
    .bind(after, job.message, job.link, job.now)
    .run();
  return slice.full ? { ...job, after: slice.last } : null;
}

/** How many readers a slice holds and the last of them: a full slice may have more after it. */
async function sliceOf(d1: D1Database, recipients: string, params: number[]) {
  const row = await d1
    .prepare(`SELECT count(*) AS size, max(id) AS last FROM (${recipients})`)
    .bind(...params)
    .first<{ size: number; last: number | null }>();
  const size = row?.size ?? 0;
  return { size, last: row?.last ?? 0, full: size === FANOUT_SLICE };
}

/**
 * The queue's consumer: each message is a slice; the slice after it is sent back to the queue
 * before the message is acknowledged, so a failure part-way retries the slice, never skips one.
 */
export async function consumeFanOut(
  batch: MessageBatch<FanOutJob>,
  env: { DB: D1Database; NOTICE_QUEUE?: Queue<FanOutJob> },
) {
  for (const message of batch.messages) {
    try {
      const next = await runFanOut(env.DB, message.body);
      if (next) {
        if (env.NOTICE_QUEUE) await env.NOTICE_QUEUE.send(next);
        else for (let job: FanOutJob | null = next; job; ) job = await runFanOut(env.DB, job);
      }
      message.ack();
    } catch (error) {
      console.error("notice fan-out failed", error);
      message.retry();
    }
  }
}
