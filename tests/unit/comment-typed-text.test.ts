import { describe, expect, it } from "vitest";
import { commentHtml } from "@/lib/text/comment-text";
import { commentTypedText } from "@/lib/text/comment-typed-text";
import { sanitizeHtml } from "@/lib/text/sanitize-html";

// The edit form opens with the comment's text as its author typed it, read from the HTML the
// API stored (lib/text/comment-typed-text.ts): what commentHtml made of it, through the sanitizer.

const stored = (text: string) => sanitizeHtml(commentHtml(text), "comment");

describe("commentTypedText", () => {
  it("gives back typed text with lines, paragraphs, links and @names, as sent and stored", () => {
    const typed = "Hi @alice,\nread https://ex.example/x?a=1&b=2 <b>\n\nbye\nfor now";
    expect(commentTypedText(stored(typed))).toBe(typed);
    // sent again, it is the same comment
    expect(stored(commentTypedText(stored(typed)))).toBe(stored(typed));
  });

  it("reads Chinese and emoji, and decodes character references", () => {
    expect(commentTypedText("<p>說得好 👍 &amp; &lt;3 &quot;ok&quot; &#20320;</p>")).toBe('說得好 👍 & <3 "ok" 你');
  });

  it("reads HTML without paragraphs as one, and white space in the markup as a browser shows it", () => {
    expect(commentTypedText("one<br/>two")).toBe("one\ntwo");
    expect(commentTypedText("<p>\n  spaced\n  out  <br />\n next </p>\n<p></p>\n<p>last</p>")).toBe(
      "spaced out\nnext\n\nlast",
    );
  });

  it("is empty for empty HTML", () => {
    expect(commentTypedText("")).toBe("");
    expect(commentTypedText("<p> </p>")).toBe("");
  });
});
