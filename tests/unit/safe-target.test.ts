import { describe, expect, it } from "vitest";
import { safeTarget } from "@/lib/url/safe-target";

const ORIGIN = "https://margins.example";

describe("login redirect targets", () => {
  it.each([
    ["/a/abc123", "/a/abc123"],
    ["/@alice?tab=works#top", "/@alice?tab=works#top"],
    ["https://margins.example/me/drafts", "/me/drafts"],
    ["tags", "/tags"],
  ])("keeps %s on our host as %s", (target, path) => {
    expect(safeTarget(target, ORIGIN)).toBe(path);
  });

  it.each([
    "https://evil.example/phish",
    "//evil.example/phish",
    "/\\evil.example",
    "\\\\evil.example",
    "javascript:alert(1)",
    "http://margins.example/", // another scheme is another origin
    "https://margins.example.evil.example/",
    "https://user@evil.example",
    "/login?target=/x",
    "/signup",
    "\u0000/x",
    "",
    null,
    undefined,
  ])("refuses %j", (target) => {
    expect(safeTarget(target, ORIGIN)).toBeUndefined();
  });
});
