import type { Context, Federation } from "@fedify/fedify";
import {
  type Activity,
  Announce,
  Block,
  Create,
  Flag,
  Follow,
  isActor,
  Like,
  Note,
  PUBLIC_COLLECTION,
  type Recipient,
  Undo,
} from "@fedify/fedify/vocab";
import { Temporal } from "@js-temporal/polyfill";
import { sendArticle } from "./article-jobs";
import { sendFarewell } from "./author-farewell";
import { isDomainBlocked } from "./blocks";
import type { FederationEnv } from "./federation";
import type { ArticleJob, FarewellJob, JobRecipient, MarginsJob, ReaderJob, RefreshJob } from "./job-messages";
import { rememberActor } from "./remote-actors";

// Our FEDERATION_QUEUE jobs (job-messages.ts says what each carries), dispatched by kind in the
// worker: each builds its activity with Fedify and sends it signed as the local actor, through
// Fedify's own queue (a delivery that fails comes back with consume.ts's backoff).

type Ctx = Context<FederationEnv>;
type Runner<J> = (ctx: Ctx, job: J) => Promise<void>;

const recipient = (actor: JobRecipient): Recipient => ({
  id: new URL(actor.uri),
  inboxId: new URL(actor.inbox),
  endpoints: actor.sharedInbox ? { sharedInbox: new URL(actor.sharedInbox) } : null,
});

/** Sends `activity` as the job's local actor to the remote actor (and, for a boost, followers). */
async function send(ctx: Ctx, job: ReaderJob, activity: Activity, alsoFollowers = false) {
  const sender = { identifier: String(job.userId) };
  await ctx.sendActivity(sender, recipient(job.actor), activity);
  if (alsoFollowers) await ctx.sendActivity(sender, "followers", activity);
}

const me = (ctx: Ctx, job: ReaderJob) => ctx.getActorUri(String(job.userId));

type Of<K extends ReaderJob["kind"]> = Extract<ReaderJob, { kind: K }>;

const follow: Runner<Of<"margins.follow">> = (ctx, job) =>
  send(ctx, job, new Follow({ id: new URL(job.activityId), actor: me(ctx, job), object: new URL(job.actor.uri) }));

const unfollow: Runner<Of<"margins.unfollow">> = (ctx, job) =>
  send(
    ctx,
    job,
    new Undo({
      id: new URL(job.activityId),
      actor: me(ctx, job),
      object: new Follow({ id: new URL(job.followId), actor: me(ctx, job), object: new URL(job.actor.uri) }),
    }),
  );

const reply: Runner<Of<"margins.reply">> = (ctx, job) => {
  const published = Temporal.Now.instant();
  const audience = { to: PUBLIC_COLLECTION, ccs: [new URL(job.actor.uri), ctx.getFollowersUri(String(job.userId))] };
  const note = new Note({
    id: new URL(job.noteId),
    attribution: me(ctx, job),
    content: job.content,
    mediaType: "text/html",
    replyTarget: new URL(job.inReplyTo),
    published,
    ...audience,
  });
  return send(
    ctx,
    job,
    new Create({ id: new URL(job.activityId), actor: me(ctx, job), object: note, published, ...audience }),
  );
};

const like: Runner<Of<"margins.like" | "margins.announce">> = (ctx, job) => {
  const fields = { id: new URL(job.activityId), actor: me(ctx, job), object: new URL(job.objectId) };
  if (job.kind === "margins.like") return send(ctx, job, new Like(fields));
  const audience = { to: PUBLIC_COLLECTION, ccs: [new URL(job.actor.uri), ctx.getFollowersUri(String(job.userId))] };
  return send(ctx, job, new Announce({ ...fields, ...audience, published: Temporal.Now.instant() }), true);
};

const unlike: Runner<Of<"margins.unlike" | "margins.unannounce">> = (ctx, job) => {
  const fields = { id: new URL(job.undoneId), actor: me(ctx, job), object: new URL(job.objectId) };
  const undone = job.kind === "margins.unlike" ? new Like(fields) : new Announce(fields);
  return send(
    ctx,
    job,
    new Undo({ id: new URL(job.activityId), actor: me(ctx, job), object: undone }),
    job.kind === "margins.unannounce",
  );
};

const block: Runner<Of<"margins.block">> = (ctx, job) => {
  const object = new URL(job.actor.uri);
  if (!job.undo) return send(ctx, job, new Block({ id: new URL(job.activityId), actor: me(ctx, job), object }));
  const undone = new Block({ id: new URL(job.undo.blockId), actor: me(ctx, job), object });
  return send(ctx, job, new Undo({ id: new URL(job.activityId), actor: me(ctx, job), object: undone }));
};

/** A Flag goes to the reported actor's instance (its shared inbox when it has one), naming what. */
const report: Runner<Of<"margins.report">> = (ctx, job) =>
  ctx.sendActivity(
    { identifier: String(job.userId) },
    { id: new URL(job.actor.uri), inboxId: new URL(job.actor.sharedInbox ?? job.actor.inbox) },
    new Flag({
      id: new URL(job.activityId),
      actor: me(ctx, job),
      objects: [new URL(job.actor.uri), ...job.objectIds.map((id) => new URL(id))],
      content: job.reason,
    }),
  );

/** A followed actor's profile fetched again and kept (its name, picture, inboxes may change). */
const refresh: Runner<RefreshJob> = async (ctx, job) => {
  const actor = await ctx.lookupObject(job.actorUri);
  if (isActor(actor)) await rememberActor(ctx.data.DB, actor);
};

const publish: Runner<ArticleJob> = (ctx, job) => sendArticle(ctx, job.articleId, "create");
const revise: Runner<ArticleJob> = (ctx, job) => sendArticle(ctx, job.articleId, "update");
const retract: Runner<ArticleJob> = (ctx, job) => sendArticle(ctx, job.articleId, "delete");
const farewell: Runner<FarewellJob> = (ctx, job) => sendFarewell(ctx, job.userId);

// biome-ignore lint/suspicious/noExplicitAny: each runner takes its own kind, which the table's key guarantees
const RUNNERS: Record<MarginsJob["kind"], Runner<any>> = {
  "margins.publish": publish,
  "margins.revise": revise,
  "margins.retract": retract,
  "margins.follow": follow,
  "margins.unfollow": unfollow,
  "margins.reply": reply,
  "margins.like": like,
  "margins.announce": like,
  "margins.unlike": unlike,
  "margins.unannounce": unlike,
  "margins.block": block,
  "margins.report": report,
  "margins.refresh": refresh,
  "margins.farewell": farewell,
};

/** Runs one of our jobs; an unknown kind (a newer deployment's) is dropped, a blocked instance skipped. */
export async function runJob(federation: Federation<FederationEnv>, env: FederationEnv, job: MarginsJob) {
  const run = RUNNERS[job.kind];
  if (!run) return;
  if ("actor" in job && (await isDomainBlocked(env.DB, job.actor.uri))) return;
  const origin = env.SITE_URL || "http://127.0.0.1:8787";
  await run(federation.createContext(new URL(origin), env), job);
}
