import { createServer, type Server } from "node:http";
import { exportJwk, generateCryptoKeyPair, signRequest, verifyRequestDetailed } from "@fedify/fedify";
import { CryptographicKey, Follow, Person, Undo } from "@fedify/fedify/vocab";

// A fediverse server played by a test (issue 38's done-when): one actor with its own RSA key on
// a loopback port, which sends signed activities to our worker and keeps what our worker sends
// to its inbox, each with whether its HTTP Signature verified (checked by Fedify against the
// key the signer's actor publishes, fetched from our worker).

export type Received = { activity: Record<string, unknown>; verifiedKeyId: string | null };

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
    publicKey: new CryptographicKey({ id: keyId, owner: actorId, publicKey: keys.publicKey }),
  });
  const actorJson = JSON.stringify(await person.toJsonLd());

  const server: Server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    if (req.method === "GET" && req.url === "/users/remote") {
      res.writeHead(200, { "content-type": "application/activity+json" }).end(actorJson);
      return;
    }
    if (req.method === "POST" && req.url === "/users/remote/inbox") {
      const headers = new Headers();
      for (const [name, value] of Object.entries(req.headers)) if (typeof value === "string") headers.set(name, value);
      const request = () => new Request(new URL(req.url ?? "/", origin), { method: "POST", headers, body });
      // draft-cavage or RFC 9421, whichever the sender chose
      let key = null;
      for (const spec of ["draft-cavage-http-signatures-12", "rfc9421"] as const) {
        const result = await verifyRequestDetailed(request(), { documentLoader: loopbackLoader, spec });
        if (result.verified) key = result.key;
      }
      if (!key) {
        // a failed signature is what makes a sender knock again with the other spec
        res.writeHead(401).end();
        return;
      }
      received.push({ activity: JSON.parse(body.toString("utf8")), verifiedKeyId: key.id?.href ?? null });
      res.writeHead(202).end();
      return;
    }
    res.writeHead(404).end();
  });
  // "localhost" may be ::1 or 127.0.0.1 to whoever asks: listen on both then
  const listenOn = options.host === "localhost" ? "::" : "127.0.0.1";
  await new Promise<void>((resolve) => server.listen(port, listenOn, resolve));

  /** POSTs an activity to `inbox`, signed with this actor's key (or `signingKey`, to forge one). */
  async function post(inbox: string, activity: Follow | Undo, signingKey: CryptoKey | null = keys.privateKey) {
    const body = JSON.stringify(await activity.toJsonLd());
    const request = new Request(inbox, {
      method: "POST",
      headers: { "content-type": "application/activity+json", accept: "application/activity+json" },
      body,
    });
    return fetch(signingKey ? await signRequest(request, signingKey, keyId) : request);
  }

  const follow = (target: string, id = crypto.randomUUID()) =>
    new Follow({ id: new URL(`/follows/${id}`, origin), actor: actorId, object: new URL(target) });

  return {
    origin,
    actorId: actorId.href,
    received,
    post,
    follow,
    undo: (followed: Follow) =>
      new Undo({ id: new URL(`/undos/${crypto.randomUUID()}`, origin), actor: actorId, object: followed }),
    /** Another key, as a forger would hold. */
    otherKey: async () => (await generateCryptoKeyPair("RSASSA-PKCS1-v1_5")).privateKey,
    publicJwk: () => exportJwk(keys.publicKey),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
