import { createServer, type Server } from "node:http";
import { exportJwk, generateCryptoKeyPair, signRequest, verifyRequestDetailed } from "@fedify/fedify";
import {
  Accept,
  type Activity,
  Announce,
  Block,
  Create,
  CryptographicKey,
  Delete,
  Endpoints,
  Flag,
  Follow,
  Like,
  Note,
  Person,
  PUBLIC_COLLECTION,
  Tombstone,
  Undo,
  Update,
} from "@fedify/fedify/vocab";
import { Temporal } from "@js-temporal/polyfill";

// A fediverse server played by a test (issue 38's done-when): one actor with its own RSA key on
// a loopback port, which sends signed activities to our worker and keeps what our worker sends
// to its inbox, each with whether its HTTP Signature verified (checked by Fedify against the
// key the signer's actor publishes, fetched from our worker). It also writes: replies (Notes it
// serves at their ids), their Updates and Deletes, Likes, Announces and their Undos, Blocks
// and Flags, each signed as it sends them; its shared inbox (/inbox) takes deliveries too. It
// answers WebFinger for acct:remote@<its host>, so a reader here can follow it by handle,
// accepts a Follow with a signed Accept when asked, and publishes Notes to an inbox here.

export type Received = { activity: Record<string, unknown>; verifiedKeyId: string | null; inbox: string };

/** Fetches JSON-LD from anywhere, loopback included: the stand-in's side of the test only. */
const loopbackLoader = async (url: string) => {
  const response = await fetch(url, { headers: { accept: "application/activity+json" } });
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return { contextUrl: null, documentUrl: response.url, document: await response.json() };
};

/**
 * `host`: the name it is known by (127.0.0.1, or "localhost" so an instance block on it leaves
 * our own 127.0.0.1 alone); `inbox`: an inbox it publishes instead of its own (one where
 * nothing listens, so deliveries to it fail).
 */
export async function startRemoteActor(port: number, options: { host?: string; inbox?: string } = {}) {
  const origin = `http://${options.host ?? "127.0.0.1"}:${port}`;
  const actorId = new URL("/users/remote", origin);
  const keyId = new URL("/users/remote#main-key", origin);
  const keys = await generateCryptoKeyPair("RSASSA-PKCS1-v1_5");
  const received: Received[] = [];

  const person = new Person({
    id: actorId,
    preferredUsername: "remote",
    name: "A remote reader",
    inbox: new URL(options.inbox ?? "/users/remote/inbox", origin),
    // a dead inbox is dead for shared deliveries too
    endpoints: new Endpoints({ sharedInbox: new URL(options.inbox ?? "/inbox", origin) }),
    publicKey: new CryptographicKey({ id: keyId, owner: actorId, publicKey: keys.publicKey }),
  });
  const actorJson = JSON.stringify(await person.toJsonLd());
  const account = `remote@${new URL(origin).host}`;
  const webFinger = JSON.stringify({
    subject: `acct:${account}`,
    aliases: [actorId.href],
    links: [{ rel: "self", type: "application/activity+json", href: actorId.href }],
  });
  /** The Notes it published, by path: what a server fetching a Note by its id is answered. */
  const notes = new Map<string, string>();

  /**
   * Keys it has fetched, kept as a real server keeps them: a Delete of an actor arrives when the
   * actor's address already answers 404, and is checked with the key known from before.
   */
  const knownKeys = new Map<string, Awaited<ReturnType<typeof loopbackLoader>>>();
  const keyLoader = async (url: string) => {
    const known = knownKeys.get(url) ?? (await loopbackLoader(url));
    knownKeys.set(url, known);
    return known;
  };
  /** Once set, its inboxes answer 410 Gone, as a deleted account's server does. */
  let gone = false;

  const server: Server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    if (req.method === "GET" && req.url === "/users/remote") {
      res.writeHead(200, { "content-type": "application/activity+json" }).end(actorJson);
      return;
    }
    if (req.method === "GET" && req.url?.startsWith("/.well-known/webfinger?")) {
      const resource = new URL(req.url, origin).searchParams.get("resource");
      if (resource === `acct:${account}` || resource === actorId.href) {
        res.writeHead(200, { "content-type": "application/jrd+json" }).end(webFinger);
      } else res.writeHead(404).end();
      return;
    }
    const note = req.method === "GET" && req.url ? notes.get(req.url) : undefined;
    if (note) {
      res.writeHead(200, { "content-type": "application/activity+json" }).end(note);
      return;
    }
    if (req.method === "POST" && gone && (req.url === "/users/remote/inbox" || req.url === "/inbox")) {
      // what a server whose account (or whole instance) was deleted answers
      res.writeHead(410).end();
      return;
    }
    if (req.method === "POST" && (req.url === "/users/remote/inbox" || req.url === "/inbox")) {
      const headers = new Headers();
      for (const [name, value] of Object.entries(req.headers)) if (typeof value === "string") headers.set(name, value);
      const request = () => new Request(new URL(req.url ?? "/", origin), { method: "POST", headers, body });
      // draft-cavage or RFC 9421, whichever the sender chose
      let key = null;
      for (const spec of ["draft-cavage-http-signatures-12", "rfc9421"] as const) {
        const result = await verifyRequestDetailed(request(), { documentLoader: keyLoader, spec });
        if (result.verified) key = result.key;
      }
      if (!key) {
        // a failed signature is what makes a sender knock again with the other spec
        res.writeHead(401).end();
        return;
      }
      received.push({
        activity: JSON.parse(body.toString("utf8")),
        verifiedKeyId: key.id?.href ?? null,
        inbox: req.url ?? "",
      });
      res.writeHead(202).end();
      return;
    }
    res.writeHead(404).end();
  });
  // "localhost" may be ::1 or 127.0.0.1 to whoever asks: listen on both then
  const listenOn = options.host === "localhost" ? "::" : "127.0.0.1";
  await new Promise<void>((resolve) => server.listen(port, listenOn, resolve));

  /** POSTs an activity to `inbox`, signed with this actor's key (or `signingKey`, to forge one). */
  async function post(inbox: string, activity: Activity, signingKey: CryptoKey | null = keys.privateKey) {
    const body = JSON.stringify(await activity.toJsonLd());
    const request = new Request(inbox, {
      method: "POST",
      headers: { "content-type": "application/activity+json", accept: "application/activity+json" },
      body,
    });
    return fetch(signingKey ? await signRequest(request, signingKey, keyId) : request);
  }

  const id = (kind: string) => new URL(`/${kind}/${crypto.randomUUID()}`, origin);

  /** A reply to `inReplyTo` (an article's id or page URL), served at its id from now on. */
  async function reply(inReplyTo: string, content: string) {
    const made = new Note({
      id: id("notes"),
      attribution: actorId,
      content,
      replyTarget: new URL(inReplyTo),
      url: id("web"),
      published: Temporal.Now.instant(),
      to: PUBLIC_COLLECTION,
    });
    notes.set(made.id?.pathname ?? "", JSON.stringify(await made.toJsonLd()));
    return made;
  }

  const follow = (target: string, id = crypto.randomUUID()) =>
    new Follow({ id: new URL(`/follows/${id}`, origin), actor: actorId, object: new URL(target) });

  /** The inbox of the actor who sent `activity` (as its actor document says). */
  async function inboxOf(activity: Record<string, unknown>) {
    const actor = (await loopbackLoader(String(activity.actor))).document as { inbox: string };
    return actor.inbox;
  }

  /** Accepts a Follow it received: a signed Accept to the follower's inbox, naming that Follow. */
  async function acceptFollow(received: Received) {
    const follow = received.activity;
    const accept = new Accept({
      id: new URL(`/accepts/${crypto.randomUUID()}`, origin),
      actor: actorId,
      object: new Follow({ id: new URL(String(follow.id)), actor: new URL(String(follow.actor)), object: actorId }),
    });
    return post(await inboxOf(follow), accept);
  }

  /** Publishes a public Note to `inbox` (a Create, signed); the Note is then served at its id. */
  async function publishNote(inbox: string, content: string) {
    const path = `/notes/${crypto.randomUUID()}`;
    const note = new Note({
      id: new URL(path, origin),
      attribution: actorId,
      content,
      to: PUBLIC_COLLECTION,
      published: Temporal.Now.instant(),
    });
    notes.set(path, JSON.stringify(await note.toJsonLd()));
    const create = new Create({
      id: new URL(`${path}/create`, origin),
      actor: actorId,
      object: note,
      to: PUBLIC_COLLECTION,
    });
    return { noteId: note.id?.href ?? "", response: await post(inbox, create) };
  }

  return {
    origin,
    account,
    acceptFollow,
    publishNote,
    actorId: actorId.href,
    received,
    post,
    follow,
    undo: (done: Follow | Like | Announce) => new Undo({ id: id("undos"), actor: actorId, object: done }),
    reply,
    create: (note: Note) => new Create({ id: id("creates"), actor: actorId, object: note, to: PUBLIC_COLLECTION }),
    /** The same Note with new words (kept, so a fetch of it answers them too). */
    update: async (note: Note, content: string) => {
      const changed = note.clone({ content, updated: Temporal.Now.instant() });
      notes.set(note.id?.pathname ?? "", JSON.stringify(await changed.toJsonLd()));
      return new Update({ id: id("updates"), actor: actorId, object: changed, to: PUBLIC_COLLECTION });
    },
    /** A Delete of the Note, as a Tombstone, as Mastodon sends it; a fetch of it then finds nothing. */
    remove: (note: Note) => {
      notes.delete(note.id?.pathname ?? "");
      return new Delete({
        id: id("deletes"),
        actor: actorId,
        object: new Tombstone({ id: note.id }),
        to: PUBLIC_COLLECTION,
      });
    },
    like: (object: string) => new Like({ id: id("likes"), actor: actorId, object: new URL(object) }),
    announce: (object: string) =>
      new Announce({ id: id("announces"), actor: actorId, object: new URL(object), to: PUBLIC_COLLECTION }),
    block: (target: string) => new Block({ id: id("blocks"), actor: actorId, object: new URL(target) }),
    flag: (objects: string[], content: string) =>
      new Flag({ id: id("flags"), actor: actorId, objects: objects.map((o) => new URL(o)), content }),
    /** From now on its inboxes answer 410 Gone: the account was deleted over there. */
    goAway: () => {
      gone = true;
    },
    /** Another key, as a forger would hold. */
    otherKey: async () => (await generateCryptoKeyPair("RSASSA-PKCS1-v1_5")).privateKey,
    publicJwk: () => exportJwk(keys.publicKey),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
