import { parseDocument } from "htmlparser2";
import { describe, expect, it } from "vitest";
import { htmlTranslationUnits, textUnit, unitText } from "@/lib/text/html-translation-units";

const ARTICLE = [
  "<h2>A heading</h2>",
  '<p>Read <a href="/a/abc?x=1&amp;y=2" title="the &quot;first&quot;">the first part</a> again.<br>',
  '<img src="/cover.png" alt="A cover"> Then <code>npm start</code>, <em>slowly</em>.</p>',
  '<pre><code class="language-sh">echo "not prose"</code></pre>',
  "<ul><li>One</li><li>Two <strong>three</strong></li></ul>",
  "<blockquote><p>Quoted.</p></blockquote>",
  "<p>  </p><!-- a comment -->",
].join("");

type Element = { type: string; name?: string; attribs?: Record<string, string>; children?: Element[]; data?: string };

/** Every element with its attributes, in document order: what the model must not change. */
function elements(html: string): string[] {
  const out: string[] = [];
  const walk = (nodes: Element[]) => {
    for (const node of nodes) {
      if (node.name) out.push(`${node.name} ${JSON.stringify(node.attribs)}`);
      walk(node.children ?? []);
    }
  };
  walk((parseDocument(html) as unknown as Element).children ?? []);
  return out;
}

/** Elements and attributes, ignoring order: a model may move a link within its sentence. */
const elementSet = (html: string) => elements(html).sort();

describe("translation units of article HTML", () => {
  const { units, assemble } = htmlTranslationUnits(ARTICLE);

  it("cuts the HTML into runs of inline text, with placeholders for inline elements", () => {
    expect(units).toEqual([
      "A heading",
      'Read <span id="0">the first part</span> again.<span id="1"></span><span id="2"></span> Then <span id="3"></span>, <span id="4">slowly</span>.',
      "One",
      'Two <span id="0">three</span>',
      "Quoted.",
    ]);
  });

  it("puts the answer back with the original elements, attributes and code", () => {
    const translated = units.map((unit) => unit.replaceAll("the first part", "la première partie"));
    const html = assemble(translated);
    expect(html).toContain('<a href="/a/abc?x=1&amp;y=2" title="the &quot;first&quot;">la première partie</a>');
    expect(html).toContain('<img src="/cover.png" alt="A cover"> Then <code>npm start</code>');
    expect(html).toContain('<pre><code class="language-sh">echo "not prose"</code></pre>');
    expect(elements(html)).toEqual(elements(ARTICLE));
    // the same units back give the same document
    expect(elements(assemble(units))).toEqual(elements(ARTICLE));
  });

  it("lets a model move an element within its run", () => {
    const html = assemble(['<span id="0">x</span>'].concat(units.slice(1)));
    // the heading's run had no elements: a span naming none is dropped to its text
    expect(html.startsWith("<h2>x</h2>")).toBe(true);
    const moved = assemble([
      units[0] ?? "",
      '<span id="4">Lentement</span>, lisez <span id="0">la première partie</span>.<span id="1"></span><span id="2"></span> Puis <span id="3"></span>.',
      ...units.slice(2),
    ]);
    expect(elementSet(moved)).toEqual(elementSet(ARTICLE));
    expect(moved).toContain("<p><em>Lentement</em>, lisez <a ");
  });

  it("drops markup a model invents and keeps images and code it leaves out", () => {
    const hostile = assemble([
      'A <script>alert(1)</script><img src=x onerror="alert(2)"><a href="javascript:alert(3)">heading</a>',
      'Only words, <span id="0">twice</span> <span id="0">twice</span>, <span id="99">unknown</span>, <b onclick="x()">bold</b>',
      ...units.slice(2),
    ]);
    // nothing new; the emphasis the answer lost is gone (its words were lost with it)
    expect(elementSet(hostile)).toEqual(elementSet(ARTICLE).filter((element) => element !== "em {}"));
    expect(hostile).not.toMatch(/onerror|onclick|javascript:|<script/);
    expect(hostile).toContain("<h2>A alert(1)heading</h2>");
    // the image, the line break and the code span came back, after the run's words
    expect(hostile).toContain(
      '<a href="/a/abc?x=1&amp;y=2" title="the &quot;first&quot;">twice</a> twice, unknown, bold<br><img src="/cover.png" alt="A cover"><code>npm start</code></p>',
    );
  });

  it("escapes text, so a model's entities stay text", () => {
    const html = assemble(["&lt;b&gt;bold&lt;/b&gt; &amp; more", ...units.slice(1)]);
    expect(html.startsWith("<h2>&lt;b&gt;bold&lt;/b&gt; &amp; more</h2>")).toBe(true);
  });

  it("has no units for HTML without words", () => {
    const empty = htmlTranslationUnits('<p> </p><pre>code</pre><p><img src="a.png"></p>');
    expect(empty.units).toEqual([]);
    expect(empty.assemble([])).toBe('<p> </p><pre>code</pre><p><img src="a.png"></p>');
  });

  it("takes titles and summaries as text", () => {
    expect(textUnit("Tom & <Jerry>")).toBe("Tom &amp; &lt;Jerry&gt;");
    expect(unitText("Tom &amp; &lt;Jerry&gt; <b>x</b>&#39;s")).toBe("Tom & <Jerry> x's");
  });
});
