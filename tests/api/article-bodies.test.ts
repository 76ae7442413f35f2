import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { backfillBodies, backfillTranslationBodies, bodyKey, contentHash } from "@/server/db/article-bodies";
import { articles, articleTranslations, articleVersions, drafts } from "@/server/db/schema";
import { Client, codeOf, db, present } from "../support/api";
import { dbId } from "../support/global-ids";
import { fromNewIp, gid, inNewWindow, insertArticle, type UserRow, writer } from "../support/writing-fixtures";
import { graphql } from "./generated/gql";

// Article bodies live in R2 under the SHA-256 of their text (server/db/article-bodies.ts): D1 keeps
// the version's metadata and no body, identical bodies are one object, a body that cannot be
// stored writes nothing and the retry succeeds, and rows from before R2 still read and are moved
// by the backfill. Kept translations' bodies likewise.

const PUT = graphql(`
  mutation BodiesPut($input: PutDraftInput!) {
    putDraft(input: $input) {
      id
    }
  }
`);

const PUBLISH = graphql(`
  mutation BodiesPublish($id: ID!) {
    publishArticle(input: { id: $id }) {
      id
      publishState
      article {
        id
        shortHash
        dataHash
        content
      }
    }
  }
`);

const EDIT = graphql(`
  mutation BodiesEdit($input: EditArticleInput!) {
    editArticle(input: $input) {
      id
      title
      dataHash
      content
    }
  }
`);

const READ = graphql(`
  query BodiesRead($shortHash: String!) {
    article(input: { shortHash: $shortHash }) {
      dataHash
      content
      contents {
        html
      }
      versions(input: { first: 10 }) {
        edges {
          node {
            mediaHash
            contents {
              html
            }
          }
        }
      }
    }
  }
`);

const TRANSLATE = graphql(`
  query BodiesTranslate($shortHash: String!) {
    article(input: { shortHash: $shortHash }) {
      translation(input: { language: zh_hant }) {
        title
        content
        model
      }
    }
  }
`);

/** CONTENTS as it is, but every put refused: R2 unavailable for writes. */
const refusingPuts = {
  get: (key: string) => env.CONTENTS.get(key),
  head: (key: string) => env.CONTENTS.head(key),
  list: (options?: R2ListOptions) => env.CONTENTS.list(options),
  put: () => Promise.reject(new Error("R2 is unavailable")),
  delete: (keys: string | string[]) => env.CONTENTS.delete(keys),
} as unknown as R2Bucket;

let author: UserRow;
let client: Client;

beforeAll(async () => {
  ({ user: author, client } = await writer());
});

async function draftOf(content: string, as = client, title = "Bodies") {
  const draft = await as.gql(PUT, { input: { title, content } });
  return present(draft.data?.putDraft.id);
}

async function publish(content: string, title?: string) {
  const result = await inNewWindow(client).gql(PUBLISH, { id: await draftOf(content, client, title) });
  expect(result.errors).toBeUndefined();
  return present(result.data?.publishArticle.article);
}

const versionRows = (articleId: number) =>
  db().select().from(articleVersions).where(eq(articleVersions.articleId, articleId)).orderBy(articleVersions.id);
const stored = async (hash: string) => (await env.CONTENTS.get(bodyKey(hash)))?.text();
/** The R2 key of an article's latest body: its version's data_hash (the API answers the CID). */
const bodyHashOf = async (articleId: string) => present((await versionRows(dbId(articleId))).at(-1)).dataHash;

describe("a published article's body", () => {
  it("is in R2 under its hash, and not in D1", async () => {
    const html = `<p>Stored once ${crypto.randomUUID()}</p>`;
    const article = await publish(html);
    expect(article.content).toBe(html);
    const [row] = await versionRows(dbId(article.id));
    expect(row?.content).toBeNull();
    expect(row?.dataHash).toBe(await contentHash(html));
    expect(await stored(await contentHash(html))).toBe(html);

    const read = await new Client().gql(READ, { shortHash: article.shortHash });
    expect(read.data?.article?.contents.html).toBe(html);
    expect(read.data?.article?.versions.edges?.[0]?.node.contents.html).toBe(html);
  });

  it("is stored once for identical bodies: two articles, and a version that kept its text", async () => {
    const html = `<p>Twice the same ${crypto.randomUUID()}</p>`;
    const first = await publish(html);
    const second = await publish(html);
    const body = await bodyHashOf(first.id);
    expect(await bodyHashOf(second.id)).toBe(body);
    const listed = await env.CONTENTS.list({ prefix: bodyKey(body) });
    expect(listed.objects).toHaveLength(1);

    // a title change makes a version that names the same body, and puts no body: R2 refusing
    // puts does not stop it (the version's IPFS block, refused too, is left to the backfill)
    const renamed = await fromNewIp(client)
      .withVars({ CONTENTS: refusingPuts })
      .gql(EDIT, { input: { id: first.id, title: "Renamed" } });
    expect(renamed.errors).toBeUndefined();
    const rows = await versionRows(dbId(first.id));
    expect(rows).toHaveLength(2);
    expect(new Set(rows.map((r) => r.dataHash))).toEqual(new Set([body]));
    expect(rows.at(-1)?.cid).toBeNull();
    expect(renamed.data?.editArticle.content).toBe(html);
  });
});

describe("a body R2 does not take", () => {
  it("leaves no article, version or draft change behind on publish, and the retry publishes", async () => {
    const html = `<p>Refused at first ${crypto.randomUUID()}</p>`;
    const id = await draftOf(html);
    const draftRow = async () =>
      present(
        (
          await db()
            .select()
            .from(drafts)
            .where(eq(drafts.id, dbId(id)))
        )[0],
      );
    const before = await draftRow();
    const articlesBefore = await db().$count(articles, eq(articles.authorId, author.id));

    const refused = await inNewWindow(client).withVars({ CONTENTS: refusingPuts }).gql(PUBLISH, { id });
    expect(codeOf(refused)).toBe("ACTION_FAILED");
    expect(await draftRow()).toEqual(before);
    expect(await db().$count(articles, eq(articles.authorId, author.id))).toBe(articlesBefore);
    expect(await stored(await contentHash(html))).toBeUndefined();

    const retried = await inNewWindow(client).gql(PUBLISH, { id });
    expect(retried.errors).toBeUndefined();
    expect(retried.data?.publishArticle.publishState).toBe("published");
    expect(retried.data?.publishArticle.article?.content).toBe(html);
  });

  it("leaves the article as it was on a revision, and the retry revises", async () => {
    const article = await publish(`<p>Before the revision ${crypto.randomUUID()}</p>`);
    const revisedHtml = `<p>After the revision ${crypto.randomUUID()}</p>`;
    const rowBefore = (
      await db()
        .select()
        .from(articles)
        .where(eq(articles.id, dbId(article.id)))
    )[0];

    const refused = await fromNewIp(client)
      .withVars({ CONTENTS: refusingPuts })
      .gql(EDIT, { input: { id: article.id, content: revisedHtml } });
    expect(codeOf(refused)).toBe("ACTION_FAILED");
    expect(await versionRows(dbId(article.id))).toHaveLength(1);
    expect(
      (
        await db()
          .select()
          .from(articles)
          .where(eq(articles.id, dbId(article.id)))
      )[0],
    ).toEqual(rowBefore);

    const retried = await fromNewIp(client).gql(EDIT, { input: { id: article.id, content: revisedHtml } });
    expect(retried.errors).toBeUndefined();
    expect(retried.data?.editArticle.content).toBe(revisedHtml);
    expect(await stored(await bodyHashOf(article.id))).toBe(revisedHtml);
  });
});

describe("a version from before R2", () => {
  it("reads from its row, and the backfill moves it to R2 under the hash of its text", async () => {
    // the fixture writes the body into D1, as rows did before R2, with a hash that is not its text's
    const article = await insertArticle(author.id);
    const [old] = await versionRows(article.id);
    const html = present(old?.content);
    const before = await new Client().gql(READ, { shortHash: article.shortHash });
    expect(before.data?.article?.content).toBe(html);

    let round = await backfillBodies(env, 2);
    while (!round.done) round = await backfillBodies(env, 2, round.lastId);

    const [moved] = await versionRows(article.id);
    const hash = await contentHash(html);
    expect(moved?.content).toBeNull();
    expect(moved?.dataHash).toBe(hash);
    expect(await stored(hash)).toBe(html);
    const after = await new Client().gql(READ, { shortHash: article.shortHash });
    expect(after.data?.article?.content).toBe(html);
    expect(after.data?.article?.dataHash).toBe(hash);
    // nothing is left for the next round
    expect((await backfillBodies(env)).moved).toBe(0);
  });

  it("gives its body to R2 when an edit that keeps the text makes a new version", async () => {
    const article = await insertArticle(author.id);
    const [old] = await versionRows(article.id);
    const html = present(old?.content);
    const renamed = await fromNewIp(client).gql(EDIT, { input: { id: gid("Article", article.id), title: "Renamed" } });
    expect(renamed.errors).toBeUndefined();
    const rows = await versionRows(article.id);
    expect(rows).toHaveLength(2);
    expect(rows[1]?.content).toBeNull();
    expect(await stored(present(rows[1]?.dataHash))).toBe(html);
    expect(renamed.data?.editArticle.content).toBe(html);
  });
});

describe("a kept translation's body", () => {
  const translationRows = (versionId: number) =>
    db().select().from(articleTranslations).where(eq(articleTranslations.versionId, versionId));
  const simplified = (word: string) => publish(`<p>软件 ${word}</p>`, "软件与鼠标");
  // digits: the words stay Chinese by the publish's language detection, which counts letters
  const aWord = () => String(Math.floor(Math.random() * 1e12));

  it("is in R2 under its hash, and its row names it without holding it", async () => {
    const word = aWord();
    const article = await simplified(word);
    const made = await new Client().gql(TRANSLATE, { shortHash: article.shortHash });
    expect(made.data?.article?.translation).toEqual({
      title: "軟體與滑鼠",
      content: `<p>軟體 ${word}</p>`,
      model: "opencc",
    });
    const [version] = await versionRows(dbId(article.id));
    const [row] = await translationRows(present(version).id);
    const hash = await contentHash(`<p>軟體 ${word}</p>`);
    expect(row).toMatchObject({ language: "zh_hant", model: "opencc", title: "軟體與滑鼠", content: null });
    expect(row?.contentHash).toBe(hash);
    expect(await stored(hash)).toBe(`<p>軟體 ${word}</p>`);

    // the next reader reads what was kept: the row's title and R2's body
    await db()
      .update(articleTranslations)
      .set({ title: "kept" })
      .where(eq(articleTranslations.versionId, present(version).id));
    const read = await new Client().gql(TRANSLATE, { shortHash: article.shortHash });
    expect(read.data?.article?.translation).toMatchObject({ title: "kept", content: `<p>軟體 ${word}</p>` });
  });

  it("still reaches the reader when R2 will not keep it, and is kept by the next read", async () => {
    const word = aWord();
    const article = await simplified(word);
    const [version] = await versionRows(dbId(article.id));
    const refused = await new Client().withVars({ CONTENTS: refusingPuts }).gql(TRANSLATE, {
      shortHash: article.shortHash,
    });
    expect(refused.errors).toBeUndefined();
    expect(refused.data?.article?.translation?.content).toBe(`<p>軟體 ${word}</p>`);
    expect(await translationRows(present(version).id)).toEqual([]);

    const kept = await new Client().gql(TRANSLATE, { shortHash: article.shortHash });
    expect(kept.data?.article?.translation?.content).toBe(`<p>軟體 ${word}</p>`);
    expect(await translationRows(present(version).id)).toHaveLength(1);
  });

  it("reads from its row when kept before R2, and the backfill moves it to R2", async () => {
    const article = await simplified(aWord());
    const [version] = await versionRows(dbId(article.id));
    const html = `<p>軟體 kept before R2 ${crypto.randomUUID()}</p>`;
    await db()
      .insert(articleTranslations)
      .values({
        versionId: present(version).id,
        language: "zh_hant",
        model: "opencc",
        title: "軟體與滑鼠",
        summary: "",
        content: html,
      });
    const before = await new Client().gql(TRANSLATE, { shortHash: article.shortHash });
    expect(before.data?.article?.translation?.content).toBe(html);

    let round = await backfillTranslationBodies(env, 2);
    while (!round.done) round = await backfillTranslationBodies(env, 2);

    const [row] = await translationRows(present(version).id);
    const hash = await contentHash(html);
    expect(row?.content).toBeNull();
    expect(row?.contentHash).toBe(hash);
    expect(await stored(hash)).toBe(html);
    const after = await new Client().gql(TRANSLATE, { shortHash: article.shortHash });
    expect(after.data?.article?.translation?.content).toBe(html);
    expect((await backfillTranslationBodies(env)).moved).toBe(0);
  });

  it("cannot be a row with neither its body nor a hash", async () => {
    const article = await simplified(aWord());
    const [version] = await versionRows(dbId(article.id));
    const refused = await db()
      .insert(articleTranslations)
      .values({ versionId: present(version).id, language: "en", model: "opencc", title: "t", summary: "" })
      .catch((error: Error) => error);
    expect(String((refused as Error).cause)).toMatch(/CHECK constraint failed: article_translations_body_kept/);
  });
});
