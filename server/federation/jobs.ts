import { Article, Delete, PUBLIC_COLLECTION, Tombstone, Update } from "@fedify/fedify/vocab";
import { Temporal } from "@js-temporal/polyfill";
import { articleObject, buildFederation, createOf, type FederationEnv } from "./federation";
import { actorById, federatedArticle } from "./store";

// Our own jobs on FEDERATION_QUEUE, beside Fedify's tasks: the API (Next's bundle, which must
// not load Fedify) sends `{ kind, … }` and the consumer (consume.ts) runs it here, in the
// worker's bundle, where Fedify signs and sends. One table of kinds, each slice its entries.

/** The author's side (F1): an article published, revised, or no longer going out. */
export type ArticleJob = { kind: "margins.publish" | "margins.revise" | "margins.retract"; articleId: number };

export type FederationJob = ArticleJob;

type JobHandler = (env: FederationEnv, job: FederationJob) => Promise<void>;

const HANDLERS: Record<FederationJob["kind"], JobHandler> = {
  "margins.publish": (env, job) => sendArticle(env, job.articleId, "create"),
  "margins.revise": (env, job) => sendArticle(env, job.articleId, "update"),
  "margins.retract": (env, job) => sendArticle(env, job.articleId, "delete"),
};

/** Whether a queue message is one of our jobs (Fedify's own tasks have no `margins.` kind). */
export function isFederationJob(body: unknown): body is FederationJob {
  const kind = (body as { kind?: unknown } | null)?.kind;
  return typeof kind === "string" && Object.hasOwn(HANDLERS, kind);
}

export function runFederationJob(env: FederationEnv, job: FederationJob): Promise<void> {
  return HANDLERS[job.kind](env, job);
}

/**
 * Eligibility is decided again here, at send time (the article may have been paywalled, archived
 * or opted out since the job was sent): an eligible article goes out as a Create (publish) or an
 * Update (revise); one that is not is taken back with a Delete (revise, retract) or sent nowhere
 * (publish). A retract of an article that is eligible again meanwhile sends nothing.
 * To every follower, one delivery per shared inbox (Fedify expands the followers collection).
 */
async function sendArticle(env: FederationEnv, articleId: number, intent: "create" | "update" | "delete") {
  const head = await env.DB.prepare("SELECT author_id AS authorId, short_hash AS shortHash FROM articles WHERE id = ?")
    .bind(articleId)
    .first<{ authorId: number; shortHash: string }>();
  if (!head) return;
  // an author who is no longer an actor (opted out, banned) has no key to sign with, and no followers to tell
  if (!(await actorById(env.DB, head.authorId))) return;
  const row = await federatedArticle(env, head.shortHash);
  const federation = buildFederation(env);
  const origin = env.SITE_URL || "http://127.0.0.1:8787";
  const ctx = federation.createContext(new URL(origin), env);
  const sender = { identifier: String(head.authorId) };
  const options = { preferSharedInbox: true };
  if (row && intent === "create") {
    await ctx.sendActivity(sender, "followers", createOf(ctx, origin, row), options);
  } else if (row && intent === "update") {
    const object = articleObject(ctx, origin, row);
    const update = new Update({
      // one id per version: the revision's time names it
      id: new URL(`${object.id?.href}#update-${row.revisedAt ?? row.createdAt}`),
      actor: ctx.getActorUri(sender.identifier),
      object,
      published: Temporal.Now.instant(),
      to: PUBLIC_COLLECTION,
      cc: ctx.getFollowersUri(sender.identifier),
    });
    await ctx.sendActivity(sender, "followers", update, options);
  } else if (!row && intent !== "create") {
    const objectId = ctx.getObjectUri(Article, { shortHash: head.shortHash });
    const deletion = new Delete({
      id: new URL(`${objectId.href}#delete-${Date.now()}`),
      actor: ctx.getActorUri(sender.identifier),
      object: new Tombstone({ id: objectId }),
      to: PUBLIC_COLLECTION,
      cc: ctx.getFollowersUri(sender.identifier),
    });
    await ctx.sendActivity(sender, "followers", deletion, options);
  }
}
