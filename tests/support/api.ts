import { env } from "cloudflare:workers";
import { desc, eq } from "drizzle-orm";
import type { Document } from "@/lib/graphql/document";
import { handleGraphQL, PREFLIGHT_HEADER } from "@/server/api/handler";
import { hashPassword } from "@/server/auth/password";
import { hashPaymentPassword } from "@/server/auth/payment-password-hash";
import { createDb } from "@/server/db/client";
import { emailOutbox, users } from "@/server/db/schema";

export const db = () => createDb(env.DB);

export type GqlResult<T = Record<string, unknown>> = {
  status: number;
  data?: T | null;
  errors?: { message: string; extensions?: { code?: string } & Record<string, unknown> }[];
  cookies: string[];
  response: Response;
};

/**
 * The start of a window of every rate-limit period (a UTC midnight), in the future so that
 * sessions and codes made at that time are still valid for clients on the real clock.
 */
export const nextMidnight = () => Math.ceil((Date.now() + 1) / 86_400_000) * 86_400_000;

/** A session: cookies set by responses are kept and sent with the next request, like a browser. */
export class Client {
  jar = new Map<string, string>();
  /** The API's clock for this client's requests (unix ms); the real one when unset. */
  now: number | undefined;
  /** The cache tags the API purged while answering this client, in order. */
  purged: string[] = [];
  /** Variables of the worker this client's requests see instead of the configured ones. */
  vars: Partial<Cloudflare.Env> = {};
  constructor(readonly ip = `10.0.0.${Math.floor(Math.random() * 250) + 1}`) {}

  at(now: number) {
    this.now = now;
    return this;
  }

  /** The API as a deployment with these variables set (secrets, service addresses) would answer. */
  withVars(vars: Partial<Cloudflare.Env>) {
    this.vars = vars;
    return this;
  }

  get cookieHeader() {
    return [...this.jar].map(([k, v]) => `${k}=${v}`).join("; ");
  }

  async request<T = Record<string, unknown>>(init: RequestInit & { url?: string }): Promise<GqlResult<T>> {
    const headers = new Headers(init.headers);
    if (this.jar.size) headers.set("cookie", this.cookieHeader);
    headers.set("cf-connecting-ip", this.ip);
    const response = await handleGraphQL(
      new Request(init.url ?? "http://127.0.0.1:8787/graphql", { ...init, headers }),
      { ...env, ...this.vars },
      { now: this.now, purge: (tags) => this.purged.push(...tags) },
    );
    const cookies = response.headers.getSetCookie();
    for (const cookie of cookies) {
      const [pair = "", ...attrs] = cookie.split(";");
      const [name = "", value = ""] = pair.split("=");
      if (attrs.some((a) => a.trim() === "Max-Age=0")) this.jar.delete(name);
      else this.jar.set(name, value);
    }
    const body = (await response.clone().json()) as { data?: T; errors?: GqlResult["errors"] };
    return { status: response.status, data: body.data, errors: body.errors, cookies, response };
  }

  /**
   * A document from `graphql()` (tests/api/generated, typed from the schema), or a query's text
   * as it is: the malformed, hostile and over-the-limit ones a test sends on purpose.
   */
  gql<Data, Variables>(query: Document<Data, Variables>, variables?: Variables): Promise<GqlResult<Data>>;
  gql<T = Record<string, unknown>>(query: string, variables?: Record<string, unknown>): Promise<GqlResult<T>>;
  gql(query: Document<unknown, unknown> | string, variables?: unknown) {
    return this.request({
      method: "POST",
      headers: { "content-type": "application/json", [PREFLIGHT_HEADER]: "true" },
      body: JSON.stringify({ query: String(query), variables }),
    });
  }
}

/**
 * A value a test goes on to read (a part of an answer the schema lets be null, a fixture's
 * nullable column): a missing one fails the test here, as reading through it would.
 */
export function present<T>(value: T | null | undefined): T {
  if (value === null || value === undefined) throw new Error(`expected a value, got ${value}`);
  return value;
}

export const codeOf = (result: GqlResult) => result.errors?.[0]?.extensions?.code;

let seq = 0;
export const PASSWORD = "correct-horse-42";
// Every user made here has that password, so its hash (100,000 rounds of PBKDF2, 13 ms in
// workerd here) is worked out once per run, not for each of the thousands of users.
let passwordHash: Promise<string> | undefined;
const sharedPasswordHash = () => {
  passwordHash ??= hashPassword(PASSWORD);
  return passwordHash;
};

/** A payment password's stored form, as setting one through the API writes it. */
export const paymentPasswordHash = (password: string) => hashPaymentPassword(env, password);

/** A user straight in the database, with a password, for tests that start signed in. */
export async function createUser(overrides: Partial<typeof users.$inferInsert> = {}) {
  seq += 1;
  const [user] = await db()
    .insert(users)
    .values({
      userName: `tester${seq}${Math.floor(Math.random() * 1e6)}`,
      displayName: `Tester ${seq}`,
      email: `tester${seq}-${Math.floor(Math.random() * 1e9)}@example.com`,
      emailVerified: true,
      passwordHash: await sharedPasswordHash(),
      language: "en",
      ...overrides,
    })
    .returning();
  if (!user) throw new Error("no user");
  return user;
}

export async function signIn(email: string, password = PASSWORD) {
  const client = new Client();
  const result = await client.gql(`mutation($input: EmailLoginInput!) { emailLogin(input: $input) { auth type } }`, {
    input: { email, passwordOrCode: password },
  });
  if (result.errors) throw new Error(`sign in failed: ${JSON.stringify(result.errors)}`);
  return client;
}

/** The six-digit code in the newest mail to `email`, read from the local outbox. */
export async function latestCode(email: string) {
  const [newest] = await db()
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.to, email))
    .orderBy(desc(emailOutbox.id))
    .limit(1);
  const code = newest?.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code mailed to ${email}`);
  return code;
}
