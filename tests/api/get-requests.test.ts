import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { handleGraphQL } from "@/server/api/handler";
import { Client, codeOf, createUser, signIn } from "../support/api";
import { graphql } from "./generated/gql";

// No GET writes anything: a link on another site can make the reader's browser send a GET
// to us with their (SameSite=Lax) cookie. Queries with a side effect take effect by POST only.

const RECENT = graphql(`
  query GetRequestsRecent {
    viewer {
      activity {
        recentSearches(input: { first: 10 }) {
          edges {
            node
          }
        }
      }
    }
  }
`);
const RECORD = `query($key: String!) { search(input: { key: $key, type: Article, first: 0, record: true }) { totalCount } }`;

async function get(c: Client, query: string, variables: Record<string, unknown>) {
  const url = new URL("http://127.0.0.1:8787/graphql");
  url.searchParams.set("query", query);
  url.searchParams.set("variables", JSON.stringify(variables));
  const response = await handleGraphQL(new Request(url, { headers: { cookie: c.cookieHeader } }), env);
  return { status: response.status, body: (await response.json()) as { errors?: unknown[] } };
}

const recent = async (c: Client) =>
  (await c.gql(RECENT)).data?.viewer?.activity.recentSearches.edges?.map((e) => e.node);

describe("search with record: true", () => {
  it("keeps nothing when it comes by GET, as a cross-site link would send it", async () => {
    const c = await signIn((await createUser()).email as string);
    const answer = await get(c, RECORD, { key: "planted by a link" });
    expect(answer.status).toBe(200);
    expect(answer.body.errors).toBeUndefined();
    expect(await recent(c)).toEqual([]);
  });

  it("keeps the key when the reader's own page posts it", async () => {
    const c = await signIn((await createUser()).email as string);
    expect((await c.gql(RECORD, { key: "typed by me" })).errors).toBeUndefined();
    expect(await recent(c)).toEqual(["typed by me"]);
  });
});

describe("mutations by GET", () => {
  it("are refused", async () => {
    const user = await createUser();
    const c = await signIn(user.email as string);
    const answer = await get(c, `mutation { updateUserInfo(input: { displayName: "By Link" }) { id } }`, {});
    expect(answer.body.errors).toHaveLength(1);
    expect(JSON.stringify(answer.body)).toMatch(/Can only perform a mutation operation from a POST request/);
    const viewer = await c.gql<{ viewer: { displayName: string } }>(`{ viewer { displayName } }`);
    expect(viewer.data?.viewer.displayName).toBe(user.displayName);
  });
});

describe("malformed arguments", () => {
  it("a cursor holding 1e308 answers BAD_USER_INPUT, not an internal error", async () => {
    const result = await new Client().gql(
      `{ search(input: { key: "winter", type: Article, after: "WzFlMzA4XQ" }) { totalCount } }`,
    );
    expect(codeOf(result)).toBe("BAD_USER_INPUT");
  });

  it("a keyset cursor past 2^53 answers BAD_USER_INPUT", async () => {
    const user = await createUser();
    const huge = btoa("[1e308,1e308]").replace(/=+$/, "");
    const result = await new Client().gql(
      `query($u: String!, $after: String) { user(input: { userName: $u }) { articles(input: { first: 5, after: $after }) { totalCount } } }`,
      { u: user.userName, after: huge },
    );
    expect(codeOf(result)).toBe("BAD_USER_INPUT");
  });
});
