import { describe, expect, it } from "vitest";
import { decodePathText, routablePath } from "@/lib/url/path-text";

const MALFORMED = ["/a/%ZZ", "/og/user/%ZZ.png", "/tags/%E0%A4%A", "/@%ZZ", "/%", "/m/%C0%AF", "/x/%E4%B8"];

describe("percent-encoded path text", () => {
  it("decodes well-formed escapes", () => {
    expect(decodePathText("%E4%B8%AD%E6%96%87")).toBe("中文");
    expect(decodePathText("100%25")).toBe("100%");
    expect(decodePathText("alice")).toBe("alice");
  });

  it.each(MALFORMED)("reads %j as no text at all", (path) => {
    expect(decodePathText(path)).toBeNull();
  });

  it.each(["/", "/a/abc123", "/tags/VGFnOjE-%E4%B8%AD", "/@alice/collections", "/search?q=%25"])(
    "routes the well-formed %j unchanged",
    (path) => {
      expect(routablePath(path)).toBe(path);
    },
  );

  it.each(MALFORMED)("routes %j as the literal text it shows", (path) => {
    const routable = routablePath(path);
    expect(decodePathText(routable)).toBe(path);
  });
});
