import { getIntrospectionQuery } from "graphql";
import { describe, expect, it } from "vitest";
import {
  MAX_DIRECTIVES,
  MAX_NESTING,
  MAX_ROOT_FIELDS,
  MAX_SOURCE_LENGTH,
  MAX_TOKENS,
} from "@/server/api/rules/parse-limits";
import { Client, codeOf, createUser, type GqlResult } from "../support/api";

// What one request may ask of the API: the document's size and shape (refused while parsing,
// before validation), and its depth and cost (refused before execution).

const ENDPOINT = "http://127.0.0.1:8787/graphql";

let ipSeq = 0;
const client = () => {
  ipSeq += 1;
  return new Client(`10.7.${Math.floor(ipSeq / 250)}.${(ipSeq % 250) + 1}`);
};

function get(query: string) {
  const url = new URL(ENDPOINT);
  url.searchParams.set("query", query);
  return client().request({ method: "GET", url: url.toString(), headers: { accept: "application/json" } });
}

/** One clean refusal: a single BAD_USER_INPUT error, no data, nothing internal. */
function expectRefused(result: GqlResult, message: RegExp) {
  expect([200, 400]).toContain(result.status);
  expect(result.errors).toHaveLength(1);
  expect(codeOf(result)).toBe("BAD_USER_INPUT");
  expect(result.errors?.[0]?.message).toMatch(message);
  expect(result.data ?? null).toBeNull();
  expect(JSON.stringify(result.errors)).not.toMatch(/stack|Maximum call|at \w+ \(|node_modules/);
}

const times = (n: number, make: (i: number) => string) => Array.from({ length: n }, (_, i) => make(i)).join(" ");
const followers = (inner: string, input = "{}") => `followers(input: ${input}) { edges { node { ${inner} } } }`;

describe("query depth and page sizes", () => {
  const nestedPage = (inner: string) => `following { users(input: { first: 1 }) { edges { node { ${inner} } } } }`;
  const followerPages = (first: number, inner: string) =>
    `followers(input: { first: ${first} }) { edges { node { ${inner} } } }`;

  it("refuses a query nested deeper than 12 levels", async () => {
    const query = `{ viewer { ${nestedPage(nestedPage(nestedPage("id")))} } }`;
    const result = await client().gql(query);
    expect(codeOf(result)).toBe("BAD_USER_INPUT");
    expect(result.errors?.[0]?.message).toMatch(/depth/i);
    expect(result.data ?? null).toBeNull();
  });

  it("answers a query exactly 12 levels deep", async () => {
    const query = `{ viewer { ${nestedPage(nestedPage("following { users(input: { first: 1 }) { edges { cursor } } }"))} } }`;
    const result = await client().gql(query);
    expect(result.errors).toBeUndefined();
    expect(result.data).toHaveProperty("viewer");
  });

  it("counts depth through fragments too", async () => {
    const query = `
      query { viewer { ...A } }
      fragment A on User { ${nestedPage(nestedPage("...B"))} }
      fragment B on User { ${nestedPage("id")} }`;
    const result = await client().gql(query);
    expect(codeOf(result)).toBe("BAD_USER_INPUT");
    expect(result.errors?.[0]?.message).toMatch(/depth/i);
  });

  it("refuses pages of 50 nested three levels deep as too costly", async () => {
    const query = `{ viewer { ${followerPages(50, followerPages(50, "followers(input: { first: 50 }) { totalCount }"))} } }`;
    const result = await client().gql(query);
    expect(codeOf(result)).toBe("BAD_USER_INPUT");
    expect(result.errors?.[0]?.message).toMatch(/cost/i);
    expect(result.data ?? null).toBeNull();
  });

  it("answers smaller nested pages", async () => {
    // 5 x 5 pages and counts: 56 statements (10 x 10 would be 211, over the limit)
    const query = `{ viewer { ${followerPages(5, followerPages(5, "followers(input: { first: 5 }) { totalCount }"))} } }`;
    const result = await client().gql(query);
    expect(result.errors).toBeUndefined();
  });
});

describe("query cost", () => {
  it("refuses the 18,000-user query: followers three deep, `first` omitted, under 20 aliases", async () => {
    const user = await createUser();
    const body = followers(followers(followers("id userName displayName")));
    const aliased = (n: number) =>
      `{ ${times(n, (i) => `a${i}: user(input: { userName: "${user.userName}" }) { ${body} }`)} }`;
    // the issue's own text is refused by its twenty root fields already; fewer aliases by its cost
    expectRefused(await client().gql(aliased(20)), /root fields/i);
    expectRefused(await client().gql(aliased(MAX_ROOT_FIELDS)), /cost/i);
    expectRefused(await client().gql(aliased(1)), /cost/i);
  });

  it("counts an omitted `first` as the default page of 20", async () => {
    const omitted = `{ viewer { ${followers(followers(followers("id userName displayName")))} } }`;
    expectRefused(await client().gql(omitted), /cost/i);
    const small = `{ viewer { ${followers(followers(followers("id userName displayName"), "{ first: 3 }"), "{ first: 3 }")} } }`;
    expect((await client().gql(small)).errors).toBeUndefined();
  });

  it("counts pages asked for in fragments and inline fragments", async () => {
    const query = `
      query { viewer { ...Outer } }
      fragment Outer on User { followers(input: {}) { edges { node { ... on User { ...Inner } } } } }
      fragment Inner on User { ${followers(followers("id userName displayName"))} }`;
    expectRefused(await client().gql(query), /cost/i);
  });

  it("reads page sizes from variables, and from their defaults", async () => {
    const query = `query($n: Int = 50) { viewer {
      ${followers(followers(followers("id", "{ first: $n }"), "{ first: $n }"), "{ first: $n }")} } }`;
    expectRefused(await client().gql(query), /cost/i);
    expect((await client().gql(query, { n: 2 })).errors).toBeUndefined();
  });

  it("costs nothing for what @skip or @include leaves out, and counts it when they keep it", async () => {
    const query = `query($on: Boolean!) { viewer {
      ${followers(followers(followers("id")), "{ first: 50 }").replace("followers(input: { first: 50 })", "followers(input: { first: 50 }) @include(if: $on)")} } }`;
    expect((await client().gql(query, { on: false })).errors).toBeUndefined();
    expectRefused(await client().gql(query, { on: true }), /cost/i);
    const skipped = query.replace("@include(if: $on)", "@skip(if: $on)");
    expect((await client().gql(skipped, { on: true })).errors).toBeUndefined();
    expectRefused(await client().gql(skipped, { on: false }), /cost/i);
  });

  it("weighs searches, and a search's totalCount more: it counts every match", async () => {
    const searches = (fields: string) =>
      `{ ${times(4, (i) => `s${i}: search(input: { key: "word${i}", type: Article, first: 5 }) { ${fields} }`)} }`;
    expect((await client().gql(searches("edges { node { id } }"))).errors).toBeUndefined();
    expectRefused(await client().gql(searches("totalCount edges { node { id } }")), /cost/i);
  });

  it("counts `nodes` by the ids asked for", async () => {
    const ids = Array.from({ length: 99 }, (_, i) => btoa(`Article:${i + 1}`));
    const query = `query($ids: [ID!]!) { nodes(input: { ids: $ids }) { id ... on Article { ${followers("id")
      .replace("followers", "relatedArticles")
      .replace("input: {}", "input: { first: 50 }")} } } }`;
    expectRefused(await client().gql(query, { ids }), /cost/i);
    expect((await client().gql(query, { ids: ids.slice(0, 1) })).errors).toBeUndefined();
  });
});

describe("introspection", () => {
  it("answers a look at one type", async () => {
    const result = await client().gql(`{ __type(name: "User") { fields { name type { name } } } }`);
    expect(result.errors).toBeUndefined();
    expect(result.data).toHaveProperty("__type.fields");
  });

  it("refuses the whole schema at once (too deep, and too costly: its answer is over 100 KB)", async () => {
    expectRefused(await client().gql(getIntrospectionQuery()), /depth|cost/i);
  });
});

describe("operation shape", () => {
  it("answers many aliases of a cheap field, and costs each alias of a costly one", async () => {
    const cheap = `{ viewer { ${times(100, (i) => `a${i}: displayName`)} } }`;
    const result = await client().gql<{ viewer: Record<string, unknown> }>(cheap);
    expect(result.errors).toBeUndefined();
    expect(Object.keys(result.data?.viewer ?? {})).toHaveLength(100);
    // 20 followers, each with a page and a count of their own (about 9,000): once, not thrice
    const costly = (n: number) =>
      `{ viewer { ${times(n, (i) => `a${i}: ${followers("followers(input: { first: 1 }) { totalCount }", "{ first: 20 }")}`)} } }`;
    expect((await client().gql(costly(1))).errors).toBeUndefined();
    expectRefused(await client().gql(costly(3)), /cost/i);
  });

  it(`refuses more than ${MAX_ROOT_FIELDS} root fields, also through fragments`, async () => {
    const roots = times(MAX_ROOT_FIELDS - 2, (i) => `v${i}: viewer { id }`);
    const query = `{ official { features { name } } ...More } fragment More on Query { channels { id } sitemap { tagPages } ${roots} }`;
    expectRefused(await client().gql(query), /root fields/i);
    const fewer = `{ official { features { name } } ...More } fragment More on Query { channels { id } ${roots} }`;
    expect((await client().gql(fewer)).errors).toBeUndefined();
  });

  it(`refuses more than ${MAX_DIRECTIVES} directives`, async () => {
    const query = `{ viewer { ${times(MAX_DIRECTIVES + 1, () => "id @include(if: true)")} } }`;
    expectRefused(await client().gql(query), /directives/i);
  });
});

describe("parser limits", () => {
  const nestedFragments = (n: number) => `{ viewer { ${"... on User { ".repeat(n)}id${" }".repeat(n)} } }`;

  it("refuses 5,000 nested inline fragments cleanly and quickly, over POST and GET", async () => {
    const started = Date.now();
    expectRefused(await client().gql(nestedFragments(5000)), /characters/i);
    expectRefused(await get(nestedFragments(5000).replaceAll(" ", "")), /characters/i);
    // written as tightly as the grammar allows, 3,500 of them fit in the length: their nesting refuses them
    const tight = `{viewer{${"...{".repeat(3500)}id${"}".repeat(3500)}}}`;
    expectRefused(await client().gql(tight), /nested/i);
    expectRefused(await get(tight), /nested/i);
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it(`refuses inline fragments nested more than ${MAX_NESTING} deep, however short`, async () => {
    expectRefused(await client().gql(nestedFragments(MAX_NESTING)), /nested/i);
    expectRefused(await get(nestedFragments(MAX_NESTING)), /nested/i);
    expect((await client().gql(nestedFragments(MAX_NESTING - 3))).errors).toBeUndefined();
  });

  it(`refuses input values nested more than ${MAX_NESTING} deep`, async () => {
    const query = `{ nodes(input: { ids: ${"[".repeat(3000)}"x"${"]".repeat(3000)} }) { id } }`;
    expectRefused(await client().gql(query), /nested/i);
  });

  it(`refuses a document of more than ${MAX_TOKENS} tokens before validating it`, async () => {
    // thousands of aliases would be thousands of field pairs for validation to compare
    const query = `{ ${times(600, (i) => `a${i}: viewer { id }`)} }`;
    expectRefused(await client().gql(query), /tokens/i);
    expectRefused(await get(query), /tokens/i);
  });

  it(`refuses a document of more than ${MAX_SOURCE_LENGTH} characters before reading it`, async () => {
    const query = `{ viewer { id } }\n${"# padding\n".repeat(MAX_SOURCE_LENGTH / 5)}`;
    expectRefused(await client().gql(query), /characters/i);
  });

  it("lets through only documents that validate quickly", async () => {
    // the worst shapes for OverlappingFieldsCanBeMerged that fit in the limits: fragments
    // compared pairwise, one field repeated (graphql-js stops comparing past a budget of its own)
    const fragments = `{ viewer { ${times(100, (i) => `...F${i}`)} } } ${times(100, (i) => `fragment F${i} on User { id }`)}`;
    const repeated = (n: number) => `{ viewer { ${times(n, () => "id")} } }`;
    const aliased = `{ viewer { ${times(300, (i) => `a${i}: id`)} } }`;
    for (const query of [fragments, repeated(500), repeated(MAX_TOKENS - 10), aliased]) {
      const started = Date.now();
      const result = await client().gql(query);
      expect(result.errors === undefined || codeOf(result) === "BAD_USER_INPUT").toBe(true);
      expect(Date.now() - started).toBeLessThan(1000);
    }
    expect((await client().gql(fragments)).errors).toBeUndefined();
    expect((await client().gql(repeated(500))).errors).toBeUndefined();
    expect((await client().gql(aliased)).errors).toBeUndefined();
  });

  it("still answers a syntax error as before", async () => {
    const result = await client().gql("{ viewer { id ");
    expect(codeOf(result)).toBe("BAD_USER_INPUT");
    expect(result.errors?.[0]?.message).toMatch(/syntax/i);
  });
});
