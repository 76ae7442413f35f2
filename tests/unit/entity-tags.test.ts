import { describe, expect, it } from "vitest";
import { toGlobalId } from "@/lib/api/ids";
import { entityTags } from "@/lib/graphql/entity-tags";

describe("cache tags from a result", () => {
  it("names every entity a result shows, once", () => {
    const data = {
      viewer: {
        id: "",
        recommendation: {
          newest: {
            edges: [
              { node: { id: toGlobalId("Article", 7), author: { id: toGlobalId("User", 3) } } },
              { node: { id: toGlobalId("Article", 8), author: { id: toGlobalId("User", 3) } } },
            ],
          },
        },
      },
    };
    expect(entityTags(data).sort()).toEqual(["article:7", "article:8", "user:3"]);
  });

  it("ignores ids that are not global ids and values that are not objects", () => {
    expect(entityTags({ a: { id: "12" }, b: { id: "!!" }, c: null, d: 5, e: "x" })).toEqual([]);
  });

  it("stops at a bounded number of tags", () => {
    const many = Array.from({ length: 500 }, (_, i) => ({ id: toGlobalId("Article", i + 1) }));
    expect(entityTags(many)).toHaveLength(64);
  });
});
