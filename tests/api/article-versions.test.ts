import { beforeAll, describe, expect, it } from "vitest";
import { articles, articleVersions } from "@/server/db/schema";
import { Client, codeOf, createUser, db, PASSWORD } from "../support/api";
import { graphql } from "./generated/gql";

// Article.versions (newest first, paged) and node(id) of an ArticleVersion, which is readable
// only where its article is.

let ipSeq = 0;
const client = () => {
  ipSeq += 1;
  return new Client(`10.7.${Math.floor(ipSeq / 250)}.${(ipSeq % 250) + 1}`);
};

async function signedIn(email: string) {
  const c = client();
  const result = await c.gql(`mutation($input: EmailLoginInput!) { emailLogin(input: $input) { auth } }`, {
    input: { email, passwordOrCode: PASSWORD },
  });
  expect(result.errors).toBeUndefined();
  return c;
}

const gid = (type: string, id: number) => btoa(`${type}:${id}`);
const run = Math.floor(Math.random() * 1e6);

type UserRow = Awaited<ReturnType<typeof createUser>>;
type ArticleRow = typeof articles.$inferSelect;
type VersionRow = typeof articleVersions.$inferSelect;

let author: UserRow;
let stranger: UserRow;
let admin: UserRow;
let live: ArticleRow;
let archived: ArticleRow;
let banned: ArticleRow;
const versionsOf = new Map<number, VersionRow[]>();

/** An article with one version per title, created a second apart; versions oldest first. */
async function insertArticle(state: ArticleRow["state"], titles: string[]) {
  const last = titles.at(-1) ?? "";
  const [article] = await db()
    .insert(articles)
    .values({
      authorId: author.id,
      shortHash: `v${state}${run}`,
      state,
      title: last,
      summary: `${last} in brief`,
      revisionCount: titles.length - 1,
    })
    .returning();
  if (!article) throw new Error("no article");
  const rows = await db()
    .insert(articleVersions)
    .values(
      titles.map((title, i) => ({
        articleId: article.id,
        title,
        summary: `${title} in brief`,
        content: `<p>${title}: body ${i + 1}.</p>`,
        wordCount: 3,
        dataHash: `hash-${article.id}-${i}`,
        description: i === 0 ? null : `Edit ${i}`,
        createdAt: 1_800_000_000_000 + i * 1000,
      })),
    )
    .returning();
  versionsOf.set(article.id, rows);
  return article;
}

beforeAll(async () => {
  author = await createUser();
  stranger = await createUser();
  admin = await createUser({ role: "admin" });
  live = await insertArticle("active", ["First", "Second", "Third", "Fourth"]);
  archived = await insertArticle("archived", ["Old", "Older still"]);
  banned = await insertArticle("banned", ["Banned"]);
});

const VERSIONS = graphql(`
  query ArticleVersions($shortHash: String!, $first: Int, $after: String) {
    article(input: { shortHash: $shortHash }) {
      versions(input: { first: $first, after: $after }) {
        totalCount
        pageInfo {
          hasNextPage
          hasPreviousPage
          endCursor
        }
        edges {
          cursor
          node {
            id
            title
            summary
            dataHash
            mediaHash
            description
            createdAt
            contents {
              html
            }
          }
        }
      }
    }
  }
`);

const versions = (c: Client, shortHash: string, first?: number, after?: string) =>
  c.gql(VERSIONS, { shortHash, first, after });

const must = <T>(value: T | undefined): T => {
  if (value === undefined) throw new Error("missing fixture");
  return value;
};

describe("Article.versions", () => {
  it("lists the versions newest first with their fields", async () => {
    const result = await versions(client(), live.shortHash);
    expect(result.errors).toBeUndefined();
    const connection = result.data?.article?.versions;
    expect(connection?.totalCount).toBe(4);
    expect(connection?.pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: false });
    expect(connection?.edges.map((e) => e?.node.title)).toEqual(["Fourth", "Third", "Second", "First"]);
    const newest = must(versionsOf.get(live.id)?.[3]);
    expect(connection?.edges[0]?.node).toEqual({
      id: gid("ArticleVersion", newest.id),
      title: "Fourth",
      summary: "Fourth in brief",
      dataHash: newest.dataHash,
      mediaHash: newest.dataHash,
      description: "Edit 3",
      createdAt: new Date(newest.createdAt).toISOString(),
      contents: { html: "<p>Fourth: body 4.</p>" },
    });
    expect(connection?.edges[3]?.node.description).toBeNull();
  });

  it("pages with first and after, without gaps or repeats", async () => {
    const c = client();
    const first = await versions(c, live.shortHash, 3);
    expect(first.data?.article?.versions.edges.map((e) => e?.node.title)).toEqual(["Fourth", "Third", "Second"]);
    expect(first.data?.article?.versions.pageInfo.hasNextPage).toBe(true);
    const after = first.data?.article?.versions.pageInfo.endCursor ?? undefined;
    const second = await versions(c, live.shortHash, 3, after);
    expect(second.errors).toBeUndefined();
    expect(second.data?.article?.versions.edges.map((e) => e?.node.title)).toEqual(["First"]);
    expect(second.data?.article?.versions.pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: true });
    expect(second.data?.article?.versions.totalCount).toBe(4);
  });

  it("answers an empty page for first: 0 and rejects a broken cursor or a negative first", async () => {
    const c = client();
    const none = await versions(c, live.shortHash, 0);
    expect(none.data?.article?.versions).toMatchObject({ totalCount: 4, edges: [] });
    expect(codeOf(await versions(c, live.shortHash, 2, "not-a-cursor"))).toBe("BAD_USER_INPUT");
    expect(codeOf(await versions(c, live.shortHash, -1))).toBe("BAD_USER_INPUT");
  });

  it("is out of reach where the article is hidden, and open to its author", async () => {
    expect((await versions(client(), archived.shortHash)).data).toEqual({ article: null });
    expect((await versions(await signedIn(stranger.email as string), archived.shortHash)).data).toEqual({
      article: null,
    });
    const own = await versions(await signedIn(author.email as string), archived.shortHash);
    expect(own.data?.article?.versions.edges.map((e) => e?.node.title)).toEqual(["Older still", "Old"]);
  });
});

const NODE = `query($id: ID!) { node(input: { id: $id }) {
  id
  __typename
  ... on ArticleVersion { title contents { html } createdAt }
} }`;
const node = (c: Client, id: string) => c.gql<{ node: Record<string, unknown> | null }>(NODE, { id });

describe("node(id) of an ArticleVersion", () => {
  it("answers a version of a visible article", async () => {
    const second = must(versionsOf.get(live.id)?.[1]);
    const result = await node(client(), gid("ArticleVersion", second.id));
    expect(result.errors).toBeUndefined();
    expect(result.data?.node).toEqual({
      id: gid("ArticleVersion", second.id),
      __typename: "ArticleVersion",
      title: "Second",
      contents: { html: "<p>Second: body 2.</p>" },
      createdAt: new Date(second.createdAt).toISOString(),
    });
  });

  it("answers null for an unknown version", async () => {
    const result = await node(client(), gid("ArticleVersion", 987_654_321));
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({ node: null });
  });

  it("hides versions of archived and banned articles from visitors and other users, not from the author or admins", async () => {
    const other = await signedIn(stranger.email as string);
    const own = await signedIn(author.email as string);
    const staff = await signedIn(admin.email as string);
    for (const article of [archived, banned]) {
      const id = gid("ArticleVersion", must(versionsOf.get(article.id)?.[0]).id);
      expect((await node(client(), id)).data).toEqual({ node: null });
      expect((await node(other, id)).data).toEqual({ node: null });
      expect((await node(own, id)).data?.node).toMatchObject({ id, __typename: "ArticleVersion" });
      expect((await node(staff, id)).data?.node).toMatchObject({ id, __typename: "ArticleVersion" });
    }
  });

  it("is answered in nodes() next to other types", async () => {
    const first = must(versionsOf.get(live.id)?.[0]);
    const result = await client().gql<{ nodes: { id: string; __typename: string }[] }>(
      `query($ids: [ID!]!) { nodes(input: { ids: $ids }) { id __typename } }`,
      { ids: [gid("ArticleVersion", first.id), gid("Article", live.id)] },
    );
    expect(result.errors).toBeUndefined();
    expect(result.data?.nodes).toEqual([
      { id: gid("ArticleVersion", first.id), __typename: "ArticleVersion" },
      { id: gid("Article", live.id), __typename: "Article" },
    ]);
  });
});
