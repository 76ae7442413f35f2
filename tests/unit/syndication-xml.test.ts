import { describe, expect, it } from "vitest";
import {
  atomDocument,
  type Feed,
  rfc822,
  rfc3339,
  rssDocument,
  sitemapDocument,
  sitemapIndexDocument,
  xmlText,
} from "@/lib/syndication/xml";

const feed: Feed = {
  title: "Latest <articles> & more",
  description: 'Tom\'s "picks"',
  pageUrl: "https://margins.example/newest",
  selfUrl: "https://margins.example/feed/newest.xml",
  language: "zh-Hant",
  generator: "Margins",
  items: [
    {
      url: "https://margins.example/a/abc?x=1&y=2",
      title: "Fish & <Chips>",
      summary: "從外婆的廚房\u0007 a\uD800b",
      author: 'Bob "the" Lin',
      published: "2026-11-20T08:09:10.123Z",
      updated: "2026-11-21T00:00:00.000Z",
      language: "en",
    },
    {
      url: "https://margins.example/a/def",
      title: "二",
      summary: "",
      author: "Ann",
      published: "2026-11-19T00:00:00.000Z",
      updated: "2026-11-19T00:00:00.000Z",
    },
  ],
};

describe("XML text", () => {
  it("escapes markup characters and drops what XML forbids", () => {
    expect(xmlText(`<a href="x">Tom & Jerry's</a>`)).toBe(
      "&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&apos;s&lt;/a&gt;",
    );
    expect(xmlText("a\u0000b\u0008c\u000Bd\uFFFEe\tf\ng")).toBe("abcde\tf\ng");
    expect(xmlText("lone \uD800 and \uDC00 surrogates, a pair 😀 stays")).toBe(
      "lone  and  surrogates, a pair 😀 stays",
    );
  });

  it("writes RFC 822 and RFC 3339 dates in UTC", () => {
    expect(rfc822("2026-11-20T08:09:10.123Z")).toBe("Fri, 20 Nov 2026 08:09:10 GMT");
    expect(rfc3339("2026-11-20T08:09:10.123Z")).toBe("2026-11-20T08:09:10Z");
    expect(rfc3339(new Date(Date.UTC(2026, 0, 2)))).toBe("2026-01-02T00:00:00Z");
  });
});

describe("RSS 2.0", () => {
  const xml = rssDocument(feed);
  it("has the channel with its language, self link and last build date", () => {
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss version="2.0"/);
    expect(xml).toContain("<title>Latest &lt;articles&gt; &amp; more</title>");
    expect(xml).toContain("<language>zh-Hant</language>");
    expect(xml).toContain(
      '<atom:link href="https://margins.example/feed/newest.xml" rel="self" type="application/rss+xml"/>',
    );
    expect(xml).toContain("<lastBuildDate>Sat, 21 Nov 2026 00:00:00 GMT</lastBuildDate>");
  });

  it("lists each item with an absolute, escaped link, its author and date", () => {
    expect(xml).toContain("<link>https://margins.example/a/abc?x=1&amp;y=2</link>");
    expect(xml).toContain('<guid isPermaLink="true">https://margins.example/a/abc?x=1&amp;y=2</guid>');
    expect(xml).toContain("<title>Fish &amp; &lt;Chips&gt;</title>");
    expect(xml).toContain("<dc:creator>Bob &quot;the&quot; Lin</dc:creator>");
    expect(xml).toContain("<pubDate>Fri, 20 Nov 2026 08:09:10 GMT</pubDate>");
    expect(xml).toContain("<description>從外婆的廚房 ab</description>");
    expect(xml.match(/<item>/g)).toHaveLength(2);
  });

  it("dates an empty feed now", () => {
    const empty = rssDocument({ ...feed, items: [] }, new Date("2026-01-01T00:00:00Z"));
    expect(empty).toContain("<lastBuildDate>Thu, 01 Jan 2026 00:00:00 GMT</lastBuildDate>");
    expect(empty).not.toContain("<item>");
  });
});

describe("Atom 1.0", () => {
  const xml = atomDocument(feed);
  it("has the feed's id, language, links and newest update", () => {
    expect(xml).toContain('<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="zh-Hant">');
    expect(xml).toContain("<id>https://margins.example/feed/newest.xml</id>");
    expect(xml).toContain('<link rel="alternate" type="text/html" href="https://margins.example/newest"/>');
    expect(xml).toContain("<updated>2026-11-21T00:00:00Z</updated>");
    expect(xml).toContain('<subtitle type="text">Tom&apos;s &quot;picks&quot;</subtitle>');
  });

  it("lists each entry with its language when known", () => {
    expect(xml).toContain('<entry xml:lang="en">');
    expect(xml).toContain("<published>2026-11-20T08:09:10Z</published>");
    expect(xml).toContain("<author><name>Ann</name></author>");
    expect(xml.match(/<entry[ >]/g)).toHaveLength(2);
  });
});

describe("sitemaps", () => {
  it("lists URLs with their last change", () => {
    const xml = sitemapDocument([
      { loc: "https://margins.example/a/abc", lastmod: "2026-11-20T08:09:10.123Z" },
      { loc: "https://margins.example/@bob&co" },
    ]);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain("<url><loc>https://margins.example/a/abc</loc><lastmod>2026-11-20T08:09:10Z</lastmod></url>");
    expect(xml).toContain("<url><loc>https://margins.example/@bob&amp;co</loc></url>");
  });

  it("indexes child sitemaps", () => {
    const xml = sitemapIndexDocument(["https://margins.example/sitemaps/articles-1.xml"]);
    expect(xml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain("<sitemap><loc>https://margins.example/sitemaps/articles-1.xml</loc></sitemap>");
  });
});
