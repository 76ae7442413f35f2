// Our own jobs on FEDERATION_QUEUE (issue 38): the API (Next's bundle, which must not load
// Fedify) says what to send, and the worker's consumer (consume.ts → jobs.ts) builds, signs
// and delivers it. Free of Fedify on purpose: the API imports this file, never jobs.ts.
// Each job carries everything the activity needs (ids, the recipient's inboxes), so the
// consumer reads nothing and two instances of the same code federate with each other.

/** A remote actor as a delivery needs it. */
export type JobRecipient = { uri: string; inbox: string; sharedInbox: string | null };

/** The reader's side (F2): `userId` is the local actor who acts; `activityId` is its activity's id. */
export type ReaderJob =
  | { kind: "margins.follow"; userId: number; activityId: string; actor: JobRecipient }
  | { kind: "margins.unfollow"; userId: number; activityId: string; followId: string; actor: JobRecipient }
  | {
      kind: "margins.reply";
      userId: number;
      activityId: string;
      noteId: string;
      inReplyTo: string;
      content: string;
      actor: JobRecipient;
    }
  | {
      kind: "margins.like" | "margins.announce";
      userId: number;
      activityId: string;
      objectId: string;
      actor: JobRecipient;
    }
  | {
      kind: "margins.unlike" | "margins.unannounce";
      userId: number;
      activityId: string;
      undoneId: string;
      objectId: string;
      actor: JobRecipient;
    }
  | { kind: "margins.block"; userId: number; activityId: string; actor: JobRecipient; undo?: { blockId: string } }
  | {
      kind: "margins.report";
      userId: number;
      activityId: string;
      objectIds: string[];
      reason: string;
      actor: JobRecipient;
    };

/** The author's side (F1): an article published, revised, or no longer going out (article-jobs.ts). */
export type ArticleJob = { kind: "margins.publish" | "margins.revise" | "margins.retract"; articleId: number };

/** Fetch a remote actor's profile again (refreshFediverseProfile): nothing is sent. */
export type RefreshJob = { kind: "margins.refresh"; actorUri: string };

/** An author who left the fediverse: their followers' servers are told the actor is deleted (author-farewell.ts). */
export type FarewellJob = { kind: "margins.farewell"; userId: number };

export type MarginsJob = ArticleJob | ReaderJob | RefreshJob | FarewellJob;

/** Whether a queue message is one of ours rather than a task Fedify queued itself. */
export function isMarginsJob(body: unknown): body is MarginsJob {
  return (
    typeof body === "object" &&
    body !== null &&
    "kind" in body &&
    typeof body.kind === "string" &&
    body.kind.startsWith("margins.")
  );
}

/** Hands a job to the worker; false when this deployment has no queue (nothing is sent). */
export async function enqueueJob(queue: Queue | undefined, job: MarginsJob): Promise<boolean> {
  if (!queue) return false;
  await queue.send(job, { contentType: "json" });
  return true;
}

/** Many jobs at once, a queue batch (at most 100 messages) at a time. */
export async function enqueueJobs(queue: Queue | undefined, jobs: MarginsJob[]): Promise<boolean> {
  if (!queue || jobs.length === 0) return false;
  for (let at = 0; at < jobs.length; at += 100) {
    await queue.sendBatch(jobs.slice(at, at + 100).map((body) => ({ body, contentType: "json" as const })));
  }
  return true;
}

/** Our actors' ids and the ids of the activities they send, made the way federation.ts names actors. */
export const actorUri = (origin: string, userId: number) => new URL(`/ap/users/${userId}`, origin).href;
export const activityUri = (origin: string, userId: number, kind: string) =>
  `${actorUri(origin, userId)}#${kind}/${crypto.randomUUID()}`;
/** A reply's Note, under its actor: not served on its own yet, so its Create carries it whole. */
export const noteUri = (origin: string, userId: number) =>
  new URL(`/ap/users/${userId}/notes/${crypto.randomUUID()}`, origin).href;

/**
 * The worker's internal WebFinger lookup (lookup.ts), called by the API through the worker's
 * own binding and signed as cron rounds are (server/auth/cron-token.ts) with this job name.
 */
export const LOOKUP_PATH = "/ap/_margins/lookup";
export const LOOKUP_JOB = "fediverse-lookup";
