import { and, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  COLLECTION_ARTICLES_MAX,
  COLLECTION_DESCRIPTION_MAX,
  COLLECTION_TITLE_MAX,
  PINNED_WORKS_MAX,
} from "@/server/api/rules/writing";
import { articles, assetMap, collectionArticles, collectionLikes, collections, drafts } from "@/server/db/schema";
import { Client, codeOf, db, type GqlResult, present } from "../support/api";
import { dbId } from "../support/global-ids";
import { gid, insertArticle, insertAsset, writer } from "../support/writing-fixtures";
import { graphql } from "./generated/gql";
import type { CollectionArticlesInput } from "./generated/graphql";

// The collection mutations under the contract's names: who may change what (only the author),
// the limits of server/api/rules/writing.ts with their codes, what a refused call leaves (nothing),
// likes that count each person once however many times and however fast they press, pins that
// share the profile's room with pinned articles, and the articles' list paged both ways.

const FIELDS = `id title description cover pinned likeCount liked updatedAt author { id }`;
const PUT = `mutation($input: PutCollectionInput!) { putCollection(input: $input) { ${FIELDS} } }`;
const DELETE = `mutation($ids: [ID!]!) { deleteCollections(input: { ids: $ids }) }`;
const ADD = `mutation($input: AddCollectionsArticlesInput!) { addCollectionsArticles(input: $input) { id } }`;
const REMOVE = `mutation($input: DeleteCollectionArticlesInput!) { deleteCollectionArticles(input: $input) { id } }`;
const REORDER = `mutation($input: ReorderCollectionArticlesInput!) { reorderCollectionArticles(input: $input) { id } }`;
const LIKE = `mutation($id: ID!) { likeCollection(input: { id: $id }) { likeCount liked } }`;
const UNLIKE = `mutation($id: ID!) { unlikeCollection(input: { id: $id }) { likeCount liked } }`;
const READ = graphql(`
  query CollectionsRead($id: ID!, $input: CollectionArticlesInput!) {
    node(input: { id: $id }) {
      ... on Collection {
        likeCount
        liked
        articles(input: $input) {
          totalCount
          pageInfo {
            startCursor
            endCursor
            hasNextPage
            hasPreviousPage
          }
          edges {
            cursor
            node {
              id
            }
          }
        }
      }
    }
  }
`);

type CollectionData = {
  id: string;
  title: string;
  description: string | null;
  cover: string | null;
  pinned: boolean;
  likeCount: number;
  liked: boolean;
  updatedAt: string;
};
const PIN_ARTICLE = `mutation($id: ID!) { editArticle(input: { id: $id, pinned: true }) { id pinned } }`;
const put = (client: Client, input: Record<string, unknown>) =>
  client.gql<{ putCollection: CollectionData }>(PUT, { input });

async function created(client: Client, input: Record<string, unknown> = {}) {
  const result = await put(client, { title: "A shelf", ...input });
  expect(result.errors).toBeUndefined();
  return present(result.data).putCollection;
}

async function read(client: Client, id: string, input: CollectionArticlesInput = {}) {
  const result = await client.gql(READ, { id, input });
  expect(result.errors).toBeUndefined();
  const node = present(result.data?.node);
  if (!("articles" in node)) throw new Error("not a collection");
  return node;
}

type ArticlePage = Awaited<ReturnType<typeof read>>["articles"];
/** The article ids of a page. */
const idsOf = (page: ArticlePage) => (page.edges ?? []).map((e) => e.node.id);

const listed = async (client: Client, id: string, input: CollectionArticlesInput = {}) =>
  ((await read(client, id, { first: 50, ...input })).articles.edges ?? []).map((e) => e.node.id);

/** Published articles of the author, as global ids. */
async function published(authorId: number, n: number) {
  const ids: string[] = [];
  for (let i = 0; i < n; i += 1) ids.push(gid("Article", (await insertArticle(authorId)).id));
  return ids;
}

/** A collection filled to its limit with the author's articles, straight in the database. */
async function fill(collectionId: number, authorId: number) {
  const now = Date.now();
  // a few rows a statement: D1 takes at most 100 bound parameters
  const rows: { id: number }[] = [];
  for (let i = 0; i < COLLECTION_ARTICLES_MAX; i += 5) {
    const batch = Array.from({ length: 5 }, (_, j) => ({
      authorId,
      shortHash: `cap${now}${i + j}${Math.floor(Math.random() * 1e6)}`,
      title: `Piece ${i + j}`,
      summary: "",
    }));
    rows.push(...(await db().insert(articles).values(batch).returning({ id: articles.id })));
  }
  for (let i = 0; i < rows.length; i += 25) {
    await db()
      .insert(collectionArticles)
      .values(rows.slice(i, i + 25).map((r, j) => ({ collectionId, articleId: r.id, order: i + j + 1 })));
  }
  return rows;
}

const rowOf = async (id: string) =>
  (
    await db()
      .select()
      .from(collections)
      .where(eq(collections.id, dbId(id)))
  )[0];

const ok = <T>(result: GqlResult<T>) => {
  expect(result.errors).toBeUndefined();
  return present(result.data);
};

describe("putCollection", () => {
  it("makes a collection with a title, a description and the author's cover", async () => {
    const { user, client } = await writer();
    const asset = await insertAsset(user.id, "collectionCover", `collectionCover/${crypto.randomUUID()}`);
    const made = await created(client, {
      title: "  Notes   from the   road ",
      description: "Travels,\r\nin order.  ",
      cover: gid("Asset", asset.id),
    });
    expect(made).toMatchObject({
      title: "Notes from the road",
      description: "Travels,\nin order.",
      cover: `/assets/${asset.path}`,
      pinned: false,
      likeCount: 0,
      liked: false,
      author: { id: gid("User", user.id) },
    });
  });

  it("needs a title within the limit, and a description within its own", async () => {
    const { user, client } = await writer();
    const before = (await db().select().from(collections).where(eq(collections.authorId, user.id))).length;
    for (const input of [
      {},
      { title: "   " },
      { title: null },
      { title: "x".repeat(COLLECTION_TITLE_MAX + 1) },
      { title: "Fine", description: "y".repeat(COLLECTION_DESCRIPTION_MAX + 1) },
    ]) {
      expect(codeOf(await put(client, input))).toBe("BAD_USER_INPUT");
    }
    // a limit counts characters as people do: forty Chinese characters fit
    expect((await created(client, { title: "字".repeat(COLLECTION_TITLE_MAX) })).title).toHaveLength(40);
    const after = (await db().select().from(collections).where(eq(collections.authorId, user.id))).length;
    expect(after).toBe(before + 1);
  });

  it("edits only what it is given, empties with null, and keeps the title", async () => {
    const { user, client } = await writer();
    const asset = await insertAsset(user.id, "cover", `cover/${crypto.randomUUID()}`);
    const made = await created(client, { description: "Kept", cover: gid("Asset", asset.id) });
    const renamed = ok(await put(client, { id: made.id, title: "Renamed" })).putCollection;
    expect(renamed).toMatchObject({ title: "Renamed", description: "Kept", cover: `/assets/${asset.path}` });
    expect(Date.parse(renamed.updatedAt)).toBeGreaterThanOrEqual(Date.parse(made.updatedAt));
    const emptied = ok(await put(client, { id: made.id, description: null, cover: null })).putCollection;
    expect(emptied).toMatchObject({ title: "Renamed", description: null, cover: null });
    expect(codeOf(await put(client, { id: made.id, title: null }))).toBe("BAD_USER_INPUT");
    expect(codeOf(await put(client, { id: made.id, title: "" }))).toBe("BAD_USER_INPUT");
    expect((await rowOf(made.id))?.title).toBe("Renamed");
  });

  it("takes a cover only from the author's own collection covers and covers", async () => {
    const { user, client } = await writer();
    const { user: other } = await writer();
    const made = await created(client);
    const theirs = await insertAsset(other.id, "collectionCover", `collectionCover/${crypto.randomUUID()}`);
    const avatar = await insertAsset(user.id, "avatar", `avatar/${crypto.randomUUID()}`);
    expect(codeOf(await put(client, { id: made.id, cover: gid("Asset", theirs.id) }))).toBe("FORBIDDEN");
    expect(codeOf(await put(client, { id: made.id, cover: gid("Asset", avatar.id) }))).toBe("BAD_USER_INPUT");
    expect(codeOf(await put(client, { id: made.id, cover: gid("Asset", 99_999_999) }))).toBe("ASSET_NOT_FOUND");
    expect(codeOf(await put(client, { cover: gid("Asset", theirs.id), title: "No" }))).toBe("FORBIDDEN");
    expect((await rowOf(made.id))?.cover).toBeNull();
  });

  it("lets only the author edit; an unknown collection is not found, another kind of id is bad input", async () => {
    const { client } = await writer();
    const { client: other } = await writer();
    const made = await created(client, { title: "Mine" });
    expect(codeOf(await put(other, { id: made.id, title: "Taken" }))).toBe("FORBIDDEN");
    expect(codeOf(await put(other, { id: made.id, pinned: true }))).toBe("FORBIDDEN");
    expect(codeOf(await put(client, { id: gid("Collection", 99_999_999), title: "X" }))).toBe("ENTITY_NOT_FOUND");
    expect(codeOf(await put(client, { id: gid("Article", 1), title: "X" }))).toBe("BAD_USER_INPUT");
    expect(codeOf(await put(new Client(), { title: "Visitor" }))).toBe("UNAUTHENTICATED");
    expect((await rowOf(made.id))?.title).toBe("Mine");
  });
});

describe("pinning a collection", () => {
  const PINNED = `query($name: String!) { user(input: { userName: $name }) { pinnedWorks { __typename id } } }`;
  const pinnedOf = async (userName: string) =>
    present(
      (await new Client().gql<{ user: { pinnedWorks: { id: string }[] } }>(PINNED, { name: userName })).data?.user,
    ).pinnedWorks.map((w) => w.id);

  it("shows it among the pinned works, sharing their room with pinned articles", async () => {
    const { user, client } = await writer();
    const [first, second] = await published(user.id, 2);
    await db()
      .update(articles)
      .set({ pinned: true })
      .where(inArray(articles.id, [dbId(present(first)), dbId(present(second))]));
    const pinned = await created(client, { title: "Pinned", pinned: true });
    expect(pinned.pinned).toBe(true);
    expect((await pinnedOf(present(user.userName))).sort()).toEqual([first, second, pinned.id].sort());
    expect(PINNED_WORKS_MAX).toBe(3);

    // full: a new pinned collection is not made at all, an edit that pins changes nothing
    const count = async () => (await db().select().from(collections).where(eq(collections.authorId, user.id))).length;
    const before = await count();
    expect(codeOf(await put(client, { title: "One too many", pinned: true }))).toBe("ACTION_LIMIT_EXCEEDED");
    expect(await count()).toBe(before);
    const other = await created(client, { title: "Waiting" });
    expect(codeOf(await put(client, { id: other.id, title: "Changed", pinned: true }))).toBe("ACTION_LIMIT_EXCEEDED");
    expect(await rowOf(other.id)).toMatchObject({ title: "Waiting", pinned: false });

    // unpinning makes room
    expect(ok(await put(client, { id: pinned.id, pinned: false })).putCollection.pinned).toBe(false);
    expect(ok(await put(client, { id: other.id, pinned: true })).putCollection.pinned).toBe(true);
    expect(await pinnedOf(present(user.userName))).toContain(other.id);
  });

  it("lets pins pressed at once take only the room there is", async () => {
    const { user, client } = await writer();
    const made = await Promise.all([1, 2, 3, 4, 5].map((n) => created(client, { title: `Shelf ${n}` })));
    const results = await Promise.all(made.map((c) => put(client, { id: c.id, pinned: true })));
    expect(results.filter((r) => !r.errors)).toHaveLength(PINNED_WORKS_MAX);
    expect(results.filter((r) => codeOf(r) === "ACTION_LIMIT_EXCEEDED")).toHaveLength(5 - PINNED_WORKS_MAX);
    const rows = await db()
      .select()
      .from(collections)
      .where(and(eq(collections.authorId, user.id), eq(collections.pinned, true)));
    expect(rows).toHaveLength(PINNED_WORKS_MAX);
  });

  it("lets articles and collections pinned at once share the room there is", async () => {
    const { user, client } = await writer();
    const shelves = await Promise.all([1, 2].map((n) => created(client, { title: `Shelf ${n}` })));
    const works = await published(user.id, 4);
    const results = await Promise.all([
      ...works.map((id) => client.gql(PIN_ARTICLE, { id })),
      ...shelves.map((c) => put(client, { id: c.id, pinned: true })),
    ]);
    expect(results.filter((r) => !r.errors)).toHaveLength(PINNED_WORKS_MAX);
    expect(results.filter((r) => codeOf(r) === "ACTION_LIMIT_EXCEEDED")).toHaveLength(6 - PINNED_WORKS_MAX);
    const pinned = await Promise.all([
      db()
        .select()
        .from(collections)
        .where(and(eq(collections.authorId, user.id), eq(collections.pinned, true))),
      db()
        .select()
        .from(articles)
        .where(and(eq(articles.authorId, user.id), eq(articles.pinned, true))),
    ]);
    expect(pinned.flat()).toHaveLength(PINNED_WORKS_MAX);
  });
});

describe("addCollectionsArticles and deleteCollectionArticles", () => {
  it("adds the author's published articles at the end, once each", async () => {
    const { user, client } = await writer();
    const shelf = await created(client);
    const [a, b, c] = await published(user.id, 3);
    ok(await client.gql(ADD, { input: { collections: [shelf.id], articles: [a, b] } }));
    ok(await client.gql(ADD, { input: { collections: [shelf.id], articles: [c, a] } }));
    // the contract's default lists the last added first; a repeat keeps its place
    expect(await listed(client, shelf.id)).toEqual([c, b, a]);
    expect(await listed(client, shelf.id, { reversed: false })).toEqual([a, b, c]);
  });

  it("adds to several collections at once and answers them", async () => {
    const { user, client } = await writer();
    const one = await created(client, { title: "One" });
    const two = await created(client, { title: "Two" });
    const [a] = await published(user.id, 1);
    const result = await client.gql<{ addCollectionsArticles: { id: string }[] }>(ADD, {
      input: { collections: [one.id, two.id], articles: [a] },
    });
    expect(ok(result).addCollectionsArticles.map((x) => x.id)).toEqual([one.id, two.id]);
    expect(await listed(client, one.id)).toEqual([a]);
    expect(await listed(client, two.id)).toEqual([a]);
  });

  it("refuses someone else's article or collection, and unknown or unpublished articles, adding nothing", async () => {
    const { user, client } = await writer();
    const { user: other, client: otherClient } = await writer();
    const shelf = await created(client);
    const theirShelf = await created(otherClient);
    const [mine] = await published(user.id, 1);
    const [theirs] = await published(other.id, 1);
    const archived = gid("Article", (await insertArticle(user.id, "archived")).id);
    const banned = gid("Article", (await insertArticle(user.id, "banned")).id);
    const add = (collections: string[], list: string[]) =>
      client.gql(ADD, { input: { collections, articles: list } }).then(codeOf);
    expect(await add([shelf.id], [mine as string, theirs as string])).toBe("FORBIDDEN");
    expect(await add([shelf.id, theirShelf.id], [mine as string])).toBe("FORBIDDEN");
    expect(await add([shelf.id], [mine as string, archived])).toBe("ARTICLE_NOT_FOUND");
    expect(await add([shelf.id], [banned])).toBe("ARTICLE_NOT_FOUND");
    expect(await add([shelf.id], [gid("Article", 99_999_999)])).toBe("ARTICLE_NOT_FOUND");
    expect(await add([gid("Collection", 99_999_999)], [mine as string])).toBe("ENTITY_NOT_FOUND");
    expect(await add([shelf.id], [gid("Tag", 1)])).toBe("BAD_USER_INPUT");
    const rows = await db()
      .select()
      .from(collectionArticles)
      .where(inArray(collectionArticles.collectionId, [dbId(shelf.id), dbId(theirShelf.id)]));
    expect(rows).toEqual([]);
  });

  it(`holds at most ${COLLECTION_ARTICLES_MAX} articles a collection`, async () => {
    const { user, client } = await writer();
    const shelf = await created(client);
    const rows = await fill(dbId(shelf.id), user.id);
    const [extra] = await published(user.id, 1);
    const result = await client.gql(ADD, { input: { collections: [shelf.id], articles: [extra] } });
    expect(codeOf(result)).toBe("ACTION_LIMIT_EXCEEDED");
    // one already in it is no addition: the call passes
    const again = await client.gql(ADD, {
      input: { collections: [shelf.id], articles: [gid("Article", present(rows[0]).id)] },
    });
    expect(again.errors).toBeUndefined();
    expect((await read(client, shelf.id)).articles.totalCount).toBe(COLLECTION_ARTICLES_MAX);
  });

  it("fills the last places once when articles are added at once", async () => {
    const { user, client } = await writer();
    const shelf = await created(client);
    const rows = await fill(dbId(shelf.id), user.id);
    // two places left
    await db()
      .delete(collectionArticles)
      .where(inArray(collectionArticles.articleId, [present(rows[0]).id, present(rows[1]).id]));
    const extra = await published(user.id, 6);
    const results = await Promise.all(
      extra.map((id) => client.gql(ADD, { input: { collections: [shelf.id], articles: [id] } })),
    );
    expect(results.filter((r) => !r.errors)).toHaveLength(2);
    expect(results.filter((r) => codeOf(r) === "ACTION_LIMIT_EXCEEDED")).toHaveLength(4);
    const held = await db()
      .select()
      .from(collectionArticles)
      .where(eq(collectionArticles.collectionId, dbId(shelf.id)));
    expect(held).toHaveLength(COLLECTION_ARTICLES_MAX);
  });

  it("refuses more than 200 additions in one call", async () => {
    const { client } = await writer();
    const shelves = await Promise.all([1, 2, 3].map(() => created(client)));
    const ids = Array.from({ length: 67 }, (_, i) => gid("Article", i + 1));
    const result = await client.gql(ADD, { input: { collections: shelves.map((s) => s.id), articles: ids } });
    expect(codeOf(result)).toBe("ACTION_LIMIT_EXCEEDED");
  });

  it("takes articles out; ones not in it are passed over", async () => {
    const { user, client } = await writer();
    const shelf = await created(client);
    const [a, b, c] = await published(user.id, 3);
    ok(await client.gql(ADD, { input: { collections: [shelf.id], articles: [a, b] } }));
    ok(await client.gql(REMOVE, { input: { collection: shelf.id, articles: [a, c] } }));
    expect(await listed(client, shelf.id)).toEqual([b]);
    const { client: other } = await writer();
    expect(codeOf(await other.gql(REMOVE, { input: { collection: shelf.id, articles: [b] } }))).toBe("FORBIDDEN");
    expect(await listed(client, shelf.id)).toEqual([b]);
  });
});

describe("reorderCollectionArticles", () => {
  async function shelfOf(n: number) {
    const { user, client } = await writer();
    const shelf = await created(client);
    const ids = await published(user.id, n);
    for (const id of ids) ok(await client.gql(ADD, { input: { collections: [shelf.id], articles: [id] } }));
    return { user, client, shelf, ids };
  }
  const reorder = (client: Client, collection: string, moves: { item: string; newPosition: number }[]) =>
    client.gql(REORDER, { input: { collection, moves } });

  it("moves articles one move after another, in the default order's positions", async () => {
    const { user, client, shelf, ids } = await shelfOf(4);
    const [a, b, c, d] = ids as [string, string, string, string];
    expect(await listed(client, shelf.id)).toEqual([d, c, b, a]);
    ok(await reorder(client, shelf.id, [{ item: a, newPosition: 0 }]));
    expect(await listed(client, shelf.id)).toEqual([a, d, c, b]);
    ok(
      await reorder(client, shelf.id, [
        { item: b, newPosition: 1 },
        { item: a, newPosition: 3 },
      ]),
    );
    expect(await listed(client, shelf.id)).toEqual([b, d, c, a]);
    expect(await listed(client, shelf.id, { reversed: false })).toEqual([a, c, d, b]);
    // a new article still goes on top of the default order
    const [e] = await published(user.id, 1);
    ok(await client.gql(ADD, { input: { collections: [shelf.id], articles: [e] } }));
    expect(await listed(client, shelf.id)).toEqual([e, b, d, c, a]);
  });

  it("keeps an archived article's place among the others", async () => {
    const { client, shelf, ids } = await shelfOf(3);
    const [a, b, c] = ids as [string, string, string];
    await db()
      .update(articles)
      .set({ state: "archived" })
      .where(eq(articles.id, dbId(b)));
    expect(await listed(client, shelf.id)).toEqual([c, a]);
    expect(codeOf(await reorder(client, shelf.id, [{ item: b, newPosition: 0 }]))).toBe("ARTICLE_NOT_FOUND");
    ok(await reorder(client, shelf.id, [{ item: a, newPosition: 0 }]));
    expect(await listed(client, shelf.id)).toEqual([a, c]);
    await db()
      .update(articles)
      .set({ state: "active" })
      .where(eq(articles.id, dbId(b)));
    // b stood between c and a's old places: it is back in the middle
    expect(await listed(client, shelf.id)).toEqual([a, b, c]);
  });

  it("refuses a position outside the list or an article not in it, moving nothing", async () => {
    const { user, client, shelf, ids } = await shelfOf(2);
    const [a, b] = ids as [string, string];
    const [outside] = await published(user.id, 1);
    for (const moves of [
      [{ item: a, newPosition: 2 }],
      [{ item: a, newPosition: -1 }],
      [
        { item: b, newPosition: 1 },
        { item: a, newPosition: 5 },
      ],
    ]) {
      expect(codeOf(await reorder(client, shelf.id, moves))).toBe("BAD_USER_INPUT");
    }
    expect(codeOf(await reorder(client, shelf.id, [{ item: outside as string, newPosition: 0 }]))).toBe(
      "ARTICLE_NOT_FOUND",
    );
    const { client: other } = await writer();
    expect(codeOf(await reorder(other, shelf.id, [{ item: a, newPosition: 0 }]))).toBe("FORBIDDEN");
    expect(await listed(client, shelf.id)).toEqual([b, a]);
  });
});

describe("likes", () => {
  it("count each reader once, however often and however fast they like", async () => {
    const { client: owner } = await writer();
    const shelf = await created(owner);
    const { client: reader } = await writer();
    const results = await Promise.all(Array.from({ length: 20 }, () => reader.gql(LIKE, { id: shelf.id })));
    for (const result of results) expect(result.errors).toBeUndefined();
    expect(await read(reader, shelf.id)).toMatchObject({ likeCount: 1, liked: true });
    expect(await read(new Client(), shelf.id)).toMatchObject({ likeCount: 1, liked: false });
    const likes = await db()
      .select()
      .from(collectionLikes)
      .where(eq(collectionLikes.collectionId, dbId(shelf.id)));
    expect(likes).toHaveLength(1);

    const unliked = await Promise.all(Array.from({ length: 5 }, () => reader.gql(UNLIKE, { id: shelf.id })));
    for (const result of unliked) expect(result.errors).toBeUndefined();
    expect(await read(reader, shelf.id)).toMatchObject({ likeCount: 0, liked: false });
  });

  // twenty sign-ins (each a password hash) come first: on a loaded machine they pass 5 s
  it("count twenty readers liking at once as twenty", { timeout: 30_000 }, async () => {
    const { client: owner } = await writer();
    const shelf = await created(owner);
    const readers = await Promise.all(Array.from({ length: 20 }, () => writer()));
    await Promise.all(readers.map(({ client }) => client.gql(LIKE, { id: shelf.id })));
    expect((await read(owner, shelf.id)).likeCount).toBe(20);
    expect((await rowOf(shelf.id))?.likeCount).toBe(20);
  });

  it("need a reader and a collection that exists", async () => {
    const { client: owner } = await writer();
    const shelf = await created(owner);
    expect(codeOf(await new Client().gql(LIKE, { id: shelf.id }))).toBe("UNAUTHENTICATED");
    const { client: reader } = await writer();
    expect(codeOf(await reader.gql(LIKE, { id: gid("Collection", 99_999_999) }))).toBe("ENTITY_NOT_FOUND");
    expect(codeOf(await reader.gql(LIKE, { id: gid("Article", 1) }))).toBe("BAD_USER_INPUT");
  });
});

describe("deleteCollections", () => {
  it("deletes the author's collections with their lists, likes and drafts' mentions; the articles stay", async () => {
    const { user, client } = await writer();
    const shelf = await created(client);
    const kept = await created(client, { title: "Kept" });
    const [a] = await published(user.id, 1);
    ok(await client.gql(ADD, { input: { collections: [shelf.id, kept.id], articles: [a] } }));
    const { client: reader } = await writer();
    ok(await reader.gql(LIKE, { id: shelf.id }));
    await db()
      .insert(assetMap)
      .values({
        assetId: (await insertAsset(user.id, "collectionCover", `collectionCover/${crypto.randomUUID()}`)).id,
        entityType: "collection",
        entityId: dbId(shelf.id),
      });
    const [draft] = await db()
      .insert(drafts)
      .values({ authorId: user.id, title: "Soon", collections: [dbId(kept.id), dbId(shelf.id)] })
      .returning();

    expect(ok(await client.gql<{ deleteCollections: boolean }>(DELETE, { ids: [shelf.id] })).deleteCollections).toBe(
      true,
    );
    expect(await rowOf(shelf.id)).toBeUndefined();
    const id = dbId(shelf.id);
    expect(await db().select().from(collectionArticles).where(eq(collectionArticles.collectionId, id))).toEqual([]);
    expect(await db().select().from(collectionLikes).where(eq(collectionLikes.collectionId, id))).toEqual([]);
    expect(
      await db()
        .select()
        .from(assetMap)
        .where(and(eq(assetMap.entityType, "collection"), eq(assetMap.entityId, id))),
    ).toEqual([]);
    const [after] = await db()
      .select()
      .from(drafts)
      .where(eq(drafts.id, present(draft).id));
    expect(after?.collections).toEqual([dbId(kept.id)]);
    expect(await listed(client, kept.id)).toEqual([a]);
    const node = await new Client().gql<{ node: unknown }>(`query($id: ID!) { node(input: { id: $id }) { id } }`, {
      id: shelf.id,
    });
    expect(node.data?.node).toBeNull();
  });

  it("deletes nothing when any collection named is someone else's or unknown", async () => {
    const { client } = await writer();
    const { client: other } = await writer();
    const mine = await created(client);
    const theirs = await created(other);
    expect(codeOf(await client.gql(DELETE, { ids: [mine.id, theirs.id] }))).toBe("FORBIDDEN");
    expect(codeOf(await client.gql(DELETE, { ids: [mine.id, gid("Collection", 99_999_999)] }))).toBe(
      "ENTITY_NOT_FOUND",
    );
    expect(await rowOf(mine.id)).toBeDefined();
    expect(await rowOf(theirs.id)).toBeDefined();
    expect(ok(await client.gql<{ deleteCollections: boolean }>(DELETE, { ids: [] })).deleteCollections).toBe(false);
    const many = Array.from({ length: 51 }, (_, i) => gid("Collection", i + 1));
    expect(codeOf(await client.gql(DELETE, { ids: many }))).toBe("BAD_USER_INPUT");
  });
});

describe("a collection's articles", () => {
  it("page forward and back, with or without the cursor's own article", async () => {
    const { user, client } = await writer();
    const shelf = await created(client);
    const ids = await published(user.id, 5);
    ok(await client.gql(ADD, { input: { collections: [shelf.id], articles: ids } }));
    const order = [...ids].reverse();
    const first = (await read(client, shelf.id, { first: 2 })).articles;
    expect(idsOf(first)).toEqual(order.slice(0, 2));
    expect(first.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false });
    expect(first.totalCount).toBe(5);

    const next = (await read(client, shelf.id, { first: 2, after: first.pageInfo.endCursor })).articles;
    expect(idsOf(next)).toEqual(order.slice(2, 4));
    const including = (await read(client, shelf.id, { first: 2, after: first.pageInfo.endCursor, includeAfter: true }))
      .articles;
    expect(idsOf(including)).toEqual(order.slice(1, 3));

    const end = (await read(client, shelf.id, { last: 2 })).articles;
    expect(idsOf(end)).toEqual(order.slice(3));
    expect(end.pageInfo).toMatchObject({ hasPreviousPage: true, hasNextPage: false });
    const back = (await read(client, shelf.id, { last: 2, before: end.pageInfo.startCursor })).articles;
    expect(idsOf(back)).toEqual(order.slice(1, 3));
    expect(back.pageInfo).toMatchObject({ hasPreviousPage: true, hasNextPage: true });
    const backIncluding = (
      await read(client, shelf.id, { last: 2, before: end.pageInfo.startCursor, includeBefore: true })
    ).articles;
    expect(idsOf(backIncluding)).toEqual(order.slice(2, 4));
    const window = (
      await read(client, shelf.id, { first: 10, after: first.pageInfo.startCursor, before: end.pageInfo.endCursor })
    ).articles;
    expect(idsOf(window)).toEqual(order.slice(1, 4));
    expect(codeOf(await client.gql(READ, { id: shelf.id, input: { after: "garbage" } }))).toBe("BAD_USER_INPUT");
  });

  it("say whether they contain an article", async () => {
    const { user, client } = await writer();
    const shelf = await created(client);
    const [inside, outside] = await published(user.id, 2);
    ok(await client.gql(ADD, { input: { collections: [shelf.id], articles: [inside] } }));
    const contains = async (id: string) =>
      present(
        (
          await new Client().gql<{ node: { contains: boolean } }>(
            `query($id: ID!, $article: ID!) { node(input: { id: $id }) { ... on Collection { contains(input: { id: $article }) } } }`,
            { id: shelf.id, article: id },
          )
        ).data?.node,
      ).contains;
    expect(await contains(inside as string)).toBe(true);
    expect(await contains(outside as string)).toBe(false);
  });
});

describe("collections chosen with the article", () => {
  it("are not joined past their limit when publishing", async () => {
    const { user, client } = await writer();
    const shelf = await created(client);
    const draft = ok(
      await client.gql<{ putDraft: { id: string } }>(
        `mutation($input: PutDraftInput!) { putDraft(input: $input) { id } }`,
        { input: { title: "Late", content: "<p>Text</p>", collections: [shelf.id] } },
      ),
    ).putDraft;
    await fill(dbId(shelf.id), user.id);
    const result = await client.gql(`mutation($id: ID!) { publishArticle(input: { id: $id }) { publishState } }`, {
      id: draft.id,
    });
    expect(codeOf(result)).toBe("ACTION_LIMIT_EXCEEDED");
    expect(
      await db()
        .select()
        .from(articles)
        .where(and(eq(articles.authorId, user.id), eq(articles.title, "Late"))),
    ).toEqual([]);
  });

  const EDIT = graphql(`
    mutation CollectionsEditArticle($input: EditArticleInput!) {
      editArticle(input: $input) {
        collections(input: { first: 10 }) {
          edges {
            node {
              id
            }
          }
        }
      }
    }
  `);

  it("keep an article in more than three through an edit, but add no more", async () => {
    const { user, client } = await writer();
    const shelves = await Promise.all([1, 2, 3, 4, 5].map((n) => created(client, { title: `Shelf ${n}` })));
    const a = present((await published(user.id, 1))[0]);
    const four = shelves.slice(0, 4).map((s) => s.id);
    ok(await client.gql(ADD, { input: { collections: four, articles: [a] } }));
    const fifth = present(shelves[4]).id;
    expect(codeOf(await client.gql(EDIT, { input: { id: a, collections: [...four, fifth] } }))).toBe("BAD_USER_INPUT");
    const edited = ok(
      await client.gql(EDIT, {
        input: { id: a, collections: four.slice(1) },
      }),
    );
    expect((edited.editArticle.collections.edges ?? []).map((e) => e.node.id).sort()).toEqual(four.slice(1).sort());
  });
});
