import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { READ_BOOKMARK_COOKIE } from "@/lib/cookies/names";
import { attachBookmark } from "@/server/api/read-bookmark";
import { openSession } from "@/server/db/client";
import { users } from "@/server/db/schema";
import { Client, createUser, present, signIn } from "../support/api";

// D1 read replication through the Sessions API (docs/scale.md, "Read replicas"): a request
// that holds a mutation starts on the primary, plain reads go to the nearest replica, and the
// bookmark a write reached goes back to the writer in a cookie so their next read waits for a
// replica that has it. Locally Miniflare has one database, the primary, and hands out real
// bookmarks; where each request's session starts is seen on the real binding, through a
// wrapper that only notes what withSession was asked for.

const BOOKMARK = /^[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{32}$/;

/** The real D1 binding, noting each session's starting point (a constraint or a bookmark). */
function noting(real: D1Database) {
  const opened: (string | undefined)[] = [];
  const binding = {
    prepare: (sql: string) => real.prepare(sql),
    batch: (statements: D1PreparedStatement[]) => real.batch(statements),
    exec: (sql: string) => real.exec(sql),
    withSession(start?: string) {
      opened.push(start);
      return real.withSession(start);
    },
  } as unknown as D1Database;
  return { binding, opened };
}

const bookmarkOf = (cookies: string[]) =>
  cookies
    .find((c) => c.startsWith(`${READ_BOOKMARK_COOKIE}=`))
    ?.split(";")[0]
    ?.split("=")[1];

const RENAME = `mutation($name: String!) { updateUserInfo(input: { displayName: $name }) { id displayName } }`;
const VIEWER_NAME = `query { viewer { displayName } }`;

describe("read replicas", () => {
  it("a write hands back its bookmark, and the writer's next read starts from it and sees the write", async () => {
    const user = await createUser();
    const client = await signIn(present(user.email));
    const d1 = noting(env.DB);
    client.withVars({ DB: d1.binding });

    const write = await client.gql(RENAME, { name: "Read Your Writes" });
    expect(write.errors).toBeUndefined();
    expect(d1.opened).toEqual(["first-primary"]);
    const cookie = write.cookies.find((c) => c.startsWith(`${READ_BOOKMARK_COOKIE}=`));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Max-Age=120/);
    // the request came over http: a Secure cookie would never come back
    expect(cookie).not.toMatch(/Secure/i);
    const bookmark = bookmarkOf(write.cookies);
    expect(bookmark).toMatch(BOOKMARK);
    expect(write.response.headers.get("cache-control")).toBe("private, no-store");

    const read = await client.gql<{ viewer: { displayName: string } }>(VIEWER_NAME);
    expect(d1.opened).toEqual(["first-primary", bookmark]);
    expect(read.data?.viewer.displayName).toBe("Read Your Writes");
  });

  it("a request holding a mutation starts on the primary, whatever bookmark it carries; a query does not", async () => {
    const user = await createUser();
    const client = await signIn(present(user.email));
    const d1 = noting(env.DB);
    client.withVars({ DB: d1.binding });
    // a bookmark later than any the database reached: a request that started from it would
    // hand it back unchanged (a session keeps the latest bookmark it has seen)
    const future = "7fffffff-00000000-00000000-00000000000000000000000000000000";
    client.jar.set(READ_BOOKMARK_COOKIE, future);

    const write = await client.gql(RENAME, { name: "On The Primary" });
    expect(write.errors).toBeUndefined();
    expect(d1.opened).toEqual(["first-primary"]);
    const reached = bookmarkOf(write.cookies);
    expect(reached).toMatch(BOOKMARK);
    expect(reached).not.toBe(future);

    // a document with a mutation in it, though the operation run is its query
    await client.request({
      method: "POST",
      headers: { "content-type": "application/json", "apollo-require-preflight": "true" },
      body: JSON.stringify({
        query: `query Name { viewer { displayName } } mutation Rename { updateUserInfo(input: { displayName: "x" }) { id } }`,
        operationName: "Name",
      }),
    });
    expect(d1.opened.at(-1)).toBe("first-primary");

    const visitor = new Client().withVars({ DB: d1.binding });
    const read = await visitor.gql(`query { user(input: { userName: "${user.userName}" }) { displayName } }`);
    expect(read.errors).toBeUndefined();
    expect(d1.opened.at(-1)).toBe("first-unconstrained");
  });

  it("a visitor's plain read is handed no cookie, so the answer stays the same for everyone", async () => {
    const user = await createUser();
    const visitor = new Client();
    const query = encodeURIComponent(`{ user(input: { userName: "${user.userName}" }) { displayName } }`);
    const read = await visitor.request({ method: "GET", url: `http://127.0.0.1:8787/graphql?query=${query}` });
    expect(read.errors).toBeUndefined();
    expect(read.cookies).toEqual([]);
    expect(read.response.headers.get("cache-control")).toBeNull();
  });

  it("the bookmark cookie is never put on a response a shared cache may keep", async () => {
    const reads = openSession(env, { primary: true });
    await reads.db.select({ id: users.id }).from(users).limit(1);
    expect(reads.bookmark()).toMatch(BOOKMARK);

    for (const cacheControl of ["public, max-age=60", "max-age=300", "s-maxage=60"]) {
      const shared = new Response("{}", { headers: { "cache-control": cacheControl } });
      attachBookmark(shared, reads, true);
      expect(shared.headers.getSetCookie()).toEqual([]);
      expect(shared.headers.get("cache-control")).toBe(cacheControl);
    }

    const own = new Response("{}", { headers: { "cache-control": "private, no-store" } });
    attachBookmark(own, reads, true);
    expect(own.headers.getSetCookie()).toEqual([expect.stringMatching(/Secure/)]);
    const unsaid = new Response("{}");
    attachBookmark(unsaid, reads, false);
    expect(unsaid.headers.getSetCookie()).toHaveLength(1);
    expect(unsaid.headers.get("cache-control")).toBe("private, no-store");
  });

  it("a malformed or oversized bookmark cookie is ignored: the read is answered from anywhere, and no cookie comes back", async () => {
    const user = await createUser({ displayName: "Plain Reader" });
    const d1 = noting(env.DB);
    for (const bad of [
      "garbage",
      "x".repeat(4000),
      "FFFFFFFF-FFFFFFFF-FFFFFFFF-FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF",
      "00000000-00000001-00000000",
      "%E0%A4%A",
    ]) {
      const client = new Client().withVars({ DB: d1.binding });
      client.jar.set(READ_BOOKMARK_COOKIE, bad);
      const read = await client.gql<{ user: { displayName: string } }>(
        `query { user(input: { userName: "${user.userName}" }) { displayName } }`,
      );
      expect(read.errors, bad).toBeUndefined();
      expect(read.data?.user.displayName).toBe("Plain Reader");
      expect(d1.opened.at(-1), bad).toBe("first-unconstrained");
      expect(bookmarkOf(read.cookies), bad).toBeUndefined();
    }
  });

  it("a plain read moves a reader's bookmark forward, never back", async () => {
    const user = await createUser();
    const d1 = noting(env.DB);
    const client = new Client().withVars({ DB: d1.binding });
    const earliest = "00000000-00000000-00000000-00000000000000000000000000000000";
    client.jar.set(READ_BOOKMARK_COOKIE, earliest);
    const read = await client.gql(`query { user(input: { userName: "${user.userName}" }) { id } }`);
    expect(d1.opened.at(-1)).toBe(earliest);
    const moved = bookmarkOf(read.cookies);
    expect(moved).toMatch(BOOKMARK);
    expect(moved && moved > earliest).toBe(true);
  });

  it("with D1_READ_REPLICATION off, every query goes to the primary without a session and no cookie is set", async () => {
    const user = await createUser();
    const client = await signIn(present(user.email));
    const d1 = noting(env.DB);
    client.withVars({ DB: d1.binding, D1_READ_REPLICATION: "off" });
    const write = await client.gql(RENAME, { name: "No Sessions" });
    expect(write.errors).toBeUndefined();
    expect(d1.opened).toEqual([]);
    expect(bookmarkOf(write.cookies)).toBeUndefined();
  });
});
