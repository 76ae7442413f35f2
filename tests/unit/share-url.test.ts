import { describe, expect, it } from "vitest";
import { shareUrl } from "@/lib/url/share-url";

describe("the shared link (section 2.8)", () => {
  it("is the canonical address with utm_source=share_native", () => {
    expect(shareUrl("https://margins.example/a/abc123", "")).toBe(
      "https://margins.example/a/abc123?utm_source=share_native",
    );
  });

  it("keeps the parameters that change what the page shows, and only those", () => {
    expect(
      shareUrl("https://margins.example/a/abc123", "?collection=Q29sbGVjdGlvbjox&after=xyz&comment=1", ["collection"]),
    ).toBe("https://margins.example/a/abc123?collection=Q29sbGVjdGlvbjox&utm_source=share_native");
  });

  it("keeps the canonical's own query (a language version) and drops a fragment", () => {
    expect(shareUrl("https://margins.example/@alice?locale=zh-Hant#top", "?locale=en")).toBe(
      "https://margins.example/@alice?locale=zh-Hant&utm_source=share_native",
    );
  });

  it("names its source once, whatever the reader arrived with", () => {
    const url = new URL(shareUrl("https://margins.example/m/x1?utm_source=feed", "?utm_source=share_native"));
    expect(url.searchParams.getAll("utm_source")).toEqual(["share_native"]);
  });

  it("encodes what it keeps", () => {
    const url = new URL(shareUrl("https://margins.example/tags/VGFnOjE-a", "?type=a%26b", ["type"]));
    expect(url.searchParams.get("type")).toBe("a&b");
  });
});
