import { describe, expect, it } from "vitest";
import { internalProfilePath, isInternalProfilePath } from "@/lib/url/profile-paths";

describe("profile URLs", () => {
  it.each([
    ["/@alice", "/user/alice"],
    ["/%40alice", "/user/alice"],
    ["/@alice/collections", "/user/alice/collections"],
    ["/@alice/collections/12", "/user/alice/collections/12"],
    ["/~circle_one", "/circle/circle_one"],
    ["/～circle_one/broadcast", "/circle/circle_one/broadcast"],
    ["/@100%25", "/user/100%25"],
    ["/@%E5%B0%8F%E6%98%8E", "/user/%E5%B0%8F%E6%98%8E"],
    // the rest of the path is left for Next to decode, once
    ["/@alice/collections/%2541", "/user/alice/collections/%2541"],
  ])("maps %s to %s", (path, internal) => {
    expect(internalProfilePath(path)).toBe(internal);
  });

  it.each(["/", "/alice", "/a/abc", "/tags/1-x", "/@", "/%E0%A4%A", "/@%ZZ"])("leaves %s alone", (path) => {
    expect(internalProfilePath(path)).toBeUndefined();
  });

  it("knows its internal paths", () => {
    expect(isInternalProfilePath("/user/alice")).toBe(true);
    expect(isInternalProfilePath("/circle")).toBe(true);
    expect(isInternalProfilePath("/users")).toBe(false);
  });
});
