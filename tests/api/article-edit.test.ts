import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { cacheTags } from "@/lib/cache/tags";
import { articles, articleVersions, tags } from "@/server/db/schema";
import { XSS_PAYLOADS } from "../fixtures/xss-payloads";
import { Client, codeOf, db, present } from "../support/api";
import { dbId } from "../support/global-ids";
import { inertFaults } from "../support/inert-html";
import {
  fromNewIp,
  gid,
  inNewWindow,
  insertArticle,
  insertCollection,
  type UserRow,
  writer,
} from "../support/writing-fixtures";
import { graphql } from "./generated/gql";
import type { EditArticleInput, PutDraftInput } from "./generated/graphql";

// editArticle: revisions make versions (at most REVISIONS_MAX, 4), other edits make versions
// without counting, tags move with their counters, archive and restore take the article out of
// and back into every list, pinning shows it on the profile; only the author edits. The XSS
// corpus goes through publishing and revising and comes out inert.

const PUT = graphql(`
  mutation EditPut($input: PutDraftInput!) {
    putDraft(input: $input) {
      id
    }
  }
`);

const PUBLISH = graphql(`
  mutation EditPublish($id: ID!) {
    publishArticle(input: { id: $id }) {
      article {
        id
        shortHash
        content
      }
    }
  }
`);

const EDIT = graphql(`
  mutation EditRun($input: EditArticleInput!) {
    editArticle(input: $input) {
      id
      state
      pinned
      title
      summary
      summaryCustomized
      content
      revisionCount
      revisedAt
      canComment
      license
      tags {
        id
        content
        numArticles
      }
      versions(input: { first: 10 }) {
        totalCount
        edges {
          node {
            title
            description
            contents {
              html
            }
          }
        }
      }
    }
  }
`);

const READ = graphql(`
  query EditRead($shortHash: String!, $userName: String!) {
    article(input: { shortHash: $shortHash }) {
      id
      state
    }
    viewer {
      recommendation {
        newest(input: { first: 5 }) {
          edges {
            node {
              id
            }
          }
        }
      }
    }
    user(input: { userName: $userName }) {
      pinnedWorks {
        id
      }
    }
  }
`);

let author: UserRow;
let client: Client;

beforeAll(async () => {
  ({ user: author, client } = await writer());
});

async function published(input: PutDraftInput = {}, as = client) {
  const draft = await as.gql(PUT, { input: { title: "Original", content: "<p>First words</p>", ...input } });
  const result = await inNewWindow(as).gql(PUBLISH, { id: present(draft.data?.putDraft.id) });
  expect(result.errors).toBeUndefined();
  return present(result.data?.publishArticle.article);
}

const edit = (input: EditArticleInput, as = client) => as.gql(EDIT, { input });
const versionsOf = async (articleId: string) =>
  db()
    .select()
    .from(articleVersions)
    .where(eq(articleVersions.articleId, dbId(articleId)));

describe("editArticle", () => {
  it("makes a version of each revision, newest first, and counts it", async () => {
    const article = await published();
    const result = await edit({
      id: article.id,
      title: "Retitled",
      content: "<p>Second words</p>",
      description: "Fixed",
    });
    expect(result.errors).toBeUndefined();
    const edited = present(result.data?.editArticle);
    expect(edited).toMatchObject({
      title: "Retitled",
      content: "<p>Second words</p>",
      summary: "Second words",
      revisionCount: 1,
      versions: {
        totalCount: 2,
        edges: [
          { node: { title: "Retitled", description: "Fixed", contents: { html: "<p>Second words</p>" } } },
          { node: { title: "Original", description: null, contents: { html: "<p>First words</p>" } } },
        ],
      },
    });
    expect(edited.revisedAt).not.toBeNull();
  });

  it("makes a version of other edits without counting them as revisions", async () => {
    const article = await published();
    const edited = present((await edit({ id: article.id, canComment: false, license: "arr" })).data?.editArticle);
    expect(edited).toMatchObject({ canComment: false, license: "arr", revisionCount: 0, versions: { totalCount: 2 } });
    // an edit that changes nothing makes nothing
    const same = present((await edit({ id: article.id, canComment: false })).data?.editArticle);
    expect(same.versions.totalCount).toBe(2);
  });

  it("allows four revisions, then ARTICLE_REVISION_REACH_LIMIT, writing nothing", async () => {
    const article = await published();
    for (let n = 1; n <= 4; n++) {
      expect((await edit({ id: article.id, content: `<p>Revision ${n}</p>` })).errors).toBeUndefined();
    }
    const refused = await edit({ id: article.id, content: "<p>Revision 5</p>" });
    expect(codeOf(refused)).toBe("ARTICLE_REVISION_REACH_LIMIT");
    expect((await versionsOf(article.id)).length).toBe(5);
    // edits that are no revision still go through
    expect((await edit({ id: article.id, canComment: false })).errors).toBeUndefined();
  });

  it("makes four revisions, no more, of ten sent at once", async () => {
    const article = await published();
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, n) => edit({ id: article.id, content: `<p>At once ${n}</p>` })),
    );
    expect(results.filter((r) => !r.errors)).toHaveLength(4);
    expect(results.map(codeOf).filter((code) => code !== undefined)).toEqual(
      Array(6).fill("ARTICLE_REVISION_REACH_LIMIT"),
    );
    expect((await versionsOf(article.id)).length).toBe(5);
    const [row] = await db()
      .select()
      .from(articles)
      .where(eq(articles.id, dbId(article.id)));
    expect(row?.revisionCount).toBe(4);
  });

  it.each([
    ["empty", "<p>  </p>"],
    ["only a script", "<script>alert(1)</script>"],
    ["over 500,000 characters", `<p>${"a".repeat(500_001)}</p>`],
  ])("refuses %s content (ARTICLE_REVISION_CONTENT_INVALID)", async (_name, content) => {
    const article = await published();
    expect(codeOf(await edit({ id: article.id, content }))).toBe("ARTICLE_REVISION_CONTENT_INVALID");
    expect((await versionsOf(article.id)).length).toBe(1);
  });

  it("moves the article between tags, with their counts", async () => {
    const stamp = Date.now();
    const article = await published({ tags: [`Old ${stamp}`, `Kept ${stamp}`] });
    const result = await edit({ id: article.id, tags: [`Kept ${stamp}`, `New ${stamp}`] });
    expect(result.data?.editArticle.tags?.map((t) => [t.content, t.numArticles])).toEqual([
      [`Kept ${stamp}`, 1],
      [`New ${stamp}`, 1],
    ]);
    const [old] = await db()
      .select()
      .from(tags)
      .where(eq(tags.content, `Old ${stamp}`));
    expect(old).toMatchObject({ numArticles: 0, numAuthors: 0 });
    expect(codeOf(await edit({ id: article.id, tags: ["1", "2", "3", "4", "5", "6"] }))).toBe(
      "TOO_MANY_TAGS_FOR_ARTICLE",
    );
  });

  it("archives and restores: out of every list and back, with the tag counts", async () => {
    const stamp = Date.now();
    const article = await published({ tags: [`Shelf ${stamp}`] });
    const read = () => new Client().gql(READ, { shortHash: article.shortHash, userName: present(author.userName) });
    const inNewest = async () =>
      (present((await read()).data).viewer?.recommendation.newest.edges ?? []).some((e) => e.node.id === article.id);
    expect(await inNewest()).toBe(true);

    const archived = await edit({ id: article.id, state: "archived" });
    expect(archived.data?.editArticle.state).toBe("archived");
    expect(present((await read()).data).article).toBeNull();
    expect(await inNewest()).toBe(false);
    const count = async () =>
      (
        await db()
          .select()
          .from(tags)
          .where(eq(tags.content, `Shelf ${stamp}`))
      )[0]?.numArticles;
    expect(await count()).toBe(0);
    // the author still reads it, and may only restore it
    expect(codeOf(await edit({ id: article.id, title: "While archived" }))).toBe("FORBIDDEN_BY_TARGET_STATE");

    const restored = await edit({ id: article.id, state: "active" });
    expect(restored.data?.editArticle.state).toBe("active");
    expect(await inNewest()).toBe(true);
    expect(await count()).toBe(1);
  });

  it("pins on the profile, up to three works", async () => {
    const { user, client: own } = await writer();
    const works = [await published({}, own), await published({}, own), await published({}, own)];
    for (const work of works) expect((await edit({ id: work.id, pinned: true }, own)).errors).toBeUndefined();
    const pinned = async () =>
      (
        present(
          (await new Client().gql(READ, { shortHash: works[0]?.shortHash ?? "", userName: present(user.userName) }))
            .data,
        ).user?.pinnedWorks ?? []
      ).map((w) => w.id);
    expect((await pinned()).sort()).toEqual(works.map((w) => w.id).sort());
    const fourth = await published({}, own);
    expect(codeOf(await edit({ id: fourth.id, pinned: true }, own))).toBe("ACTION_LIMIT_EXCEEDED");
    expect((await edit({ id: works[0]?.id ?? "", pinned: false }, own)).data?.editArticle.pinned).toBe(false);
    expect((await edit({ id: fourth.id, pinned: true }, own)).data?.editArticle.pinned).toBe(true);
  });

  it("pins three of five articles pinned at once", async () => {
    const { user, client: own } = await writer();
    const works = await Promise.all([1, 2, 3, 4, 5].map(() => insertArticle(user.id)));
    const results = await Promise.all(works.map((work) => edit({ id: gid("Article", work.id), pinned: true }, own)));
    expect(results.filter((r) => !r.errors)).toHaveLength(3);
    expect(results.map(codeOf).filter((code) => code !== undefined)).toEqual(Array(2).fill("ACTION_LIMIT_EXCEEDED"));
    const pinned = await db()
      .select()
      .from(articles)
      .where(and(eq(articles.authorId, user.id), eq(articles.pinned, true)));
    expect(pinned).toHaveLength(3);
  });

  it("moves the article into the author's collections only", async () => {
    const article = await published();
    const mine = await insertCollection(author.id);
    const { user: other } = await writer();
    const theirs = await insertCollection(other.id);
    expect(codeOf(await edit({ id: article.id, collections: [gid("Collection", theirs.id)] }))).toBe("FORBIDDEN");
    const moved = await fromNewIp(client).gql(EDIT, {
      input: { id: article.id, collections: [gid("Collection", mine.id)] },
    });
    expect(moved.errors).toBeUndefined();
  });

  it("lets only the author edit: FORBIDDEN otherwise, nothing changed", async () => {
    const article = await published({ title: "Guarded" });
    const { client: other } = await writer();
    expect(codeOf(await edit({ id: article.id, title: "Taken" }, other))).toBe("FORBIDDEN");
    expect(codeOf(await edit({ id: article.id, state: "archived" }, other))).toBe("FORBIDDEN");
    expect(codeOf(await edit({ id: article.id, title: "Taken" }, new Client()))).toBe("UNAUTHENTICATED");
    const [row] = await db()
      .select()
      .from(articles)
      .where(eq(articles.id, dbId(article.id)));
    expect(row).toMatchObject({ title: "Guarded", state: "active" });
  });

  it("leaves banning to admins", async () => {
    const article = await published();
    expect(codeOf(await edit({ id: article.id, state: "banned" }))).toBe("FORBIDDEN");
  });

  it("purges the article's pages on a revision, and search and the sitemap", async () => {
    const article = await published();
    const probe = fromNewIp(client);
    probe.purged = [];
    await probe.gql(EDIT, { input: { id: article.id, title: "Purged" } });
    expect(probe.purged.sort()).toEqual(
      [cacheTags.article(dbId(article.id)), cacheTags.search, cacheTags.sitemap].sort(),
    );
  });
});

describe("the XSS corpus through publishing and revising", () => {
  it.each(XSS_PAYLOADS.map((p) => [p]))("leaves %s inert in the article and its versions", async (payload) => {
    const article = await published({ content: `<p>Published</p>${payload}` });
    expect(inertFaults(article.content)).toEqual([]);
    const revised = await edit({ id: article.id, content: `<p>Revised</p>${payload}` });
    expect(revised.errors).toBeUndefined();
    const edited = present(revised.data?.editArticle);
    expect(inertFaults(edited.content)).toEqual([]);
    for (const edge of edited.versions.edges) {
      expect(inertFaults(present(edge).node.contents.html)).toEqual([]);
    }
  });
});
