import { describe, expect, it } from "vitest";
import { parseFeedPath } from "@/lib/syndication/paths";
import { feedPath } from "@/lib/url/entity-paths";

describe("feed addresses", () => {
  it("read back what feedPath writes", () => {
    for (const [format, kind, key] of [
      ["rss", "newest", undefined],
      ["atom", "newest", undefined],
      ["rss", "user", "alice"],
      ["atom", "tag", "VGFnOjE="],
    ] as const) {
      const segments = feedPath(format, kind, key).split("/").slice(2).map(decodeURIComponent);
      expect(parseFeedPath(segments)).toEqual(key ? { kind, key, format } : { kind, format });
    }
  });

  it("name nothing else", () => {
    for (const segments of [
      [],
      ["newest"],
      ["newest.json"],
      ["latest.xml"],
      ["user", ".xml"],
      ["user"],
      ["x", "a.xml"],
      ["user", "a", "b.xml"],
    ]) {
      expect(parseFeedPath(segments)).toBeNull();
    }
  });
});
