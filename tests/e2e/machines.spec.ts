import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { graphql } from "./generated/gql";
import { gql } from "./support";

// For machines: Open Graph cards, og:/Twitter meta, RSS and Atom, the sitemap and robots.txt.
// Absolute links carry the site's origin (SITE_URL), which may differ from the served port:
// the tests follow them by path.

const Newest = graphql(`
  query MachinesNewest {
    viewer {
      recommendation {
        newest(input: { first: 40 }) {
          edges {
            node {
              shortHash
              title
              language
              author {
                userName
              }
            }
          }
        }
      }
    }
  }
`);

async function newest(request: APIRequestContext) {
  const result = await gql(request, Newest);
  return (result.data?.viewer?.recommendation.newest.edges ?? []).map((e) => e.node);
}

const UserArticles = graphql(`
  query MachinesUserArticles($userName: String!) {
    user(input: { userName: $userName }) {
      articles(input: { first: 3 }) {
        edges {
          node {
            shortHash
          }
        }
      }
    }
  }
`);

const local = (url: string) => {
  const u = new URL(url);
  return u.pathname + u.search;
};

/** Width and height from a PNG's IHDR chunk, after checking the signature. */
function pngSize(body: Buffer) {
  expect([...body.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  expect(body.subarray(12, 16).toString("ascii")).toBe("IHDR");
  return { width: body.readUInt32BE(16), height: body.readUInt32BE(20) };
}

/** Dark pixels (the title's ink) in the band where a card's title is drawn, counted in the browser. */
async function inkInTitleBand(page: Page, png: Buffer): Promise<number> {
  await page.setContent("<canvas></canvas>");
  return page.evaluate(
    async (src) => {
      const image = new Image();
      image.src = src;
      await image.decode();
      const canvas = document.querySelector("canvas") as HTMLCanvasElement;
      canvas.width = image.width;
      canvas.height = image.height;
      const context = canvas.getContext("2d") as CanvasRenderingContext2D;
      context.drawImage(image, 0, 0);
      const { data } = context.getImageData(80, 130, 1040, 200);
      let dark = 0;
      for (let i = 0; i < data.length; i += 4)
        if ((data[i] ?? 255) + (data[i + 1] ?? 255) + (data[i + 2] ?? 255) < 200) dark++;
      return dark;
    },
    `data:image/png;base64,${png.toString("base64")}`,
  );
}

test.describe("Open Graph cards", () => {
  test("an English and a Chinese article's card is a 1200x630 PNG with its title drawn", async ({ page, request }) => {
    const articles = await newest(request);
    const english = articles.find((a) => a.language === "en");
    const chinese = articles.find((a) => a.language === "zh_hant" || a.language === "zh_hans");
    if (!english || !chinese) throw new Error("the seed has articles in English and Chinese");

    const ink: number[] = [];
    for (const article of [english, chinese]) {
      const response = await request.get(`/og/article/${article.shortHash}.png`);
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toBe("image/png");
      expect(response.headers()["cache-control"]).toMatch(/max-age=\d+/);
      const body = await response.body();
      expect(pngSize(body)).toEqual({ width: 1200, height: 630 });
      ink.push(await inkInTitleBand(page, body));
    }
    // a title of a few words inks thousands of pixels; a blank band (no glyphs) inks none
    expect(ink[0]).toBeGreaterThan(3000);
    expect(ink[1]).toBeGreaterThan(3000);
  });

  test("a card revalidates with its ETag", async ({ request }) => {
    const [article] = await newest(request);
    const first = await request.get(`/og/article/${article?.shortHash}.png?locale=en`);
    const etag = first.headers().etag;
    expect(etag).toBeTruthy();
    const again = await request.get(`/og/article/${article?.shortHash}.png?locale=en`, {
      headers: { "if-none-match": etag ?? "" },
    });
    expect(again.status()).toBe(304);
  });

  test("people, tags and the site have cards too", async ({ request }) => {
    const tags = await gql<{ article: { tags: { id: string }[] } }>(
      request,
      "query($h: String!) { article(input: { shortHash: $h }) { tags { id } } }",
      { h: (await newest(request))[0]?.shortHash },
    );
    const tag = tags.data?.article.tags[0]?.id;
    if (!tag) throw new Error("the newest article has a tag");
    for (const path of ["/og/user/bob.png", `/og/tag/${encodeURIComponent(tag)}.png`, "/og/site/en.png"]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect(pngSize(await response.body())).toEqual({ width: 1200, height: 630 });
    }
  });

  test("a moment's card shows its first words", async ({ page, request }) => {
    const ids = Array.from({ length: 40 }, (_, i) => btoa(`Moment:${i + 1}`));
    const result = await gql<{ nodes: { shortHash?: string; state?: string; content?: string }[] }>(
      request,
      "query($ids: [ID!]!) { nodes(input: { ids: $ids }) { ... on Moment { shortHash state content } } }",
      { ids },
    );
    const moment = result.data?.nodes.find((m) => m.state === "active" && /\p{Script=Han}/u.test(m.content ?? ""));
    if (!moment?.shortHash) throw new Error("the seed has a Chinese moment");
    const response = await request.get(`/og/moment/${moment.shortHash}.png`);
    expect(response.status()).toBe(200);
    const body = await response.body();
    expect(pngSize(body)).toEqual({ width: 1200, height: 630 });
    expect(await inkInTitleBand(page, body)).toBeGreaterThan(3000);
  });

  test("unknown entities are 404", async ({ request }) => {
    for (const path of [
      "/og/article/nosuchhash000.png",
      "/og/user/no-such-user-here.png",
      "/og/moment/nosuchhash000.png",
      "/og/constructor/x.png",
      `/og/tag/${encodeURIComponent(btoa("Tag:99999999"))}.png`,
      `/og/tag/${encodeURIComponent(btoa("User:1"))}.png`,
      "/og/site/fr.png",
      "/og/planet/earth.png",
      "/og/article/x.jpg",
    ]) {
      expect((await request.get(path)).status(), path).toBe(404);
    }
  });
});

test.describe("og: and Twitter meta", () => {
  for (const path of ["/", "/newest", "/@bob", "/guide", "/about", "/search", "/login"]) {
    test(`${path} has a title, a card and a large Twitter card`, async ({ page, request }) => {
      await page.goto(path);
      const meta = (selector: string) => page.locator(selector).first().getAttribute("content");
      expect(await meta('meta[property="og:title"]')).toBeTruthy();
      expect(await meta('meta[property="og:site_name"]')).toBe("Margins");
      expect(await meta('meta[property="og:locale"]')).toBe("en_US");
      expect(await meta('meta[name="twitter:card"]')).toBe("summary_large_image");
      const image = await meta('meta[property="og:image"]');
      expect(image).toMatch(/^https?:\/\/[^/]+\/og\/\w+\/[^/]+\.png(\?locale=en)?$/);
      expect(await meta('meta[name="twitter:image"]')).toBe(image);
      const card = await request.get(local(image ?? ""));
      expect(card.status()).toBe(200);
      expect(pngSize(await card.body())).toEqual({ width: 1200, height: 630 });
    });
  }

  test("tag, moment and article pages carry a card too", async ({ page, request }) => {
    const [article] = await newest(request);
    const found = await gql<{ article: { tags: { id: string; slug: string }[] } }>(
      request,
      "query($h: String!) { article(input: { shortHash: $h }) { tags { id slug } } }",
      { h: article?.shortHash },
    );
    const tag = found.data?.article.tags[0];
    const moment = await gql<{ node: { shortHash: string } | null }>(
      request,
      "query($id: ID!) { node(input: { id: $id }) { ... on Moment { shortHash } } }",
      { id: btoa("Moment:1") },
    );
    const shortHash = moment.data?.node?.shortHash;
    if (!article || !tag || !shortHash) throw new Error("the seed has an article with a tag, and moment 1");
    for (const [path, card] of [
      [`/tags/${tag.id}-${encodeURIComponent(tag.slug)}`, /\/og\/tag\/[^/]+\.png\?locale=en$/],
      [`/m/${shortHash}`, /\/og\/moment\/\w+\.png\?locale=en$/],
      [`/a/${article.shortHash}`, /^https?:\/\/[^/]+\/.+/],
    ] as const) {
      expect((await page.goto(path))?.status(), path).toBe(200);
      const image = await page.locator('meta[property="og:image"]').first().getAttribute("content");
      expect(image, path).toMatch(card);
      expect(await page.locator('meta[name="twitter:card"]').getAttribute("content")).toBe("summary_large_image");
      expect((await request.get(local(image ?? ""))).status(), image ?? "").toBe(200);
    }
  });

  test("a person's page shows their own card and links their feeds", async ({ page }) => {
    await page.goto("/@bob");
    expect(await page.locator('meta[property="og:image"]').getAttribute("content")).toMatch(
      /\/og\/user\/bob\.png\?locale=en$/,
    );
    await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
      "href",
      /\/feed\/user\/bob\.xml\?locale=en$/,
    );
    await expect(page.locator('link[rel="alternate"][type="application/atom+xml"]')).toHaveAttribute(
      "href",
      /\/feed\/user\/bob\.atom\?locale=en$/,
    );
  });
});

/** Parses XML in the browser; returns the text of every element matching `selector`'s tag in order. */
async function parseXml(page: Page, xml: string, tag: string, attribute?: string): Promise<string[]> {
  return page.evaluate(
    ({ xml, tag, attribute }) => {
      const doc = new DOMParser().parseFromString(xml, "application/xml");
      if (doc.getElementsByTagName("parsererror").length) throw new Error("not well-formed XML");
      return Array.from(doc.getElementsByTagName(tag), (el) =>
        attribute ? (el.getAttribute(attribute) ?? "") : (el.textContent ?? ""),
      );
    },
    { xml, tag, attribute },
  );
}

test.describe("RSS and Atom", () => {
  test("the Latest feed lists the newest articles with absolute links, in RSS and Atom", async ({ page, request }) => {
    const expected = (await newest(request)).slice(0, 5).map((a) => `/a/${a.shortHash}`);
    await page.setContent("<p>feeds</p>");

    const rss = await request.get("/feed/newest.xml?locale=en");
    expect(rss.status()).toBe(200);
    expect(rss.headers()["content-type"]).toBe("application/rss+xml; charset=utf-8");
    expect(rss.headers()["cache-control"]).toMatch(/max-age=\d+/);
    // the seed has more than 30 articles: the feed is full, every item dated
    const rssLinks = await parseXml(page, await rss.text(), "guid");
    expect(rssLinks).toHaveLength(30);
    for (const link of rssLinks) expect(link).toMatch(/^https?:\/\/[^/]+\/a\/\w+$/);
    expect(rssLinks.slice(0, 5).map((l) => new URL(l).pathname)).toEqual(expected);
    expect(await parseXml(page, await rss.text(), "language")).toEqual(["en"]);
    const pubDates = await parseXml(page, await rss.text(), "pubDate");
    expect(pubDates).toHaveLength(30);
    for (const date of pubDates) {
      expect(date).toMatch(/^\w{3}, \d{2} \w{3} \d{4} \d{2}:\d{2}:\d{2} GMT$/);
    }

    const atom = await request.get("/feed/newest.atom?locale=en");
    expect(atom.headers()["content-type"]).toBe("application/atom+xml; charset=utf-8");
    const atomIds = await parseXml(page, await atom.text(), "id");
    expect(atomIds.slice(1, 6).map((l) => new URL(l).pathname)).toEqual(expected);
    // the feed's own date, then one per entry
    const updated = await parseXml(page, await atom.text(), "updated");
    expect(updated).toHaveLength(31);
    for (const date of updated) {
      expect(date).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
    }
  });

  test("a person's feed lists their articles; an unknown person's is 404", async ({ page, request }) => {
    const bob = await gql(request, UserArticles, { userName: "bob" });
    const expected = (bob.data?.user?.articles.edges ?? []).map((e) => `/a/${e.node.shortHash}`);
    expect(expected.length).toBeGreaterThan(0);
    await page.setContent("<p>feeds</p>");
    const rss = await request.get("/feed/user/bob.xml");
    expect(rss.status()).toBe(200);
    const links = await parseXml(page, await rss.text(), "link");
    expect(links.slice(1, 1 + expected.length).map((l) => new URL(l).pathname)).toEqual(expected);
    const atom = await request.get("/feed/user/bob.atom");
    const hrefs = await parseXml(page, await atom.text(), "link", "href");
    expect(hrefs.map((l) => new URL(l).pathname)).toEqual(expect.arrayContaining(expected));
    expect((await request.get("/feed/user/no-such-user-here.xml")).status()).toBe(404);
    expect((await request.get("/feed/everything.xml")).status()).toBe(404);
  });

  test("a tag's feed lists its newest articles; its page links it; an unknown tag's is 404", async ({
    page,
    request,
  }) => {
    const [article] = await newest(request);
    const found = await gql<{ article: { tags: { id: string; slug: string }[] } }>(
      request,
      "query($h: String!) { article(input: { shortHash: $h }) { tags { id slug } } }",
      { h: article?.shortHash },
    );
    const tag = found.data?.article.tags[0];
    if (!tag) throw new Error("the newest article has a tag");
    await page.setContent("<p>feeds</p>");
    const rss = await request.get(`/feed/tag/${encodeURIComponent(tag.id)}.xml`);
    expect(rss.status()).toBe(200);
    const links = (await parseXml(page, await rss.text(), "guid")).map((l) => new URL(l).pathname);
    expect(links[0]).toBe(`/a/${article?.shortHash}`);
    const atom = await request.get(`/feed/tag/${encodeURIComponent(tag.id)}.atom`);
    expect(atom.status()).toBe(200);
    expect(await parseXml(page, await atom.text(), "entry")).not.toHaveLength(0);
    await page.goto(`/tags/${tag.id}-${encodeURIComponent(tag.slug)}`);
    await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
      "href",
      new RegExp(`/feed/tag/${encodeURIComponent(tag.id).replace(/[+]/g, "\\+")}\\.xml\\?locale=en$`),
    );
    expect((await request.get(`/feed/tag/${encodeURIComponent(btoa("Tag:99999999"))}.xml`)).status()).toBe(404);
    expect((await request.get(`/feed/tag/${encodeURIComponent(btoa("User:1"))}.xml`)).status()).toBe(404);
  });

  test("the home page links the Latest feed", async ({ page }) => {
    await page.goto("/");
    await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
      "href",
      /\/feed\/newest\.xml\?locale=en$/,
    );
  });
});

test.describe("sitemap and robots.txt", () => {
  test("the index lists child sitemaps, and they list seeded addresses", async ({ page, request }) => {
    await page.setContent("<p>sitemap</p>");
    const index = await request.get("/sitemap.xml");
    expect(index.status()).toBe(200);
    const children = (await parseXml(page, await index.text(), "loc")).map(local);
    expect(children).toEqual(
      expect.arrayContaining([
        "/sitemaps/pages.xml",
        "/sitemaps/articles-1.xml",
        "/sitemaps/users-1.xml",
        "/sitemaps/tags-1.xml",
      ]),
    );

    const urls: string[] = [];
    for (const child of children) {
      const response = await request.get(child);
      expect(response.status(), child).toBe(200);
      urls.push(...(await parseXml(page, await response.text(), "loc")).map((u) => new URL(u).pathname));
    }
    const [article] = await newest(request);
    expect(urls).toEqual(
      expect.arrayContaining(["/", "/newest", "/guide", `/a/${article?.shortHash}`, "/@bob", "/@alice"]),
    );
    expect(urls.some((u) => u.startsWith("/tags/"))).toBe(true);
    expect((await request.get("/sitemaps/articles-9999.xml")).status()).toBe(404);
    expect((await request.get("/sitemaps/everything.xml")).status()).toBe(404);
  });

  test("robots.txt points at the sitemap", async ({ request }) => {
    const robots = await request.get("/robots.txt");
    expect(robots.status()).toBe(200);
    expect(await robots.text()).toMatch(/^Sitemap: https?:\/\/[^/]+\/sitemap\.xml$/m);
  });
});
