import { env } from "cloudflare:workers";
import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { handleGraphQL, PREFLIGHT_HEADER } from "@/server/api/handler";
import { emailOutbox, verificationCodes } from "@/server/db/schema";
import { createUser, db } from "../support/api";

// The local mailbox holds every sign-in code: reading it is signing in as anyone. It opens
// only when asked for (DEV_MAILBOX=on, which `npm start` and the tests pass), on a loopback
// SITE_URL, to a request addressed to a loopback host from a loopback client.

type Call = { url?: string; ip?: string | null; env?: Cloudflare.Env };

async function call(query: string, variables: Record<string, unknown>, { url, ip = "127.0.0.1", env: e }: Call) {
  const headers: Record<string, string> = { "content-type": "application/json", [PREFLIGHT_HEADER]: "true" };
  if (ip) headers["cf-connecting-ip"] = ip;
  const response = await handleGraphQL(
    new Request(url ?? "http://127.0.0.1:8787/graphql", {
      method: "POST",
      headers,
      body: JSON.stringify({ query, variables }),
    }),
    e ?? env,
  );
  return (await response.json()) as {
    data?: Record<string, unknown> | null;
    errors?: { extensions?: { code?: string } }[];
  };
}

const MAILBOX = "{ devMailbox(input: { first: 50 }) { to subject text } }";
const readMailbox = (c: Call = {}) => call(MAILBOX, {}, c);
const SEND = "mutation($input: SendVerificationCodeInput!) { sendVerificationCode(input: $input) }";
const sendLoginCode = (email: string, c: Call = {}) => call(SEND, { input: { email, type: "email_otp" } }, c);

const without = (keys: (keyof Cloudflare.Env)[]): Cloudflare.Env => {
  const copy = { ...env };
  for (const key of keys) delete copy[key];
  return copy;
};

describe("the local mailbox, when it is open", () => {
  it("shows this machine the code mailed to a user", async () => {
    const user = await createUser();
    expect((await sendLoginCode(user.email as string)).errors).toBeUndefined();
    const mailbox = await readMailbox();
    expect(mailbox.errors).toBeUndefined();
    const mails = mailbox.data?.devMailbox as { to: string; text: string }[];
    expect(mails.find((m) => m.to === user.email)?.text).toMatch(/\b\d{6}\b/);
  });

  it.each(["http://localhost:8787/graphql", "http://[::1]:8787/graphql", "http://127.0.0.2/graphql"])(
    "answers a request to %s",
    async (url) => {
      expect((await readMailbox({ url, ip: "::1" })).errors).toBeUndefined();
    },
  );
});

describe("the local mailbox is FORBIDDEN", () => {
  const forbidden = async (c: Call) => {
    const result = await readMailbox(c);
    expect(result.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    expect(result.data?.devMailbox ?? null).toBeNull();
  };

  it("when DEV_MAILBOX is not set", () => forbidden({ env: without(["DEV_MAILBOX"]) }));

  it.each(["1", "true", "ON", ""])("when DEV_MAILBOX is %j rather than on", (value) =>
    forbidden({ env: { ...env, DEV_MAILBOX: value } }),
  );

  it("when a mail provider is configured", () =>
    forbidden({ env: { ...env, MAIL_API_URL: "https://mail.invalid/send", MAIL_API_KEY: "k" } }));

  it("when SITE_URL is not a loopback address", () =>
    forbidden({ env: { ...env, SITE_URL: "https://margins.example" } }));

  it.each([
    "https://margins.example/graphql",
    // a site whose own name resolves to 127.0.0.1 (DNS rebinding) still names itself in Host
    "http://rebind.evil.example:8787/graphql",
    "http://127.0.0.1.evil.example/graphql",
    "http://10.0.0.5:8787/graphql",
  ])("when the request is addressed to %s", (url) => forbidden({ url }));

  it.each(["203.0.113.7", "10.0.0.1", "::ffff:8.8.8.8"])("when the client's address is %s", (ip) => forbidden({ ip }));

  it("when nothing says where the client is", () => forbidden({ ip: null }));
});

describe("without a mail provider or the local mailbox", () => {
  const noMail = without(["DEV_MAILBOX"]);

  it("sending a code fails with a clear error and writes nothing", async () => {
    const user = await createUser();
    const email = user.email as string;
    const result = await sendLoginCode(email, { env: noMail });
    expect(result.errors?.[0]?.extensions?.code).toBe("ACTION_FAILED");
    expect(JSON.stringify(result.errors)).toMatch(/mail provider/i);
    const [codes] = await db().select({ n: count() }).from(verificationCodes).where(eq(verificationCodes.email, email));
    const [mails] = await db().select({ n: count() }).from(emailOutbox).where(eq(emailOutbox.to, email));
    expect({ codes: codes?.n, mails: mails?.n }).toEqual({ codes: 0, mails: 0 });
  });

  it("DEV_MAILBOX on a public SITE_URL does not keep mail either", async () => {
    const user = await createUser();
    const publicSite = { ...env, SITE_URL: "https://margins.example" };
    const result = await sendLoginCode(user.email as string, { env: publicSite });
    expect(result.errors?.[0]?.extensions?.code).toBe("ACTION_FAILED");
  });
});
