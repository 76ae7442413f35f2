import { buildSchema, type DocumentNode, validate } from "graphql";
import { describe, expect, it } from "vitest";
import { typeDefs } from "@/lib/api/schema/index";

// Every typed document the web sends must be valid against our schema: a misspelt field or
// a fragment on the wrong type fails here, not in a reader's browser.
const modules = import.meta.glob<Record<string, unknown>>("../../lib/graphql/documents/*.ts", { eager: true });
const schema = buildSchema(typeDefs.join("\n"));

const documents = Object.entries(modules).flatMap(([file, exports]) =>
  Object.entries(exports)
    .filter((entry): entry is [string, DocumentNode] => {
      const value = entry[1] as { kind?: unknown } | null;
      return typeof value === "object" && value !== null && value.kind === "Document";
    })
    .map(([name, doc]) => [`${file.split("/").pop()} ${name}`, doc] as const),
);

describe("typed documents", () => {
  it("are found", () => {
    expect(documents.length).toBeGreaterThan(10);
  });

  it.each(documents)("%s is valid against the schema", (_name, doc) => {
    expect(validate(schema, doc).map((error) => error.message)).toEqual([]);
  });
});
