// A real OpenID Connect provider on this machine, playing Google (and Twitter's OAuth 2.0) for the
// tests: oauth2-mock-server serves discovery, the key set, /authorize (which answers at once with
// a code, as if the person had chosen their account) and /token, signing ID tokens with its own
// RSA key. Beside it, a small control server lets a test say who the person is and how the
// provider misbehaves for the round of a given code (or the next round begun): another subject,
// email and name; a wrong audience, an expired token, a nonce from another round, or an ID token
// signed with a key that is not the provider's.
import { createServer, type IncomingMessage, type Server } from "node:http";
import { generateKeyPair, SignJWT } from "jose";
import { OAuth2Server } from "oauth2-mock-server";

export type Person = {
  sub: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
  username?: string;
  /** Answered by /userinfo as LikeCoin's profile (the sub is the Liker ID) rather than as Twitter's users/me. */
  civicLiker?: boolean;
};
export type Fault = "audience" | "expired" | "signature" | "replayed-nonce";
/** Who the person is for a round, and how the provider misbehaves; `audience` is the client id a forged token names. */
export type Profile = { person: Person; fault?: Fault; audience?: string };

export type OidcServer = { issuer: string; control: string; close: () => Promise<void> };

const readBody = async (req: IncomingMessage) => {
  let text = "";
  for await (const chunk of req) text += chunk;
  return text;
};

export async function startOidcServer(port = 0, controlPort = 0): Promise<OidcServer> {
  const provider = new OAuth2Server();
  await provider.issuer.keys.generate("RS256");
  await provider.start(port, "127.0.0.1");
  // named by address, as the worker is told it (the library would say "localhost")
  provider.issuer.url = `http://127.0.0.1:${provider.address().port}`;
  const issuer = provider.issuer.url;

  // the round's profile, by code; the profile for the next round begun; nonces seen, by code
  const byCode = new Map<string, Profile>();
  const bySubject = new Map<string, Person>();
  const nonces = new Map<string, string>();
  const queued: Profile[] = [];
  // rounds begun without the openid scope (Twitter's): their token answer carries no ID token
  const plainOAuth = new Set<string>();

  provider.service.on("beforeAuthorizeRedirect", ({ url }: { url: URL }, req: IncomingMessage) => {
    const code = url.searchParams.get("code");
    if (!code) return;
    const query = new URL(req.url ?? "/", issuer).searchParams;
    const nonce = query.get("nonce");
    if (nonce) nonces.set(code, nonce);
    if (!query.get("scope")?.split(" ").includes("openid")) plainOAuth.add(code);
    const next = queued.shift();
    if (next) byCode.set(code, next);
  });

  const profileOf = (req: IncomingMessage) => {
    const code = (req as IncomingMessage & { body?: Record<string, string> }).body?.code;
    return code ? { code, profile: byCode.get(code) } : { code: undefined, profile: undefined };
  };

  provider.service.on("beforeTokenSigning", (token: { payload: Record<string, unknown> }, req: IncomingMessage) => {
    const { code, profile } = profileOf(req);
    if (!profile) return;
    const { username: _twitterOnly, ...claims } = profile.person;
    Object.assign(token.payload, claims);
    bySubject.set(profile.person.sub, profile.person);
    if (profile.fault === "audience") token.payload.aud = "someone-elses-client";
    if (profile.fault === "expired") {
      const now = Math.floor(Date.now() / 1000);
      Object.assign(token.payload, { iat: now - 7200, nbf: now - 7200, exp: now - 3600 });
    }
    if (profile.fault === "replayed-nonce") {
      const other = [...nonces].find(([c]) => c !== code)?.[1];
      token.payload.nonce = other ?? "a-nonce-from-another-round";
    }
  });

  // A forger's key: its token is well formed, names the provider's key id and the round's nonce,
  // and is not the provider's signature. beforeResponse cannot wait for a signature, so the
  // forged token is made ahead: when its round begins, or when a test names the round's code.
  const forger = await generateKeyPair("RS256");
  const forgedTokens = new Map<string, string>();
  const forge = async (code: string, profile: Profile) => {
    const now = Math.floor(Date.now() / 1000);
    const kid = provider.issuer.keys.toJSON()[0]?.kid;
    const token = await new SignJWT({ ...profile.person, nonce: nonces.get(code) })
      .setProtectedHeader({ alg: "RS256", kid, typ: "JWT" })
      .setIssuer(issuer)
      .setAudience(profile.audience ?? "")
      .setIssuedAt(now)
      .setExpirationTime(now + 3600)
      .sign(forger.privateKey);
    forgedTokens.set(code, token);
  };
  provider.service.on("beforeAuthorizeRedirect", ({ url }: { url: URL }) => {
    const code = url.searchParams.get("code");
    const profile = code ? byCode.get(code) : undefined;
    if (code && profile?.fault === "signature") void forge(code, profile);
  });
  provider.service.on("beforeResponse", (response: { body: Record<string, unknown> }, req: IncomingMessage) => {
    const { code, profile } = profileOf(req);
    if (code && plainOAuth.has(code)) delete response.body.id_token;
    const forged = code ? forgedTokens.get(code) : undefined;
    if (profile?.fault === "signature" && forged) response.body.id_token = forged;
  });

  // Twitter's users/me, or LikeCoin's users/profile, played by /userinfo: the person of the access
  // token's subject
  provider.service.on("beforeUserinfo", (response: { body: unknown }, req: IncomingMessage) => {
    const token = req.headers.authorization?.replace(/^Bearer /, "") ?? "";
    const sub = JSON.parse(Buffer.from(token.split(".")[1] ?? "", "base64url").toString() || "{}").sub;
    const person = bySubject.get(sub);
    if (!person) return;
    response.body =
      person.civicLiker === undefined
        ? { data: { id: person.sub, name: person.name, username: person.username } }
        : {
            user: person.sub,
            displayName: person.name,
            email: person.email,
            isSubscribedCivicLiker: person.civicLiker,
          };
  });

  const control: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    if (req.method === "POST" && url.pathname === "/profile") {
      const profile = JSON.parse(await readBody(req)) as Profile;
      const code = url.searchParams.get("code");
      if (code) {
        byCode.set(code, profile);
        if (profile.fault === "signature") await forge(code, profile);
      } else queued.push(profile);
      res.writeHead(204).end();
      return;
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => control.listen(controlPort, "127.0.0.1", resolve));
  const address = control.address();
  const controlUrl = `http://127.0.0.1:${typeof address === "object" && address ? address.port : controlPort}`;
  return {
    issuer,
    control: controlUrl,
    close: async () => {
      await provider.stop();
      await new Promise<void>((resolve) => control.close(() => resolve()));
    },
  };
}
