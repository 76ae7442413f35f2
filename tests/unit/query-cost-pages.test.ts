import { buildSchema, parse } from "graphql";
import { describe, expect, it } from "vitest";
import { typeDefs } from "@/server/api/generated/typedefs";
import { measureOperation } from "@/server/api/rules/query-limits";

// A page read back from the end (`last`) costs what a page of the same length from the start does.
const schema = buildSchema(typeDefs.join("\n"));
const costOf = (input: string) =>
  measureOperation(
    schema,
    parse(
      `{ node(input: { id: "x" }) { ... on Collection { articles(input: ${input}) { edges { node { id title } } } } } }`,
    ),
    undefined,
    {},
  ).cost;

describe("the cost of a collection's articles", () => {
  it("counts `last` as it counts `first`", () => {
    expect(costOf("{ last: 50 }")).toBe(costOf("{ first: 50 }"));
    expect(costOf("{ last: 50 }")).toBeGreaterThan(costOf("{}"));
    expect(costOf("{ first: 5, last: 50 }")).toBe(costOf("{ first: 5 }"));
  });
});
