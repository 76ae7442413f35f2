import { buildSchema, type DocumentNode, Kind, parse, type TypeNode, validate, valueFromASTUntyped } from "graphql";
import { describe, expect, it } from "vitest";
import { DEFAULT_PAGE_SIZE } from "@/server/api/connections";
import { typeDefs } from "@/server/api/generated/typedefs";
import { parseWithLimits } from "@/server/api/rules/parse-limits";
import { MAX_COST, MAX_DEPTH, measureOperation, unboundedLists } from "@/server/api/rules/query-limits";
import { ROW_TYPE_NAMES, WEIGHED_COORDINATES } from "@/server/api/rules/query-weights";

// Every typed document the web sends must be valid against our schema: a misspelt field or
// a fragment on the wrong type fails here, not in a reader's browser. And each must stay well
// within the API's limits, or a page would break when the web reads the API over HTTP. The
// documents are what graphql() returns, so this is the text that travels, fragments appended.
const modules = import.meta.glob<Record<string, unknown>>("../../lib/graphql/documents/**/*.ts", { eager: true });
const schema = buildSchema(typeDefs.join("\n"));

type Doc = DocumentNode & { text: string };

// graphql() answers an empty object for a text it was not generated for (codegen not run)
const isOperation = (value: unknown): value is string =>
  value instanceof String && !/^\s*fragment\b/.test(String(value));

const exported = Object.entries(modules).flatMap(([file, exports]) =>
  Object.entries(exports).map(([name, value]): [string, unknown] => [
    `${file.split("documents/").pop()} ${name}`,
    value,
  ]),
);
const documents = exported
  .filter((entry): entry is [string, string] => isOperation(entry[1]))
  .map(([name, text]) => [name, Object.assign(parse(String(text)), { text: String(text) }) as Doc] as const);

const namedType = (type: TypeNode): string => (type.kind === Kind.NAMED_TYPE ? type.name.value : namedType(type.type));

const SAMPLES: Record<string, unknown> = {
  Int: DEFAULT_PAGE_SIZE,
  Boolean: true,
  ID: "QXJ0aWNsZTox",
  SearchTypes: "Article",
  TagArticlesSortBy: "byHottestDesc",
  UserLanguage: "en",
};

/**
 * Variables as a page sends them: a page of 20 for every Int, a value of the right type for the
 * rest; a variable with a default keeps it, unless `optional` asks for every part turned on
 * (a Boolean with a default is such a switch, like $convert of the comment fragments).
 */
function sampleVariables(doc: DocumentNode, optional = false) {
  const variables: Record<string, unknown> = {};
  for (const def of doc.definitions) {
    if (def.kind !== Kind.OPERATION_DEFINITION) continue;
    for (const v of def.variableDefinitions ?? []) {
      const type = namedType(v.type);
      const sample = type in SAMPLES ? SAMPLES[type] : "x";
      variables[v.variable.name.value] =
        v.defaultValue && !(optional && type === "Boolean") ? valueFromASTUntyped(v.defaultValue) : sample;
    }
  }
  return variables;
}

describe("typed documents", () => {
  it("are found", () => {
    expect(documents.length).toBeGreaterThan(10);
  });

  it("are all generated: every document module exports only graphql() results", () => {
    const stale = exported.filter(([, value]) => !(value instanceof String)).map(([name]) => name);
    expect(stale).toEqual([]);
  });

  it.each(documents)("%s is valid against the schema", (_name, doc) => {
    expect(validate(schema, doc).map((error) => error.message)).toEqual([]);
  });

  it.each(documents)("%s passes the parser's limits", (_name, doc) => {
    expect(() => parseWithLimits(doc.text)).not.toThrow();
  });

  // a third of the budget kept free: the heaviest, a page of comments each with a page of
  // replies (20 and 20; the pages ask for 20 and 5), costs about 10,500
  it.each(documents)("%s costs well under the limit with pages of 20", (_name, doc) => {
    const { depth, cost } = measureOperation(schema, doc, undefined, sampleVariables(doc));
    expect(depth).toBeLessThanOrEqual(MAX_DEPTH);
    expect(cost).toBeLessThanOrEqual((MAX_COST * 2) / 3);
  });

  // a page that turns on an optional part (comments converted to a Chinese script) may use
  // more of the budget, never more than all of it
  it.each(documents)("%s stays within the limit with every optional part asked for", (_name, doc) => {
    const { cost } = measureOperation(schema, doc, undefined, sampleVariables(doc, true));
    expect(cost).toBeLessThanOrEqual(MAX_COST);
  });
});

describe("cost weights", () => {
  it("name only fields and types the schema has", () => {
    const missing = WEIGHED_COORDINATES.filter((coordinate) => {
      const [type = "", field = ""] = coordinate.split(".");
      const named = schema.getType(type);
      return !named || !("getFields" in named) || !(field in named.getFields());
    });
    expect(missing).toEqual([]);
    expect(ROW_TYPE_NAMES.filter((name) => !schema.getType(name))).toEqual([]);
  });

  it("give every list a length", () => {
    expect(unboundedLists(schema)).toEqual([]);
  });
});
