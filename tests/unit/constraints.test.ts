import { makeExecutableSchema } from "@graphql-tools/schema";
import { graphql } from "graphql";
import { describe, expect, it } from "vitest";
import { VISITOR } from "@/server/api/context";
import { typeDefs } from "@/server/api/generated/typedefs";
import { applyDirectives } from "@/server/api/rules/directives";

// @constraint as our schema declares it (server/api/schema/system.graphql), on a small schema that
// uses every bound, run through the same field wrapping as the API.

const ours = typeDefs.join("\n");
const directive = (name: string) => {
  const found = ours.match(new RegExp(`directive @${name}\\([^)]*\\)[^\\n]*`, "s"))?.[0];
  if (!found) throw new Error(`@${name} is not in our schema`);
  return found;
};
const DIRECTIVES = [directive("constraint"), directive("auth")].join("\n");

const SDL = `
${DIRECTIVES}
input Bounds {
  minLength: String @constraint(minLength: 2)
  maxLength: String @constraint(maxLength: 3)
  startsWith: String @constraint(startsWith: "ab")
  endsWith: String @constraint(endsWith: "yz")
  contains: String @constraint(contains: "mid")
  notContains: String @constraint(notContains: "bad")
  pattern: String @constraint(pattern: "^[a-z]+$")
  email: String @constraint(format: "email")
  uri: String @constraint(format: "uri")
  min: Int @constraint(min: 0)
  max: Int @constraint(max: 49)
  exclusiveMin: Float @constraint(exclusiveMin: 0)
  exclusiveMax: Float @constraint(exclusiveMax: 1)
  multipleOf: Float @constraint(multipleOf: 0.5)
  ids: [ID!] @constraint(maxItems: 2, maxLength: 3)
  some: [Int!] @constraint(minItems: 1)
  nested: Bounds
}
type Query {
  check(input: Bounds!, page: Int = 0 @constraint(min: 1)): Boolean
  guarded(first: Int @constraint(min: 0)): Boolean @auth(mode: "oauth")
}
`;

const build = (sdl: string, resolvers = {}) => applyDirectives(makeExecutableSchema({ typeDefs: sdl, resolvers }));
const schema = build(SDL, { Query: { check: () => true, guarded: () => true } });

async function check(input: Record<string, unknown>, page = 1) {
  const result = await graphql({
    schema,
    source: "query($input: Bounds!, $page: Int) { check(input: $input, page: $page) }",
    variableValues: { input, page },
    contextValue: { viewer: VISITOR },
  });
  const error = result.errors?.[0];
  return error ? { code: error.extensions.code, field: error.extensions.field, message: error.message } : "ok";
}

describe("@constraint", () => {
  it.each([
    ["minLength", "ab", "a", "`input.minLength` must have at least 2 characters."],
    ["maxLength", "abc", "abcd", "`input.maxLength` must have at most 3 characters."],
    ["startsWith", "abc", "cab", '`input.startsWith` must start with "ab".'],
    ["endsWith", "xyz", "yzx", '`input.endsWith` must end with "yz".'],
    ["contains", "amidst", "amist", '`input.contains` must contain "mid".'],
    ["notContains", "good", "too bad", '`input.notContains` must not contain "bad".'],
    ["pattern", "abc", "abc1", "`input.pattern` must match /^[a-z]+$/."],
    ["uri", "https://example.com/a?b=c", "example.com", "`input.uri` must be an http or https address."],
    ["min", 0, -1, "`input.min` must be at least 0."],
    ["max", 49, 50, "`input.max` must be at most 49."],
    ["exclusiveMin", 0.01, 0, "`input.exclusiveMin` must be more than 0."],
    ["exclusiveMax", 0.99, 1, "`input.exclusiveMax` must be less than 1."],
    ["multipleOf", 1.5, 1.2, "`input.multipleOf` must be a multiple of 0.5."],
    ["ids", ["a", "b"], ["a", "b", "c"], "`input.ids` must hold at most 2 items."],
    ["some", [1], [], "`input.some` must hold at least 1 item."],
  ])("%s: lets %j through, refuses %j with BAD_USER_INPUT naming the field", async (field, good, bad, message) => {
    expect(await check({ [field]: good })).toBe("ok");
    expect(await check({ [field]: bad })).toEqual({ code: "BAD_USER_INPUT", field: `input.${field}`, message });
  });

  it("format email answers the catalogue's USER_EMAIL_INVALID, accepting what the account services accept", async () => {
    expect(await check({ email: " Alice@Example.COM " })).toBe("ok");
    expect(await check({ email: "alice@example" })).toEqual({
      code: "USER_EMAIL_INVALID",
      field: "input.email",
      message: "`input.email` must be an email address.",
    });
  });

  it("refuses addresses that are not web links as uri", async () => {
    for (const uri of ["javascript:alert(1)", "https://exa mple.com", "/relative/path", "mailto:a@example.com"]) {
      expect(await check({ uri })).toMatchObject({ code: "BAD_USER_INPUT", field: "input.uri" });
    }
  });

  it("counts characters, not UTF-16 units", async () => {
    expect(await check({ maxLength: "漢字文" })).toBe("ok");
    expect(await check({ maxLength: "😀😀😀" })).toBe("ok");
    expect(await check({ minLength: "😀" })).toMatchObject({ field: "input.minLength" });
  });

  it("applies a list's other bounds to each item, naming the item", async () => {
    expect(await check({ ids: ["abc", "abcd"] })).toEqual({
      code: "BAD_USER_INPUT",
      field: "input.ids[1]",
      message: "`input.ids[1]` must have at most 3 characters.",
    });
  });

  it("checks nested input objects, naming the path", async () => {
    expect(await check({ nested: { nested: { max: 50 } } })).toMatchObject({ field: "input.nested.nested.max" });
    expect(await check({ nested: { max: 49 } })).toBe("ok");
  });

  it("leaves absent and null values to the schema's nullability", async () => {
    expect(await check({ min: null, minLength: null, some: null, nested: null })).toBe("ok");
  });

  it("checks arguments after their defaults apply", async () => {
    const result = await graphql({ schema, source: "{ check(input: {}) }", contextValue: { viewer: VISITOR } });
    expect(result.errors?.[0]?.extensions).toEqual({ code: "BAD_USER_INPUT", field: "page" });
  });

  it("asks who calls before it looks at the input", async () => {
    const result = await graphql({ schema, source: "{ guarded(first: -1) }", contextValue: { viewer: VISITOR } });
    expect(result.errors?.[0]?.extensions.code).toBe("UNAUTHENTICATED");
  });

  it.each([
    ["an unknown format", 'input I { a: String @constraint(format: "color") }', 'unknown format "color"'],
    ["a length on a number", "input I { a: Int @constraint(maxLength: 2) }", "text bounds need a String or ID"],
    ["a size on text", "input I { a: String @constraint(max: 2) }", "number bounds need an Int or Float"],
    ["item counts on one value", "input I { a: Int @constraint(maxItems: 2) }", "item counts need a list"],
    ["a bound on an input object", "input J { b: Int } input I { a: J @constraint(min: 1) }", "input object has no"],
  ])("refuses to build a schema with %s", (_what, input, message) => {
    expect(() => build(`${DIRECTIVES}\n${input}\ntype Query { q(i: I): Int }`)).toThrow(message);
  });

  it("refuses to build a schema that bounds an output field, which nothing would check", () => {
    expect(() => build(`${DIRECTIVES}\ntype Query { q: String @constraint(maxLength: 2) }`)).toThrow(
      "only arguments and input fields",
    );
  });
});
