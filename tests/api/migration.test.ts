import { env } from "cloudflare:workers";
import { eq, inArray } from "drizzle-orm";
import { describe, expect, inject, it } from "vitest";
import { assetMap, assets, drafts } from "@/server/db/schema";
import { XSS_PAYLOADS } from "../fixtures/xss-payloads";
import { type Client, codeOf, db, present } from "../support/api";
import { inertFaults } from "../support/inert-html";
import { importFiles, jpeg, png } from "../support/media";
import { writer } from "../support/writing-fixtures";
import { graphql } from "./generated/gql";

// migration: exported articles (HTML, Markdown) become the viewer's drafts with their titles,
// text, images (stored as the drafts' uploads) and first dates; a call that is refused (over
// 1 MB together, a file that is no article) leaves no draft, record or stored object.

const MIGRATE = graphql(`
  mutation Migrate($input: MigrationInput!) {
    migration(input: $input)
  }
`);

const DRAFTS = graphql(`
  query MigratedDrafts {
    viewer {
      drafts(input: { first: 20 }) {
        totalCount
        edges {
          node {
            id
            title
            summary
            summaryCustomized
            content
            wordCount
            publishState
            assets {
              id
              type
              path
            }
          }
        }
      }
    }
  }
`);

const migrate = importFiles;

async function draftsOf(client: Client) {
  const result = await client.gql(DRAFTS);
  expect(result.errors).toBeUndefined();
  return (present(result.data?.viewer).drafts.edges ?? []).map((edge) => edge.node);
}

const base64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));

async function objectCount() {
  let count = 0;
  let cursor: string | undefined;
  do {
    const page = await env.UPLOADS.list({ cursor });
    count += page.objects.length;
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
  return count;
}

const rowsOf = async (authorId: number) => ({
  drafts: await db().select().from(drafts).where(eq(drafts.authorId, authorId)),
  assets: await db().select().from(assets).where(eq(assets.authorId, authorId)),
});

/** A Medium export as its "Download your information" archive has each post. */
function mediumExport(image: string) {
  return `<!DOCTYPE html><html><head><meta http-equiv="Content-Type" content="text/html; charset=utf-8"><title>Harbour lights</title><style>
      * { font-family: Georgia }</style></head><body><article class="h-entry">
<header><h1 class="p-name">Harbour lights</h1></header>
<section data-field="subtitle" class="p-summary">Notes from a night walk</section>
<section data-field="body" class="e-content"><section name="a1" class="section section--body section--first"><div class="section-divider"><hr class="section-divider"></div><div class="section-content"><div class="section-inner sectionLayout--insetColumn">
<h3 name="b1" class="graf graf--h3 graf--leading graf--title">Harbour lights</h3>
<p name="c1" class="graf graf--p">The boats came in <strong class="markup--strong">after dark</strong>, one by one.</p>
<figure name="d1" class="graf graf--figure"><img class="graf-image" data-image-id="x.png" data-width="40" src="${image}"><figcaption class="imageCaption">The pier at nine</figcaption></figure>
<p name="e1" class="graf graf--p graf--trailing">Nobody <a href="https://example.com/fish" class="markup--anchor" onclick="steal()">counted</a> them.</p>
</div></div></section></section>
<footer><p>By <a href="https://medium.com/@walker" class="p-author h-card">Walker</a> on <a href="https://medium.com/p/abc"><time class="dt-published" datetime="2019-03-04T22:15:00.000Z">March 4, 2019</time></a>.</p><p><a href="https://medium.com/@walker/harbour-lights-abc" class="p-canonical">Canonical link</a></p><p>Exported from <a href="https://medium.com">Medium</a> on January 5, 2026.</p></footer></article></body></html>`;
}

describe("migration", () => {
  it("makes a Medium export a draft: title, subtitle, text, its image stored, the first date", async () => {
    const { user, client } = await writer();
    const image = await png(40, 30);
    const result = await migrate(client, [
      { name: "2019-03-04_Harbour-lights-abc.html", body: mediumExport(`data:image/png;base64,${base64(image)}`) },
    ]);
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({ migration: true });

    const [draft, ...others] = await draftsOf(client);
    expect(others).toEqual([]);
    const node = present(draft);
    expect(node).toMatchObject({
      title: "Harbour lights",
      summary: "Notes from a night walk",
      summaryCustomized: true,
      publishState: "unpublished",
    });
    const content = present(node.content);
    // the page's chrome, the repeated title and subtitle, classes and handlers are gone
    expect(content).not.toMatch(/Canonical link|Exported from|class=|onclick|<h3>Harbour lights/);
    expect(content).toContain("<p>The boats came in <strong>after dark</strong>, one by one.</p>");
    expect(content).toContain('<a href="https://example.com/fish" rel="noopener noreferrer nofollow" target="_blank">');
    expect(content).toContain("<figcaption>The pier at nine</figcaption>");
    expect(content).toMatch(/<p><em>First published on March 4, 2019\.<\/em><\/p>$/);
    expect(node.wordCount).toBeGreaterThan(15);

    // the image: an upload of the author's for this draft, in R2 as it was embedded
    const [asset] = node.assets;
    expect(node.assets).toHaveLength(1);
    expect(present(asset).type).toBe("embed");
    // its pixel size named, so the page keeps its place before the bytes come
    expect(content).toContain(`<img src="${present(asset).path}?w=1280" width="40" height="30" />`);
    const key = present(asset).path.replace(/^\/assets\//, "");
    const object = await env.UPLOADS.get(key);
    expect(new Uint8Array(await present(object).arrayBuffer())).toEqual(image);
    expect(object?.httpMetadata?.contentType).toBe("image/png");
    const rows = await rowsOf(user.id);
    const links = await db()
      .select()
      .from(assetMap)
      .where(
        inArray(
          assetMap.assetId,
          rows.assets.map((a) => a.id),
        ),
      );
    expect(links.map((l) => [l.entityType, l.entityId])).toEqual([["draft", present(rows.drafts[0]).id]]);
    expect(rows.assets[0]).toMatchObject({ type: "embed", mime: "image/png", size: image.byteLength, draft: false });
  });

  it("makes a Markdown file a draft: front matter, its title heading, a table, an embedded image", async () => {
    const { client } = await writer();
    const image = jpeg(64, 48);
    const markdown = [
      "---",
      'title: "Tide tables"',
      "date: 2021-07-09T08:00:00+08:00",
      "description: When the water turns",
      "tags: [sea, notes]",
      "---",
      "",
      "# Tide tables",
      "",
      "High water *twice* a day, [mostly](https://example.com/tides).",
      "",
      `![The chart](data:image/jpeg;base64,${base64(image)})`,
      "",
      "| day | high |",
      "| --- | ---- |",
      "| Mon | 06:10 |",
      "",
      "<script>alert(1)</script>",
      "[bad](javascript:alert(1))",
    ].join("\n");
    const result = await migrate(client, [{ name: "tides.md", body: markdown, type: "text/markdown" }], null);
    expect(result.errors).toBeUndefined();
    const node = present((await draftsOf(client))[0]);
    expect(node).toMatchObject({ title: "Tide tables", summary: "When the water turns" });
    const content = present(node.content);
    expect(content).toContain('<p>High water <em>twice</em> a day, <a href="https://example.com/tides"');
    expect(content).toMatch(
      /<img src="\/assets\/embed\/[0-9a-f-]{36}\?w=1280" alt="The chart" width="64" height="48" \/>/,
    );
    // markdown-it renders tables; the sanitizer keeps their words, not the table
    expect(content).toContain("Mon");
    // raw HTML goes through the sanitizer; a link markdown-it refuses stays its own text
    expect(content).not.toMatch(/<script|href="javascript|<h2>Tide tables/);
    expect(content).toContain("[bad](javascript:alert(1))");
    // the day as written, in the text's language
    expect(content).toMatch(/First published on July 9, 2021\./);
    expect(node.assets.map((a) => a.type)).toEqual(["embed"]);
  });

  it("dates Chinese text in Chinese, and takes a file's name as the title of an export without one", async () => {
    const { client } = await writer();
    const result = await migrate(client, [
      { name: "港口夜色.md", body: "---\ndate: 2020-01-02\n---\n\n夜裡的港口很安靜，船一艘一艘地回來。\n" },
    ]);
    expect(result.errors).toBeUndefined();
    const node = present((await draftsOf(client))[0]);
    expect(node.title).toBe("港口夜色");
    expect(node.content).toContain("首次發表於 2020年1月2日。");
  });

  it("makes one draft a file, all of one call", async () => {
    const { user, client } = await writer();
    const result = await migrate(client, [
      { name: "one.html", body: "<article><h1>One</h1><p>First text.</p></article>" },
      { name: "two.md", body: "# Two\n\nSecond text.\n" },
      { name: "three.txt", body: "Just some words, no heading at all." },
    ]);
    expect(result.errors).toBeUndefined();
    const titles = (await draftsOf(client)).map((d) => d.title).sort();
    expect(titles).toEqual(["One", "Two", "three"]);
    expect((await rowsOf(user.id)).drafts).toHaveLength(3);
  });

  describe("with loopback allowed (UPLOAD_FETCH_LOOPBACK, as a test on a loopback site may)", () => {
    const server = inject("fileServer");
    async function serve(name: string, bytes: Uint8Array, type: string) {
      await fetch(`${server}/files/${name}`, {
        method: "PUT",
        body: bytes as Uint8Array<ArrayBuffer>,
        headers: { "content-type": type },
      });
      return `${server}/files/${name}`;
    }

    it("fetches an image on the web by the rules of uploads, and leaves out one it cannot take", async () => {
      const { client } = await writer();
      client.vars = { UPLOAD_FETCH_LOOPBACK: "on" };
      const picture = await serve(`pic-${crypto.randomUUID()}.png`, await png(20, 20), "image/png");
      const notPicture = await serve(`text-${crypto.randomUUID()}.png`, new TextEncoder().encode("hi"), "image/png");
      const metadata = "http://169.254.169.254/latest/meta-data/a.png";
      const html = `<article><h1>Fetched</h1><p>Words.</p><img src="${picture}"><img src="${notPicture}"><img src="${metadata}"><img src="relative/c.png"></article>`;
      const result = await migrate(client, [{ name: "fetched.html", body: html }]);
      expect(result.errors).toBeUndefined();
      const node = present((await draftsOf(client))[0]);
      expect(node.assets).toHaveLength(1);
      // http addresses it could not store are not kept: an article shows https images only
      expect(present(node.content).match(/<img /g)).toHaveLength(1);
      expect(node.content).toContain(`${present(node.assets[0]).path}?w=1280`);
    });
  });

  it("keeps an https image it could not fetch at its address, as a draft may show one", async () => {
    const { client } = await writer();
    // not on the public internet: refused before any request, as uploads by url are
    const result = await migrate(client, [
      { name: "far.html", body: '<article><h1>Far</h1><p>x</p><img src="https://intranet/a.png"></article>' },
    ]);
    expect(result.errors).toBeUndefined();
    const node = present((await draftsOf(client))[0]);
    expect(node.assets).toEqual([]);
    expect(node.content).toContain('<img src="https://intranet/a.png" />');
  });

  describe("refuses", () => {
    it("files over 1 MB together with MIGRATION_REACH_LIMIT, making nothing", async () => {
      const { user, client } = await writer();
      const before = await objectCount();
      // 540 KB each (three bytes a character), each within an article's length alone
      const half = `# Big\n\n${"字".repeat(180_000)}`;
      const result = await migrate(client, [
        { name: "a.md", body: half },
        { name: "b.md", body: half },
      ]);
      expect(codeOf(result)).toBe("MIGRATION_REACH_LIMIT");
      expect(result.errors?.[0]?.extensions?.limit).toBe(1024 * 1024);
      expect(await rowsOf(user.id)).toEqual({ drafts: [], assets: [] });
      expect(await objectCount()).toBe(before);
      // one of them alone is within the limit
      expect((await migrate(client, [{ name: "a.md", body: half }])).errors).toBeUndefined();
    });

    it.each([
      ["a PNG", "picture.html", async () => png(8, 8), "FILE_TYPE_INVALID"],
      ["a PDF", "paper.md", async () => new TextEncoder().encode("%PDF-1.7\n\u0000\u0001binary"), "FILE_TYPE_INVALID"],
      ["JSON", "posts.html", async () => new TextEncoder().encode('{"posts": [{"title": "x"}]}'), "FILE_TYPE_INVALID"],
      [
        "an RSS feed",
        "feed.html",
        async () => new TextEncoder().encode('<?xml version="1.0"?><rss></rss>'),
        "FILE_TYPE_INVALID",
      ],
      [
        "a NUL among the text",
        "nul.html",
        async () => new TextEncoder().encode("<p>a\u0000b</p>"),
        "FILE_TYPE_INVALID",
      ],
      ["Latin-1 bytes", "old.md", async () => Uint8Array.from([0x48, 0xe9, 0x20, 0xff, 0xfe]), "FILE_TYPE_INVALID"],
      ["an empty file", "empty.md", async () => new Uint8Array(), "BAD_USER_INPUT"],
      ["white space", "blank.md", async () => new TextEncoder().encode("  \n\n\t "), "BAD_USER_INPUT"],
      [
        "a page of chrome",
        "chrome.html",
        async () => new TextEncoder().encode("<html><body><nav>Home</nav><footer>©</footer></body></html>"),
        "BAD_USER_INPUT",
      ],
    ])("%s, naming the file, with nothing of the call made", async (_what, name, bytes, code) => {
      const { user, client } = await writer();
      const before = await objectCount();
      const good = { name: "good.md", body: `# Good\n\n![x](data:image/png;base64,${base64(await png(8, 8))})\n` };
      const result = await migrate(client, [good, { name, body: await bytes() }]);
      expect(codeOf(result)).toBe(code);
      expect(result.errors?.[0]?.extensions?.file).toBe(name);
      expect(result.errors?.[0]?.message).toContain(name);
      expect(await rowsOf(user.id)).toEqual({ drafts: [], assets: [] });
      expect(await objectCount()).toBe(before);
    });

    it("a call without files, and more than 50", async () => {
      const { client } = await writer();
      expect(codeOf(await migrate(client, []))).toBe("BAD_USER_INPUT");
      const many = Array.from({ length: 51 }, (_, i) => ({ name: `${i}.md`, body: `# ${i}\n\ntext` }));
      expect(codeOf(await migrate(client, many))).toBe("BAD_USER_INPUT");
    });

    it("files given as anything but file parts", async () => {
      const { client } = await writer();
      const result = await client.gql(MIGRATE, { input: { type: "medium", files: ["<p>hi</p>" as unknown as File] } });
      expect(codeOf(result)).toBe("BAD_USER_INPUT");
    });
  });

  it("stores the XSS corpus inert, a file for each payload", async () => {
    const { user, client } = await writer();
    // a NUL makes a file binary (tested apart below); the rest is text a sanitizer must judge
    const text = XSS_PAYLOADS.filter((payload) => !payload.includes("\u0000"));
    const files = text.map((payload, i) => ({
      name: `hostile-${i}.html`,
      body: `<article><h1>Hostile ${i}</h1><p>before</p>${payload}<p>after</p></article>`,
    }));
    for (let at = 0; at < files.length; at += 25) {
      const result = await migrate(client, files.slice(at, at + 25));
      expect(result.errors, `files ${at}-${at + 24}`).toBeUndefined();
    }
    const made = (await rowsOf(user.id)).drafts;
    expect(made).toHaveLength(text.length);
    for (const draft of made) expect(inertFaults(draft.content ?? ""), draft.title ?? "").toEqual([]);
  });
});
