import { describe, expect, it } from "vitest";
import { cardOfPath, feedOfPath, pageMetadata } from "@/lib/seo/metadata";
import { feedPath, ogImagePath } from "@/lib/url/entity-paths";

const site = { url: "https://margins.example", testHost: false, name: "Margins", locale: "zh-Hant" as const };

describe("page metadata", () => {
  it("gives every page a canonical URL, language alternates, and no robots rule on a real host", () => {
    const meta = pageMetadata({ title: "Guide", description: "How", path: "/guide" }, site);
    expect(String(meta.metadataBase)).toBe("https://margins.example/");
    expect(meta.alternates?.canonical).toBe("/guide");
    expect(meta.alternates?.languages).toEqual({
      en: "/guide?locale=en",
      "zh-Hant": "/guide?locale=zh-Hant",
      "zh-Hans": "/guide?locale=zh-Hans",
      "x-default": "/guide",
    });
    expect(meta.robots).toBeUndefined();
  });

  it("leaves the site's suffix (the layout's title template) to every page but one whose title is whole", () => {
    expect(pageMetadata({ title: "Guide", path: "/guide" }, site).title).toBe("Guide");
    const home = pageMetadata({ title: "Margins - Read", fullTitle: true, path: "/" }, site);
    expect(home.title).toEqual({ absolute: "Margins - Read" });
    expect(home.openGraph?.title).toBe("Margins - Read");
  });

  it("calls a language version (opened with ?locale=) canonical itself, with the same alternates", () => {
    const bare = pageMetadata({ title: "Guide", path: "/guide" }, site);
    const version = pageMetadata({ title: "Guide", path: "/guide" }, { ...site, languageVersion: true });
    expect(version.alternates?.canonical).toBe("/guide?locale=zh-Hant");
    expect(version.openGraph).toMatchObject({ url: "/guide?locale=zh-Hant" });
    // the canonical is the alternate of its own language, never the x-default of the bare address
    expect(version.alternates?.languages).toEqual(bare.alternates?.languages);
    expect(version.alternates?.languages).toHaveProperty("zh-Hant", version.alternates?.canonical);
    expect(bare.alternates?.canonical).toBe("/guide");
    expect(bare.openGraph).toMatchObject({ url: "/guide" });
  });

  it("says noindex on test hosts and for pages that ask", () => {
    expect(pageMetadata({ title: "t", path: "/" }, { ...site, testHost: true }).robots).toEqual({
      index: false,
      follow: false,
    });
    expect(pageMetadata({ title: "t", path: "/x", noindex: true }, site).robots).toEqual({
      index: false,
      follow: false,
    });
  });

  it("has Open Graph and Twitter cards with the site's card when the page has no image", () => {
    const meta = pageMetadata({ title: "Guide", description: "How", path: "/guide" }, site);
    expect(meta.openGraph).toMatchObject({
      type: "website",
      title: "Guide",
      description: "How",
      url: "/guide",
      siteName: "Margins",
      locale: "zh_TW",
      alternateLocale: ["en_US", "zh_CN"],
      images: [{ url: "/og/site/zh-Hant.png", width: 1200, height: 630, alt: "Guide" }],
    });
    expect(meta.twitter).toMatchObject({
      card: "summary_large_image",
      title: "Guide",
      images: [{ url: "/og/site/zh-Hant.png", alt: "Guide" }],
    });
  });

  it("uses the page's own card, with its labels in the page's language", () => {
    const meta = pageMetadata(
      { title: "Bob", path: "/@bob", image: ogImagePath("user", "bob"), type: "profile" },
      site,
    );
    expect(meta.openGraph).toMatchObject({ type: "profile", images: [{ url: "/og/user/bob.png?locale=zh-Hant" }] });
    expect(meta.twitter).toMatchObject({ images: [{ url: "/og/user/bob.png?locale=zh-Hant" }] });
    const other = pageMetadata({ title: "x", path: "/x", image: "https://cdn.example/cover.jpg" }, site);
    expect(other.openGraph).toMatchObject({ images: [{ url: "https://cdn.example/cover.jpg" }] });
  });

  it("gives an entity page its card from its path when the page names no image", () => {
    const meta = pageMetadata({ title: "#writing", path: "/tags/VGFnOjE=-writing" }, site);
    expect(meta.openGraph).toMatchObject({ images: [{ url: "/og/tag/VGFnOjE%3D.png?locale=zh-Hant" }] });
    expect(cardOfPath("/a/abc123")).toBe("/og/article/abc123.png");
    expect(cardOfPath("/m/xyz789")).toBe("/og/moment/xyz789.png");
    expect(cardOfPath("/@bob")).toBe("/og/user/bob.png");
    expect(cardOfPath("/a/abc123/history")).toBeUndefined();
    expect(cardOfPath("/newest")).toBeUndefined();
  });

  it("links the RSS and Atom feeds of the list a page shows", () => {
    const home = pageMetadata({ title: "Margins", path: "/" }, site);
    expect(home.alternates?.types).toEqual({
      "application/rss+xml": [{ url: "/feed/newest.xml?locale=zh-Hant", title: "Margins" }],
      "application/atom+xml": [{ url: "/feed/newest.atom?locale=zh-Hant", title: "Margins" }],
    });
    expect(pageMetadata({ title: "t", path: "/guide" }, site).alternates?.types).toBeUndefined();
  });
});

describe("entity paths for machines", () => {
  it("builds card and feed addresses", () => {
    expect(ogImagePath("article", "abc123")).toBe("/og/article/abc123.png");
    expect(ogImagePath("tag", "VGFnOjE=")).toBe("/og/tag/VGFnOjE%3D.png");
    expect(feedPath("rss", "newest")).toBe("/feed/newest.xml");
    expect(feedPath("atom", "user", "alice")).toBe("/feed/user/alice.atom");
    expect(feedPath("rss", "tag", "VGFnOjE=")).toBe("/feed/tag/VGFnOjE%3D.xml");
  });

  it("finds the feed of a page's path", () => {
    expect(feedOfPath("/")).toEqual({ kind: "newest" });
    expect(feedOfPath("/newest?after=x")).toEqual({ kind: "newest" });
    expect(feedOfPath("/@alice")).toEqual({ kind: "user", key: "alice" });
    expect(feedOfPath("/tags/VGFnOjE=-writing")).toEqual({ kind: "tag", key: "VGFnOjE=" });
    expect(feedOfPath("/tags/VGFnOjM2-%E5%AE%B6%E5%BA%AD")).toEqual({ kind: "tag", key: "VGFnOjM2" });
    expect(feedOfPath("/a/abc")).toBeUndefined();
    expect(feedOfPath("/@alice/collections")).toBeUndefined();
  });
});
