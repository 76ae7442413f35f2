import { describe, expect, it } from "vitest";
import { Client, codeOf, createUser, PASSWORD } from "../support/api";

// The HTTP side of the endpoint: CSRF preflight, GET, persisted queries, errors, caching
// (limits: query-limits.test.ts).

const ENDPOINT = "http://127.0.0.1:8787/graphql";
const PREFLIGHT = { "apollo-require-preflight": "true" };
const JSON_TYPE = { "content-type": "application/json" };

let ipSeq = 0;
const client = () => {
  ipSeq += 1;
  return new Client(`10.3.${Math.floor(ipSeq / 250)}.${(ipSeq % 250) + 1}`);
};

async function signedIn() {
  const user = await createUser();
  const c = client();
  const result = await c.gql(`mutation($input: EmailLoginInput!) { emailLogin(input: $input) { auth } }`, {
    input: { email: user.email, passwordOrCode: PASSWORD },
  });
  expect(result.errors).toBeUndefined();
  return { user, c };
}

/** A GET request with the given search parameters (objects are sent as JSON). */
function get(c: Client, params: Record<string, string | object>) {
  const url = new URL(ENDPOINT);
  for (const [key, value] of Object.entries(params)) {
    url.searchParams.set(key, typeof value === "string" ? value : JSON.stringify(value));
  }
  return c.request({ method: "GET", url: url.toString(), headers: { accept: "application/json" } });
}

function post(c: Client, body: object, headers: Record<string, string> = { ...JSON_TYPE, ...PREFLIGHT }) {
  return c.request({ method: "POST", headers, body: JSON.stringify(body) });
}

async function sha256Hex(text: string) {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

const displayNameOf = async (c: Client) =>
  (await c.gql<{ viewer: { displayName: string } }>("{ viewer { displayName } }")).data?.viewer.displayName;

const FEATURES = "{ official { features { name } } }";

describe("CSRF preflight header", () => {
  it("refuses a POST without it with 403 FORBIDDEN", async () => {
    const result = await post(client(), { query: FEATURES }, JSON_TYPE);
    expect(result.status).toBe(403);
    expect(codeOf(result)).toBe("FORBIDDEN");
    expect(result.data ?? null).toBeNull();
  });

  it("answers a POST with it", async () => {
    const result = await post(client(), { query: FEATURES });
    expect(result.status).toBe(200);
    expect(result.errors).toBeUndefined();
    expect(result.data).toHaveProperty("official.features");
  });

  it("runs no mutation posted without it, even with the user's cookies", async () => {
    const { user, c } = await signedIn();
    const result = await post(
      c,
      { query: `mutation { updateUserInfo(input: { displayName: "Cross Site" }) { id } }` },
      JSON_TYPE,
    );
    expect(result.status).toBe(403);
    expect(await displayNameOf(c)).toBe(user.displayName);
  });

  it("signs no one in without it", async () => {
    const user = await createUser();
    const c = client();
    const result = await post(
      c,
      {
        query: `mutation($input: EmailLoginInput!) { emailLogin(input: $input) { auth } }`,
        variables: { input: { email: user.email, passwordOrCode: PASSWORD } },
      },
      { "content-type": "text/plain" },
    );
    expect(result.status).toBe(403);
    expect(result.cookies).toEqual([]);
  });
});

describe("GET", () => {
  it("answers a query", async () => {
    const result = await get(client(), { query: "{official{features{name}}}" });
    expect(result.status).toBe(200);
    expect(result.errors).toBeUndefined();
    expect(result.data).toHaveProperty("official.features");
  });

  it("refuses a mutation and changes nothing", async () => {
    const { user, c } = await signedIn();
    const result = await get(c, { query: `mutation { updateUserInfo(input: { displayName: "Via Get" }) { id } }` });
    expect(result.status !== 200 || (result.errors?.length ?? 0) > 0).toBe(true);
    expect(result.data?.updateUserInfo ?? null).toBeNull();
    expect(await displayNameOf(c)).toBe(user.displayName);
  });
});

describe("persisted queries", () => {
  const uniqueQuery = () => `query Apq${Math.floor(Math.random() * 1e9)} { official { features { name enabled } } }`;
  const apq = (sha256Hash: string) => ({ persistedQuery: { version: 1, sha256Hash } });

  it("answers a hash it has not seen with 200 and PersistedQueryNotFound, as the protocol expects", async () => {
    const hash = await sha256Hex(uniqueQuery());
    // the islands ask for the GraphQL-over-HTTP response type, other clients for plain JSON
    for (const accept of ["application/graphql-response+json, application/json", "application/json"]) {
      const url = new URL(ENDPOINT);
      url.searchParams.set("extensions", JSON.stringify(apq(hash)));
      const result = await client().request({ method: "GET", url: url.toString(), headers: { accept } });
      expect(result.status, accept).toBe(200);
      expect(result.errors).toEqual([
        { message: "PersistedQueryNotFound", extensions: { code: "PERSISTED_QUERY_NOT_FOUND" } },
      ]);
      expect(result.data ?? null).toBeNull();
    }
  });

  it("answers a GET with only the hash once the query was posted with it", async () => {
    const query = uniqueQuery();
    const hash = await sha256Hex(query);
    const posted = await post(client(), { query, extensions: apq(hash) });
    expect(posted.errors).toBeUndefined();
    expect(posted.data).toHaveProperty("official.features");

    const result = await get(client(), { extensions: apq(hash) });
    expect(result.status).toBe(200);
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual(posted.data);
  });

  it("refuses a query posted under a hash that is not its own", async () => {
    const query = uniqueQuery();
    const wrong = await sha256Hex(`${query} `);
    const result = await post(client(), { query, extensions: apq(wrong) });
    expect(result.errors?.length).toBeGreaterThan(0);
    expect(result.data ?? null).toBeNull();
    // and the hash was not stored for that query
    const later = await get(client(), { extensions: apq(wrong) });
    expect(later.data ?? null).toBeNull();
  });
});

describe("errors", () => {
  it("gives an unknown field a validation error with a code and nothing internal", async () => {
    const result = await client().gql("{ viewer { noSuchField } }");
    const error = result.errors?.[0];
    expect(error?.message).toContain("noSuchField");
    // only the catalogue's codes reach clients
    expect(error?.extensions?.code).toBe("BAD_USER_INPUT");
    expect(JSON.stringify(result.errors)).not.toMatch(/stack|at \w+ \(|node_modules|\.ts:\d+/);
    expect(result.data ?? null).toBeNull();
  });

  it("gives a syntax error a code", async () => {
    const result = await client().gql("{ viewer { id ");
    expect(codeOf(result)).toBe("BAD_USER_INPUT");
    expect(JSON.stringify(result.errors)).not.toMatch(/stack|node_modules/);
  });

  it("answers BAD_USER_INPUT for a garbage node id", async () => {
    const result = await client().gql(`{ node(input: { id: "garbage" }) { id } }`);
    expect(codeOf(result)).toBe("BAD_USER_INPUT");
    expect(result.data?.node ?? null).toBeNull();
  });

  it("answers BAD_USER_INPUT for a variable of the wrong type", async () => {
    const result = await client().gql(`query($id: ID!) { node(input: { id: $id }) { id } }`, { id: { nested: true } });
    expect(codeOf(result)).toBe("BAD_USER_INPUT");
    expect(result.data ?? null).toBeNull();
  });
});

describe("caching", () => {
  it("marks answers to requests with cookies private and not to be stored", async () => {
    const { c } = await signedIn();
    const posted = await c.gql("{ viewer { id } }");
    expect(posted.response.headers.get("cache-control")).toBe("private, no-store");
    const got = await get(c, { query: "{ viewer { id } }" });
    expect(got.status).toBe(200);
    expect(got.response.headers.get("cache-control")).toBe("private, no-store");
  });

  it("does so for any cookie, not only a valid session", async () => {
    const c = client();
    c.jar.set("__language", "en");
    const result = await get(c, { query: FEATURES });
    expect(result.response.headers.get("cache-control")).toBe("private, no-store");
  });
});
