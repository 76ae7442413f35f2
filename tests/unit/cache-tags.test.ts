import { describe, expect, it } from "vitest";
import { cacheTags, entityTagOfGlobalId, userCreated, userEdited } from "@/lib/cache/tags";
import { toGlobalId } from "@/server/api/ids";

// The API purges with database ids, the web tags with the global ids it reads: both must
// name the same tag, or a purge would miss the page it was meant for.

describe("the cache-tag vocabulary", () => {
  it("names an entity alike from its database id and its global id", () => {
    expect(entityTagOfGlobalId(toGlobalId("User", 3))).toBe(cacheTags.user(3));
    expect(entityTagOfGlobalId(toGlobalId("Article", 42))).toBe(cacheTags.article(42));
    expect(entityTagOfGlobalId(toGlobalId("TopicChannel", 2))).toBe("topicchannel:2");
  });

  it("names an owner's list alike from either id", () => {
    expect(cacheTags.userArticles(toGlobalId("User", 3))).toBe(cacheTags.userArticles(3));
    expect(cacheTags.userMoments(toGlobalId("User", 3))).toBe("user:3/moments");
  });

  it("reads no tag from a string that is not a global id", () => {
    for (const text of ["", "12", "!!", btoa("User:0"), btoa("User:x"), btoa(":3")]) {
      expect(entityTagOfGlobalId(text)).toBeUndefined();
    }
  });

  it("looks user names up in any case", () => {
    expect(cacheTags.userByName("Alice")).toBe(cacheTags.userByName("alice"));
  });
});

describe("what a profile edit makes stale", () => {
  const user = { id: 7, nameBefore: "old", nameAfter: "New" };

  it("is the person and search for a new display name", () => {
    expect(userEdited(user, ["displayName"])).toEqual(["user:7", "search"]);
  });

  it("is the person alone for a new avatar, which search does not match", () => {
    expect(userEdited(user, ["avatar"])).toEqual(["user:7"]);
  });

  it("adds the lookups by both names and the sitemap for a new user name", () => {
    expect(userEdited(user, ["userName"])).toEqual(["user:7", "search", "user-name:old", "user-name:new", "sitemap"]);
  });

  it("is nothing for the viewer's own settings", () => {
    expect(userEdited(user, ["language", "agreeOn"])).toEqual([]);
  });

  it("for a new account, frees a 404 cached under its name", () => {
    expect(userCreated("Fresh")).toEqual(["user-name:fresh", "search", "sitemap"]);
  });
});
