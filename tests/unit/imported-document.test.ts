import { describe, expect, it } from "vitest";
import { decodeText, importFormatOf, readImport } from "@/lib/text/imported-document";
import { exportDate } from "@/lib/text/imported-fields";
import { readHtmlExport } from "@/lib/text/imported-html";
import { holdImages, PENDING_IMAGE, pendingImages, placeImages } from "@/lib/text/imported-images";
import { readMarkdownExport } from "@/lib/text/imported-markdown";

const bytes = (text: string) => new TextEncoder().encode(text);

describe("what an imported file is, by its content", () => {
  it.each([
    ["<!DOCTYPE html><html><body><p>x</p></body></html>", "html"],
    ["\uFEFF  <!-- saved --> <html lang=en><p>x</p></html>", "html"],
    ["<article><h1>T</h1><p>x</p></article>", "html"],
    ["<p>a paragraph</p>", "html"],
    ["# Title\n\nText with <b>some</b> HTML.", "markdown"],
    ["Plain words are Markdown too.", "markdown"],
    ["<https://example.com> is an autolink", "markdown"],
    ['<?xml version="1.0"?><rss version="2.0"></rss>', null],
    ['<?xml version="1.0"?><html xmlns="http://www.w3.org/1999/xhtml"><p>x</p></html>', "html"],
    ['<svg xmlns="http://www.w3.org/2000/svg"></svg>', null],
    ['{"title": "x"}', null],
    ["[1, 2]", null],
    ["[a link](https://example.com) first", "markdown"],
    ["{\\rtf1\\ansi hello}", null],
  ])("%j is %s", (text, format) => {
    expect(importFormatOf(text)).toBe(format);
  });

  it("is text when it is UTF-8 without NUL", () => {
    expect(decodeText(bytes("héllo 你好 \u0001"))).toBe("héllo 你好 \u0001");
    expect(decodeText(Uint8Array.from([0x68, 0xe9, 0x6c]))).toBeNull();
    expect(decodeText(bytes("a\u0000b"))).toBeNull();
  });

  it("says why a file is no article", () => {
    expect(readImport(new Uint8Array())).toEqual({ ok: false, reason: "empty" });
    expect(readImport(bytes("\n \t"))).toEqual({ ok: false, reason: "empty" });
    expect(readImport(bytes("<html><body><nav>Home</nav></body></html>"))).toEqual({ ok: false, reason: "empty" });
    expect(readImport(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0, 0]))).toEqual({ ok: false, reason: "binary" });
    expect(readImport(bytes('{"a": 1}'))).toEqual({ ok: false, reason: "format" });
    expect(readImport(bytes("<article><img src='https://x.example/a.png'></article>")).ok).toBe(true);
  });
});

describe("exportDate", () => {
  it.each([
    ["2019-03-04", "2019-03-04"],
    ["2019-03-04T23:30:00-08:00", "2019-03-04"],
    ["'2021-07-09 08:00'", "2021-07-09"],
    ["Mon, 04 Mar 2019 10:00:00 GMT", "2019-03-04"],
    ["March 4, 2019", "2019-03-04"],
    ["2019-02-31", null],
    ["2019-13-01", null],
    ["1", null],
    ["May", null],
    ["soon", null],
    ["", null],
    [null, null],
  ])("%j is %s", (raw, day) => {
    expect(exportDate(raw)).toBe(day);
  });
});

describe("an HTML export", () => {
  it("finds an h-entry's title, subtitle, date and body, without the page around it", () => {
    const read = readHtmlExport(`<html><head><title>Site | Post</title></head><body>
      <nav>Menu</nav><article class="h-entry"><header><h1 class="p-name">Post</h1></header>
      <section class="p-summary">Sub</section>
      <section data-field="body"><h3>Post</h3><h4>Sub</h4><p>Text</p><script>x()</script></section>
      <footer><time class="dt-published" datetime="2018-05-06T01:00:00Z">May 6</time></footer></article></body></html>`);
    expect(read).toMatchObject({ title: "Post", summary: "Sub", date: "2018-05-06" });
    expect(read.html.replace(/\s+/g, "")).toBe("<p>Text</p>");
  });

  it("reads a plain page's title, Open Graph date and description, and main part", () => {
    const read = readHtmlExport(`<!doctype html><html><head><title>Plain</title>
      <meta property="article:published_time" content="2020-10-01T12:00:00Z">
      <meta name="description" content="What it is about"></head>
      <body><header>Blog</header><main><h1>Plain</h1><p>One</p><h2>Part</h2><p>Two</p></main><footer>©</footer></body></html>`);
    expect(read).toMatchObject({ title: "Plain", summary: "What it is about", date: "2020-10-01" });
    expect(read.html.replace(/\s+/g, "")).toBe("<p>One</p><h2>Part</h2><p>Two</p>");
  });

  it("takes a fragment as it is, its first heading as the title", () => {
    const read = readHtmlExport("<h1>Bare</h1><p>Just text <time datetime='2017-01-02'>then</time></p>");
    expect(read).toMatchObject({ title: "Bare", summary: null, date: "2017-01-02" });
    expect(read.html).toBe('<p>Just text <time datetime="2017-01-02">then</time></p>');
  });
});

describe("a Markdown export", () => {
  it("reads YAML front matter and drops a heading that repeats the title", () => {
    const read = readMarkdownExport(
      '---\ntitle: "Tides"\ndate: 2021-07-09\nsubtitle: Water\n---\n# Tides\n\nText *here*.\n',
    );
    expect(read).toEqual({
      title: "Tides",
      summary: "Water",
      date: "2021-07-09",
      html: "<p>Text <em>here</em>.</p>\n",
    });
  });

  it("reads TOML front matter", () => {
    const read = readMarkdownExport('+++\ntitle = "Hugo post"\ndate = 2022-02-03T04:05:06Z\n+++\n\nBody\n');
    expect(read).toMatchObject({ title: "Hugo post", date: "2022-02-03", html: "<p>Body</p>\n" });
  });

  it("takes a leading heading as the title, its words without markup", () => {
    expect(readMarkdownExport("# *Cats* & `dogs`\n\nText\n")).toMatchObject({
      title: "Cats & dogs",
      html: "<p>Text</p>\n",
    });
    expect(readMarkdownExport("Setext title\n===\n\nText\n")).toMatchObject({ title: "Setext title" });
  });

  it("keeps a first heading that is not the front matter's title as text", () => {
    const read = readMarkdownExport("---\ntitle: Real\n---\n# Chapter one\n\nText\n");
    expect(read.title).toBe("Real");
    expect(read.html).toContain("<h1>Chapter one</h1>");
  });

  it("has no title where none is written", () => {
    expect(readMarkdownExport("Just text.\n").title).toBeNull();
  });

  it("renders tables and strikethrough, refuses script links but keeps image data", () => {
    const html = readMarkdownExport(
      "| a | b |\n| - | - |\n| 1 | 2 |\n\n~~old~~ [x](javascript:alert(1)) ![p](data:image/png;base64,iVBO)",
    ).html;
    expect(html).toContain("<table>");
    expect(html).toContain("<s>old</s>");
    expect(html).not.toContain('href="javascript');
    expect(html).toContain('src="data:image/png;base64,iVBO"');
  });
});

describe("imported images", () => {
  it("holds each address once at a numbered placeholder, leaving out what cannot be fetched", () => {
    const { html, sources } = holdImages(
      '<p><img src="https://a.example/1.png" alt="one"><img src="relative.png"><img data-src="http://b.example/2.jpg">' +
        '<img src="https://a.example/1.png"><img src="data:image/png;base64,AAAA"><img src="javascript:x"></p>',
    );
    expect(sources).toEqual(["https://a.example/1.png", "http://b.example/2.jpg", "data:image/png;base64,AAAA"]);
    expect(html).toBe(
      `<p><img src="${PENDING_IMAGE}0" alt="one"><img data-src="http://b.example/2.jpg" src="${PENDING_IMAGE}1">` +
        `<img src="${PENDING_IMAGE}0"><img src="${PENDING_IMAGE}2"></p>`,
    );
    expect(pendingImages(html)).toEqual([0, 1, 2]);
  });

  it("puts each stored address in, and leaves out an image that has none", () => {
    const html = `<figure><img src="${PENDING_IMAGE}0" alt="a" /></figure><p><img src="${PENDING_IMAGE}1" /><img src="/seed/x.svg" /></p>`;
    expect(placeImages(html, (n) => (n === 0 ? "/assets/embed/u?w=1280" : null))).toBe(
      '<figure><img src="/assets/embed/u?w=1280" alt="a"></figure><p><img src="/seed/x.svg"></p>',
    );
  });
});
