import type { Context } from "@fedify/fedify";
import { Delete, PUBLIC_COLLECTION } from "@fedify/fedify/vocab";
import type { FederationEnv } from "./federation";
import { existingKeyPairs } from "./keys";

// An author who leaves the fediverse (setViewerFederationSetting, or an admin's
// putUserFederationSetting, to disabled): their followers' servers get a Delete of the actor,
// which Mastodon and the others answer by removing the account and the articles they kept of
// it. It is signed with the keys the actor published, which stay in D1 though the actor is no
// longer served (its address then answers 404, which those servers check before deleting).

type FollowerRow = { id: number; actorUri: string; inbox: string; sharedInbox: string | null };

export async function sendFarewell(ctx: Context<FederationEnv>, userId: number) {
  const db = ctx.data.DB;
  // decided again at send time: an author who came back meanwhile is not deleted anywhere
  const setting = await db
    .prepare("SELECT state FROM federation_user_settings WHERE user_id = ?")
    .bind(userId)
    .first<{ state: string }>();
  if (setting?.state === "enabled") return;
  const { results: followers } = await db
    .prepare(
      "SELECT id, actor_uri AS actorUri, inbox, shared_inbox AS sharedInbox FROM federation_followers WHERE user_id = ?",
    )
    .bind(userId)
    .all<FollowerRow>();
  if (followers.length === 0) return;
  const keys = await existingKeyPairs(db, userId);
  if (keys.length === 0) return;

  const actor = ctx.getActorUri(String(userId));
  // the names Fedify gave these keys in the actor's document: #main-key, then #key-2 …
  const sender = keys.map((pair, i) => ({
    keyId: new URL(i === 0 ? "#main-key" : `#key-${i + 1}`, actor),
    privateKey: pair.privateKey,
  }));
  const recipients = followers.map((f) => ({
    id: new URL(f.actorUri),
    inboxId: new URL(f.inbox),
    endpoints: f.sharedInbox ? { sharedInbox: new URL(f.sharedInbox) } : null,
  }));
  const deletion = new Delete({
    id: new URL(`#delete-${Date.now()}`, actor),
    actor,
    object: actor,
    to: PUBLIC_COLLECTION,
  });
  await ctx.sendActivity(sender, recipients, deletion, { preferSharedInbox: true });
  // they deleted the account over there: coming back starts with no followers. Only those told:
  // one who followed after the list was read (the author came back meanwhile) was not
  await db
    .prepare("DELETE FROM federation_followers WHERE id IN (SELECT value FROM json_each(?))")
    .bind(JSON.stringify(followers.map((f) => f.id)))
    .run();
}
