import { env } from "cloudflare:workers";
import { Accept, Create, Delete, Follow, Note, Reject, Update } from "@fedify/fedify/vocab";
import { describe, expect, it } from "vitest";
import {
  onFollowAnswer,
  onTimelineCreate,
  onTimelineDelete,
  onTimelineUpdate,
} from "@/server/federation/inbound-timeline";
import { createUser } from "../support/api";

// The reader's side of the inbox (server/federation/inbound-timeline.ts), called as Fedify's
// listeners call it once a signature checked out: only the followed actor answers our Follow,
// only followed actors' posts are kept (sanitized), and only their author changes or deletes them.

// the listeners read the bindings from the context Fedify hands them, and embedded objects only
// biome-ignore lint/suspicious/noExplicitAny: a stand-in for Fedify's InboxContext
const ctx = { data: env } as any;

async function remote(name: string) {
  const uri = `https://timeline.example/users/${name}-${crypto.randomUUID().slice(0, 8)}`;
  const row = await env.DB.prepare(
    "INSERT INTO federation_remote_actors (uri, summary, inbox, domain, fetched_at) VALUES (?, '', ?, 'timeline.example', 0) RETURNING id",
  )
    .bind(uri, `${uri}/inbox`)
    .first<{ id: number }>();
  return { id: row?.id as number, uri };
}

async function following(userId: number, actorId: number) {
  const followUri = `https://here.example/ap/users/${userId}#follows/${crypto.randomUUID()}`;
  await env.DB.prepare(
    "INSERT INTO federation_following (user_id, remote_actor_id, state, follow_uri, created_at) VALUES (?, ?, 'pending', ?, 0)",
  )
    .bind(userId, actorId, followUri)
    .run();
  return followUri;
}

const stateOf = (followUri: string) =>
  env.DB.prepare("SELECT state FROM federation_following WHERE follow_uri = ?")
    .bind(followUri)
    .first<{ state: string }>()
    .then((r) => r?.state ?? null);

const postOf = (objectUri: string) =>
  env.DB.prepare("SELECT content, deleted_at AS deletedAt FROM federation_posts WHERE object_uri = ?")
    .bind(objectUri)
    .first<{ content: string; deletedAt: number | null }>();

function noteBy(author: string, content: string, id = `${author}/notes/${crypto.randomUUID()}`) {
  return new Note({ id: new URL(id), attribution: new URL(author), content });
}

describe("the answer to our Follow", () => {
  it("is taken from the followed actor alone: Accept makes it accepted, Reject removes it", async () => {
    const user = await createUser();
    const [followed, stranger] = [await remote("followed"), await remote("stranger")];
    const followUri = await following(user.id, followed.id);
    const answer = (by: string, Kind: typeof Accept | typeof Reject, follow = followUri) =>
      new Kind({ actor: new URL(by), object: new Follow({ id: new URL(follow) }) });

    await onFollowAnswer(ctx, answer(stranger.uri, Accept), true);
    expect(await stateOf(followUri)).toBe("pending");
    await onFollowAnswer(ctx, answer(followed.uri, Accept), true);
    expect(await stateOf(followUri)).toBe("accepted");

    const other = await remote("refuser");
    const refused = await following(user.id, other.id);
    await onFollowAnswer(ctx, answer(stranger.uri, Reject, refused), false);
    expect(await stateOf(refused)).toBe("pending");
    await onFollowAnswer(ctx, answer(other.uri, Reject, refused), false);
    expect(await stateOf(refused)).toBeNull();
  });
});

describe("timeline posts", () => {
  it("keeps a followed actor's Note, sanitized; nobody else's, nor one attributed to someone else", async () => {
    const user = await createUser();
    const [followed, stranger] = [await remote("author"), await remote("nobody")];
    const followUri = await following(user.id, followed.id);
    const pendingNote = noteBy(followed.uri, "<p>before the Accept</p>");
    await onTimelineCreate(ctx, new Create({ actor: new URL(followed.uri), object: pendingNote }));
    expect(await postOf(pendingNote.id?.href ?? "")).toBeNull();

    await onFollowAnswer(ctx, new Accept({ actor: new URL(followed.uri), object: new URL(followUri) }), true);
    const note = noteBy(followed.uri, '<p onclick="x()">hi <script>alert(1)</script><a href="javascript:x">l</a></p>');
    await onTimelineCreate(ctx, new Create({ actor: new URL(followed.uri), object: note }));
    expect((await postOf(note.id?.href ?? ""))?.content).toBe("<p>hi l</p>");

    const unfollowed = noteBy(stranger.uri, "<p>spam</p>");
    await onTimelineCreate(ctx, new Create({ actor: new URL(stranger.uri), object: unfollowed }));
    expect(await postOf(unfollowed.id?.href ?? "")).toBeNull();
    // a followed actor passing off someone else's Note
    const forged = noteBy(stranger.uri, "<p>not theirs</p>");
    await onTimelineCreate(ctx, new Create({ actor: new URL(followed.uri), object: forged }));
    expect(await postOf(forged.id?.href ?? "")).toBeNull();
  });

  it("changes or deletes a post only for the actor who wrote it", async () => {
    const user = await createUser();
    const [author, other] = [await remote("writer"), await remote("other")];
    const followUri = await following(user.id, author.id);
    await onFollowAnswer(ctx, new Accept({ actor: new URL(author.uri), object: new URL(followUri) }), true);
    const note = noteBy(author.uri, "<p>first</p>");
    const id = note.id?.href ?? "";
    await onTimelineCreate(ctx, new Create({ actor: new URL(author.uri), object: note }));

    await onTimelineUpdate(ctx, new Update({ actor: new URL(other.uri), object: noteBy(other.uri, "<p>x</p>", id) }));
    expect((await postOf(id))?.content).toBe("<p>first</p>");
    await onTimelineUpdate(
      ctx,
      new Update({ actor: new URL(author.uri), object: noteBy(author.uri, "<p>second</p>", id) }),
    );
    expect((await postOf(id))?.content).toBe("<p>second</p>");

    await onTimelineDelete(ctx, new Delete({ actor: new URL(other.uri), object: new URL(id) }));
    expect((await postOf(id))?.deletedAt).toBeNull();
    await onTimelineDelete(ctx, new Delete({ actor: new URL(author.uri), object: new URL(id) }));
    expect(await postOf(id)).toEqual({ content: "", deletedAt: expect.any(Number) });
  });

  it("forgets an actor that deletes itself: its posts emptied and its followers here following no one", async () => {
    const user = await createUser();
    const [gone, other] = [await remote("gone"), await remote("staying")];
    const [followUri, otherFollow] = [await following(user.id, gone.id), await following(user.id, other.id)];
    for (const [actor, follow] of [
      [gone, followUri],
      [other, otherFollow],
    ] as const)
      await onFollowAnswer(ctx, new Accept({ actor: new URL(actor.uri), object: new URL(follow) }), true);
    const notes = [noteBy(gone.uri, "<p>one</p>"), noteBy(gone.uri, "<p>two</p>"), noteBy(other.uri, "<p>kept</p>")];
    for (const note of notes)
      await onTimelineCreate(ctx, new Create({ actor: note.attributionId ?? undefined, object: note }));

    // someone else cannot delete the actor
    await onTimelineDelete(ctx, new Delete({ actor: new URL(other.uri), object: new URL(gone.uri) }));
    expect(await stateOf(followUri)).toBe("accepted");
    await onTimelineDelete(ctx, new Delete({ actor: new URL(gone.uri), object: new URL(gone.uri) }));
    expect(await stateOf(followUri)).toBeNull();
    expect(await stateOf(otherFollow)).toBe("accepted");
    const [one, two, kept] = await Promise.all(notes.map((n) => postOf(n.id?.href ?? "")));
    expect([one?.content, two?.content, kept?.content]).toEqual(["", "", "<p>kept</p>"]);
  });
});
