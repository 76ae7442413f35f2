// RSS 2.0, Atom 1.0 and sitemap XML, built as text: pure functions, no XML library. Every
// value goes through xmlText (escaped, characters XML forbids dropped); links are absolute.

/** Characters XML 1.0 does not allow (most C0 controls, lone surrogates, U+FFFE/U+FFFF). */
const FORBIDDEN =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters to remove
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const ENTITIES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };

/** Text safe inside an element or a quoted attribute. */
export function xmlText(value: string): string {
  return value.replace(FORBIDDEN, "").replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);
}

/** RFC 822 date as RSS 2.0 wants it: `Sun, 22 Nov 2026 10:14:27 GMT`. */
export const rfc822 = (date: Date | string) => new Date(date).toUTCString();

/** RFC 3339 date as Atom and sitemaps want it: `2026-11-22T10:14:27Z` (UTC, whole seconds). */
export const rfc3339 = (date: Date | string) => new Date(date).toISOString().replace(/\.\d{3}Z$/, "Z");

export type FeedItem = {
  /** Absolute URL of the article: its link and its permanent id. */
  url: string;
  title: string;
  summary: string;
  author: string;
  published: string;
  updated: string;
  /** A BCP 47 tag when the article says its language. */
  language?: string | null;
};

export type Feed = {
  title: string;
  description: string;
  /** Absolute URL of the page that shows the same list. */
  pageUrl: string;
  /** Absolute URL of this feed document. */
  selfUrl: string;
  /** BCP 47 tag of the feed's own texts. */
  language: string;
  items: FeedItem[];
  /** Generator name, e.g. the site's. */
  generator: string;
};

/** The newest update among the items (ISO strings sort by time). */
const latest = (feed: Feed) =>
  feed.items
    .map((item) => new Date(item.updated).toISOString())
    .sort()
    .at(-1) ?? "";

export function rssDocument(feed: Feed, now = new Date()): string {
  const items = feed.items.map(
    (item) => `    <item>
      <title>${xmlText(item.title)}</title>
      <link>${xmlText(item.url)}</link>
      <guid isPermaLink="true">${xmlText(item.url)}</guid>
      <dc:creator>${xmlText(item.author)}</dc:creator>
      <pubDate>${rfc822(item.published)}</pubDate>
      <description>${xmlText(item.summary)}</description>
    </item>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">
  <channel>
    <title>${xmlText(feed.title)}</title>
    <link>${xmlText(feed.pageUrl)}</link>
    <description>${xmlText(feed.description)}</description>
    <language>${xmlText(feed.language)}</language>
    <lastBuildDate>${rfc822(latest(feed) || now)}</lastBuildDate>
    <generator>${xmlText(feed.generator)}</generator>
    <atom:link href="${xmlText(feed.selfUrl)}" rel="self" type="application/rss+xml"/>
${items.join("\n")}
  </channel>
</rss>
`;
}

export function atomDocument(feed: Feed, now = new Date()): string {
  const entries = feed.items.map(
    (item) => `  <entry${item.language ? ` xml:lang="${xmlText(item.language)}"` : ""}>
    <id>${xmlText(item.url)}</id>
    <title type="text">${xmlText(item.title)}</title>
    <link rel="alternate" type="text/html" href="${xmlText(item.url)}"/>
    <author><name>${xmlText(item.author)}</name></author>
    <published>${rfc3339(item.published)}</published>
    <updated>${rfc3339(item.updated)}</updated>
    <summary type="text">${xmlText(item.summary)}</summary>
  </entry>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>
<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${xmlText(feed.language)}">
  <id>${xmlText(feed.selfUrl)}</id>
  <title type="text">${xmlText(feed.title)}</title>
  <subtitle type="text">${xmlText(feed.description)}</subtitle>
  <link rel="self" type="application/atom+xml" href="${xmlText(feed.selfUrl)}"/>
  <link rel="alternate" type="text/html" href="${xmlText(feed.pageUrl)}"/>
  <updated>${rfc3339(latest(feed) || now)}</updated>
  <generator>${xmlText(feed.generator)}</generator>
${entries.join("\n")}
</feed>
`;
}

export type SitemapUrl = { loc: string; lastmod?: string | null };

/** A sitemap (at most 50,000 URLs, the protocol's limit per file). */
export function sitemapDocument(urls: SitemapUrl[]): string {
  const rows = urls.map(
    (u) => `  <url><loc>${xmlText(u.loc)}</loc>${u.lastmod ? `<lastmod>${rfc3339(u.lastmod)}</lastmod>` : ""}</url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${rows.join("\n")}
</urlset>
`;
}

/** A sitemap index: the child sitemaps' absolute URLs. */
export function sitemapIndexDocument(locs: string[]): string {
  const rows = locs.map((loc) => `  <sitemap><loc>${xmlText(loc)}</loc></sitemap>`);
  return `<?xml version="1.0" encoding="UTF-8"?>
<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${rows.join("\n")}
</sitemapindex>
`;
}
