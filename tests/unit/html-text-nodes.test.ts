import { Parser } from "htmlparser2";
import { describe, expect, it } from "vitest";
import { convertScript } from "@/lib/text/chinese-script";
import { mapHtmlText } from "@/lib/text/html-text-nodes";

const toTraditional = (html: string) =>
  mapHtmlText(html, (text) => convertScript(text, "zh_hant"), { keepLang: (lang) => !/^zh\b/i.test(lang) });

/**
 * What a browser builds of some HTML apart from its visible text: every tag with its
 * attributes, every comment, and the text inside code, scripts and styles. Conversion must
 * leave all of it as it was.
 */
function skeleton(html: string): string[] {
  const parts: string[] = [];
  const stack: string[] = [];
  const parser = new Parser({
    onopentag(name, attributes) {
      stack.push(name);
      parts.push(`<${name} ${JSON.stringify(attributes)}>`);
    },
    onclosetag(name) {
      stack.pop();
      parts.push(`</${name}>`);
    },
    ontext(text) {
      if (stack.some((name) => ["pre", "code", "script", "style", "textarea"].includes(name))) parts.push(text);
    },
    oncomment(text) {
      parts.push(`<!--${text}-->`);
    },
  });
  parser.end(html);
  return parts;
}

/** Text a reader sees, as a browser decodes it. */
function visibleText(html: string): string {
  let text = "";
  const parser = new Parser({ ontext: (t) => (text += t) });
  parser.end(html);
  return text;
}

const HOSTILE = [
  // quoted attributes holding markup and Chinese
  `<p title="软件>软件" data-x='<b>软件</b>'>软件<a href="/软件?q=软件&amp;x=1" title="鼠标">鼠标</a></p>`,
  // images and their text alternatives
  `<figure><img src="/软件.png" alt="软件的截图"><figcaption>软件的截图</figcaption></figure>`,
  // code blocks and inline code
  `<pre><code class="language-js">const 软件 = "鼠标"; // 软件</code></pre><p>用<code>软件</code>写的软件</p>`,
  // scripts, styles and comments, which a sanitizer would have removed, are still left alone
  `<script>var s = "软件</p>";</script><style>p::after{content:"软件"}</style><!-- 软件 --><p>软件</p>`,
  // character references, including ones that spell markup
  `<p>软&#x4EF6;和&lt;script&gt;alert("软件")&lt;/script&gt;&amp;鼠标&nbsp;</p>`,
  // broken markup: unclosed, stray and misnested tags
  `<p>软件<b>鼠标<i>服务器</b>程序</i><p>信息</p></span></div><br/>软件`,
  // CDATA and processing instructions are comments in HTML
  `<![CDATA[软件]]><?xml 软件?><p>软件</p>`,
  // text marked as another language, or not to be translated
  `<p>软件<span lang="ja">学校の软件</span><span lang="zh-Hans">软件</span><em translate="no">软件</em></p>`,
  // a textarea's text and an svg's
  `<textarea>软件</textarea><svg><text>软件</text></svg><p>软件</p>`,
];

describe("converting the text of HTML", () => {
  it("converts the text a reader sees, phrase by phrase", () => {
    expect(toTraditional("<h2>软件</h2><p>我的<strong>鼠标</strong>坏了。</p>")).toBe(
      "<h2>軟體</h2><p>我的<strong>滑鼠</strong>壞了。</p>",
    );
  });

  it.each(HOSTILE)("leaves every tag, attribute, comment and code block as it was: %s", (html) => {
    const converted = toTraditional(html);
    expect(skeleton(converted)).toEqual(skeleton(html));
    // and something was converted: the test would pass on a function that did nothing
    expect(visibleText(converted)).not.toBe(visibleText(html));
  });

  it("converts text split by character references as one run", () => {
    const converted = toTraditional("<p>软&#x4EF6;&lt;b&gt;</p>");
    expect(converted).toBe("<p>軟體&lt;b&gt;</p>");
    expect(skeleton(converted)).toEqual(["<p {}>", "</p>"]);
  });

  it("keeps text outside Chinese and inside code byte for byte", () => {
    const html = `<p>软件</p><pre>软件</pre><p><span lang="en-GB">软件</span><code>软件</code></p>`;
    expect(toTraditional(html)).toBe(
      `<p>軟體</p><pre>软件</pre><p><span lang="en-GB">软件</span><code>软件</code></p>`,
    );
  });

  it("returns HTML without anything to convert unchanged", () => {
    for (const html of HOSTILE.concat(["", "plain text", "<p>Only English &amp; markup.</p>"])) {
      expect(mapHtmlText(html, (text) => text)).toBe(html);
    }
  });

  it("escapes whatever the conversion returns, so it never becomes markup", () => {
    const html = mapHtmlText("<p>a</p><p title='x'>b</p>", (text) => `<img src=x onerror=alert(1)>${text}&`);
    expect(html).toBe(
      "<p>&lt;img src=x onerror=alert(1)&gt;a&amp;</p><p title='x'>&lt;img src=x onerror=alert(1)&gt;b&amp;</p>",
    );
  });
});
