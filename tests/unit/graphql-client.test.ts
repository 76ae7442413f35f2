import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { describe, expect, it, vi } from "vitest";
import {
  GraphQLRequestError,
  httpRetryDelay,
  isSensitiveOperation,
  networkRetryDelay,
  operationOf,
  type RequestOptions,
  request,
} from "@/lib/graphql/client";
import type { Document } from "@/lib/graphql/document";
import { errorMessageKeys, LOGIN_ACTION_CODES, messageKeyFor } from "@/lib/graphql/error-messages";
import { ERROR_CODES } from "@/server/api/errors";

// Documents of a made-up API, shaped as graphql() returns them: the text as a String object.
const document = <Data, Variables>(text: string) => new String(text) as Document<Data, Variables>;

const Feed = document<{ feed: { id: string }[] }, { first: number; tag?: string }>(/* GraphQL */ `
  query Feed($first: Int!, $tag: String) {
    feed(first: $first, tag: $tag) {
      id
    }
  }
`);
const Follow = document<{ toggleFollowUser: { id: string } }, { id: string }>(/* GraphQL */ `
  mutation Follow($id: ID!) {
    toggleFollowUser(input: { id: $id, enabled: true }) {
      id
    }
  }
`);
const FEED_HASH = createHash("sha256").update(String(Feed)).digest("hex");
const DATA = { feed: [{ id: "QXJ0aWNsZTox" }] };

type Reply = Response | Error | (() => Response | Promise<Response>);
const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json", ...headers } });
/** A persisted-query miss as our API answers it (200); servers that send 404 are handled alike. */
const notFound = (status = 200) =>
  json({ errors: [{ message: "PersistedQueryNotFound", extensions: { code: "PERSISTED_QUERY_NOT_FOUND" } }] }, status);

/** A fetch that answers from a script (the last reply repeats) and a sleep that only records. */
function fake(...replies: Reply[]) {
  let next = 0;
  const fetch = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit): Promise<Response> => {
    const reply = replies[Math.min(next++, replies.length - 1)];
    if (reply instanceof Error) throw reply;
    if (typeof reply === "function") return reply();
    // a Response body can be read once: hand out copies
    return (reply as Response).clone();
  });
  const delays: number[] = [];
  const sleep = vi.fn(async (ms: number) => {
    delays.push(ms);
  });
  const options: RequestOptions = { fetch: fetch as typeof globalThis.fetch, sleep, random: () => 1 };
  const call = (i: number) => {
    const [input, init] = fetch.mock.calls[i] ?? [];
    return { url: String(input), init: init ?? {}, body: init?.body ? JSON.parse(String(init.body)) : undefined };
  };
  return { fetch, sleep, delays, options, call };
}

const params = (url: string) => new URL(url, "https://margins.test").searchParams;
const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => expect.unreachable("should have thrown"),
    (e: unknown) => e as GraphQLRequestError,
  );

describe("the operation of a document", () => {
  it("is read from the text's first words, without a parser", () => {
    expect(operationOf(String(Feed))).toEqual({ kind: "query", name: "Feed" });
    expect(operationOf(String(Follow))).toEqual({ kind: "mutation", name: "Follow" });
    expect(operationOf("\n  query {\n viewer { id } }")).toEqual({ kind: "query", name: undefined });
    expect(operationOf("{ viewer { id } }")).toEqual({ kind: "query", name: undefined });
  });

  it("is refused when the text does not open with one", () => {
    expect(() => operationOf("fragment F on User { id }")).toThrow("does not open with an operation");
  });
});

describe("transport", () => {
  it("sends a query as GET with the persisted-query hash only", async () => {
    const f = fake(json({ data: DATA }));
    await expect(request(Feed, { first: 5 }, f.options)).resolves.toEqual(DATA);
    const { url, init } = f.call(0);
    expect(init.method).toBe("GET");
    expect(url.startsWith("/graphql?")).toBe(true);
    const p = params(url);
    expect(p.get("operationName")).toBe("Feed");
    expect(JSON.parse(p.get("variables") ?? "")).toEqual({ first: 5 });
    expect(JSON.parse(p.get("extensions") ?? "")).toEqual({ persistedQuery: { version: 1, sha256Hash: FEED_HASH } });
    expect(p.has("query")).toBe(false);
  });

  it.each([200, 404])("falls back to a POST with the query and the hash on a miss answered %i", async (status) => {
    const f = fake(notFound(status), json({ data: DATA }));
    await expect(request(Feed, { first: 1 }, f.options)).resolves.toEqual(DATA);
    expect(f.fetch).toHaveBeenCalledTimes(2);
    const { url, init, body } = f.call(1);
    expect(url).toBe("/graphql");
    expect(init.method).toBe("POST");
    expect(init.headers).toMatchObject({ "apollo-require-preflight": "true", "content-type": "application/json" });
    expect(body).toEqual({
      operationName: "Feed",
      query: String(Feed),
      variables: { first: 1 },
      extensions: { persistedQuery: { version: 1, sha256Hash: FEED_HASH } },
    });
    expect(f.delays).toEqual([]); // a fallback, not a retry
  });

  it("sends public queries without cookies and private ones with same-origin cookies", async () => {
    const pub = fake(notFound(), json({ data: DATA }));
    await request(Feed, { first: 2 }, { ...pub.options, visibility: "public" });
    expect(pub.call(0).init.credentials).toBe("omit");
    expect(pub.call(1).init.credentials).toBe("omit");

    const priv = fake(json({ data: DATA }));
    await request(Feed, { first: 2 }, priv.options);
    expect(priv.call(0).init.credentials).toBe("same-origin");
  });

  it("goes straight to POST when the GET URL would be too long", async () => {
    const f = fake(json({ data: DATA }));
    await request(Feed, { first: 3, tag: "x".repeat(2000) }, f.options);
    expect(f.fetch).toHaveBeenCalledTimes(1);
    expect(f.call(0).init.method).toBe("POST");
    expect(f.call(0).body.query).toBe(String(Feed));
  });

  it("posts mutations with the preflight header and same-origin cookies", async () => {
    const f = fake(json({ data: { toggleFollowUser: { id: "VXNlcjox" } } }));
    await request(Follow, { id: "VXNlcjox" }, { ...f.options, visibility: "public" });
    const { url, init, body } = f.call(0);
    expect(url).toBe("/graphql");
    expect(init.method).toBe("POST");
    expect(init.credentials).toBe("same-origin");
    expect(init.headers).toMatchObject({ "apollo-require-preflight": "true", "content-type": "application/json" });
    expect(body).toEqual({ operationName: "Follow", query: String(Follow), variables: { id: "VXNlcjox" } });
  });

  it("never retries a mutation", async () => {
    for (const reply of [new TypeError("Failed to fetch"), new Response("", { status: 503 })]) {
      const f = fake(reply);
      const error = await failure(request(Follow, { id: "1" }, f.options));
      expect(error.code).toBe("NETWORK_ERROR");
      expect(f.fetch).toHaveBeenCalledTimes(1);
      expect(f.sleep).not.toHaveBeenCalled();
    }
  });
});

describe("retries", () => {
  it("backs off from 300 ms with equal jitter on network failures, 5 attempts in all", () => {
    expect([1, 2, 3, 4].map((n) => networkRetryDelay(n, () => 1))).toEqual([300, 600, 1200, 2400]);
    expect([1, 2, 3, 4].map((n) => networkRetryDelay(n, () => 0))).toEqual([150, 300, 600, 1200]);
    expect(networkRetryDelay(5, () => 1)).toBeUndefined();
  });

  it("gives up after 5 network failures with NETWORK_ERROR", async () => {
    const f = fake(new TypeError("Failed to fetch"));
    const error = await failure(request(Feed, { first: 10 }, f.options));
    expect(error).toBeInstanceOf(GraphQLRequestError);
    expect(error.code).toBe("NETWORK_ERROR");
    expect(f.fetch).toHaveBeenCalledTimes(5);
    expect(f.delays).toEqual([300, 600, 1200, 2400]);
  });

  it("recovers when the network comes back", async () => {
    const f = fake(new TypeError("Failed to fetch"), new TypeError("Failed to fetch"), json({ data: DATA }));
    await expect(request(Feed, { first: 11 }, f.options)).resolves.toEqual(DATA);
    expect(f.delays).toEqual([300, 600]);
  });

  it("retries a 503 three times after 150, 300 and 600 ms", async () => {
    const f = fake(new Response("Service Unavailable", { status: 503 }));
    const error = await failure(request(Feed, { first: 12 }, f.options));
    expect(f.fetch).toHaveBeenCalledTimes(4);
    expect(f.delays).toEqual([150, 300, 600]);
    expect(error.code).toBe("NETWORK_ERROR");
    expect(error.message).toBe("Response not successful: Received status code 503");
    expect(error.status).toBe(503);
  });

  it("retries on the spec's statuses only", () => {
    for (const status of [403, 408, 413, 429, 500, 502, 503, 504]) {
      expect(httpRetryDelay(1, status, null, () => 1)).toBe(150);
    }
    for (const status of [400, 401, 404, 409, 422]) expect(httpRetryDelay(1, status, null, () => 1)).toBeUndefined();
    expect(httpRetryDelay(4, 503, null, () => 1)).toBeUndefined();
  });

  it("lets the error code decide when the answer is a GraphQL body", () => {
    expect(httpRetryDelay(1, 200, null, () => 1, { code: "INTERNAL_SERVER_ERROR" })).toBe(150);
    expect(httpRetryDelay(1, 403, null, () => 1, { code: "FORBIDDEN" })).toBeUndefined();
    expect(httpRetryDelay(1, 429, null, () => 1, { code: "ACTION_LIMIT_EXCEEDED" })).toBeUndefined();
    expect(httpRetryDelay(1, 200, null, () => 1, { code: "BAD_USER_INPUT" })).toBeUndefined();
  });

  it("waits as long as Retry-After asks, in seconds or as an HTTP date", async () => {
    const now = Date.UTC(2030, 0, 1, 12, 0, 0);
    expect(httpRetryDelay(1, 429, "2", () => 1, { now })).toBe(2000);
    expect(httpRetryDelay(1, 503, new Date(now + 5000).toUTCString(), () => 1, { now })).toBe(5000);
    expect(httpRetryDelay(1, 503, new Date(now - 5000).toUTCString(), () => 1, { now })).toBe(0);
    expect(httpRetryDelay(1, 503, "soon", () => 1, { now })).toBe(150); // unreadable: our own delay
    expect(httpRetryDelay(1, 503, "60", () => 1, { now })).toBeUndefined(); // too long for an island
    expect(httpRetryDelay(1, 400, "2", () => 1, { now })).toBeUndefined(); // only when retryable at all

    const f = fake(new Response("", { status: 429, headers: { "retry-after": "3" } }), json({ data: DATA }));
    await expect(request(Feed, { first: 13 }, f.options)).resolves.toEqual(DATA);
    expect(f.delays).toEqual([3000]);
  });

  it("does not retry a 400", async () => {
    const bad = fake(json({ errors: [{ message: "Unknown argument", extensions: { code: "BAD_USER_INPUT" } }] }, 400));
    const error = await failure(request(Feed, { first: 14 }, bad.options));
    expect(error.code).toBe("BAD_USER_INPUT");
    expect(bad.fetch).toHaveBeenCalledTimes(1);

    const bare = fake(new Response("Bad Request", { status: 400 }));
    expect((await failure(request(Feed, { first: 14 }, bare.options))).code).toBe("NETWORK_ERROR");
    expect(bare.fetch).toHaveBeenCalledTimes(1);
  });

  it("retries a query that failed with INTERNAL_SERVER_ERROR", async () => {
    const f = fake(
      json({ errors: [{ message: "Unexpected error.", extensions: { code: "INTERNAL_SERVER_ERROR" } }] }),
      json({ data: DATA }),
    );
    await expect(request(Feed, { first: 15 }, f.options)).resolves.toEqual(DATA);
    expect(f.delays).toEqual([150]);
  });

  it("stops retrying once the caller aborts", async () => {
    const controller = new AbortController();
    const f = fake(new TypeError("Failed to fetch"));
    f.sleep.mockImplementation(async () => controller.abort(new Error("gone")));
    await expect(request(Feed, { first: 16 }, { ...f.options, signal: controller.signal })).rejects.toThrow("gone");
    expect(f.fetch).toHaveBeenCalledTimes(1);
  });
});

describe("deduplication", () => {
  it("shares one fetch between identical queries in flight", async () => {
    const f = fake(json({ data: DATA }));
    const [a, b] = await Promise.all([
      request(Feed, { first: 20 }, f.options),
      request(Feed, { first: 20 }, f.options),
    ]);
    expect(a).toEqual(DATA);
    expect(b).toEqual(DATA);
    expect(f.fetch).toHaveBeenCalledTimes(1);
  });

  it("does not share between different variables, visibilities or mutations", async () => {
    const f = fake(() => json({ data: DATA }));
    await Promise.all([
      request(Feed, { first: 21 }, f.options),
      request(Feed, { first: 22 }, f.options),
      request(Feed, { first: 22 }, { ...f.options, visibility: "public" }),
    ]);
    expect(f.fetch).toHaveBeenCalledTimes(3);

    const m = fake(() => json({ data: { toggleFollowUser: { id: "1" } } }));
    await Promise.all([request(Follow, { id: "1" }, m.options), request(Follow, { id: "1" }, m.options)]);
    expect(m.fetch).toHaveBeenCalledTimes(2);
  });

  it("lets one caller abort without failing the other", async () => {
    let answer: (r: Response) => void = () => {};
    const f = fake(() => new Promise<Response>((resolve) => (answer = resolve)));
    const controller = new AbortController();
    const leaving = request(Feed, { first: 23 }, { ...f.options, signal: controller.signal });
    const staying = request(Feed, { first: 23 }, f.options);
    await vi.waitFor(() => expect(f.fetch).toHaveBeenCalledTimes(1));
    controller.abort(new Error("left"));
    await expect(leaving).rejects.toThrow("left");
    answer(json({ data: DATA }));
    await expect(staying).resolves.toEqual(DATA);
    expect(f.call(0).init.signal?.aborted).toBe(false);
  });

  it("aborts the shared fetch once every caller has gone", async () => {
    const f = fake(() => new Promise<Response>(() => {}));
    const a = new AbortController();
    const b = new AbortController();
    const first = request(Feed, { first: 24 }, { ...f.options, signal: a.signal });
    const second = request(Feed, { first: 24 }, { ...f.options, signal: b.signal });
    await vi.waitFor(() => expect(f.fetch).toHaveBeenCalledTimes(1));
    a.abort(new Error("a"));
    expect(f.call(0).init.signal?.aborted).toBe(false);
    b.abort(new Error("b"));
    expect(f.call(0).init.signal?.aborted).toBe(true);
    await expect(first).rejects.toThrow("a");
    await expect(second).rejects.toThrow("b");
  });
});

describe("errors", () => {
  it("throws the first error's code and message with every error", async () => {
    const errors = [
      { message: "Please log in.", extensions: { code: "UNAUTHENTICATED" } },
      { message: "Second.", extensions: { code: "FORBIDDEN" } },
    ];
    const f = fake(json({ data: null, errors }));
    const error = await failure(request(Feed, { first: 30 }, f.options));
    expect(error).toMatchObject({ name: "GraphQLRequestError", code: "UNAUTHENTICATED", message: "Please log in." });
    expect(error.status).toBe(200);
    expect(error.errors).toEqual(errors);
  });

  it("calls an error without a code UNKNOWN_ERROR", async () => {
    const f = fake(json({ errors: [{ message: "Odd." }] }));
    expect((await failure(request(Feed, { first: 31 }, f.options))).code).toBe("UNKNOWN_ERROR");
  });

  it("names a bodiless non-2xx answer by its status", async () => {
    const f = fake(new Response("<h1>Not Found</h1>", { status: 404 }));
    const error = await failure(request(Feed, { first: 32 }, f.options));
    expect(error.code).toBe("NETWORK_ERROR");
    expect(error.message).toBe("Response not successful: Received status code 404");
  });

  it("rejects a body with neither data nor errors", async () => {
    for (const reply of [json({}), new Response("<html></html>", { status: 200 })]) {
      const f = fake(reply);
      const error = await failure(request(Feed, { first: 33 }, f.options));
      expect(error.code).toBe("NETWORK_ERROR");
      expect(error.message).toBe("Server response was missing for query");
    }
  });
});

describe("breadcrumb safety", () => {
  it("flags operations whose name or variables carry credentials or private text", () => {
    expect(isSensitiveOperation("SendVerificationCode", {})).toBe(true);
    expect(isSensitiveOperation("EmailLogin", {})).toBe(true);
    expect(isSensitiveOperation("PutComment", { content: "hi" })).toBe(true);
    expect(isSensitiveOperation("UpdateUser", { input: { userPassword: "x" } })).toBe(true);
    expect(isSensitiveOperation("SingleFileUpload", {})).toBe(true);
    expect(isSensitiveOperation("Anything", { EMAIL: "a@b.c" })).toBe(true);
  });

  it("lets ordinary operations through", () => {
    expect(isSensitiveOperation("Feed", { first: 5 })).toBe(false);
    expect(isSensitiveOperation("ToggleFollowUser", { id: "1", enabled: true })).toBe(false);
    expect(isSensitiveOperation(undefined, undefined)).toBe(false);
  });
});

describe("error messages", () => {
  const bundles = Object.fromEntries(
    ["en", "zh-Hant", "zh-Hans"].map((locale) => [
      locale,
      JSON.parse(readFileSync(new URL(`../../messages/${locale}.json`, import.meta.url), "utf8")).apiErrors as Record<
        string,
        string
      >,
    ]),
  );

  it("has a message for every code the API sends", () => {
    // the two silent ones: a client falls back to POST, the editor offers its own choice
    const silent = ["PERSISTED_QUERY_NOT_FOUND", "DRAFT_VERSION_CONFLICT"];
    for (const code of ERROR_CODES.filter((c) => !silent.includes(c))) {
      expect(messageKeyFor(code), code).toMatch(/^apiErrors\./);
    }
    expect(messageKeyFor("NETWORK_ERROR")).toBe("apiErrors.NETWORK_ERROR");
  });

  it("shares a key between codes that share a message and has none for the silent ones", () => {
    expect(messageKeyFor("BAD_USER_INPUT")).toBe(messageKeyFor("INTERNAL_SERVER_ERROR"));
    expect(messageKeyFor("FORBIDDEN_BY_STATE")).toBe(messageKeyFor("FORBIDDEN"));
    expect(messageKeyFor("USER_PASSWORD_INVALID")).toBe(messageKeyFor("USER_EMAIL_NOT_FOUND"));
    expect(messageKeyFor("DRAFT_VERSION_CONFLICT")).toBeUndefined();
    expect(messageKeyFor("constructor")).toBeUndefined();
    expect([...LOGIN_ACTION_CODES].sort()).toEqual(["FORBIDDEN", "TOKEN_INVALID", "UNAUTHENTICATED"]);
  });

  it("finds every key in all three message files, and the files hold the same keys", () => {
    const keys = new Set(errorMessageKeys().map((k) => k.replace(/^apiErrors\./, "")));
    for (const [locale, messages] of Object.entries(bundles)) {
      expect(Object.keys(messages).sort(), locale).toEqual([...keys].sort());
      for (const text of Object.values(messages)) expect(text.trim(), locale).not.toBe("");
    }
  });

  it("keeps the English of the specification and no English in the Chinese files", () => {
    expect(bundles.en?.INTERNAL_SERVER_ERROR).toBe("Oops. Something went wrong. Please try again later.");
    expect(bundles.en?.NOTICE_NOT_FOUND).toBe("Notification not found");
    for (const locale of ["zh-Hant", "zh-Hans"]) {
      for (const text of Object.values(bundles[locale] ?? {})) {
        // names and units stay as they are written in Chinese too
        expect(text.replace(/Google|Liker ID|MB|USDT/g, ""), locale).not.toMatch(/[A-Za-z]/);
      }
    }
    expect(bundles["zh-Hant"]?.UNAUTHENTICATED).not.toBe(bundles["zh-Hans"]?.UNAUTHENTICATED);
  });
});
