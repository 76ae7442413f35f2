import { buildSchema, parse } from "graphql";
import { describe, expect, it } from "vitest";
import { MAX_BATCH_SIZE } from "@/server/api/batching";
import { typeDefs } from "@/server/api/generated/typedefs";
import { measureOperation } from "@/server/api/rules/query-limits";
import { STATEMENT } from "@/server/api/rules/query-weights";

// What the cost walk counts, as execution runs a document: fields merged by response name,
// one type of an interface at a time, batched reads once a list, empty lists at nothing.

const schema = buildSchema(typeDefs.join("\n"));
const cost = (document: string, variables: Record<string, unknown> = {}) =>
  measureOperation(schema, parse(document), undefined, variables).cost;

const newest = (first: number, article: string, fragments = "") =>
  `{ viewer { recommendation { newest(input: { first: ${first} }) { edges { node { ${article} } } } } } } ${fragments}`;

describe("fields as execution merges them", () => {
  it("costs a field that several fragments ask for under one name once, and an alias of it again", () => {
    const field = "donations(input: { first: 5 }) { totalCount edges { node { id } } }";
    const once = cost(newest(20, "...A", `fragment A on Article { ${field} }`));
    const twice = cost(
      newest(20, "...A ...B", `fragment A on Article { ${field} } fragment B on Article { ${field} }`),
    );
    const aliased = cost(
      newest(20, "...A ...B", `fragment A on Article { ${field} } fragment B on Article { again: ${field} }`),
    );
    expect(twice).toBe(once);
    expect(aliased).toBeGreaterThan(once + 20 * STATEMENT);
  });

  it("counts the costliest type an interface's value may be, not every type's fragment", () => {
    const article = "... on Article { relatedArticles(input: { first: 10 }) { edges { node { id } } } }";
    const user = "... on User { followers(input: { first: 10 }) { edges { node { id } } } }";
    const node = (inner: string) => `{ node(input: { id: "x" }) { id ${inner} } }`;
    expect(cost(node(`${article} ${user}`))).toBe(Math.max(cost(node(article)), cost(node(user))));
  });
});

describe("batched reads", () => {
  it("costs a flag read through a loader one statement for the whole list, and 1 for each value", () => {
    const flag = cost(newest(50, "author { isFollower }")) - cost(newest(50, "author { id }"));
    expect(flag).toBe(STATEMENT);
  });

  it("counts a statement for each batch of a list longer than a batch", () => {
    const ids = Array.from({ length: 100 }, (_, i) => btoa(`Article:${i + 1}`));
    const nodes = (inner: string) =>
      `query($ids: [ID!]!) { nodes(input: { ids: $ids }) { ... on Article { ${inner} } } }`;
    const flag = cost(nodes("bookmarked"), { ids }) - cost(nodes("id"), { ids });
    expect(flag).toBe(Math.ceil(100 / MAX_BATCH_SIZE) * STATEMENT);
  });

  it("counts a batch for each item of a list whose items are read by statements of their own", () => {
    // each author's followers are a page of their own, answered at its own time: the flags of
    // each page are a batch of their own, 20 of them
    const under = (inner: string) =>
      newest(20, `author { followers(input: { first: 5 }) { edges { node { ${inner} } } } }`);
    expect(cost(under("isFollower")) - cost(under("id"))).toBe(20 * STATEMENT);
  });

  it("costs an article card's counts, challenges and circle a statement each for the whole list", () => {
    const card = `donations(input: { first: 0 }) { totalCount } appreciationsReceived(input: { first: 0 }) { totalCount }
      campaigns { campaign { id } stage { id } } access { circle { id } }`;
    const extra = (first: number) => cost(newest(first, card)) - cost(newest(first, "id"));
    // seven statements for the list (the challenge is three); 20 more cards add their values
    // (about a dozen each), where a statement per card would add 20 of each
    expect(extra(20)).toBeGreaterThan(7 * STATEMENT);
    expect(extra(40) - extra(20)).toBeLessThan(2 * STATEMENT);
  });
});

describe("lists that are empty where they stand", () => {
  it("costs nothing for a reply's replies (threads are one level deep)", () => {
    const thread = (inner: string) =>
      `{ node(input: { id: "x" }) { ... on Comment { comments(input: { first: 40 }) { edges { node { id ${inner} } } } } } }`;
    const withReplies = cost(
      thread("comments(input: { first: 50 }) { totalCount edges { node { id author { id } } } }"),
    );
    // the field's value on each of 40 replies, nothing below it
    expect(withReplies - cost(thread(""))).toBe(40);
  });

  it("counts the replies of a top-level comment", () => {
    const comment = (inner: string) => `{ node(input: { id: "x" }) { ... on Comment { id ${inner} } } }`;
    expect(cost(comment("comments(input: { first: 50 }) { edges { node { id } } }"))).toBeGreaterThan(
      cost(comment("")) + 50,
    );
  });
});
