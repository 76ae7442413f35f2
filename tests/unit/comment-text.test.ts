import { describe, expect, it } from "vitest";
import { COMMENT_TEXT_MAX, commentHtml, commentTextLength } from "@/lib/text/comment-text";
import { sanitizeHtml } from "@/lib/text/sanitize-html";

// The comment form sends typed text as HTML (commentHtml): lines, links and @names as links to
// the person's page, which the API's "comment" profile keeps as they are.

describe("commentHtml", () => {
  it("links @names to the person's page, not an address's @ or a name too short", () => {
    expect(commentHtml("@alice thanks, and @bob_2!\nmail me@example.com or @ab")).toBe(
      '<p><a href="/@alice">@alice</a> thanks, and <a href="/@bob_2">@bob_2</a>!<br>mail me@example.com or @ab</p>',
    );
  });

  it("keeps lines, paragraphs and web addresses as the moment form does, and escapes the rest", () => {
    expect(commentHtml("one\ntwo\n\nsee https://ex.example/a <b>")).toBe(
      '<p>one<br>two</p><p>see <a href="https://ex.example/a">https://ex.example/a</a> &lt;b&gt;</p>',
    );
  });

  it("writes what the API's comment profile keeps: mentions on the site, web addresses leaving it", () => {
    const stored = sanitizeHtml(commentHtml("Hi @alice,\nread https://ex.example/x?a=1&b=2\n\nbye"), "comment");
    expect(stored).toBe(
      '<p>Hi <a href="/@alice">@alice</a>,<br />read <a href="https://ex.example/x?a=1&amp;b=2" rel="noopener noreferrer nofollow" target="_blank">https://ex.example/x?a=1&amp;b=2</a></p><p>bye</p>',
    );
    expect(sanitizeHtml(stored, "comment")).toBe(stored);
  });

  it("counts as the API counts", () => {
    expect(commentTextLength("字".repeat(COMMENT_TEXT_MAX))).toBe(COMMENT_TEXT_MAX);
    expect(commentTextLength("a\n\n  b  ")).toBe(2);
  });
});
