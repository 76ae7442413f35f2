import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { inlineScriptHashes } from "@/server/cache/script-hashes";
import { visitorPageKey } from "@/server/cache/visitor-page-key";

// Which requests the worker may answer with a kept page, and under what key (everything a
// visitor's page differs by), and the hashes a kept page's policy names. The whole path runs
// against the built worker in tests/e2e/visitor-cache.spec.ts.

const get = (path: string, headers: Record<string, string> = {}, method = "GET") =>
  new Request(`http://127.0.0.1:8787${path}`, { method, headers });

describe("visitorPageKey", () => {
  it("keys a visitor's page by address, language, theme, Chinese script and bot kind", () => {
    const base = visitorPageKey(get("/newest", { "accept-language": "en" }));
    expect(base).not.toBeNull();
    expect(visitorPageKey(get("/newest", { "accept-language": "en-GB,en;q=0.8" }))).toBe(base);
    const others = [
      get("/newest", { "accept-language": "zh-TW" }),
      get("/newest", { cookie: "__language=zh_hans" }),
      get("/newest?locale=zh_hant"),
      get("/newest", { "accept-language": "en", cookie: "__theme=dark" }),
      get("/newest", { "accept-language": "en", cookie: "__chinese_script=zh_hans" }),
      get("/newest", { "accept-language": "en", "user-agent": "Mozilla/5.0 (compatible; bingbot/2.0)" }),
      get("/newest?after=abc", { "accept-language": "en" }),
      get("/tags", { "accept-language": "en" }),
    ];
    const keys = new Set([base, ...others.map(visitorPageKey)]);
    expect(keys.size).toBe(others.length + 1);
    // a cookie the page does not render from leaves the key alone
    expect(visitorPageKey(get("/newest", { "accept-language": "en", cookie: "__theme=neon; other=1" }))).toBe(base);
  });

  it("keeps nothing for a signed-in reader, a navigation's payload, a write or a door", () => {
    const refused = [
      get("/newest", { cookie: "__theme=dark; __access_token=abc" }),
      get("/newest", { rsc: "1" }),
      get("/newest?_rsc=x1y2"),
      get("/newest", { "next-router-prefetch": "1" }),
      get("/newest", {}, "POST"),
      get("/graphql?query=%7B__typename%7D"),
      get("/me/settings"),
      get("/admin"),
      get("/login"),
      get("/pay/stripe/checkout"),
      get("/ipfs/bafkreigh2akiscaildc"),
      get("/dev/mailbox"),
      get("/sitemap.xml"),
      get("/robots.txt"),
      get("/feed/newest.xml"),
      get("/og/site/en.png"),
    ];
    for (const request of refused) expect(visitorPageKey(request), request.url).toBeNull();
  });
});

describe("inlineScriptHashes", () => {
  it("hashes each inline script once, and no external script or data block", async () => {
    const run = 'self.__next_f.push([1,"a"])';
    const html = [
      "<html><head>",
      '<script src="/_next/static/chunks/main.js" async=""></script>',
      '<script type="application/ld+json">{"@type":"Article"}</script>',
      `</head><body><script>${run}</script>`,
      "<script>document.body.dataset.ready = '1'</script>",
      `<script>${run}</script>`,
      "</body></html>",
    ].join("");
    const sha = (text: string) => createHash("sha256").update(text, "utf8").digest("base64");
    expect(await inlineScriptHashes(html)).toEqual([sha(run), sha("document.body.dataset.ready = '1'")]);
    expect(await inlineScriptHashes("<p>no scripts</p>")).toEqual([]);
  });
});
