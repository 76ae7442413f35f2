import { describe, expect, it } from "vitest";
import { entityTags } from "@/lib/graphql/entity-tags";
import { toGlobalId } from "@/server/api/ids";

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

  it("keeps the articles and people of a full page before the tags their cards name", () => {
    const page = Array.from({ length: 20 }, (_, i) => ({
      id: toGlobalId("Article", i + 1),
      author: { id: toGlobalId("User", i + 1) },
      tags: Array.from({ length: 5 }, (_, j) => ({ id: toGlobalId("Tag", i * 5 + j + 1) })),
    }));
    const tags = entityTags(page);
    expect(tags).toHaveLength(64);
    for (let i = 1; i <= 20; i++) expect(tags).toEqual(expect.arrayContaining([`article:${i}`, `user:${i}`]));
    expect(tags.filter((tag) => tag.startsWith("tag:"))).toHaveLength(24);
  });

  it("names a person's follows where their followers or following show, and only there", () => {
    const profile = {
      user: {
        id: toGlobalId("User", 3),
        followers: { totalCount: 2 },
        following: { users: { totalCount: 1 } },
        articles: { edges: [{ node: { id: toGlobalId("Article", 9), author: { id: toGlobalId("User", 4) } } }] },
      },
    };
    expect(entityTags(profile).sort()).toEqual(["article:9", "user:3", "user:3/follows", "user:4"]);
    // a circle's followers are the circle's own count, purged by its tag
    expect(entityTags({ id: toGlobalId("Circle", 5), followers: { totalCount: 1 } })).toEqual(["circle:5"]);
  });

  it("names the bookmarks of an article or a tag where their counts show, and not on a card", () => {
    const page = {
      article: { id: toGlobalId("Article", 7), bookmarkCount: 3, tags: [{ id: toGlobalId("Tag", 2) }] },
      tag: { id: toGlobalId("Tag", 4), numFollowers: 9 },
    };
    expect(entityTags(page).sort()).toEqual(["article:7", "article:7/bookmarks", "tag:2", "tag:4", "tag:4/bookmarks"]);
    const card = { id: toGlobalId("Article", 8), title: "A card", tags: [{ id: toGlobalId("Tag", 2) }] };
    expect(entityTags(card).sort()).toEqual(["article:8", "tag:2"]);
  });

  it("keeps a tag's bookmarks before the tag chips a full page drops", () => {
    const page = Array.from({ length: 20 }, (_, i) => ({
      id: toGlobalId("Article", i + 1),
      author: { id: toGlobalId("User", i + 1) },
      tags: Array.from({ length: 5 }, (_, j) => ({ id: toGlobalId("Tag", i * 5 + j + 1) })),
    }));
    const tags = entityTags({ page, tag: { id: toGlobalId("Tag", 500), numFollowers: 1 } });
    expect(tags).toHaveLength(64);
    expect(tags).toContain("tag:500/bookmarks");
  });

  it("stops at a bounded number of tags", () => {
    const many = Array.from({ length: 500 }, (_, i) => ({ id: toGlobalId("Article", i + 1) }));
    expect(entityTags(many)).toHaveLength(64);
  });
});
