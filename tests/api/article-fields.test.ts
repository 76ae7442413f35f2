import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { articles, users } from "@/server/db/schema";
import { Client, db, present } from "../support/api";
import { dbId } from "../support/global-ids";
import { png, uploadFile } from "../support/media";
import { inNewWindow, writer } from "../support/writing-fixtures";
import { graphql } from "./generated/gql";
import type { PutDraftInput } from "./generated/graphql";

// The contract's Article fields that belong to writing: the images the author has in it
// (assets), the articles that link it (connectedBy) and the older name of the ones it links
// (collection), how its text is set (indentFirstLine, kept with each version and set from the
// draft or an edit), whether search engines are asked to leave it out (noindex), and iscnId.

const PUT = graphql(`
  mutation FieldsPut($input: PutDraftInput!) {
    putDraft(input: $input) {
      id
      indentFirstLine
    }
  }
`);

const PUBLISH = graphql(`
  mutation FieldsPublish($id: ID!) {
    publishArticle(input: { id: $id }) {
      article {
        id
        shortHash
      }
    }
  }
`);

const FIELDS = graphql(`
  query FieldsRead($shortHash: String!, $after: String, $first: Int) {
    article(input: { shortHash: $shortHash }) {
      id
      indentFirstLine
      noindex
      iscnId
      revisionCount
      assets {
        id
        type
        path
      }
      connectedBy(input: { first: $first, after: $after }) {
        totalCount
        pageInfo {
          hasNextPage
          endCursor
        }
        edges {
          node {
            id
          }
        }
      }
      connections(input: { first: 5 }) {
        edges {
          node {
            id
          }
        }
      }
      collection(input: { first: 5 }) {
        totalCount
        edges {
          node {
            id
          }
        }
      }
      versions(input: { first: 5 }) {
        totalCount
      }
    }
  }
`);

const EDIT = graphql(`
  mutation FieldsEdit($input: EditArticleInput!) {
    editArticle(input: $input) {
      id
      indentFirstLine
      revisionCount
    }
  }
`);

async function published(client: Client, input: PutDraftInput = {}) {
  const draft = await client.gql(PUT, { input: { title: "Fields", content: "<p>Words</p>", ...input } });
  expect(draft.errors).toBeUndefined();
  const result = await inNewWindow(client).gql(PUBLISH, { id: present(draft.data?.putDraft.id) });
  expect(result.errors).toBeUndefined();
  return { draftId: present(draft.data?.putDraft.id), ...present(result.data?.publishArticle.article) };
}

async function read(client: Client, shortHash: string, page: { first?: number; after?: string } = {}) {
  const result = await client.gql(FIELDS, { shortHash, ...page });
  expect(result.errors).toBeUndefined();
  return present(result.data?.article);
}

describe("Article.indentFirstLine", () => {
  it("comes from the draft, and an edit changes it as a new version that is no revision", async () => {
    const { client } = await writer();
    const draft = await client.gql(PUT, { input: { title: "Indented", content: "<p>x</p>", indentFirstLine: true } });
    expect(draft.data?.putDraft.indentFirstLine).toBe(true);
    const { shortHash, id } = present(
      (await inNewWindow(client).gql(PUBLISH, { id: present(draft.data?.putDraft.id) })).data?.publishArticle.article,
    );
    expect(await read(client, shortHash)).toMatchObject({ indentFirstLine: true, versions: { totalCount: 1 } });

    const edited = await client.gql(EDIT, { input: { id, indentFirstLine: false } });
    expect(edited.data?.editArticle).toMatchObject({ indentFirstLine: false, revisionCount: 0 });
    expect(await read(client, shortHash)).toMatchObject({ indentFirstLine: false, versions: { totalCount: 2 } });
    // the same again changes nothing
    await client.gql(EDIT, { input: { id, indentFirstLine: false } });
    expect((await read(client, shortHash)).versions.totalCount).toBe(2);
  });

  it("is off unless chosen", async () => {
    const { client } = await writer();
    const { shortHash } = await published(client);
    expect((await read(client, shortHash)).indentFirstLine).toBe(false);
  });
});

describe("Article.connectedBy and collection", () => {
  it("lists the active articles that link it, the latest link first, by page; collection is connections", async () => {
    const { client } = await writer();
    const { client: other } = await writer();
    const target = await published(client, { title: "Linked" });
    const first = await published(client, { title: "First", connections: [target.id] });
    const second = await published(other, { title: "Second", connections: [target.id] });
    const third = await published(other, { title: "Third", connections: [target.id, first.id] });

    // a visitor reads them too
    const all = await read(new Client(), target.shortHash);
    expect(all.connectedBy.totalCount).toBe(3);
    expect(all.connectedBy.edges?.map((e) => e.node.id)).toEqual([third.id, second.id, first.id]);

    // paged
    const page1 = await read(client, target.shortHash, { first: 2 });
    expect(page1.connectedBy.pageInfo.hasNextPage).toBe(true);
    const page2 = await read(client, target.shortHash, {
      first: 2,
      after: present(page1.connectedBy.pageInfo.endCursor),
    });
    expect(page2.connectedBy.edges?.map((e) => e.node.id)).toEqual([first.id]);
    expect(page2.connectedBy.pageInfo.hasNextPage).toBe(false);

    // an archived article no longer links it
    await db()
      .update(articles)
      .set({ state: "archived" })
      .where(eq(articles.id, dbId(second.id)));
    const after = await read(client, target.shortHash);
    expect(after.connectedBy.totalCount).toBe(2);
    expect(after.connectedBy.edges?.map((e) => e.node.id)).toEqual([third.id, first.id]);

    // the links of the third, under both names
    const linking = await read(client, third.shortHash);
    expect(linking.collection).toEqual({ totalCount: 2, edges: linking.connections.edges });
    expect(linking.collection.edges?.map((e) => e.node.id)).toEqual([target.id, first.id]);
  });
});

describe("Article.assets", () => {
  it("shows the author the uploads for the article and its draft, and anyone else nothing", async () => {
    const { client } = await writer();
    const draft = await client.gql(PUT, { input: { title: "Pictured", content: "<p>x</p>" } });
    const draftId = present(draft.data?.putDraft.id);
    const image = await uploadFile(
      client,
      { type: "embed", entityType: "draft", entityId: draftId },
      { bytes: await png(8, 8), name: "a.png", type: "" },
    );
    const embedded = present(image.data?.singleFileUpload);
    await client.gql(PUT, { input: { id: draftId, content: `<p>x</p><img src="${embedded.path}?w=1280">` } });
    const { id, shortHash } = present(
      (await inNewWindow(client).gql(PUBLISH, { id: draftId })).data?.publishArticle.article,
    );
    const cover = await uploadFile(
      client,
      { type: "cover", entityType: "article", entityId: id },
      { bytes: await png(16, 9), name: "c.png", type: "" },
    );
    const coverAsset = present(cover.data?.singleFileUpload);

    const mine = await read(client, shortHash);
    expect(mine.assets.map((a) => [a.id, a.type])).toEqual([
      [embedded.id, "embed"],
      [coverAsset.id, "cover"],
    ]);
    const { client: stranger } = await writer();
    expect((await read(stranger, shortHash)).assets).toEqual([]);
  });
});

describe("Article.noindex and iscnId", () => {
  it("asks search engines to leave out work whose author is archived or banned, or that is not active", async () => {
    const { user, client } = await writer();
    const { id, shortHash } = await published(client);
    expect(await read(client, shortHash)).toMatchObject({ noindex: false, iscnId: null });
    await db().update(users).set({ state: "banned" }).where(eq(users.id, user.id));
    expect((await read(client, shortHash)).noindex).toBe(true);
    await db().update(users).set({ state: "active" }).where(eq(users.id, user.id));
    await db()
      .update(articles)
      .set({ state: "archived" })
      .where(eq(articles.id, dbId(id)));
    expect((await read(client, shortHash)).noindex).toBe(true);
  });
});
