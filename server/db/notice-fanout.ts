// Work for many readers at once, off the request that caused it: My Page's dot for every
// follower of someone who published (follow_feed_visits.unread_since), or a notice to everyone
// (an official announcement). Run by the queue's consumer (worker.ts) in slices of
// FANOUT_SLICE readers: each slice is one INSERT … SELECT and names the next slice; a message
// runs a few slices, then sends the rest back to the queue. Plain D1 statements and no
// `server-only`: worker.ts is bundled without React's server condition, under which that
// package throws.
//
// Idempotent: a slice delivered twice (queues deliver at least once) changes nothing more.

/** Readers a slice reaches: one statement stays well under D1's time for a statement. */
export const FANOUT_SLICE = 5_000;

export type FanOutJob =
  | {
      kind: "followers";
      /** The author, whose followers' My Page shows the dot. */
      authorId: number;
      /** When the work was published: a follower who opened the feed after it has seen it. */
      now: number;
      /** Followers after this user id (the slices go by id). */
      after?: number;
    }
  | { kind: "everyone"; message: string; link: string | null; now: number; after?: number }
  | CircleMembersJob;

/**
 * Something told to a circle's members: a new discussion or broadcast comment (CircleNotice,
 * naming the comment), or an article newly paywalled for them (ArticleNotice CircleNewArticle,
 * once per article and member however often it is paywalled again).
 */
type CircleMembersJob = {
  kind: "circleMembers";
  circleId: number;
  /** Who wrote it: not told, nor are members who blocked them. */
  actorId: number;
  /** The NotificationSetting switch a member turns off to be left out. */
  setting: string;
  now: number;
  after?: number;
} & (
  | {
      type: "CircleNewBroadcastComments" | "CircleNewDiscussionComments";
      commentId: number;
      /**
       * The kind a member mentioned in the comment was told by in the request: a member told
       * so is not told again of the same comment.
       */
      mentionType?: string;
    }
  | { type: "CircleNewArticle"; articleId: number }
);

/** Runs one slice; answers the job of the next slice, or null when this was the last. */
export async function runFanOut(d1: D1Database, job: FanOutJob): Promise<FanOutJob | null> {
  const after = job.after ?? 0;
  if (job.kind === "followers") {
    const recipients = `SELECT follower_id AS id FROM follows WHERE followee_id = ?1 AND follower_id > ?2
                        ORDER BY follower_id LIMIT ${FANOUT_SLICE}`;
    const slice = await sliceOf(d1, recipients, [job.authorId, after]);
    if (slice.size === 0) return null;
    await d1
      .prepare(
        `INSERT INTO follow_feed_visits (user_id, seen_at, unread_since)
         SELECT r.id, 0, ?3 FROM (${recipients}) r WHERE true
         ON CONFLICT (user_id) DO UPDATE SET unread_since = coalesce(unread_since, excluded.unread_since)
         WHERE excluded.unread_since > follow_feed_visits.seen_at`,
      )
      .bind(job.authorId, after, job.now)
      .run();
    return slice.full ? { ...job, after: slice.last } : null;
  }
  if (job.kind === "circleMembers") return circleMembersSlice(d1, job, after);
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

/**
 * One slice of a circle's members (active or in a trial, other than the writer, with the switch
 * on, not blocking the writer): a notice each, naming the comment (its target the circle) or
 * the article (its target), and the writer as its actor, in one batch. A member already told of
 * this comment or article is skipped, so a slice run twice adds nothing.
 */
async function circleMembersSlice(d1: D1Database, job: CircleMembersJob, after: number): Promise<FanOutJob | null> {
  const recipients = `SELECT m.user_id AS id FROM circle_members m JOIN users u ON u.id = m.user_id
    WHERE m.circle_id = ?1 AND m.state IN ('active', 'trialing') AND m.user_id > ?2 AND m.user_id <> ?3
      AND u.state = 'active'
      AND NOT EXISTS (SELECT 1 FROM notification_settings s WHERE s.user_id = m.user_id AND s.type = ?4 AND s.enabled = 0)
      AND NOT EXISTS (SELECT 1 FROM blocks b WHERE b.user_id = m.user_id AND b.blocked_id = ?3)
    ORDER BY m.user_id LIMIT ${FANOUT_SLICE}`;
  // ?6 the notice's target, ?7 its entity (null for an article), ?9 a kind that also counts as told
  const [targetId, entityId, alsoTold] =
    job.type === "CircleNewArticle"
      ? [job.articleId, null, job.type]
      : [job.circleId, job.commentId, job.mentionType ?? job.type];
  const params = [job.circleId, after, job.actorId, job.setting, job.type, targetId, entityId, job.now, alsoTold];
  const slice = await sliceOf(d1, recipients, params.slice(0, 4) as (number | string)[]);
  if (slice.size === 0) return null;
  await d1.batch([
    d1
      .prepare(
        `INSERT INTO notices (recipient_id, type, target_id, entity_id, unread, created_at, updated_at)
         SELECT r.id, ?5, ?6, ?7, 1, ?8, ?8 FROM (${recipients}) r
         WHERE NOT EXISTS (SELECT 1 FROM notices n WHERE n.recipient_id = r.id AND n.type IN (?5, ?9)
                           AND n.target_id = ?6 AND n.entity_id IS ?7)`,
      )
      .bind(...params),
    d1
      .prepare(
        `INSERT INTO notice_actors (notice_id, actor_id, created_at)
         SELECT n.id, ?3, ?8 FROM notices n
         WHERE n.type = ?5 AND n.target_id = ?6 AND n.entity_id IS ?7 AND n.recipient_id IN (${recipients})
         ON CONFLICT DO NOTHING`,
      )
      .bind(...params.slice(0, 8)),
  ]);
  return slice.full ? { ...job, after: slice.last } : null;
}

/** How many readers a slice holds and the last of them: a full slice may have more after it. */
async function sliceOf(d1: D1Database, recipients: string, params: readonly (number | string)[]) {
  const row = await d1
    .prepare(`SELECT count(*) AS size, max(id) AS last FROM (${recipients})`)
    .bind(...params)
    .first<{ size: number; last: number | null }>();
  const size = row?.size ?? 0;
  return { size, last: row?.last ?? 0, full: size === FANOUT_SLICE };
}

/** Slices one message runs before it hands the rest back to the queue (a consumer's time is bounded). */
const SLICES_PER_MESSAGE = 4;

/**
 * The queue's consumer: each message runs up to SLICES_PER_MESSAGE slices, then sends the
 * slice after them back to the queue before the message is acknowledged, so a failure
 * part-way retries from its slice, never skips one.
 */
export async function consumeFanOut(
  batch: MessageBatch<FanOutJob>,
  env: { DB: D1Database; NOTICE_QUEUE?: Queue<FanOutJob> },
) {
  for (const message of batch.messages) {
    try {
      let next: FanOutJob | null = message.body;
      for (let slice = 0; next && slice < SLICES_PER_MESSAGE; slice++) next = await runFanOut(env.DB, next);
      if (next) {
        if (env.NOTICE_QUEUE) await env.NOTICE_QUEUE.send(next);
        else while (next) next = await runFanOut(env.DB, next);
      }
      message.ack();
    } catch (error) {
      console.error("notice fan-out failed", error);
      message.retry();
    }
  }
}
