import { describe, expect, it } from "vitest";
import { htmlToMarkdown } from "@/lib/text/html-markdown";

describe("htmlToMarkdown", () => {
  it("writes paragraphs, headings and inline marks", () => {
    expect(
      htmlToMarkdown(
        "<h2>Title</h2><p>Some <strong>bold</strong>, <em>slanted</em> and <s>struck</s> <u>words</u>.</p><h3>Next</h3><p>End</p>",
      ),
    ).toBe("## Title\n\nSome **bold**, *slanted* and ~~struck~~ words.\n\n### Next\n\nEnd");
  });

  it("writes links, images, line breaks and rules", () => {
    expect(
      htmlToMarkdown(
        '<p>See <a href="https://example.com/a b">this</a><br>next line</p><hr><figure><img src="https://img.example/x.png" alt="A cat"><figcaption>Caption</figcaption></figure>',
      ),
    ).toBe(
      "See [this](<https://example.com/a b>)\\\nnext line\n\n---\n\n![A cat](https://img.example/x.png)\n\nCaption",
    );
  });

  it("writes lists, nested ones indented, quotes and code", () => {
    expect(
      htmlToMarkdown("<ul><li>one</li><li>two<ul><li>inner</li></ul></li></ul><ol><li>first</li><li>second</li></ol>"),
    ).toBe("- one\n- two\n\n  - inner\n\n1. first\n2. second");
    expect(htmlToMarkdown("<blockquote><p>Quoted</p><p>Twice</p></blockquote>")).toBe("> Quoted\n>\n> Twice");
    expect(
      htmlToMarkdown('<pre><code class="language-ts">let a = `x`;\n</code></pre><p>Use <code>npm</code></p>'),
    ).toBe("```ts\nlet a = `x`;\n```\n\nUse `npm`");
  });

  it("escapes text that Markdown would read as syntax", () => {
    expect(htmlToMarkdown("<p>2 * 3 = 6 and [a] _b_ &lt;tag&gt;</p><p># not a heading</p><p>1. not a list</p>")).toBe(
      "2 \\* 3 = 6 and \\[a\\] \\_b\\_ \\<tag\\>\n\n\\# not a heading\n\n1\\. not a list",
    );
  });

  it("turns embedded players into links and keeps decoded text", () => {
    expect(
      htmlToMarkdown(
        '<figure><iframe src="https://www.youtube.com/embed/abc"></iframe></figure><p>caf&eacute; &amp; tea</p><figure><audio controls><source src="https://a.example/s.mp3" type="audio/mpeg"></audio></figure>',
      ),
    ).toBe(
      "[https://www.youtube.com/embed/abc](https://www.youtube.com/embed/abc)\n\ncafé & tea\n\n[https://a.example/s.mp3](https://a.example/s.mp3)",
    );
  });

  it("gives nothing for empty content", () => {
    expect(htmlToMarkdown("")).toBe("");
    expect(htmlToMarkdown("<p></p><p> </p>")).toBe("");
  });
});
