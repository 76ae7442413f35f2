import { describe, expect, it } from "vitest";
import { safeTarget } from "@/lib/url/safe-target";

const ORIGIN = "https://margins.example";

/** Where a browser goes when sent to `path` from a page of ours. */
const landsOn = (path: string) => new URL(path, `${ORIGIN}/login`);

describe("login redirect targets", () => {
  it.each([
    ["/a/abc123", "/a/abc123"],
    ["/@alice?tab=works#top", "/@alice?tab=works#top"],
    ["https://margins.example/me/drafts", "/me/drafts"],
    ["tags", "/tags"],
    ["/tags/VGFnOjE-%E4%B8%AD%E6%96%87", "/tags/VGFnOjE-%E4%B8%AD%E6%96%87"],
    ["/a/./abc", "/a/abc"],
    ["/a/b/../abc", "/a/abc"],
    ["/search?q=//evil.example", "/search?q=//evil.example"],
    ["/a/abc#//evil.example", "/a/abc#//evil.example"],
    ["/@alice/collections/Q29sbGVjdGlvbjox", "/@alice/collections/Q29sbGVjdGlvbjox"],
    ["  /newest  ", "/newest"],
  ])("keeps %j on our host as %j", (target, path) => {
    expect(safeTarget(target, ORIGIN)).toBe(path);
  });

  // Each would take the reader to another host after login, directly or once some step on
  // the way (the URL parser, a browser, a later decode) normalises it.
  const hostile = [
    // another host outright
    "https://evil.example/phish",
    "HTTPS://EVIL.EXAMPLE/",
    "http://margins.example/", // another scheme is another origin
    "https://margins.example.evil.example/",
    "https://margins.example:444/",
    "https://evil.example#@margins.example",
    "https://evil.example?@margins.example",
    // userinfo
    "https://user@evil.example",
    "https://margins.example@evil.example",
    "https://margins.example:pass@evil.example/",
    "https://user:pass@margins.example/me",
    // protocol-relative
    "//evil.example/phish",
    "///evil.example",
    "////evil.example",
    "//evil.example@margins.example",
    "//[::1]/x",
    "//[::ffff:7f00:1]/x",
    "//0x7f.1/x",
    // dot segments that normalise to "//"
    "/.//evil.example",
    "/././/evil.example",
    "/a/..//evil.example",
    "/a/b/../..//evil.example",
    "/..//evil.example",
    "/%2e//evil.example",
    "/%2E%2E//evil.example",
    "/a/%2e%2e//evil.example",
    "/a/.%2e//evil.example",
    "https://margins.example//evil.example",
    "https://margins.example/.//evil.example",
    // encoded slashes and backslashes behind the first "/"
    "/%2f/evil.example",
    "/%2F%2Fevil.example",
    "/%5c/evil.example",
    "/%5Cevil.example",
    "/%252f/evil.example", // double encoding
    "/%25252f%25252fevil.example", // triple encoding
    "/%25%32%66/evil.example", // "%2f" spelled with escapes
    // backslashes
    "/\\evil.example",
    "\\\\evil.example",
    "\\/evil.example",
    "/\\/evil.example",
    // tabs, newlines and other controls inside, which URL parsers drop
    "/\t/evil.example",
    "/\n/evil.example",
    "/\r\n/evil.example",
    "\t//evil.example",
    "/%09/\t/evil.example",
    "\u0000/x",
    "/\u007f/evil.example",
    // other schemes, any case
    "javascript:alert(1)",
    "JaVaScRiPt:alert(1)",
    " javascript:alert(1)",
    "java\tscript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "vbscript:msgbox(1)",
    "http:evil.example",
    "http:/evil.example",
    "ftp://evil.example/",
    // malformed escapes
    "/a/%ZZ",
    "/%E0%A4%A",
    // the login pages themselves
    "/login?target=/x",
    "/signup",
    "/login/",
    "/./login",
    // nothing
    "",
    "   ",
    null,
    undefined,
  ];

  it("has at least 30 hostile forms", () => {
    expect(hostile.length).toBeGreaterThanOrEqual(30);
  });

  it.each(hostile)("refuses %j", (target) => {
    expect(safeTarget(target, ORIGIN)).toBeUndefined();
  });

  // Look-alike slashes are not slashes to a URL parser: these may survive only as a path here.
  it.each([
    "/\u2215\u2215evil.example", // division slash
    "/\uff0f\uff0fevil.example", // fullwidth solidus
    "/\u2044evil.example", // fraction slash
    "/\uff3cevil.example", // fullwidth reverse solidus
    "\uff0f\uff0fevil.example",
    "/%E2%88%95%E2%88%95evil.example",
    "/.%2f/evil.example",
    "https:evil.example", // same scheme without slashes: a relative path
  ])("keeps %j on our host", (target) => {
    const path = safeTarget(target, ORIGIN);
    expect(path).toBeDefined();
    expect(path).toMatch(/^\/(?![/\\])/);
    expect(landsOn(path ?? "").origin).toBe(ORIGIN);
  });

  it("answers only paths that land on our host", () => {
    for (const target of hostile) {
      const path = safeTarget(target, ORIGIN);
      if (path !== undefined) expect(landsOn(path).origin).toBe(ORIGIN);
    }
  });
});
