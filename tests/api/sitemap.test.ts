import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { sitemapArticles, sitemapTags, sitemapUsers } from "@/server/db/queries/sitemap";
import { articles, tags } from "@/server/db/schema";
import { Client, codeOf, createUser, db } from "../support/api";
import { dbId } from "../support/global-ids";

// Query.sitemap: public articles, people and tags in pages cut by id range.

const run = Math.floor(Math.random() * 1e6);
const pageOf = (id: number) => Math.ceil(id / 10_000);

type Row = { id: number };
let active: Row & { shortHash: string };
let archived: Row & { shortHash: string };
let byBanned: Row & { shortHash: string };
let author: Awaited<ReturnType<typeof createUser>>;
let banned: Awaited<ReturnType<typeof createUser>>;
let usedTag: Row;
let emptyTag: Row;

async function article(authorId: number, state: "active" | "archived", name: string, revisedAt?: number) {
  const [row] = await db()
    .insert(articles)
    .values({ authorId, shortHash: `${name}${run}`, state, title: name, summary: name, revisedAt })
    .returning();
  if (!row) throw new Error("no article");
  return row;
}

beforeAll(async () => {
  author = await createUser();
  banned = await createUser({ state: "banned" });
  active = await article(author.id, "active", "smactive", Date.UTC(2026, 10, 1));
  archived = await article(author.id, "archived", "smarchived");
  byBanned = await article(banned.id, "active", "smbanned");
  const inserted = await db()
    .insert(tags)
    .values([
      { content: `Used${run}`, slug: `used${run}`, shortHash: `su${run}`, numArticles: 1 },
      { content: `Empty${run}`, slug: `empty${run}`, shortHash: `se${run}`, numArticles: 0 },
    ])
    .returning();
  const [used, empty] = inserted;
  if (!used || !empty) throw new Error("no tags");
  usedTag = used;
  emptyTag = empty;
});

// One list a request, as the sitemap routes read them: three pages of up to 10,000 rows in one
// request would cost more than the API allows (server/api/rules/query-weights.ts).
const LISTS = [
  "articles(input: { page: $page }) { shortHash lastModified }",
  "users(input: { page: $page }) { userName lastModified }",
  "tags(input: { page: $page }) { id slug lastModified }",
];

async function readSitemap(client: Client, page: number) {
  const parts = await Promise.all(
    LISTS.map((list) =>
      client.gql<{ sitemap: Partial<Sitemap> }>(
        `query($page: Int!) { sitemap { articlePages userPages tagPages ${list} } }`,
        { page },
      ),
    ),
  );
  const errors = parts.flatMap((part) => part.errors ?? []);
  const sitemap = Object.assign({}, ...parts.map((part) => part.data?.sitemap)) as Sitemap;
  return { errors: errors.length > 0 ? errors : undefined, data: { sitemap } };
}

type Sitemap = {
  articlePages: number;
  userPages: number;
  tagPages: number;
  articles: { shortHash: string; lastModified: string }[];
  users: { userName: string; lastModified: string }[];
  tags: { id: string; slug: string; lastModified: string }[];
};

describe("Query.sitemap", () => {
  it("counts pages of 10,000 ids and lists only what is public", async () => {
    const result = await readSitemap(new Client(), pageOf(active.id));
    expect(result.errors).toBeUndefined();
    const sitemap = result.data?.sitemap as Sitemap;
    expect(sitemap.articlePages).toBe(pageOf(byBanned.id));
    expect(sitemap.tagPages).toBe(pageOf(emptyTag.id));

    const hashes = sitemap.articles.map((a) => a.shortHash);
    expect(hashes).toContain(active.shortHash);
    expect(hashes).not.toContain(archived.shortHash);
    expect(hashes).not.toContain(byBanned.shortHash);
    expect(sitemap.articles.find((a) => a.shortHash === active.shortHash)?.lastModified).toBe(
      "2026-11-01T00:00:00.000Z",
    );

    const names = sitemap.users.map((u) => u.userName);
    expect(names).toContain(author.userName);
    expect(names).not.toContain(banned.userName);

    const tagIds = sitemap.tags.map((t) => t.id);
    expect(tagIds).toContain(btoa(`Tag:${usedTag.id}`));
    expect(tagIds).not.toContain(btoa(`Tag:${emptyTag.id}`));
  });

  it("lists in id order and gives an empty page past the end", async () => {
    const client = new Client();
    const first = await readSitemap(client, pageOf(active.id));
    const ids = (first.data?.sitemap.tags ?? []).map((t) => dbId(t.id));
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    const past = await readSitemap(client, pageOf(byBanned.id) + 5);
    expect(past.data?.sitemap.articles).toEqual([]);
  });

  it("refuses a page below 1", async () => {
    const result = await new Client().gql(`{ sitemap { articles(input: { page: 0 }) { shortHash } } }`);
    expect(codeOf(result)).toBe("BAD_USER_INPUT");
  });
});

describe("sitemap queries", () => {
  it("read one range of the primary key, with no index scan by state and no sort", async () => {
    for (const query of [sitemapArticles(db(), 3), sitemapUsers(db(), 3), sitemapTags(db(), 3)]) {
      const { sql, params } = query.toSQL();
      const plan = await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`)
        .bind(...params)
        .all<{ detail: string }>();
      const details = plan.results.map((row) => row.detail);
      expect(details[0], sql).toMatch(/USING INTEGER PRIMARY KEY \(rowid>\? AND rowid<\?\)/);
      expect(details.join("\n"), sql).not.toMatch(/TEMP B-TREE|SCAN/);
    }
  });
});
