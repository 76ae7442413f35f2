import { describe, expect, it } from "vitest";
import { IMAGE_TYPES } from "@/components/moment/upload-image";
import { IMAGE_MIMES } from "@/lib/media/limits";
import { htmlToText } from "@/lib/text/html-text";
import { MOMENT_TEXT_MAX, momentHtml, momentTextLength } from "@/lib/text/moment-text";
import { sanitizeHtml } from "@/lib/text/sanitize-html";
import { XSS_PAYLOADS } from "../fixtures/xss-payloads";
import { inertFaults } from "../support/inert-html";

// The moment form sends typed text as HTML (momentHtml) and counts it as it goes
// (momentTextLength); the API counts the text of what it stores. The two must agree, and what
// the form writes must pass the sanitizer unchanged.

describe("momentHtml", () => {
  it("makes paragraphs at blank lines and line breaks within them", () => {
    expect(momentHtml("one\ntwo\n\n\nthree  \r\n")).toBe("<p>one<br>two</p><p>three</p>");
    expect(momentHtml("  \n\n ")).toBe("");
  });

  it("links web addresses, without the punctuation that ends a sentence", () => {
    expect(momentHtml("see https://ex.example/a?b=1&c=2. Or http://ex.example/b）")).toBe(
      '<p>see <a href="https://ex.example/a?b=1&amp;c=2">https://ex.example/a?b=1&amp;c=2</a>. ' +
        'Or <a href="http://ex.example/b">http://ex.example/b</a>）</p>',
    );
  });

  it("writes typed markup as text", () => {
    expect(momentHtml('<b>x</b> & "y"')).toBe("<p>&lt;b&gt;x&lt;/b&gt; &amp; &quot;y&quot;</p>");
  });

  it.each(XSS_PAYLOADS.map((p) => [p]))("writes %s typed as text, stored inert", (payload) => {
    const html = momentHtml(payload);
    // nothing but lines and the links it made of web addresses
    for (const [, name, attributes] of html.matchAll(/<([a-z]+)([^>]*)>/g)) {
      expect(["p", "br", "a"]).toContain(name);
      expect(attributes).toMatch(name === "a" ? /^ href="[^"<>]*"$/ : /^$/);
    }
    const stored = sanitizeHtml(html, "moment");
    expect(inertFaults(stored)).toEqual([]);
    // what was typed is what a reader reads
    expect(htmlToText(stored).replace(/\s+/g, "")).toBe(payload.replace(/\s+/g, ""));
  });
});

describe("momentTextLength", () => {
  it("counts code points, not line breaks or the white space around lines", () => {
    expect(momentTextLength("字🌊a")).toBe(3);
    expect(momentTextLength("  a  b \n\n c\n")).toBe(4);
  });

  it("counts typed text as the API counts the text of what it stores", () => {
    for (const typed of [
      "one\ntwo\n\nthree",
      "看 https://ex.example/長い  路\n\n\n🌊🌊",
      "a".repeat(MOMENT_TEXT_MAX),
    ]) {
      const stored = sanitizeHtml(momentHtml(typed), "moment");
      expect(momentTextLength(htmlToText(stored)), typed).toBe(momentTextLength(typed));
    }
  });
});

describe("the moment form's images", () => {
  it("are offered in the types the API takes", () => {
    expect([...IMAGE_TYPES]).toEqual([...IMAGE_MIMES]);
  });
});
