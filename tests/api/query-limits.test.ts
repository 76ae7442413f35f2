import { describe, expect, it } from "vitest";
import {
  MAX_ALIASES,
  MAX_DIRECTIVES,
  MAX_NESTING,
  MAX_ROOT_FIELDS,
  MAX_SOURCE_LENGTH,
  MAX_TOKENS,
} from "@/lib/api/rules/parse-limits";
import { Client, codeOf, type GqlResult } from "../support/api";

// What one request may ask of the API: the document's size and shape, refused while parsing,
// before validation.

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

describe("operation shape", () => {
  it(`allows ${MAX_ALIASES} aliases and refuses more`, async () => {
    const aliased = (n: number) => `{ viewer { ${times(n, (i) => `a${i}: id`)} } }`;
    expect((await client().gql(aliased(MAX_ALIASES))).errors).toBeUndefined();
    expectRefused(await client().gql(aliased(MAX_ALIASES + 1)), /alias/i);
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

  it("still answers a syntax error as before", async () => {
    const result = await client().gql("{ viewer { id ");
    expect(codeOf(result)).toBe("BAD_USER_INPUT");
    expect(result.errors?.[0]?.message).toMatch(/syntax/i);
  });
});
