import type { Context } from "@fedify/fedify";
import { Article, Delete, PUBLIC_COLLECTION, Tombstone, Update } from "@fedify/fedify/vocab";
import { Temporal } from "@js-temporal/polyfill";
import { articleObject, createOf, type FederationEnv } from "./federation";
import { actorById, federatedArticle } from "./store";

// The author's side of our jobs (jobs.ts runs them): an article published, revised, or no
// longer going out, sent to the author's followers.

/**
 * Eligibility is decided again here, at send time (the article may have been paywalled, archived
 * or opted out since the job was sent): an eligible article goes out as a Create (publish) or an
 * Update (revise); one that is not is taken back with a Delete (revise, retract) or sent nowhere
 * (publish). A retract of an article that is eligible again meanwhile sends nothing.
 * To every follower, one delivery per shared inbox (Fedify expands the followers collection).
 */
export async function sendArticle(
  ctx: Context<FederationEnv>,
  articleId: number,
  intent: "create" | "update" | "delete",
) {
  const env = ctx.data;
  const head = await env.DB.prepare("SELECT author_id AS authorId, short_hash AS shortHash FROM articles WHERE id = ?")
    .bind(articleId)
    .first<{ authorId: number; shortHash: string }>();
  if (!head) return;
  // an author who is no longer an actor (opted out, banned) has no key to sign with, and no followers to tell
  if (!(await actorById(env.DB, head.authorId))) return;
  const row = await federatedArticle(env, head.shortHash);
  const origin = env.SITE_URL || "http://127.0.0.1:8787";
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
