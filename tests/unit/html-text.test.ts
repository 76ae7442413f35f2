import { describe, expect, it } from "vitest";
import { htmlBlocks, htmlToText } from "@/lib/text/html-text";

// Until this helper, three regex versions read article HTML: the search index's (tags to
// spaces, six entities), the word diff's (blocks, five named entities and numeric ones) and
// the seed's (three entities). The cases below are where they disagreed or were all wrong.

describe("htmlBlocks", () => {
  it("strips markup per block, decodes entities and keeps headings apart", () => {
    expect(
      htmlBlocks(
        '<h2>On &amp; off</h2>\n<p>One <strong>bold</strong> <a href="/x">link</a>&nbsp;here.</p><p> </p><ul><li>A</li><li>B&#x21;</li></ul>',
      ),
    ).toEqual([
      { kind: "heading", text: "On & off" },
      { kind: "paragraph", text: "One bold link here." },
      { kind: "paragraph", text: "A" },
      { kind: "paragraph", text: "B!" },
    ]);
  });

  it("ends a block at a line break or a table cell, and not at inline markup", () => {
    expect(htmlToText("<p>a<br>b</p><table><tr><td>c</td><td>d</td></tr></table>")).toBe("a\nb\nc\nd");
    // the index used to read "un believ able": three words that are not the one written
    expect(htmlToText("<p>un<em>believ</em>able</p>")).toBe("unbelievable");
  });
});

describe("htmlToText", () => {
  it("decodes every character reference HTML defines, named or numeric", () => {
    // the index kept all of these as written, the diff all but the numeric ones
    expect(htmlToText("<p>&hellip; &mdash; &eacute; &rsquo;&#8212;&#x2014;</p>")).toBe("… — é ’——");
    // the seed did not decode quotes and apostrophes
    expect(htmlToText("<p>&quot;it&#39;s&quot;</p>")).toBe('"it\'s"');
  });

  it("decodes once: an escaped reference stays a reference", () => {
    expect(htmlToText("<p>&amp;lt;b&amp;gt; &amp;amp;</p>")).toBe("&lt;b&gt; &amp;");
  });

  it("reads references without a semicolon as browsers do, and leaves a lone ampersand", () => {
    expect(htmlToText("<p>AT&T &copy2026 fish &amp chips</p>")).toBe("AT&T ©2026 fish & chips");
  });

  it("shows a reference to no character as the replacement character", () => {
    expect(htmlToText("<p>a&#0;b&#x110000;c</p>")).toBe("a\uFFFDb\uFFFDc");
  });

  it("keeps attribute values and comments out of the text, even with a > inside", () => {
    // the regex versions cut the tag at the first >, leaving `0">link` and `x -->b`
    expect(htmlToText('<p><a title="1 > 0">link</a> after</p>')).toBe("link after");
    expect(htmlToText("<p>a<!-- note > x -->b</p>")).toBe("ab");
  });

  it("leaves out what a reader never sees", () => {
    // the diff showed the script's code as text
    expect(htmlToText("<p>Fish &amp; chips<script>x()</script><style>p{}</style></p><p>é</p>")).toBe("Fish & chips\né");
  });

  it("collapses white space, non-breaking spaces too", () => {
    expect(htmlToText("<p>  one&nbsp;&nbsp;two\n\tthree </p>")).toBe("one two three");
    expect(htmlToText("")).toBe("");
  });
});
