import { describe, expect, it } from "vitest";
import { LINK_REL, NESTING_LIMIT, sanitizeHtml } from "@/lib/text/sanitize-html";
import { XSS_PAYLOADS } from "../fixtures/xss-payloads";
import { inertFaults } from "../support/inert-html";
import { nestingDepth } from "../support/nesting";

describe("sanitizeHtml keeps what writing needs", () => {
  it("keeps text markup as it is", () => {
    const html =
      "<h2>Part</h2><p>a <strong>b</strong> <b>c</b> <em>d</em> <i>e</i> <s>f</s> <strike>g</strike> <del>h</del> <u>i</u><br />j</p>" +
      "<blockquote><p>q</p></blockquote><ul><li>one</li></ul><ol><li>two</li></ol>" +
      '<pre><code class="language-js">let a = 1 &lt; 2;</code></pre><hr />' +
      '<figure><img src="https://img.example/a.png" alt="A" width="640" height="480" /><figcaption>cap</figcaption></figure>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it("makes the title the page's only h1", () => {
    expect(sanitizeHtml("<h1>Big</h1>")).toBe("<h2>Big</h2>");
  });

  it("sends web links to a new tab that cannot reach back, and mail links nowhere else", () => {
    expect(sanitizeHtml('<a href="https://ex.example/a?b=1" target="_self" rel="opener">x</a>')).toBe(
      `<a href="https://ex.example/a?b=1" rel="${LINK_REL}" target="_blank">x</a>`,
    );
    expect(sanitizeHtml('<a href="mailto:a@ex.example">m</a>')).toBe(
      `<a href="mailto:a@ex.example" rel="${LINK_REL}">m</a>`,
    );
  });

  it("keeps mentions and tag links, our own pages, in the same tab", () => {
    expect(sanitizeHtml('<p><a href="/@alice" target="_blank" rel="opener">@Alice</a></p>')).toBe(
      '<p><a href="/@alice">@Alice</a></p>',
    );
    expect(sanitizeHtml('<a href="/tags/VGFnOjE=-%E5%9F%8E%E5%B8%82">#城市</a>')).toBe(
      '<a href="/tags/VGFnOjE=-%E5%9F%8E%E5%B8%82">#城市</a>',
    );
    // climbing out of them is another path of ours, refused
    for (const href of ["/@x/../graphql", "/tags/../me/drafts", "/%40alice", "/me/drafts"]) {
      expect(sanitizeHtml(`<p><a href="${href}">x</a></p>`), href).toBe("<p>x</p>");
    }
  });

  it("keeps a refused link's text", () => {
    expect(sanitizeHtml('<p><a href="javascript:alert(1)">read</a> on</p>')).toBe("<p>read on</p>");
    expect(sanitizeHtml('<p><a href="/graphql">here</a></p>')).toBe("<p>here</p>");
  });

  it("takes images over https or from our own paths, normalised", () => {
    expect(sanitizeHtml('<img src="/seed/covers/c01.svg">')).toBe('<img src="/seed/covers/c01.svg" />');
    expect(sanitizeHtml('<img src="/assets/a/../b.png">')).toBe('<img src="/assets/b.png" />');
    for (const src of ["http://ex.example/a.png", "/seed/../graphql", "/api/x.png", "data:image/png;base64,AA"]) {
      expect(sanitizeHtml(`<p>x<img src="${src}"></p>`), src).toBe("<p>x</p>");
    }
    expect(sanitizeHtml('<img src="https://ex.example/a.png" width="100%" height="1e3">')).toBe(
      '<img src="https://ex.example/a.png" />',
    );
  });

  it("embeds the YouTube and Vimeo players only, sandboxed", () => {
    const youtube = sanitizeHtml('<iframe src="https://www.youtube-nocookie.com/embed/abc" width="560"></iframe>');
    expect(youtube).toContain('src="https://www.youtube-nocookie.com/embed/abc"');
    expect(youtube).toContain('width="560"');
    expect(youtube).toContain('sandbox="allow-scripts allow-same-origin allow-presentation allow-popups"');
    expect(sanitizeHtml('<iframe src="https://player.vimeo.com/video/42"></iframe>')).toContain(
      'src="https://player.vimeo.com/video/42"',
    );
    for (const src of [
      "https://www.youtube.com/watch?v=abc",
      "https://vimeo.com/42",
      "https://player.vimeo.com/embed/42",
      "https://evil.example/embed/abc",
    ]) {
      expect(sanitizeHtml(`<iframe src="${src}"></iframe>`), src).toBe("");
    }
  });

  it("plays audio over https with the player's controls", () => {
    expect(sanitizeHtml('<audio src="https://a.example/x.mp3" autoplay></audio>')).toBe(
      '<audio src="https://a.example/x.mp3" controls="controls" preload="none"></audio>',
    );
    expect(sanitizeHtml('<audio><source src="https://a.example/x.ogg" type="audio/ogg"></audio>')).toBe(
      '<audio controls="controls" preload="none"><source src="https://a.example/x.ogg" type="audio/ogg" /></audio>',
    );
  });

  it("plays our own uploaded audio, and no other path of ours", () => {
    const own = "/assets/embedaudio/0d6f8c1e-0000-4000-8000-000000000000";
    expect(sanitizeHtml(`<audio src="${own}"></audio>`)).toBe(
      `<audio src="${own}" controls="controls" preload="none"></audio>`,
    );
    expect(sanitizeHtml(`<audio><source src="${own}" type="audio/mpeg"></audio>`)).toBe(
      `<audio controls="controls" preload="none"><source src="${own}" type="audio/mpeg" /></audio>`,
    );
    for (const src of [
      "/assets/embedaudio/../cover/x",
      "/assets/embedaudio/%2e%2e/%2e%2e/graphql",
      "/assets/cover/0d6f8c1e-0000-4000-8000-000000000000",
      "/seed/a.mp3",
      "/graphql",
      "http://a.example/x.mp3",
    ]) {
      expect(sanitizeHtml(`<audio src="${src}"></audio>`), src).toBe(
        '<audio controls="controls" preload="none"></audio>',
      );
    }
  });

  it("drops refused elements but keeps their text, except for code and documents", () => {
    expect(sanitizeHtml('<div><span style="color:red">kept</span></div>')).toBe("kept");
    expect(sanitizeHtml("<p>a<script>alert(1)</script>b<style>p{}</style>c</p>")).toBe("<p>abc</p>");
  });

  it("has a short profile for comments: no headings, images or embeds", () => {
    expect(sanitizeHtml('<h2>t</h2><p><strong>b</strong><img src="https://ex.example/a.png"></p>', "short")).toBe(
      "t<p><strong>b</strong></p>",
    );
  });

  it("has a moment profile of lines and links alone: no emphasis, lists, quotes or code either", () => {
    expect(
      sanitizeHtml(
        '<p><strong>b</strong> <a href="/@alice">@alice</a><br>next</p><ul><li>i</li></ul><blockquote>q</blockquote><pre><code>c</code></pre>',
        "moment",
      ),
    ).toBe('<p>b <a href="/@alice">@alice</a><br />next</p>iqc');
    expect(sanitizeHtml('<p><a href="https://ex.example">x</a></p>', "moment")).toBe(
      `<p><a href="https://ex.example/" rel="${LINK_REL}" target="_blank">x</a></p>`,
    );
  });
});

describe("sanitizeHtml bounds how deep elements nest", () => {
  const nested = (open: string, close: string, levels: number, inner: string) =>
    open.repeat(levels) + inner + close.repeat(levels);

  it("keeps 20 levels of quotes and lists, drops the elements below and keeps their text", () => {
    const quotes = sanitizeHtml(
      nested("<blockquote>", "</blockquote>", 10_000, "<p>the <strong>deepest</strong> words</p>"),
    );
    expect(nestingDepth(quotes)).toBe(NESTING_LIMIT);
    expect(quotes).toContain("the deepest words");
    const lists = sanitizeHtml(nested("<ul><li>", "</li></ul>", 5_000, "item"));
    expect(nestingDepth(lists)).toBe(NESTING_LIMIT);
    expect(lists).toContain("item");
  });

  it("leaves writing of ordinary depth as it is", () => {
    const html = nested(
      "<blockquote>",
      "</blockquote>",
      6,
      '<ul><li><p>a <em>b <a href="/@alice">c</a></em></p></li></ul>',
    );
    expect(sanitizeHtml(html)).toBe(html);
  });

  it("holds in every profile, elements refused or not", () => {
    for (const profile of ["article", "short", "comment", "moment"] as const) {
      for (const [open, close] of [
        ["<blockquote>", "</blockquote>"],
        ["<div>", "</div>"],
        ["<em>", "</em>"],
        ["<p>", "</p>"],
        ['<a href="/@alice">', "</a>"],
      ]) {
        const html = sanitizeHtml(nested(open ?? "", close ?? "", 3_000, "x"), profile);
        expect(nestingDepth(html), `${profile} ${open}`).toBeLessThanOrEqual(NESTING_LIMIT);
        expect(html, `${profile} ${open}`).toContain("x");
      }
    }
  });
});

describe("the XSS corpus", () => {
  it("has at least a hundred payloads", () => {
    expect(new Set(XSS_PAYLOADS).size).toBeGreaterThanOrEqual(100);
  });

  it.each(XSS_PAYLOADS.map((p) => [p]))("leaves nothing executable of %s", (payload) => {
    for (const profile of ["article", "short", "moment"] as const) {
      const clean = sanitizeHtml(payload, profile);
      expect(inertFaults(clean)).toEqual([]);
      // sanitizing again changes nothing: what is stored reads back as it was judged
      expect(sanitizeHtml(clean, profile)).toBe(clean);
    }
    // a moment keeps lines and links, nothing else
    const moment = sanitizeHtml(payload, "moment");
    expect([...moment.matchAll(/<\/?([a-z][a-z0-9]*)/gi)].every((m) => ["p", "br", "a"].includes(m[1] ?? ""))).toBe(
      true,
    );
  });

  it("the checker itself catches what the corpus hides", () => {
    expect(inertFaults('<img src=x onerror="alert(1)">')).toEqual(["img[src] x", "attribute img[onerror]"]);
    expect(inertFaults('<a href="jav&#x09;ascript:alert(1)" rel="noopener noreferrer nofollow">x</a>')).toHaveLength(1);
    expect(inertFaults("<svg></svg>")).toEqual(["element <svg>"]);
  });
});
